"""The guide's build as a package: its Sphinx configuration (``conf.py``) and extensions (``rsguide``,
``rsindex``, ``rssearch``, ``alttext``), the runtime of the Rule my hand page (``runtime``), the printed
editions (``printed``), the browser check (``browser_check``) and the local server (``serve``).

Run its scripts from the top of the checkout as modules, ``python -m guide.build html`` (the Makefile does):
nothing here edits ``sys.path``. Shared pieces live in modules of their own so that nothing imports in a
circle: :mod:`guide.chromium` (the one browser and its flags) and :mod:`guide.rsdata` (the catalogue as the
guide lists it)."""

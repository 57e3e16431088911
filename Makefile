# rulescore — the two commands a user needs are `make guide` and `make test`.
# Everything is installed into .venv from pyproject.toml, pinned by requirements/constraints.txt.

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
CONSTRAINTS := requirements/constraints.txt
NBVAL  := --nbval --nbval-sanitize-with notebooks/sanitize.cfg --nbval-current-env

.PHONY: bytecode messages venv lint test test-unit test-notebooks guide guide-force guide-pdf serve lab lab-check lock execute clean bench fuzz

venv: $(STAMP)

$(STAMP): pyproject.toml $(CONSTRAINTS)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade "pip>=24"
	$(BIN)/python -m pip install --quiet -c $(CONSTRAINTS) -e ".[dev]"
	$(MAKE) --no-print-directory bytecode
	touch $(STAMP)

# rulescore.build_hook first brings rulescore/_built up to date with data/ (the install builds it; a changed data
# file or schema since then is built again here, so `rulescore check` never parses a file the package ships).
# pip never byte-compiles an editable install, and with PYTHONDONTWRITEBYTECODE set (or a read-only
# checkout) no run writes the cache either, so every cold `rulescore` start would compile the package again
# (about 0.1 s of its 0.3 s). compileall writes rulescore/__pycache__; it only redoes modules changed since,
# so `make test` runs it too and the CLI subprocesses of the tests start from the cache.
bytecode:
	$(BIN)/python -m rulescore.build_hook
	$(BIN)/python -m compileall -q rulescore

# The renderer's templates: rulescore/words/templates/<lang>/<domain>.ftl compiled to the .json beside each
# (what the runtime reads), and rulescore/words/plurals.py from babel's CLDR data. Run after editing an .ftl;
# tests/test_render.py fails while anything is out of date.
messages: venv
	$(BIN)/python -m rulescore.words.compile

# ruff and mypy first (configured in pyproject.toml), then one pytest run covers tests/ (unit, property,
# catalogue, CLI, guide, the explorer in JupyterLab) and every notebook under nbval. Two workers halve the
# wall time on 2 cores: --dist loadfile keeps each file (each notebook) whole on one worker, and
# tests/conftest.py's scheduler puts every browser test file on the same one, so a run starts one Chromium.
# The printed editions' tests (marker printed: they print the PDFs) run under CI=true (.ci/run) and in
# `make guide-pdf`, not locally.
PDF_TESTS := $(if $(filter-out 0 false no,$(CI)),,-m "not printed")

# pytest runs with bytecode writing on (env -u PYTHONDONTWRITEBYTECODE): with it off, each worker parsed and
# assertion-rewrote every test module again on every run (4 of its 7 s of collection).
test: venv bytecode
	$(BIN)/ruff check rulescore tests bench guide
	$(BIN)/mypy
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest -n 2 --dist loadfile $(PDF_TESTS) tests notebooks $(NBVAL)

# Static checks: ruff (lint) and mypy (types), configured in pyproject.toml.
lint: venv
	$(BIN)/ruff check rulescore tests bench guide
	$(BIN)/mypy

test-unit: venv
	$(BIN)/python -m pytest tests

test-notebooks: venv
	$(BIN)/python -m pytest -n 2 --dist loadfile $(NBVAL) notebooks

# Re-execute every notebook in place (after a change to the package or the catalogue), storing outputs.
execute: venv
	$(BIN)/jupyter nbconvert --to notebook --execute --inplace --ExecutePreprocessor.store_widget_state=False --ExecutePreprocessor.record_timing=False notebooks/[0-9]*.ipynb notebooks/appendix-*.ipynb

# The guide: Sphinx + myst-nb renders the stored notebook outputs (guide/conf.py, guide/build.py) into
# _build/html, failing on any warning; first guide/runtime.py installs the Rule my hand page's runtime
# (npm ci: Pyodide, pinned by package-lock.json) and builds its wheels (pip wheel) when they are out of date.
# guide-pdf prints the two printed editions with headless Chromium.
guide: venv
	@if $(BIN)/python -m guide.build stale >/dev/null; then echo "guide: _build/html is up to date (make guide-force rebuilds it)"; \
	else $(BIN)/python -m guide.build html; fi

guide-force: venv
	$(BIN)/python -m guide.build html

guide-pdf: venv
	$(BIN)/python -m guide.build pdf
	$(BIN)/python -m pytest -q -p no:cacheprovider -m printed tests/test_guide.py tests/test_printed_editions.py

# The built guide over HTTP on localhost (built first when out of date): the Rule my hand page needs a web
# address, not a folder. PORT=8000 by default; HOST=0.0.0.0 to reach it from another device.
PORT ?= 8000
HOST ?= 127.0.0.1
serve: venv
	$(BIN)/python -m guide.build stale || $(BIN)/python -m guide.build html
	$(BIN)/python -m guide.serve --port $(PORT) --host $(HOST)

lab: venv
	$(BIN)/jupyter lab notebooks

# Issues 7 and 36 in a real JupyterLab: a throw-away lab on a copy of notebooks/, headless Chromium at 1280 px
# runs notebook 11 and changes the explorer's controls with real mouse and keyboard input; prints the seconds
# per step and the medians with the ladder picture off and on, screenshots in /tmp/lab-shots.
lab-check: venv
	$(BIN)/python -m pytest -q -p no:cacheprovider -s tests/test_lab.py

# Speed and robustness (bench/README.md): the budgets (make test, make guide, CLI cold start) and the
# benchmark against pokerkit, whose last line is the ratio; `make fuzz` runs 10,000 fuzzed scenarios.
bench: venv
	$(BIN)/python -m bench.budgets

fuzz: venv
	$(BIN)/python -m bench.fuzz

# Refresh the pins after changing dependencies in pyproject.toml.
lock: venv
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	( echo "# Pinned versions for reproducible notebook outputs; used by the Makefile (pip -c)."; \
	  echo "# Regenerate with: make lock"; \
	  $(BIN)/python -m pip freeze --all --exclude-editable | grep -v -e '^rulescore' -e '^pip==' ) > $(CONSTRAINTS)

clean:
	rm -rf _build .pytest_cache .hypothesis

"""Where the project's data lives: the one function that finds ``data/``.

In a checkout the data is the top-level ``data/`` folder (the catalogue ``rulings/*.yaml``, ``sources.yaml``,
the rule book ``rulebook.yaml`` and the TDA 2024 reference). The wheel ships the same files inside the
package as ``rulescore/data`` (``pyproject.toml`` maps one onto the other), a folder beside this module.
``$RULESCORE_DATA`` names another data folder of the same shape (a committee's working copy).
"""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_TOP = _PACKAGE.parent


def data_dir() -> Path:
    """The data folder: ``$RULESCORE_DATA``, else a checkout's top-level ``data/``, else the wheel's copy."""
    env = os.environ.get("RULESCORE_DATA")
    if env:
        return Path(env)
    if (_TOP / "pyproject.toml").is_file() and (_TOP / "data" / "sources.yaml").is_file():
        return _TOP / "data"
    return _PACKAGE / "data"

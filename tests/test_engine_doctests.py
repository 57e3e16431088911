"""The examples in the docstrings of the engine's modules run as written (doctest)."""

from __future__ import annotations

import doctest

import pytest

from rulescore.input import _ignorable, amounts, chips, saying
from rulescore.reference import rulesets
from rulescore.rules import betting, declarations


@pytest.mark.parametrize("module", [amounts, betting, chips, declarations, rulesets, saying, _ignorable],
                         ids=lambda m: m.__name__)
def test_docstring_examples_run(module):
    result = doctest.testmod(module)
    assert result.failed == 0

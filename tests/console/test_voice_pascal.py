"""The pascal voice (console/voices/pascal.py): an expected change of jetons
that rounds to nothing says so; the advice says whom its chances assume.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from penel421.cli import main
from penel421.console.voices.pascal import jetons_words
from penel421.core.state import Phase

ZEROS = "0\n" * 400


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


@pytest.mark.parametrize("change, phase", [(0.03, Phase.DECHARGE), (-0.04, Phase.DECHARGE),
                                           (0.0, Phase.CHARGE), (-0.2, Phase.CHARGE)])
def test_a_change_of_jetons_that_rounds_to_nothing_says_so(change, phase):
    words = jetons_words(change, phase)
    assert "0,0" not in words
    assert words in ("Jetons : vous en donnerez à peu près autant que vous en recevrez, "
                     "en moyenne", "Jetons : vous n'en prendrez presque aucun, en moyenne")
    assert jetons_words(1.26, Phase.DECHARGE).endswith("recevrez 1,3 de plus que vous n'en "
                                                       "donnerez, en moyenne")


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_advice_says_whom_its_chances_assume():
    pascal = run("--rules", "pascal", "-p", "Alice", "-c", "1", "--seed", "3", "--level",
                 "classic", "--no-journal", input="?\n" + ZEROS)
    assert "Manche, chacun jouant ensuite comme l'expert : " in pascal.output

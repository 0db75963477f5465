"""The 1987 voice (console/voices/game1987.py): the advice says whom its
chances assume, in the 1987 screen's 40 columns.
"""

from __future__ import annotations

from click.testing import CliRunner

from penel421.cli import main

ZEROS = "0\n" * 400


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def test_the_advice_says_whom_its_chances_assume():
    classic = run("--seed", "3", "--level", "classic", "--no-journal", input="1\n?\n" + ZEROS)
    advice = classic.output.split("CONSEIL : ", 1)[1].splitlines()
    assert advice[1] == "SI CHACUN JOUE ENSUITE EN EXPERT :"
    assert all(len(line) <= 40 for line in advice[:3])


def test_the_1987_help_says_what_the_port_adds_not_penel421_from_inside_it():
    from penel421.console.voices.game1987 import HELP_TEXT

    assert "         L'EXPERT (AJOUT DU PORTAGE)" in HELP_TEXT
    assert not [line for line in HELP_TEXT if "PENEL421" in line]

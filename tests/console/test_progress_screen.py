"""The progress screen (console/screens/progress.py): the bilan at the end
of a game says what « gagnée » and « perdue » mean.
"""

from __future__ import annotations

from click.testing import CliRunner

from penel421.cli import main

ZEROS = "0\n" * 400


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def test_the_bilans_say_what_won_and_lost_mean(fresh_journal):
    result = run("--rules", "pascal", "-p", "Alice", "-c", "1", "--seed", "5",
                 input=ZEROS + "n\n")
    end = " ".join(result.output.split("Bilan de toutes les parties", 1)[1].split())
    assert "gagnée si vous finissez devant lui, perdue s'il finit devant vous" in end

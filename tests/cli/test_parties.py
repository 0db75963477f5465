"""The list of kept games (cli/programs/parties.py): its bilans say what
« gagnée » and « perdue » mean.
"""

from __future__ import annotations

from click.testing import CliRunner

from penel421.cli import main

ZEROS = "0\n" * 400


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def test_the_bilans_say_what_won_and_lost_mean(fresh_journal):
    run("--rules", "pascal", "-p", "Alice", "-c", "1", "--seed", "5",
        input=ZEROS + "n\n")
    listed = " ".join(run("parties").output.split())
    assert "perdue : finie dernière" in listed
    assert "gagnée si la personne finit devant toutes ses places" in listed

"""The simulate command's declaration (cli/commands/simulate.py): its help
speaks of computers.
"""

from __future__ import annotations

from click.testing import CliRunner

from penel421.cli import main


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def test_simulate_help_speaks_of_computers_not_of_you():
    text = " ".join(run("simulate", "--help").output.split())
    assert "vous contre l'ordinateur" not in text
    assert "1987, le programme de Science & Vie, deux places et 11 pions" in text
    assert "pascal, le bar moderne, de 2 à 8 places" in text

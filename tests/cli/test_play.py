"""The game's program (cli/programs/play.py): ``-p 9`` is refused with a hint.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from penel421.cli import main

ZEROS = "0\n" * 400


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


@pytest.mark.parametrize("name", ["9", " 3 ", "12"])
@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_number_for_a_player_s_name_is_refused_with_a_hint(name):
    result = run("--rules", "pascal", "-p", name, input=ZEROS)
    assert result.exit_code == 2, result.output
    message = " ".join(result.output.split())
    assert f"« {name.strip()} » n'est pas un nom de joueur" in message
    assert "-c N assoit N ordinateurs" in message and "Joueur" in message
    assert "Partie n°" not in result.output  # no game was started
    assert run("--rules", "pascal", "-p", "Joueur 9", "-c", "1", input=ZEROS).exit_code == 0

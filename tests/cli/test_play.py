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


def test_a_terminal_too_narrow_for_1987_is_warned_before_the_first_line_it_breaks():
    result = CliRunner().invoke(main, ["--seed", "3", "--no-journal"], input="1\n",
                                env={"COLUMNS": "30"})
    lines = result.output.splitlines()
    assert lines[0].startswith("ATTENTION : LE JEU DE 1987")
    assert lines.index("*" * 40) > 1  # the banner after the warning


def test_enter_alone_at_the_1987_game_number_plays_any_game():
    """At a keyboard without --seed, Enter alone is « any game »: the one drawn."""
    from unittest import mock

    keys = iter(["\r", "1", "q", "o"])
    with mock.patch("penel421.console.terminal.keyboard", lambda inp: lambda: next(keys, "\x04")), \
            mock.patch("penel421.console.terminal.can_rub_out", lambda out: True):
        result = CliRunner().invoke(main, ["--no-color", "--no-journal"])
    lines = result.output.splitlines()
    at = lines.index("NUMERO DE LA PARTIE (1 A 32767) ? ")
    assert lines[at + 1].strip("= ").startswith("PARTIE ")
    assert "? TAPEZ UN NOMBRE" not in result.output

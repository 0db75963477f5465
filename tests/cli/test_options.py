"""The options several commands take (cli/options.py): a game number is
refused for N by every command that takes one."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from penel421.cli import main


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


@pytest.mark.parametrize("args", [("analyse", "0"), ("reprendre", "0"), ("reprendre", "99"),
                                  ("analyse", "99"), ("reprendre", "abc")])
def test_every_refusal_of_a_game_number_names_it_n(args, fresh_journal):
    from kept_games import keep_game

    from penel421.core.seat import Seat
    from penel421.strategies.classic import Classic

    keep_game(fresh_journal, "1987", [Seat("VOUS"), Seat("ORDINATEUR", "classic")],
              [Classic(), Classic()], 3)
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert "Valeur invalide pour N : " in result.output
    assert "[N]" not in result.output.split("\n\n", 1)[1]

"""The analysis of a game in French (console/analysis_text.py): a game with
no decision is not « parfait », and a cost is a minus in the decision lines
as in the bilan.
"""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner
from kept_games import keep_game

from penel421.analysis.analyst import Analyst
from penel421.cli import main
from penel421.console.analysis_text import analysis_lines, end_of_game_line
from penel421.core.rules import RULES_1987
from penel421.core.seat import Seat
from penel421.strategies.classic import Classic

SEATS = [Seat("Alice", None), Seat("Ordi 1", "classic"), Seat("Ordi 2", "classic")]


def run(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == 0, result.output
    return result


def test_a_game_without_a_decision_is_not_rated():
    analyst = Analyst(RULES_1987, 2)  # nobody was asked anything
    lines = analysis_lines(analyst, ["VOUS", "ORDINATEUR"], "Partie", ["personne", "niveau"])
    text = "\n".join(lines)
    assert "« parfait »" not in text and "0 décision" not in text
    assert "VOUS : aucune décision à peser." in lines
    assert "vos choix" not in text
    assert end_of_game_line(analyst, 0, "Alice") == "Alice : aucun choix à peser."


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_cost_is_a_minus_in_the_decision_lines_as_in_the_bilan(fresh_journal):
    # fixed throws: with the usual rules, three players are weighed on the game
    keep_game(fresh_journal, "pascal", SEATS, [Classic()] * 3, 8, fixed_throws=True)
    analysed = json.loads(run("analyse", "1", "--json").output)
    text = run("analyse", "1").output
    figures = re.findall(r" : ([+−]\d+,\d\d) j \(gagne", text)
    jetons = [d for d in analysed["decisions"] if d["scale"] != "game_chance"]
    assert len(figures) >= len(jetons) > 0
    # each choice's figure is its value: what the round gives, a cost negative
    chosen = [f for f in re.findall(r"^  \S.*? : ([+−]\d+,\d\d) j \(gagne", text, re.M)]
    for figure, decision in zip(chosen, jetons, strict=False):
        value = float(figure.replace("−", "-").replace(",", "."))
        assert abs(value - decision["value"]) < 0.006, (figure, decision["value"])
    assert "(− : il en prend ou en reçoit)" in " ".join(text.split())

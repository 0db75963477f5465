"""One sign convention and one numbering of the places everywhere.

A cost is a minus and good luck a plus, in the analysis's decision lines
as in its bilan; and every JSON of penel421 counts the places from 1, as
the screen does: ``parties --export`` (format 2) and ``parties --json`` as
``analyse --json`` and ``simulate --json``.
"""

from __future__ import annotations

import json
import re

from click.testing import CliRunner
from kept_games import keep_game

from penel421.cli import main
from penel421.core.seat import Seat
from penel421.strategies.classic import Classic

SEATS = [Seat("Alice", None), Seat("Ordi 1", "classic"), Seat("Ordi 2", "classic")]


def run(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == 0, result.output
    return result


def test_every_json_counts_the_places_from_1(fresh_journal, tmp_path):
    keep_game(fresh_journal, "pascal", SEATS, [Classic()] * 3, 8, opener=2)
    target = tmp_path / "parties.jsonl"
    run("parties", "--export", str(target))
    [game] = [json.loads(line) for line in target.read_text(encoding="utf-8").splitlines()]
    assert game["format"] == 2
    assert game["opener"] == 3  # the third place opened
    events = game["events"]
    assert events[0] == {"type": "round", "number": 1, "opener": 3}
    places = {event["seat"] for event in events if "seat" in event}
    assert places == {1, 2, 3}
    assert game["loser"] in (1, 2, 3) and sorted(sum(game["ranking"], [])) == [1, 2, 3]
    for settle in (e for e in events if e["type"] == "settle"):
        assert {settle["winner"], settle["loser"]} <= {1, 2, 3}
    # the answers of the export are the decisions of the analysis, place for place
    analysed = json.loads(run("analyse", "1", "--json").output)
    choices = [(e["seat"], e["throw"]) for e in events if e["type"] == "choice"]
    assert choices == [(d["seat"], d["throw"]) for d in analysed["decisions"]]
    assert analysed["loser"] == game["loser"]
    listed = json.loads(run("parties", "--json").output)["parties"][0]
    assert (listed["opener"], listed["loser"]) == (3, game["loser"])


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

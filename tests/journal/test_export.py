"""The export (journal/export.py, format 2) counts the places from 1, as the
screen does, and as ``parties --json``, ``analyse --json`` do.
"""

from __future__ import annotations

import json

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

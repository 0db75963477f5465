"""``penel421 odds`` through click's test runner."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from click.testing import CliRunner

from penel421.cli import main
from penel421.core.rules import RULES_PASCAL
from penel421.solve.odds import chance


def run(*args: str):
    return CliRunner().invoke(main, ["odds", *args])


def test_every_choice_best_first_as_an_aligned_table():
    result = run("--rules", "1987", "--hand", "6-5-2", "--throws-left", "2", "--target", "4-2-1")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert "à battre : 4-2-1" in result.output.lower()
    rows = [line for line in lines if line.startswith(("garder", "tout", "s'arrêter"))]
    # 6-5-2 offers: stop, keep 6-5, 6-2, 5-2, 6, 5, 2, throw all: 8 choices
    assert len(rows) == 8
    assert rows[0].startswith("garder 2,") and rows[0].endswith("53/648")
    assert rows[-1].startswith("s'arrêter sur 6-5-2")
    percents = [float(r.split("%")[0].split()[-1].replace(",", ".")) for r in rows]
    assert percents == sorted(percents, reverse=True)
    # aligned: the percent signs and the right edges of the fractions line up
    assert len({r.index("%") for r in rows}) == 1
    assert len({len(r) for r in rows}) == 1
    assert all(len(line) <= 80 for line in lines)


def test_json_gives_the_best_choice_and_the_whole_table():
    result = run("--rules", "pascal", "--hand", "652", "--throws-left", "1", "--target", "653",
                 "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["keep"] == [6, 5] and data["fraction"] == "2/3"
    assert data["probability"] == pytest.approx(2 / 3)
    assert Fraction(data["fraction"]) == chance(RULES_PASCAL, (6, 5, 2), 1, (6, 5, 3))
    assert [c["fraction"] for c in data["choices"]][0] == data["fraction"]
    assert {tuple(c["keep"]) for c in data["choices"]} == {
        (6, 5, 2), (6, 5), (6, 2), (5, 2), (6,), (5,), (2,), ()}


def test_throw_all_is_an_empty_keep_and_no_throw_left_is_the_hand_as_it_stands():
    data = json.loads(run("--hand", "6-5-3", "--throws-left", "0", "--target", "6-5-3",
                          "--json").output)
    assert data["choices"] == [{"keep": [6, 5, 3], "stop": True, "probability": 0.5,
                                "fraction": "1/2"}]
    data = json.loads(run("--hand", "3-3-2", "--target", "6-6-6", "--json").output)
    assert [] in [c["keep"] for c in data["choices"]]


@pytest.mark.parametrize(("args", "mention"), [
    (("--hand", "6-5-7", "--target", "4-2-1"), "--hand"),
    (("--hand", "6-5", "--target", "4-2-1"), "--hand"),
    (("--hand", "0-5-2", "--target", "4-2-1"), "--hand"),
    (("--hand", "abc", "--target", "4-2-1"), "--hand"),
    (("--hand", "6-5-2", "--target", "4-2-1-1"), "--target"),
    (("--hand", "6-5-2", "--target", "4-2-1", "--throws-left", "3"), "--throws-left"),
    (("--hand", "6-5-2", "--target", "4-2-1", "--throws-left", "-1"), "--throws-left"),
    (("--hand", "6-5-2", "--target", "4-2-1", "--throws-left", "x"), "--throws-left"),
    (("--hand", "6-5-2", "--target", "4-2-1", "--rules", "1988"), "--rules"),
    (("--target", "4-2-1"), "--hand"),
    (("--hand", "6-5-2"), "--target"),
])
def test_bad_values_are_usage_errors_in_french(args, mention):
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert "Erreur :" in result.output and mention in result.output
    assert "Error" not in result.output and "Invalid" not in result.output

"""``penel421 odds`` through click's test runner."""

from __future__ import annotations

import json
import re
import shlex
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner

from penel421.cli import main
from penel421.core.rules import RULES_PASCAL
from penel421.solve.turn.odds import chance


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
    (("--hand", "6-5-2", "--target", "x"), "--target"),
])
def test_bad_values_are_usage_errors_in_french(args, mention):
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert "Erreur :" in result.output and mention in result.output
    assert "Error" not in result.output and "Invalid" not in result.output


# --- without --target: the 421 ---------------------------------------------------------


def test_without_a_target_the_best_play_for_a_421_and_each_final_hand():
    result = run("--rules", "1987", "--hand", "6-4-2", "--throws-left", "1")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Sans main à battre : la chance de faire 421." in out
    rows = [line for line in out.splitlines() if line.startswith(("garder", "tout", "s'arr"))]
    assert rows[0].startswith("garder 4-2, relancer 1 dé") and rows[0].endswith(" 1/6")
    # keeping 4-2 and throwing one die: 421 for a 1, a suite 4-3-2 for a 3, else ordinary
    assert "En jouant « garder 4-2, relancer 1 dé », puis au mieux pour le 421," in out
    final = {line.split("  ")[0]: line.split()[-1] for line in out.splitlines()
             if "%" in line and not line.startswith(("garder", "tout", "s'arr"))}
    assert final == {"421": "1/6", "brelan": "0", "chiffre et deux as": "0",
                     "suite": "1/6", "coup quelconque": "2/3"}
    assert all(len(line) <= 80 for line in out.splitlines())


@pytest.mark.parametrize("rules", ["1987", "pascal"])
@pytest.mark.parametrize("hand", ["6-5-2", "4-2-1", "1-1-1", "2-2-1"])
@pytest.mark.parametrize("left", ["0", "1", "2"])
def test_without_a_target_the_json_final_hands_add_up_to_one(rules, hand, left):
    result = run("--rules", rules, "--hand", hand, "--throws-left", left, "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["target"] is None
    finals = data["final_hands"]
    assert sum(Fraction(f["fraction"]) for f in finals) == 1
    assert Fraction(finals[0]["fraction"]) == Fraction(data["fraction"]), "the 421 first"
    assert finals[0]["kind"] == "421"
    assert data["fraction"] == data["choices"][0]["fraction"]
    if hand == "4-2-1":
        assert data["stop"] and data["fraction"] == "1/1"
    kinds = [f["kind"] for f in finals]
    assert ("nénette" in kinds) == (rules == "pascal")


def test_the_help_says_what_odds_does_without_a_target():
    out = run("--help").output
    assert "Sans --target : la chance de faire 421" in out


def test_the_manuals_samples_are_what_odds_prints():
    readme = (Path(__file__).resolve().parents[2] / "docs" / "manuel.md").read_text(
        encoding="utf-8")
    samples = re.findall(r"```text\n\$ penel421 (chances [^\n]*)\n(.*?)```", readme, re.S)
    assert len(samples) >= 2, "with and without --target"
    for command, printed in samples:
        result = run(*shlex.split(command)[1:])
        assert result.exit_code == 0 and result.output == printed, command

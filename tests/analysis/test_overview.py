"""A game at a glance: the costliest choice, the worst and best throws and
the verdict, in words before the detail of ``penel421 analyse``, in its
JSON, and for each person at the end of a pascal game."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner
from kept_games import Random, keep_game

from penel421.analysis.analyst import Analyst
from penel421.analysis.overview import BOTH, CHOICES, DICE, NEITHER, overview, verdict
from penel421.cli import main
from penel421.core.dice import SeededDice
from penel421.core.engine import Game
from penel421.core.rules import RULES_1987, pascal_rules
from penel421.play.table import Seat
from penel421.solve.pascal.table_solution import table_solution_for
from penel421.strategies.classic import Classic
from penel421.strategies.experts import make_expert


def analysed(rules, strategies, seed, opener=0):
    analyst = Analyst(rules, len(strategies))
    result = Game(rules, [f"J{i}" for i in range(len(strategies))], strategies,
                  SeededDice(seed), analyst, opener=opener).play()
    return analyst, result


@pytest.mark.parametrize(("dice", "choices", "said"), [
    (3.0, 1.0, DICE),  # the dice took three times what the choices cost
    (2.0, 1.0, DICE),  # twice: still mostly the dice
    (1.9, 1.0, BOTH),
    (1.0, 1.9, BOTH),
    (1.0, 2.0, CHOICES),
    (0.0, 0.3, CHOICES),
    (0.1, 0.2, NEITHER),  # both below the imprécision threshold
])
def test_the_verdict_is_what_cost_twice_the_other(dice, choices, said):
    assert verdict(dice, choices, negligible=0.25) == said


@pytest.mark.parametrize("seed", range(6))
def test_the_1987_overview_reads_the_analysis_and_tells_the_whole_game(seed):
    analyst, result = analysed(RULES_1987, [Random(seed), Classic(RULES_1987)], seed,
                               opener=seed % 2)
    summary = analyst.summary()
    for seat in (0, 1):
        seen = overview(analyst, seat)
        mine = [d for d in analyst.decisions if d.seat == seat]
        if any(d.loss > 0 for d in mine):
            assert seen.costliest is analyst.decisions[seen.costliest_index]
            assert seen.costliest.loss == max(d.loss for d in mine)
            assert seen.costliest.reason is not None
        # a throw of either player, as lived by this one: the opponent's luck is his bad luck
        lived = [t.luck if t.seat == seat else -t.luck for t in analyst.throws]
        assert seen.unluckiest.luck == min(lived) and seen.luckiest.luck == max(lived)
        assert analyst.throws[seen.unluckiest.index] is seen.unluckiest.throw
        [side] = seen.sides
        assert side.dice == pytest.approx(summary[seat].net_luck, abs=1e-12)
        assert side.choices == pytest.approx(summary[seat].loss, abs=1e-12)
        # the start, the dice and both players' choices make the result, exactly
        first = analyst.throws[0]
        start = first.before if first.seat == seat else 1.0 - first.before
        won = 1.0 if result.loser != seat else 0.0
        others = summary[1 - seat].loss
        assert start + side.dice - side.choices + others == pytest.approx(won, abs=1e-9)
        assert seen.verdict == verdict(max(0.0, -side.dice) / 0.02, side.choices / 0.02, 0.25)


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_pascal_game_of_three_counts_only_ones_own_throws():
    # fixed throws: three players weighed in jetons (with the usual rules, on
    # the game, every throw counts: the test below)
    rules = pascal_rules(fixed_throws=True)
    analyst, _ = analysed(rules, [Random(3), Classic(rules), make_expert(rules)], 3)
    seen = overview(analyst, 0)
    assert seen.unluckiest.throw.seat == 0 and seen.luckiest.throw.seat == 0
    assert {s.scale.name for s in seen.sides} <= {"jetons", "game_chance"}
    summary = analyst.summary()[0]
    assert [s.dice for s in seen.sides] == [p.luck for p in summary.parts]


def test_a_pascal_game_of_three_for_the_game_counts_every_throw():
    """Weighed on the game (the usual rules), the others' throws count too:
    a moment is what a throw changed to one's own chance, and the dice are
    every throw's change added up."""
    rules = pascal_rules()
    analyst, _ = analysed(rules, [Random(3), Classic(rules), make_expert(rules)], 3)
    seen = overview(analyst, 0)
    assert [s.scale.name for s in seen.sides] == ["game_chance"]
    assert seen.sides[0].dice == pytest.approx(analyst.summary()[0].net_luck, abs=1e-12)
    lived = [t.changes[0] for t in analyst.throws]
    assert seen.unluckiest.luck == min(lived) and seen.luckiest.luck == max(lived)
    # every seat's result: its chance at the start, what the dice changed to
    # it, what its own choices lost and what the others' choices did to it
    start = [1.0 - v for v in table_solution_for(rules, 3).lose_chances((21, 0, 0, 0))]
    for summary in analyst.summary():
        own = sum(d.loss for d in analyst.decisions if d.seat == summary.seat)
        assert summary.result == pytest.approx(
            start[summary.seat] + summary.net_luck - own + summary.others_choices, abs=1e-9)


@pytest.fixture
def journal(tmp_path):
    return tmp_path / "parties.sqlite3"


def test_analyse_says_the_game_in_words_before_the_detail(journal):
    played = CliRunner().invoke(main, ["--seed", "20", "--no-color", "--journal", str(journal)],
                                input="1\n13.\n0\n3.\n0\n123.\n13.\nN\n")
    assert played.exit_code == 0, played.output
    text = CliRunner().invoke(main, ["analyse", "--journal", str(journal)]).output
    glance = text.split("Manche 1")[0]
    assert "Un point, c'est 1 % de chance de gagner la partie." in glance
    said = " ".join(glance.split())
    assert ("Le choix le plus coûteux : manche 1, 1-6-1 au lancer 1, 13. garder 6 : 46,2 % ; "
            "meilleur : 0 garder tout : 69,5 % ; perte 23,23 points ??") in said
    assert "Pourquoi : l'adversaire n'aura qu'un lancer et 6 % de chances" in said
    assert ("Les dés : le pire, 1-4-2 de l'ORDINATEUR (manche 2, lancer 1), −34,3 points ; le "
            "meilleur, 1-6-1 (manche 1, lancer 1), +17,6 points.") in said
    assert ("Verdict : perdue surtout sur vos choix (les dés : −12,5 points ; vos choix : "
            "−39,3 points).") in said
    assert "ORDINATEUR" not in glance.split("En bref, pour ")[1].split(" :")[0]
    figures = json.loads(CliRunner().invoke(main, ["analyse", "--json", "--journal",
                                                   str(journal)]).output)
    you = figures["overview"][0]
    assert you["seat"] == 1 and you["verdict"] == "choices"
    costliest = figures["decisions"][you["costliest"]]
    assert costliest["loss"] == max(d["loss"] for d in figures["decisions"] if d["seat"] == 1)
    assert costliest["reason"]["kind"] == "opponent" and costliest["reason"]["throws"] == 1
    worst = figures["throws"][you["unluckiest"]["throw"]]
    assert worst["seat"] == 2 and worst["dice"] == [1, 4, 2]
    assert you["unluckiest"]["luck"] == -worst["luck"]
    [side] = you["sides"]
    assert side["dice"] == pytest.approx(figures["players"][0]["net_luck"])
    assert side["choices"] == pytest.approx(figures["players"][0]["totals"][0]["loss"])
    assert figures["overview"][1]["costliest"] is None  # the expert lost nothing


def test_a_game_without_a_person_is_told_for_every_seat(journal):
    seats = [Seat("A", "classic"), Seat("B", "expert")]
    keep_game(journal, "1987", seats, [Classic(RULES_1987), make_expert(RULES_1987)], 3)
    text = CliRunner().invoke(main, ["analyse", "--journal", str(journal)]).output
    assert "En bref, pour A :" in text and "En bref, pour B :" in text
    assert "Chacun de ses choix était le meilleur." in text  # the expert


def test_the_manuals_end_of_a_pascal_game_is_what_the_game_prints(journal):
    from pathlib import Path

    manual = (Path(__file__).resolve().parents[2] / "docs" / "manuel.md").read_text("utf-8")
    section = manual.split("À la fin d'une partie pascal, pour chaque personne")[1]
    shown = section.split("```text\n")[1].split("```")[0]
    played = CliRunner().invoke(main, ["--rules", "pascal", "--seed", "5", "-p", "Alice",
                                       "-p", "Bob", "-c", "1", "--no-color"],
                                input="0\n" * 80 + "n\n",
                                env={"PENEL421_JOURNAL": str(journal)})  # no --journal to say
    assert played.exit_code == 0, played.output
    assert shown in played.output


def test_a_total_reads_the_same_at_a_glance_and_in_the_bilan(fresh_journal):
    """« En bref » and « Bilan » show the dice's and the choices' totals to the
    same precision: a jeton with two decimals, a point with one."""
    played = CliRunner().invoke(main, ["--rules", "pascal", "--seed", "5", "-p", "Alice",
                                       "-c", "3", "--no-color"], input="0\n" * 400 + "n\n")
    assert played.exit_code == 0, played.output
    said = " ".join(CliRunner().invoke(main, ["analyse"]).output.split())
    glance, bilan = said.split("En bref")[1].split("Manche 1")[0], said.split("Bilan (")[1]
    verdict = re.search(r"Verdict : .*?\(les dés : (.*?) ; vos choix : (.*?)\)\.", glance)
    totals = re.search(r"Vos dés : (.*?) ; vos choix : (.*?)\.", bilan)
    assert verdict and totals, (glance, bilan)
    assert verdict.groups() == totals.groups()
    for figure in re.findall(r"[+−]\d+,(\d+) jetons?", glance):
        assert len(figure) == 2
    lost = re.search(r"Perte : (\d+,\d+) jetons? en tout", bilan).group(1)
    assert f"vos choix : −{lost} jeton" in glance

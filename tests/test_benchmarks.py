"""The scripts of benchmarks/ still load: each names parts of penel421 that
may be renamed, and a benchmark that no longer runs measures nothing.  Those
that build the package's own layouts (a solution's rows, a turn's falls)
run those parts too: importing them does not show a layout that changed."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def _benchmark(script, monkeypatch):
    """The benchmark ``script``, imported (they import machine.py beside them)."""
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    return importlib.import_module(script)


@pytest.mark.parametrize("script", sorted(p.stem for p in BENCHMARKS.glob("*.py")))
def test_each_benchmark_imports_what_it_measures(script, monkeypatch):
    module = _benchmark(script, monkeypatch)
    assert module.__doc__, script  # each says what it measures and how to run it
    sys.modules.pop(script, None)


def test_table_four_draws_a_solution_the_table_reads(monkeypatch):
    # the shipped file's layout changes with the solution (an outlook's row
    # gained two figures): the benchmark's stand-in must follow it, or the
    # four-player figure of the manual is no longer measured
    import random

    table_four = _benchmark("table_four", monkeypatch)
    solution = table_four.random_solution(random.Random(1))
    key = next(k for k in table_four.keys(4, 21) if k[0] > 0 and len(k) == 5)
    assert sum(solution.lose_chances(key)) == pytest.approx(1.0)
    chances, won, lost, jetons = solution.opener_outlook(key, 0)
    assert len(chances) == 4 and (won, lost, jetons) == (0.0, 0.0, 0.0)


def test_decharge_prune_measures_every_comparison_of_a_turn(monkeypatch):
    # 308 comparisons of a keep against the choice so far per throw to come;
    # a payoff of nothing ties them all, distinct payoffs leave ties aside
    prune = _benchmark("decharge_prune", monkeypatch)
    ends, margins = prune.ends, prune.margins
    assert len(margins([0.0] * 56, 3)) == 2 * 308
    assert max(margins([0.0] * 56, 3)) <= 2 * ends.TIE
    spread = [h / 56 for h in range(56)]
    assert min(margins(spread, 2)) > 2 * ends.TIE


def test_decharge_opener_searches_every_share_of_the_jetons(monkeypatch):
    # the search for the longest wait draws shares of the 21 jetons where
    # every player holds one at least, and can draw any of them: with three
    # players, each of the 190 shares turns up in 3,000 draws
    import random

    opener = _benchmark("decharge_opener", monkeypatch)
    rng = random.Random(4)
    drawn = [opener.random_share(3, rng) for _ in range(3000)]
    every = {(a, b, 21 - a - b) for a in range(1, 20) for b in range(1, 21 - a)}
    assert set(drawn) == every and len(every) == 190
    assert all(len(s) == 8 and min(s) >= 1 and sum(s) == 21
               for s in [opener.random_share(8, rng) for _ in range(500)])


def test_decharge_two_cores_lists_the_states_the_round_solves(monkeypatch):
    # the two-core measurement splits the round by depth from a list of its
    # states made beforehand: a state left off would be solved on the side,
    # in one process, and the figure would no longer measure the split
    from penel421.core.rules import RULES_PASCAL
    from penel421.core.state import GameState
    from penel421.solve.pascal.ranks import rank_table
    from penel421.solve.pascal.round import Round
    from penel421.solve.pascal.shipped import LAST, shipped_for
    from penel421.solve.pascal.turns import turn_of, turn_outlook

    two_cores = _benchmark("decharge_two_cores", monkeypatch)
    # a round of four with only its last player's states shipped, as the
    # rounds of six to eight are (four and five also ship their first two)
    game = Round(RULES_PASCAL, True, False, shipped=shipped_for(LAST, rank_table(RULES_PASCAL)))
    state = GameState((5, 9, 2, 5), 0, 0, (0, 1, 2, 3))
    turn = turn_of(RULES_PASCAL, state, 0, (0, 1, 2, 3), (), 3)
    listed = two_cores.states_by_depth(game, turn.caps, turn.mine, 3)
    turn_outlook(game, turn)
    assert sorted(listed) == [2, 3]
    assert {key for keys in listed.values() for key in keys} == set(game.states)
    assert all(len(key[0]) == depth for depth, keys in listed.items() for key in keys)

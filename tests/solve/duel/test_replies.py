"""How the second's turn ends against each opener's hand: the shipped
counts are those the solutions give, and the opener's split drawn from them
is the one drawn from the second's play itself, hand by hand."""

from __future__ import annotations

import random
import zlib
from importlib import resources

import pytest

from penel421.core.hands import ALL_HANDS
from penel421.core.rules import RULES_1987, RULES_PASCAL, Ties, pascal_rules
from penel421.solve.duel import replies
from penel421.solve.duel.solver import HANDS, chances, key_of, outcome_codes, states
from penel421.solve.game1987 import solution as solution1987
from penel421.solve.pascal import duel_solution
from penel421.solve.turn.odds import HALVES, win_payoff
from penel421.strategies import expert1987

SOLUTIONS = [
    (lambda: solution1987.load(), solution1987.REPLIES_DATA),
    (lambda: duel_solution.solution_for(RULES_PASCAL), duel_solution.SHIPPED_REPLIES[0]),
    (lambda: duel_solution.solution_for(pascal_rules(fixed_throws=True)),
     duel_solution.SHIPPED_REPLIES[1]),
]


def some_states(solution, count: int):
    every = states(solution.game, solution.rules)
    return random.Random(421).sample(every, count)


@pytest.mark.parametrize(("solution", "name"), SOLUTIONS)
def test_the_shipped_counts_are_the_solutions_own(solution, name):
    solution = solution()
    for state in some_states(solution, 3):
        assert replies.state_counts(solution, state, name) == replies.counts_of(solution, state)


@pytest.mark.slow  # every state of the three solutions: some seconds
@pytest.mark.parametrize(("solution", "name"), SOLUTIONS)
def test_every_shipped_count_follows_from_the_solution(solution, name):
    solution = solution()
    shipped = (resources.files("penel421") / "data" / name).read_bytes()
    assert zlib.decompress(shipped) == zlib.decompress(replies.table_of(solution))


@pytest.mark.slow  # every state's outcomes, for each solution: a quarter of a second
@pytest.mark.parametrize(("solution", "name"), SOLUTIONS)
def test_below_the_openers_hand_only_the_marked_hand_leads_elsewhere(solution, name):
    # what lets two counts stand for the whole distribution of the second's ends
    solution = solution()
    rules = solution.rules
    rank = rules.table.rank
    for state in states(solution.game, rules):
        codes = outcome_codes(solution.game, rules, solution.game.normal(state))
        for o in range(HANDS):
            special = replies.marked(rules, o)
            below = {codes[HANDS * o + s] for s in range(HANDS)
                     if rank[ALL_HANDS[s]] < rank[ALL_HANDS[o]] and s != special}
            assert len(below) <= 1, (state, ALL_HANDS[o])


def test_the_marked_hand_is_the_barrage_in_1987_and_the_nenette_in_pascal():
    assert RULES_1987.ties is Ties.BARRAGE
    assert all(replies.marked(RULES_1987, o) == o for o in range(HANDS))
    nenette = ALL_HANDS.index((2, 2, 1))
    assert replies.marked(RULES_PASCAL, ALL_HANDS.index((4, 2, 1))) == nenette
    assert replies.marked(RULES_PASCAL, nenette) is None


# --- the split, against the second's play evaluated hand by hand ------------------

def old_1987_payoffs(solution, state):
    """The 1987 opener's outcomes by final hand, as they were drawn before
    the counts: the second's play evaluated for each opener's hand."""
    rules, game = RULES_1987, solution1987.GAME
    plays = solution.round_play(state)
    table = chances(game.goal, outcome_codes(game, rules, state), solution.values,
                    solution.barrage[solution.number(state)])
    ranks = [rules.table.rank[h] for h in ALL_HANDS]
    levels = rules.max_throws
    tied = [[0.0] * HANDS for _ in range(levels)]
    won_part = [[0.0] * HANDS for _ in range(levels)]
    for o, second in enumerate(plays.second):
        row = table[HANDS * o:HANDS * (o + 1)]
        ties = second.evaluate([[float(ranks[o] == r) for r in ranks]] * levels)
        parts = second.evaluate([[c if ranks[o] > r else 0.0 for c, r in zip(row, ranks,
                                                                            strict=True)]]
                                * levels)
        for t in range(1, levels + 1):
            tied[levels - t][o] = float(ties.before_first_throw(t - 1))
            won_part[levels - t][o] = float(parts.before_first_throw(t - 1))
    return tied, won_part


@pytest.mark.parametrize("seed", range(3))
def test_the_1987_openers_outcomes_are_those_of_the_seconds_play(seed):
    solution = solution1987.load()
    state = random.Random(seed).choice(states(solution.game, solution.rules))
    tied, won_part = old_1987_payoffs(solution, state)
    found = expert1987._opener_outcome_payoffs(solution, state)
    assert found["tied"][0] == tied  # a count over 216 ** t: the very float
    for new, old in zip(found["won"][1], won_part, strict=True):
        assert new == pytest.approx(old, abs=1e-13)
    # and the round's chance is the exact one, a barrage counted half
    plays = solution.round_play(state)
    halves = expert1987._opener_round_payoffs(solution, state)
    for o, play in enumerate(plays.second):
        for t in (1, 2, 3):
            second = play.evaluate([win_payoff(RULES_1987, ALL_HANDS[o])] * 3,
                                   HALVES).before_first_throw(t - 1)
            assert halves[3 - t][o] == (1 - second) * expert1987.OPENER_ROUND_SCALE


@pytest.mark.parametrize("fixed", [False, True])
def test_the_pascal_openers_won_part_is_that_of_the_seconds_play(fixed):
    rules = pascal_rules(fixed_throws=fixed)
    solution = duel_solution.solution_for(rules)
    rank, most = rules.table.rank, rules.max_throws
    for state in some_states(solution, 2):
        key = key_of(state)
        round_ = solution.round_play(state)
        lose_game = chances(solution.game.goal, outcome_codes(solution.game, rules, state),
                            solution.values)
        won = dict((name, part) for name, _, part in
                   duel_solution.opener_outcome_tables(solution, key))["won"]
        for o in range(HANDS):
            row = [(1.0 - x) if rank[ALL_HANDS[o]] > rank[h] else 0.0
                   for h, x in zip(ALL_HANDS, lose_game[HANDS * o:HANDS * (o + 1)],
                                   strict=True)]
            second = round_.second[o].evaluate([row] * most)
            for n in range(most):
                old = float(second.before_first_throw(round_.second_throws(most, n) - 1))
                assert won.payoffs[n][o] == pytest.approx(old, abs=1e-13)

"""Exact odds (odds.py, turnplay.py) against brute force and against dice."""

from __future__ import annotations

import random
from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from penel421.core.hands import ALL_HANDS, hand_of
from penel421.core.rules import RULES_1987, RULES_PASCAL, Ties
from penel421.solve.turn.keeps import positions_to_rethrow
from penel421.solve.turn.odds import against, chance, chance_before_throwing, choices, win_payoff

TARGETS = [(4, 2, 1), (6, 6, 6), (1, 1, 1), (6, 1, 1), (2, 1, 1), (6, 5, 4), (3, 2, 1),
           (6, 6, 5), (6, 5, 3), (3, 2, 2), (2, 2, 1)]


def worth(rules, target, hand) -> Fraction:
    """A final hand's chance against ``target``, written from the rules directly."""
    rank = rules.table.rank
    if rank[hand] > rank[target]:
        return Fraction(1)
    if rank[hand] < rank[target]:
        return Fraction(0)
    return Fraction(1, 2) if rules.ties is Ties.BARRAGE else Fraction(1)


def brute_force(rules, target):
    """Best play by enumerating, for dice at their positions, every set of
    positions to throw again and every fall of those dice."""

    @cache
    def best(dice, left):
        stop = worth(rules, target, hand_of(dice))
        if left == 0:
            return stop
        found = stop
        for mask in range(1, 8):
            thrown = [p for p in range(3) if mask >> p & 1]
            total = Fraction(0)
            for faces in product(range(1, 7), repeat=len(thrown)):
                new = list(dice)
                for p, f in zip(thrown, faces, strict=True):
                    new[p] = f
                total += best(tuple(new), left - 1)
            found = max(found, total / 6 ** len(thrown))
        return found

    return best


@pytest.mark.slow  # every fall of the dice at every position, for each target
@pytest.mark.parametrize("rules", [RULES_1987, RULES_PASCAL], ids=["1987", "pascal"])
@pytest.mark.parametrize("target", TARGETS[:6])
def test_best_chance_is_what_enumerating_every_fall_of_the_dice_gives(rules, target):
    best = brute_force(rules, target)
    for hand in ALL_HANDS:
        for left in range(3):
            assert chance(rules, hand, left, target) == best(hand, left), (hand, left)


@pytest.mark.slow
@pytest.mark.parametrize("rules", [RULES_1987, RULES_PASCAL], ids=["1987", "pascal"])
@pytest.mark.parametrize("target", TARGETS[6:])
def test_every_choice_is_worth_what_enumerating_gives(rules, target):
    best = brute_force(rules, target)
    for hand in ALL_HANDS[::3]:
        for left in (1, 2):
            for choice in choices(rules, hand, left, target):
                if choice.stops:
                    expected = worth(rules, target, hand)
                else:
                    thrown = 3 - len(choice.keep)
                    expected = sum((best(choice.keep + faces, left - 1)
                                    for faces in product(range(1, 7), repeat=thrown)),
                                   Fraction(0)) / 6 ** thrown
                assert choice.probability == expected, (hand, left, choice)


@pytest.mark.parametrize("rules", [RULES_1987, RULES_PASCAL], ids=["1987", "pascal"])
def test_choices_are_sorted_best_first_and_the_first_is_the_best_chance(rules):
    for hand in ALL_HANDS:
        found = choices(rules, hand, 2, (6, 5, 3))
        values = [c.probability for c in found]
        assert values == sorted(values, reverse=True)
        assert values[0] == chance(rules, hand, 2, (6, 5, 3))
        assert sum(c.stops for c in found) == 1


def test_no_throw_left_is_the_hand_as_it_stands():
    assert chance(RULES_1987, (6, 5, 4), 0, (6, 5, 3)) == 1
    assert chance(RULES_1987, (6, 5, 3), 0, (6, 5, 3)) == Fraction(1, 2)  # barrage
    assert chance(RULES_PASCAL, (6, 5, 3), 0, (6, 5, 3)) == 1  # the later player wins
    assert chance(RULES_PASCAL, (6, 5, 2), 0, (6, 5, 3)) == 0
    assert [c.keep for c in choices(RULES_1987, (6, 5, 2), 0, (4, 2, 1))] == [(6, 5, 2)]


def test_well_known_figures():
    # a 421 needs 4, 2 and 1: 6 of the 216 throws
    assert chance(RULES_PASCAL, (4, 2, 1), 0, (4, 2, 1)) == 1
    assert chance_before_throwing(RULES_PASCAL, 1, (4, 2, 1)) == Fraction(6, 216)
    # facing a 421 in 1987 only a barrage can save you: half of that
    assert chance_before_throwing(RULES_1987, 1, (4, 2, 1)) == Fraction(3, 216)
    # against the weakest hand, anything played later wins in pascal
    assert chance_before_throwing(RULES_PASCAL, 3, (2, 2, 1)) == 1


def play_out(rules, target, dice, left, rng):
    """Throw real (pseudo-random) dice, keeping as the best choice says."""
    play = against(rules, target, left)
    while left:
        keep = play.best(hand_of(dice), left)
        if keep is None:
            break
        rethrow = positions_to_rethrow(dice, keep)
        dice = tuple(rng.randint(1, 6) if p in rethrow else d
                     for p, d in enumerate(dice, start=1))
        left -= 1
    return win_payoff(rules, target)[ALL_HANDS.index(hand_of(dice))] / 2


@pytest.mark.parametrize(("rules", "dice", "target"), [
    (RULES_1987, (6, 5, 2), (4, 2, 1)),
    (RULES_PASCAL, (3, 3, 2), (6, 6, 6)),
    (RULES_1987, (1, 5, 3), (5, 5, 5)),
])
def test_sampling_agrees_with_the_exact_chance(rules, dice, target):
    rng = random.Random(421)
    trials = 10_000
    won = sum(play_out(rules, target, dice, 2, rng) for _ in range(trials))
    exact = float(chance(rules, hand_of(dice), 2, target))
    margin = 4 * (exact * (1 - exact) / trials) ** 0.5 + 1e-9
    assert abs(won / trials - exact) < margin, (won / trials, exact, margin)

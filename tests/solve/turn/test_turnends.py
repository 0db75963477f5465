"""The quick float turn of the round solver ends where TurnPlay's does."""

from __future__ import annotations

import random

import pytest

from penel421.core.hands import ALL_HANDS
from penel421.solve.turn.ends import FIRST_CHANCES, STOP, choice_table, final_chances, turn_ends
from penel421.solve.turn.keeps import FIRST_THROW
from penel421.solve.turn.play import TurnPlay


def random_pay(rng):
    """Payoffs as the round solver makes them: zero in the middle, some
    positive, some negative, a few equal."""
    return [rng.choice([0.0, 0.0, 1.0, rng.uniform(-3, 3)]) for _ in ALL_HANDS]


@pytest.mark.parametrize("seed", range(40))
def test_same_chances_and_choices_as_turnplay(seed):
    rng = random.Random(seed)
    pay = random_pay(rng)
    for throws in (1, 2, 3, 4):
        play = TurnPlay([pay] * throws)
        ends = turn_ends(pay, throws)
        assert ends == pytest.approx(final_chances(play, throws - 1), abs=1e-14)
        assert sum(ends) == pytest.approx(1.0, abs=1e-14)
        for n, chosen in enumerate(choice_table(pay, throws)):
            assert chosen == play.choices_at(n)


def test_ties_stop_first_as_in_exact_arithmetic():
    # every hand worth the same: stopping at once, as TurnPlay does with
    # integers, although float sums of chances come out a rounding apart
    for worth in (1.0, 1 / 3, -0.7):
        assert turn_ends([worth] * len(ALL_HANDS), 3) == list(FIRST_CHANCES)
        assert all(c == STOP for level in choice_table([worth] * len(ALL_HANDS), 3)
                   for c in level)


def test_one_throw_is_the_first_throw():
    assert turn_ends(random_pay(random.Random(1)), 1) == [
        FIRST_THROW.count(h) / 216 for h in range(len(ALL_HANDS))]


def thrown_one_at_a_time(values):
    """Each keep's worth (by keep number) for ``values`` (each hand's worth,
    by number), its dice thrown one at a time: the mean over the faces 1 to
    6 of what one die more makes of it (a hand for a keep of two dice, a
    keep of one more die otherwise), the six added one after the other from
    0.0, times 1/6."""
    from penel421.core.hands import FACES, hand_of
    from penel421.solve.turn.keeps import INDEX, KEEPS

    worths = {}

    def worth(keep):
        if keep not in worths:
            total = 0.0
            for face in FACES:
                dice = tuple(sorted((*keep, face), reverse=True))
                total += values[INDEX[hand_of(dice)]] if len(dice) == 3 else worth(dice)
            worths[keep] = total * (1 / 6)
        return worths[keep]

    return [worth(keep) for keep in KEEPS]


def reference_levels(pay, throws):
    """Each hand's worth and choice for each number of throws left from 1
    to ``throws - 1`` (1 first), by plain loops: each keep's worth its dice
    thrown one at a time (:func:`thrown_one_at_a_time`), then for each hand
    stopping, then each keep it allows in turn, taken if it beats the choice
    so far by more than TIE."""
    from penel421.solve.turn.ends import TIE
    from penel421.solve.turn.keeps import SUB_KEEPS
    levels, values = [], pay
    for _ in range(1, throws):
        worths = thrown_one_at_a_time(values)
        values, level = [], []
        for stop, keeps in zip(pay, SUB_KEEPS, strict=True):
            value, choice, least = stop, STOP, stop + TIE
            for k in keeps:
                if worths[k] > least:
                    value, choice, least = worths[k], k, worths[k] + TIE
            values.append(value)
            level.append(choice)
        levels.append((values, level))
    return levels


def reference_turn_ends(pay, throws):
    """turn_ends by plain loops: the choices of :func:`reference_levels`,
    then the first throw's chances carried through them, each hand's chance
    to its keep in the order of the hands, each keep's to the hands it
    reaches in the order of the keeps; what the written-out solve must give
    bit for bit."""
    from collections import Counter

    from penel421.solve.turn.keeps import OUTCOMES
    reached = [[(h, c / len(o)) for h, c in Counter(o).items()] for o in OUTCOMES]
    chosen = [[STOP] * len(ALL_HANDS)] + [level for _, level in reference_levels(pay, throws)]
    final, mass = [0.0] * len(ALL_HANDS), list(FIRST_CHANCES)
    for n in range(throws - 1, 0, -1):
        by_keep = [0.0] * len(OUTCOMES)
        for h, choice in enumerate(chosen[n]):
            if choice == STOP:
                final[h] += mass[h]
            else:
                by_keep[choice] += mass[h]
        mass = [0.0] * len(ALL_HANDS)
        for k, m in enumerate(by_keep):
            if m:
                for o, c in reached[k]:
                    mass[o] += m * c
    return [f + m for f, m in zip(final, mass, strict=True)], chosen


def test_bit_for_bit_the_reference_in_round_states():
    # the payoffs of the states a décharge round of three solves, nothing
    # shipped (and random ones): the same chances to the last bit, the same
    # choices
    from penel421.core.rules import RULES_PASCAL
    from penel421.solve.pascal import round as exact_round
    from penel421.solve.turn import ends as ends_module

    pays = []
    solve = exact_round.turn_ends

    def kept(pay, throws):
        pays.append(list(pay))
        return solve(pay, throws)

    fresh = exact_round.Round(RULES_PASCAL, True, False)
    exact_round.turn_ends = kept
    try:
        for rank in (20, 55):
            exact_round.after(fresh, (3, 5), rank, 4, rank, 3)
    finally:
        exact_round.turn_ends = solve
    rng = random.Random(7)
    pays = rng.sample(pays, 60) + [random_pay(rng) for _ in range(20)]
    level = ends_module._written("level")
    for pay in pays:
        for throws in (2, 3, 4):
            ends, chosen = reference_turn_ends(pay, throws)
            assert turn_ends(pay, throws) == ends
            assert choice_table(pay, throws) == chosen
        # each hand's worth, throw after throw, to the last bit: what the
        # next throw's choices are made of
        values = pay
        for worths, choices in reference_levels(pay, 4):
            values, codes = level(pay, values)
            assert repr(values) == repr(worths)
            assert codes == [choice + 1 for choice in choices]


def test_dice_thrown_one_at_a_time_are_every_fall_averaged():
    # a keep's worth, its dice thrown one at a time, is the mean over every
    # fall of the dice it throws, to rounding
    from fractions import Fraction

    from penel421.solve.turn.keeps import OUTCOMES
    rng = random.Random(11)
    for _ in range(20):
        values = random_pay(rng)
        for worth, falls in zip(thrown_one_at_a_time(values), OUTCOMES, strict=True):
            exact = sum(Fraction(values[h]) for h in falls) / len(falls)
            assert worth == pytest.approx(float(exact), abs=1e-15)


def test_chances_remembered_by_their_choices():
    # the chances are remembered by the choices that make them: a payoff
    # making the choices of another reads the other's chances, the same to
    # the last bit as solved afresh; the list a caller gets is his own
    from penel421.solve.turn.ends import forget_ends

    rng = random.Random(3)
    for _ in range(10):
        pay = random_pay(rng)
        other = [2 * v for v in pay]
        assert choice_table(other, 3) == choice_table(pay, 3)
        forget_ends()
        alone = turn_ends(other, 3)
        forget_ends()
        got = turn_ends(pay, 3)
        assert repr(got) == repr(reference_turn_ends(pay, 3)[0])
        got[0] = 7.0
        assert repr(turn_ends(other, 3)) == repr(alone) == repr(reference_turn_ends(other, 3)[0])

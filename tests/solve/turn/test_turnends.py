"""The quick float turn of the round solver ends where TurnPlay's does."""

from __future__ import annotations

import random

import pytest

from penel421.core.hands import ALL_HANDS
from penel421.solve.turn.ends import FIRST_CHANCES, STOP, choices, final_chances, turn_ends
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
        for n, chosen in enumerate(choices(pay, throws)):
            assert chosen == play.choices_at(n)


def test_ties_stop_first_as_in_exact_arithmetic():
    # every hand worth the same: stopping at once, as TurnPlay does with
    # integers, although float sums of chances come out a rounding apart
    for worth in (1.0, 1 / 3, -0.7):
        assert turn_ends([worth] * len(ALL_HANDS), 3) == list(FIRST_CHANCES)
        assert all(c == STOP for level in choices([worth] * len(ALL_HANDS), 3)
                   for c in level)


def test_one_throw_is_the_first_throw():
    assert turn_ends(random_pay(random.Random(1)), 1) == [
        FIRST_THROW.count(h) / 216 for h in range(len(ALL_HANDS))]

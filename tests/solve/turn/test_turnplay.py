"""TurnPlay: the best play of one turn, its worth exact, checked against chances
worked out by hand (one target hand, the dice that must fall)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from penel421.core.hands import ALL_HANDS
from penel421.solve.turn.play import TurnPlay

#: 1 for a 421, 0 for every other final hand.
FOUR_TWO_ONE = [int(hand == (4, 2, 1)) for hand in ALL_HANDS]


def test_with_no_throw_left_a_hand_is_worth_its_payoff():
    play = TurnPlay.of(FOUR_TWO_ONE, 0)
    assert play.value((4, 2, 1), 0) == 1
    assert play.value((6, 5, 4), 0) == 0
    assert play.best((6, 5, 4), 0) is None  # nothing to choose: it stops


@pytest.mark.parametrize(("throws_left", "chance"), [
    (1, Fraction(1, 6)),  # the one die must show the 1
    (2, 1 - Fraction(5, 6) ** 2),  # two tries at it
])
def test_keeping_4_and_2_leaves_one_die_to_find(throws_left, chance):
    play = TurnPlay.of(FOUR_TWO_ONE, throws_left)
    assert play.worth((6, 4, 2), throws_left, (4, 2)) == chance
    assert play.best((6, 4, 2), throws_left) == (4, 2)
    assert play.value((6, 4, 2), throws_left) == chance


def test_a_turn_not_yet_begun_with_one_throw_is_a_421_in_36():
    assert TurnPlay.of(FOUR_TWO_ONE, 0).before_first_throw(0) == Fraction(6, 216)


def test_a_hand_that_already_wins_stops_and_is_sure():
    play = TurnPlay.of(FOUR_TWO_ONE, 2)
    assert play.best((4, 2, 1), 2) is None
    assert play.value((4, 2, 1), 2) == 1
    assert play.choices((4, 2, 1), 2)[0] == (None, 1)


def test_every_choice_comes_with_its_worth_best_first():
    play = TurnPlay.of(FOUR_TWO_ONE, 1)
    found = play.choices((6, 4, 2), 1)
    worths = [worth for _, worth in found]
    assert worths == sorted(worths, reverse=True)
    assert dict(found)[(4, 2)] == Fraction(1, 6)
    assert dict(found)[(4,)] == Fraction(2, 36)  # the 2 and the 1, in either order
    assert dict(found)[()] == Fraction(6, 216)
    assert dict(found)[None] == 0
    assert len(found) == 1 + 7  # stop, and each keep of fewer than three dice


def test_integer_payoffs_are_exact_and_others_are_floats():
    assert isinstance(TurnPlay.of(FOUR_TWO_ONE, 2).value((6, 5, 3), 2), Fraction)
    halves = [p / 2 for p in FOUR_TWO_ONE]
    value = TurnPlay.of(halves, 2).value((6, 5, 3), 2)
    assert isinstance(value, float)
    assert value == pytest.approx(float(TurnPlay.of(FOUR_TWO_ONE, 2).value((6, 5, 3), 2)) / 2)


def test_a_denominator_divides_every_worth():
    assert TurnPlay.of(FOUR_TWO_ONE, 1, denominator=4).worth((6, 4, 2), 1, (4, 2)) == \
        Fraction(1, 24)


def test_the_final_hands_of_a_turn_add_up_to_one_and_favour_the_target():
    play = TurnPlay.of(FOUR_TWO_ONE, 2)
    final = play.final_hands(2)
    assert sum(final) == pytest.approx(1)
    assert final[ALL_HANDS.index((4, 2, 1))] == pytest.approx(float(play.before_first_throw(2)))


def test_other_payoffs_evaluated_with_the_same_choices():
    play = TurnPlay.of(FOUR_TWO_ONE, 2)
    same = play.evaluate([FOUR_TWO_ONE] * 3)
    assert same.value((6, 5, 3), 2) == play.value((6, 5, 3), 2)
    # the chance of a brelan of 6 when playing for the 421: kept 6-5-3 never makes it
    sixes = [int(hand == (6, 6, 6)) for hand in ALL_HANDS]
    assert play.evaluate([sixes] * 3).worth((6, 4, 2), 1, (4, 2)) == 0

"""settle(): every phase, cap and tie rule of the README's « Les règles », one
case a row, each worked out by hand from those rules (no engine, no dice)."""

from __future__ import annotations

import pytest

from penel421.core.bareme import Bareme
from penel421.core.rules import RULES_1987, RULES_PASCAL, Rules, pascal_rules
from penel421.core.settle import barrage_needed, settle
from penel421.core.state import GameState, Played

ZERO_NENETTE = pascal_rules(Bareme(nenette=0))


def state(tokens: tuple[int, ...], pot: int, opener: int = 0,
          in_game: tuple[int, ...] | None = None, spared: tuple[int, ...] = (),
          emptied: tuple[int, ...] = ()) -> GameState:
    kept = tuple(range(len(tokens))) if in_game is None else in_game
    return GameState(tokens, pot, opener, kept, spared, emptied)


def hands(*played: tuple[int, tuple[int, int, int]]) -> tuple[Played, ...]:
    """The round's final hands in play order: (seat, dice sorted high to low)."""
    return tuple(Played(seat, hand, 1) for seat, hand in played)


# Each row: the rules, the game before the round, the hands in play order, then
# (winner, loser, value, penalty, moved, from the pot), the game after it, the
# charge just ended, the seat that emptied.
CASES = {
    "1987 charge: the loser takes the 421's 7 pions from the pioche, and opens": (
        RULES_1987, state((0, 0), 11), hands((0, (4, 2, 1)), (1, (6, 5, 3))),
        (0, 1, 7, 0, 7, True), state((0, 7), 4, opener=1), False, None),
    "1987 charge: a brelan is worth its face; the loser was the opener": (
        RULES_1987, state((2, 3), 6, opener=1), hands((1, (3, 2, 1)), (0, (5, 5, 5))),
        (0, 1, 5, 0, 5, True), state((2, 8), 1, opener=1), False, None),
    "1987 charge: the pioche gives no more than it holds, then the exchange starts": (
        RULES_1987, state((3, 4), 4), hands((0, (6, 6, 6)), (1, (6, 5, 4))),
        (0, 1, 6, 0, 4, True), state((3, 8), 0, opener=1), True, None),
    "1987 charge: all 11 pions when the pioche runs out: the game is over": (
        RULES_1987, state((0, 7), 4), hands((0, (6, 1, 1)), (1, (5, 4, 2))),
        (0, 1, 6, 0, 4, True), state((0, 11), 0, opener=1, in_game=(1,), spared=(0,)),
        True, None),
    "1987 exchange: the loser takes from the winner, and opens (a fiche is worth its die)": (
        RULES_1987, state((5, 6), 0), hands((0, (6, 4, 3)), (1, (5, 1, 1))),
        (1, 0, 5, 0, 5, False), state((10, 1), 0, opener=0), False, None),
    "1987 exchange: a suite is worth 2, the best coup quelconque 1": (
        RULES_1987, state((5, 6), 0, opener=1), hands((1, (6, 6, 5)), (0, (5, 4, 3))),
        (0, 1, 2, 0, 2, False), state((3, 8), 0, opener=1), False, None),
    "1987 exchange: no more than the winner holds; with all 11 the loser has lost": (
        RULES_1987, state((9, 2), 0), hands((0, (6, 5, 2)), (1, (4, 2, 1))),
        (1, 0, 7, 0, 2, False), state((11, 0), 0, opener=0, in_game=(0,), emptied=(1,)),
        False, 1),
    "pascal charge: the worst hand takes the best one's value from the pot, and opens": (
        RULES_PASCAL, state((0, 0, 0), 21), hands((0, (4, 2, 1)), (1, (6, 5, 3)),
                                                   (2, (6, 6, 4))),
        (0, 1, 10, 0, 10, True), state((0, 10, 0), 11, opener=1), False, None),
    "pascal charge: a nénette that loses pays 2 more": (
        RULES_PASCAL, state((0, 0, 0), 21), hands((0, (5, 5, 5)), (1, (6, 5, 3)),
                                                   (2, (2, 2, 1))),
        (0, 2, 5, 2, 7, True), state((0, 0, 7), 14, opener=2), False, None),
    "pascal charge: a barème with no nénette penalty charges none": (
        ZERO_NENETTE, state((0, 0), 21), hands((0, (2, 2, 1)), (1, (6, 5, 4))),
        (1, 0, 2, 0, 2, True), state((2, 0), 19, opener=0), False, None),
    "pascal: equal best hands, the later one wins; equal worst, the earlier one loses": (
        RULES_PASCAL, state((0, 0, 0, 0), 21), hands((0, (6, 6, 6)), (1, (5, 3, 2)),
                                                      (2, (6, 6, 6)), (3, (5, 3, 2))),
        (2, 1, 6, 0, 6, True), state((0, 6, 0, 0), 15, opener=1), False, None),
    "pascal: the second nénette beats the first": (
        RULES_PASCAL, state((0, 0), 21), hands((0, (2, 2, 1)), (1, (2, 2, 1))),
        (1, 0, 1, 2, 3, True), state((3, 0), 18, opener=0), False, None),
    "pascal: at equal value the fiche beats the brelan": (
        RULES_PASCAL, state((0, 0), 21), hands((0, (6, 1, 1)), (1, (6, 6, 6))),
        (0, 1, 6, 0, 6, True), state((0, 6), 15, opener=1), False, None),
    "pascal charge ends: those without a jeton are spared and leave": (
        RULES_PASCAL, state((0, 10, 9), 2), hands((0, (6, 5, 4)), (1, (5, 3, 1)),
                                                   (2, (6, 6, 2))),
        (0, 1, 2, 0, 2, True), state((0, 12, 9), 0, opener=1, in_game=(1, 2), spared=(0,)),
        True, None),
    "pascal charge ends with one player holding every jeton: he has lost": (
        RULES_PASCAL, state((0, 18, 0), 3), hands((0, (4, 2, 1)), (1, (5, 3, 1)),
                                                   (2, (6, 6, 2))),
        (0, 1, 10, 0, 3, True),
        state((0, 21, 0), 0, opener=1, in_game=(1,), spared=(0, 2)), True, None),
    "pascal décharge: the winner gives his value and opens the next round": (
        RULES_PASCAL, state((0, 12, 9), 0, opener=1, in_game=(1, 2), spared=(0,)),
        hands((1, (5, 5, 2)), (2, (4, 4, 4))),
        (2, 1, 4, 0, 4, False),
        state((0, 16, 5), 0, opener=2, in_game=(1, 2), spared=(0,)), False, None),
    "pascal décharge: the winner gives no more than he holds, leaves, and the loser opens": (
        RULES_PASCAL, state((9, 3, 9), 0, opener=0), hands((0, (6, 5, 1)), (1, (4, 2, 1)),
                                                           (2, (3, 2, 2))),
        (1, 2, 10, 0, 3, False), state((9, 0, 12), 0, opener=2, in_game=(0, 2), emptied=(1,)),
        False, 1),
    "pascal décharge: the nénette's 2 more, then the last two: the one left has lost": (
        RULES_PASCAL, state((0, 3, 18), 0, opener=1, in_game=(1, 2), emptied=(0,)),
        hands((1, (6, 4, 1)), (2, (2, 2, 1))),
        (1, 2, 1, 2, 3, False),
        state((0, 0, 21), 0, opener=2, in_game=(2,), emptied=(0, 1)), False, 1),
}


@pytest.mark.parametrize("case", CASES)
def test_a_round_is_settled_as_the_rules_say(case):
    rules, before, played, decided, after, charge_ended, leaver = CASES[case]
    settled = settle(rules, before, played)
    assert (settled.winner, settled.loser, settled.value, settled.penalty, settled.moved,
            settled.from_pot) == decided
    assert settled.state == after
    assert (settled.charge_ended, settled.leaver) == (charge_ended, leaver)
    assert sum(settled.state.tokens) + settled.state.pot == rules.tokens


def test_due_and_capped_say_what_was_asked_and_whether_less_moved():
    capped = settle(RULES_1987, state((3, 4), 4), hands((0, (6, 6, 6)), (1, (6, 5, 4))))
    assert (capped.due, capped.capped) == (6, True)
    whole = settle(RULES_PASCAL, state((0, 0), 21), hands((0, (2, 2, 1)), (1, (6, 5, 4))))
    assert (whole.due, whole.capped) == (4, False)


@pytest.mark.parametrize(("rules", "played", "tied"), [
    (RULES_1987, hands((0, (6, 5, 3)), (1, (6, 5, 3))), (0, 1)),
    (RULES_1987, hands((0, (4, 2, 1)), (1, (6, 5, 3))), ()),
    # 1-1-1 is a brelan in 1987, and 2-2-1 a coup quelconque: not the same hand
    (RULES_1987, hands((0, (1, 1, 1)), (1, (2, 2, 1))), ()),
    (RULES_PASCAL, hands((0, (6, 5, 3)), (1, (6, 5, 3))), ()),
])
def test_only_1987_ties_call_for_a_barrage(rules: Rules, played, tied):
    assert barrage_needed(rules, played) == tied


def test_a_barrage_between_the_best_comes_before_one_between_the_worst():
    # three seats are never in a 1987 game, but the rule reads the same for any number
    rules = RULES_1987
    played = hands((0, (5, 3, 2)), (1, (6, 6, 6)), (2, (5, 3, 2)), (3, (6, 6, 6)))
    assert barrage_needed(rules, played) == (1, 3)
    played = hands((0, (5, 3, 2)), (1, (6, 6, 6)), (2, (5, 3, 2)))
    assert barrage_needed(rules, played) == (0, 2)

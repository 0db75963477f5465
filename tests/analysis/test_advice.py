"""The expert's advice: what to type, in words, and chances that enumerating
every fall of the dice confirms."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from penel421.analysis.advice import Advice, advise
from penel421.core.hands import HAND_OF
from penel421.core.rules import RULES_1987, RULES_PASCAL, Rules
from penel421.core.settle import settle
from penel421.core.state import GameState, Played, TurnView
from penel421.solve.turn.keeps import kept_values
from penel421.strategies.experts import expert_for


@pytest.mark.parametrize(("rethrow", "keep", "answer", "words"), [
    ((1, 3), (4, 1), "13", "garder 4-1"),
    ((), None, "0", "garder tout"),
    ((1, 2, 3), (), "123", "tout relancer"),
])
def test_the_advice_says_what_to_type_and_in_words(rethrow, keep, answer, words):
    advice = Advice(rethrow, keep, Fraction(1, 2))
    assert (advice.answer, advice.words) == (answer, words)


def falls(view: TurnView, rethrow: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every equally likely set of dice after throwing ``rethrow`` once."""
    found = []
    for new in product(range(1, 7), repeat=len(rethrow)):
        dice = list(view.dice)
        for position, face in zip(rethrow, new, strict=True):
            dice[position - 1] = face
        found.append(tuple(dice))
    return found


def last_turn(rules: Rules, state: GameState, played: tuple[Played, ...],
              dice: tuple[int, ...]) -> TurnView:
    """The last player's view with one throw left, the others' hands played."""
    seat = len(played)
    order = tuple(range(seat + 1))
    return TurnView(rules, state, seat, order, played, dice, 2, 3)


PASCAL_CASES = [
    # charge, three players: beat a suite, fear the 2-2 and its nénette
    (GameState((0, 0, 0), 21, 0, (0, 1, 2)),
     (Played(0, (6, 5, 4), 1), Played(1, (5, 3, 1), 2)), (2, 6, 2)),
    # décharge, two left: a 421 to find against a brelan of 5
    (GameState((0, 7, 14), 0, 1, (1, 2), (0,)), (Played(1, (5, 5, 5), 3),), (4, 3, 1)),
]


@pytest.mark.parametrize(("state", "played", "dice"), PASCAL_CASES)
def test_pascal_last_player_chances_are_those_of_every_fall_settled(state, played, dice):
    rules = RULES_PASCAL
    seats_in = state.in_game
    played = tuple(Played(seats_in[i], p.hand, p.throws) for i, p in enumerate(played))
    seat = seats_in[len(played)]
    view = TurnView(rules, state, seat, seats_in, played, dice, 2, 3)
    advice = advise(view)
    after = falls(view, advice.rethrow) if advice.rethrow else [dice]
    settled = [settle(rules, state, played + (Played(seat, HAND_OF[d], 3),)) for d in after]
    assert advice.win_round == Fraction(sum(s.winner == seat for s in settled), len(after))
    assert advice.lose_round == Fraction(sum(s.loser == seat for s in settled), len(after))
    change = sum((s.state.tokens[seat] - state.tokens[seat]) for s in settled)
    assert advice.jetons == pytest.approx(change / len(after))


@pytest.mark.parametrize(("opener_hand", "dice"), [
    ((6, 5, 2), (6, 1, 3)),
    ((4, 2, 1), (4, 2, 5)),
    ((2, 1, 1), (5, 5, 3)),
])
def test_1987_second_player_round_chance_is_that_of_every_fall(opener_hand, dice):
    rules = RULES_1987
    state = GameState((3, 4), 4, 0, (0, 1))
    view = TurnView(rules, state, 1, (0, 1), (Played(0, opener_hand, 2),), dice, 2, 3)
    advice = advise(view)
    rank = rules.table.rank
    after = falls(view, advice.rethrow) if advice.rethrow else [dice]
    # a tie is a barrage: one chance in two
    wins = sum(Fraction(1, 2) if rank[HAND_OF[d]] == rank[opener_hand]
               else int(rank[HAND_OF[d]] > rank[opener_hand]) for d in after)
    wins = Fraction(wins)
    assert advice.win_round == wins / len(after)
    assert 0 <= advice.win_game <= 1


@pytest.mark.parametrize("rules", [RULES_1987, RULES_PASCAL])
def test_the_advice_is_what_the_expert_plays(rules):
    state = GameState.start(rules, 2)
    for dice in [(6, 4, 1), (2, 2, 1), (5, 5, 5), (6, 3, 2), (4, 2, 1)]:
        view = TurnView(rules, state, 0, (0, 1), (), dice, 1, 3)
        advice = advise(view)
        played = expert_for(rules).rethrow(view)
        assert tuple(played) == advice.rethrow
        kept = kept_values(dice, advice.rethrow) if advice.rethrow else None
        assert advice.keep == (kept if advice.rethrow else None)

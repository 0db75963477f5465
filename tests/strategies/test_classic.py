"""The classic computer player does what its docstring says."""

import random

import pytest
from scripted import Answers

from penel421.core.dice import ScriptedDice, SeededDice
from penel421.core.engine import Game
from penel421.core.events import TurnEnded
from penel421.core.hands import hand_of
from penel421.core.rules import RULES_1987, RULES_PASCAL
from penel421.core.state import GameState, Phase, Played, TurnView
from penel421.strategies.classic import Classic, aim_of


def view_for(rules, order, played, dice, throws=1, pot=None, max_throws=3):
    """The view of the next seat of ``order`` after ``played`` (one hand each)."""
    state = GameState.start(rules, len(order), order[0])
    if pot is not None:
        tokens = [0] * len(order)
        tokens[order[0]] = rules.tokens - pot
        state = GameState(tuple(tokens), pot, order[0], state.in_game)
    played = tuple(Played(seat, hand_of(h), 1)
                   for seat, h in zip(order[:len(played)], played, strict=True))
    return TurnView(rules, state, order[len(played)], tuple(order), played, tuple(dice),
                    throws, max_throws)


def answer(rules, order, played, dice, throws=1, pot=None, max_throws=3):
    """What Classic answers for the next seat of ``order`` after ``played``."""
    return tuple(Classic().rethrow(view_for(rules, order, played, dice, throws, pot,
                                            max_throws)))


# --- stopping -----------------------------------------------------------------


@pytest.mark.parametrize(
    "rules, order, played, throws, pot",
    [
        (RULES_1987, [0, 1], [], 1, None),  # opener
        (RULES_1987, [1, 0], [(4, 2, 1)], 1, None),  # facing a 421: still stops
        (RULES_PASCAL, [0, 1, 2], [(6, 6, 6)], 1, None),  # charge, others still to play
        (RULES_PASCAL, [0, 1, 2], [], 2, None),
        (RULES_PASCAL, [2, 0, 1], [(1, 1, 1), (6, 1, 1)], 1, 0),  # décharge, last
    ],
)
def test_stops_on_421(rules, order, played, throws, pot):
    for dice in [(4, 2, 1), (1, 4, 2), (2, 1, 4)]:
        assert answer(rules, order, played, dice, throws, pot) == ()


@pytest.mark.parametrize(
    "aim, dice",
    [
        ((6, 5, 3), (6, 1, 6)),  # 661 beats 653
        ((6, 5, 3), (4, 5, 6)),  # suite
        ((3, 2, 2), (1, 4, 3)),  # a weak hand, but it beats the opener's
        ((5, 1, 1), (1, 1, 6)),  # 6 et deux as beats 5 et deux as
    ],
)
def test_1987_second_player_stops_as_soon_as_he_beats_the_opener(aim, dice):
    assert answer(RULES_1987, [0, 1], [aim], dice, throws=1) == ()


@pytest.mark.parametrize(
    "aim, dice",
    [
        ((6, 5, 3), (6, 3, 5)),  # an equal hand means a barrage, not a win
        ((6, 5, 3), (6, 5, 2)),
        ((6, 6, 6), (5, 5, 5)),
    ],
)
def test_1987_second_player_goes_on_while_not_beating_the_opener(aim, dice):
    assert answer(RULES_1987, [0, 1], [aim], dice, throws=1) != ()


def test_1987_second_player_stops_in_a_game_once_he_beats_the_opener():
    # the opener ends on 6-5-3 in three throws; the computer throws 5-3-2, keeps
    # its 5 (5-5-5 could still beat 6-5-3), gets 6-6 and stops on 6-6-5 with a
    # throw left
    events = []
    bot = Classic()
    game = Game(RULES_1987, ["P0", "P1"], [Answers([(3,), (3,)]), bot],
                ScriptedDice([6, 5, 2, 1, 3] + [5, 3, 2, 6, 6]), events.append)
    game.play_round()
    assert [e for e in events if isinstance(e, TurnEnded)][1] == TurnEnded(1, (6, 6, 5), 2)
    assert game.dice.left == 0


@pytest.mark.parametrize(
    "dice",
    [(6, 5, 4), (3, 2, 1), (5, 3, 4), (3, 3, 3), (5, 1, 1), (1, 1, 1), (6, 6, 6)],
)
def test_opener_stops_after_first_throw_on_a_suite_or_better(dice):
    assert answer(RULES_1987, [0, 1], [], dice, throws=1) == ()
    assert answer(RULES_PASCAL, [0, 1, 2], [], dice, throws=1) == ()


@pytest.mark.parametrize("dice", [(6, 6, 5), (6, 5, 3), (5, 5, 1), (2, 2, 1), (6, 4, 4)])
def test_opener_goes_on_after_first_throw_below_a_suite(dice):
    assert answer(RULES_1987, [0, 1], [], dice, throws=1) != ()
    assert answer(RULES_PASCAL, [0, 1, 2], [], dice, throws=1) != ()


@pytest.mark.parametrize("dice", [(3, 3, 3), (5, 1, 1), (1, 2, 1), (6, 6, 6), (1, 1, 1)])
def test_opener_stops_after_second_throw_on_a_fiche_or_brelan(dice):
    assert answer(RULES_1987, [0, 1], [], dice, throws=2) == ()
    assert answer(RULES_PASCAL, [0, 1, 2], [], dice, throws=2) == ()


@pytest.mark.parametrize("dice", [(6, 5, 4), (3, 2, 1), (6, 6, 5)])
def test_opener_goes_on_after_second_throw_on_a_suite_or_less(dice):
    assert answer(RULES_1987, [0, 1], [], dice, throws=2) != ()
    assert answer(RULES_PASCAL, [0, 1, 2], [], dice, throws=2) != ()


# --- keeping ------------------------------------------------------------------


@pytest.mark.parametrize("dice, rethrow", [((1, 2, 1), (2,)), ((3, 1, 1), (1,))])
def test_keeps_two_aces(dice, rethrow):
    # against 6 et deux as his small fiche cannot win, two aces still may (1-1-1)
    assert answer(RULES_1987, [0, 1], [(6, 1, 1)], dice) == rethrow


@pytest.mark.parametrize(
    "dice, rethrow",
    [((6, 4, 2), (1,)), ((2, 5, 1), (2,)), ((4, 6, 1), (2,)), ((4, 4, 1), (2,))],
)
def test_keeps_two_of_4_2_1(dice, rethrow):
    assert answer(RULES_1987, [0, 1], [], dice) == rethrow


@pytest.mark.parametrize(
    "dice, rethrow", [((3, 5, 5), (1,)), ((6, 3, 3), (1,)), ((6, 5, 6), (2,))])
def test_keeps_a_pair(dice, rethrow):
    assert answer(RULES_1987, [0, 1], [], dice) == rethrow


def test_1987_facing_a_421_keeps_two_of_its_dice_for_a_barrage():
    # nothing beats 421, but 4-2-1 again means a barrage: it keeps the 4 and the 1
    assert answer(RULES_1987, [1, 0], [(4, 2, 1)], (4, 5, 1)) == (2,)
    assert answer(RULES_1987, [1, 0], [(4, 2, 1)], (6, 2, 1), throws=2) == (1,)


def test_keeps_only_dice_that_can_still_beat_the_aim():
    # a pair of 3s cannot make more than 3-3-3 < 4-4-4: it keeps its 6 instead (6-6-6)
    assert answer(RULES_1987, [0, 1], [(4, 4, 4)], (3, 6, 3)) == (1, 3)


def test_answers_are_distinct_positions_among_1_2_3():
    rng = random.Random(7)
    for _ in range(300):
        dice = tuple(rng.randint(1, 6) for _ in range(3))
        aim = hand_of(rng.randint(1, 6) for _ in range(3))
        got = answer(RULES_1987, [0, 1], [aim], dice, throws=rng.randint(1, 2))
        assert set(got) <= {1, 2, 3} and len(set(got)) == len(got)


# --- aiming in the pascal game ------------------------------------------------

PLAYED = [(6, 6, 6), (5, 3, 2), (6, 1, 1)]


def test_pascal_aim_is_the_worst_hand_in_the_charge_the_best_in_the_decharge():
    played = tuple(Played(seat, hand, 1) for seat, hand in enumerate(PLAYED))
    assert aim_of(RULES_PASCAL, Phase.CHARGE, played) == (5, 3, 2)
    assert aim_of(RULES_PASCAL, Phase.DECHARGE, played) == (6, 1, 1)
    assert aim_of(RULES_PASCAL, Phase.CHARGE, ()) is None


def test_pascal_last_player_stops_on_beating_the_worst_in_the_charge():
    # 6-4-3 beats 5-3-2: safe in the charge, so it keeps it
    assert answer(RULES_PASCAL, [0, 1, 2, 3], PLAYED, (6, 4, 3)) == ()


def test_pascal_last_player_goes_on_below_the_best_in_the_decharge():
    # the same 6-4-3 does not beat 6-1-1, which it needs to win the décharge
    assert answer(RULES_PASCAL, [0, 1, 2, 3], PLAYED, (6, 4, 3), pot=0) != ()


def test_pascal_equal_hand_beats_the_aim_as_later_wins():
    # later of two equal hands ranks higher: equal to the best is enough in the décharge
    assert answer(RULES_PASCAL, [0, 1, 2, 3], PLAYED, (1, 6, 1), pot=0) == ()


def test_pascal_charge_keeps_a_hand_that_beats_the_worst_even_with_others_to_play():
    # the suite 5-4-3 (and 6-6-4) beat 6-5-3, the worst hand played: once a
    # hand beats it, nobody after can make it the round's loser
    played = [(6, 5, 3)]
    for order in ([0, 1, 2], [0, 1]):
        assert answer(RULES_PASCAL, order, played, (5, 4, 3), throws=1) == ()
        assert answer(RULES_PASCAL, order, played, (6, 4, 6), throws=1) == ()
    # a hand below the worst goes on
    assert answer(RULES_PASCAL, [0, 1, 2], played, (6, 4, 3), throws=1) != ()


# --- overall strength ---------------------------------------------------------


class RandomRethrow:
    def __init__(self, seed):
        self._random = random.Random(seed)

    def rethrow(self, view):
        return tuple(p for p in (1, 2, 3) if self._random.random() < 0.5)


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_classic_loses_clearly_less_than_half_against_random_rethrows():
    games, lost = 2000, 0
    bot = Classic()
    for seed in range(games):
        seat = seed % 2
        strategies = [bot, RandomRethrow(seed)] if seat == 0 else [RandomRethrow(seed), bot]
        result = Game(RULES_1987, ["a", "b"], strategies, SeededDice(seed),
                      opener=(seed // 2) % 2).play()
        lost += result.loser == seat
    assert lost / games < 0.35

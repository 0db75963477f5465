"""The pascal game's flow (README.md, « Le jeu pascal », « Variantes »), scripted."""

import pytest
from scripted import KEEP, assert_script_used, of, scripted_game

from penel421.core.bareme import Bareme
from penel421.core.engine import GameResult
from penel421.core.events import (
    ChargeEnded,
    GameEnded,
    PlayerLeft,
    RoundEnded,
    RoundStarted,
    Thrown,
    TurnEnded,
    TurnStarted,
)
from penel421.core.rules import RULES_PASCAL, pascal_rules
from penel421.core.state import Phase


def one_throw_rounds(rules, players, rounds, opener=0):
    """A game where every turn is one throw, kept.

    ``rounds`` lists each round as ``(seat, dice)`` in the expected play order;
    :func:`check_orders` then checks the engine played them in that order.
    """
    faces = [f for r in rounds for _, dice in r for f in dice]
    answers = [[KEEP] * sum(s == seat for r in rounds for s, _ in r) for seat in range(players)]
    return scripted_game(rules, faces, answers, opener)


def check_orders(events, rounds):
    assert [r.order for r in of(events, RoundStarted)] == [tuple(s for s, _ in r) for r in rounds]


def test_seat_order_from_the_opener_and_loser_opens_next_in_charge():
    rounds = [
        [(2, (6, 5, 3)), (3, (6, 4, 3)), (0, (5, 3, 2)), (1, (6, 6, 6))],  # seat 0 loses
        [(0, (6, 5, 3)), (1, (6, 4, 3)), (2, (6, 4, 2)), (3, (5, 4, 3))],  # seat 2 loses
    ]
    game, events = one_throw_rounds(RULES_PASCAL, 4, rounds, opener=2)
    first = game.play_round()
    assert (first.winner, first.loser, first.value) == (1, 0, 6)
    second = game.play_round()
    assert (second.winner, second.loser, second.value) == (3, 2, 2)
    check_orders(events, rounds)
    assert [r.opener for r in of(events, RoundStarted)] == [2, 0]
    assert [t.seat for t in of(events, TurnStarted)] == [2, 3, 0, 1, 0, 1, 2, 3]
    assert game.state.opener == 2
    assert (game.state.tokens, game.state.pot) == ((6, 0, 2, 0), 13)
    assert_script_used(game)


def test_up_to_three_throws_each_not_capped_by_the_opener():
    # the opener keeps his first throw; seat 1 uses three throws, seat 2 two
    faces = [6, 5, 3] + [2, 2, 3, 1, 4] + [6, 6, 1, 6]
    game, events = scripted_game(RULES_PASCAL, faces,
                                 [[KEEP], [(3,), (3,)], [(3,), KEEP]])
    ended = game.play_round()
    assert [(t.seat, t.max_throws) for t in of(events, TurnStarted)] == [(0, 3), (1, 3), (2, 3)]
    assert of(events, TurnEnded) == [
        TurnEnded(0, (6, 5, 3), 1), TurnEnded(1, (4, 2, 2), 3), TurnEnded(2, (6, 6, 6), 2)]
    # asked after throws 1 and 2, never after the third
    assert [throw for throw, _ in game.strategies[1].asked] == [1, 2]
    assert (ended.winner, ended.loser, ended.value) == (2, 1, 6)
    assert_script_used(game)


@pytest.mark.parametrize(
    "n, faces, answers",
    [
        (1, [6, 5, 3] + [6, 4, 3] + [5, 3, 2], [[KEEP], [], []]),
        (2, [6, 5, 2, 3] + [6, 4, 1, 3] + [5, 3, 2], [[(3,), KEEP], [(3,)], [KEEP]]),
        (3, [6, 5, 2, 1, 3] + [6, 4, 1, 1, 3] + [5, 3, 2],
         [[(3,), (3,)], [(3,), (3,)], [KEEP]]),
    ],
)
def test_fixed_throws_variant_caps_the_others_at_the_openers_throws(n, faces, answers):
    game, events = scripted_game(pascal_rules(fixed_throws=True), faces, answers)
    ended = game.play_round()
    assert [(t.seat, t.max_throws) for t in of(events, TurnStarted)] == [(0, 3), (1, n), (2, n)]
    assert [t.throws for t in of(events, TurnEnded)] == [n, n, 1]
    # seat 1 is never asked after its last allowed throw
    assert [throw for throw, _ in game.strategies[1].asked] == list(range(1, n))
    assert (ended.winner, ended.loser) == (0, 2)  # 6-5-3 > 6-4-3 > 5-3-2
    assert_script_used(game)


def test_winner_is_the_best_hand_loser_the_worst():
    # fiche de 3 wins, worth 3; of the ordinary hands 5-5-3 is below 6-4-1
    rounds = [[(0, (5, 4, 3)), (1, (5, 5, 3)), (2, (3, 1, 1)), (3, (6, 4, 1))]]
    game, events = one_throw_rounds(RULES_PASCAL, 4, rounds)
    ended = game.play_round()
    assert (ended.winner, ended.loser, ended.value, ended.penalty, ended.moved) == (2, 1, 3, 0, 3)
    assert game.state.tokens == (0, 3, 0, 0)
    assert_script_used(game)


def test_tie_at_the_top_the_later_played_hand_wins():
    # seat 2 opens: its 6-1-1 and seat 0's 1-6-1 tie; seat 0 played later, so wins
    rounds = [[(2, (6, 1, 1)), (0, (1, 6, 1)), (1, (5, 3, 2))]]
    game, events = one_throw_rounds(RULES_PASCAL, 3, rounds, opener=2)
    ended = game.play_round()
    check_orders(events, rounds)
    assert (ended.winner, ended.loser, ended.value) == (0, 1, 6)
    assert game.state.opener == 1


def test_tie_at_the_bottom_the_second_nenette_beats_the_first():
    # seat 1 opens with a nénette; seat 0, played last, has one too: seat 1 loses
    rounds = [[(1, (2, 2, 1)), (2, (6, 6, 6)), (0, (1, 2, 2))]]
    game, events = one_throw_rounds(RULES_PASCAL, 3, rounds, opener=1)
    ended = game.play_round()
    check_orders(events, rounds)
    assert (ended.winner, ended.loser) == (2, 1)
    assert (ended.value, ended.penalty, ended.moved) == (6, 2, 8)
    assert game.state.tokens == (0, 8, 0)


def test_all_hands_equal_last_played_wins_first_played_loses():
    rounds = [[(1, (6, 5, 3)), (2, (3, 5, 6)), (3, (5, 6, 3)), (0, (6, 3, 5))]]
    game, events = one_throw_rounds(RULES_PASCAL, 4, rounds, opener=1)
    ended = game.play_round()
    assert (ended.winner, ended.loser, ended.moved) == (0, 1, 1)


@pytest.mark.parametrize("bareme, penalty", [(Bareme(), 2), (Bareme(nenette=5), 5),
                                             (Bareme(nenette=0), 0)])
def test_nenette_loss_adds_the_penalty(bareme, penalty):
    rounds = [[(0, (6, 5, 3)), (1, (2, 1, 2)), (2, (6, 4, 3))]]
    game, events = one_throw_rounds(pascal_rules(bareme), 3, rounds)
    ended = game.play_round()
    assert (ended.winner, ended.loser, ended.value) == (0, 1, 1)
    assert (ended.penalty, ended.moved, ended.due) == (penalty, 1 + penalty, 1 + penalty)
    assert game.state.tokens == (0, 1 + penalty, 0)
    assert game.state.pot == 21 - 1 - penalty


def test_nenette_everywhere_winner_worth_an_ordinary_hand_loser_pays_penalty():
    rounds = [[(0, (2, 2, 1)), (1, (1, 2, 2)), (2, (2, 1, 2))]]
    game, events = one_throw_rounds(RULES_PASCAL, 3, rounds)
    ended = game.play_round()
    assert (ended.winner, ended.loser, ended.value, ended.penalty, ended.moved) == (2, 0, 1, 2, 3)


def test_capped_pot_and_a_single_player_with_every_jeton_loses_at_once():
    # 5 jetons: 6-6-6 against a nénette is due 8, the pot gives 5, all to seat 2
    rules = pascal_rules(Bareme(jetons=5))
    rounds = [[(0, (6, 6, 6)), (1, (6, 5, 3)), (2, (2, 2, 1))]]
    game, events = one_throw_rounds(rules, 3, rounds)
    result = game.play()
    ended = of(events, RoundEnded)[0]
    assert (ended.due, ended.moved, ended.capped, ended.pot) == (8, 5, True, 0)
    assert game.state.tokens == (0, 0, 5)
    assert events[-2:] == [ChargeEnded((0, 1)), GameEnded(2, ((0, 1), (2,)))]
    assert result == GameResult(loser=2, ranking=((0, 1), (2,)), rounds=1)
    assert_script_used(game)


def test_single_player_holding_all_21_at_the_end_of_the_charge_loses_at_once():
    rounds = [
        [(0, (6, 6, 6)), (1, (6, 5, 3)), (2, (2, 2, 1))],  # seat 2 takes 6 + 2
        [(2, (5, 3, 2)), (0, (4, 2, 1)), (1, (6, 5, 3))],  # seat 2 takes 10
        [(2, (2, 2, 1)), (0, (6, 5, 3)), (1, (6, 4, 3))],  # seat 2 takes 1 + 2: all 21
    ]
    game, events = one_throw_rounds(RULES_PASCAL, 3, rounds)
    result = game.play()
    check_orders(events, rounds)
    assert [e.tokens for e in of(events, RoundEnded)] == [(0, 0, 8), (0, 0, 18), (0, 0, 21)]
    assert game.state.pot == 0
    assert of(events, ChargeEnded) == [ChargeEnded((0, 1))]
    assert result == GameResult(loser=2, ranking=((0, 1), (2,)), rounds=3)
    assert_script_used(game)


# 4 players, 7 jetons: seats 0 and 1 are spared by the charge, seat 2 empties
# in the décharge, seat 3 loses.
SPARED_ROUNDS = [
    # charge: seat 2 takes the fiche de 4's 4 jetons
    [(0, (4, 1, 1)), (1, (6, 5, 3)), (2, (5, 3, 2)), (3, (6, 4, 3))],
    # seat 2 opens and wins with 421 (10); seat 3 takes the 3 jetons left
    [(2, (4, 2, 1)), (3, (5, 4, 2)), (0, (6, 4, 2)), (1, (6, 5, 2))],
    # décharge, opened by seat 3, the last loser: seat 2's suite wins, it gives 2
    [(3, (6, 5, 3)), (2, (6, 5, 4))],
    # the winner, seat 2, opens; 6-6-6 against a nénette is due 8, it holds 2
    [(2, (6, 6, 6)), (3, (2, 2, 1))],
]


def test_end_of_charge_spared_leave_and_decharge_opened_by_the_last_charge_loser():
    game, events = one_throw_rounds(pascal_rules(Bareme(jetons=7)), 4, SPARED_ROUNDS)
    game.play_round()
    second = game.play_round()
    assert (second.winner, second.loser, second.value, second.moved) == (2, 3, 10, 3)
    assert second.capped and second.from_pot and second.pot == 0
    assert events[-1] == ChargeEnded((0, 1))
    assert game.state.spared == (0, 1)
    assert game.state.in_game == (2, 3)
    assert game.state.phase is Phase.DECHARGE
    game.play_round()
    assert of(events, RoundStarted)[-1] == RoundStarted(3, 3, (3, 2), Phase.DECHARGE,
                                                        second.state)


def test_decharge_winner_gives_capped_then_leaves_and_ranking_is_spared_emptied_loser():
    game, events = one_throw_rounds(pascal_rules(Bareme(jetons=7)), 4, SPARED_ROUNDS)
    result = game.play()
    check_orders(events, SPARED_ROUNDS)
    third, fourth = of(events, RoundEnded)[2:]
    # the winner gives the amount to the loser
    assert (third.winner, third.loser, third.moved, third.from_pot) == (2, 3, 2, False)
    assert third.tokens == (0, 0, 2, 5)
    # the winner opens the next round of the décharge
    assert of(events, RoundStarted)[3].opener == 2
    # capped at what the winner holds; a nénette's penalty counts in the décharge too
    assert (fourth.value, fourth.penalty, fourth.moved, fourth.capped) == (6, 2, 2, True)
    assert fourth.tokens == (0, 0, 0, 7)
    assert of(events, PlayerLeft) == [PlayerLeft(2)]
    assert events[-1] == GameEnded(3, ((0, 1), (2,), (3,)))
    assert result == GameResult(loser=3, ranking=((0, 1), (2,), (3,)), rounds=4)
    assert_script_used(game)


def test_decharge_emptied_winner_leaves_and_the_loser_opens():
    # 3 players, 5 jetons, nobody spared; the emptied leave in order
    rounds = [
        [(0, (6, 5, 4)), (1, (6, 3, 2)), (2, (5, 3, 2))],  # seat 2 takes 2
        [(2, (6, 4, 3)), (0, (5, 4, 3)), (1, (6, 3, 1))],  # seat 1 takes 2
        [(1, (6, 5, 2)), (2, (6, 5, 3)), (0, (6, 5, 1))],  # seat 0 takes the last 1
        # décharge opened by seat 0: its 4-4-4 wins, it gives its only jeton and leaves
        [(0, (4, 4, 4)), (1, (6, 2, 1)), (2, (5, 3, 2))],
        # the loser, seat 2, opens; seat 0 no longer plays; seat 1 gives its 2 and leaves
        [(2, (6, 5, 3)), (1, (6, 5, 4))],
    ]
    game, events = one_throw_rounds(pascal_rules(Bareme(jetons=5)), 3, rounds)
    result = game.play()
    check_orders(events, rounds)
    ended = of(events, RoundEnded)
    assert [(e.winner, e.loser, e.moved) for e in ended] == [
        (0, 2, 2), (0, 1, 2), (2, 0, 1), (0, 2, 1), (1, 2, 2)]
    assert [e.tokens for e in ended[2:]] == [(1, 2, 2), (0, 2, 3), (0, 0, 5)]
    assert of(events, ChargeEnded) == [ChargeEnded(())]
    assert [r.opener for r in of(events, RoundStarted)] == [0, 2, 1, 0, 2]
    assert of(events, PlayerLeft) == [PlayerLeft(0), PlayerLeft(1)]
    assert result == GameResult(loser=2, ranking=((0,), (1,), (2,)), rounds=5)
    assert_script_used(game)


def test_thrown_events_keep_dice_positions_in_pascal():
    # seat 0 rethrows positions 1 and 3 of 2-6-5: 4-6-1 (faces in position order)
    game, events = scripted_game(RULES_PASCAL, [2, 6, 5, 4, 1] + [5, 3, 2],
                                 [[(1, 3), KEEP], [KEEP]])
    game.play_round()
    thrown = of(events, Thrown)
    assert [(t.seat, t.dice, t.rethrown) for t in thrown] == [
        (0, (2, 6, 5), (1, 2, 3)), (0, (4, 6, 1), (1, 3)), (1, (5, 3, 2), (1, 2, 3))]

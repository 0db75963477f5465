"""The 1987 game's flow (README.md, « Le jeu de 1987 »), with scripted dice and players."""

import pytest
from scripted import KEEP, assert_script_used, of, scripted_game

from penel421.core.engine import GameResult
from penel421.core.events import (
    BarrageStarted,
    ChargeEnded,
    Chose,
    GameEnded,
    GameStarted,
    PlayerLeft,
    RoundEnded,
    RoundStarted,
    Thrown,
    TurnEnded,
    TurnStarted,
)
from penel421.core.rules import RULES_1987
from penel421.core.state import Phase

# Two rounds that leave the pioche empty and the pions split 5 / 6:
# round 1, seat 0 opens: 6-6-6 (worth 6) beats 5-3-2, seat 1 takes 6 (pioche 5);
# round 2, seat 1 opens: 4-2-1 (worth 7) beats 6-5-3, seat 0 takes the last 5.
EMPTY_PIOCHE_FACES = [6, 6, 6, 5, 3, 2] + [4, 2, 1, 6, 5, 3]
EMPTY_PIOCHE_ANSWERS = ([KEEP], [KEEP])


def game_with_empty_pioche(faces, answers=((), ())):
    """A game past the two rounds above, with more faces and answers to play."""
    game, events = scripted_game(
        RULES_1987, EMPTY_PIOCHE_FACES + list(faces),
        [list(a) + list(b) for a, b in zip(EMPTY_PIOCHE_ANSWERS, answers, strict=True)])
    game.play_round()
    game.play_round()
    assert (game.state.pot, game.state.tokens) == (0, (5, 6))
    return game, events


@pytest.mark.parametrize(
    "faces, winner, loser, value",
    [
        ([6, 6, 6, 5, 3, 2], 0, 1, 6),  # brelan de 6 worth 6
        ([6, 5, 3, 1, 2, 4], 1, 0, 7),  # 421 worth 7, the opener loses
        ([2, 2, 1, 3, 1, 1], 1, 0, 3),  # 3 et deux as worth 3
        ([6, 5, 4, 6, 5, 3], 0, 1, 2),  # suite worth 2
        ([6, 6, 5, 6, 5, 4], 1, 0, 2),  # suite beats a coup quelconque
        ([6, 6, 5, 6, 5, 3], 0, 1, 1),  # 665 beats 653, worth 1
    ],
)
def test_charge_loser_takes_winners_value_from_the_pioche(faces, winner, loser, value):
    game, _ = scripted_game(RULES_1987, faces, [[KEEP], []])
    ended = game.play_round()
    assert (ended.winner, ended.loser, ended.value, ended.moved) == (winner, loser, value, value)
    assert ended.from_pot
    expected = [0, 0]
    expected[loser] = value
    assert game.state.tokens == tuple(expected)
    assert game.state.pot == 11 - value
    assert (ended.pot, ended.tokens) == (11 - value, tuple(expected))
    assert_script_used(game)


def test_charge_pioche_capped_loser_takes_only_whats_left():
    game, _ = scripted_game(RULES_1987, EMPTY_PIOCHE_FACES, EMPTY_PIOCHE_ANSWERS)
    game.play_round()
    ended = game.play_round()
    # 4-2-1 is worth 7 but only 5 pions are left: nothing comes from the winner
    assert (ended.winner, ended.loser, ended.value) == (1, 0, 7)
    assert ended.moved == 5 and ended.capped and ended.from_pot
    assert (game.state.pot, game.state.tokens) == (0, (5, 6))
    # both still hold pions: the game goes on, now by exchange
    assert not game.state.over
    assert game.state.in_game == (0, 1)
    assert game.state.phase is Phase.DECHARGE


def test_exchange_once_pioche_empty_loser_takes_from_winner_and_opens():
    # round 3, seat 0 opens: suite (worth 2) beats 6-5-3, seat 1 takes 2 from seat 0;
    # round 4, seat 1 opens: 6-5-3 beats 5-3-2, seat 0 takes 1 from seat 1.
    game, events = game_with_empty_pioche([5, 4, 3, 6, 5, 3] + [6, 5, 3, 5, 3, 2],
                                          ([KEEP], [KEEP]))
    third = game.play_round()
    assert (third.winner, third.loser, third.value, third.moved) == (0, 1, 2, 2)
    assert not third.from_pot
    assert (game.state.pot, game.state.tokens) == (0, (3, 8))
    fourth = game.play_round()
    # in 1987 the loser opens also in the exchange, not the winner
    assert of(events, RoundStarted)[-1].opener == 1
    assert (fourth.winner, fourth.loser, fourth.moved) == (1, 0, 1)
    assert (game.state.pot, game.state.tokens) == (0, (4, 7))
    assert not game.state.over
    assert_script_used(game)


def test_exchange_capped_at_what_the_winner_holds_and_the_game_ends_with_all_11():
    # round 3, seat 0 (5 pions) opens with 6-6-6, worth 6: seat 1 takes only 5
    game, events = game_with_empty_pioche([6, 6, 6, 6, 4, 3], ([KEEP], []))
    result = game.play()
    third = of(events, RoundEnded)[-1]
    assert (third.winner, third.loser, third.value, third.moved) == (0, 1, 6, 5)
    assert third.capped and not third.from_pot
    assert game.state.tokens == (0, 11)
    assert result == GameResult(loser=1, ranking=((0,), (1,)), rounds=3)
    assert events[-2:] == [PlayerLeft(0), GameEnded(1, ((0,), (1,)))]
    assert_script_used(game)


def test_game_ends_at_once_when_the_pioche_runs_out_with_all_11_on_one_side():
    # round 1: seat 1 takes 6; round 2, seat 1 opens, loses to a 421 and takes the last 5
    game, events = scripted_game(RULES_1987, [6, 6, 6, 5, 3, 2] + [6, 5, 3, 4, 2, 1],
                                 [[KEEP], [KEEP]])
    result = game.play()  # a third round would exhaust the script
    assert game.state.tokens == (0, 11) and game.state.pot == 0
    assert result == GameResult(loser=1, ranking=((0,), (1,)), rounds=2)
    assert [type(e) for e in events[-3:]] == [RoundEnded, ChargeEnded, GameEnded]
    assert events[-2:] == [ChargeEnded((0,)), GameEnded(1, ((0,), (1,)))]
    assert_script_used(game)


@pytest.mark.parametrize(
    "n, faces, answers",
    [
        (1, [6, 5, 3] + [5, 3, 2], [[KEEP], []]),
        (2, [6, 5, 2, 3] + [1, 2, 5, 2, 3, 5], [[(3,), KEEP], [(1, 2, 3)]]),
        (3, [6, 5, 2, 1, 3] + [1, 2, 5, 2, 3, 5, 6], [[(3,), (3,)], [(1, 2, 3), (3,)]]),
    ],
)
def test_opener_fixes_the_number_of_throws(n, faces, answers):
    game, events = scripted_game(RULES_1987, faces, answers)
    game.play_round()
    started = of(events, TurnStarted)
    assert [(t.seat, t.max_throws) for t in started] == [(0, 3), (1, n)]
    assert [(t.seat, t.throws) for t in of(events, TurnEnded)] == [(0, n), (1, n)]
    # each player is asked after every throw but his last allowed one, never after it
    assert [throw for throw, _ in game.strategies[1].asked] == list(range(1, n))
    assert [(t.seat, t.throw) for t in of(events, Thrown)] == (
        [(0, i) for i in range(1, n + 1)] + [(1, i) for i in range(1, n + 1)])
    ended = of(events, RoundEnded)[-1]
    assert (ended.winner, ended.loser) == (0, 1)  # 6-5-3 beats 5-3-2 / 6-3-2
    assert_script_used(game)


def test_other_player_may_stop_early_by_keeping_all_dice():
    # the opener uses 3 throws; the other keeps his first throw, a 421
    game, events = scripted_game(RULES_1987, [6, 5, 2, 1, 3] + [1, 4, 2],
                                 [[(3,), (3,)], [KEEP]])
    ended = game.play_round()
    assert of(events, TurnStarted)[1] == TurnStarted(1, 3)
    assert of(events, TurnEnded)[1] == TurnEnded(1, (4, 2, 1), 1)
    assert (ended.winner, ended.loser, ended.value) == (1, 0, 7)
    assert game.state.tokens == (7, 0)
    assert_script_used(game)


def test_barrage_on_a_tie_opener_first_no_rethrow_value_from_barrage_hand():
    # seat 1 opens: 6-5-3 against 3-6-5, a tie; barrage: seat 1 throws 5-5-5,
    # seat 0 throws 2-2-1; the brelan de 5 wins and is worth 5, not 1.
    # Then the loser, seat 0, opens round 2: 6-5-3 beats 5-3-2.
    game, events = scripted_game(
        RULES_1987, [6, 5, 3, 3, 6, 5] + [5, 5, 5, 2, 2, 1] + [6, 5, 3, 5, 3, 2],
        [[KEEP], [KEEP]], opener=1)
    ended = game.play_round()
    assert of(events, BarrageStarted) == [BarrageStarted((1, 0))]
    barrage = events[events.index(BarrageStarted((1, 0))):]
    assert of(barrage, TurnStarted) == [TurnStarted(1, 1, True), TurnStarted(0, 1, True)]
    assert not of(barrage, Chose)  # nobody is asked in a barrage
    assert [len(s.asked) for s in game.strategies] == [0, 1]
    assert [p.hand for p in ended.hands] == [(5, 5, 5), (2, 2, 1)]
    assert (ended.winner, ended.loser, ended.value, ended.moved) == (1, 0, 5, 5)
    assert game.state.tokens == (5, 0)

    second = game.play_round()
    # each round starts from the game as the last one left it
    assert of(events, RoundStarted)[-1] == RoundStarted(2, 0, (0, 1), Phase.CHARGE, ended.state)
    assert (second.winner, second.loser) == (0, 1)
    assert_script_used(game)


def test_barrage_repeated_while_tied():
    # 6-5-3 and 6-5-3; barrage: suite and suite, tied again;
    # second barrage: 5 et deux as against 6 et deux as, worth 6
    game, events = scripted_game(
        RULES_1987, [6, 5, 3, 6, 5, 3] + [3, 2, 1, 1, 2, 3] + [5, 1, 1, 1, 6, 1],
        [[KEEP], []])
    ended = game.play_round()
    assert of(events, BarrageStarted) == [BarrageStarted((0, 1))] * 2
    assert [(t.seat, t.barrage) for t in of(events, TurnStarted)] == [
        (0, False), (1, False), (0, True), (1, True), (0, True), (1, True)]
    assert [p.hand for p in ended.hands] == [(5, 1, 1), (6, 1, 1)]
    assert (ended.winner, ended.loser, ended.value) == (1, 0, 6)
    assert game.state.tokens == (6, 0)
    assert game.state.opener == 0
    assert_script_used(game)


def test_loser_opens_the_next_round():
    # round 1, seat 0 opens and wins; round 2, seat 1 opens and loses again;
    # round 3, seat 1 opens and wins; round 4, seat 0 opens and wins.
    game, events = scripted_game(
        RULES_1987,
        [6, 5, 3, 5, 3, 2] + [5, 3, 2, 6, 5, 3] + [6, 5, 3, 5, 3, 2] + [4, 2, 1, 6, 6, 6],
        [[KEEP, KEEP], [KEEP, KEEP]])
    losers = [game.play_round().loser for _ in range(4)]
    assert losers == [1, 1, 0, 1]
    assert [(r.opener, r.order) for r in of(events, RoundStarted)] == [
        (0, (0, 1)), (1, (1, 0)), (1, (1, 0)), (0, (0, 1))]
    assert game.state.opener == 1
    assert_script_used(game)


def test_events_in_order():
    # seat 0: 6-3-2, rethrows position 2 -> 6-5-2 (dice keep their positions), keeps;
    # seat 1 may throw twice: 1-1-4, rethrows position 3 -> 1-1-2
    game, events = scripted_game(RULES_1987, [6, 3, 2, 5] + [1, 1, 4, 2],
                                 [[(2,), KEEP], [(3,)]])
    game.play_round()
    assert [type(e) for e in events] == [
        GameStarted,
        RoundStarted,
        TurnStarted, Thrown, Chose, Thrown, Chose, TurnEnded,
        TurnStarted, Thrown, Chose, Thrown, TurnEnded,
        RoundEnded,
    ]
    assert events[0] == GameStarted(game.state.start(RULES_1987, 2))
    assert events[1] == RoundStarted(1, 0, (0, 1), Phase.CHARGE, events[0].state)
    thrown = of(events, Thrown)
    assert [(t.seat, t.throw, t.dice, t.rethrown) for t in thrown] == [
        (0, 1, (6, 3, 2), (1, 2, 3)),
        (0, 2, (6, 5, 2), (2,)),
        (1, 1, (1, 1, 4), (1, 2, 3)),
        (1, 2, (1, 1, 2), (3,)),
    ]
    assert [t.hand for t in thrown] == [(6, 3, 2), (6, 5, 2), (4, 1, 1), (2, 1, 1)]
    assert of(events, TurnEnded) == [TurnEnded(0, (6, 5, 2), 2), TurnEnded(1, (2, 1, 1), 2)]
    ended = events[-1]
    assert (ended.winner, ended.loser, ended.value) == (1, 0, 2)  # 2 et deux as
    assert_script_used(game)


def test_full_game_events_end_with_round_charge_and_game_ended():
    game, events = scripted_game(RULES_1987, [6, 6, 6, 5, 3, 2] + [6, 5, 3, 4, 2, 1],
                                 [[KEEP], [KEEP]])
    game.play()
    kinds = [type(e) for e in events]
    assert kinds.count(RoundStarted) == kinds.count(RoundEnded) == 2
    assert kinds.count(GameEnded) == 1 and kinds[-1] is GameEnded
    # every round's events sit between its RoundStarted and its RoundEnded
    starts = [i for i, k in enumerate(kinds) if k is RoundStarted]
    ends = [i for i, k in enumerate(kinds) if k is RoundEnded]
    assert kinds[0] is GameStarted
    assert starts[0] == 1 and ends[0] < starts[1] < ends[1]

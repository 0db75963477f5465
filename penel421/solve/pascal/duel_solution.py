"""The solved two-player pascal game as the players use it.

The pascal game's facts for the two-player solver (:data:`GAME`,
:mod:`penel421.solve.duel`): a state's value is the opener's chance of
losing the game; a state is written from the opener's side (the seats are
alike); policy iteration over the décharge.  ``scripts/solve_pascal2.py``
solves the game with the default barème, with free and with fixed throws,
and writes :data:`SHIPPED`.  :func:`solution_for` gives the solution for any
pascal rules: a shipped one when the rules are those it was solved for
(barème, throws, fixed throws), else one solved on the spot and kept.
``tests/solve/pascal/test_duel.py`` checks that the shipped files are fixed
points of the game's equations.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources

from ...core.bareme import Bareme
from ...core.hands import ALL_HANDS, Hand
from ...core.rules import Rules, Ties
from ...core.settle import settle
from ...core.state import GameState, Played
from ..duel.replies import first_beaten, marked_hands, split_rows, state_counts
from ..duel.solution import Solution
from ..duel.solver import (
    HANDS,
    DuelGame,
    Goal,
    Key,
    canonical,
    chances,
    key_of,
    outcome_codes,
    solve_game,
)
from ..turn.asked import AskedPlay
from ..turn.play import TurnPlay
from .turns import TurnTables

#: The shipped solutions: the default barème, with free throws, then fixed ones.
SHIPPED = ("solved_pascal2.json", "solved_pascal2_fixed.json")
#: How the second's turn ends against each opener's hand, for each shipped
#: solution's every state (:mod:`penel421.solve.duel.replies`).
SHIPPED_REPLIES = ("replies_pascal2.bin", "replies_pascal2_fixed.bin")

#: The most jetons of a game whose two-player solution is worked out on the
#: spot: the states grow as the square of the jetons (494 with 30; a barème
#: allows 999: half a million states), and each is a whole round to solve.
MOST_TOKENS = 30


def applies(rules: Rules, players_left: int) -> bool:
    """True when the two-player solution plays a round of ``rules`` with
    ``players_left`` players still in: two of them, ties as pascal settles
    them (the later hand wins: no barrage), and at most :data:`MOST_TOKENS`
    jetons in the game."""
    return (players_left == 2 and rules.ties is Ties.LATER_WINS
            and rules.tokens <= MOST_TOKENS)


def signature(rules: Rules) -> dict[str, object]:
    """What a solution depends on in the rules: the barème, the throws and
    whether the opener fixes them (the ranking is the same for every pascal barème)."""
    bareme = rules.bareme or Bareme()
    return {"bareme": bareme.values(), "max_throws": rules.max_throws,
            "fixed_throws": rules.opener_fixes_throws, "tokens": rules.tokens,
            "nenette": rules.nenette_penalty}


def _header(rules: Rules) -> dict[str, object]:
    return {"rules": signature(rules)}


#: The pascal game's solution: the opener's chance of losing, from his side.
GAME = DuelGame(goal=Goal.LOSE, seated=False, policy_iteration=True,
                values_name="opener_loses", header=_header)


def duel_turn_tables(solution: Solution, state: GameState, seat: int,
                     played: Sequence[Played]) -> TurnTables:
    """The turn of ``seat`` for the game, with its figures (see
    :class:`~penel421.solve.pascal.turns.TurnTables`): his chance of winning
    and of losing the round, the change of his jetons and his chance of
    losing the game, both players playing on perfectly; the choices' own
    worth (``play``) is minus his chance of losing the game, for either seat.
    Remembered by state (from its opener's side): the same states come back
    from game to game, and the opener's take a whole round to work out."""
    if played:
        return _second_tables(solution, key_of(state), played[0].hand)
    return _opener_tables(solution, key_of(state))


def _change(rules: Rules, state: GameState, seat: int, opener: Hand, second: Hand) -> int:
    """The change of ``seat``'s jetons when the round from ``state`` ends with
    these hands, as the engine settles it."""
    hands = (Played(0, opener, 1), Played(1, second, 1))
    return settle(rules, state, hands).state.tokens[seat] - state.tokens[seat]


@lru_cache(maxsize=256)
def _second_tables(solution: Solution, key: Key, opener_hand: Hand) -> TurnTables:
    rules = solution.rules
    rank, most = rules.table.rank, rules.max_throws
    state = canonical(key)
    # the second's round figures in fractions: they are cheap
    play = solution.second_play(state, opener_hand)
    opener_loses = solution.second_chances(state, opener_hand)
    wins = [int(rank[s] >= rank[opener_hand]) for s in ALL_HANDS]
    by_hand: list[list[int] | list[float]] = [
        wins, [1 - w for w in wins],
        [_change(rules, state, 1, opener_hand, s) for s in ALL_HANDS],
        [1.0 - x for x in opener_loses], [x - 1.0 for x in opener_loses]]
    tables = [play.evaluate([payoff] * most) for payoff in by_hand]
    # his objective as the opener's: minus his chance of losing the game
    return TurnTables(tables[4], *tables[:4])


@lru_cache(maxsize=128)
def _opener_tables(solution: Solution, key: Key) -> TurnTables:
    rules = solution.rules
    rank, most = rules.table.rank, rules.max_throws
    state = canonical(key)
    round_ = solution.round_play(state)
    lose_game = chances(GAME.goal, outcome_codes(GAME, rules, state), solution.values)
    by_pair = [
        [1.0 if rank[o] > rank[s] else 0.0 for o in ALL_HANDS for s in ALL_HANDS],
        [1.0 if rank[o] <= rank[s] else 0.0 for o in ALL_HANDS for s in ALL_HANDS],
        [float(_change(rules, state, 0, o, s)) for o in ALL_HANDS for s in ALL_HANDS],
        lose_game,
    ]
    tables = []
    for payoff in by_pair:
        seconds = [round_.second[o].evaluate([payoff[HANDS * o:HANDS * (o + 1)]] * most)
                   for o in range(HANDS)]
        levels = [[float(second.before_first_throw(round_.second_throws(most, n) - 1))
                   for second in seconds] for n in range(most)]
        tables.append(round_.opener.evaluate(levels))
    return TurnTables(round_.opener, *tables)


def shipped_text(name: str = SHIPPED[0]) -> str:
    """A shipped data file's text (written by ``scripts/solve_pascal2.py``)."""
    return resources.files("penel421").joinpath("data").joinpath(name).read_text("utf-8")


@lru_cache(maxsize=8)
def solution_for(rules: Rules) -> Solution:
    """The solved two-player game for ``rules``: a shipped one when it was
    solved for these rules, else solved now and kept."""
    shipped = _shipped_for(rules)
    if shipped is not None:
        return Solution.parse(GAME, rules, shipped_text(SHIPPED[shipped]))
    return Solution.of(GAME, rules, *solve_game(GAME, rules))


@lru_cache(maxsize=8)
def _replies_file(solution: Solution) -> str | None:
    """The shipped counts of how the second's turn ends
    (:mod:`~penel421.solve.duel.replies`) when ``solution`` is a shipped one."""
    if solution is not solution_for(solution.rules):
        return None
    shipped = _shipped_for(solution.rules)
    return None if shipped is None else SHIPPED_REPLIES[shipped]


@lru_cache(maxsize=8)
def _shipped_for(rules: Rules) -> int | None:
    """Which of the :data:`SHIPPED` solutions is solved for ``rules`` (its
    place), if one is."""
    wanted = signature(rules)
    return next((i for i, name in enumerate(SHIPPED)
                 if json.loads(shipped_text(name))["rules"] == wanted), None)


@lru_cache(maxsize=128)
def opener_outcome_tables(solution: Solution, key: Key
                          ) -> tuple[tuple[str, TurnPlay | AskedPlay, TurnPlay | AskedPlay], ...]:
    """The round's outcomes for the opener of the state ``key`` (won, lost:
    a tie goes to the second player), the second answering for the game:
    for each, its chance with every hand and choice of the opener, and the
    opener's chance of not losing the game times one where it happens.
    The chance of winning is the opener's table's; what is lost is what is
    not won.  What winning is worth is drawn from how the second's turn ends
    (:mod:`~penel421.solve.duel.replies`): of the hands below the opener's,
    the nénette (its loser pays more) leads to one state and every other one
    to another."""
    rules = solution.rules
    most = rules.max_throws
    state = canonical(key)
    # the opener's play and chance of winning, as his turn's tables have them
    # (the round is not solved again)
    opener, wins = _opener_tables(solution, key)[:2]
    counts = state_counts(solution, state, _replies_file(solution))
    marks, firsts = marked_hands(rules), first_beaten(rules)
    # of the opener's chance of losing the game after each pair of hands,
    # only two a hand are needed: after beating a hand below it, and after
    # beating the marked one
    pairs = [(o, s) for o in range(HANDS) for s in (firsts[o], marks[o]) if s is not None]
    codes = outcome_codes(GAME, rules, state)
    lose_game = dict(zip(pairs, chances(GAME.goal, [codes[HANDS * o + s] for o, s in pairs],
                                        solution.values), strict=True))
    # the opener's chance of not losing the game once he has won the round,
    # on any hand below his but the marked one, and on the marked one
    beaten, apart = ([0.0 if s is None else 1.0 - lose_game[(o, s)] for o, s in enumerate(hands)]
                     for hands in (firsts, marks))
    won_part = []
    for n in range(most):
        # the opener stops with n throws left: the second may use most - n
        # where the opener fixes them, else most
        below, on_special, ways = split_rows(
            counts, rules, most - n if rules.opener_fixes_throws else most)
        won_part.append([(b * (count - marked) + a * marked) / ways for b, a, count, marked
                         in zip(beaten, apart, below, on_special, strict=True)])
    # the opener's own payoffs are minus his chance of losing the game
    lost_part = [[1.0 + v - w for v, w in zip(level, won, strict=True)]
                 for level, won in zip(opener.payoffs, won_part, strict=True)]
    # each choice's worth worked out when first read: a reason reads a few
    lost = AskedPlay(opener, [[1.0 - float(x) for x in level] for level in wins.payoffs])
    return (("won", wins, AskedPlay(opener, won_part)),
            ("lost", lost, AskedPlay(opener, lost_part)))

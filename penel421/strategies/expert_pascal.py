"""The pascal expert: the games of two and three solved, every round subgame-perfect.

**Two players left** (a two-player game, or the décharge of any game once
only two hold jetons): it plays the solved game
(:mod:`penel421.solve.pascal.duel_solution`), every throw for the lowest chance
of losing the *game*, exact.  As the opener it looks its choice up in the
solution; as the second player it solves its turn against the opener's hand
once, then looks it up.

**Three players left**, with the usual barème and free throws (a game of
three, or the décharge of any game once only three hold jetons): it plays
the game solved for three (:mod:`penel421.solve.pascal.table_round`), every
throw for the lowest chance of losing the game, each player after it
answering alike.  As the opener or the second player it reads its choices
from the shipped solution; as the last it solves its one turn.

**Three players or more otherwise** (four or more, another barème, fixed
throws; and two, in a game of more jetons than the
two-player solution is worked out for): each turn for the expected change of
its own jetons when the round is settled (jetons taken from the pot or
received count against it, jetons given away count for it), knowing exactly
how every player after it will answer, each of them doing the same
(:mod:`penel421.solve.pascal.turns`).  Jetons are what a player must get rid
of, and this one number weighs how often each outcome happens by how much
it costs: the nénette, a 421 that wins the décharge, the caps.  Why this
objective and not the chance of losing the game: docs/manuel.md, « L'ordinateur :
classic et expert ».

**Knowledge**: the hands already played this round, the players still to
play, everyone's jetons, the pot and the phase (its view of the game).

Its judgement of a turn (:meth:`ExpertPascal.worth`) is the same solution:
with two (or three, solved) players left each choice's chance of not losing
the game, with more its jetons, and the round's chances with either.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..core.hands import Hand
from ..core.rules import Rules
from ..core.state import GameState, Phase, TurnView
from ..solve.duel.solution import Solution
from ..solve.duel.solver import key_of
from ..solve.pascal.duel_solution import (
    applies,
    duel_turn_tables,
    opener_outcome_tables,
    solution_for,
)
from ..solve.pascal.table_round import TableRound, table_round
from ..solve.pascal.table_solution import table_applies
from ..solve.pascal.table_states import Summary
from ..solve.pascal.turns import best_choices, decharge_outcome_rows, round_turn_tables
from ..solve.turn.keeps import positions_to_rethrow
from ..solve.turn.play import TurnPlay
from .worth import (
    SCALE_GAME,
    SCALE_JETONS,
    Outcome,
    Scale,
    TurnWorth,
    last_outcomes,
    outcomes_by_hand,
    outcomes_of,
    spared_outcomes,
)


def game_solution(view: TurnView) -> Solution | None:
    """The solved two-player game, when it plays this turn."""
    if applies(view.rules, len(view.state.in_game)):
        return solution_for(view.rules)
    return None


def game_round(view: TurnView) -> TableRound | None:
    """The round played for the game, when three or four players are in and
    the game is solved for them (the usual barème, free throws)."""
    if len(view.state.in_game) == 2:
        return None
    return table_round(view.rules, view.state)


def _last(view: TurnView, play: TurnPlay) -> Callable[[], tuple[Outcome, ...] | None] | None:
    """The round's outcomes of the last player's turn, settled by his final
    hand (None for a player with others after him)."""
    if view.still_to_play:
        return None
    names = last_outcomes(view.rules, [p.hand for p in view.played])
    return lambda: outcomes_by_hand(play, names)


def _table_outcomes(play: TurnPlay, table: TableRound, position: int,
                    summary: Summary | None) -> tuple[Outcome, ...]:
    """The round's outcomes of a turn played for the game by the opener or
    with the last player after it (:meth:`TableRound.outcome_rows`)."""
    rows, roles = table.outcome_rows(position, summary), table.role_rows(position, summary)
    assert rows is not None
    levels = play.throws_left + 1
    return tuple(replace(outcome, roles=None if roles is None else roles.get(outcome.name))
                 for outcome in outcomes_of(play, {name: ([chance] * levels, [part] * levels)
                                                   for name, (chance, part) in rows.items()}))


def _decharge_outcomes(view: TurnView, play: TurnPlay
                       ) -> Callable[[], tuple[Outcome, ...] | None] | None:
    """The round's outcomes of a décharge turn counted in jetons with others
    after it (:func:`~penel421.solve.pascal.turns.decharge_outcome_rows`),
    worked out when first asked: None there for a shipped opener."""
    def found() -> tuple[Outcome, ...] | None:
        rows = decharge_outcome_rows(view.rules, view.state, view.seat, view.order,
                                     view.played, view.max_throws)
        return None if rows is None else outcomes_of(play, rows)
    return found


class ExpertPascal:
    """The pascal expert; see the module's docstring."""

    def rethrow(self, view: TurnView) -> tuple[int, ...]:
        """The positions to throw again; empty to keep the hand."""
        hand, left = view.hand, view.max_throws - view.throws
        solution = game_solution(view)
        played = game_round(view) if solution is None else None
        if played is not None:  # three or four players, played for the game
            keep = played.keep(len(view.played), played.summary(view.played), hand, left)
        elif solution is None:  # the subgame-perfect round (its choices remembered)
            keep = best_choices(view.rules, view.state, view.seat, view.order, view.played,
                                view.max_throws).best(hand, left)
        elif not view.played:
            keep = solution.opener_keep(view.state, hand, left)
        else:
            keep = solution.second_keep(view.state, view.played[0].hand, hand, left)
        return () if keep is None else positions_to_rethrow(view.dice, keep)

    def worth(self, view: TurnView) -> TurnWorth:
        """Every choice of the turn: with two players left the chance of not
        losing the game, else minus the expected change of the player's
        jetons (higher is better); with the round's chances and jetons."""
        solution = game_solution(view)
        played = game_round(view) if solution is None else None
        if played is not None:
            position = len(view.played)
            summary = played.summary(view.played)
            found = played.turn_tables(position, summary)
            seats = dict(zip(view.order, played.seat_tables(position, summary), strict=True))
            outcomes = _last(view, found.play)
            if outcomes is None and position in (0, played.players - 2):
                play, table = found.play, played
                outcomes = lambda: _table_outcomes(play, table, position, summary)  # noqa: E731
            return TurnWorth(SCALE_GAME, found.play, view.max_throws, wins=found.wins,
                             losses=found.loses, tokens=found.jetons, game=found.game,
                             seats=seats, outcomes=outcomes)
        if solution is None:
            found = round_turn_tables(view.rules, view.state, view.seat, view.order,
                                      view.played, view.max_throws)
            outcomes = _last(view, found.play)
            if outcomes is None and view.phase is Phase.CHARGE and len(view.order) > 2:
                play, losses = found.play, found.loses
                outcomes = lambda: spared_outcomes(play, losses)  # noqa: E731
            elif outcomes is None and len(view.order) > 2:  # the décharge
                outcomes = _decharge_outcomes(view, found.play)
            return TurnWorth(SCALE_JETONS, found.play, view.max_throws, wins=found.wins,
                             losses=found.loses, tokens=found.jetons, outcomes=outcomes)
        found = duel_turn_tables(solution, view.state, view.seat, view.played)
        not_losing = solution.game.goal.winning(found.play)
        outcomes = _last(view, not_losing)
        if not view.played:
            key = key_of(view.state)
            outcomes = lambda: tuple(  # noqa: E731
                Outcome(name, chance, part)
                for name, chance, part in opener_outcome_tables(solution, key))
        return TurnWorth(SCALE_GAME, not_losing, view.max_throws, wins=found.wins,
                         losses=found.loses, tokens=found.jetons, game=not_losing,
                         outcomes=outcomes)

    def scale(self, rules: Rules, state: GameState) -> Scale:
        """The chance of the game where two players are left and the game is
        solved, else the jetons."""
        players = len(state.in_game)
        if applies(rules, players) or table_applies(rules, players):
            return SCALE_GAME
        return SCALE_JETONS

    def barrage_chances(self, state: GameState, opener_hand: Hand | None) -> list[float]:
        """A pascal tie has no barrage: the later hand wins."""
        raise ValueError("pascal n'a pas de barrage")

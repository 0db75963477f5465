"""The game loop shared by every rule set.

:class:`Game` plays rounds until one player alone holds tokens.  It is given
its rules, one strategy per seat, a dice source and an optional listener; it
never prints, reads input or rolls dice of its own.  Where the 1987 and the
pascal games differ, it reads a field of :class:`~penel421.rules.Rules`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from .dice import DiceSource
from .events import (
    BarrageStarted,
    ChargeEnded,
    Chose,
    Event,
    GameEnded,
    PlayerLeft,
    RoundEnded,
    RoundStarted,
    Thrown,
    TurnEnded,
    TurnStarted,
)
from .hands import hand_of
from .rules import Rules, Ties
from .state import GameState, Phase, Played, Turn

Listener = Callable[[Event], None]
ALL_POSITIONS = (1, 2, 3)


class Strategy(Protocol):
    """A player's mind: a human at a prompt, or a computer rule."""

    def rethrow(self, state: GameState, turn: Turn) -> Sequence[int]:
        """The positions (1, 2, 3) to throw again; empty keeps every die.

        Asked after each throw but the last one allowed.
        """


@dataclass(frozen=True)
class GameResult:
    loser: int
    ranking: tuple[tuple[int, ...], ...]
    rounds: int


class Game:
    """One game, from the full pot to the loser."""

    def __init__(
        self,
        rules: Rules,
        names: Sequence[str],
        strategies: Sequence[Strategy],
        dice: DiceSource,
        listener: Listener | None = None,
        opener: int = 0,
    ) -> None:
        if not rules.min_players <= len(names) <= rules.max_players:
            raise ValueError(f"{rules.name}: {rules.min_players} to {rules.max_players}"
                             f" players, not {len(names)}")
        if len(strategies) != len(names):
            raise ValueError("one strategy per player")
        if opener not in range(len(names)):
            raise ValueError(f"no seat {opener}")
        self.rules = rules
        self.state = GameState.start(rules, tuple(names), opener)
        self.strategies = tuple(strategies)
        self.dice = dice
        self._emit = listener

    def play(self) -> GameResult:
        """Play rounds until the game is over; return its result."""
        while not self.state.over:
            self.play_round()
        state = self.state
        loser = state.in_game[0]
        spared = [tuple(state.spared)] if state.spared else []
        ranking = tuple(spared + [(s,) for s in state.emptied] + [(loser,)])
        if self._emit:
            self._emit(GameEnded(loser, ranking))
        return GameResult(loser, ranking, state.round_number)

    # --- a round ------------------------------------------------------------

    def play_round(self) -> RoundEnded:
        """Play one round, move the tokens, and set who opens the next."""
        state, rules, emit = self.state, self.rules, self._emit
        state.round_number += 1
        state.order = state.seating_from(state.opener)
        state.played = []
        phase = state.phase
        if emit:
            emit(RoundStarted(state.round_number, state.opener, tuple(state.order), phase))
        limit = rules.max_throws
        for seat in state.order:
            played = self._play_turn(seat, limit)
            state.played.append(played)
            if rules.opener_fixes_throws and seat == state.opener:
                limit = played.throws
        if rules.ties is Ties.BARRAGE:
            self._barrage_while_tied()
        # of equal hands the later one ranks higher (a barrage left none)
        rank = rules.table.rank
        keyed = sorted(range(len(state.played)), key=lambda i: (rank[state.played[i].hand], i))
        winner, loser = state.played[keyed[-1]], state.played[keyed[0]]
        return self._settle(winner, loser, phase)

    def _barrage_while_tied(self) -> None:
        state, rank = self.state, self.rules.table.rank
        while True:
            ranks = [rank[p.hand] for p in state.played]
            top, bottom = max(ranks), min(ranks)
            tied = [i for i, r in enumerate(ranks) if r == top]
            if len(tied) < 2:
                tied = [i for i, r in enumerate(ranks) if r == bottom]
            if len(tied) < 2:
                return
            if self._emit:
                self._emit(BarrageStarted(tuple(state.played[i].seat for i in tied)))
            for i in tied:
                state.played[i] = self._play_turn(state.played[i].seat, 1, barrage=True)

    def _settle(self, winner: Played, loser: Played, phase: Phase) -> RoundEnded:
        state, rules = self.state, self.rules
        value = rules.table.value[winner.hand]
        penalty = rules.nenette_penalty if rules.is_nenette(loser.hand) else 0
        due = value + penalty
        if phase is Phase.CHARGE:
            moved = min(due, state.pot)
            state.pot -= moved
        else:
            moved = min(due, state.tokens[winner.seat])
            state.tokens[winner.seat] -= moved
        state.tokens[loser.seat] += moved
        ended = RoundEnded(tuple(state.played), winner.seat, loser.seat, value, penalty,
                           moved, phase is Phase.CHARGE, state.pot, tuple(state.tokens))
        if self._emit:
            self._emit(ended)
        self._players_leave(winner.seat, phase)
        winner_opens = (phase is Phase.DECHARGE and rules.winner_opens_decharge
                        and winner.seat in state.in_game)
        state.opener = winner.seat if winner_opens else loser.seat
        return ended

    def _players_leave(self, winner: int, phase: Phase) -> None:
        state = self.state
        if phase is Phase.CHARGE and state.pot == 0:
            state.spared = [s for s in state.in_game if state.tokens[s] == 0]
            state.in_game = [s for s in state.in_game if state.tokens[s] > 0]
            if self._emit:
                self._emit(ChargeEnded(tuple(state.spared)))
        elif phase is Phase.DECHARGE and state.tokens[winner] == 0:
            state.in_game.remove(winner)
            state.emptied.append(winner)
            if self._emit:
                self._emit(PlayerLeft(winner))

    # --- a turn -------------------------------------------------------------

    def _play_turn(self, seat: int, max_throws: int, barrage: bool = False) -> Played:
        emit, strategy = self._emit, self.strategies[seat]
        turn = Turn(seat, max_throws)
        if emit:
            emit(TurnStarted(seat, max_throws, barrage))
        positions: Sequence[int] = ALL_POSITIONS
        while True:
            faces = iter(self.dice.roll(len(positions)))
            turn.dice = tuple(next(faces) if p in positions else d
                              for p, d in zip(ALL_POSITIONS, turn.dice or (0, 0, 0), strict=True))
            turn.throws += 1
            if emit:
                emit(Thrown(seat, turn.throws, turn.dice, tuple(positions), turn.hand))
            if turn.throws >= max_throws:
                break
            positions = _checked(strategy.rethrow(self.state, turn))
            if emit:
                emit(Chose(seat, turn.throws, positions))
            if not positions:
                break
        played = Played(seat, hand_of(turn.dice), turn.throws)
        if emit:
            emit(TurnEnded(seat, played.hand, played.throws))
        return played


def _checked(positions: Sequence[int]) -> tuple[int, ...]:
    chosen = tuple(sorted(set(positions)))
    if any(p not in ALL_POSITIONS for p in chosen):
        raise ValueError(f"a strategy chose positions {positions!r}, not among 1, 2, 3")
    return chosen

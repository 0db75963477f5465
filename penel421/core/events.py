"""What the engine tells its listener, in the order things happen.

A console turns these into text, a test collects them, a simulation ignores
them, a comparison with the 1987 listing replays them.  Seats are indexes in
the game's list of players.
"""

from __future__ import annotations

from dataclasses import dataclass

from .hands import Hand
from .state import GameState, Phase, Played, TurnView


@dataclass(frozen=True, slots=True)
class GameStarted:
    """A new game: every token in the pot, nobody has thrown yet."""

    state: GameState


@dataclass(frozen=True, slots=True)
class RoundStarted:
    number: int
    opener: int
    order: tuple[int, ...]
    phase: Phase
    state: GameState  # the game as the round begins: tokens, pot, who is in


@dataclass(frozen=True, slots=True)
class TurnStarted:
    seat: int
    max_throws: int
    barrage: bool = False


@dataclass(frozen=True, slots=True)
class Thrown:
    seat: int
    throw: int  # 1 for the first throw of the turn
    dice: tuple[int, ...]  # faces at positions 1, 2, 3
    rethrown: tuple[int, ...]  # the positions thrown this time
    hand: Hand
    #: The turn as it stands after the throw, as a strategy would see it (in a
    #: barrage, ``played`` holds the barrage hands thrown before this one).
    view: TurnView


@dataclass(frozen=True, slots=True)
class Chose:
    """A player's answer after a throw, before any die is thrown again."""

    seat: int
    throw: int  # the throw just looked at
    rethrow: tuple[int, ...]  # positions to throw again; () keeps every die
    view: TurnView  # what the player saw when choosing


@dataclass(frozen=True, slots=True)
class TurnEnded:
    seat: int
    hand: Hand
    throws: int


@dataclass(frozen=True, slots=True)
class BarrageStarted:
    """Equal hands: these players throw once more, all three dice."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundEnded:
    hands: tuple[Played, ...]  # final hands in play order
    winner: int
    loser: int
    value: int  # what the winner's hand is worth
    penalty: int  # the nénette's extra, 0 if none
    moved: int  # tokens actually moved: value + penalty, capped
    from_pot: bool  # charge: the loser took from the pot; else from the winner
    state: GameState  # the game after the round: tokens, pot, who is in, next opener

    @property
    def pot(self) -> int:
        """The pot after the transfer."""
        return self.state.pot

    @property
    def tokens(self) -> tuple[int, ...]:
        """Everyone's tokens after the transfer."""
        return self.state.tokens

    @property
    def due(self) -> int:
        """What the rules asked for before any cap."""
        return self.value + self.penalty

    @property
    def capped(self) -> bool:
        """True when the pot or the winner held less than was due."""
        return self.moved < self.due


@dataclass(frozen=True, slots=True)
class ChargeEnded:
    """The pot is empty: the players without tokens leave, spared."""

    spared: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PlayerLeft:
    """A player gave his last token away in the décharge."""

    seat: int


@dataclass(frozen=True, slots=True)
class GameEnded:
    loser: int
    ranking: tuple[tuple[int, ...], ...]  # best group first, the loser alone last


Event = (GameStarted | RoundStarted | TurnStarted | Thrown | Chose | TurnEnded | BarrageStarted
         | RoundEnded | ChargeEnded | PlayerLeft | GameEnded)

"""The whole state of a game, as the engine keeps it and strategies see it.

Strategies receive the live objects to read, not copies, so that headless
simulations stay fast: a strategy must not change them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .hands import Hand, hand_of
from .rules import Rules


class Phase(Enum):
    """Charge while the pot holds tokens, décharge once it is empty."""

    CHARGE = "charge"
    DECHARGE = "décharge"


@dataclass(slots=True)
class Turn:
    """One player's turn in progress: the dice at their positions 1, 2, 3."""

    seat: int
    max_throws: int
    dice: tuple[int, ...] = ()
    throws: int = 0  # throws made so far

    @property
    def hand(self) -> Hand:
        """The combination the dice make now."""
        return hand_of(self.dice)

    @property
    def throws_left(self) -> int:
        """How many more throws the player may still make."""
        return self.max_throws - self.throws


@dataclass(frozen=True, slots=True)
class Played:
    """A finished turn: who, which hand, in how many throws."""

    seat: int
    hand: Hand
    throws: int


@dataclass(slots=True)
class GameState:
    """Tokens, pot, who is still in, and the round being played."""

    rules: Rules
    names: tuple[str, ...]
    tokens: list[int]
    pot: int
    opener: int
    in_game: list[int]  # seats still playing, in seat order
    spared: list[int] = field(default_factory=list)  # left at the end of the charge
    emptied: list[int] = field(default_factory=list)  # left during the décharge, in order
    round_number: int = 0
    played: list[Played] = field(default_factory=list)  # this round, in play order
    order: list[int] = field(default_factory=list)  # this round's play order

    @classmethod
    def start(cls, rules: Rules, names: tuple[str, ...], opener: int = 0) -> GameState:
        """A new game: every token in the pot, ``opener`` to open."""
        return cls(rules, names, [0] * len(names), rules.tokens, opener, list(range(len(names))))

    @property
    def phase(self) -> Phase:
        """The phase the next transfer belongs to."""
        return Phase.CHARGE if self.pot > 0 else Phase.DECHARGE

    @property
    def over(self) -> bool:
        """True once a single player still holds tokens."""
        return len(self.in_game) == 1

    def seating_from(self, opener: int) -> list[int]:
        """The players still in the game, in seat order from ``opener``."""
        start = self.in_game.index(opener)
        return self.in_game[start:] + self.in_game[:start]

    def still_to_play(self, seat: int) -> int:
        """How many players play after ``seat`` in this round."""
        return len(self.order) - 1 - self.order.index(seat)

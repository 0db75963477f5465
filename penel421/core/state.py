"""The game as plain immutable values: between rounds, and during a turn.

:class:`GameState` is everything that carries from one round to the next:
tokens, pot, who is still in, who opens.  It is frozen and hashable, so a
solver can use it as a key and a console can keep the last one it was sent
without fearing that the engine changes it behind its back.
:class:`TurnView` is what a strategy sees when it must decide, built from such
values only.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from .hands import HAND_OF, Hand
from .rules import Rules


class Phase(Enum):
    """Charge while the pot holds tokens, décharge once it is empty."""

    CHARGE = "charge"
    DECHARGE = "décharge"


class Played(NamedTuple):
    """A finished turn: who, which hand, in how many throws."""

    seat: int
    hand: Hand
    throws: int


@dataclass(frozen=True, slots=True)
class GameState:
    """A game between two rounds.

    Seats are indexes in the game's list of players.  ``in_game`` lists the
    seats still playing, in seat order; ``spared`` those who left with no
    token when the charge ended; ``emptied`` those who gave their last token
    away in the décharge, in the order they left.
    """

    tokens: tuple[int, ...]
    pot: int
    opener: int
    in_game: tuple[int, ...]
    spared: tuple[int, ...] = ()
    emptied: tuple[int, ...] = ()

    @classmethod
    def start(cls, rules: Rules, players: int, opener: int = 0) -> GameState:
        """A new game: every token in the pot, ``opener`` to open."""
        return cls((0,) * players, rules.tokens, opener, tuple(range(players)))

    @property
    def phase(self) -> Phase:
        """The phase the next round belongs to."""
        return Phase.CHARGE if self.pot > 0 else Phase.DECHARGE

    @property
    def over(self) -> bool:
        """True once a single player still holds tokens."""
        return len(self.in_game) == 1

    @property
    def loser(self) -> int | None:
        """The seat that lost the game, once it is over."""
        return self.in_game[0] if self.over else None

    def seating(self) -> tuple[int, ...]:
        """This round's play order: the players still in, in seat order from the opener."""
        start = self.in_game.index(self.opener)
        return self.in_game[start:] + self.in_game[:start]

    def ranking(self) -> tuple[tuple[int, ...], ...]:
        """The final ranking, best group first: the spared together, the
        emptied in the order they left, the loser alone last."""
        spared = (self.spared,) if self.spared else ()
        return spared + tuple((s,) for s in self.emptied) + (self.in_game,)


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game ended: its loser, the final ranking, how many rounds it took."""

    loser: int
    ranking: tuple[tuple[int, ...], ...]
    rounds: int


class TurnView(NamedTuple):
    """What a strategy knows when it must choose which dice to throw again.

    Only immutable values: the rules (whose hand tables are read-only), the
    game as the round began, this round's order and the hands already played
    in it, and this turn's dice at their positions 1, 2, 3.  A strategy is
    asked with one only while a throw is left (``throws < max_throws``); the
    events of the engine carry one after every throw.
    """

    rules: Rules
    state: GameState
    seat: int
    order: tuple[int, ...]  # this round's play order
    played: tuple[Played, ...]  # the hands finished this round, in play order
    dice: tuple[int, ...]  # faces at positions 1, 2, 3
    throws: int  # throws made so far in this turn
    max_throws: int  # the most this turn may use

    @property
    def hand(self) -> Hand:
        """The combination the dice make now."""
        return HAND_OF[self.dice]

    @property
    def throws_left(self) -> int:
        """How many more throws the player may still make."""
        return self.max_throws - self.throws

    @property
    def phase(self) -> Phase:
        """Charge or décharge: the phase of this round."""
        return self.state.phase

    @property
    def still_to_play(self) -> tuple[int, ...]:
        """The seats that play after this one in this round."""
        return self.order[self.order.index(self.seat) + 1:]

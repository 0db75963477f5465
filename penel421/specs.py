"""What a game and a session are, as plain frozen values.

A :class:`GameSpec` says which game is played and with which variants (its
barème, fixed throws): everything its rules are made of.  A
:class:`SessionSpec` is a whole sitting: the game, who sits at the table,
the first game's number, real dice or not, and the help the players asked
for (the expert's hints, the tutor).  The command line builds one, the
session plays it, the journal keeps it with each game, and ``penel421
reprendre`` rebuilds the very same session from it; the simulation's
workers rebuild their rules from a game's spec.  Nothing else turns a
game's name and variants into rules.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from .games import GameKind, find_game

if TYPE_CHECKING:
    from .core.bareme import Bareme
    from .core.rules import Rules
    from .core.seat import Seat


@dataclass(frozen=True)
class GameSpec:
    """A game and its variants: its name in the registry
    (:mod:`penel421.games`), its barème (None: the usual one, or a game
    without one) and whether the opener fixes the throws of the others."""

    game: str
    bareme: Bareme | None = None
    fixed_throws: bool = False

    @property
    def kind(self) -> GameKind:
        """The game's facts."""
        return find_game(self.game)

    def rules(self) -> Rules:
        """The rules of the game (ValueError for a variant the game does not
        have); the same object for equal specs, so that everything worked
        out for some rules serves every game played under them."""
        return _rules(self.game, self.bareme, self.fixed_throws)

    @classmethod
    def of(cls, rules: Rules) -> GameSpec:
        """The spec of a game played under ``rules``."""
        kind = find_game(rules.name)
        return cls(rules.name, rules.bareme if kind.variants else None,
                   kind.variants and rules.opener_fixes_throws)


@lru_cache(maxsize=64)
def _rules(game: str, bareme: Bareme | None, fixed_throws: bool) -> Rules:
    return find_game(game).rules(bareme, fixed_throws=fixed_throws)


@dataclass(frozen=True)
class SessionSpec:
    """A sitting at one table: see the module's docstring.

    ``number`` is the number of the first game (the next games take the
    numbers after it; None with real dice, which have none).  ``hints``:
    the expert's advice after every throw of a person; ``tutor``: a
    person's error is shown and must be confirmed.
    """

    game: GameSpec
    seats: tuple[Seat, ...]
    number: int | None = None
    real_dice: bool = False
    hints: bool = False
    tutor: bool = False

    @property
    def kind(self) -> GameKind:
        """The game's facts."""
        return self.game.kind

    def rules(self) -> Rules:
        """The rules of the games of the session."""
        return self.game.rules()

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, by seat."""
        return tuple(seat.name for seat in self.seats)

    @property
    def dice(self) -> str:
        """How its games' dice are thrown, as the journal names it: "real"
        (on the table), else the game's numbered dice ("gw-basic", "numbered")."""
        return "real" if self.real_dice else self.kind.dice_name

    def numbered(self, number: int | None) -> SessionSpec:
        """The same session from game ``number`` on."""
        return replace(self, number=number)

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

What a game cannot have is refused here, before anything of a session is
made (:func:`check_session`, :func:`check_game`): each refusal is an error
that says why in French and what was asked, for the command line to name
its option.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Literal

from .games import GAMES, GameKind, find_game

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
        kind = find_game(rules.variant.label)
        return cls(kind.name, rules.bareme if kind.variants else None,
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


#: The parts of a session that a game may not have: the players chosen (by
#: name, or a number of computers) and the variants of the rules.
SessionPart = Literal["players", "computers", "fixed_throws", "bareme"]
#: The parts that seat players, as opposed to those that change the rules.
SEATING: tuple[SessionPart, ...] = ("players", "computers")


class NotInGame(ValueError):
    """A part of a session that ``kind`` does not have (``part``): players
    chosen where its table is fixed, a barème or fixed throws where it has
    one way to count; ``others`` are the games that have it."""

    def __init__(self, kind: GameKind, part: SessionPart) -> None:
        seating = part in SEATING
        super().__init__(
            f"le jeu de {kind.name} se joue seul contre l'ordinateur" if seating
            else f"le jeu de {kind.name} n'a qu'un barème et qu'une façon de compter "
                 "les lancers")
        self.kind, self.part = kind, part
        self.others = tuple(other.name for other in GAMES.values()
                            if (other.chosen_seats if seating else other.variants))


class NumberedRealDice(ValueError):
    """A game number asked for with real dice, which have none."""

    def __init__(self) -> None:
        super().__init__("de vrais dés ne se rejouent pas")


class NumberOutOfRange(ValueError):
    """A game number that ``kind``'s games do not have."""

    def __init__(self, kind: GameKind, number: int) -> None:
        numbers = kind.numbers
        super().__init__(f"une partie a un numéro de {numbers.start} à {numbers.stop - 1}"
                         f"{kind.numbers_why}, pas {number}")
        self.kind, self.number = kind, number


def check_game(kind: GameKind, fixed_throws: bool = False, bareme: bool = False) -> None:
    """Refuse a variant of the rules that ``kind`` does not have
    (:class:`NotInGame`): fixed throws, then a barème."""
    asked: tuple[tuple[SessionPart, bool], ...] = (("fixed_throws", fixed_throws),
                                                   ("bareme", bareme))
    _refuse(kind, () if kind.variants else asked)


def check_session(kind: GameKind, players: bool = False, computers: bool = False,
                  fixed_throws: bool = False, bareme: bool = False,
                  number: int | None = None, real_dice: bool = False) -> None:
    """Refuse, before anything of it is made (no file read, no seat made), a
    session of ``kind`` that cannot be, the first refusal first: players or
    computers chosen at a fixed table, a variant the game does not have
    (:class:`NotInGame`), a number with real dice
    (:class:`NumberedRealDice`), a number its games do not have
    (:class:`NumberOutOfRange`)."""
    asked: tuple[tuple[SessionPart, bool], ...] = (("players", players), ("computers", computers))
    _refuse(kind, () if kind.chosen_seats else asked)
    check_game(kind, fixed_throws, bareme)
    if real_dice and number is not None:
        raise NumberedRealDice
    if number is not None and number not in kind.numbers:
        raise NumberOutOfRange(kind, number)


def _refuse(kind: GameKind, asked: tuple[tuple[SessionPart, bool], ...]) -> None:
    for part, given in asked:
        if given:
            raise NotInGame(kind, part)

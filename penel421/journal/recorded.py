"""A game as the journal keeps it: its table, its rules, and what happened.

A :class:`GameRecord` holds everything needed to play the game again
exactly: the session's spec (the game and its barème, fixed throws, the
game number and the kind of dice, the seats, the help asked for), who
opened, and the recorded events in the order they happened.  Only what
cannot be derived is kept as events — each throw's new faces, each choice,
each barrage, each round's settlement, the end — and each is also a line
of the export (:mod:`.export`), as JSON:
``{"type": "throw", "seat": 0, "throw": 1, "faces": [4, 2, 1], "dice": [4, 2, 1]}``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from ..core.rules import Rules
    from ..core.seat import Seat
    from ..specs import SessionSpec


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """A round starts: its number (1 for the first) and the seat opening it."""

    type: ClassVar[str] = "round"
    number: int
    opener: int


@dataclass(frozen=True, slots=True)
class ThrowRecord:
    """Dice thrown: ``faces`` the new faces in the order of the positions thrown
    (what the dice gave), ``dice`` the three dice after the throw."""

    type: ClassVar[str] = "throw"
    seat: int
    throw: int
    faces: tuple[int, ...]
    dice: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ChoiceRecord:
    """A player's answer after throw ``throw``: the positions thrown again,
    () to keep every die."""

    type: ClassVar[str] = "choice"
    seat: int
    throw: int
    rethrow: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BarrageRecord:
    """Equal hands (1987): these seats throw once more."""

    type: ClassVar[str] = "barrage"
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SettleRecord:
    """A round settled: who won and lost, what moved, everyone's tokens after."""

    type: ClassVar[str] = "settle"
    winner: int
    loser: int
    value: int
    penalty: int
    moved: int
    from_pot: bool
    tokens: tuple[int, ...]
    pot: int


@dataclass(frozen=True, slots=True)
class EndRecord:
    """The game is over: its loser and the ranking, best group first."""

    type: ClassVar[str] = "end"
    loser: int
    ranking: tuple[tuple[int, ...], ...]


Recorded = RoundRecord | ThrowRecord | ChoiceRecord | BarrageRecord | SettleRecord | EndRecord
EVENT_TYPES: dict[str, type[Recorded]] = {cls.type: cls for cls in (
    RoundRecord, ThrowRecord, ChoiceRecord, BarrageRecord, SettleRecord, EndRecord)}


#: The longest game penel421 keeps (its recorder stops there) and so reads:
#: a game with 999 jetons and 8 players is some 150,000 events; beyond two
#: million, a record is not one of penel421's.
MAX_EVENTS = 2_000_000


def spaced(count: int) -> str:
    """2 000 000, as the French write it (narrow no-break spaces)."""
    return f"{count:,}".replace(",", "\u202f")


def too_long(events: int) -> str:
    """Why a game of ``events`` events is not read, in French."""
    return (f"elle a {spaced(events)} événements, plus que les {spaced(MAX_EVENTS)} "
            "qu'une partie de penel421 peut garder : ce n'est pas une partie de penel421")


class BadRecord(ValueError):
    """An event or a game that the journal cannot read back (French message)."""


#: Each event's fields, in their order.
FIELDS: dict[type[Recorded], tuple[str, ...]] = {
    cls: tuple(field.name for field in fields(cls)) for cls in EVENT_TYPES.values()}


def _values(event: Recorded) -> dict[str, object]:
    """The event's fields by name, in their order: what ``dataclasses.asdict``
    gives, without its deep copy of each value (ints, bools and tuples of
    them, which nothing can change); the copy was two thirds of the time of
    writing each event of a game (14 µs of 22)."""
    return {name: getattr(event, name) for name in FIELDS[type(event)]}


def event_to_dict(event: Recorded) -> dict[str, object]:
    """The event as plain JSON values, its type first."""
    return {"type": event.type, **_values(event)}


def event_to_json(event: Recorded) -> str:
    """The event's data as JSON, without its type (kept in its own column)."""
    return json.dumps(_values(event), separators=(",", ":"))


@dataclass(frozen=True)
class GameRecord:
    """One game of the journal, finished or not: the session's spec it was
    played under (its game, seats, number, dice and help), then what
    happened."""

    #: Its number in the journal (1 for the first game kept).
    id: int
    #: The game, its seats, its number (None with real dice), its dice and
    #: the help asked for: what ``penel421 reprendre`` plays on with.
    spec: SessionSpec
    opener: int
    version: str
    #: Start and end, ISO 8601 in UTC; ``ended`` is None while unfinished.
    started: str
    ended: str | None
    rounds: int
    loser: int | None
    ranking: tuple[tuple[int, ...], ...] | None
    events: tuple[Recorded, ...] = ()

    @property
    def game(self) -> str:
        """The game's name in the registry (:mod:`penel421.games`)."""
        return self.spec.game.game

    @property
    def number(self) -> int | None:
        """The game number that chose its dice (None with real dice)."""
        return self.spec.number

    @property
    def dice(self) -> str:
        """"numbered", "gw-basic" or "real"."""
        return self.spec.dice

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats, in order."""
        return self.spec.seats

    @property
    def finished(self) -> bool:
        """True once the game has a loser."""
        return self.ended is not None

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, by seat."""
        return self.spec.names

    def rules(self) -> Rules:
        """The rules the game was played with."""
        return self.spec.rules()

    def throws(self) -> list[ThrowRecord]:
        """The throws, in order."""
        return [event for event in self.events if isinstance(event, ThrowRecord)]

    def choices(self) -> list[ChoiceRecord]:
        """The answers given, in order."""
        return [event for event in self.events if isinstance(event, ChoiceRecord)]


def ranking_places(ranking: Sequence[Sequence[int]]) -> dict[int, int]:
    """Each seat's place, 1 for the best; a group shares its place."""
    places, place = {}, 1
    for group in ranking:
        for seat in group:
            places[seat] = place
        place += len(group)
    return places

"""Hands of three dice, and the tables that rank and value them.

A *hand* is the sorted tuple of three dice, highest first: the order in which
the dice lie on the table does not matter for its combination.  There are 56
of them.  Each rule set ranks them in its own way; a :class:`HandTable` turns
that ranking into plain integers once, so that comparing two hands in the
engine is one integer comparison.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from itertools import combinations_with_replacement, product
from types import MappingProxyType

Hand = tuple[int, int, int]

FACES = range(1, 7)

#: The 56 hands, each sorted highest die first.
ALL_HANDS: tuple[Hand, ...] = tuple(
    (a, b, c) for c, b, a in combinations_with_replacement(FACES, 3)
)


def hand_of(dice: Iterable[int]) -> Hand:
    """Return the hand the dice make, whatever their positions."""
    a, b, c = sorted(dice, reverse=True)
    return (a, b, c)


#: The hand of each of the 216 throws of three dice, by their faces in
#: position order: one dictionary lookup instead of a sort per throw.
HAND_OF: dict[tuple[int, ...], Hand] = {
    dice: hand_of(dice) for dice in product(FACES, repeat=3)}


class Kind(Enum):
    """The families of combinations, shared by both rule sets."""

    QUATRE_CENT_VINGT_ET_UN = "421"
    BRELAN_AS = "brelan d'as"
    BRELAN = "brelan"
    FICHE = "fiche"
    SUITE = "suite"
    ORDINAIRE = "ordinaire"
    NENETTE = "nénette"


def kind_of(hand: Hand, *, with_nenette: bool = True, aces_apart: bool = True) -> Kind:
    """Classify a sorted hand.

    ``aces_apart`` makes 1-1-1 a kind of its own (the modern *brelan d'as*);
    ``with_nenette`` makes 2-2-1 a kind of its own (the modern *nénette*).
    """
    a, b, c = hand
    if hand == (4, 2, 1):
        return Kind.QUATRE_CENT_VINGT_ET_UN
    if a == b == c:
        return Kind.BRELAN_AS if (a == 1 and aces_apart) else Kind.BRELAN
    if b == c == 1:
        return Kind.FICHE
    if a == b + 1 == c + 2:
        return Kind.SUITE
    if with_nenette and hand == (2, 2, 1):
        return Kind.NENETTE
    return Kind.ORDINAIRE


def describe(hand: Hand, kind: Kind) -> str:
    """The French name of a hand, as the modern game says it."""
    a, b, c = hand
    if kind is Kind.BRELAN:
        return "brelan d'as" if a == 1 else f"brelan de {a}"
    if kind is Kind.FICHE:
        return f"fiche de {a}"
    if kind is Kind.SUITE:
        return f"suite {a}-{b}-{c}"
    if kind is Kind.ORDINAIRE:
        return f"main ordinaire {a}{b}{c}"
    return kind.value


@dataclass(frozen=True)
class Entry:
    """What a table knows of one hand."""

    hand: Hand
    kind: Kind
    rank: int  # 0 = weakest; higher beats lower
    value: int  # tokens this hand makes the loser take when it wins
    name: str


class HandTable:
    """The ranking and the values of all 56 hands for one rule set.

    ``order_key`` gives each hand a sort key (bigger is better) and
    ``value_of`` its worth in tokens; both are only called here, at build time.
    """

    def __init__(
        self,
        kinds: Mapping[Hand, Kind],
        order_key: Callable[[Hand, Kind], tuple[int, ...]],
        value_of: Callable[[Hand, Kind], int],
        name_of: Callable[[Hand, Kind], str] = describe,
    ) -> None:
        ordered = sorted(ALL_HANDS, key=lambda h: order_key(h, kinds[h]))
        self._entries: dict[Hand, Entry] = {
            h: Entry(h, kinds[h], rank, value_of(h, kinds[h]), name_of(h, kinds[h]))
            for rank, h in enumerate(ordered)
        }
        # read-only: strategies see the very tables the engine settles rounds with
        self.rank: Mapping[Hand, int] = MappingProxyType(
            {h: e.rank for h, e in self._entries.items()})
        self.value: Mapping[Hand, int] = MappingProxyType(
            {h: e.value for h, e in self._entries.items()})
        # two tables of the same ranking, values and names are the same table:
        # rules built apart for one game compare equal, and share what was
        # worked out for them
        self._key = tuple(self._entries[h] for h in ALL_HANDS)
        self._hash = hash(self._key)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandTable):
            return NotImplemented
        return self is other or self._key == other._key

    def __hash__(self) -> int:
        return self._hash

    def __getitem__(self, hand: Hand) -> Entry:
        return self._entries[hand]

    def entries(self) -> list[Entry]:
        """All entries, best hand first."""
        return sorted(self._entries.values(), key=lambda e: -e.rank)

    def beats(self, hand: Hand, other: Hand) -> bool:
        """True when ``hand`` ranks strictly above ``other``."""
        return self.rank[hand] > self.rank[other]

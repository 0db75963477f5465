"""The games penel421 plays, as values: the only place a game is told by its name.

A :class:`Variant` is one game — the 1987 program, the modern bar rules
called pascal — with the facts the rules core needs of it (how many sit at
its table).  :class:`~penel421.core.rules.Rules` carries its variant; every
layer that does a thing its own way for each game keeps a table typed by
:class:`Variant` (the consoles, the experts …), and a test checks that each
table covers every variant.  A game's name, its :attr:`Variant.label`, is
read and written only at the edges: the ``--rules`` flag and the journal's
column (:meth:`Variant.named` finds it).
"""

from __future__ import annotations

from enum import Enum


class Variant(Enum):
    """One game penel421 plays, and its facts (as python-chess's variants)."""

    #: The program of Science & Vie n° 834 (1987): you against the computer.
    GAME_1987 = ("1987", 2, 2)
    #: The modern bar rules of the "Pascal" app: 2 to 8 players.
    PASCAL = ("pascal", 2, 8)

    #: The most and the fewest players at its table.
    min_players: int
    max_players: int

    def __new__(cls, label: str, min_players: int, max_players: int) -> Variant:
        member = object.__new__(cls)
        member._value_ = label
        member.min_players = min_players
        member.max_players = max_players
        return member

    #: A variant is its own: hashed by identity, as quickly as a name (the
    #: rules, which carry it, are hashed at every decision of the experts).
    __hash__ = object.__hash__

    @property
    def label(self) -> str:
        """The game's name, as the ``--rules`` flag and the journal write it."""
        return str(self.value)

    @classmethod
    def named(cls, label: str) -> Variant:
        """The game called ``label`` (ValueError if there is none)."""
        for variant in cls:
            if variant.label == label:
                return variant
        raise ValueError(f"no game is called {label!r}")

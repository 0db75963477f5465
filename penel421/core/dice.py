"""Where the dice come from: injected into the engine, never rolled by it.

A dice source is any object with ``roll(count)`` returning ``count`` faces
from 1 to 6.  The engine asks for exactly the dice being thrown, in the
order of their positions, so a script of faces replays a whole game.
:class:`SeededDice` throws the dice of a numbered game at the table,
:class:`FastDice` those of simulations, :class:`ScriptedDice` those of tests.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from itertools import product
from typing import Protocol


class DiceSource(Protocol):
    """Anything that can throw dice for the engine."""

    def roll(self, count: int) -> tuple[int, ...]:
        """Throw ``count`` dice and return their faces, 1 to 6."""


class SeededDice:
    """Fair dice from a seeded generator: the same seed, the same game.

    A game number shown at the table is such a seed; these dice stay as they
    are so that a number noted once replays the same game in later versions.
    """

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def roll(self, count: int) -> tuple[int, ...]:
        """Throw ``count`` fair dice."""
        randint = self._random.randint
        return tuple(randint(1, 6) for _ in range(count))


#: The 216 throws of three dice, by their faces in position order; and the
#: first ``count`` faces of each, so that any throw is one draw and one lookup.
THROWS = tuple(product(range(1, 7), repeat=3))
_FIRST_FACES = tuple(tuple(throw[:count] for throw in THROWS) for count in range(4))


class FastDice:
    """Fair dice for headless games: the same seed, the same dice, quickly.

    Each throw of up to three dice is one draw of 8 random bits, redrawn when
    it is 216 or more (so every throw is exactly as likely), and a lookup in
    :data:`THROWS`: no tuple is built, no ``randint`` called per die.  Its
    dice are not those of :class:`SeededDice` for the same seed.
    """

    def __init__(self, seed: int | str | None = None) -> None:
        self._bits = random.Random(seed).getrandbits

    def roll(self, count: int) -> tuple[int, ...]:
        """Throw ``count`` fair dice (0 to 3)."""
        bits = self._bits
        drawn = bits(8)
        while drawn >= 216:
            drawn = bits(8)
        return _FIRST_FACES[count][drawn]


class DiceExhausted(RuntimeError):
    """A scripted game asked for more dice than its script holds."""


class ScriptedDice:
    """Faces given in advance, for tests and replays: ``ScriptedDice([4, 2, 1])``."""

    def __init__(self, faces: Iterable[int]) -> None:
        self._faces = list(faces)
        bad = [f for f in self._faces if f not in range(1, 7)]
        if bad:
            raise ValueError(f"not die faces: {bad}")
        self._next = 0

    @property
    def left(self) -> int:
        """How many scripted faces have not been thrown yet."""
        return len(self._faces) - self._next

    def roll(self, count: int) -> tuple[int, ...]:
        """The next ``count`` faces of the script."""
        if count > self.left:
            raise DiceExhausted(f"the script has {self.left} faces left, {count} asked")
        start, self._next = self._next, self._next + count
        return tuple(self._faces[start:self._next])

"""A choice after a throw: stop, or keep these values and throw the other dice.

One choice, and every form it is written in, each with its reader:

- **typed** (:data:`Choice`): the values kept, sorted high to low
  (:data:`Keep`: ``(4, 1)``, or ``()`` to throw all three again); ``None``
  stops.  What the strategies, the advice and the analysis pass around.
- **a solver's table**: a keep's number in
  :data:`~penel421.solve.turn.keeps.KEEPS`, or :data:`STOP`
  (:func:`~penel421.solve.turn.keeps.keep_of` reads it).
- **a shipped byte**: that number plus one, 0 to stop (:func:`to_byte`,
  :func:`from_byte`; a row: :func:`to_bytes`, :func:`from_bytes`).
- **a shipped letter**: one of :data:`LETTERS`, ``.`` to stop
  (:func:`to_letter`, :func:`from_letter`).
- **an answer typed at RELANCER**: the positions of the dice to throw
  again, ``0`` to keep every die (:func:`typed_answer`; read by
  :func:`penel421.console.answers.parse_rethrow`, which says in French what
  it refuses).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

#: The values a player keeps, sorted high to low; ``()`` throws all three again.
Keep = tuple[int, ...]
#: A choice: the values kept, or None to stop.
Choice = Keep | None

#: Stop, in a solver's table of choices (where a keep is its number, from 0).
STOP = -1
#: A choice in a shipped table of letters: stop, then each keep's number.
LETTERS = ".0123456789ABCDEFGHIJKLMNOPQR"
#: The answer that keeps every die.
KEEP_ALL = "0"


def to_byte(code: int) -> int:
    """A table's choice (a keep's number or :data:`STOP`) as a shipped byte."""
    return code - STOP


def from_byte(byte: int) -> int:
    """A shipped byte as a table's choice."""
    return byte + STOP


def to_bytes(codes: Iterable[int]) -> bytes:
    """Table's choices as shipped bytes (a row at a time: a turn's table is
    written in one go)."""
    return bytes(code - STOP for code in codes)


def from_bytes(row: Iterable[int]) -> list[int]:
    """Shipped bytes as table's choices."""
    return [byte + STOP for byte in row]


def to_letter(code: int) -> str:
    """A table's choice as a shipped letter."""
    return LETTERS[code - STOP]


def from_letter(letter: str) -> int:
    """A shipped letter as a table's choice."""
    return LETTERS.index(letter) + STOP


def typed_answer(rethrow: Sequence[int]) -> str:
    """An answer at RELANCER as it is typed: the positions to throw again
    (``13``), or ``0`` to keep every die."""
    return "".join(map(str, rethrow)) or KEEP_ALL

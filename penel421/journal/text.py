"""A journal's texts and path as the screen shows them (no sqlite3 here:
``--help`` imports it).

A journal is a data file: a seat's name read from one may hold a terminal's
escape (``\\x1b]0;…\\x07`` retitles the window), a newline that forges a row of
``penel421 parties``, a right-to-left override.  penel421 writes none (a name
is printable), so every text read back is made safe once, as it is read
(:func:`safe`): each such character shown as its code, ``\\x1b``, ``\\n``,
``\\u202e``, never sent to the terminal.
"""

from __future__ import annotations

import unicodedata

from ..games import GAMES

#: Control, format, separator and surrogate characters: never sent as they are.
_UNSAFE = {"Cc", "Cf", "Zl", "Zp", "Cs"}


def safe(text: str) -> str:
    """``text`` with every character a terminal would obey shown as its code."""
    if text.isprintable():
        return text
    return "".join(char if char == " " or unicodedata.category(char) not in _UNSAFE
                   else _code(char) for char in text)


def _code(char: str) -> str:
    point = ord(char)
    return f"\\x{point:02x}" if point < 0x100 else f"\\u{point:04x}"


def person_name(name: str, game: str) -> str:
    """A person's name outside the screens of their game: the name of a game
    whose table is always the same is its screen's (« VOUS », in the 1987
    listing's capitals), not the person's (« Vous », as the pascal game names
    the one person at its table)."""
    kind = GAMES.get(game)
    fixed = kind is not None and not kind.chosen_seats
    return name.capitalize() if fixed and name.isupper() else name


def shown(path: object) -> str:
    """``path`` as a message shows it: safe, a very long one cut in its middle."""
    text = safe(str(path))
    return text if len(text) <= 160 else f"{text[:70]}…{text[-70:]}"

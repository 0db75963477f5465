"""Text cut into lines that fit the terminal, between words only.

The width is the terminal's, at most :data:`MAX_WIDTH` (80) columns — for
an output piped to a pager, the terminal of the error stream — and 80
where there is no terminal.  Lines are cut at spaces only: a word
longer than the width stays whole.  A no-break space (:data:`GLUE`) joins
words that must stay on one line, « (aide : tapez aide) » or « Alice : 3 »; it
is written as an ordinary space.  As in French typography, the space before
``: ; ? ! %`` and ``»`` and after ``«`` never starts a new line, nor the one
between a number and the unit it counts (« 3 jetons », « −4,29 j »).  Colour
escapes take no room.
"""

from __future__ import annotations

import os
import re
import sys
from typing import TextIO

MAX_WIDTH = 80
#: The narrowest width the text is cut to, whatever the terminal says.
MIN_WIDTH = 20
#: Joins two words that must not be parted: written as a space.
GLUE = "\u00a0"
#: The glue typography adds (French spaces, a number and its unit): it yields
#: only where the words it joins could not stand on any line together.
_SOFT_GLUE = "\ue000"
_ESCAPE = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
#: The spaces French typography never breaks: before : ; ? ! % » and after «.
FRENCH_SPACE = re.compile(r"(?<=\S) (?=[:;?!%»])|(?<=«) ")
#: The words that count what a number before them counts (in both voices'
#: cases): the space between the two never breaks either, so that no line
#: starts with a unit cut from its number (the texts glue theirs where they
#: are made, :func:`glued`; this keeps the promise for every other).
UNIT_WORDS = ("j", "jetons?", "points?", "pions?", "cartes?", "manches?", "lancers?",
              "parties", "partie", "choix", "fois", "dés", "dé")
#: The words a number completes: « garder 1 », « brelan de 6 », « le 421 ».
NUMBER_AFTER = ("garder", "de", "le", "exemple")
NUMBER_SPACE = re.compile(r"(?<=\d) (?=(?i:" + "|".join(UNIT_WORDS) + r")(?![\w'’]))"
                          r"|(?i:(?<=\bgarder)|(?<=\bde)|(?<=\ble)|(?<=\bexemple)) (?=\d)")


def columns(stream: TextIO | None) -> int:
    """The width to write ``stream`` at: its terminal's (or ``COLUMNS``), at
    most 80.  A stream that is not a terminal while the error stream is one
    (``penel421 analyse | less``) is read on that terminal: its width."""
    width = 0
    try:
        width = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        pass
    if width <= 0:
        width = _terminal_width(stream) or (
            _terminal_width(sys.stderr) if stream is not sys.stderr else 0)
    if width <= 0:
        return MAX_WIDTH
    return max(MIN_WIDTH, min(MAX_WIDTH, width))


def _terminal_width(stream: TextIO | None) -> int:
    """The width of the terminal ``stream`` writes to; 0 if it is none."""
    try:
        if stream is not None and stream.isatty():
            return os.get_terminal_size(stream.fileno()).columns
    except (AttributeError, ValueError, OSError):
        pass
    return 0


def terminal_columns(stream: TextIO | None) -> int | None:
    """The width :func:`columns` gives where ``stream`` is a terminal (or
    ``COLUMNS`` says its width); None elsewhere: a message to a pipe or a
    log is left on one line, whole, for whatever reads it."""
    if os.environ.get("COLUMNS", "").strip():
        return columns(stream)
    try:
        at_terminal = stream is not None and stream.isatty()
    except (AttributeError, ValueError, OSError):
        at_terminal = False
    return columns(stream) if at_terminal else None


def visible(text: str) -> int:
    """The columns ``text`` takes on screen: its colour escapes take none."""
    return len(_ESCAPE.sub("", text)) if "\x1b" in text else len(text)


def fit(text: str, width: int, indent: str = "") -> list[str]:
    """``text`` cut between words into lines of at most ``width`` columns.

    The lines after the first start with the first one's leading spaces plus
    ``indent``.  Runs of spaces inside a line are kept (tables stay aligned);
    those where a line is cut are dropped.
    """
    if visible(text) <= width:  # nothing to cut: the one line it would make
        return [text.rstrip(" ").replace(GLUE, " ")]
    body = NUMBER_SPACE.sub(_SOFT_GLUE, FRENCH_SPACE.sub(_SOFT_GLUE, text.lstrip(" ")))
    lead = text[:len(text) - len(text.lstrip(" "))]
    room_after_cut = width - visible(lead + indent)
    lines: list[str] = []
    line, size = lead, len(lead)
    shows = False  # whether the line shows anything yet but spaces (or escapes)
    after_cut = bool(_ESCAPE.sub("", indent).strip())
    gap = ""  # the spaces met since the last word, written only before a next word
    for piece in _pieces(body, room_after_cut):
        if piece.startswith(" "):
            gap = piece
            continue
        seen = _ESCAPE.sub("", piece) if "\x1b" in piece else piece
        room = len(seen)
        if shows and size + len(gap) + room > width:
            lines.append(line)
            line = lead + indent
            size = len(line)
            shows = after_cut
            gap = ""
        line += gap + piece
        size += len(gap) + room
        shows = shows or bool(seen.strip())
        gap = ""
    lines.append(line)
    return [one.rstrip(" ").replace(GLUE, " ").replace(_SOFT_GLUE, " ") for one in lines]


def _pieces(body: str, room: int) -> list[str]:
    """``body``'s words and the runs of spaces between them; a run the
    typography glued that is wider than ``room`` is parted where it glued."""
    pieces: list[str] = []
    for piece in re.split(r"( +)", body):
        if not piece:
            continue
        if _SOFT_GLUE in piece and visible(piece) > room:
            pieces.extend(_parted(piece))
        else:
            pieces.append(piece)
    return pieces


def _parted(piece: str) -> list[str]:
    """``piece`` parted at the typography's glue, a space between the parts."""
    parts: list[str] = []
    for word in piece.split(_SOFT_GLUE):
        if parts:
            parts.append(" ")
        parts.append(word)
    return parts


def glued(*words: str) -> str:
    """The words joined by no-break spaces: they stay on one line."""
    return GLUE.join(words)

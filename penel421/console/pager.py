"""Nothing a player needs scrolls by unseen: a pause before a screenful would.

A terminal shows its last ``height`` rows.  Everything written since the
player's last key (or line) must still be on screen when the next question
waits: so the rows written since then, wrapped ones included, are counted,
and before a row would be written that leaves no room (``height - 1`` rows
already written since the answer's row), the screen waits for a key under
the game's own pause line (« TAPEZ UNE TOUCHE POUR CONTINUER. », « Appuyez
sur Entrée pour continuer. »).  The rule is the row count alone, so that the
port's console (:class:`~penel421.console.terminal.Terminal`) and ``penel421
--basic``, which passes the listing's screen on
(:mod:`penel421.cli.programs.basic`), pause at the same rows, key by key.

Only at a terminal whose height is known, with a person at its keyboard: a
pipe or a file has no screen to scroll, and a transcript stays as it was.
"""

from __future__ import annotations

import os
import re
from typing import TextIO

#: A colour or cursor escape: it takes no room.
_ESCAPE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
#: The fewest rows the pager counts with: fewer, and a pause line and a
#: question would not fit together; such a terminal is not paged.
MIN_HEIGHT = 5


def screen_size(stream: TextIO | None) -> tuple[int, int] | None:
    """The (rows, columns) of the terminal ``stream`` writes to; None for a
    pipe, a file, or a terminal that does not say its size."""
    try:
        if stream is None or not stream.isatty():
            return None
        size = os.get_terminal_size(stream.fileno())
    except (AttributeError, ValueError, OSError):
        return None
    if size.lines < MIN_HEIGHT or size.columns <= 0:
        return None
    return size.lines, size.columns


class Pager:
    """Counts the rows written since the last input, on a screen of
    ``height`` rows and ``width`` columns, and says where a pause must come.

    :meth:`room` takes a text about to be written and says how much of it
    fits before the pause; :meth:`taken` is told of each key or line read.
    """

    def __init__(self, height: int, width: int) -> None:
        self.height, self.width = height, width
        #: Rows ended since the row the last answer was typed on.
        self.rows = 0
        #: The cursor's column on its row.
        self.column = 0

    def resize(self, height: int, width: int) -> None:
        """The terminal's size changed (the window was resized)."""
        self.height, self.width = height, width

    @property
    def full(self) -> bool:
        """Whether a next row would push off a row written since the answer."""
        return self.rows >= self.height - 1

    def ends_row(self, text: str) -> bool:
        """Whether ``text``, written from the start of a row, ends it: a
        newline, or more than a row's width.  A question written alone on
        the last row (the next thing is the answer) pushes nothing off."""
        row = text.split("\n", 1)
        return len(row) > 1 or len(_ESCAPE.sub("", row[0])) > self.width

    def taken(self) -> None:
        """A key was read: what is on screen has been seen.  The answer's
        row, ended next, is seen too: rows count from the one after it."""
        self.rows = -1 if self.column else 0

    def line_taken(self) -> None:
        """A whole line was read, its Enter echoed by the terminal itself:
        the cursor is at the start of the next row."""
        self.rows, self.column = 0, 0

    @property
    def at_limit(self) -> bool:
        """Whether the cursor starts the one row left, the screen full."""
        return self.full and (self.column == 0 or self.column >= self.width)

    def room(self, text: str, pauses: bool = True, strict: bool = False) -> int:
        """How much of ``text`` can be written before a pause: the whole of
        it, or up to the first character that would start a row with the
        screen full (see :attr:`full`) and end it.  The count moves over what
        fits.  ``pauses=False``: all of it, whatever the count (the pause
        line); ``strict``: up to a row started with the screen full, whether
        it ends there or not (for a caller that holds it until it knows)."""
        at = 0
        while at < len(text):
            char = text[at]
            if char == "\x1b":
                escape = _ESCAPE.match(text, at)
                at += len(escape.group()) if escape else 1
                continue
            if char == "\r":
                self.column = 0
            elif char == "\b":
                self.column = max(0, self.column - 1)
            elif char == "\n" or char.isprintable():
                starts_row = self.column == 0 or (char != "\n" and self.column >= self.width)
                if pauses and starts_row and self.full and (strict or self.ends_row(text[at:])):
                    return at
                if char == "\n":
                    self.rows += 1
                    self.column = 0
                else:
                    if self.column >= self.width:  # the terminal wraps it onto a new row
                        self.rows += 1
                        self.column = 0
                    self.column += 1
            at += 1
        return at

"""Lines in, lines out, with or without colour: the consoles' only I/O.

Colour is on only when asked for, ``NO_COLOR`` is unset and the output is a
terminal.  When the answers come from a pipe rather than a keyboard, they are
echoed after the prompt so that the session reads like one typed by hand.
"""

from __future__ import annotations

import os
import sys
from typing import TextIO

import colorama

STYLES = {
    "die": colorama.Style.BRIGHT + colorama.Fore.YELLOW,
    "win": colorama.Style.BRIGHT + colorama.Fore.GREEN,
    "lose": colorama.Style.BRIGHT + colorama.Fore.RED,
    "title": colorama.Style.BRIGHT + colorama.Fore.CYAN,
    "error": colorama.Fore.MAGENTA,
}


class EndOfInput(BaseException):
    """The player closed the input (Ctrl-D, or the end of a piped script).

    Like KeyboardInterrupt, it ends the session from wherever it is raised,
    so it must go through the engine's ``except Exception`` around a
    strategy's answer instead of being taken for a faulty strategy.
    """


def wants_color(no_color: bool, stream: TextIO) -> bool:
    """Whether to colour ``stream``: ``--no-color``, ``NO_COLOR``, ``TERM=dumb``
    and pipes say no."""
    if no_color or os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class Terminal:
    """Writes lines and reads answers for a console."""

    def __init__(self, out: TextIO | None = None, inp: TextIO | None = None,
                 color: bool = False, echo: bool | None = None) -> None:
        self.out = out or sys.stdout
        self.inp = inp or sys.stdin
        self.color = color
        if echo is None:
            isatty = getattr(self.inp, "isatty", None)
            echo = not (isatty and isatty())
        self.echo = echo

    def paint(self, text: str, style: str) -> str:
        """``text`` in the colour of ``style``, if colour is on."""
        if not self.color:
            return text
        return STYLES[style] + text + colorama.Style.RESET_ALL

    def say(self, text: str = "") -> None:
        """Write one line (or several, joined by newlines)."""
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self, prompt: str) -> str:
        """Show ``prompt`` and return the line typed, without its newline."""
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            self.out.write("\n")
            raise EndOfInput
        if self.echo:
            self.out.write(line.rstrip("\r\n") + "\n")
        elif not line.endswith("\n"):
            # Ctrl-D after a half-typed answer at a keyboard: the player leaves.
            # The terminal showed no newline, so one is written before the goodbye.
            self.out.write("\n")
            raise EndOfInput
        return line.rstrip("\r\n")

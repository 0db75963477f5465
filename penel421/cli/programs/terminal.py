"""The terminal a command plays in: a game, a resumed game, a training session."""

from __future__ import annotations

import sys

import colorama

from ...console.terminal import Terminal, unplayable, wants_color
from ..errors import CommandFailure
from ..messages import tell_on_screen
from ..streams import forgiving_streams


def open_terminal(no_color: bool) -> Terminal:
    """The terminal a game is played in, coloured unless ``--no-color``,
    ``NO_COLOR`` or a pipe say no.  With no standard input or output (closed),
    nobody can play: said, and the exit status 1, before anything of a game
    (a journal row) is made."""
    problem = unplayable()
    if problem is not None:
        raise CommandFailure(problem, tell_on_screen)
    forgiving_streams()  # a stray byte or a terminal without UTF-8 must not crash a game
    color = wants_color(no_color, sys.stdout)
    if color:
        colorama.just_fix_windows_console()
    return Terminal(color=color)

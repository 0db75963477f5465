"""The screens of a console, by subject, and the console of each game.

Each screen shows one subject, written once and said in the voice of the
game (:mod:`penel421.console.voices`): :mod:`.game` (what every game's
screen does with the engine's events; each game's own events in
:mod:`.game1987` and :mod:`.game_pascal`), :mod:`.advice` (the advice and
the tutor), :mod:`.analysis` (each person's errors at the end of a game),
:mod:`.training` (the cards of the training) and :mod:`.progress` (each
person's record against the computers).

The console of each game is this layer's own table by the game's name; a
game's console is imported the first time a game of it is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ...core.rules import Rules
from ...core.seat import Seat
from ...core.variant import Variant
from ...games import GameKind
from ..terminal import Terminal

if TYPE_CHECKING:
    from ..base import Console


def _console_1987() -> type[Console]:
    # at use: console1987 imports its screens from this package (a circle)
    from ..console1987 import Console1987

    return Console1987


def _console_pascal() -> type[Console]:
    # at use: console_pascal imports its screens from this package (a circle)
    from ..console_pascal import ConsolePascal

    return ConsolePascal


#: The class of each game's console.
CONSOLES: dict[Variant, Callable[[], type[Console]]] = {
    Variant.GAME_1987: _console_1987,
    Variant.PASCAL: _console_pascal,
}


def console_class(kind: GameKind) -> type[Console]:
    """The class of the console of games of ``kind``."""
    return CONSOLES[kind.variant]()


def open_console(kind: GameKind, terminal: Terminal, rules: Rules, seats: Sequence[Seat],
                 real_dice: bool = False, number_asked: bool = False) -> Console:
    """The screen and keyboard of a game of ``kind`` (``number_asked``: the
    first game's number was drawn, the player may type another)."""
    return console_class(kind)(terminal, rules, seats, real_dice=real_dice,
                               number_asked=number_asked)

"""The console of the 1987 game: the listing's voice and its screen.

The 1987 game is you against the computer, 11 pions, as the BASIC listing
of 1987 shows it: its voice (:mod:`penel421.console.voices.game1987`) and
its game's screen (:mod:`penel421.console.screens.game1987`); every other
screen is the one all games share (:mod:`penel421.console.base`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.rules import RULES_1987, Rules
from ..core.seat import Seat
from ..strategies import DEFAULT_LEVEL
from .base import Console
from .screens.game1987 import Game1987
from .terminal import Terminal
from .voices.game1987 import Voice1987


class Console1987(Console):
    """You against the computer: the seats are VOUS and the ORDINATEUR
    (:func:`~penel421.play.table.seats_1987`, the session's)."""

    voice_class = Voice1987
    game_class = Game1987

    def __init__(self, terminal: Terminal, rules: Rules = RULES_1987,
                 seats: Sequence[Seat] = (Seat("VOUS"), Seat("ORDINATEUR", DEFAULT_LEVEL)),
                 real_dice: bool = False, number_asked: bool = False) -> None:
        super().__init__(terminal, rules, seats, real_dice, number_asked)

"""The console of the pascal game: its voice and its screen.

The modern bar game, 2 to 8 players around one keyboard: its voice
(:mod:`penel421.console.voices.pascal`) and its game's screen
(:mod:`penel421.console.screens.game_pascal`); every other screen is the
one all games share (:mod:`penel421.console.base`).
"""

from __future__ import annotations

from .base import Console
from .screens.game_pascal import GamePascal
from .voices.pascal import VoicePascal


class ConsolePascal(Console):
    """The pascal game: charge, décharge, nénette, final ranking."""

    voice_class = VoicePascal
    game_class = GamePascal

"""Each person's errors at the end of a game, in the voice of the game.

Where the game's screen has room for it (:attr:`Voice.shows_errors
<penel421.console.voices.Voice.shows_errors>`: the pascal one; the 1987
listing has none), the end of a game shows each person's choices weighed
by the expert: the errors of each class and the loss, the game at a glance
(:func:`~penel421.console.analysis_text.overview_items`), and the command
that shows the whole analysis (:mod:`penel421.console.analysis_text`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..analysis_text import end_of_game_line, overview_items, units_line
from ..voices import Voice
from ..wrap import glued

#: The marks of the errors and their words, weakest first.
MARK_WORDS = (("?!", "imprécision"), ("?", "erreur"), ("??", "grosse erreur"))

if TYPE_CHECKING:
    from ...analysis.analyst import Analyst


class AnalysisScreen:
    """The end of a game's analysis, in ``voice``."""

    def __init__(self, voice: Voice) -> None:
        self.voice = voice

    @property
    def shown(self) -> bool:
        """Whether the end of a game shows each person's errors."""
        return self.voice.shows_errors

    def show_errors(self, analyst: Analyst, analyse: str | None) -> None:
        """At the end of a game, each person's errors and loss, and the command
        that shows the whole analysis (``analyse``: ``penel421 analyse N``,
        with the ``--journal`` given; None if the game is not kept); only
        where :attr:`shown`."""
        voice = self.voice
        if not self.shown:
            return
        people = [seat for seat, s in enumerate(voice.seats) if s.human]
        if not people:
            return
        # each mark stays with its word: « ? erreur », never « ? » then « erreur »
        marks = ", ".join(glued(mark, word) for mark, word in MARK_WORDS)
        voice.say(f"Vos choix pesés par l'expert ({marks}) :")
        voice.say("  " + units_line(analyst.scales, analyst.players == 2), "  ")
        for seat in people:
            voice.say("  " + end_of_game_line(analyst, seat, voice.names[seat]), "  ")
            for item in overview_items(analyst, seat, voice.names, True, voice.typed):
                voice.say("    " + item, "  ")
        if analyse is not None:  # the command whole on its line, to be copied
            voice.say(f"  Toute l'analyse : {glued(*analyse.split(' '))}", "  ")

"""Each person's record against the computers, at the end of a session.

Where the game's screen has room for it (:attr:`Voice.shows_records
<penel421.console.voices.Voice.shows_records>`: the pascal one; the 1987
listing has none), the end of a session shows, from every game kept in the
journal, each person's games against each computer at the table and their
average place.  (The progress over many games, ``penel421 progres``, is
:mod:`penel421.learn.progress_text`, drawn with :mod:`penel421.console.trend`.)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..french import counted
from ..voices import Voice


class Standing(NamedTuple):
    """A person's record against one computer, over every game kept."""

    person: str
    #: The computer's level, or its bot's ``module:factory``.
    opponent: str
    played: int
    won: int
    lost: int
    #: The person's average place in those games' rankings (all of them).
    average_place: float


class ProgressScreen:
    """The records of a session's people, in ``voice``."""

    def __init__(self, voice: Voice) -> None:
        self.voice = voice

    def show_records(self, standings: Sequence[Standing]) -> None:
        """Each person's record against the computers at the table, at the end
        of a session; a screen that has no room for it says nothing."""
        say = self.voice.say
        if not self.voice.shows_records:
            return
        say("Bilan de toutes les parties gardées contre les ordinateurs de la table "
            "(contre un ordinateur, une partie est gagnée si vous finissez devant lui, "
            "perdue s'il finit devant vous) :")
        shown = None
        for standing in standings:
            if standing.person != shown:
                shown = standing.person
                place = f"{standing.average_place:.1f}".replace(".", ",")
                say(f"  {standing.person} (place moyenne {place}) :")
            say(f"    contre {standing.opponent} : {counted(standing.played, 'partie')}, "
                f"{counted(standing.won, 'gagnée')}, {counted(standing.lost, 'perdue')}", "  ")

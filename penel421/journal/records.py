"""Each person's record, from the finished games of the journal.

A person is a seat played at the keyboard, known by its name within one game
(``1987`` or ``pascal``).  Against each computer — a level or a bot, known
by its spec — a game where it sat counts once: won when the person finished
ahead of every seat it played, lost when behind one of them, neither when
they shared a place (the spared of a pascal charge).  The person's own games
lost and average place are kept too.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .recorded import GameRecord, ranking_places


@dataclass
class HeadToHead:
    """Games against one opponent."""

    played: int = 0
    won: int = 0
    lost: int = 0


@dataclass
class PersonRecord:
    """One person's finished games in one game."""

    game: str
    person: str
    played: int = 0
    #: Games this person lost (ended last).
    lost: int = 0
    #: The sum of their places, 1 for the best.
    places: int = 0
    #: By the computer's spec (a level, or a bot's ``module:factory``).
    against: dict[str, HeadToHead] = field(default_factory=dict)

    @property
    def average_place(self) -> float:
        """Their average place in the final rankings."""
        return self.places / self.played if self.played else 0.0


def person_records(games: Iterable[GameRecord]) -> list[PersonRecord]:
    """The record of every person of the finished ``games``, by game then name."""
    found: dict[tuple[str, str], PersonRecord] = {}
    for game in games:
        if game.ranking is None:
            continue
        places = ranking_places(game.ranking)
        for seat, person in enumerate(game.seats):
            if person.spec is not None:
                continue
            key = (game.game, person.name.casefold())
            record = found.setdefault(key, PersonRecord(game.game, person.name))
            record.played += 1
            record.lost += game.loser == seat
            record.places += places[seat]
            theirs: dict[str, list[int]] = {}
            for other, opponent in enumerate(game.seats):
                if opponent.spec is not None:
                    theirs.setdefault(opponent.spec, []).append(places[other])
            mine = places[seat]
            for spec, their_places in theirs.items():
                tally = record.against.setdefault(spec, HeadToHead())
                tally.played += 1
                tally.won += all(mine < place for place in their_places)
                tally.lost += any(mine > place for place in their_places)
    return [found[key] for key in sorted(found)]

"""The journal as JSON: one game per line (JSON Lines), for other programs.

Each line of ``penel421 parties --export FICHIER`` is one game, oldest
first::

    {"format": 1, "id": 3, "game": "pascal", "bareme": {"quatre_cent_vingt_et_un": 10, ...},
     "fixed_throws": false, "number": 42, "dice": "numbered", "opener": 0,
     "seats": [{"name": "Alice", "spec": null, "kind": "personne"},
               {"name": "Ordi 1", "spec": "expert", "kind": "niveau"}],
     "version": "0.1.0", "started": "2026-11-30T20:03:40+00:00", "ended": null,
     "rounds": 4, "loser": null, "ranking": null,
     "events": [{"type": "round", "number": 1, "opener": 0},
                {"type": "throw", "seat": 0, "throw": 1, "faces": [6, 5, 2], "dice": [6, 5, 2]},
                {"type": "choice", "seat": 0, "throw": 1, "rethrow": [2, 3]}, ...]}

To replay a game: seat 0, 1, … are the players in the order of ``seats``;
each round's players throw in seat order from the round's opener, among those
still in.  Each ``throw`` gives the new ``faces`` for the positions thrown
(all three at a turn's first throw and in a barrage; after a ``choice``, the
positions of its ``rethrow`` in increasing order) and the three ``dice``
after it.  ``choice`` ``rethrow: []`` keeps every die and ends the turn.
``barrage`` (1987) names the seats that throw once more; ``settle`` ends a
round (``winner``, ``loser``, ``value``, ``penalty`` of the nénette,
``moved`` tokens, ``from_pot``, everyone's ``tokens`` and the ``pot``
after it); ``end`` gives the ``loser`` and the ``ranking``, groups of seats
best first.  An unfinished game has ``ended: null`` and stops at its last
kept event.  ``dice``: ``numbered`` (Python's ``random.Random(number)``, one
``randint(1, 6)`` per die), ``gw-basic`` (the 1987 listing's RND after
``RANDOMIZE number``) or ``real`` (faces typed in; ``number`` is null).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TextIO

from .recorded import GameRecord, event_to_dict

FORMAT = 1


def game_dict(game: GameRecord, events: bool = True) -> dict[str, object]:
    """The game as plain JSON values; its events if ``events``."""
    found: dict[str, object] = {
        "format": FORMAT, "id": game.id, "game": game.game,
        "bareme": None if game.bareme is None else dict(game.bareme),
        "fixed_throws": game.fixed_throws, "number": game.number, "dice": game.dice,
        "opener": game.opener,
        "seats": [{"name": s.name, "spec": s.spec, "kind": s.kind} for s in game.seats],
        "version": game.version, "started": game.started, "ended": game.ended,
        "rounds": game.rounds, "loser": game.loser,
        "ranking": None if game.ranking is None else [list(g) for g in game.ranking],
    }
    if events:
        found["events"] = [event_to_dict(event) for event in game.events]
    return found


def write_lines(games: Iterable[GameRecord], stream: TextIO) -> int:
    """Write each game as one JSON line; how many were written."""
    count = 0
    for game in games:
        stream.write(json.dumps(game_dict(game), ensure_ascii=False) + "\n")
        count += 1
    return count

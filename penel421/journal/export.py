"""The journal as JSON: one game per line (JSON Lines), for other programs.

Each line of ``penel421 parties --export FICHIER`` is one game, oldest
first::

    {"format": 2, "id": 3, "game": "pascal", "bareme": {"quatre_cent_vingt_et_un": 10, ...},
     "fixed_throws": false, "number": 42, "dice": "numbered", "hints": false,
     "tutor": true, "opener": 1,
     "seats": [{"name": "Alice", "spec": null, "kind": "personne"},
               {"name": "Ordi 1", "spec": "expert", "kind": "niveau"}],
     "version": "0.1.0", "started": "2026-11-30T20:03:40+00:00", "ended": null,
     "rounds": 4, "loser": null, "ranking": null,
     "events": [{"type": "round", "number": 1, "opener": 1},
                {"type": "throw", "seat": 1, "throw": 1, "faces": [6, 5, 2], "dice": [6, 5, 2]},
                {"type": "choice", "seat": 1, "throw": 1, "rethrow": [2, 3]}, ...]}

To replay a game: places 1, 2, … (``seat``, ``opener``, ``winner``,
``loser``, ``seats``, ``ranking``: as on screen and in every JSON of
penel421; format 1, before, counted from 0) are the players in the order of
``seats``;
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
``hints`` and ``tutor``: the session showed the expert's advice after each
throw of a person, or had the tutor.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

from .recorded import GameRecord, event_to_dict

#: 2: the places count from 1, as on screen and in every other JSON of
#: penel421 (``analyse --json``, ``simulate --json``); format 1 counted from 0.
FORMAT = 2
#: The keys of an event that name one place, and those that list places.
PLACE_KEYS = ("seat", "opener", "winner", "loser")
PLACES_KEYS = ("seats",)


def place(seat: int | None) -> int | None:
    """A seat of the engine (from 0) as the export numbers it (from 1)."""
    return None if seat is None else seat + 1


def placed(event: dict[str, object]) -> dict[str, object]:
    """An event's seats as places, from 1 (``tokens`` stays a list, in
    the order of ``seats``)."""
    found = dict(event)
    for key, value in event.items():
        if key in PLACE_KEYS and isinstance(value, int):
            found[key] = value + 1
        elif key in PLACES_KEYS and isinstance(value, list | tuple):
            found[key] = [seat + 1 for seat in value]
        elif key == "ranking" and isinstance(value, list | tuple):
            found[key] = [[seat + 1 for seat in group] for group in value]
    return found


def game_dict(game: GameRecord, events: bool = True) -> dict[str, object]:
    """The game as plain JSON values, its places from 1; its events if ``events``."""
    bareme = game.spec.game.bareme
    found: dict[str, object] = {
        "format": FORMAT, "id": game.id, "game": game.game,
        "bareme": None if bareme is None else bareme.values(),
        "fixed_throws": game.spec.game.fixed_throws, "number": game.number,
        "dice": game.dice, "hints": game.spec.hints, "tutor": game.spec.tutor,
        "opener": place(game.opener),
        "seats": [{"name": s.name, "spec": s.spec, "kind": s.role} for s in game.seats],
        "version": game.version, "started": game.started, "ended": game.ended,
        "rounds": game.rounds, "loser": place(game.loser),
        "ranking": None if game.ranking is None else [[seat + 1 for seat in g]
                                                      for g in game.ranking],
    }
    if events:
        found["events"] = [placed(event_to_dict(event)) for event in game.events]
    return found


def write_lines(games: Iterable[GameRecord], stream: TextIO) -> int:
    """Write each game as one JSON line; how many were written."""
    count = 0
    for game in games:
        stream.write(json.dumps(game_dict(game), ensure_ascii=False) + "\n")
        count += 1
    return count


#: How every line of an export starts (``game_dict`` puts ``format`` and
#: ``id`` first): a file that starts otherwise is not one of ours.
EXPORT_START = re.compile(rb'\{"format": \d+, "id": \d+, ')
#: The first bytes of a SQLite database, and of a WAL (either byte order).
SQLITE_MAGIC = b"SQLite format 3\x00"
WAL_MAGICS = (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")
#: What SQLite puts beside a database.
SIDE_FILES = ("-wal", "-shm", "-journal")


class ExportRefused(Exception):
    """The export's target is not ours to write; ``str()`` says why, in French."""


def _same_file(a: os.stat_result, b: os.stat_result) -> bool:
    return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)


def _stat(path: Path) -> os.stat_result | None:
    try:
        return path.stat()
    except OSError:
        return None


def _is_database(path: Path) -> bool:
    """True when ``path`` starts as a SQLite database or WAL does."""
    try:
        with path.open("rb") as stream:
            head = stream.read(len(SQLITE_MAGIC))
    except OSError:
        return False
    return head == SQLITE_MAGIC or head[:4] in WAL_MAGICS


def check_target(target: Path, journal: Path) -> Path:
    """The file an export to ``target`` writes (symbolic links followed),
    or :class:`ExportRefused` if it must not be written: the journal, or a
    file SQLite keeps beside it, compared as files (a link, another name of
    the same file); any SQLite database or a file beside one; anything but a
    regular file; a file that is not a previous export of penel421 (an empty
    file is taken as one: it holds nothing to lose)."""
    real = Path(os.path.realpath(target))
    journal_real = Path(os.path.realpath(journal))
    kept = [journal_real, *(Path(f"{journal_real}{side}") for side in SIDE_FILES)]
    if real in kept:
        raise ExportRefused("c'est le journal des parties lui-même, ou un de ses fichiers")
    found = _stat(real)
    if found is None:
        return real
    for path in kept:
        other = _stat(path)
        if other is not None and _same_file(found, other):
            raise ExportRefused("c'est le journal des parties lui-même, ou un de ses fichiers")
    if stat.S_ISDIR(found.st_mode):
        raise ExportRefused("c'est un dossier")
    if not stat.S_ISREG(found.st_mode):
        raise ExportRefused("ce n'est pas un fichier ordinaire (- écrit sur la sortie standard)")
    if _is_database(real):
        raise ExportRefused("c'est une base SQLite, peut-être un autre journal")
    for side in SIDE_FILES:
        if real.name.endswith(side) and _is_database(real.with_name(real.name[:-len(side)])):
            raise ExportRefused("c'est un fichier que SQLite tient à côté d'une base")
    if found.st_size == 0:
        return real
    try:
        with real.open("rb") as stream:
            start = stream.read(64)
    except OSError as error:
        raise ExportRefused(f"il ne se lit pas ({error.strerror or error})") from None
    if not EXPORT_START.match(start):
        raise ExportRefused("il existe et n'est pas un export de penel421 : effacez-le ou "
                            "choisissez un autre nom")
    return real


def write_file(games: Iterable[GameRecord], target: Path) -> int:
    """Write the games to ``target`` (as :func:`check_target` gives it)
    through a new file of the same folder, renamed over it at the end: an
    export interrupted leaves the old file whole.  How many games were
    written; OSError if the file cannot be written."""
    folder = target.parent
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
    try:
        previous = _stat(target)
        if previous is not None:
            mode = stat.S_IMODE(previous.st_mode)
        else:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.fchmod(handle, mode)
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            count = write_lines(games, stream)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
    return count

"""The journal's SQLite file: checked, opened, created, migrated, read and written.

The file is looked at before SQLite touches it (:mod:`.file_checks`): its
first 100 bytes say whether it is a SQLite database, whether it is
penel421's (``PRAGMA application_id``), which version of the schema it
holds (``PRAGMA user_version``) and how long it should be.  A file that is
not a journal, is truncated or comes from a newer penel421 is refused with
a French reason, never written, moved or deleted
(:class:`~.unavailable.JournalUnavailable`).

Two sessions may write one journal at once (two terminals): the file is in
WAL mode, so readers never wait, and each write is one short transaction
that waits at most :data:`BUSY_MS` for the other's.  The WAL is copied back
into the file when a game starts, after each round's settlement and at the
end of a game (a passive checkpoint, which waits for nobody), never within
a turn, and when the last session closes the file; once copied back it is
cut to :data:`WAL_LIMIT`.  ``synchronous=NORMAL``:
a committed write survives the program being killed (it is in the system's
cache); only a power cut may lose the last ones.

Schema (version :data:`SCHEMA_VERSION`):

- ``games``: one row per game — ``id`` (its number in the journal), ``game``
  (``1987`` or ``pascal``), ``bareme`` (JSON object of the barème's values,
  or NULL), ``fixed_throws``, ``number`` (the game number, NULL with real
  dice), ``dice`` (``numbered``, ``gw-basic`` or ``real``), ``opener``,
  ``version`` (of penel421), ``started`` and ``ended`` (ISO 8601 UTC,
  ``ended`` NULL while unfinished), ``loser``, ``rounds``, ``ranking`` (JSON
  list of groups of seats, best first), ``hints`` and ``tutor`` (1 when the
  session showed the expert's advice, or had the tutor);
- ``seats``: ``game``, ``seat`` (0 for the first), ``name``, ``spec`` (NULL
  for a person, a level, or a bot's ``module:factory``);
- ``events``: ``game``, ``seq`` (0, 1, …), ``type`` and ``data`` (JSON), as
  in :mod:`.recorded`.

Version 1 had no ``rounds`` nor ``ranking``: version 2 adds them, filled from
the events, so that ``penel421 parties`` reads one row per game.  Version 3
adds ``hints`` and ``tutor``, so that a resumed game has the help its
session had (0 for the games kept before).

Version :data:`~.schema.LEARNING_SCHEMA` adds the training's tables, so that
neither the training nor the progress replays or weighs a game to start:
their SQL is in :mod:`.schema` with the games' (every command must know each
object of the file to recognise it), every query of them in the training's
store, :mod:`penel421.learn.store`, which reads and writes through
:meth:`Journal.read` and :meth:`Journal.write`.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from .checked import Parsed, game_record_of
from .file_checks import (
    APPLICATION_ID,
    BUSY_MS,
    HEAP_LIMIT,
    check_kind,
    guarded,
    header_problem,
    refuse_if_not_ours,
    remove_litter,
    side_files,
    uri_of,
    wal_has_frames,
)
from .recorded import (
    MAX_EVENTS,
    BadRecord,
    EndRecord,
    GameRecord,
    Recorded,
    RoundRecord,
    SettleRecord,
    event_to_json,
    too_long,
)
from .schema import (
    GAME_TABLES,
    SCHEMA_V1,
    SCHEMA_VERSION,
    Recognised,
    recognise,
    run_script,
)
from .unavailable import (
    NOT_OURS,
    SQLITE_FAILURES,
    JournalUnavailable,
    busy,
    end_if_interrupted,
    failure,
    newer,
    reason_of,
    sqlite_name,
    unavailable,
)

if TYPE_CHECKING:
    import threading

    from ..specs import SessionSpec

#: What the rest of penel421 reads from here: the journal, a game to keep,
#: and, from the modules the file's checks live in, why a journal cannot be
#: used and what marks a file as penel421's.
__all__ = ["APPLICATION_ID", "HEAP_LIMIT", "Journal", "JournalUnavailable", "NewGame",
           "reason_of"]

#: The most the WAL keeps of its size once folded back into the file.
WAL_LIMIT = 64 * 1024
#: The WAL is folded back into the file once it holds this much: weighing a
#: long journal's games one after the other writes some 90 KB each.
WAL_FOLD_AT = 4 * 1024 * 1024
T = TypeVar("T")

@dataclass(frozen=True)
class NewGame:
    """What the journal keeps of a game before its first throw: the session's
    spec with the game's own number, who opens, and when it starts."""

    spec: SessionSpec
    version: str
    opener: int = 0
    started: str = ""


class Journal:
    """An open journal; every method may raise :class:`JournalUnavailable`."""

    def __init__(self, path: Path, connection: sqlite3.Connection) -> None:
        self.path = path
        self.db = connection
        #: Why the file is damaged, once :meth:`damage` has looked (None: sound).
        self._damage: str | None = None
        self._checked = False
        #: The games that did not read, by number: why, in French.
        self.unreadable: dict[int, str] = {}
        #: Why the journal is read but never written (None: it is written).
        self.read_only: str | None = None
        #: A file with no table yet, opened to be read: no game in it.
        self.empty = False
        #: How a read-only journal was opened (SQLite's URI query), None if not.
        self._query: str | None = None
        #: How the file's objects compare with penel421's (None: no table yet).
        self.schema: Recognised | None = None
        self._checking: tuple[threading.Thread, dict[str, str | None]] | None = None

    # --- opening ------------------------------------------------------------

    @classmethod
    def open(cls, path: str | os.PathLike[str], create: bool = True,
             read_only_ok: bool = False) -> Journal:
        """The journal at ``path``, created if ``create`` and missing, migrated
        if older; JournalUnavailable (nothing touched) if it cannot be used.
        ``read_only_ok``: a journal that can be read but not written (its
        folder or itself read-only) is opened to be read, with
        :attr:`read_only` saying why it is not written."""
        path = Path(path)
        try:
            return cls._open(path, create)
        except JournalUnavailable as error:
            if not (read_only_ok and error.writing):
                raise
            return cls._open_read_only(path, str(error))

    @classmethod
    def _open(cls, path: Path, create: bool) -> Journal:
        exists = check_kind(path)
        if exists:
            problem = header_problem(path)
            if problem:
                raise JournalUnavailable(problem)
            if not os.access(path, os.W_OK):  # SQLite would find out at the first write
                raise JournalUnavailable("le fichier est en lecture seule", writing=True)
            refuse_if_not_ours(path)
        elif not create:
            raise JournalUnavailable("il n'existe pas encore : aucune partie n'a été gardée")
        else:
            folder = path.parent
            if not folder.is_dir():
                raise JournalUnavailable(f"le dossier {folder} n'existe pas")
            if not os.access(folder, os.W_OK):
                raise JournalUnavailable(f"le dossier {folder} est en lecture seule")
        there_before = tuple(side.exists() for side in side_files(path))
        try:
            db = guarded(sqlite3.connect(path, timeout=BUSY_MS / 1000, isolation_level=None,
                                         check_same_thread=False))
        except SQLITE_FAILURES as error:
            raise unavailable(error, path) from None
        try:
            return cls._prepared(path, db)
        except JournalUnavailable:
            remove_litter(path, (there_before[0], there_before[1]))
            raise

    @classmethod
    def _prepared(cls, path: Path, db: sqlite3.Connection) -> Journal:
        journal = cls(path, db)
        # two sessions that start at once on a new file both set it up: the
        # change to WAL does not wait for the other one, so it is tried again
        deadline = time.monotonic() + BUSY_MS / 1000
        while True:
            try:
                journal._prepare()
                return journal
            except sqlite3.OperationalError as error:
                if busy(error) and time.monotonic() < deadline:
                    time.sleep(0.02)
                    continue
                db.close()
                raise unavailable(error, path) from None
            except (*SQLITE_FAILURES, OSError) as error:
                db.close()
                raise unavailable(error, path) from None
            except JournalUnavailable:
                db.close()
                raise

    @classmethod
    def _open_read_only(cls, path: Path, why: str) -> Journal:
        """The journal at ``path`` opened to be read only, ``why`` it is not
        written: SQLite's read-only mode, or where even that needs to write
        beside the file (a WAL journal in a read-only folder has no -shm),
        as an unchanging file (``immutable``), which reads the file alone."""
        uri = uri_of(path)
        # a file alone (no WAL to read) is read as unchanging: nothing is
        # made beside it, not even the -shm and -wal of a reading connection
        for query in (("?mode=ro", "?mode=ro&immutable=1") if wal_has_frames(path)
                      else ("?mode=ro&immutable=1",)):
            try:
                db = guarded(sqlite3.connect(uri + query, uri=True, timeout=BUSY_MS / 1000,
                                             isolation_level=None, check_same_thread=False))
            except SQLITE_FAILURES as error:
                end_if_interrupted(error)
                continue
            journal = cls(path, db)
            journal.read_only = why
            journal._query = query
            try:
                journal._prepare_read_only()
                return journal
            except SQLITE_FAILURES as error:
                db.close()
                end_if_interrupted(error)
            except JournalUnavailable:
                db.close()
                raise
        raise JournalUnavailable(why)

    def _prepare_read_only(self) -> None:
        db = self.db
        db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()  # opens it for good
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise JournalUnavailable(newer(version))
        if version > 0 and db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            raise JournalUnavailable(NOT_OURS)
        if version == 0:
            if db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                raise JournalUnavailable(NOT_OURS)
            self.empty = True
            return
        self._recognise(version)
        if version < SCHEMA_VERSION:
            raise JournalUnavailable(f"{self.read_only} ; et son schéma, ancien, ne se met "
                                     "à jour qu'en y écrivant")

    def _recognise(self, version: int) -> None:
        """Compare the file's objects with penel421's (:mod:`.schema`), before
        any row is read: a file whose games' tables are not penel421's as it
        makes them is refused (reading them could run someone else's SQL)."""
        self.schema = recognise(self.db, version)
        why = self.schema.unreadable(GAME_TABLES, missing=False)
        if why:
            raise JournalUnavailable(why)

    def _prepare(self) -> None:
        db = self.db
        db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        # read, never written, before the file is known to be a journal
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise JournalUnavailable(newer(version))
        if version > 0 and db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            raise JournalUnavailable(NOT_OURS)
        if version > 0:
            self._recognise(version)
        if version == SCHEMA_VERSION:
            mode = db.execute("PRAGMA journal_mode").fetchone()[0]
            if mode != "wal":
                self._refuse_if_damaged()
                db.execute("PRAGMA journal_mode = WAL")
        else:
            if version > 0:  # a journal to migrate: it is written, so looked at first
                self._refuse_if_damaged()
            db.execute("PRAGMA journal_mode = WAL")
            self._create_or_migrate()
            self._checked = True  # made or migrated by this session, in one transaction
        db.execute("PRAGMA synchronous = NORMAL")
        # the WAL is folded back into the file between games (new_game), never
        # in the middle of a turn: a throw's write is never the one that waits
        db.execute("PRAGMA wal_autocheckpoint = 0")
        # and the WAL, once folded in, is cut back to this size as it starts again
        db.execute(f"PRAGMA journal_size_limit = {WAL_LIMIT}")

    def _create_or_migrate(self) -> None:
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version == 0:
                if db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                    raise JournalUnavailable(NOT_OURS)
                run_script(db, SCHEMA_V1)
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                version = 1
            # looked at again within the transaction: another session may
            # have migrated it meanwhile
            found = recognise(db, version)
            if not found.exact:
                raise JournalUnavailable(found.problem() or NOT_OURS)
            for script in found.lineage.to_current:
                run_script(db, script)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            self.schema = recognise(db, SCHEMA_VERSION)
            db.execute("COMMIT")
        except BaseException:
            _rollback(db)
            raise

    def close(self) -> None:
        """Close the file (the last session out folds the WAL back in)."""
        self.db.close()

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # --- checking -----------------------------------------------------------

    def damage(self) -> str | None:
        """Why the file is damaged, in French, or None if it is sound: its
        tables and columns are those penel421 made, and SQLite's ``PRAGMA
        quick_check`` finds nothing wrong.  Looked at once per opening; it
        reads the whole file (its cost: docs/manuel.md, « Ce que penel421
        garantit »), so a session runs it before its first write, not when it
        opens the journal."""
        if self.empty:
            return None
        if self.schema is not None and self.schema.problem():
            return self.schema.problem()  # no need to read the whole file
        if self._checking is not None:
            thread, result = self._checking
            thread.join()
            self._checking = None
            if "damage" in result:
                self._damage, self._checked = result["damage"], True
        if not self._checked:
            try:
                self._damage = _damage_of(self.db)
            except SQLITE_FAILURES as error:  # busy, full…: looked at again next time
                if busy(error):
                    return None
                raise failure(error, self.path) from None
            self._checked = True
        return self._damage

    def check_meanwhile(self) -> None:
        """Start the check of :meth:`damage` on a connection of its own, in a
        thread (SQLite lets Python's other thread run meanwhile): a reading
        command reads its rows while the file is checked, and asks
        :meth:`damage` when it has them."""
        if self.empty or self._checked or self._checking is not None:
            return
        if self.schema is not None and self.schema.problem():
            return  # known already, without reading the file
        try:
            uri = uri_of(self.path) + (self._query or "?mode=ro")
        except OSError:
            return  # damage() looks on the journal's own connection
        result: dict[str, str | None] = {}

        def check() -> None:
            try:
                db = guarded(sqlite3.connect(uri, uri=True, timeout=BUSY_MS / 1000))
                try:
                    result["damage"] = _damage_of(db)
                finally:
                    db.close()
            except Exception:  # noqa: BLE001 - damage() looks again on its own connection
                pass

        thread = threading.Thread(target=check, name="vérification du journal", daemon=True)
        thread.start()
        self._checking = (thread, result)

    def _refuse_if_damaged(self) -> None:
        problem = self.damage()
        if problem:
            raise JournalUnavailable(problem)

    # --- writing ------------------------------------------------------------

    def write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` in one transaction, once the file is known to be sound
        (a damaged one is never written); JournalUnavailable if it fails.
        The games' methods write with it, and so does the training's store
        (:mod:`penel421.learn.store`) in its own tables."""
        if self.read_only is not None:
            raise JournalUnavailable(self.read_only)
        self._refuse_if_damaged()
        db = self.db
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                done = work(db)
                db.execute("COMMIT")
            except BaseException:
                _rollback(db)
                raise
        except (*SQLITE_FAILURES, OSError) as error:
            raise failure(error, self.path) from None
        return done

    def new_game(self, game: NewGame) -> int:
        """Keep a game that starts; its number in the journal."""
        spec = game.spec

        def work(db: sqlite3.Connection) -> int:
            bareme = (None if spec.game.bareme is None
                      else json.dumps(spec.game.bareme.values()))
            cursor = db.execute(
                "INSERT INTO games (game, bareme, fixed_throws, number, dice, opener, version,"
                " started, hints, tutor) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (spec.game.game, bareme, int(spec.game.fixed_throws), spec.number, spec.dice,
                 game.opener, game.version, game.started, int(spec.hints), int(spec.tutor)))
            game_id = cursor.lastrowid
            assert game_id is not None
            db.executemany("INSERT INTO seats (game, seat, name, spec) VALUES (?, ?, ?, ?)",
                           [(game_id, i, s.name, s.spec) for i, s in enumerate(spec.seats)])
            return game_id
        game_id = self.write(work)
        self.checkpoint()
        return game_id

    def fold_when_large(self) -> None:
        """Fold the WAL back into the file once it holds :data:`WAL_FOLD_AT`:
        a command that writes many games' digests at once (the first
        ``progres``) keeps it small whatever the journal's size."""
        try:
            large = Path(f"{self.path}-wal").stat().st_size >= WAL_FOLD_AT
        except OSError:
            return
        if large:
            self.checkpoint()

    def checkpoint(self) -> None:
        """Copy what the WAL holds into the file, as far as the other sessions
        allow without waiting for them (a passive checkpoint)."""
        if self.read_only is not None:
            return
        try:
            self.db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except SQLITE_FAILURES:
            pass  # another session is checkpointing: it will do

    def add(self, game_id: int, seq: int, event: Recorded, when: str = "") -> None:
        """Keep the ``seq``-th event of a game; an end also closes the game at
        ``when``."""
        def work(db: sqlite3.Connection) -> None:
            db.execute("INSERT INTO events (game, seq, type, data) VALUES (?, ?, ?, ?)",
                       (game_id, seq, event.type, event_to_json(event)))
            if isinstance(event, RoundRecord):
                db.execute("UPDATE games SET rounds = ? WHERE id = ?", (event.number, game_id))
            elif isinstance(event, EndRecord):
                db.execute("UPDATE games SET ended = ?, loser = ?, ranking = ? WHERE id = ?",
                           (when, event.loser, json.dumps(event.ranking), game_id))
        self.write(work)
        if isinstance(event, (SettleRecord, EndRecord)):
            self.checkpoint()

    # --- reading ------------------------------------------------------------

    def read(self, sql: str, parameters: Sequence[object] = (),
             tables: tuple[str, ...] = GAME_TABLES) -> list[tuple]:
        """The rows of ``sql``, which reads ``tables``: refused, in French,
        if one of them is not penel421's as it makes it, or missing.  The
        games' methods read with it, and so does the training's store."""
        if self.empty:
            return []
        if self.schema is not None:
            why = self.schema.unreadable(tables)
            if why:
                raise JournalUnavailable(why)
        try:
            try:
                return self.db.execute(sql, parameters).fetchall()
            except sqlite3.OperationalError as error:
                if "decode" not in str(error).lower() or self.db.text_factory is _lenient:
                    raise
                # a text that is not UTF-8 (penel421 writes none): read with
                # its bad bytes replaced, rather than not at all
                self.db.text_factory = _lenient
                return self.db.execute(sql, parameters).fetchall()
        except SQLITE_FAILURES as error:
            raise failure(error, self.path) from None

    def games(self, with_events: bool = False, newest_first: bool = True,
              game_id: int | None = None) -> list[GameRecord]:
        """The games kept (or game ``game_id`` alone), with their events if
        asked.  A game whose rows do not read is left out, and why is kept
        in :attr:`unreadable` (its number in the journal: the reason)."""
        if game_id is not None and not 0 < game_id < 2**63:
            return []  # beyond SQLite's integers: no game has that number
        where = "" if game_id is None else " WHERE id = ?"
        parameters: tuple[object, ...] = () if game_id is None else (game_id,)
        rows = self.read(
            "SELECT id, game, bareme, fixed_throws, number, dice, opener, version, started,"
            f" ended, rounds, loser, ranking, hints, tutor FROM games{where}"
            f" ORDER BY id {'DESC' if newest_first else 'ASC'}", parameters, ("games",))
        seats: dict[object, list[tuple[object, object, object]]] = {}
        seat_where = "" if game_id is None else " WHERE game = ?"
        for game, seat, name, spec in self.read(
                f"SELECT game, seat, name, spec FROM seats{seat_where} ORDER BY game, seat",
                parameters, ("seats",)):
            seats.setdefault(game, []).append((seat, name, spec))
        events: dict[object, list[tuple[object, object]]] = {}
        if with_events and game_id is not None and rows:
            # a record longer than any game is refused before it is read
            count = self.read("SELECT count(*) FROM events WHERE game = ?", parameters,
                               ("events",))[0][0]
            if count > MAX_EVENTS:
                self.unreadable[game_id] = too_long(count)
                return []
        if with_events:
            for game, type_name, data in self.read(
                    f"SELECT game, type, data FROM events{seat_where} ORDER BY game, seq",
                    parameters, ("events",)):
                events.setdefault(game, []).append((type_name, data))
        parsed = Parsed()  # most games share their barème and ranking
        found = []
        for row in rows:
            try:
                found.append(game_record_of(row, seats.get(row[0], []), events.get(row[0], []),
                                     parsed))
            except BadRecord as error:
                self.unreadable[row[0]] = str(error)
        return found

    def game(self, game_id: int) -> GameRecord | None:
        """Game ``game_id`` with all its events, None if there is none."""
        found = self.games(with_events=True, game_id=game_id)
        return found[0] if found else None

    def last_id(self) -> int | None:
        """The number of the game started last, None in an empty journal."""
        rows = self.read("SELECT max(id) FROM games", (), ("games",))
        return rows[0][0] if rows else None

    def last_unfinished(self, with_events: bool = False) -> GameRecord | None:
        """The unfinished game started last that reads, with its events if asked."""
        rows = self.read("SELECT id FROM games WHERE ended IS NULL ORDER BY id DESC LIMIT 20",
                          (), ("games",))
        for (game_id,) in rows:  # one that does not read is passed over
            found = self.games(with_events=with_events, game_id=game_id)
            if found:
                return found[0]
        return None

    def people(self) -> list[tuple[str, str]]:
        """Each person who played a game (game, name), by game then name."""
        return [(str(game), str(name)) for game, name in self.read(
            "SELECT DISTINCT g.game, s.name FROM seats s JOIN games g ON g.id = s.game"
            " WHERE s.spec IS NULL ORDER BY g.game, s.name", (), ("games", "seats"))]

    def last_person(self) -> tuple[str, str] | None:
        """The person at the table of the game started last (game, name):
        the first person seated there; None if no person ever played."""
        rows = self.read("SELECT g.game, s.name FROM seats s JOIN games g ON g.id = s.game"
                         " WHERE s.spec IS NULL ORDER BY g.id DESC, s.seat LIMIT 1", (),
                         ("games", "seats"))
        return (str(rows[0][0]), str(rows[0][1])) if rows else None

    def computers(self) -> dict[int, list[str]]:
        """The specs of the computers (levels, bots) at each game's table, by game."""
        found: dict[int, list[str]] = {}
        for game, spec in self.read("SELECT game, spec FROM seats WHERE spec IS NOT NULL"
                                     " ORDER BY game, seat", (), ("seats",)):
            found.setdefault(game, []).append(str(spec))
        return found


def _damage_of(db: sqlite3.Connection) -> str | None:
    """Why the journal open on ``db`` is damaged, in French; None if sound."""
    damaged = "le fichier est endommagé"
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if not 1 <= version <= SCHEMA_VERSION:
            return f"{damaged} (version de schéma {version})"
        problem = recognise(db, version).problem()
        if problem:
            return problem
        problems = [row[0] for row in db.execute("PRAGMA quick_check").fetchall()]
    except SQLITE_FAILURES as error:
        name = sqlite_name(error)
        text = str(error).lower()
        if "CORRUPT" in name or "NOTADB" in name or "malformed" in text:
            return f"{damaged} (SQLite ne le lit pas jusqu'au bout)"
        raise  # not the file's fault: busy, full, an error of the disk
    if problems != ["ok"]:
        count = len(problems)
        return (f"{damaged} (SQLite y trouve {count} erreur{'s' if count > 1 else ''} "
                "de structure)")
    return None


def _lenient(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def _rollback(db: sqlite3.Connection) -> None:
    """Undo the transaction in progress, if SQLite has not already (it does
    after some errors, such as a full disk): the first error is the one told."""
    if db.in_transaction:
        try:
            db.execute("ROLLBACK")
        except SQLITE_FAILURES:
            pass

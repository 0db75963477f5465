"""The journal's SQLite file: checked, opened, created, migrated, read and written.

The file is looked at before SQLite touches it: its first 100 bytes say
whether it is a SQLite database, whether it is penel421's (``PRAGMA
application_id``), which version of the schema it holds (``PRAGMA
user_version``) and how long it should be.  A file that is not a journal,
is truncated or comes from a newer penel421 is refused with a French
reason, never written, moved or deleted (:class:`JournalUnavailable`).

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

import errno
import json
import os
import sqlite3
import stat
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar
from urllib.parse import quote

from .checked import Parsed, game_record_of
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

if TYPE_CHECKING:
    import threading

    from ..specs import SessionSpec

#: What a call to SQLite raises when it fails: its errors, and the
#: UnicodeDecodeError of a message it could not decode (a damaged schema's
#: bytes quoted in it), which says the file is damaged too.
SQLITE_FAILURES = (sqlite3.Error, UnicodeDecodeError)
#: ``PRAGMA application_id``: "421!" — a journal of penel421.
APPLICATION_ID = 0x34323121
#: The longest a write waits for another session's.
BUSY_MS = 2000
MAGIC = b"SQLite format 3\x00"
#: The most the WAL keeps of its size once folded back into the file.
WAL_LIMIT = 64 * 1024
#: The WAL is folded back into the file once it holds this much: weighing a
#: long journal's games one after the other writes some 90 KB each.
WAL_FOLD_AT = 4 * 1024 * 1024
#: Steps of SQLite's machine between two looks at the signals: Ctrl-C and
#: SIGTERM end any query within a few milliseconds (:func:`guarded`).
PROGRESS_STEPS = 10_000
#: The most memory SQLite may take in all; its sorts and temporary tables
#: stay in memory (``temp_store``), so that no temporary file grows on disk.
HEAP_LIMIT = 256 * 1024 * 1024
T = TypeVar("T")

class JournalUnavailable(Exception):
    """The journal cannot be used; ``str()`` is why, in French.  ``writing``:
    it is writing that failed (a read-only folder or file): it may still be
    read."""

    def __init__(self, why: str, writing: bool = False) -> None:
        super().__init__(why)
        self.writing = writing


#: SQLite's messages for the errors penel421 tells apart, and their names:
#: Python 3.10 gives only the message (``sqlite_errorname`` came in 3.11).
SQLITE_MESSAGES = (
    ("unable to open", "SQLITE_CANTOPEN"),
    ("readonly", "SQLITE_READONLY"),
    ("access permission denied", "SQLITE_PERM"),
    ("not authorized", "SQLITE_AUTH"),
    ("locked", "SQLITE_BUSY"),
    ("full", "SQLITE_FULL"),
    ("malformed", "SQLITE_CORRUPT"),
    ("not a database", "SQLITE_NOTADB"),
    ("disk i/o", "SQLITE_IOERR"),
    ("unique constraint", "SQLITE_CONSTRAINT"),
)


def sqlite_name(error: BaseException) -> str:
    """SQLite's name for ``error`` (``SQLITE_CANTOPEN`` …), from the error
    itself or, where Python does not give it, from its message; "" if none."""
    name = getattr(error, "sqlite_errorname", "") or ""
    if name or not isinstance(error, sqlite3.Error):
        return name
    text = str(error).lower()
    return next((name for words, name in SQLITE_MESSAGES if words in text), "")


def _unavailable(error: BaseException, path: Path) -> JournalUnavailable:
    """The journal cannot be opened for writing, and why; one that may still
    be read says so (``writing``): a read-only folder or file, a full disk."""
    _end_if_interrupted(error)
    name = sqlite_name(error)
    writing = (any(kind in name for kind in ("CANTOPEN", "READONLY", "PERM", "AUTH"))
               or reason_of(error, path) == "le disque est plein")
    return JournalUnavailable(reason_of(error, path), writing=writing)


def _failure(error: BaseException, path: Path) -> JournalUnavailable:
    """An operation on the open journal failed: why, in French."""
    _end_if_interrupted(error)
    return JournalUnavailable(reason_of(error, path))


def _end_if_interrupted(error: BaseException) -> None:
    """A query stopped by a signal (see :func:`guarded`) ends as the signal
    asked.  penel421's handlers either end the program there and then
    (SIGTERM at a terminal, Ctrl-C before a command starts) or raise
    KeyboardInterrupt, which SQLite turns into « interrupted »: it is raised
    again here."""
    if isinstance(error, sqlite3.OperationalError) and "interrupted" in str(error).lower():
        raise KeyboardInterrupt


def _let_signals_in() -> int:
    # Python runs its signal handlers as this function starts (a Ctrl-C's
    # KeyboardInterrupt, SIGTERM's handler); SQLite goes on when it returns 0
    return 0


def guarded(db: sqlite3.Connection) -> sqlite3.Connection:
    """``db`` made safe against the file it opens: the SQL a file holds
    (a view's, a trigger's, a column's default) may call only harmless
    functions (``trusted_schema = OFF``, and SQLite's defensive mode where
    Python offers it), no extension is loaded, every query can be stopped
    by a signal (a progress handler: Python looks at its signals every
    :data:`PROGRESS_STEPS` steps), and temporary storage stays in memory,
    bounded by :data:`HEAP_LIMIT`."""
    db.set_progress_handler(_let_signals_in, PROGRESS_STEPS)
    if hasattr(db, "enable_load_extension"):  # absent where Python has no extensions
        db.enable_load_extension(False)
    setconfig = getattr(db, "setconfig", None)  # Python 3.12
    if setconfig is not None:
        setconfig(sqlite3.SQLITE_DBCONFIG_DEFENSIVE, True)  # type: ignore[attr-defined]
        setconfig(sqlite3.SQLITE_DBCONFIG_TRUSTED_SCHEMA, False)  # type: ignore[attr-defined]
    db.execute("PRAGMA trusted_schema = OFF")
    db.execute("PRAGMA temp_store = MEMORY")
    db.execute(f"PRAGMA hard_heap_limit = {HEAP_LIMIT}")
    return db


@dataclass(frozen=True)
class NewGame:
    """What the journal keeps of a game before its first throw: the session's
    spec with the game's own number, who opens, and when it starts."""

    spec: SessionSpec
    version: str
    opener: int = 0
    started: str = ""


NOT_OURS = "c'est une base SQLite, mais pas un journal de penel421"


def _newer(version: int) -> str:
    return (f"il vient d'une version plus récente de penel421 (schéma {version}, "
            f"celle-ci connaît jusqu'au {SCHEMA_VERSION})")


#: What a file that is not a regular one is, in French.
_KINDS = ((stat.S_ISCHR, "un périphérique"), (stat.S_ISBLK, "un périphérique"),
          (stat.S_ISFIFO, "un tube nommé"), (stat.S_ISSOCK, "une socket"))


def _check_kind(path: Path) -> bool:
    """True if ``path`` is a regular file, False if there is nothing there
    yet; JournalUnavailable for anything else (a folder, a device, a FIFO, a
    socket), before SQLite opens it: SQLite would write beside a device
    (``/dev/null-journal``) and block on a FIFO."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return False
    except PermissionError:
        raise JournalUnavailable("permission refusée") from None
    except OSError as error:
        raise JournalUnavailable(_os_reason(error)) from None
    if stat.S_ISDIR(mode):
        raise JournalUnavailable(f"{path} est un dossier")
    if not stat.S_ISREG(mode):
        kind = next((name for test, name in _KINDS if test(mode)), "autre chose")
        raise JournalUnavailable(f"ce n'est pas un fichier ordinaire (c'est {kind})")
    return True


def _os_reason(error: OSError) -> str:
    """An error of the system about the journal's path, in French."""
    if error.errno == errno.ENAMETOOLONG:
        return "son nom est trop long pour le système"
    if error.errno == errno.ENOTDIR:
        return "un des dossiers de son chemin n'en est pas un"
    if error.errno == errno.ELOOP:
        return "ses liens symboliques tournent en rond"
    return f"erreur du système ({error.strerror or error})"


#: How long a file that looks truncated is watched for another session
#: still writing it (seconds), and how often it is looked at again.
SETTLING, SETTLE_STEP = 1.0, 0.02


def _header_problem(path: Path) -> str | None:
    """Why the file at ``path`` is not a journal this penel421 can use, from
    its header alone; None if it looks usable (or is empty).  A file that
    looks truncated is looked at again until it stands still: another
    session closing its journal folds the WAL into it page 1 first, then
    removes the WAL, and one look may fall between the two."""
    deadline = time.monotonic() + SETTLING
    seen, problem = _looks(path), _header_look(path)
    while problem is not None and problem.startswith(TRUNCATED) \
            and time.monotonic() < deadline:
        time.sleep(SETTLE_STEP)
        now, problem_now = _looks(path), _header_look(path)
        if now == seen and _looks(path) == now and problem_now == problem:
            break  # the same file twice, still: truly cut short
        seen, problem = now, problem_now
    return problem


#: The start of the problem of a file shorter than its header says.
TRUNCATED = "le fichier est tronqué"


def _looks(path: Path) -> tuple[int, ...]:
    """What changes while another session writes the file at ``path``: its
    size and time, and its WAL's."""
    found: list[int] = []
    for each in (path, Path(f"{path}-wal")):
        try:
            info = each.stat()
            found += [info.st_size, info.st_mtime_ns]
        except OSError:
            found += [-1, -1]
    return tuple(found)


def _header_look(path: Path) -> str | None:
    """:func:`_header_problem` at one look."""
    try:
        size = path.stat().st_size
        if size == 0:
            return None
        with path.open("rb") as stream:
            head = stream.read(100)
    except PermissionError:
        return "permission refusée"
    except OSError as error:
        return f"il ne se lit pas ({error.strerror or error})"
    if not head.startswith(MAGIC[:len(head)]) or len(head) < len(MAGIC):
        return "ce n'est pas un journal de penel421 (pas une base SQLite)"
    if len(head) < 100:
        return TRUNCATED
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    counter_valid = head[24:28] == head[92:96]
    user_version = int.from_bytes(head[60:64], "big", signed=True)
    application_id = int.from_bytes(head[68:72], "big", signed=True)
    wal = Path(f"{path}-wal")
    if wal.exists() and wal.stat().st_size > 0:
        # the pages past the end may be in the WAL still (a checkpoint cut
        # short by a full disk writes page 1 first), and page 1 may be newer
        # there: SQLite reads them, and the check before the first write or
        # of a reading command says whether the whole is sound
        return None
    if counter_valid and pages and size < pages * page_size:
        return f"{TRUNCATED} ({size} octets sur {pages * page_size})"
    if pages <= 1 and user_version == 0 and application_id == 0:
        return None  # no table yet: a journal another session is just setting up
    if application_id != APPLICATION_ID:
        return NOT_OURS
    if user_version > SCHEMA_VERSION:
        return _newer(user_version)
    return None


def _uri(path: Path) -> str:
    """The URI of ``path`` for SQLite, without its query."""
    return "file:" + quote(str(path.resolve()))


def _wal_has_frames(path: Path) -> bool:
    """True when the journal's -wal holds writes not yet folded into it."""
    try:
        return Path(f"{path}-wal").stat().st_size > 0
    except OSError:
        return False


def _refuse_if_not_ours(path: Path) -> None:
    """Compare the objects of the file at ``path`` with penel421's
    (:mod:`.schema`) before a connection that writes opens it — closing one
    folds its WAL into the file — on one that writes nothing: the file alone
    as unchanging, or, with writes in its WAL, in SQLite's read-only mode.
    JournalUnavailable if it is not penel421's as it makes it: to be read
    only (``writing``), or not at all if its games' tables are not its own.
    What this look cannot open is left to the writing connection to say."""
    query = "?mode=ro" if _wal_has_frames(path) else "?mode=ro&immutable=1"
    try:
        db = guarded(sqlite3.connect(_uri(path) + query, uri=True, timeout=BUSY_MS / 1000))
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            ours = db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
            if not (ours and 1 <= version <= SCHEMA_VERSION):
                return  # not a journal, or a newer one: said when it is opened
            found = recognise(db, version)
        finally:
            db.close()
    except (*SQLITE_FAILURES, OSError) as error:
        _end_if_interrupted(error)
        return
    why = found.unreadable(GAME_TABLES, missing=False)
    if why:
        raise JournalUnavailable(why)
    problem = found.problem()
    if problem:
        raise JournalUnavailable(problem, writing=True)


def _busy(error: BaseException) -> bool:
    """True when another connection holds the lock an operation needed."""
    name = sqlite_name(error)
    return "SQLITE_BUSY" in name or "SQLITE_LOCKED" in name or "locked" in str(error).lower()


def reason_of(error: BaseException, path: Path) -> str:
    """Why an operation on the journal failed, in French."""
    if isinstance(error, UnicodeDecodeError):  # SQLite told of a damaged schema's bytes
        return "le fichier est endommagé"
    if isinstance(error, sqlite3.Error):
        name = sqlite_name(error)
        text = str(error).lower()
        if "SQLITE_FULL" in name or "full" in text:
            return "le disque est plein"
        if _busy(error):
            return "il est verrouillé par un autre programme"
        if "SQLITE_READONLY" in name or "readonly" in text:
            return "le fichier ou son dossier est en lecture seule"
        if "SQLITE_CORRUPT" in name or "malformed" in text:
            return "le fichier est endommagé"
        if "SQLITE_NOTADB" in name or "not a database" in text:
            return "ce n'est pas un journal de penel421 (pas une base SQLite)"
        if "SQLITE_CANTOPEN" in name or "unable to open" in text:
            folder = path.parent
            if folder.is_dir() and not os.access(folder, os.W_OK):
                return f"le dossier {folder} est en lecture seule"
            return "le fichier ne s'ouvre pas"
        if "SQLITE_CONSTRAINT" in name or "unique constraint" in text:
            return "une autre séance continue cette même partie"
        if "SQLITE_IOERR" in name or "disk i/o" in text:
            # SQLite says so when the -shm cannot grow on a full disk
            return "le disque est plein" if _disk_full(path) else \
                "erreur d'entrée-sortie sur le disque"
        return f"erreur de SQLite ({name or type(error).__name__})"
    if isinstance(error, BadRecord):
        return str(error)
    if isinstance(error, PermissionError):
        return "permission refusée"
    if isinstance(error, OSError):
        if error.errno == errno.ENOSPC:
            return "le disque est plein"
        return _os_reason(error)
    return f"erreur inattendue ({type(error).__name__})"


def _disk_full(path: Path) -> bool:
    """True when the journal's disk has less room left than a few pages."""
    try:
        found = os.statvfs(path.parent)
    except (OSError, AttributeError):  # (no statvfs on Windows)
        return False
    return found.f_bavail * found.f_frsize < 16 * 4096


def _side_files(path: Path) -> tuple[Path, Path]:
    return Path(f"{path}-wal"), Path(f"{path}-shm")


def _remove_litter(path: Path, there_before: tuple[bool, bool]) -> None:
    """Remove the -wal and -shm that a failed opening made and left unusable
    (a full disk leaves a -shm of 3 bytes and an empty -wal).  Only those it
    made itself, and only when the -shm is short of its first 32 KiB: a
    session that uses them has a whole one."""
    wal, shm = _side_files(path)
    if there_before[1]:
        return
    try:
        if not shm.exists() or shm.stat().st_size >= 32768:
            return
        if not there_before[0] and wal.exists() and wal.stat().st_size == 0:
            wal.unlink()
        shm.unlink()
    except OSError:
        pass


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
        exists = _check_kind(path)
        if exists:
            problem = _header_problem(path)
            if problem:
                raise JournalUnavailable(problem)
            if not os.access(path, os.W_OK):  # SQLite would find out at the first write
                raise JournalUnavailable("le fichier est en lecture seule", writing=True)
            _refuse_if_not_ours(path)
        elif not create:
            raise JournalUnavailable("il n'existe pas encore : aucune partie n'a été gardée")
        else:
            folder = path.parent
            if not folder.is_dir():
                raise JournalUnavailable(f"le dossier {folder} n'existe pas")
            if not os.access(folder, os.W_OK):
                raise JournalUnavailable(f"le dossier {folder} est en lecture seule")
        there_before = tuple(side.exists() for side in _side_files(path))
        try:
            db = guarded(sqlite3.connect(path, timeout=BUSY_MS / 1000, isolation_level=None,
                                         check_same_thread=False))
        except SQLITE_FAILURES as error:
            raise _unavailable(error, path) from None
        try:
            return cls._prepared(path, db)
        except JournalUnavailable:
            _remove_litter(path, (there_before[0], there_before[1]))
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
                if _busy(error) and time.monotonic() < deadline:
                    time.sleep(0.02)
                    continue
                db.close()
                raise _unavailable(error, path) from None
            except (*SQLITE_FAILURES, OSError) as error:
                db.close()
                raise _unavailable(error, path) from None
            except JournalUnavailable:
                db.close()
                raise

    @classmethod
    def _open_read_only(cls, path: Path, why: str) -> Journal:
        """The journal at ``path`` opened to be read only, ``why`` it is not
        written: SQLite's read-only mode, or where even that needs to write
        beside the file (a WAL journal in a read-only folder has no -shm),
        as an unchanging file (``immutable``), which reads the file alone."""
        uri = _uri(path)
        # a file alone (no WAL to read) is read as unchanging: nothing is
        # made beside it, not even the -shm and -wal of a reading connection
        for query in (("?mode=ro", "?mode=ro&immutable=1") if _wal_has_frames(path)
                      else ("?mode=ro&immutable=1",)):
            try:
                db = guarded(sqlite3.connect(uri + query, uri=True, timeout=BUSY_MS / 1000,
                                             isolation_level=None, check_same_thread=False))
            except SQLITE_FAILURES as error:
                _end_if_interrupted(error)
                continue
            journal = cls(path, db)
            journal.read_only = why
            journal._query = query
            try:
                journal._prepare_read_only()
                return journal
            except SQLITE_FAILURES as error:
                db.close()
                _end_if_interrupted(error)
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
            raise JournalUnavailable(_newer(version))
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
            raise JournalUnavailable(_newer(version))
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
                if _busy(error):
                    return None
                raise _failure(error, self.path) from None
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
            uri = _uri(self.path) + (self._query or "?mode=ro")
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
            raise _failure(error, self.path) from None
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
            raise _failure(error, self.path) from None

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

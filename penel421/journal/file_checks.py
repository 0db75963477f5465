"""The journal's file looked at before SQLite writes it, and every
connection made safe against it.

A journal someone sends is a data file: before a connection that writes
opens it, its kind (a regular file, not a device nor a FIFO), its header
(SQLite's, penel421's ``application_id``, a schema this penel421 knows, its
whole length) and its objects (:mod:`.schema`) are looked at, and it is
refused with a French reason (:class:`~.unavailable.JournalUnavailable`),
never written.  Every connection is :func:`guarded`: the SQL a file holds
can call nothing harmful, and every query can be stopped."""

from __future__ import annotations

import sqlite3
import stat
import time
from pathlib import Path
from urllib.parse import quote

from .schema import GAME_TABLES, SCHEMA_VERSION, recognise
from .unavailable import (
    NOT_OURS,
    SQLITE_FAILURES,
    JournalUnavailable,
    end_if_interrupted,
    newer,
    os_reason,
)

#: ``PRAGMA application_id``: "421!" — a journal of penel421.
APPLICATION_ID = 0x34323121
#: The longest a write waits for another session's.
BUSY_MS = 2000
MAGIC = b"SQLite format 3\x00"
#: Steps of SQLite's machine between two looks at the signals: Ctrl-C and
#: SIGTERM end any query within a few milliseconds (:func:`guarded`).
PROGRESS_STEPS = 10_000
#: The most memory SQLite may take in all; its sorts and temporary tables
#: stay in memory (``temp_store``), so that no temporary file grows on disk.
HEAP_LIMIT = 256 * 1024 * 1024


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


#: What a file that is not a regular one is, in French.
_KINDS = ((stat.S_ISCHR, "un périphérique"), (stat.S_ISBLK, "un périphérique"),
          (stat.S_ISFIFO, "un tube nommé"), (stat.S_ISSOCK, "une socket"))


def check_kind(path: Path) -> bool:
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
        raise JournalUnavailable(os_reason(error)) from None
    if stat.S_ISDIR(mode):
        raise JournalUnavailable(f"{path} est un dossier")
    if not stat.S_ISREG(mode):
        kind = next((name for test, name in _KINDS if test(mode)), "autre chose")
        raise JournalUnavailable(f"ce n'est pas un fichier ordinaire (c'est {kind})")
    return True


#: How long a file that looks truncated is watched for another session
#: still writing it (seconds), and how often it is looked at again.
SETTLING, SETTLE_STEP = 1.0, 0.02


def header_problem(path: Path) -> str | None:
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
    """:func:`header_problem` at one look."""
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
        return newer(user_version)
    return None


def uri_of(path: Path) -> str:
    """The URI of ``path`` for SQLite, without its query."""
    return "file:" + quote(str(path.resolve()))


def wal_has_frames(path: Path) -> bool:
    """True when the journal's -wal holds writes not yet folded into it."""
    try:
        return Path(f"{path}-wal").stat().st_size > 0
    except OSError:
        return False


def refuse_if_not_ours(path: Path) -> None:
    """Compare the objects of the file at ``path`` with penel421's
    (:mod:`.schema`) before a connection that writes opens it — closing one
    folds its WAL into the file — on one that writes nothing: the file alone
    as unchanging, or, with writes in its WAL, in SQLite's read-only mode.
    JournalUnavailable if it is not penel421's as it makes it: to be read
    only (``writing``), or not at all if its games' tables are not its own.
    What this look cannot open is left to the writing connection to say."""
    query = "?mode=ro" if wal_has_frames(path) else "?mode=ro&immutable=1"
    try:
        db = guarded(sqlite3.connect(uri_of(path) + query, uri=True, timeout=BUSY_MS / 1000))
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            ours = db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
            if not (ours and 1 <= version <= SCHEMA_VERSION):
                return  # not a journal, or a newer one: said when it is opened
            found = recognise(db, version)
        finally:
            db.close()
    except (*SQLITE_FAILURES, OSError) as error:
        end_if_interrupted(error)
        return
    why = found.unreadable(GAME_TABLES, missing=False)
    if why:
        raise JournalUnavailable(why)
    problem = found.problem()
    if problem:
        raise JournalUnavailable(problem, writing=True)


def side_files(path: Path) -> tuple[Path, Path]:
    return Path(f"{path}-wal"), Path(f"{path}-shm")


def remove_litter(path: Path, there_before: tuple[bool, bool]) -> None:
    """Remove the -wal and -shm that a failed opening made and left unusable
    (a full disk leaves a -shm of 3 bytes and an empty -wal).  Only those it
    made itself, and only when the -shm is short of its first 32 KiB: a
    session that uses them has a whole one."""
    wal, shm = side_files(path)
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

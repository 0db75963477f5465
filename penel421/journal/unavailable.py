"""Why the journal cannot be used, in French: what SQLite and the system
say, named and told to the player (:class:`JournalUnavailable`).  A query
stopped by Ctrl-C ends as the signal asked, never as a failure."""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

from .recorded import BadRecord
from .schema import SCHEMA_VERSION

#: What a call to SQLite raises when it fails: its errors, and the
#: UnicodeDecodeError of a message it could not decode (a damaged schema's
#: bytes quoted in it), which says the file is damaged too.
SQLITE_FAILURES = (sqlite3.Error, UnicodeDecodeError)


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


def unavailable(error: BaseException, path: Path) -> JournalUnavailable:
    """The journal cannot be opened for writing, and why; one that may still
    be read says so (``writing``): a read-only folder or file, a full disk."""
    end_if_interrupted(error)
    name = sqlite_name(error)
    writing = (any(kind in name for kind in ("CANTOPEN", "READONLY", "PERM", "AUTH"))
               or reason_of(error, path) == "le disque est plein")
    return JournalUnavailable(reason_of(error, path), writing=writing)


def failure(error: BaseException, path: Path) -> JournalUnavailable:
    """An operation on the open journal failed: why, in French."""
    end_if_interrupted(error)
    return JournalUnavailable(reason_of(error, path))


def end_if_interrupted(error: BaseException) -> None:
    """A query stopped by a signal (see :func:`guarded`) ends as the signal
    asked.  penel421's handlers either end the program there and then
    (SIGTERM at a terminal, Ctrl-C before a command starts) or raise
    KeyboardInterrupt, which SQLite turns into « interrupted »: it is raised
    again here."""
    if isinstance(error, sqlite3.OperationalError) and "interrupted" in str(error).lower():
        raise KeyboardInterrupt


NOT_OURS = "c'est une base SQLite, mais pas un journal de penel421"


def newer(version: int) -> str:
    return (f"il vient d'une version plus récente de penel421 (schéma {version}, "
            f"celle-ci connaît jusqu'au {SCHEMA_VERSION})")


def os_reason(error: OSError) -> str:
    """An error of the system about the journal's path, in French."""
    if error.errno == errno.ENAMETOOLONG:
        return "son nom est trop long pour le système"
    if error.errno == errno.ENOTDIR:
        return "un des dossiers de son chemin n'en est pas un"
    if error.errno == errno.ELOOP:
        return "ses liens symboliques tournent en rond"
    return f"erreur du système ({error.strerror or error})"


def busy(error: BaseException) -> bool:
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
        if busy(error):
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
        return os_reason(error)
    return f"erreur inattendue ({type(error).__name__})"


def _disk_full(path: Path) -> bool:
    """True when the journal's disk has less room left than a few pages."""
    try:
        found = os.statvfs(path.parent)
    except (OSError, AttributeError):  # (no statvfs on Windows)
        return False
    return found.f_bavail * found.f_frsize < 16 * 4096

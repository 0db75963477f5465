"""``--bareme-file``: the barème's INI file, read with care; then ``--bareme``.

A barème file is a regular file of a few lines.  Anything else is refused
in French before a byte is read: a folder, a device (``/dev/zero`` would
be read for ever), a named pipe (it would wait for a writer for ever), a
socket, or a file larger than :data:`LARGEST` — and what the file says is
read by :func:`penel421.core.bareme.bareme_of_ini`.  The file's name is
shown safe in every message (:func:`penel421.journal.text.safe`).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from ..core.bareme import Bareme, BaremeError, bareme_of_ini, parse_pair
from ..journal.text import safe
from .errors import bareme_file_refused, bareme_values_refused

#: The largest barème file read: a barème is a dozen lines, well under 1 KiB.
LARGEST = 64 * 1024

#: Why a file cannot be read, in French (the system's own text may be English).
_OS_ERRORS = {errno.ENOENT: "il n'existe pas", errno.EACCES: "permission refusée",
              errno.EISDIR: "c'est un dossier", errno.ENOTDIR: "un des dossiers n'en est pas un",
              errno.ENAMETOOLONG: "son nom est trop long pour le système",
              errno.ELOOP: "ses liens symboliques tournent en rond"}

#: What a file that is not a regular one is, in French.
_KINDS = ((stat.S_ISDIR, "c'est un dossier"), (stat.S_ISCHR, "c'est un périphérique"),
          (stat.S_ISBLK, "c'est un périphérique"), (stat.S_ISFIFO, "c'est un tube nommé"),
          (stat.S_ISSOCK, "c'est une socket"))


def bareme_from(items: tuple[str, ...], path: str | None) -> Bareme:
    """The barème of ``--bareme-file`` then ``--bareme``; a usage error if wrong."""
    with bareme_file_refused():
        bareme = read_bareme_file(path) if path else Bareme()
    with bareme_values_refused():
        return bareme.with_values(parse_pair(item) for item in items)


def read_bareme_file(path: str | Path, base: Bareme | None = None) -> Bareme:
    """The barème of the INI file at ``path``'s ``[bareme]`` section, over
    ``base``; BaremeError, in French, for a file that is not one."""
    name = safe(str(path))
    return bareme_of_ini(_text_of(path, name), name, base)


def _text_of(path: str | Path, name: str) -> str:
    def refused(why: str) -> BaremeError:
        return BaremeError(f"le fichier de barème « {name} » ne se lit pas : {why}")

    try:
        # not blocking: a named pipe put in the file's place meanwhile opens at once
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise refused(_OS_ERRORS.get(error.errno or 0, "il ne s'ouvre pas")) from None
    try:
        found = os.fstat(handle)
        kind = next((why for test, why in _KINDS if test(found.st_mode)), None)
        if kind is None and not stat.S_ISREG(found.st_mode):
            kind = "ce n'est pas un fichier ordinaire"
        if kind is not None:
            raise refused(kind)
        if found.st_size > LARGEST:
            raise refused(f"il est trop gros pour un barème ({found.st_size} octets, "
                          f"{LARGEST // 1024} Kio au plus)")
        data = b""
        while len(data) <= LARGEST:  # no more, even if it grew meanwhile
            chunk = os.read(handle, LARGEST + 1 - len(data))
            if not chunk:
                break
            data += chunk
    except OSError as error:
        raise refused(_OS_ERRORS.get(error.errno or 0, "il ne se lit pas")) from None
    finally:
        os.close(handle)
    if len(data) > LARGEST:
        raise refused(f"il est trop gros pour un barème ({LARGEST // 1024} Kio au plus)")
    try:  # the lines of any system, as a text file reads them
        return data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError:
        raise BaremeError(f"le fichier de barème « {name} » n'est pas du texte UTF-8") from None

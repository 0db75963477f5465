"""The standard streams, made to survive any terminal and any full disk.

A terminal or a pipe that takes only ASCII (``PYTHONIOENCODING=ascii``, an
old system's locale) would stop a game or lose a simulation's figures on
the first « é » with a UnicodeEncodeError.  Once :func:`forgiving_streams`
has run, what a stream cannot encode is written as its nearest letters
(``é`` as ``e``, ``«`` as ``<<``, ``═`` as ``=``), or ``?`` when there are none;
a byte that the input cannot decode becomes ``�``, as a stray key must not
crash a game either.

``penel421 parties >/dev/full``, or any command whose standard output is a
full disk, used to end in a traceback (or in Python's « Exception ignored »
at exit, as the buffer is written last).  :class:`Penel421Group` flushes
the output before the program ends and, when the output cannot be written
(a full disk, an error of the disk, a file too large), says so in one
French line on the error output and exits 1.  A game is written to the
journal before it is shown, so a game cut short so is kept as far as it
went.  (A reader that went away, ``| head``, is click's and the session's
own case: no message, as nobody is left to read it.)
"""

from __future__ import annotations

import codecs
import errno
import os
import sys
import unicodedata
from collections.abc import Callable
from typing import Any

import click

#: The name of the error handler that writes the nearest letters.
NEAREST = "penel421-nearest"
#: What a character with no ASCII decomposition is written as.
_NEAR = {
    "«": "<<", "»": ">>", "“": '"', "”": '"', "‘": "'", "’": "'", "—": "-", "–": "-",
    "−": "-", "·": ".", "•": "*", "°": "o", "×": "x", "÷": "/", "≤": "<=", "≥": ">=",
    "→": "->", "←": "<-", "▶": ">", "═": "=", "─": "-", "│": "|", "█": "#",
    "œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE", "ß": "ss",
}


def nearest(text: str) -> str:
    """``text`` in ASCII: each character as its nearest letters, else ``?``."""
    out = []
    for char in text:
        if char.isascii():
            out.append(char)
            continue
        near = _NEAR.get(char)
        if near is None:
            bare = "".join(c for c in unicodedata.normalize("NFKD", char)
                           if not unicodedata.combining(c))
            near = bare if bare and bare.isascii() else "?"
        out.append(near)
    return "".join(out)


def _nearest(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return nearest(error.object[error.start:error.end]), error.end


codecs.register_error(NEAREST, _nearest)


def forgiving_streams() -> None:
    """Let stdout and stderr write anything, stdin read anything (see the module)."""
    for stream, errors in ((sys.stdin, "replace"), (sys.stdout, NEAREST),
                           (sys.stderr, NEAREST)):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure:
            reconfigure(errors=errors)


def encodable(text: str, stream: object) -> bool:
    """Whether ``stream`` writes ``text`` as it is, nothing replaced."""
    try:
        text.encode(getattr(stream, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


#: The errors of a write that the output's disk gives, and what they are.
_WHY = {errno.ENOSPC: "le disque est plein", errno.EIO: "erreur d'entrée-sortie sur le disque",
        errno.EFBIG: "le fichier est trop gros pour le système",
        errno.EDQUOT: "le quota du disque est atteint"}


def _behind(error: BaseException, wanted: Callable[[BaseException], bool]) -> BaseException | None:
    """The error behind ``error`` (itself, or what it was raised from: the
    engine turns a person's failed prompt into an error of the strategy)
    that is ``wanted``, None if there is none."""
    seen = 0
    found: BaseException | None = error
    while found is not None and seen < 10:
        if wanted(found):
            return found
        found = found.__cause__ or found.__context__
        seen += 1
    return None


def _write_error(error: BaseException) -> OSError | None:
    """The OSError of a failed write behind ``error``, None if there is none."""
    found = _behind(error, lambda e: isinstance(e, OSError) and e.errno in _WHY)
    return found if isinstance(found, OSError) else None


def _quiet_stdout() -> None:
    """Point the standard output at /dev/null, so that Python's last flush
    at exit finds nothing to complain of."""
    try:
        fd = sys.stdout.fileno()
        os.dup2(os.open(os.devnull, os.O_WRONLY), fd)
    except (AttributeError, OSError, ValueError):
        pass


class Penel421Group(click.Group):
    """A click group whose ``main`` ends in French when the output fails."""

    def main(self, *args: Any, **kwargs: Any) -> Any:
        try:
            try:
                return super().main(*args, **kwargs)
            finally:
                if sys.stdout is not None:
                    sys.stdout.flush()
        except Exception as error:
            if _behind(error, lambda e: isinstance(e, BrokenPipeError)):
                # the reader went away (``penel421 | head``) while a person
                # was asked: nobody is left to tell
                _quiet_stdout()
                sys.exit(0)
            failed = _write_error(error)
            if failed is None:
                raise
            _quiet_stdout()
            try:
                click.echo(f"Erreur : la sortie standard ne s'écrit pas : "
                           f"{_WHY[failed.errno or 0]}.", err=True)
            except OSError:
                pass
            sys.exit(1)

"""The standard streams made to survive any terminal, for every command that writes.

A terminal or a pipe that takes only ASCII (``PYTHONIOENCODING=ascii``, an
old system's locale) would stop a game or lose a simulation's figures on
the first « é » with a UnicodeEncodeError.  Once :func:`forgiving_streams`
has run, what a stream cannot encode is written as its nearest letters
(``é`` as ``e``, ``«`` as ``<<``, ``═`` as ``=``), or ``?`` when there are none;
a byte that the input cannot decode becomes ``�``, as a stray key must not
crash a game either.
"""

from __future__ import annotations

import codecs
import sys
import unicodedata

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

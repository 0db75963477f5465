"""What a player may type at the prompts, read into values.

Pure functions: each takes the line typed and returns what it means, or
raises :class:`Refused` with a short French message saying what is expected.
The consoles show that message and ask again; nothing typed ends a game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

from ..core.choice import KEEP_ALL

T = TypeVar("T")

#: The blanks of a typed line: the space and the tab, as on a 1987 keyboard
#: (a no-break or a thin space is refused, as the listing refuses the key).
BLANKS = " \t"
#: Separators allowed between dice numbers or faces: "13", "1 3", "1,3".
_SEPARATORS = re.compile(r"[ \t,;]+")
MAX_ANSWER = 40  # longer lines are typing accidents, not answers


class Refused(ValueError):
    """The line typed cannot be used; ``str()`` says what is expected.

    ``kind`` names the reason and ``value`` its number, if any (a die, a
    count), so that a console can word it in its own voice.
    """

    def __init__(self, message: str, kind: str, value: int | None = None) -> None:
        super().__init__(message)
        self.kind, self.value = kind, value


class Command(Enum):
    """What may be typed at any prompt besides the answer itself."""

    HELP = "aide"
    QUIT = "quitter"
    HINT = "?"


COMMANDS = {"aide": Command.HELP, "h": Command.HELP, "a": Command.HELP, "q": Command.QUIT,
            "quitter": Command.QUIT, "?": Command.HINT}


def parse_command(text: str) -> Command | None:
    """The command typed (``aide``, ``h`` or ``a``, ``q`` or ``quitter``, ``?``), if any."""
    return COMMANDS.get(text.strip(BLANKS).lower())


def _digits(text: str, what: str, kind: str, value: int | None = None) -> list[int]:
    if len(text) > MAX_ANSWER:
        raise Refused(f"réponse trop longue : {what}", "too long", value)
    digits = _SEPARATORS.sub("", text)
    if not digits or not (digits.isascii() and digits.isdigit()):
        raise Refused(what, kind, value)
    return [int(d) for d in digits]


#: (Said by the pascal game, whose answers are lines: 13 then Entrée; the
#: 1987 game has its own words, 13. key by key.)
RETHROW_HELP = ("tapez les dés à relancer (1, 2, 3, par exemple\u00a013) ou 0 pour tout "
                "garder")  # (the example kept with its words: a no-break space)


def parse_rethrow(text: str) -> tuple[int, ...]:
    """The positions to throw again; ``()`` when the player keeps all dice.

    ``1``, ``13``, ``1 3``, ``1,3``, each optionally ended by ``.`` as in the
    1987 program; ``0`` alone keeps every die.
    """
    text = text.strip(BLANKS)
    text = text.removesuffix(".").strip(BLANKS)
    numbers = _digits(text, RETHROW_HELP, "rethrow")
    if numbers == [0]:
        return ()
    if 0 in numbers:
        raise Refused("0 se tape seul, pour garder tous les dés", "zero alone")
    wrong = sorted({n for n in numbers if n > 3})
    if wrong:
        raise Refused(f"il n'y a pas de dé {wrong[0]} : les dés sont 1, 2 et 3",
                      "no such die", wrong[0])
    if len(set(numbers)) != len(numbers):
        raise Refused("nommez chaque dé une seule fois", "twice")
    return tuple(sorted(numbers))


def _faces_help(count: int) -> str:
    example = "".join(str(6 - i) for i in range(count))
    each = "de 1 à 6" if count == 1 else "chacun de 1 à 6"
    return f"tapez {_dice(count)}, {each} (par exemple {example})"


def parse_faces(text: str, count: int) -> tuple[int, ...]:
    """``count`` faces of real dice thrown on the table, e.g. ``53`` or ``5 3``."""
    help_text = _faces_help(count)
    faces = _digits(text.strip(BLANKS), help_text, "faces", count)
    if len(faces) != count or any(not 1 <= f <= 6 for f in faces):
        raise Refused(help_text, "faces", count)
    return tuple(faces)


def _dice(count: int) -> str:
    return "la valeur du dé" if count == 1 else f"les valeurs des {count} dés"


#: The game numbers of the 1987 listing: those RANDOMIZE takes.
LAST_GAME_NUMBER = 32767


def parse_game_number(text: str) -> int:
    """A 1987 game number as the listing reads it (``LINE INPUT``, lines
    310-400): digits only, zeros in front and spaces around allowed, from 1
    to 32767; an empty line is no number."""
    digits = text.strip(" ").lstrip("0")
    if (digits.isascii() and digits.isdigit() and len(digits) <= 5
            and int(digits) <= LAST_GAME_NUMBER):
        return int(digits)
    raise Refused(f"tapez un nombre de 1 à {LAST_GAME_NUMBER}", "number")


def parse_yes_no(text: str) -> bool:
    """``o``/``oui`` or ``n``/``non``, in any case."""
    word = text.strip(BLANKS).lower()
    if word in ("o", "oui", "y", "yes"):
        return True
    if word in ("n", "non", "no"):
        return False
    raise Refused("répondez o (oui) ou n (non)", "yes or no")


def parse_choice(text: str, count: int) -> int:
    """A number from 1 to ``count``, returned from 0 (as an index)."""
    word = text.strip(BLANKS)
    if word.isascii() and word.isdigit() and 1 <= int(word) <= count:
        return int(word) - 1
    raise _choice_refused(count)


def _choice_refused(count: int) -> Refused:
    choices = ", ".join(str(n) for n in range(1, count)) + f" ou {count}"
    return Refused(f"tapez {choices}", "choice", count)


# --- key by key, as the 1987 listing reads them with INPUT$(1) ----------------

ENTER = "\r"
BACKSPACE = "\b"
ESCAPE = "\x1b"
#: What the Delete key sends on most terminals: taken as the backspace key.
DELETE = "\x1b[3~"
#: What a terminal may send for Enter and for the backspace key.
_KEY_ALIASES = {"\n": ENTER, "\r\n": ENTER, "\x7f": BACKSPACE}

KEY_COMMANDS = {"H": Command.HELP, "A": Command.HELP, "Q": Command.QUIT, "?": Command.HINT}


def split_keys(chunk: str) -> list[str]:
    """The keys in what a terminal sent at once: a burst of typed or pasted
    keys is several keys, an escape sequence (an arrow, a function key) one."""
    keys, rest = complete_keys(chunk)
    return keys + [rest] if rest else keys


def complete_keys(chunk: str) -> tuple[list[str], str]:
    """The whole keys in ``chunk``, and what follows them: the beginning of
    an escape sequence whose rest has not arrived yet (``ESC``, ``ESC [``,
    ``ESC [ 3``), or ``""``.  A read may end in the middle of a sequence;
    what follows is kept until the rest arrives."""
    keys: list[str] = []
    i = 0
    while i < len(chunk):
        if chunk[i] == ESCAPE:
            end = i + 1
            if end == len(chunk):
                return keys, chunk[i:]
            if chunk[end] in ("[", "O"):
                end += 1
                while end < len(chunk) and not (chunk[end].isalpha() or chunk[end] == "~"):
                    end += 1
                if end == len(chunk):
                    return keys, chunk[i:]
                end += 1
            keys.append(chunk[i:end])
            i = end
        elif chunk.startswith("\r\n", i):
            keys.append(ENTER)
            i += 2
        else:
            keys.append(chunk[i])
            i += 1
    return keys, ""


def normal_key(key: str) -> str:
    """A key as the listing sees it: letters in capitals, Enter as CR, the
    backspace key (DEL or BS) and the Delete key as BS, any other escape
    sequence as ESC alone."""
    if key == DELETE:
        return BACKSPACE
    if key.startswith(ESCAPE):
        return ESCAPE
    key = _KEY_ALIASES.get(key, key)
    return key.upper() if key.isascii() and key.isalpha() else key


def key_command(key: str) -> Command | None:
    """The command a key stands for: ``H`` or ``A`` the help, ``Q`` quit, ``?``."""
    return KEY_COMMANDS.get(normal_key(key))


@dataclass(frozen=True)
class Done(Generic[T]):
    """A key that completes the answer: its ``value``, and what to ``echo``."""

    value: T
    echo: str


#: The step a key makes in an answer typed key by key: the keys kept so far
#: (the same string: the key was ignored), or the answer complete.
KeyStep = str | Done[T]


def rethrow_key(typed: str, key: str) -> KeyStep[tuple[int, ...]]:
    """One key at RELANCER, ``typed`` being the dice marked so far (``"13"``).

    ``1``-``3`` marks a die; ``.`` or Enter throws the marked dice; ``0``, with
    nothing marked, keeps them all; the backspace key unmarks the last die
    (with nothing marked, it does nothing).  Any other key is refused, Enter
    with nothing marked as ``.`` is: the refusal says what to type.
    """
    key = normal_key(key)
    if key == KEEP_ALL and not typed:
        return Done((), KEEP_ALL)
    if key in ("1", "2", "3"):
        if key in typed:
            raise Refused("nommez chaque dé une seule fois", "twice")
        return typed + key
    if key in (".", ENTER) and typed:
        return Done(tuple(sorted(int(d) for d in typed)), ".")
    if key == BACKSPACE:
        return typed[:-1]
    if key == KEEP_ALL:
        raise Refused("0 se tape seul, pour garder tous les dés", "zero alone")
    if key in "456789" and len(key) == 1:
        raise Refused(f"il n'y a pas de dé {key} : les dés sont 1, 2 et 3",
                      "no such die", int(key))
    raise Refused(RETHROW_HELP, "rethrow")


def choice_key(count: int) -> Callable[[str, str], KeyStep[int]]:
    """One key answering a choice from 1 to ``count`` (at most 9), returned from 0."""
    def press(typed: str, key: str) -> KeyStep[int]:
        key = normal_key(key)
        if key in (ENTER, BACKSPACE):
            return typed
        if len(key) == 1 and key.isascii() and key.isdigit() and 1 <= int(key) <= count:
            return Done(int(key) - 1, key)
        raise _choice_refused(count)
    return press


def faces_key(count: int) -> Callable[[str, str], KeyStep[tuple[int, ...]]]:
    """One key among the faces of ``count`` real dice, ``typed`` being the
    faces typed so far: ``1``-``6`` is a face, and the last one needed
    completes the answer; the backspace key takes the last face back (with
    none typed, it does nothing).  Any other key is refused, Enter too (the
    answer needs no Enter: it is taken at its last face)."""
    def press(typed: str, key: str) -> KeyStep[tuple[int, ...]]:
        key = normal_key(key)
        if key == BACKSPACE:
            return typed[:-1]
        if len(key) == 1 and key in "123456":
            if len(typed) + 1 == count:
                return Done(tuple(int(face) for face in typed + key), key)
            return typed + key
        raise Refused(_faces_help(count), "faces", count)
    return press


def yes_no_key(typed: str, key: str) -> KeyStep[bool]:
    """One key answering yes (``O``, ``Y``) or no (``N``)."""
    key = normal_key(key)
    if key in (ENTER, BACKSPACE):
        return typed
    if key in ("O", "Y", "N"):
        return Done(key != "N", key)
    raise Refused("répondez o (oui) ou n (non)", "yes or no")

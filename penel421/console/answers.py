"""What a player may type at the prompts, read into values.

Pure functions: each takes the line typed and returns what it means, or
raises :class:`Refused` with a short French message saying what is expected.
The consoles show that message and ask again; nothing typed ends a game.
"""

from __future__ import annotations

import re
from enum import Enum

#: Separators allowed between dice numbers or faces: "13", "1 3", "1,3".
_SEPARATORS = re.compile(r"[\s,;]+")
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


COMMANDS = {"aide": Command.HELP, "h": Command.HELP, "q": Command.QUIT,
            "quitter": Command.QUIT, "?": Command.HINT}


def parse_command(text: str) -> Command | None:
    """The command typed (``aide`` or ``h``, ``q`` or ``quitter``, ``?``), if any."""
    return COMMANDS.get(text.strip().lower())


def _digits(text: str, what: str, kind: str, value: int | None = None) -> list[int]:
    if len(text) > MAX_ANSWER:
        raise Refused(f"réponse trop longue : {what}", "too long", value)
    digits = _SEPARATORS.sub("", text)
    if not digits or not (digits.isascii() and digits.isdigit()):
        raise Refused(what, kind, value)
    return [int(d) for d in digits]


RETHROW_HELP = "tapez les dés à relancer (1, 2, 3, par exemple 13.) ou 0 pour tout garder"


def parse_rethrow(text: str) -> tuple[int, ...]:
    """The positions to throw again; ``()`` when the player keeps all dice.

    ``1``, ``13``, ``1 3``, ``1,3``, each optionally ended by ``.`` as in the
    1987 program; ``0`` alone keeps every die.
    """
    text = text.strip()
    text = text.removesuffix(".").strip()
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


def parse_faces(text: str, count: int) -> tuple[int, ...]:
    """``count`` faces of real dice thrown on the table, e.g. ``53`` or ``5 3``."""
    example = "".join(str(6 - i) for i in range(count))
    each = "de 1 à 6" if count == 1 else "chacun de 1 à 6"
    help_text = f"tapez {_dice(count)}, {each} (par exemple {example})"
    faces = _digits(text.strip(), help_text, "faces", count)
    if len(faces) != count or any(not 1 <= f <= 6 for f in faces):
        raise Refused(help_text, "faces", count)
    return tuple(faces)


def _dice(count: int) -> str:
    return "la valeur du dé" if count == 1 else f"les valeurs des {count} dés"


def parse_yes_no(text: str) -> bool:
    """``o``/``oui`` or ``n``/``non``, in any case."""
    word = text.strip().lower()
    if word in ("o", "oui", "y", "yes"):
        return True
    if word in ("n", "non", "no"):
        return False
    raise Refused("répondez O (oui) ou N (non)", "yes or no")


def parse_choice(text: str, count: int) -> int:
    """A number from 1 to ``count``, returned from 0 (as an index)."""
    word = text.strip()
    if word.isascii() and word.isdigit() and 1 <= int(word) <= count:
        return int(word) - 1
    choices = ", ".join(str(n) for n in range(1, count)) + f" ou {count}"
    raise Refused(f"tapez {choices}", "choice", count)

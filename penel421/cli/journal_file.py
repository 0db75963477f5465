"""The journal on the command line: where it is, ``--journal``, ``--no-journal``.

Every game played is kept in ``parties.sqlite3`` in the folder
``click.get_app_dir("penel421")`` gives, unless ``--journal FICHIER`` or the
``PENEL421_JOURNAL`` variable names another file, or ``--no-journal`` keeps
nothing.  A journal that cannot be used never stops a game: one line says why
it is not kept (:mod:`penel421.journal.store`).  The options themselves are
declared in :mod:`penel421.cli.options`: this module, and ``sqlite3`` with it,
is loaded only by the programs that use the journal, never for ``--help``.
"""

from __future__ import annotations

import os
import shlex
import sys
import time
from datetime import datetime
from pathlib import Path

import click

from ..console.wrap import glued
from ..journal.recorded import GameRecord
from ..journal.store import Journal, JournalUnavailable
from ..journal.text import safe
from .messages import tell_left_out
from .options import ENV, FILE_NAME


class ReplayProgress:
    """How far a long replay of a kept game is, for a person waiting at a
    terminal: after a second, one line on stderr, « Reprise : 45 % de la
    partie rejouée », written over as it goes and rubbed out at the end
    (:meth:`clear`, also after Ctrl-C); told ``done >= total``, it is
    done with for good.  Nothing to a pipe or a log."""

    #: Seconds a replay goes on before its progress is shown.
    AFTER = 1.0

    def __init__(self, what: str, done_words: str) -> None:
        self.what, self.done_words = what, done_words
        self.start = time.monotonic()
        self.shown = 0  # the length of the line on screen
        self.finished = False
        try:
            self.at_terminal = sys.stderr is not None and sys.stderr.isatty()
        except (AttributeError, ValueError, OSError):
            self.at_terminal = False

    def __call__(self, done: int, total: int) -> None:
        if self.finished or not self.at_terminal or (
                not self.shown and time.monotonic() - self.start < self.AFTER):
            return
        if done >= total:  # the end (or the screen is wanted back): never again
            self.finished = True
            self.clear()
            return
        line = f"{self.what} : {100 * done // max(total, 1)} % {self.done_words}"
        sys.stderr.write("\r" + line.ljust(self.shown))
        sys.stderr.flush()
        self.shown = max(self.shown, len(line))

    def clear(self) -> None:
        """Rub the line out, if it was shown."""
        if self.shown:
            sys.stderr.write("\r" + " " * self.shown + "\r")
            sys.stderr.flush()
            self.shown = 0


def exists(path: Path) -> bool:
    """True if something is at ``path``; a path the system refuses (too
    long, through a file) counts as there, for the journal to say why it
    cannot be used."""
    try:
        path.stat()
    except FileNotFoundError:
        return False
    except OSError:
        return True
    return True


def journal_path(given: str | None) -> tuple[Path, bool]:
    """The journal's file, and whether it is the default one (its folder may
    be created)."""
    if given:
        return Path(given), False
    from_env = os.environ.get(ENV, "").strip()
    if from_env:
        return Path(from_env), False
    return Path(click.get_app_dir("penel421")) / FILE_NAME, True


def open_journal(given: str | None, create: bool) -> Journal:
    """The journal named by ``--journal``, the variable or the default;
    JournalUnavailable (in French) if it cannot be used."""
    path, default = journal_path(given)
    if default and create:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise JournalUnavailable(f"le dossier {path.parent} ne se crée pas "
                                     f"({error.strerror or error})") from None
    return Journal.open(path, create=create)


def open_for_reading(given: str | None) -> Journal:
    """The journal, to read: one that cannot be written (a read-only folder)
    is read all the same (its ``read_only`` says why it is not written)."""
    path, _ = journal_path(given)
    return Journal.open(path, create=False, read_only_ok=True)


def damage_warning(journal: Journal, then: str) -> str | None:
    """The line that says the journal is damaged, and what happens ``then``;
    None if it is sound (it is read whole: only for a command that reads it)."""
    problem = journal.damage()
    if problem is None:
        return None
    return f"Attention : journal {journal.path} : {problem} ; {then}."


def tell_unreadable(journal: Journal) -> None:
    """One line on stderr for the games of the journal that did not read."""
    tell_left_out([f"La partie n° {game_id} du journal ne se lit pas ({why}) : elle est "
                   "laissée de côté." for game_id, why in sorted(journal.unreadable.items())],
                  "parties")


def local_time(stamp: str) -> str:
    """An ISO 8601 UTC time as the player reads it: 30/11/2026 21:03."""
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%d/%m/%Y %H:%M")
    except (ValueError, TypeError, OverflowError):  # not a date penel421 wrote (year 1, 9999…)
        return safe(str(stamp))


def resume_command(game_id: int | None, given: str | None) -> str:
    """The command that continues game ``game_id`` of the journal (None:
    its last unfinished game), with the ``--journal`` given if one was."""
    number = "" if game_id is None else f" {game_id}"
    option = f" --journal {shlex.quote(given)}" if given else ""
    return f"penel421 reprendre{number}{option}"


def analyse_command(game_id: int, given: str | None) -> str:
    """The command that shows game ``game_id`` of the journal weighed, with
    the ``--journal`` given if one was."""
    option = f" --journal {shlex.quote(given)}" if given else ""
    return f"penel421 analyse {game_id}{option}"


def unfinished_notice(game: GameRecord, given: str | None) -> str:
    """The line that says a game is not finished, and how to resume it."""
    command = glued(*resume_command(None, given).split(" "))  # on one line, to be copied
    return (f"La partie n° {game.id} du journal ({game.game}, commencée le "
            f"{local_time(game.started)}) n'est pas finie : {command} la continue.")


def not_kept_as(number: int, games: list[GameRecord], command: str, journal: str) -> str:
    """Why the journal ``journal`` has no game ``number``, and the number to
    type: a game is named by its number in the journal (``penel421 parties``),
    but a newcomer types the number the screen showed, the dice's *tirage*
    (PARTIE 421, --seed 421); where ``games`` have that tirage, the sentence
    names their numbers in the journal, for ``command`` (analyse, reprendre)."""
    missing = f"le journal {journal} n'a pas de partie n° {number}"
    drawn = sorted(game.id for game in games if game.number == number)
    if not drawn:
        return f"{missing} (penel421 parties les liste)."
    typed = glued(*f"penel421 {command} {drawn[-1]}".split(" "))
    if len(drawn) == 1:
        return (f"{missing} ; « {number} » est le tirage des dés (PARTIE {number}, "
                f"--seed {number}) de la partie n° {drawn[0]} du journal : {typed}.")
    ids = ", ".join(map(str, drawn[:-1])) + f" et {drawn[-1]}"
    return (f"{missing} ; « {number} » est le tirage des dés (PARTIE {number}, "
            f"--seed {number}) des parties n° {ids} du journal ; la dernière : {typed}.")

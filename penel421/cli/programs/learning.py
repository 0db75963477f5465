"""What ``entrainement`` and ``progres`` share: the journal, its games weighed, the people.

Both read what the analysis of each game found, kept in the journal
(:mod:`penel421.learn.digest`).  The games kept before are weighed first,
once (:mod:`penel421.learn.catch_up`), with the work shown on the error
stream at a terminal; Ctrl-C stops it, and what was done is kept.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

import click

from ...journal.store import Journal
from ...journal.text import person_name, safe
from ...learn.catch_up import catch_up
from ...learn.store import DIGEST_VERSION, TrainingStore
from ..errors import CommandInterrupted
from ..errors.journal import in_use, keeping_answers, reading
from ..journal_file import exists, journal_path, open_for_reading, open_journal
from ..messages import tell_on_screen

#: Work shown on screen once it has lasted this long (seconds).
SHOWN_AFTER = 0.3


def open_learning(given: str | None, writing: bool) -> Journal:
    """The journal, created if missing and ``writing``; a journal that
    cannot be written is read, if not ``writing`` (one that is not there
    yet: an empty one, in memory); else the command ends, saying why."""
    path, _ = journal_path(given)
    with reading(path):
        if writing:
            with keeping_answers(path):
                return open_journal(given, create=True)
        if not exists(path):  # nothing kept yet: read as empty, nothing made
            return Journal.open(":memory:")
        return open_for_reading(given)


@contextmanager
def learning_journal(given: str | None, writing: bool) -> Iterator[TrainingStore]:
    """The training's store of the journal :func:`open_learning` opens,
    closed at the end; a journal that fails while it is read or written (a
    table that is not penel421's, a full disk) ends the command in one
    French line."""
    journal = open_learning(given, writing)
    try:
        with in_use(journal):
            yield TrainingStore(journal)
    finally:
        journal.close()


def weigh_kept_games(store: TrainingStore) -> None:
    """Weigh the games the journal keeps unweighed (those kept before),
    showing the work at a terminal after :data:`SHOWN_AFTER`; Ctrl-C: what
    was done is kept, one line says so, exit status 130.  A journal that
    is not written: one line says how many games are left out."""
    journal = store.journal
    if journal.read_only is not None:
        left = len(store.undigested(DIGEST_VERSION))
        if left:
            many = left > 1
            tell_on_screen(f"Attention : {left} partie{'s' if many else ''} du journal, pas "
                           f"encore analysée{'s' if many else ''}, ne "
                           f"compte{'nt' if many else ''} pas : il ne s'écrit pas "
                           f"({journal.read_only}).")
        return
    progress = _Progress()
    try:
        catch_up(store, progress)
    except KeyboardInterrupt:
        done = progress.done
        total = len(store.undigested(DIGEST_VERSION)) + done
        if progress.shown and progress.at_terminal:
            click.echo(err=True)
        raise CommandInterrupted(
            f"Interrompu : {done} partie{'s' if done > 1 else ''} analysée"
            f"{'s' if done > 1 else ''} sur {total}, gardée"
            f"{'s' if done > 1 else ''} ; la suite la prochaine fois.", tell_on_screen) from None


class _Progress:
    """How far the weighing of the games kept before is, told on the error
    stream once it has lasted :data:`SHOWN_AFTER`: at a terminal, one line
    written over itself (within 40 columns), five times a second at most;
    elsewhere, one line that says what is done."""

    def __init__(self) -> None:
        self.started = time.monotonic()
        self.shown = 0.0  # when it was last shown
        self.done = 0
        self.at_terminal = sys.stderr.isatty()

    def __call__(self, done: int, total: int) -> None:
        self.done = done
        now = time.monotonic()
        if now - self.started < SHOWN_AFTER or (now - self.shown < 0.2 and done < total):
            return
        if not self.shown and not self.at_terminal:
            tell_on_screen(f"Analyse de {total} parties gardées avant, une fois pour toutes…")
        self.shown = now
        if self.at_terminal:
            click.echo(f"\rAnalyse des parties : {done} sur {total}", err=True,
                       nl=done == total)


def last_person(journal: Journal) -> str | None:
    """The person who played last with this journal, as the screens name
    them (None: no person ever did)."""
    found = journal.last_person()
    return None if found is None else safe(person_name(found[1], found[0]))


def people_of(journal: Journal, name: str | None, game: str | None) -> list[str] | None:
    """The people ``--joueur NOM`` names (casefolded; None: everyone); a
    name that is nobody's of a journal that has people is refused, with
    the names it has (each person once, whatever the case of their name)."""
    if name is None:
        return None
    known = [safe(person_name(person, played)) for played, person in journal.people()
             if game in (None, played)]
    wanted = name.strip().casefold()
    if known and wanted not in {person.casefold() for person in known}:
        each: dict[str, str] = {}
        for person in known:  # each person once, as first named
            each.setdefault(person.casefold(), person)
        names = ", ".join(each.values())
        raise click.BadParameter(f"personne ne s'appelle « {name} » dans le journal "
                                 f"(personnes : {names}).", param_hint="--joueur")
    return [wanted]

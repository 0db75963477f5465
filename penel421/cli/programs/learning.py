"""What ``entrainement`` and ``progres`` share: the journal, its games weighed, the people.

Both read what the analysis of each game found, kept in the journal
(:mod:`penel421.journal.digest`).  The games kept before are weighed first,
once (:mod:`penel421.learn.catch_up`), with the work shown on the error
stream at a terminal; Ctrl-C stops it, and what was done is kept.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NoReturn

import click

from ...console.wrap import columns, fit
from ...journal.store import DIGEST_VERSION, Journal, JournalUnavailable
from ...journal.text import safe
from ...learn.catch_up import catch_up
from ..journal_file import cannot_read, exists, journal_path, open_for_reading, open_journal, shown

#: Work shown on screen once it has lasted this long (seconds).
SHOWN_AFTER = 0.3


def open_learning(given: str | None, writing: bool) -> Journal:
    """The journal, created if missing and ``writing``; a journal that
    cannot be written is read, if not ``writing`` (one that is not there
    yet: an empty one, in memory); else one French line and exit status 1."""
    path, _ = journal_path(given)
    try:
        if writing:
            try:
                return open_journal(given, create=True)
            except JournalUnavailable as error:
                if not error.writing:
                    raise
                click.echo(f"Erreur : le journal {path} ne s'écrit pas : {error} ; "
                           "l'entraînement y garde chaque réponse.", err=True)
                sys.exit(1)
        if not exists(path):  # nothing kept yet: read as empty, nothing made
            return Journal.open(":memory:")
        return open_for_reading(given)
    except JournalUnavailable as error:
        cannot_read(path, error)


@contextmanager
def learning_journal(given: str | None, writing: bool) -> Iterator[Journal]:
    """The journal as :func:`open_learning` opens it, closed at the end; a
    journal that fails while it is read or written (a table that is not
    penel421's, a full disk) ends the command in one French line."""
    store = open_learning(given, writing)
    try:
        yield store
    except JournalUnavailable as error:
        fail(store, error)
    finally:
        store.close()


def weigh_kept_games(journal: Journal) -> None:
    """Weigh the games the journal keeps unweighed (those kept before),
    showing the work at a terminal after :data:`SHOWN_AFTER`; Ctrl-C: what
    was done is kept, one line says so, exit status 130.  A journal that
    is not written: one line says how many games are left out."""
    if journal.read_only is not None:
        left = len(journal.undigested(DIGEST_VERSION))
        if left:
            many = left > 1
            _say(f"Attention : {left} partie{'s' if many else ''} du journal, pas encore "
                 f"analysée{'s' if many else ''}, ne compte{'nt' if many else ''} pas : il "
                 f"ne s'écrit pas ({journal.read_only}).")
        return
    started = time.monotonic()
    shown = [0.0]
    at_terminal = sys.stderr.isatty()

    def progress(done: int, total: int) -> None:
        now = time.monotonic()
        if now - started < SHOWN_AFTER or (now - shown[0] < 0.2 and done < total):
            return
        if not shown[0] and not at_terminal:
            _say(f"Analyse de {total} parties gardées avant, une fois pour toutes…")
        shown[0] = now
        if at_terminal:  # within 40 columns, written over itself
            click.echo(f"\rAnalyse des parties : {done} sur {total}", err=True,
                       nl=done == total)

    done = [0]

    def counted(finished: int, total: int) -> None:
        done[0] = finished
        progress(finished, total)
    try:
        catch_up(journal, counted)
    except KeyboardInterrupt:
        total = len(journal.undigested(DIGEST_VERSION)) + done[0]
        if shown[0] and at_terminal:
            click.echo(err=True)
        _say(f"Interrompu : {done[0]} partie{'s' if done[0] > 1 else ''} analysée"
             f"{'s' if done[0] > 1 else ''} sur {total}, gardée"
             f"{'s' if done[0] > 1 else ''} ; la suite la prochaine fois.")
        sys.exit(130)
    except JournalUnavailable as error:
        fail(journal, error)


def _say(text: str) -> None:
    """A line on the error stream, cut between words at its width."""
    click.echo("\n".join(fit(text, columns(sys.stderr), "  ")), err=True)


def fail(journal: Journal, error: Exception) -> NoReturn:
    """One French line for a journal that failed in the middle; exit status 1."""
    click.echo(f"Erreur : le journal {shown(journal.path)} : {error}.", err=True)
    sys.exit(1)


def people_of(journal: Journal, name: str | None, game: str | None) -> list[str] | None:
    """The people ``--joueur NOM`` names (casefolded; None: everyone); a
    name that is nobody's of a journal that has people is refused, with
    the names it has."""
    if name is None:
        return None
    known = [safe(person) for played, person in journal.people() if game in (None, played)]
    wanted = name.strip().casefold()
    if known and wanted not in {person.casefold() for person in known}:
        names = ", ".join(dict.fromkeys(known))
        raise click.BadParameter(f"personne ne s'appelle « {name} » dans le journal "
                                 f"(personnes : {names}).", param_hint="--joueur")
    return [wanted]

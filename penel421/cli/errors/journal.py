"""The journal that does not read or write, in French: what a command says of it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ...journal.store import Journal, JournalUnavailable
from ...journal.text import shown
from ..messages import tell_as_written
from . import CommandFailure


@contextmanager
def reading(path: Path, what: str = "") -> Iterator[None]:
    """The one rule of the commands that read the journal at ``path``: one that
    does not read ends the command in one French message (``what``: what is
    then not done, « rien à reprendre, »)."""
    try:
        yield
    except JournalUnavailable as error:
        raise CommandFailure(f"Erreur : {what}le journal {shown(path)} ne se lit pas : "
                             f"{error}.") from None


@contextmanager
def keeping_answers(path: Path) -> Iterator[None]:
    """The training keeps each answer in the journal at ``path``: one that
    cannot be written ends it before the first card; any other failure is
    left to :func:`reading`."""
    try:
        yield
    except JournalUnavailable as error:
        if not error.writing:
            raise
        raise CommandFailure(f"Erreur : le journal {path} ne s'écrit pas : {error} ; "
                             "l'entraînement y garde chaque réponse.",
                             tell_as_written) from None


@contextmanager
def in_use(journal: Journal) -> Iterator[None]:
    """A journal that fails while it is read or written (a table that is not
    penel421's, a full disk): the command ends in one French line."""
    try:
        yield
    except JournalUnavailable as error:
        raise CommandFailure(f"Erreur : le journal {shown(journal.path)} : {error}.",
                             tell_as_written) from None


def game_unreadable(number: int, why: str, what: str = "") -> CommandFailure:
    """Game ``number`` of the journal does not read (``why``), so nothing is done
    with it (``what``: what is then not done, « rien à reprendre, »)."""
    return CommandFailure(f"Erreur : {what}la partie n° {number} du journal ne se lit pas : "
                          f"{why}.")

"""What a command writes besides its screens: its messages, cut between words.

A message goes to stderr one of four ways, as the commands have always
written them:

* :func:`tell`, most of them: at a terminal, cut between words at its width;
  to a pipe or a log, one line, whole, for a program or ``grep`` to read;
* :func:`tell_on_screen`, the lines of a game's own screen: at the width of
  its screens, 80 columns where there is no terminal;
* :func:`tell_through_stderr`, the simulation's: as on screen, written
  through ``sys.stderr`` itself, whose error handler writes an ASCII-only
  stream's nearest letters (:mod:`penel421.cli.streams`), where click's own
  stderr would write UTF-8 to it;
* :func:`tell_as_written`, the few that were never cut (the training's
  journal errors).
"""

from __future__ import annotations

import sys

import click

from ..console.wrap import GLUE, columns, fit, terminal_columns


def fitted(text: str, width: int | None) -> str:
    """``text`` cut between words within ``width`` columns, each paragraph's
    next lines indented by two spaces (None: as it is)."""
    if width is None:
        return text.replace(GLUE, " ")
    return "\n".join(line for paragraph in text.split("\n")
                     for line in fit(paragraph, width, "  "))


def tell(text: str) -> None:
    """A message of a command on stderr, cut between words at its terminal's
    width; one line to a pipe or a log."""
    click.echo(fitted(text, terminal_columns(sys.stderr)), err=True)


def tell_on_screen(text: str) -> None:
    """A message on stderr as the game's screens are written: cut at its
    width, 80 columns where it is not a terminal."""
    click.echo(fitted(text, columns(sys.stderr)), err=True)


def tell_through_stderr(text: str) -> None:
    """A message on stderr as :func:`tell_on_screen` writes one, through
    ``sys.stderr`` itself (see the module)."""
    click.echo(fitted(text, columns(sys.stderr)), file=sys.stderr)


def tell_as_written(text: str) -> None:
    """A message on stderr as it is."""
    click.echo(text, err=True)


def notice(text: str) -> None:
    """A command's message on stdout, as :func:`tell` writes one on stderr:
    cut between words at a terminal, one line to a pipe or a file."""
    click.echo(fitted(text, terminal_columns(sys.stdout)))


def say(text: str) -> None:
    """A command's text on stdout, cut between words at its width (80
    columns where it is not a terminal, as every screen of penel421)."""
    click.echo(fitted(text, columns(sys.stdout)))


def tell_left_out(problems: list[str], noun: str) -> None:
    """One line on stderr for what was left out of the journal (``noun``,
    plural: « cartes »): the first problem, and how many more there are —
    twenty thousand edited rows are not twenty thousand lines."""
    if not problems:
        return
    more = len(problems) - 1
    tell(problems[0] if not more else
         f"{problems[0].rstrip('.')} ; et {more}{GLUE}autre{'s' if more > 1 else ''} "
         f"{noun if more > 1 else noun.rstrip('s')} de même.")

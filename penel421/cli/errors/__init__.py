"""What goes wrong in a command, said in French in one place.

A command that cannot do what it was asked raises :class:`CommandFailure`:
click writes its message on stderr (:meth:`CommandFailure.show`) and ends
with its status.  A domain error the command meets becomes its French
sentence in a context manager named for what the command was doing, in
this package, each module importing the errors it maps and no more:

* here, a session or a barème that cannot be, a player that does not load:
  click's usage errors (status 2), naming the option given;
* :mod:`.journal`: the journal that does not read or write;
* :mod:`.games`: a kept game that does not replay, a robot that fails;
* :mod:`.simulation`: a simulation that fails.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import IO, Any

import click

from ...core.bareme import BaremeError
from ...specs import NotInGame, NumberedRealDice, NumberOutOfRange
from ...strategies import StrategyLoadError
from ..messages import tell


class CommandFailure(click.ClickException):
    """A command that cannot do what it was asked: ``message``, in French, is
    written on stderr by ``write``, as the command writes its other messages
    (cut at a terminal's width, one line to a pipe, unless the command says
    otherwise: :mod:`penel421.cli.messages`), and the command ends with the
    status 1."""

    def __init__(self, message: str, write: Callable[[str], None] = tell) -> None:
        super().__init__(message)
        self.write = write

    def show(self, file: IO[Any] | None = None) -> None:
        self.write(self.message)


class CommandInterrupted(CommandFailure):
    """A command stopped by Ctrl-C, which says what was done: the status 130,
    as the shell counts a program that Ctrl-C ended."""

    exit_code = 130


def sentence(text: object) -> str:
    """An error's text as a sentence of a usage error: it ends with a full stop."""
    text = str(text)
    return text if text.endswith((".", "!", "?")) else text + "."


#: The option of the command line that asks for each part of a session.
OPTION_OF = {"players": "--player", "computers": "--computers",
             "fixed_throws": "--fixed-throws", "bareme": "--bareme"}


@contextmanager
def spec_refusals(bareme_items: tuple[str, ...] = ()) -> Iterator[None]:
    """What the spec refuses (:func:`penel421.specs.check_session`), as click's
    usage errors naming the option given; a barème not given by ``--bareme``
    (``bareme_items``) came from ``--bareme-file``."""
    try:
        yield
    except NotInGame as error:
        flag = OPTION_OF[error.part]
        if error.part == "bareme" and not bareme_items:
            flag = "--bareme-file"
        raise click.UsageError(f"{flag} va avec --rules {' ou '.join(error.others)} : "
                               f"{sentence(error)}") from None
    except NumberedRealDice as error:
        raise click.UsageError(f"--seed et --real-dice s'excluent : {sentence(error)}") from None
    except NumberOutOfRange as error:
        raise click.BadParameter(f"avec --rules {error.kind.name}, {sentence(error)}",
                                 param_hint="--seed") from None


@contextmanager
def bareme_file_refused() -> Iterator[None]:
    """A ``--bareme-file`` that is no barème: a usage error whose message names
    the file."""
    try:
        yield
    except BaremeError as error:
        raise click.UsageError(sentence(f"{str(error)[0].upper()}{str(error)[1:]}")) from None


@contextmanager
def bareme_values_refused() -> Iterator[None]:
    """A ``--bareme`` value that the barème does not take: a usage error."""
    try:
        yield
    except BaremeError as error:
        raise click.BadParameter(sentence(error), param_hint="--bareme") from None


@contextmanager
def seats_refused() -> Iterator[None]:
    """Players who cannot sit at the table (``ValueError``, in French, from
    :func:`penel421.play.table.seats_for`): a usage error."""
    try:
        yield
    except ValueError as error:
        raise click.BadParameter(sentence(error), param_hint="--player/--computers") from None


@contextmanager
def strategy_refused(option: str) -> Iterator[None]:
    """A computer player that does not load: a usage error of ``option``, the
    one that named it."""
    try:
        yield
    except StrategyLoadError as error:
        raise click.BadParameter(sentence(error), param_hint=option) from None

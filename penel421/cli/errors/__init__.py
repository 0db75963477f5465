"""What goes wrong in a command, said in French in one place.

A domain error a command meets — a session the game does not have, a
barème that does not read — becomes here the French sentence the command
says, naming the option of the command line where there is one.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import click

from ...specs import NotInGame, NumberedRealDice, NumberOutOfRange

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


def sentence(text: object) -> str:
    """An error's text as a sentence of a usage error: it ends with a full stop."""
    text = str(text)
    return text if text.endswith((".", "!", "?")) else text + "."

"""What plays a seat, as the engine sees it: the :class:`Strategy` protocol.

A strategy is any object with a ``rethrow(view)`` method: given a
:class:`~penel421.core.state.TurnView` (immutable values only: the rules, the
game, this round's order and hands, its own dice), it returns the positions
1, 2, 3 of the dice to throw again, or an empty sequence to keep every die.
It is asked after each throw but the last one allowed, so it can never ask
for a throw too many.  It may also have ``game_started(rules, seat, state)``
and ``game_ended(result)``, called when a game starts and ends.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from .state import TurnView


@runtime_checkable
class Strategy(Protocol):
    """A player's mind: a human at a prompt, a computer level, or a bot."""

    def rethrow(self, view: TurnView) -> Sequence[int]:
        """The positions (1, 2, 3) to throw again; empty keeps every die."""


#: What a strategy's code may raise that is its failure: any error, and
#: sys.exit() too, for a bot does not end penel421 (the game is kept, the
#: failure said); not the end of input or a Ctrl-C, which end the session.
BOT_FAILURES = (Exception, SystemExit)


def describe_error(error: BaseException) -> str:
    """An exception in one line, with where it was raised if that can be told."""
    text = f"{type(error).__name__} : {error}" if str(error) else type(error).__name__
    if isinstance(error, SyntaxError):
        return f"erreur de syntaxe ({error.filename}, ligne {error.lineno})"
    tb, last = error.__traceback__, None
    while tb is not None:
        last, tb = tb, tb.tb_next
    if last is not None:
        where = last.tb_frame.f_code.co_filename
        # where penel421 itself raised it (a call with the wrong arguments), the
        # message says enough; elsewhere, the line helps the bot's author
        if not where.startswith(_PACKAGE):
            text += f" ({os.path.basename(where)}, ligne {last.tb_lineno})"
    return text


_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep

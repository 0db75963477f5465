"""The minds that play the seats, and the protocol every one of them follows.

A strategy is any object with a ``rethrow(view)`` method: given a
:class:`~penel421.state.TurnView` (immutable values only: the rules, the
game, this round's order and hands, its own dice), it returns the positions
1, 2, 3 of the dice to throw again, or an empty sequence to keep every die.
It is asked after each throw but the last one allowed.  It may also have
``game_started(rules, seat, state)`` and ``game_ended(result)``, called when
a game starts and ends.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..state import TurnView


class Strategy(Protocol):
    """A player's mind: a human at a prompt, or a computer rule."""

    def rethrow(self, view: TurnView) -> Sequence[int]:
        """The positions (1, 2, 3) to throw again; empty keeps every die."""

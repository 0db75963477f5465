"""What the session hands the engine for the people at the table.

A person's seat is played by :class:`Person`: the console asks them at
RELANCER; with ``--hints`` the expert's advice comes first, ``?`` asks for
it (and, once it is given, for every choice ranked with its worth and its
loss), and with ``--tuteur`` an answer that is an error is shown with what it
costs and must be confirmed.  Every figure comes from the session's one
:class:`~penel421.analysis.weigh.Weigher`, so that a decision is weighed
once whatever asks.  With real dice, :class:`RealDice` asks the console for
the faces thrown on the table.
"""

from __future__ import annotations

from ..analysis.tutor import tutor_objects
from ..analysis.weigh import Weigher
from ..console.base import Console
from ..core.state import TurnView


class Person:
    """The strategy of the seats people play at the keyboard."""

    def __init__(self, console: Console, weigher: Weigher, hints: bool = False,
                 tutor: bool = False) -> None:
        self.console, self.weigher = console, weigher
        self.hints, self.tutor = hints, tutor

    def rethrow(self, view: TurnView) -> tuple[int, ...]:
        """Ask which dice to throw again (the advice first with hints; an
        error confirmed with the tutor)."""
        advised = False

        def hint() -> None:
            # ? gives the advice; once the advice is on the screen, ? lists
            # every choice, best first, with its worth and its loss
            nonlocal advised
            if advised:
                self.console.advice.say_every_choice(self.weigher.weighing(view), view.dice)
            else:
                self.console.advice.say_advice(self.weigher.advice(view))
                advised = True

        if self.hints:
            hint()
        while True:
            answer = self.console.ask_rethrow(view, hint)
            if not self.tutor:
                return answer
            if not tutor_objects(self.weigher.decision(view, answer)) or \
                    self.console.advice.confirm_tutor(
                        self.weigher.decision(view, answer, reason=True)):
                return answer


class RealDice:
    """Dice thrown on a real table: the console asks for the faces."""

    def __init__(self, console: Console) -> None:
        self.console = console

    def roll(self, count: int) -> tuple[int, ...]:
        """Ask for the faces of the ``count`` dice just thrown."""
        return self.console.ask_faces(count)

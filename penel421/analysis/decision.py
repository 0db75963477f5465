"""One decision and what the analysis makes of it: the one record every reader reads.

gnubg keeps one move record that its analysis fills; here a
:class:`Decision` is an answer at RELANCER with the view the player had and
the turn's one weighing (:mod:`.weigh`), and from them the choice made, the
best one, the loss, its mark and why the best is better.  The tutor asks
of it whether to object, the analyst keeps one per answer of a game, the
training grades a card's answer with one (and the answer given in the game
with another, on the same weighing), and the journal keeps of it what the
training and the progress read.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..core.choice import typed_answer
from ..core.state import TurnView
from ..solve.turn.keeps import Keep
from ..strategies.worth import Option, Scale, Weighing, choice_of
from .reason_text import Reason


@dataclass(frozen=True)
class Decision:
    """One answer at RELANCER, weighed (see the module's docstring)."""

    view: TurnView  # the turn as the player saw it when answering
    rethrow: tuple[int, ...]  # the answer: the positions thrown again; () keeps every die
    weighing: Weighing  # every choice of the decision, best first
    #: Why the best choice is better than the one made (None for a best
    #: one, or where nobody asked).
    reason: Reason | None = None
    #: The round's number in its game (0 where nobody counts them).
    round: int = 0
    #: Where every figure is a chance of the game: what the choice made, rather
    #: than the best, changed to each seat's chance, by seat.
    effects: tuple[float, ...] | None = None
    #: Every choice of the decision is shown (``penel421 analyse --choix``),
    #: and for a best choice made why it beats the next best.
    every_choice: bool = False
    best_reason: Reason | None = None

    @property
    def seat(self) -> int:
        """The seat that answered."""
        return self.view.seat

    @property
    def throw(self) -> int:
        """The throw just looked at (1 or 2)."""
        return self.view.throws

    @property
    def dice(self) -> tuple[int, ...]:
        """The dice the answer was given with."""
        return self.view.dice

    @property
    def scale(self) -> Scale:
        """What the figures count."""
        return self.weighing.scale

    @property
    def answer(self) -> str:
        """The answer as typed: the positions thrown again, or 0."""
        return typed_answer(self.rethrow)

    @cached_property
    def keep(self) -> Keep | None:
        """The values the answer keeps; None when it keeps every die."""
        return choice_of(self.view.dice, self.rethrow)

    @cached_property
    def chosen(self) -> Option:
        """The choice made."""
        return self.weighing.option(self.keep)

    @property
    def best(self) -> Option:
        """The best choice (of equal ones, the expert's)."""
        return self.weighing.best

    @cached_property
    def loss(self) -> float:
        """How much worse than the best the choice made is (0 for a best one)."""
        return self.weighing.loss(self.keep)

    @property
    def mark(self) -> str:
        """'', '?!', '?' or '??'."""
        return self.scale.mark(self.loss)

    @property
    def right(self) -> bool:
        """The choice made loses less than an imprécision (it takes no mark)."""
        return self.loss < self.scale.thresholds[0]

    @property
    def margin(self) -> float:
        """What the second-best choice loses (0 for a decision of one choice)."""
        options = self.weighing.options
        return options[0].value - options[1].value if len(options) > 1 else 0.0

    @property
    def options(self) -> tuple[Option, ...]:
        """Every choice, best first, where they are shown (:attr:`every_choice`)."""
        return self.weighing.options if self.every_choice else ()

    @property
    def best_rethrow(self) -> tuple[int, ...]:
        """The positions the best choice throws again with these dice."""
        return self.best.rethrow(self.dice)

"""The one evaluation of each turn, shared by everything that reads it.

The advice (``?``, ``--hints``), the tutor, the analyst and the training
ask one question of a turn: what is each choice worth to the player?  The
answer is the expert's :class:`~penel421.strategies.worth.TurnWorth`
(:func:`~penel421.strategies.experts.expert_for`), the same for all of
them.  A :class:`Weigher` works it out once for the turn being played and
hands the same value to every reader, so that a decision made with
``--hints --tuteur`` while the analyst listens is weighed once:

- **1987**: the chance that the player wins the *game* if both play on
  perfectly from there, exact, from the solved game;
- **pascal with two players left**: the chance that the player does not lose
  the game if both play on perfectly, exact, from the solved two-player game;
  **with three left** (the usual barème, free throws) the same, every player
  playing on for his own chance, from the game solved for three;
- **pascal with three or more**: minus the expected change of the player's
  jetons when the round is settled (what the pascal expert plays for; higher
  is better), with the chances of winning and of losing the round, every
  player to come answering as the expert does: exact.

Each turn weighs on the :class:`~penel421.strategies.worth.Scale` of what
its expert plays for: the unit its figures are counted in and the losses
from which a choice is an imprécision (``?!``), an erreur (``?``) or a
grosse erreur (``??``).  A pascal game of three or more that ends with two
players left has turns on both scales.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.state import TurnView
from ..strategies.experts import expert_for
from ..strategies.worth import TurnWorth, Weighing
from .advice import Advice, advice_of
from .decision import Decision
from .reason_text import Reason
from .reasons import reason_for


def turn_key(view: TurnView) -> tuple[object, ...]:
    """What a turn's worth depends on: everything the view shows but its dice
    and its throws made."""
    return (view.rules, view.state, view.seat, view.order, view.played, view.max_throws)


class Weigher:
    """The worth of the turn being played, worked out once and shared."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] | None = None
        self._worth: TurnWorth | None = None
        #: How many turns were weighed: one per turn, however many read it.
        self.evaluations = 0

    def worth(self, view: TurnView) -> TurnWorth:
        """The worth of the turn ``view`` shows (the same value for every
        reader of this turn)."""
        key = turn_key(view)
        if key != self._key or self._worth is None:
            self._worth = expert_for(view.rules).worth(view)
            self._key = key
            self.evaluations += 1
        return self._worth

    def weighing(self, view: TurnView) -> Weighing:
        """Every choice of the decision ``view`` shows, best first."""
        return self.worth(view).weigh(view.hand, view.throws_left)

    def advice(self, view: TurnView) -> Advice:
        """The expert's advice for the decision ``view`` shows."""
        return advice_of(self.worth(view), view)

    def decision(self, view: TurnView, rethrow: Sequence[int], *,
                 reason: bool = False) -> Decision:
        """The answer ``rethrow`` to the decision ``view`` shows, weighed;
        with ``reason``, why the best choice beats it (:meth:`reason`)."""
        return Decision(view, tuple(rethrow), self.weighing(view),
                        self.reason(view, rethrow) if reason else None)

    def reason(self, view: TurnView, answer: Sequence[int] | None = None) -> Reason | None:
        """Why the best choice of the decision ``view`` shows is best, against
        ``answer`` (else the next best choice): :func:`.reasons.reason_for`,
        its tables worked out once for the turn."""
        return reason_for(self.worth(view), view, answer)


def weigh(view: TurnView) -> Weighing:
    """Every choice of the decision ``view`` shows, best first (a turn weighed
    on its own, for a reader that shares it with nobody)."""
    return expert_for(view.rules).worth(view).weigh(view.hand, view.throws_left)

"""The expert's advice at the RELANCER prompt, with the chances that go with it.

For a human's turn, what the expert would do — which dice to throw again —
and, for that choice: the chance of winning the round (and in pascal of
losing it), exact; in 1987, and in pascal with two players left, also the
chance of winning the game, from the solved game; and why it is best, in
words (:mod:`.reasons`).  The round chances are
those of playing on as the expert would, against experts: in pascal every
player to come answers as the expert does (a subgame-perfect round).  All
of it is read from the turn's one evaluation (:mod:`.weigh`).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..core.choice import typed_answer
from ..core.state import TurnView
from ..solve.turn.keeps import Keep, positions_to_rethrow
from ..strategies.experts import expert_for
from ..strategies.worth import TurnWorth, keep_words
from .reason_text import Reason
from .reasons import all_equal, reason_for

Chance = Fraction | float


@dataclass(frozen=True)
class Advice:
    """What the expert would answer, and what it gives.

    Not a :class:`~.decision.Decision` nor an
    :class:`~penel421.strategies.worth.Option`: a decision weighs an answer
    already given against every choice, on the one scale of its figures;
    the advice is the expert's one choice before any answer, with every
    chance the game has of it (the round's, exact where the solver is, even
    in 1987 where no option carries them; the game's; the jetons)."""

    rethrow: tuple[int, ...]  # the positions to type; () keeps every die
    keep: Keep | None  # the values kept; None when it stops
    win_round: Chance
    lose_round: Chance | None = None  # pascal: the round's loser takes or receives jetons
    win_game: Chance | None = None  # from a solved game: 1987, pascal with two left
    jetons: float | None = None  # pascal: the expected change of its jetons
    #: Why it is best, against the next best choice (:mod:`.reasons`).
    reason: Reason | None = None
    #: The players still in the game (whom its chance of the game is solved for).
    players: int = 2
    #: Whether the best choice and the next best are worth the same at the
    #: precision shown (« ces choix se valent »): then there is no reason.
    equal: bool = False

    @property
    def answer(self) -> str:
        """What to type at the prompt: the positions to throw again, or 0."""
        return typed_answer(self.rethrow)

    @property
    def words(self) -> str:
        """The choice in words: 'garder tout', 'tout relancer', 'garder 4-1'."""
        return keep_words(self.keep)


def advice_of(worth: TurnWorth, view: TurnView) -> Advice:
    """The advice for the decision ``view`` shows, read from its turn's worth."""
    hand, left = view.hand, view.throws_left
    keep = worth.best(hand, left)
    wins = worth.round_wins
    if wins is None:
        raise ValueError("a turn's worth without the round's chances")

    losses, game, tokens = worth.losses, worth.game, worth.tokens
    return Advice(() if keep is None else positions_to_rethrow(view.dice, keep), keep,
                  win_round=wins.worth(hand, left, keep),
                  lose_round=None if losses is None else losses.worth(hand, left, keep),
                  win_game=None if game is None else game.worth(hand, left, keep),
                  jetons=None if tokens is None else float(tokens.worth(hand, left, keep)),
                  reason=reason_for(worth, view), players=len(view.state.in_game),
                  equal=all_equal(worth, view))


def advise(view: TurnView) -> Advice:
    """The expert's advice for the turn ``view`` shows (a turn weighed on its
    own; a session shares its weighing through :class:`.weigh.Weigher`)."""
    return advice_of(expert_for(view.rules).worth(view), view)

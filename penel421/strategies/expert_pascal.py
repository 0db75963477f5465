"""The pascal expert: the two-player game solved, every round subgame-perfect.

**Two players left** (a two-player game, or the décharge of any game once
only two hold jetons): it plays the solved game
(:mod:`penel421.solve.pascal.duel_solution`), every throw for the lowest chance
of losing the *game*, exact.  As the opener it looks its choice up in the
solution; as the second player it solves its turn against the opener's hand
once, then looks it up.

**Three players or more** (and two, in a game of more jetons than the
two-player solution is worked out for): each turn for the expected change of
its own jetons when the round is settled (jetons taken from the pot or
received count against it, jetons given away count for it), knowing exactly
how every player after it will answer, each of them doing the same
(:mod:`penel421.solve.pascal.round`).  Jetons are what a player must get rid
of, and this one number weighs how often each outcome happens by how much
it costs: the nénette, a 421 that wins the décharge, the caps.  Why this
objective and not the chance of losing the game: README.md, « L'ordinateur :
classic et expert ».

**Knowledge**: the hands already played this round, the players still to
play, everyone's jetons, the pot and the phase (its view of the game).
"""

from __future__ import annotations

from ..core.state import TurnView
from ..solve.pascal.duel_solution import Solution, solution_for
from ..solve.pascal.duel_solver import applies
from ..solve.pascal.round import best_choices
from ..solve.turn.keeps import positions_to_rethrow


def game_solution(view: TurnView) -> Solution | None:
    """The solved two-player game, when it plays this turn."""
    if applies(view.rules, len(view.state.in_game)):
        return solution_for(view.rules)
    return None


class ExpertPascal:
    """The pascal expert; see the module's docstring."""

    def rethrow(self, view: TurnView) -> tuple[int, ...]:
        """The positions to throw again; empty to keep the hand."""
        hand, left = view.hand, view.max_throws - view.throws
        solution = game_solution(view)
        if solution is None:  # the subgame-perfect round (its choices remembered)
            keep = best_choices(view.rules, view.state, view.seat, view.order, view.played,
                                view.max_throws).best(hand, left)
        elif not view.played:
            keep = solution.opener_keep(view.state, hand, left)
        else:
            keep = solution.second_keep(view.state, view.played[0].hand, hand, left)
        return () if keep is None else positions_to_rethrow(view.dice, keep)

"""How a round is settled: pure functions of the rules, the state and the hands.

The one place that says who wins a round, how many tokens move and from
where, who leaves the game and who opens the next round.  The engine calls
:func:`settle` after every round; the solver of the 1987 game calls the same
function to know where each possible pair of hands leads, so the two can
never disagree about the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .rules import Rules, Ties
from .state import GameState, Played


class Settlement(NamedTuple):
    """What a round decided, and the game after it."""

    winner: int  # seat
    loser: int  # seat
    value: int  # what the winner's hand is worth
    penalty: int  # the nénette's extra, 0 if none
    moved: int  # tokens actually moved: value + penalty, capped
    from_pot: bool  # charge: the loser took from the pot; else from the winner
    state: GameState  # after the transfer, the leavers gone, the next opener set
    charge_ended: bool = False  # the pot has just run out
    leaver: int | None = None  # the winner, if he gave his last token away

    @property
    def due(self) -> int:
        """What the rules asked for before any cap."""
        return self.value + self.penalty

    @property
    def capped(self) -> bool:
        """True when the pot or the winner held less than was due."""
        return self.moved < self.due


def winner_and_loser(rules: Rules, hands: Sequence[Played]) -> tuple[int, int]:
    """Indexes in ``hands`` (play order) of the round's winner and loser.

    Of equal hands the one played later ranks higher: the winner is the
    latest of the best, the loser the earliest of the worst.  (In 1987 a
    barrage has left no tie by then.)
    """
    rank = rules.table.rank
    best = worst = 0
    best_rank = worst_rank = rank[hands[0].hand]
    for i in range(1, len(hands)):
        r = rank[hands[i].hand]
        if r >= best_rank:
            best, best_rank = i, r
        if r < worst_rank:
            worst, worst_rank = i, r
    return best, worst


def barrage_needed(rules: Rules, hands: Sequence[Played]) -> tuple[int, ...]:
    """Indexes in ``hands`` of the players who must throw a barrage, if any.

    Only where the rules settle ties by a barrage: the players tied for the
    best hand, or else those tied for the worst.
    """
    if rules.ties is not Ties.BARRAGE:
        return ()
    rank = rules.table.rank
    ranks = [rank[p.hand] for p in hands]
    if len(set(ranks)) == len(ranks):  # the usual case: no two hands alike
        return ()
    for edge in (max(ranks), min(ranks)):
        if ranks.count(edge) > 1:
            return tuple(i for i, r in enumerate(ranks) if r == edge)
    return ()


def settle(rules: Rules, state: GameState, hands: Sequence[Played]) -> Settlement:
    """Settle a round from its final hands in play order (after any barrage)."""
    w, lo = winner_and_loser(rules, hands)
    winner, loser = hands[w].seat, hands[lo].seat
    value = rules.table.value[hands[w].hand]
    penalty = rules.nenette_penalty if rules.is_nenette(hands[lo].hand) else 0
    due = value + penalty
    tokens = list(state.tokens)
    pot = state.pot
    in_game, spared, emptied = state.in_game, state.spared, state.emptied
    charge_ended, leaver = False, None
    if pot > 0:
        moved = min(due, pot)
        pot -= moved
        tokens[loser] += moved
        if pot == 0:
            # the charge is over: whoever took nothing is spared
            charge_ended = True
            spared = tuple(s for s in in_game if tokens[s] == 0)
            in_game = tuple(s for s in in_game if tokens[s] > 0)
    else:
        moved = min(due, tokens[winner])
        tokens[winner] -= moved
        tokens[loser] += moved
        if tokens[winner] == 0:
            leaver = winner
            in_game = tuple(s for s in in_game if s != winner)
            emptied += (winner,)
    winner_opens = (not state.pot and rules.winner_opens_decharge and leaver is None)
    after = GameState(tuple(tokens), pot, winner if winner_opens else loser,
                      in_game, spared, emptied)
    return Settlement(winner, loser, value, penalty, moved, state.pot > 0, after,
                      charge_ended, leaver)


"""The pascal expert: the two-player game solved, each other turn for the fewest jetons.

**Two players left** (a two-player game, or the décharge of any game once
only two hold jetons): it plays the solved game
(:mod:`penel421.solve.solution_pascal2`), every throw for the lowest chance
of losing the *game*, exact.  As the opener it looks its choice up in the
solution; as the second player it solves its turn against the opener's hand
once, then looks it up.

**Three players or more — objective**: the expected change of its own
jetons when the round is settled (jetons taken from the pot or received
count against it, jetons given away count for it).  Jetons are what a
player must get rid of, and this one number weighs how often each outcome
happens by how much it costs: it fears losing the charge to a 421 more than
to a suite, counts the nénette's penalty, and in the décharge values a big
hand that gets rid of many jetons at once.  The chance of not losing the
round alone would ignore all of that.

**Knowledge**: the hands already played this round, the players still to
play, everyone's jetons, the pot and the phase (its view of the game).

**As the last player** it is exact: each final hand it could end with is
settled by the engine's own :func:`~penel421.core.settle.settle`.

**Before the last player**, a model of the players to come: each of them
ends, independently, with a hand drawn from the final hands of a player who
plays for the highest hand he can get (his best expected rank) with the
throws he is allowed; of equal hands the later wins, as in the rules; if one
of them wins the décharge, he is equally likely to be any of them, and gives
at most what he holds.  Its figures are then « estimés ».
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import TypeVar

from ..core.hands import ALL_HANDS, Hand
from ..core.rules import Rules
from ..core.settle import settle
from ..core.state import GameState, Played, TurnView
from ..solve.keeps import positions_to_rethrow
from ..solve.solution_pascal2 import Solution, solution_for
from ..solve.solver_pascal2 import applies
from ..solve.turnplay import TurnPlay

T = TypeVar("T")


def game_solution(view: TurnView) -> Solution | None:
    """The solved two-player game, when it plays this turn."""
    if applies(view.rules, len(view.state.in_game)):
        return solution_for(view.rules)
    return None


class ExpertPascal:
    """The pascal expert; see the module's docstring."""

    def __init__(self) -> None:
        self._turn: tuple | None = None
        self._play: TurnPlay | None = None

    def rethrow(self, view: TurnView) -> tuple[int, ...]:
        """The positions to throw again; empty to keep the hand."""
        hand, left = view.hand, view.max_throws - view.throws
        solution = game_solution(view)
        if solution is None:
            keep = self.turn_play(view).best(hand, left)
        elif not view.played:
            keep = solution.opener_keep(view.state, hand, left)
        else:
            keep = solution.second_keep(view.state, view.played[0].hand, hand, left)
        return () if keep is None else positions_to_rethrow(view.dice, keep)

    def turn_play(self, view: TurnView) -> TurnPlay:
        """Best play of this turn for the fewest jetons (worked out once per turn)."""
        turn = (view.rules, view.state, view.seat, view.order, view.played, view.max_throws)
        if turn != self._turn:
            self._turn, self._play = turn, TurnPlay(
                [[-change for change in changes]
                 for changes in expected_changes(view.rules, view.state, view.seat,
                                                 view.order, view.played, view.max_throws)])
        assert self._play is not None
        return self._play


def expected_changes(rules: Rules, state: GameState, seat: int, order: tuple[int, ...],
                     played: tuple[Played, ...], max_throws: int) -> list[list[float]]:
    """For each number of throws left (0 first, up to ``max_throws - 1``), the
    expected change of ``seat``'s jetons for each final hand (by number)."""
    return per_level(rules, state, seat, order, played, max_throws, exact_changes,
                     modelled_changes)


def per_level(rules: Rules, state: GameState, seat: int, order: tuple[int, ...],
              played: tuple[Played, ...], max_throws: int,
              exact: Callable[[Rules, GameState, int, tuple[Played, ...]], T],
              modelled: Callable[[Rules, GameState, int, tuple[int, ...], tuple[Played, ...],
                                  tuple[float, ...]], T]) -> list[T]:
    """``exact(rules, state, seat, played)`` at every level for the last player;
    else ``modelled(rules, state, seat, to_come, played, chances)`` with the
    final hands of the players to come, who throw as often as the rules let
    them: an opener who stops after throw t leaves the others t throws at
    most when he fixes their number."""
    to_come = order[order.index(seat) + 1:]
    if not to_come:
        return [exact(rules, state, seat, played)] * max_throws
    opener_fixes = rules.opener_fixes_throws and not played
    by_throws: dict[int, T] = {}
    levels: list[T] = []
    for left in range(max_throws):
        throws = max_throws - left if opener_fixes else max_throws
        if throws not in by_throws:
            by_throws[throws] = modelled(rules, state, seat, to_come, played,
                                         final_hands(rules, throws))
        levels.append(by_throws[throws])
    return levels


def exact_changes(rules: Rules, state: GameState, seat: int,
                  played: tuple[Played, ...]) -> list[float]:
    """The last player's change of jetons for each final hand, as settled."""
    before = state.tokens[seat]
    return [float(settle(rules, state, played + (Played(seat, hand, 1),)).state.tokens[seat]
                  - before) for hand in ALL_HANDS]


@cache
def final_hands(rules: Rules, throws: int) -> tuple[float, ...]:
    """The modelled player to come: how likely each final hand (by rank) is for
    a player who plays ``throws`` throws for his best expected rank."""
    rank = rules.table.rank
    play = TurnPlay.of([rank[h] for h in ALL_HANDS], throws - 1)
    by_number = play.final_hands(throws - 1)
    by_rank = [0.0] * len(ALL_HANDS)
    for h, p in zip(ALL_HANDS, by_number, strict=True):
        by_rank[rank[h]] = p
    return tuple(by_rank)


def modelled_changes(rules: Rules, state: GameState, seat: int, to_come: tuple[int, ...],
                     played: tuple[Played, ...], chances: tuple[float, ...]) -> list[float]:
    """The expected change of ``seat``'s jetons for each final hand, the
    players ``to_come`` modelled as the module's docstring says (``chances``:
    how likely each rank is for each of them)."""
    table, k = rules.table, len(to_come)
    by_rank = sorted(ALL_HANDS, key=table.rank.__getitem__)
    cumulative, total = [], 0.0
    for p in chances:
        total += p
        cumulative.append(total)
    ranks = [table.rank[p.hand] for p in played]
    lowest_played = min(ranks, default=len(by_rank))
    highest_played = max(ranks, default=-1)
    charge = state.pot > 0
    mine = state.tokens[seat]
    nenette_played = any(rules.is_nenette(p.hand) for p in played)
    nenette_rank = next((r for r, h in enumerate(by_rank) if rules.is_nenette(h)), None)
    dues = [_dues(rules, state, to_come, played, by_rank, penalty)
            for penalty in (0, rules.nenette_penalty)]
    changes = []
    for hand in ALL_HANDS:
        r = table.rank[hand]
        below = cumulative[r - 1] if r else 0.0  # one player to come ends below this hand
        change = 0.0
        # the loser: every hand played ranks above, none to come ranks below
        if lowest_played > r and below < 1.0:
            to_come_wins, played_wins = dues[rules.is_nenette(hand)]
            floor, above = below, 1.0 - below
            expected, reached_before = 0.0, 0.0
            for y in range(r, len(by_rank)):
                # the best hand to come has rank y (all of them rank r or more);
                # of equal hands the later wins: one to come takes a tie
                reached = ((cumulative[y] - floor) / above) ** k
                due = to_come_wins[y] if y >= highest_played else played_wins
                expected += (reached - reached_before) * due
                reached_before = reached
            change += above ** k * expected
        # the winner: no hand played above, every one to come below
        if not charge and highest_played <= r and below > 0.0:
            value = table.value[hand]
            if nenette_played:
                nenette_share = 1.0
            elif nenette_rank is not None and nenette_rank < r:
                nenette_share = 1.0 - ((below - chances[nenette_rank]) / below) ** k
            else:
                nenette_share = 0.0
            given = (nenette_share * min(mine, value + rules.nenette_penalty)
                     + (1.0 - nenette_share) * min(mine, value))
            change -= below ** k * given
        changes.append(change)
    return changes


def exact_outcomes(rules: Rules, state: GameState, seat: int,
                   played: tuple[Played, ...]) -> tuple[Sequence[float], Sequence[float]]:
    """The last player's round, for each final hand: 1 where he wins it, 1
    where he loses it (as settled)."""
    settled = [settle(rules, state, played + (Played(seat, hand, 1),)) for hand in ALL_HANDS]
    return ([int(s.winner == seat) for s in settled], [int(s.loser == seat) for s in settled])


def modelled_outcomes(rules: Rules, state: GameState, seat: int, to_come: tuple[int, ...],
                      played: tuple[Played, ...], chances: tuple[float, ...]
                      ) -> tuple[Sequence[float], Sequence[float]]:
    """For each final hand, the chance of winning the round and of losing it,
    the players to come modelled as the module's docstring says."""
    table, k = rules.table, len(to_come)
    ranks = [table.rank[p.hand] for p in played]
    lowest, highest = min(ranks, default=len(ALL_HANDS)), max(ranks, default=-1)
    wins, losses = [], []
    for hand in ALL_HANDS:
        r = table.rank[hand]
        below = sum(chances[:r])  # one player to come ends below this hand
        wins.append(below ** k if highest <= r else 0.0)
        losses.append((1.0 - below) ** k if lowest > r else 0.0)
    return wins, losses


def _dues(rules: Rules, state: GameState, to_come: tuple[int, ...],
          played: tuple[Played, ...], by_rank: list[Hand], penalty: int
          ) -> tuple[list[float], float]:
    """What the round's loser receives (``penalty`` added to the winner's
    value): if a player to come wins with the hand of each rank — any of them
    alike —, and if the best hand played wins."""
    table = rules.table

    def given(amount: int, holders: tuple[int, ...]) -> float:
        if state.pot > 0:
            return float(min(amount, state.pot))
        return sum(min(amount, state.tokens[s]) for s in holders) / len(holders)

    to_come_wins = [given(table.value[hand] + penalty, to_come) for hand in by_rank]
    if not played:
        return to_come_wins, 0.0
    best = max(reversed(played), key=lambda p: table.rank[p.hand])  # the latest of the best
    return to_come_wins, given(table.value[best.hand] + penalty, (best.seat,))

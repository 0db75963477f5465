"""The 1987 expert: plays every throw for the best chance of winning the game.

A pion given with a 421 is worth more than one given with a suite, and late
in the game a round can matter more or less than another: the expert plays
from the solved game (:mod:`penel421.solve.game1987.solution`).  As the
opener it looks its choice up in the shipped solution; as the second player
it solves its turn against the opener's hand once, then remembers its
choices.  Its judgement of a turn (:meth:`Expert1987.worth`) is the same
solved game: each choice's chance of winning the game, exact.
"""

from __future__ import annotations

from functools import lru_cache

from ..core.choice import from_byte
from ..core.hands import ALL_HANDS, Hand
from ..core.rules import RULES_1987, Rules
from ..core.state import GameState, TurnView
from ..solve.duel.replies import Counts, first_beaten, split_counts, split_rows, state_counts
from ..solve.duel.solution import Solution, second_choices_of
from ..solve.duel.solver import HANDS, THROW_COUNTS, chances, outcome_codes
from ..solve.game1987.solution import GAME, REPLIES_DATA, load, shipped_second_choices
from ..solve.turn.adding import add_up
from ..solve.turn.asked import AskedPlay
from ..solve.turn.keeps import INDEX, keep_of, positions_to_rethrow
from ..solve.turn.odds import HALVES, win_payoff
from ..solve.turn.play import TurnPlay
from .worth import (
    LOST,
    SCALE_GAME,
    TIED,
    WON,
    Outcome,
    Scale,
    TurnWorth,
    last_outcomes,
    outcomes_by_hand,
)


class Expert1987:
    """The game-perfect player of the 1987 rules; see the module's docstring."""

    def __init__(self, solution: Solution | None = None) -> None:
        self.solution = solution or load()

    def rethrow(self, view: TurnView) -> tuple[int, ...]:
        """The positions to throw again; empty to keep the hand."""
        hand, left = view.hand, view.max_throws - view.throws
        if not view.played:
            keep = self.solution.opener_keep(view.state, hand, left)
        else:
            keep = second_keep(self.solution, view.state, view.played[0].hand, hand, left)
        return () if keep is None else positions_to_rethrow(view.dice, keep)

    def worth(self, view: TurnView) -> TurnWorth:
        """Every choice of the turn: the player's chance of winning the game,
        both playing on perfectly, exact; the round's chances when asked."""
        play = game_play(self.solution, view)
        solution = self.solution
        if view.played:
            names = last_outcomes(view.rules, [view.played[0].hand])
            outcomes = lambda: outcomes_by_hand(play, names)  # noqa: E731
        else:
            outcomes = lambda: opener_outcomes(solution, view.state, play)  # noqa: E731
        return TurnWorth(SCALE_GAME, play, view.max_throws, game=play,
                         round_wins=lambda: round_wins(self.solution, view, play),
                         outcomes=outcomes)

    def scale(self, rules: Rules, state: GameState) -> Scale:
        """Every 1987 turn is weighed on the chance of winning the game."""
        return SCALE_GAME

    def barrage_chances(self, state: GameState, opener_hand: Hand | None) -> list[float]:
        """The opener's chance of winning the game during a barrage of the
        round from ``state``, by the second player's barrage hand (by number),
        the opener's being ``opener_hand``; with None, by the opener's barrage
        hand, before the second throws (exact: a new tie means a new barrage)."""
        solution = self.solution
        barrage = solution.barrage[solution.number(state)]
        table = chances(GAME.goal, outcome_codes(GAME, RULES_1987, state), solution.values,
                        barrage)
        if opener_hand is not None:
            o = INDEX[opener_hand]
            return table[HANDS * o:HANDS * (o + 1)]
        return [add_up(c * n for c, n in zip(table[HANDS * o:HANDS * (o + 1)], THROW_COUNTS,
                                           strict=True)) / 216 for o in range(HANDS)]


def second_play(solution: Solution, state: GameState, opener_hand: Hand) -> TurnPlay:
    """The second player's best play for the game, the opener holding ``opener_hand``."""
    return solution.second_play(state, opener_hand)


@lru_cache(maxsize=256)
def opener_play(solution: Solution, state: GameState) -> TurnPlay:
    """The opener's game-perfect play in the round from ``state``.  Worked
    out against the second player's plays (56 turns solved, 45 ms), then
    only it is remembered (about 40 KB): a turn asks for it at every throw,
    and a process that plays or weighs many games meets the 152 states of
    the 1987 game again and again (all of them: about 6 MB)."""
    return solution.round_play(state).opener


def game_play(solution: Solution, view: TurnView) -> TurnPlay:
    """The solved game's evaluation of the turn ``view`` shows: for every hand
    and choice, the chance that the player wins the *game*, both playing on
    perfectly (the opener's from the round solved for the state, the second
    player's against the opener's final hand).  It does not depend on the dice."""
    if view.played:
        return second_play(solution, view.state, view.played[0].hand)
    return opener_play(solution, view.state)


def round_wins(solution: Solution, view: TurnView, game: TurnPlay) -> TurnPlay:
    """The player's chance of winning the *round* with every hand and choice,
    both players making their game-perfect choices (``game``: the turn's)."""
    if view.played:
        opener_hand = view.played[0].hand
        return game.evaluate([win_payoff(view.rules, opener_hand)] * (game.throws_left + 1),
                             HALVES)
    return game.evaluate(_opener_round_payoffs(solution, view.state), OPENER_ROUND_SCALE)


#: A common denominator of the opener's chances of winning a round.
OPENER_ROUND_SCALE = HALVES * 216 ** 3


def _replies(solution: Solution, state: GameState) -> Counts:
    """How the second player's turn ends against each opener's hand in
    ``state`` (:mod:`penel421.solve.duel.replies`): shipped for the shipped
    solution, else worked out."""
    return state_counts(solution, state, REPLIES_DATA if solution is load() else None)


@lru_cache(maxsize=8)
def _opener_round_payoffs(solution: Solution, state: GameState) -> list[list[int]]:
    """The opener's chance of winning the round from ``state`` by his final
    hand, stopping with 2, 1 or 0 throws left, over :data:`OPENER_ROUND_SCALE`:
    one minus the second player's, who plays his game-perfect choices, a
    barrage counted half: of the ``216 ** t`` ways the second's ``t`` throws
    go, twice those below the opener's hand and once those on it
    (remembered: both opener's decisions of a round ask for it)."""
    counts = _replies(solution, state)
    stop_after = []
    for t in (1, 2, 3):
        level = []
        for o in range(len(ALL_HANDS)):
            below, tied, ways = split_counts(counts, RULES_1987, o, t)
            level.append((2 * below + tied) * (OPENER_ROUND_SCALE // (HALVES * ways)))
        stop_after.append(level)
    return stop_after[::-1]


def opener_outcomes(solution: Solution, state: GameState, play: TurnPlay
                    ) -> tuple[Outcome, ...]:
    """The round's outcomes for the opener from ``state`` (``play``: his
    turn's), the second player answering with his game-perfect choices; each
    choice's worth worked out when first read (:class:`AskedPlay`)."""
    return tuple(Outcome(name, AskedPlay(play, chance), AskedPlay(play, part))
                 for name, (chance, part) in _opener_outcome_payoffs(solution, state).items())


@lru_cache(maxsize=8)
def _opener_outcome_payoffs(solution: Solution, state: GameState
                            ) -> dict[str, tuple[list[list[float]], list[list[float]]]]:
    """For each outcome of the round from ``state``, the opener's chance of
    it by his final hand, stopping with 2, 1 or 0 throws left, and his
    chance of the game times one where it happens (the second player
    playing his game-perfect choices; remembered: each decision of the
    opener's turn asks).  Drawn from how the second's turn ends
    (:func:`_replies`): every hand below the opener's leads to one state, the
    same whichever it is (1987 gives the pions of the winner's hand), and a
    barrage is the second ending on the opener's very hand (every 1987 hand
    has a rank of its own), after which the opener's chance is the barrage's."""
    opener = opener_play(solution, state)
    # of the opener's chance after each pair of hands, only two a hand are
    # needed: after a barrage on it, and after beating a hand below it
    codes = outcome_codes(GAME, RULES_1987, state)
    first_below = _first_below()
    after = chances(GAME.goal, [codes[HANDS * o + s] for o in range(HANDS)
                                for s in (o, first_below[o])],
                    solution.values, solution.barrage[solution.number(state)])
    levels = RULES_1987.max_throws
    counts = _replies(solution, state)
    # the opener's chance of winning the round, a barrage counted half (exact)
    halves = _opener_round_payoffs(solution, state)
    won: list[list[float]] = [[]] * levels
    tied: list[list[float]] = [[]] * levels
    won_part: list[list[float]] = [[]] * levels
    tied_part: list[list[float]] = [[]] * levels
    # the opener's chance of the game after a barrage on his hand, and once he
    # has won the round with it
    barrages = after[::2]
    beaten = [0.0 if first_below[o] == o else after[2 * o + 1] for o in range(HANDS)]
    # stopping after throw t leaves the second t throws: level n = levels - t
    for t in range(1, levels + 1):
        n = levels - t
        below, equal, ways = split_rows(counts, RULES_1987, t)
        tie = tied[n] = [e / ways for e in equal]
        tied_part[n] = [x * barrage for x, barrage in zip(tie, barrages, strict=True)]
        won[n] = [h / OPENER_ROUND_SCALE - x / 2 for h, x in zip(halves[n], tie, strict=True)]
        won_part[n] = [b * count / ways for b, count in zip(beaten, below, strict=True)]
    # lost: what is neither won nor a barrage (the opener's payoffs are his game chance)
    lost = [[1.0 - w - b for w, b in zip(wl, bl, strict=True)] for wl, bl in zip(won, tied,
                                                                                   strict=True)]
    lost_part = [[v - w - b for v, w, b in zip(vl, wl, bl, strict=True)]
                 for vl, wl, bl in zip(opener.payoffs, won_part, tied_part, strict=True)]
    return {WON: (won, won_part), LOST: (lost, lost_part), TIED: (tied, tied_part)}


@lru_cache(maxsize=1)
def _first_below() -> tuple[int, ...]:
    """For each 1987 hand (by number), the first hand below it (itself where
    none is)."""
    return tuple(o if s is None else s for o, s in enumerate(first_beaten(RULES_1987)))


@lru_cache(maxsize=8192)
def _second_choices(solution: Solution, state: GameState, opener_hand: Hand) -> bytes:
    """Every choice of the second player, one byte each (a keep's number + 1,
    0 to stop), hand by hand for 0, 1, then 2 throws left: small enough to
    remember them all, for every state and opener's hand.  For the shipped
    solution they are shipped too (a slice of one table); another solution's
    are worked out the first time."""
    if solution is load():
        return shipped_second_choices(state, opener_hand)
    return second_choices_of(second_play(solution, state, opener_hand))


def second_keep(solution: Solution, state: GameState, opener_hand: Hand, hand: Hand,
                throws_left: int) -> tuple[int, ...] | None:
    """The second player's best keep, None to stop (remembered: a table lookup
    after the first time)."""
    choices = _second_choices(solution, state, opener_hand)
    return keep_of(from_byte(choices[throws_left * len(INDEX) + INDEX[hand]]))

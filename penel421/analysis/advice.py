"""The expert's advice at the RELANCER prompt, with the chances that go with it.

For a human's turn, what the expert would do — which dice to throw again —
and, for that choice: the chance of winning the round (and in pascal of
losing it), exact; in 1987, and in pascal with two players left, also the
chance of winning the game, from the solved game.  The round chances are
those of playing on as the expert would, against experts: in pascal every
player to come answers as the expert does (a subgame-perfect round).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING

from ..core.hands import ALL_HANDS
from ..core.state import GameState, TurnView
from ..games import game_of
from ..solve.turn.keeps import Keep, positions_to_rethrow
from ..solve.turn.odds import HALVES, win_payoff
from ..solve.turn.play import TurnPlay

if TYPE_CHECKING:
    from ..solve.game1987.solver import RoundPlay

Chance = Fraction | float



def answer_of(rethrow: Sequence[int]) -> str:
    """An answer at RELANCER as it is typed: the positions to throw again
    (``13``), or ``0`` to keep every die."""
    return "".join(map(str, rethrow)) or "0"


def keep_words(keep: Keep | None) -> str:
    """A choice in words: 'garder tout' (None: stop), 'tout relancer' (()),
    'garder 4-1'."""
    if keep is None:
        return "garder tout"
    if not keep:
        return "tout relancer"
    return "garder " + "-".join(map(str, keep))


@dataclass(frozen=True)
class Advice:
    """What the expert would answer, and what it gives."""

    rethrow: tuple[int, ...]  # the positions to type; () keeps every die
    keep: Keep | None  # the values kept; None when it stops
    win_round: Chance
    lose_round: Chance | None = None  # pascal: the round's loser takes or receives jetons
    win_game: Chance | None = None  # from a solved game: 1987, pascal with two left
    jetons: float | None = None  # pascal: the expected change of its jetons

    @property
    def answer(self) -> str:
        """What to type at the prompt: the positions to throw again, or 0."""
        return answer_of(self.rethrow)

    @property
    def words(self) -> str:
        """The choice in words: 'garder tout', 'tout relancer', 'garder 4-1'."""
        return keep_words(self.keep)


def advise(view: TurnView) -> Advice:
    """The expert's advice for the turn ``view`` shows, from the expert of
    the game its rules belong to."""
    kind = game_of(view.rules)
    advice = kind.load(kind.advice_path)(view)
    if not isinstance(advice, Advice):
        raise TypeError(f"{kind.advice_path} gave {advice!r}, not an Advice")
    return advice


def _advice(view: TurnView, keep: Keep | None, win_round: Chance,
            lose_round: Chance | None = None, win_game: Chance | None = None,
            jetons: float | None = None) -> Advice:
    rethrow = () if keep is None else positions_to_rethrow(view.dice, keep)
    return Advice(rethrow, keep, win_round, lose_round, win_game, jetons)


def game_play_1987(view: TurnView) -> TurnPlay:
    """The solved game's evaluation of the turn ``view`` shows: for every hand
    and choice, the chance that the player wins the *game*, both playing on
    perfectly (the opener's from the round solved for the state, the second
    player's against the opener's final hand).  It does not depend on the dice."""
    from ..solve.game1987.solution import load
    from ..strategies.expert1987 import second_play

    if view.played:
        return second_play(load(), view.state, view.played[0].hand)
    return round_play_1987(view.state).opener


@lru_cache(maxsize=4)
def round_play_1987(state: GameState) -> RoundPlay:
    """Both players' game-perfect play in the round from ``state`` (remembered:
    a turn asks for it at every throw)."""
    from ..solve.game1987.solution import load

    return load().round_play(state)


def advise_1987(view: TurnView) -> Advice:
    """The advice of the solved 1987 game: the round and the game, exact."""
    hand = view.hand
    left = view.max_throws - view.throws
    game = game_play_1987(view)
    keep = game.best(hand, left)
    if view.played:
        opener_hand = view.played[0].hand
        rounds = game.evaluate([win_payoff(view.rules, opener_hand)] * (game.throws_left + 1),
                               HALVES)
        return _advice(view, keep, win_round=rounds.worth(hand, left, keep),
                       win_game=game.worth(hand, left, keep))
    round_play = round_play_1987(view.state)
    # the second player's chance of winning the round against each final hand
    # of the opener after t throws, playing his game-perfect choices
    second = [[play.evaluate([win_payoff(view.rules, o)] * 3, HALVES).before_first_throw(t - 1)
               for t in (1, 2, 3)] for o, play in zip(ALL_HANDS, round_play.second, strict=True)]
    scale = HALVES * 216 ** 3  # a common denominator of all these chances
    stop_after = [[int((1 - second[o][t - 1]) * scale) for o in range(len(ALL_HANDS))]
                  for t in (1, 2, 3)]
    rounds = game.evaluate(stop_after[::-1], scale)
    return _advice(view, keep, win_round=rounds.worth(hand, left, keep),
                   win_game=game.worth(hand, left, keep))


@dataclass(frozen=True)
class PascalPlays:
    """The pascal expert's evaluation of one turn, for every hand and choice:
    what it plays for, and with those choices its chances of winning and of
    losing the round.  With three players or more it plays for the fewest
    jetons: ``objective`` is minus the expected change of its jetons when the
    round is settled, every player to come answering as it does.  With two
    players left it plays the solved game:
    ``objective`` is minus its chance of losing the game, ``game`` that
    chance and ``jetons`` the expected change of its jetons, all exact.  It
    does not depend on the dice."""

    objective: TurnPlay
    wins: TurnPlay
    losses: TurnPlay
    jetons: TurnPlay | None = None  # two players left: the change of its jetons
    game: TurnPlay | None = None  # two players left: its chance of losing the game


def pascal_plays(view: TurnView) -> PascalPlays:
    """The pascal expert's own evaluation of the turn ``view`` shows: the one
    source of its advice and of the analysis of a game
    (:mod:`penel421.analysis.weigh`)."""
    from ..solve.pascal.duel_solution import turn_tables as game_tables
    from ..solve.pascal.round import turn_tables
    from ..strategies.expert_pascal import game_solution

    solution = game_solution(view)
    if solution is not None:
        tables = game_tables(solution, view.state, view.seat, view.played)
        return PascalPlays(tables.play, tables.wins, tables.loses, tables.jetons, tables.game)
    tables = turn_tables(view.rules, view.state, view.seat, view.order, view.played,
                         view.max_throws)
    return PascalPlays(tables.play, tables.wins, tables.loses)


def advise_pascal(view: TurnView) -> Advice:
    """The advice of the pascal expert: the round's chances and jetons, and
    with two players left the chance of not losing the game."""
    plays = pascal_plays(view)
    hand, left = view.hand, view.max_throws - view.throws
    keep = plays.objective.best(hand, left)
    if plays.jetons is None:
        jetons = -float(plays.objective.worth(hand, left, keep))
    else:
        jetons = float(plays.jetons.worth(hand, left, keep))
    game = plays.game
    return _advice(view, keep, win_round=plays.wins.worth(hand, left, keep),
                   lose_round=plays.losses.worth(hand, left, keep), jetons=jetons,
                   win_game=None if game is None else 1.0 - float(game.worth(hand, left, keep)))

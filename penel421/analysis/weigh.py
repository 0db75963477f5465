"""Every choice of a turn weighed, for the player who makes it, by the expert.

The analysis of a game and the tutor ask one question of each turn: what is
each possible choice worth to the player — stop, or keep these dice and
throw the others — and what was the turn worth before a throw and after it
(the luck of that throw).  The answers come from the expert's own evaluation
of the turn, the same one its advice reads (:mod:`.advice`), through
:func:`turn_worth`:

- **1987**: the chance that the player wins the *game* if both play on
  perfectly from there, exact, from the solved game;
- **pascal with two players left**: the chance that the player does not lose
  the game if both play on perfectly, exact, from the solved two-player game;
- **pascal with three or more**: minus the expected change of the player's
  jetons when the round is settled (what the pascal expert plays for; higher
  is better), with the chances of winning and of losing the round, every
  player to come answering as the expert does: exact.

Each turn weighs on the :class:`Scale` of what its expert plays for: the
unit its figures are counted in and the losses from which a choice is an
imprécision (``?!``), an erreur (``?``) or a grosse erreur (``??``).  A
pascal game of three or more that ends with two players left has turns on
both scales.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.hands import Hand
from ..core.state import GameState, TurnView
from ..games import game_of
from ..solve.turn.keeps import Keep, kept_values, positions_to_rethrow
from ..solve.turn.play import TurnPlay
from .advice import keep_words

#: The classes of errors, from the smallest: a choice whose loss reaches a
#: class's threshold takes its mark (backgammon players' marks).
MARKS = ("?!", "?", "??")
CLASS_NAMES = ("imprécision", "erreur", "grosse erreur")


@dataclass(frozen=True)
class Scale:
    """How a turn's figures are counted and its errors classed."""

    #: What the figures are, as the analysis's JSON says it.
    name: str

    #: One unit of the figures, in French, singular and plural.
    unit: tuple[str, str]
    #: A figure is multiplied by this to be shown in the unit (chances in points).
    factor: float
    #: The smallest losses of an imprécision, an erreur, a grosse erreur (in figures).
    thresholds: tuple[float, float, float]
    #: The figures are the chance of winning the game: the players' figures
    #: add up to one, and a result corrected for luck can be told.
    game_chance: bool

    def mark(self, loss: float) -> str:
        """``?!``, ``?`` or ``??`` for a choice that loses ``loss``; '' for a good one."""
        found = ""
        for mark, threshold in zip(MARKS, self.thresholds, strict=True):
            if loss >= threshold:
                found = mark
        return found

    def error_class(self, loss: float) -> int | None:
        """0, 1 or 2 (imprécision, erreur, grosse erreur) for a loss; None for a good choice."""
        mark = self.mark(loss)
        return MARKS.index(mark) if mark else None

    @property
    def error_threshold(self) -> float:
        """The smallest loss of an erreur: where the tutor speaks up."""
        return self.thresholds[1]


#: A solved game (1987, pascal with two players left): points of the chance
#: of winning the game — in pascal of not losing it (1 point = 1 %).
SCALE_GAME = Scale("game_chance", ("point", "points"), 100.0, (0.005, 0.02, 0.08),
                   game_chance=True)
#: pascal with three players or more: jetons of the round, as the expert counts them.
SCALE_JETONS = Scale("jetons", ("jeton", "jetons"), 1.0, (0.2, 0.5, 1.5), game_chance=False)


@dataclass(frozen=True)
class Option:
    """One choice of a turn and what it is worth to the player."""

    keep: Keep | None  # the values kept; None stops
    value: float  # the figure of the choice: higher is better for the player
    win_round: float | None = None  # pascal: the chances that go with it
    lose_round: float | None = None

    def rethrow(self, dice: Sequence[int]) -> tuple[int, ...]:
        """The positions to type for this choice with ``dice``."""
        return () if self.keep is None else positions_to_rethrow(tuple(dice), self.keep)

    @property
    def words(self) -> str:
        """The choice in words: 'garder tout', 'tout relancer', 'garder 4-1'."""
        return keep_words(self.keep)


@dataclass(frozen=True)
class Weighing:
    """Every choice of one decision, best first, on the game's scale."""

    scale: Scale
    options: tuple[Option, ...]

    @property
    def best(self) -> Option:
        """The best choice (of equal ones, the expert's)."""
        return self.options[0]

    def option(self, keep: Keep | None) -> Option:
        """The choice that keeps ``keep`` (None: stop)."""
        return next(o for o in self.options if o.keep == keep)

    def loss(self, keep: Keep | None) -> float:
        """How much worse than the best the choice ``keep`` is (0 for a best one)."""
        return max(0.0, self.best.value - self.option(keep).value)


def choice_of(dice: Sequence[int], rethrow: Sequence[int]) -> Keep | None:
    """The choice an answer makes with ``dice``: None when it keeps every die."""
    return kept_values(tuple(dice), tuple(rethrow)) if rethrow else None


class TurnWorth:
    """What one turn is worth to its player, from the expert's evaluation:
    ``play`` gives the figure of every hand and choice (higher is better),
    ``wins`` and ``losses`` the round chances that go with each choice where
    the game has them."""

    def __init__(self, scale: Scale, play: TurnPlay, max_throws: int,
                 wins: TurnPlay | None = None, losses: TurnPlay | None = None) -> None:
        self.scale, self.play = scale, play
        self.max_throws, self.wins, self.losses = max_throws, wins, losses

    def before(self) -> float:
        """The turn's worth before its first throw."""
        return float(self.play.before_first_throw(self.max_throws - 1))

    def after(self, hand: Hand, throws_left: int) -> float:
        """The worth of holding ``hand`` with ``throws_left`` throws allowed, played best."""
        return float(self.play.value(hand, throws_left))

    def weigh(self, hand: Hand, throws_left: int) -> Weighing:
        """Every choice with ``hand`` and ``throws_left`` (at least 1), best first."""
        wins, losses = self.wins, self.losses
        options = tuple(
            Option(keep, float(value),
                   None if wins is None else float(wins.worth(hand, throws_left, keep)),
                   None if losses is None else float(losses.worth(hand, throws_left, keep)))
            for keep, value in self.play.choices(hand, throws_left))
        return Weighing(self.scale, options)


def turn_worth(view: TurnView) -> TurnWorth:
    """The turn ``view`` shows, weighed by the expert of its game (the dice
    and throws of ``view`` do not matter: a whole turn is weighed)."""
    kind = game_of(view.rules)
    worth = kind.load(kind.weigh_path)(view)
    if not isinstance(worth, TurnWorth):
        raise TypeError(f"{kind.weigh_path} gave {worth!r}, not a turn's worth")
    return worth


def weigh(view: TurnView) -> Weighing:
    """Every choice of the decision ``view`` shows, best first."""
    return turn_worth(view).weigh(view.hand, view.max_throws - view.throws)


def worth_1987(view: TurnView) -> TurnWorth:
    """The 1987 turn: the player's chance of winning the game, exact."""
    from .advice import game_play_1987

    return TurnWorth(SCALE_GAME, game_play_1987(view), view.max_throws)


def worth_pascal(view: TurnView) -> TurnWorth:
    """The pascal turn: with two players left the chance of not losing the
    game, else the expert's jetons; with the round's chances."""
    from .advice import pascal_plays

    plays = pascal_plays(view)
    if plays.game is None:
        return TurnWorth(SCALE_JETONS, plays.objective, view.max_throws, plays.wins,
                         plays.losses)
    # the objective is minus the chance of losing: one more is the chance of not losing
    not_losing = plays.objective.evaluate(
        [[1.0 + v for v in level] for level in plays.objective.payoffs])
    return TurnWorth(SCALE_GAME, not_losing, view.max_throws, plays.wins, plays.losses)


def barrage_chances(state: GameState, opener_hand: Hand | None) -> list[float]:
    """1987: the opener's chance of winning the game during a barrage of the
    round from ``state``, by the second player's barrage hand (by number),
    the opener's being ``opener_hand``; with None, by the opener's barrage
    hand, before the second throws (exact: a new tie means a new barrage)."""
    from ..core.rules import RULES_1987
    from ..solve.game1987.solution import load
    from ..solve.game1987.solver import HANDS, THROW_COUNTS, chances, outcome_codes, state_number
    from ..solve.turn.keeps import INDEX

    solution = load()
    barrage = solution.barrage[state_number(RULES_1987, state)]
    table = chances(outcome_codes(RULES_1987, state), solution.values, barrage)
    if opener_hand is not None:
        o = INDEX[opener_hand]
        return table[HANDS * o:HANDS * (o + 1)]
    return [sum(c * n for c, n in zip(table[HANDS * o:HANDS * (o + 1)], THROW_COUNTS,
                                       strict=True)) / 216 for o in range(HANDS)]

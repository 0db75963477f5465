"""What each choice of a turn is worth: the one answer the expert gives.

:class:`TurnWorth` is what an expert (:mod:`.experts`) says of one turn,
whatever its game: for every hand the player may hold and every throws
left, each choice — stop, or keep these dice and throw the others — with
its figure on the turn's :class:`Scale`, and the figures that go with it
where the game has them (the chances of winning and of losing the round,
the expected change of the player's jetons, the chance of the game).  The
advice, the tutor, the analysis and the training all read this one value
and derive what they show from it, so their figures cannot disagree.

A turn's worth does not depend on its dice: it covers every hand the turn
can lead to, so it is worked out once per turn and read at each throw.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from ..core.hands import ALL_HANDS, Hand
from ..core.rules import Rules, Ties
from ..solve.turn.asked import AskedPlay
from ..solve.turn.keeps import Keep, kept_values, positions_to_rethrow
from ..solve.turn.play import TurnPlay

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


def keep_words(keep: Keep | None) -> str:
    """A choice in words: 'garder tout' (None: stop), 'tout relancer' (()),
    'garder 4-1'."""
    if keep is None:
        return "garder tout"
    if not keep:
        return "tout relancer"
    return "garder " + "-".join(map(str, keep))


def choice_of(dice: Sequence[int], rethrow: Sequence[int]) -> Keep | None:
    """The choice an answer makes with ``dice``: None when it keeps every die."""
    return kept_values(tuple(dice), tuple(rethrow)) if rethrow else None


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


#: The outcomes of a round for one player, as :class:`Outcome` names them:
#: won, lost, a barrage (1987: a tie, played again), neither won nor lost
#: (pascal, three players or more).
WON, LOST, TIED, NEITHER = "won", "lost", "tied", "neither"
#: pascal, a charge of three players or more: the round not lost (won or
#: neither: either way the player takes nothing).
SPARED = "spared"


@dataclass(frozen=True)
class Outcome:
    """One outcome of the round, with every hand and choice of the turn: its
    chance, and the turn's figure where it happens (the figure times one
    when the round ends this way, else zero).  The figures of a turn's
    outcomes add up to the turn's figure, and their chances to one: what a
    choice is worth splits exactly into how often each outcome happens and
    what each is worth when it does (:mod:`penel421.analysis.reasons`)."""

    name: str  # WON, LOST, TIED or NEITHER
    #: each read with ``worth(hand, throws_left, keep)``
    chance: TurnPlay | AskedPlay
    part: TurnPlay | AskedPlay
    #: Where the solver tells them apart, the outcome's chance and part by
    #: who wins and who loses the round (their positions in it), for each
    #: final hand (by number), whatever the throws left: they add up to
    #: ``chance`` and ``part``.
    roles: Mapping[tuple[int, int], tuple[Sequence[float], Sequence[float]]] | None = None


def outcomes_by_hand(play: TurnPlay, names: Sequence[str]) -> tuple[Outcome, ...]:
    """The outcomes of a turn whose final hand settles the round for its
    player (``names``: each hand's outcome, by number): the last player of a
    round, or a player whose later ones do not change what he takes."""
    levels = play.throws_left + 1
    found = []
    for name in dict.fromkeys(names):
        mask = [int(n == name) for n in names]
        found.append(Outcome(
            name, AskedPlay(play, [mask] * levels),
            AskedPlay(play, [[v if m else 0 * v for v, m in zip(level, mask, strict=True)]
                             for level in play.payoffs], play.denominator)))
    return tuple(found)


def last_outcomes(rules: Rules, played: Sequence[Hand]) -> list[str]:
    """Each final hand's outcome (by number) for the last player of a round,
    the others having played ``played``: above them all he wins (a tie with
    the best is a barrage in 1987, his in pascal), below them all he loses
    (a tie with the worst is the earlier player's loss in pascal)."""
    rank = rules.table.rank
    top, bottom = max(rank[h] for h in played), min(rank[h] for h in played)
    barrage = rules.ties is Ties.BARRAGE
    names = []
    for hand in ALL_HANDS:
        r = rank[hand]
        if barrage and r == top:
            names.append(TIED)
        elif r > top or (r == top and not barrage):
            names.append(WON)
        elif r < bottom:
            names.append(LOST)
        else:
            names.append(NEITHER)
    return names


def spared_outcomes(play: TurnPlay, losses: TurnPlay) -> tuple[Outcome, ...]:
    """The outcomes of a turn whose figure comes only from losing the round
    (a pascal charge of three or more, counted in jetons: only the loser
    takes): lost, with the whole figure, or spared, worth nothing."""
    return (Outcome(LOST, losses, play),
            Outcome(SPARED, AskedPlay(play, [[1 - x for x in level] for level in losses.payoffs],
                                      losses.denominator),
                    AskedPlay(play, [[0 * v for v in level] for level in play.payoffs])))


def outcomes_of(play: TurnPlay, rows: Mapping[str, tuple[Sequence[Sequence[float]],
                                                        Sequence[Sequence[float]]]]
                ) -> tuple[Outcome, ...]:
    """The outcomes of a turn from each outcome's chance and part for every
    final hand, by throws left when the player stops (0 first) and hand
    number: where what follows the turn decides the outcome (later players
    answering), the solver's own figures for each final hand.  Each choice's
    worth is worked out when first read (:class:`AskedPlay`: a reason reads
    a few choices of one hand), as ``play.evaluate`` would give it."""
    return tuple(Outcome(name, AskedPlay(play, chance), AskedPlay(play, part))
                 for name, (chance, part) in rows.items())


@dataclass(frozen=True)
class Weighing:
    """Every choice of one decision, best first, on the turn's scale."""

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


class TurnWorth:
    """Every choice of one turn and what it is worth to its player (see the
    module's docstring).

    ``play`` gives the figure on ``scale`` of every hand and choice (higher
    is better); its choices are the expert's.  Where the game has them:
    ``wins`` and ``losses``, the chances of winning and of losing the round
    with each choice, shown with every choice; ``tokens``, the expected
    change of the player's jetons when the round is settled; ``game``, his
    chance of winning the game (1987) or of not losing it (pascal for two, and
    for three or four solved for the game); ``seats``, where more than two
    players are in and the figures are the game's chances, every player's
    chance of not losing it with each hand and choice of this turn, by seat
    (the luck of a throw is what it changes to each).
    ``round_wins`` works out, when first asked, the chances of winning the
    round where they are not shown with every choice (1987: they cost more
    than the turn's own figures); ``outcomes`` those of :attr:`outcomes`."""

    def __init__(self, scale: Scale, play: TurnPlay, max_throws: int, *,
                 wins: TurnPlay | None = None, losses: TurnPlay | None = None,
                 tokens: TurnPlay | None = None, game: TurnPlay | None = None,
                 round_wins: Callable[[], TurnPlay] | None = None,
                 seats: Mapping[int, TurnPlay] | None = None,
                 outcomes: Callable[[], tuple[Outcome, ...] | None] | None = None) -> None:
        self.scale, self.play, self.max_throws = scale, play, max_throws
        self.wins, self.losses, self.tokens, self.game = wins, losses, tokens, game
        self.seats = seats
        self._round_wins = round_wins
        self._outcomes = outcomes
        self._weighings: dict[tuple[Hand, int], Weighing] = {}

    @cached_property
    def outcomes(self) -> tuple[Outcome, ...] | None:
        """The round's outcomes with every hand and choice (:class:`Outcome`),
        worked out when first asked; None where the expert cannot split its
        figures exactly so cheaply."""
        return None if self._outcomes is None else self._outcomes()

    @cached_property
    def round_wins(self) -> TurnPlay | None:
        """The chance of winning the round with every hand and choice, the
        player playing on as :attr:`play` chooses (None where unknown)."""
        if self.wins is not None:
            return self.wins
        return None if self._round_wins is None else self._round_wins()

    def before(self) -> float:
        """The turn's worth before its first throw."""
        return float(self.play.before_first_throw(self.max_throws - 1))

    def after(self, hand: Hand, throws_left: int) -> float:
        """The worth of holding ``hand`` with ``throws_left`` throws allowed, played best."""
        return float(self.play.value(hand, throws_left))

    def best(self, hand: Hand, throws_left: int) -> Keep | None:
        """The expert's choice with ``hand`` and ``throws_left``; None stops."""
        return self.play.best(hand, throws_left)

    def weigh(self, hand: Hand, throws_left: int) -> Weighing:
        """Every choice with ``hand`` and ``throws_left`` (at least 1), best
        first; worked out once a decision, whoever asks (the advice, its
        reason, the tutor, the analysis)."""
        found = self._weighings.get((hand, throws_left))
        if found is None:
            wins, losses = self.wins, self.losses
            options = tuple(
                Option(keep, float(value),
                       None if wins is None else float(wins.worth(hand, throws_left, keep)),
                       None if losses is None else float(losses.worth(hand, throws_left, keep)))
                for keep, value in self.play.choices(hand, throws_left))
            found = self._weighings[(hand, throws_left)] = Weighing(self.scale, options)
        return found

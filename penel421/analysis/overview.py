"""A game at a glance, for one player: where it was lost, and to what.

Before the detail of every decision, a player wants three things: the
choice that cost the most, the throws that hurt and helped the most, and a
verdict — lost mostly to the dice, mostly to the choices, or both.  All of
it is read from what :class:`~penel421.analysis.analyst.Analyst` weighed; a
figure on the scale of one kind of turn (points of the chance of the game,
or jetons of the round) is compared with one on another by its share of
that scale's « erreur » threshold, as the rating does.

**The dice** of a player are the luck of his own throws; in a game of two
weighed in chances of the game, his luck net of his opponent's (the
opponent's lucky throw is his unlucky one), so that an opponent's throw can
be his unluckiest.  **His choices** cost the loss of his decisions.

**The verdict** (:data:`VERDICTS`): what the dice took from the player (his
luck, where it is negative) against what his choices cost.  *Mostly the
dice* when the dice took at least twice what the choices cost; *mostly the
choices* when the choices cost at least twice what the dice took; *both*
in between; *neither* when both are below the « imprécision » threshold.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..strategies.worth import Scale
from .analyst import Analyst, Throw
from .decision import Decision
from .reason_text import same

#: The verdicts, as the analysis's JSON says them.
DICE, CHOICES, BOTH, NEITHER = "dice", "choices", "both", "neither"
VERDICTS = (DICE, CHOICES, BOTH, NEITHER)
#: How many times the larger of the two costs must be the smaller for it
#: to be "mostly" the cause.
MOSTLY = 2.0


@dataclass(frozen=True)
class LivedThrow:
    """A throw as one player lived it: its luck for him (minus the thrower's
    luck where the thrower is his opponent in a game of two)."""

    index: int  # its place in :attr:`Analyst.throws`
    throw: Throw
    luck: float

    @property
    def share(self) -> float:
        """Its luck as a share of its scale's « erreur » threshold."""
        return self.luck / self.throw.scale.error_threshold


@dataclass(frozen=True)
class Side:
    """The dice and the choices of one player on one scale.

    Not a :class:`~.figures.Figures`: in a game weighed in chances of the
    game its dice are what every throw, the others' too, changed to his
    chance, which no seat's totals hold (their luck is his own throws');
    a side only sets that against his choices' loss, for the verdict."""

    scale: Scale
    dice: float  # the luck of his dice (net of the opponent's in a game of two)
    choices: float  # the loss of his choices (0 or more)


@dataclass(frozen=True)
class Overview:
    """One player's game at a glance (see the module's docstring)."""

    seat: int
    #: The decision that lost the most, and its place in
    #: :attr:`Analyst.decisions`; None when none lost anything.
    costliest: Decision | None
    costliest_index: int | None
    unluckiest: LivedThrow | None  # None without a throw of bad luck
    luckiest: LivedThrow | None  # None without a throw of good luck
    sides: tuple[Side, ...]  # one per scale of the game, in the order met
    verdict: str  # one of VERDICTS
    #: The « imprécision » threshold as a share of the « erreur » one: below
    #: it, what the dice or the choices did is nothing.
    negligible: float = 0.0

    @property
    def helped(self) -> bool:
        """Whether the dice gave him more than nothing."""
        return self.dice_luck >= self.negligible > 0

    @property
    def dice_luck(self) -> float:
        """The luck of his dice, as a share of the « erreur » threshold
        (negative where they took more than they gave)."""
        return sum(s.dice / s.scale.error_threshold for s in self.sides)

    @property
    def dice_cost(self) -> float:
        """What the dice took from him, as a share of the « erreur » threshold."""
        return dice_cost(self.sides)

    @property
    def choices_cost(self) -> float:
        """What his choices cost, as a share of the « erreur » threshold."""
        return choices_cost(self.sides)


def dice_cost(sides: tuple[Side, ...]) -> float:
    """What the dice took, as a share of each scale's « erreur » threshold
    (0 where they gave more than they took)."""
    return max(0.0, -sum(s.dice / s.scale.error_threshold for s in sides))


def choices_cost(sides: tuple[Side, ...]) -> float:
    """What the choices cost, as a share of each scale's « erreur » threshold."""
    return sum(s.choices / s.scale.error_threshold for s in sides)


def verdict(dice_cost: float, choices_cost: float, negligible: float) -> str:
    """The verdict for what the dice took and what the choices cost (both
    as shares of the « erreur » threshold); below ``negligible`` both are
    nothing."""
    if dice_cost < negligible and choices_cost < negligible:
        return NEITHER
    if dice_cost >= MOSTLY * choices_cost:
        return DICE
    if choices_cost >= MOSTLY * dice_cost:
        return CHOICES
    return BOTH


def overview(analyst: Analyst, seat: int) -> Overview:
    """The game of ``seat`` at a glance."""
    # a loss that does not show at the precision of the losses is none
    mine = [(i, d) for i, d in enumerate(analyst.decisions)
            if d.seat == seat and d.loss > 0 and not same(d.scale, d.loss)]
    costliest = max(mine, key=lambda item: item[1].loss / item[1].scale.error_threshold,
                    default=None)
    zero_sum = analyst.game_chances  # every throw's change to each seat's chance is known
    moments = [LivedThrow(i, t, t.changes[seat] if t.changes is not None else t.luck)
               for i, t in enumerate(analyst.throws)
               if t.seat == seat or (zero_sum and t.changes is not None)]
    worst = min(moments, key=lambda m: m.share, default=None)
    best = max(moments, key=lambda m: m.share, default=None)
    summary = analyst.summary()
    sides = []
    for part in summary[seat].parts:
        dice = part.luck
        if zero_sum:  # the others' dice too: what they changed to his chance
            dice = analyst.net_luck(seat)
        sides.append(Side(part.scale, dice, part.loss))
    both = tuple(sides)
    negligible = min((s.scale.thresholds[0] / s.scale.error_threshold for s in both),
                     default=0.0)
    return Overview(seat, None if costliest is None else costliest[1],
                    None if costliest is None else costliest[0],
                    worst if worst is not None and worst.luck < 0 else None,
                    best if best is not None and best.luck > 0 else None,
                    both, verdict(dice_cost(both), choices_cost(both), negligible), negligible)


def overview_json(analyst: Analyst) -> list[dict[str, object]]:
    """Each seat's game at a glance as plain JSON values (docs/manuel.md,
    « Analyser une partie », says each key)."""
    found: list[dict[str, object]] = []
    for seat in range(analyst.players):
        seen = overview(analyst, seat)

        def moment(m: LivedThrow | None) -> dict[str, object] | None:
            return None if m is None else {"throw": m.index, "luck": m.luck}
        found.append({
            "seat": seat + 1, "costliest": seen.costliest_index,
            "unluckiest": moment(seen.unluckiest), "luckiest": moment(seen.luckiest),
            "verdict": seen.verdict,
            "sides": [{"scale": s.scale.name, "dice": s.dice, "choices": s.choices}
                      for s in seen.sides]})
    return found

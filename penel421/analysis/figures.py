"""What a player's decisions and throws add up to: one type, summed per game,
per person and per session.

:class:`Figures` is the totals of one scale (gnubg's one stat context,
added up for a game, a match, a session): the decisions, each class of
error, the loss of the decisions and the luck of the throws.  The analyst
gives one per player and scale for a game (:class:`PlayerSummary`), the
journal keeps them, ``penel421 progres`` adds them up over a person's games
and against each opponent; ``sum(figures)`` adds any number of them on one
scale, from the first one's zero, in their order (a float total does not
depend on who adds it up).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..strategies.worth import MARKS, Scale


@dataclass(slots=True)
class Figures:
    """A player's decisions and throws on one scale, added up.  A value:
    adding two makes a third, neither is changed (not frozen only because a
    frozen one takes four times as long to make, and a long journal adds up
    tens of thousands)."""

    scale: Scale
    decisions: int = 0
    imprecisions: int = 0
    errors: int = 0
    blunders: int = 0
    loss: float = 0.0  # the total loss of the decisions
    luck: float = 0.0  # the total luck of the throws

    @classmethod
    def of(cls, scale: Scale, losses: list[float], lucks: list[float]) -> Figures:
        """The figures of decisions that lost ``losses`` and throws whose
        luck was ``lucks``, on ``scale``."""
        marks = [scale.mark(loss) for loss in losses]
        imprecision, error, blunder = MARKS
        return cls(scale, len(losses), marks.count(imprecision), marks.count(error),
                   marks.count(blunder), sum(losses), sum(lucks))

    def __add__(self, other: Figures) -> Figures:
        if not isinstance(other, Figures):
            return NotImplemented
        if other.scale is not self.scale and other.scale != self.scale:
            raise ValueError("figures on two scales do not add up")
        return Figures(self.scale, self.decisions + other.decisions,
                       self.imprecisions + other.imprecisions, self.errors + other.errors,
                       self.blunders + other.blunders, self.loss + other.loss,
                       self.luck + other.luck)

    def __radd__(self, other: object) -> Figures:
        # sum() starts from 0: the zero of this scale, so that the first
        # figures are added to 0.0 as every later ones are
        if other == 0:
            return Figures(self.scale) + self
        return NotImplemented

    @property
    def marks(self) -> tuple[int, int, int]:
        """The imprécisions, erreurs and grosses erreurs."""
        return self.imprecisions, self.errors, self.blunders

    @property
    def mean_loss(self) -> float:
        """The mean loss per decision (0 without any)."""
        return self.loss / self.decisions if self.decisions else 0.0

    @property
    def share(self) -> float:
        """The loss as a share of the scale's « erreur » threshold, summed
        over decisions (what the rating reads)."""
        return self.loss / self.scale.error_threshold


@dataclass(slots=True)
class PlayerSummary:
    """One player's game: one :class:`Figures` for each scale of the game,
    in the order the game met them, and his rating.  A value, not frozen
    for the reason :class:`Figures` is not: ``penel421 progres`` reads one
    back for each game of a long journal."""

    seat: int
    parts: tuple[Figures, ...]
    rating: str
    #: Where every figure is a chance of the game (a game of two, or of three
    #: solved for the game): his result (1 won or spared, 0 lost, else his
    #: chance where the game stopped), what every throw changed to his
    #: chance (at two, his luck net of his opponent's), and the result that
    #: luck leaves.
    result: float | None = None
    net_luck: float | None = None
    corrected: float | None = None
    #: Where every figure is a chance of the game: what the others' choices
    #: changed to his chance (at two, the opponent's loss).
    others_choices: float | None = None

    @property
    def decisions(self) -> int:
        """His decisions, every scale together."""
        return sum(p.decisions for p in self.parts)

    @property
    def errors(self) -> tuple[int, int, int]:
        """His imprécisions, erreurs and grosses erreurs, every scale together."""
        return (sum(p.imprecisions for p in self.parts), sum(p.errors for p in self.parts),
                sum(p.blunders for p in self.parts))

    @property
    def loss(self) -> float:
        """The loss of his decisions, where the game has one scale."""
        return self.single.loss

    @property
    def luck(self) -> float:
        """The luck of his throws, where the game has one scale."""
        return self.single.luck

    @property
    def mean_loss(self) -> float:
        """The mean loss per decision, where the game has one scale."""
        return self.single.mean_loss

    @property
    def single(self) -> Figures:
        """The one part of a game weighed on one scale."""
        if len(self.parts) != 1:
            raise ValueError("figures on several scales have no single total")
        return self.parts[0]

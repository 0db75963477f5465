"""What the journal keeps of a game's analysis: plain rows, written by
:meth:`~.store.Journal.keep_digest` and worked out by :mod:`.digest`
(here apart, so that the store that writes them need not import the
analysis that finds them)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Digest", "Moment", "SeatFigures"]


@dataclass(frozen=True)
class SeatFigures:
    """One seat's totals on one scale, as the analysis gives them."""

    seat: int
    scale: str
    decisions: int
    imprecisions: int
    errors: int
    blunders: int
    loss: float
    luck: float
    rating: str
    result: float | None
    net_luck: float | None
    corrected: float | None


@dataclass(frozen=True)
class Moment:
    """A decision of a person worth a card: an error, or a red herring."""

    decision: int  # its number among the game's decisions, from 0
    seat: int
    person: str
    game: str  # '1987' or 'pascal'
    key: str
    position: str  # JSON (:mod:`.positions`)
    answer: str  # as typed: the positions thrown again, or 0
    scale: str
    loss: float
    weight: float  # the loss as a share of the « erreur » threshold
    margin: float  # what the second-best choice loses
    stake: float  # the margin as a share of the « erreur » threshold

    @property
    def herring(self) -> bool:
        """True when the person's choice was the best: a red herring."""
        return self.loss <= 0.0


@dataclass(frozen=True)
class Digest:
    """What the journal keeps of a game's analysis."""

    figures: tuple[SeatFigures, ...] = ()
    moments: tuple[Moment, ...] = ()

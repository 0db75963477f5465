"""What the journal keeps of a game's analysis: written by
:meth:`~.store.TrainingStore.keep_digest` and worked out by :mod:`.digest`
(here apart, so that the store that writes them need not import the
analyst that finds them).  Each seat's figures are the analyst's own
:class:`~penel421.analysis.figures.PlayerSummary`: one totals type, kept
as a row per seat and scale."""

from __future__ import annotations

from dataclasses import dataclass

from ..analysis.figures import PlayerSummary

__all__ = ["Digest", "Moment"]


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

    #: Each seat's figures, as the analyst sums them (``Analyst.summary``).
    players: tuple[PlayerSummary, ...] = ()
    moments: tuple[Moment, ...] = ()

"""A card of the training, and how an answer to it is graded.

A card is one decision a person made in a game kept in the journal — an
error (a loss of at least the « imprécision » threshold of its scale), or a
red herring (the person's choice was already the best, where another would
have cost much) — or a position of the starter deck (:mod:`.starter`).
The journal keeps one card per person and position, whatever the order the
dice fell in (:mod:`penel421.learn.digest`); its costliest occurrence
gives the dice shown and the answer given then.

A card is graded exactly as the analysis weighs a decision
(:func:`penel421.analysis.weigh.weigh`: the expert's one evaluation of the
turn, its options best first): right when the answer is the best choice,
or loses less than the « imprécision » threshold; else missed, by its loss.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..analysis.decision import Decision
from ..analysis.weigh import Weigher, weigh
from ..console.answers import Refused, parse_rethrow
from ..console.cards import Position
from ..journal.recorded import BadRecord
from ..strategies.worth import Scale
from .positions import position_key, position_of
from .scales import SCALES
from .schedule import Memory, memory_of
from .store import CardRow


@dataclass(frozen=True)
class Card:
    """A card and its schedule (see the module's docstring)."""

    #: Its number in the journal; None for a card of the starter deck not answered yet.
    id: int | None
    who: str  # the person, casefolded ('' for the starter deck)
    person: str
    game: str  # '1987' or 'pascal'
    key: str
    scale: Scale
    starter: bool
    herring: bool
    position: str  # JSON, as the journal keeps it
    shown: Position  # the same, read
    answer: str  # what was typed in the game (for the starter deck: a beginner's choice)
    source: int | None  # the game of the journal it comes from
    loss: float  # what that answer lost
    weight: float  # the loss as a share of the « erreur » threshold
    margin: float  # what the second-best choice loses
    stake: float  # the margin as a share of the « erreur » threshold
    seen: int  # how many times the position was met in games
    #: What the schedule knows of it (:mod:`.schedule`); None: never asked.
    memory: Memory | None = None

    @property
    def new(self) -> bool:
        """True for a card never asked."""
        return self.memory is None

    @property
    def answer_rethrow(self) -> tuple[int, ...]:
        """The positions thrown again by the answer given in the game."""
        return parse_rethrow(self.answer)


def _float(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value \
            or not -1e6 <= value <= 1e6:
        raise BadRecord(f"{what} de la carte n'est pas un nombre")
    return float(value)


def _count(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**31:
        raise BadRecord(f"{what} de la carte n'est pas un compte")
    return value


def card_of(row: CardRow) -> Card:
    """A card from its row, as the training's store keeps it; BadRecord
    (French) if any value is not one penel421 writes."""
    id_, who, person, game, key, scale = row.id, row.who, row.person, row.game, row.key, row.scale
    position, answer, source = row.position, row.answer, row.source
    memory = None
    if row.due is not None:  # a card asked before
        try:
            memory = memory_of(row[-len(Memory._fields):])
        except ValueError:
            raise BadRecord("le calendrier de la carte n'est pas celui de penel421") from None
    if scale not in SCALES:
        raise BadRecord("l'échelle de la carte est inconnue")
    shown = position_of(position)
    if shown.game != game or not isinstance(key, str) or position_key(shown.view) != key:
        raise BadRecord("la position de la carte n'est pas la sienne")
    if not isinstance(answer, str):
        raise BadRecord("la réponse de la carte n'est pas du texte")
    try:
        parse_rethrow(answer)
    except Refused:
        raise BadRecord("la réponse de la carte n'en est pas une") from None
    if source is not None and not isinstance(source, int):
        raise BadRecord("la partie de la carte n'est pas un numéro")
    return Card(
        id=None if id_ is None else _count(id_, "le numéro"), who=str(who),
        person=shown.names[shown.view.seat] if not person else str(person), game=str(game),
        key=key, scale=SCALES[str(scale)], starter=bool(row.starter),
        herring=bool(row.herring),
        position=str(position), shown=shown, answer=answer, source=source,
        loss=_float(row.loss, "la perte"), weight=_float(row.weight, "le poids"),
        margin=_float(row.margin, "l'écart"), stake=_float(row.stake, "l'enjeu"),
        seen=_count(row.seen, "le compte"), memory=memory)


def grade(card: Card, rethrow: Sequence[int], weigher: Weigher | None = None) -> Decision:
    """The answer ``rethrow`` to ``card``, weighed: the analysis's own
    weighing of the decision (:func:`~penel421.analysis.weigh.weigh`), by
    ``weigher`` where one shares the turn's evaluation with the reason.  It
    is right when it loses less than an imprécision (:attr:`Decision.right`)."""
    view = card.shown.view
    weighing = weigh(view) if weigher is None else weigher.weighing(view)
    return Decision(view, tuple(rethrow), weighing, round=card.shown.round)

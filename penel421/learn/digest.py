"""What a game's analysis leaves in the journal, for the training and the progress.

Replaying and weighing a game takes milliseconds; ten thousand take
minutes.  So what the training and ``penel421 progres`` read of a game is
worked out once and kept (:meth:`~.store.Journal.keep_digest`): when the
session that plays it ends (:mod:`penel421.play.session`), or, for a game
kept before, the first time a command needs it (:func:`digest_record`).

A :class:`Digester` listens to a game beside its
:class:`~penel421.analysis.analyst.Analyst` — it passes every event on to
it — and keeps, at each decision, what the screen showed beside the view
the analyst's :class:`~penel421.analysis.decision.Decision` holds: the dice
of the hands already played.  :func:`digest` then gives:

- each seat's **figures** on each scale, exactly as ``penel421 analyse``
  gives them (its analyst's own totals);
- the **moments** of the people: each decision whose loss reaches the
  « imprécision » threshold of its scale (a card to learn), and, for about
  one in three cards, a **red herring** — a decision where the person's
  choice was already the best, those where another choice would have cost
  most first (the second-best choice's loss, its *margin*, at least an
  « imprécision »), so that « play something else » is not the answer to
  every card.

The weighing is the analyst's (:class:`~penel421.analysis.weigh.Weigher`):
reading a decision's options again is a lookup, not a second evaluation.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..analysis.analyst import Analyst
from ..analysis.decision import Decision
from ..core.events import Chose, Event, RoundStarted, Thrown
from ..journal.recorded import GameRecord
from ..journal.replay import replay
from .digested import Digest, Moment
from .positions import position_json, position_key
from .store import DIGEST_VERSION

__all__ = ["DIGEST_VERSION", "Digest", "Digester", "Moment", "digest", "digest_record"]

#: Red herrings per card to learn, per game and person (one in three cards).
HERRINGS_PER_ERROR = 0.5


@dataclass
class Digester:
    """An engine listener: passes each event to ``analyst``, and keeps what
    each decision showed (see the module's docstring)."""

    analyst: Analyst
    #: At each decision, the dice of the hands already played in its round.
    shown: list[tuple[tuple[int, ...], ...]] = field(default_factory=list)
    #: The last dice each seat showed in the round being played.
    _dice: dict[int, tuple[int, ...]] = field(default_factory=dict, init=False, repr=False)

    def __call__(self, event: Event) -> None:
        self.analyst(event)
        if isinstance(event, RoundStarted):
            self._dice = {}
        elif isinstance(event, Thrown):
            self._dice[event.seat] = event.dice
        elif isinstance(event, Chose):
            self.shown.append(tuple(self._dice[p.seat] for p in event.view.played))

    @property
    def seen(self) -> list[Decision]:
        """Each decision of the game, as its analyst weighed it."""
        return self.analyst.decisions


def digest(digester: Digester, names: Sequence[str], people: Sequence[int]) -> Digest:
    """What the journal keeps of the game ``digester`` listened to, whose
    seats are called ``names`` and of which ``people`` are played by people."""
    return Digest(tuple(digester.analyst.summary()),
                  tuple(_moments(digester, names, tuple(people))))


def _moments(digester: Digester, names: Sequence[str], people: tuple[int, ...]) -> list[Moment]:
    analyst = digester.analyst
    found: list[Moment] = []
    for seat in people:
        errors: list[Moment] = []
        herrings: list[Moment] = []
        for number, (decision, shown) in enumerate(zip(analyst.decisions, digester.shown,
                                                       strict=True)):
            if decision.seat != seat:
                continue
            scale, view, margin = decision.scale, decision.view, decision.margin
            threshold = scale.thresholds[0]
            if decision.loss >= threshold:
                into = errors
            elif decision.loss <= 0.0 and margin >= threshold:
                into = herrings
            else:
                continue
            into.append(Moment(
                number, seat, names[seat], view.rules.variant.label, position_key(view),
                position_json(view, names, people, decision.round, shown), decision.answer,
                scale.name, decision.loss, decision.loss / scale.error_threshold, margin,
                margin / scale.error_threshold))
        wanted = max(1, math.ceil(len(errors) * HERRINGS_PER_ERROR))
        herrings.sort(key=lambda m: (-m.stake, m.decision))
        found += errors + _varied(herrings, digester)[:wanted]
    return sorted(found, key=lambda m: m.decision)


def _varied(herrings: list[Moment], digester: Digester) -> list[Moment]:
    """The red herrings, one per hand held: a game's largest margins are
    often the same sure hand kept again (a 421), which teaches nothing twice."""
    hands: set[tuple[int, ...]] = set()
    found = []
    for moment in herrings:
        hand = digester.analyst.decisions[moment.decision].view.hand
        if hand not in hands:
            hands.add(hand)
            found.append(moment)
    return found


def digest_record(record: GameRecord) -> Digest:
    """What the journal keeps of the kept game ``record``, replayed and
    weighed now (nothing for a game no person played).  Raises what
    :func:`~.replay.replay` raises for a record that does not replay."""
    people = [seat for seat, s in enumerate(record.seats) if s.spec is None]
    if not people:
        return Digest()
    digester = Digester(Analyst(record.rules(), len(record.seats)))
    replay(record, digester)
    return digest(digester, record.names, people)

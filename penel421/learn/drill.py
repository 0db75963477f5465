"""A training session: each card asked on its game's own console, graded, kept.

Each card is shown as its game showed the position and asked with the
game's keys (the console of the game: 1987 in the listing's capitals, key by
key at a keyboard).  The answer is graded by the analysis's own weighing
(:func:`.cards.grade`), written to the journal with the card's new schedule
in one transaction the moment it is given (:meth:`~penel421.learn.store.TrainingStore.answer`),
then revealed.  So whatever ends the session — Ctrl-C, ``q``, Ctrl-D, a
closed terminal — the schedule is as it was after the last answer, and two
sessions at once on one journal keep both their answers.

The reveal says why the best choice is best, where the program has a
reason (:func:`penel421.analysis.reasons.reason_for`), read from the same
evaluation of the turn as the grade (one :class:`~penel421.analysis.weigh.Weigher`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import timedelta, timezone

from ..analysis.decision import Decision
from ..analysis.figures import Figures
from ..analysis.weigh import Weigher
from ..console.cards import CardFace, Reveal, Tally, TrainingEnd
from ..console.screens import open_console
from ..console.screens.training import TrainingScreen
from ..console.terminal import Terminal
from ..core.seat import Seat
from ..games import find_game
from .cards import Card, grade
from .schedule import Clock, moment_of, outlook, review_rating, stamp, system_clock
from .store import Answer, Scheduled, TrainingStore

#: Cards asked between a missed card and its asking again in the session.
AGAIN_AFTER = 3


@dataclass(frozen=True)
class Answered:
    """A card answered in the session, and what it left."""

    card: Card
    grade: Decision  # the answer, weighed
    then: Decision  # the answer given in the game (starter deck: a beginner's), weighed
    scheduled: Scheduled
    reasked: bool  # asked again in the session after a miss: practice


@dataclass
class Drill:
    """The session of ``cards``, on ``terminal``, kept in ``store``; whose
    people are ``whos`` (casefolded; None: everyone), for the counts at the end."""

    store: TrainingStore
    terminal: Terminal
    cards: Sequence[Card]
    whos: Sequence[str] | None = None
    clock: Clock = system_clock
    #: The one evaluation of each card's turn, for its grade and its reason.
    weigher: Weigher = field(default_factory=Weigher)
    answered: list[Answered] = field(default_factory=list)
    #: The training's screen on the console of the card last shown (None
    #: before the first).
    console: TrainingScreen | None = None
    #: Whose session it is, when penel421 chose (the last person who played):
    #: said at its start.  None: chosen by the player (``--joueur``).
    person: str | None = None

    def __post_init__(self) -> None:
        # to the microsecond: two sessions started within a second are two
        self.started = self.clock().astimezone(timezone.utc).isoformat()

    def run(self) -> None:
        """Ask every card, one after another, a missed one again after
        :data:`AGAIN_AFTER` others until it is answered right (EndOfInput or
        KeyboardInterrupt when the player leaves: every answer given is kept)."""
        own = sum(not card.starter for card in self.cards)
        fresh = list(enumerate(self.cards, start=1))
        missed: list[tuple[int, int, Card]] = []  # (the turn it may come back, number, card)
        turn, last_again = 0, False
        while fresh or missed:
            # a missed card once AGAIN_AFTER others were asked; a new card between two
            # missed ones, so that a card missed again and again never holds up the others
            if missed and (not fresh or missed[0][0] <= turn and not last_again):
                _, number, card = missed.pop(0)
                reasked = True
            else:
                number, card = fresh.pop(0)
                reasked = False
            turn, last_again = turn + 1, reasked
            if self.console is not None and self.terminal.at_keyboard:
                self.console.pause()  # the last reveal is read first
            first = self.console is None
            console = self.console = self.console_of(card)
            if first:
                console.show_training_start(len(self.cards), own, self.person)
            position = card.shown
            person = card.person if find_game(card.game).chosen_seats else None
            console.show_card(CardFace(number, len(self.cards), position, card.source,
                                       card.seen, reasked, None if card.starter else person))
            answered = self.answer(card, console.ask_card(position.view), reasked)
            if not answered.grade.right:
                missed.append((turn + AGAIN_AFTER, number, card))

    def console_of(self, card: Card) -> TrainingScreen:
        """The training's screen on the console of the card's game, at the
        card's table."""
        position = card.shown
        seats = [Seat(name, None if seat in position.people else "expert")
                 for seat, name in enumerate(position.names)]
        return open_console(find_game(card.game), self.terminal, position.view.rules,
                            seats).training

    def answer(self, card: Card, rethrow: Sequence[int], reasked: bool = False) -> Answered:
        """Grade ``rethrow``, keep it (with the card's memory reviewed, unless
        it is practice: ``reasked`` after a miss, or a card not due), reveal it."""
        found = grade(card, rethrow, self.weigher)
        then = grade(card, card.answer_rethrow, self.weigher)
        now = self.clock()
        scheduled = self.store.answer(card, Answer(
            self.started, stamp(now), found.answer, found.loss, found.right,
            None if card.starter else then.loss,
            review_rating(found.loss, found.scale.thresholds[0])), practice=reasked)
        answered = Answered(card, found, then, scheduled, reasked)
        self.answered.append(answered)
        ahead = outlook(scheduled.memory, moment_of(stamp(now)))  # to the second, as kept
        if self.console is not None:
            self.console.show_reveal(Reveal(
                replace(found, reason=self.weigher.reason(found.view, found.rethrow)), then,
                card.starter, ahead.due_in, ahead.learnt, ahead.to_learn,
                not scheduled.reviewed, not found.right, reasked))
        return answered

    def end(self) -> TrainingEnd:
        """The session's results, each card counted once, by its first
        answer: right answers, what was lost against the games, the cards
        due by this time tomorrow and those learnt so far."""
        tallies: dict[tuple[str, bool], Tally] = {}
        first = [done for done in self.answered if not done.reasked]
        for done in first:
            card, found = done.card, done.grade
            key = (found.scale.name, card.starter)
            tally = tallies.get(key, Tally(card.starter, Figures(found.scale),
                                           Figures(found.scale)))
            tallies[key] = tally._replace(
                now=tally.now + Figures.of(found.scale, [found.loss], []),
                then=tally.then + Figures.of(found.scale, [done.then.loss], []))
        game = self.cards[0].game if self.cards else None
        tomorrow = stamp(self.clock() + timedelta(days=1))
        due, learnt, _ = self.store.schedule_counts(game, self.whos, tomorrow)
        return TrainingEnd(len(first), sum(d.grade.right for d in first),
                           tuple(tallies[key] for key in sorted(tallies)), due, learnt)

    def show_end(self) -> None:
        """Show the session's results, if a card was answered."""
        if self.console is not None and self.answered:
            self.console.show_training_end(self.end())

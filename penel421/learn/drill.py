"""A training session: each card asked on its game's own console, graded, kept.

Each card is shown as its game showed the position and asked with the
game's keys (the console of the game: 1987 in the listing's capitals, key by
key at a keyboard).  The answer is graded by the analysis's own weighing
(:func:`.cards.grade`), written to the journal with the card's new schedule
in one transaction the moment it is given (:meth:`~penel421.journal.store.Journal.answer`),
then revealed.  So whatever ends the session — Ctrl-C, ``q``, Ctrl-D, a
closed terminal — the schedule is as it was after the last answer, and two
sessions at once on one journal keep both their answers.

The reveal says why the best choice is best, where the program has a
reason (:func:`penel421.analysis.reasons.reason_for`), read from the same
evaluation of the turn as the grade (one :class:`~penel421.analysis.weigh.Weigher`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import timedelta, timezone

from ..analysis.weigh import Weigher
from ..console.cards import CardFace, Reveal, Tally, TrainingEnd
from ..console.screens import open_console
from ..console.screens.training import TrainingScreen
from ..console.terminal import Terminal
from ..core.seat import Seat
from ..games import find_game
from ..journal.store import Journal
from .cards import Card, Grade, grade
from .schedule import MASTERED_AFTER, Clock, after_answer, day_of, days_until, stamp, system_clock


@dataclass(frozen=True)
class Answered:
    """A card answered in the session, and what it left."""

    card: Card
    grade: Grade
    streak: int
    due_in: int | None  # days before it comes back; None: mastered


@dataclass
class Drill:
    """The session of ``cards``, on ``terminal``, kept in ``journal``; whose
    people are ``whos`` (casefolded; None: everyone), for the counts at the end."""

    journal: Journal
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

    def __post_init__(self) -> None:
        # to the microsecond: two sessions started within a second are two
        self.started = self.clock().astimezone(timezone.utc).isoformat()

    def run(self) -> None:
        """Ask every card, one after another (EndOfInput or KeyboardInterrupt
        when the player leaves: every answer given is kept)."""
        own = sum(not card.starter for card in self.cards)
        for number, card in enumerate(self.cards, start=1):
            if self.console is not None and self.terminal.at_keyboard:
                self.console.pause()  # the last reveal is read first
            console = self.console = self.console_of(card)
            if number == 1:
                console.show_training_start(len(self.cards), own)
            position = card.shown
            console.show_card(CardFace(number, len(self.cards), position.view, position.round,
                                       position.shown, card.source, card.seen))
            self.answer(card, console.ask_card(position.view))

    def console_of(self, card: Card) -> TrainingScreen:
        """The training's screen on the console of the card's game, at the
        card's table."""
        position = card.shown
        seats = [Seat(name, None if seat in position.people else "expert")
                 for seat, name in enumerate(position.names)]
        return open_console(find_game(card.game), self.terminal, position.view.rules,
                            seats).training

    def answer(self, card: Card, rethrow: Sequence[int]) -> Answered:
        """Grade ``rethrow``, keep it with the card's new schedule, reveal it."""
        found = grade(card, rethrow, self.weigher)
        now = self.clock()
        today = day_of(now)
        _, streak, due, mastered = self.journal.answer(
            card, self.started, stamp(now), found.answer, found.loss, found.right,
            None if card.starter else found.then_loss,
            lambda streak, right: after_answer(streak, right, today))
        answered = Answered(card, found, streak, None if mastered else days_until(due, today))
        self.answered.append(answered)
        view = card.shown.view
        reason = self.weigher.reason(view, found.rethrow)
        if self.console is not None:
            self.console.show_reveal(Reveal(
                view.dice, found.scale, found.weighing.best, found.chosen, found.rethrow,
                found.loss, found.right, found.then, card.answer_rethrow, found.then_loss,
                card.starter, reason, streak, MASTERED_AFTER, answered.due_in))
        return answered

    def end(self) -> TrainingEnd:
        """The session's results: right answers, what was lost against the
        games, the cards due tomorrow and those mastered so far."""
        tallies: dict[tuple[str, bool], Tally] = {}
        for done in self.answered:
            card, found = done.card, done.grade
            key = (found.scale.name, card.starter)
            tally = tallies.get(key, Tally(found.scale, card.starter, 0, 0.0, 0.0))
            tallies[key] = tally._replace(cards=tally.cards + 1, now=tally.now + found.loss,
                                          then=tally.then + found.then_loss)
        game = self.cards[0].game if self.cards else None
        tomorrow = (day_of(self.clock()) + timedelta(days=1)).isoformat()
        due, mastered, _ = self.journal.schedule_counts(game, self.whos, tomorrow)
        return TrainingEnd(len(self.answered), sum(d.grade.right for d in self.answered),
                           tuple(tallies[key] for key in sorted(tallies)), due, mastered)

    def show_end(self) -> None:
        """Show the session's results, if a card was answered."""
        if self.console is not None and self.answered:
            self.console.show_training_end(self.end())

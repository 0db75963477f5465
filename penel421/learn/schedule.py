"""When a card comes back: FSRS, the scheduler Anki uses.

Each card has a memory (:class:`Memory`): how long the player is likely to
remember it (its *stability*, in days), how hard it is for them (its
*difficulty*), and its state — being learnt, learnt (*review*), or being
learnt again after a lapse — as the Free Spaced Repetition Scheduler
(the ``fsrs`` package) works them out from each answer.  An answer is rated
as Anki's buttons would be (:func:`review_rating`): the best choice is *Good*, a
choice that loses less than the « imprécision » threshold is *Hard*, a
miss is *Again*.  A card being learnt comes back within minutes (its
learning steps), a learnt card after days, later each time; a miss sends a
learnt card back to be learnt again.

**One review a time.**  An answer to a card that is not due — a second
session the same evening — is practice: it is kept, never moves the
schedule (:func:`is_due`).  Within a session, a missed card is asked again
after a few others until it is answered right (:mod:`.drill`), and those
answers are practice too: the first answer of the day sets the schedule.

**A mistake made again in a game** is a lapse: the card's memory is
reviewed *Again* at the time of that game (:mod:`.store`), whether it was
learnt or still being learnt.

Times are UTC, to the second, as the journal keeps them; the clock is
passed in, so that a test lives through a month in a second.  No fuzz is
added to the intervals: the same answers give the same schedule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime, timedelta, timezone
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    import fsrs

#: What tells the time: the system's clock, or a test's.
Clock = Callable[[], datetime]
#: The share of learnt cards the schedule aims to have remembered when due.
RETENTION = 0.9
#: FSRS's states, as the journal keeps them.
LEARNING, REVIEW, RELEARNING = 1, 2, 3
#: Each state as ``--json`` names it.
STATE_NAMES = {LEARNING: "learning", REVIEW: "learnt", RELEARNING: "relearning"}
#: FSRS's ratings, as the journal keeps them.
AGAIN, HARD, GOOD = 1, 2, 3
#: The most answers looked ahead to say how many more make a card learnt.
LOOK_AHEAD = 8


def system_clock() -> datetime:
    """Now, aware of its time zone."""
    return datetime.now(timezone.utc)


def day_of(moment: datetime) -> date:
    """The player's calendar day at ``moment`` (in the local time zone)."""
    return moment.astimezone().date() if moment.tzinfo else moment.date()


def stamp(moment: datetime) -> str:
    """``moment`` as the journal keeps times: ISO 8601 in UTC, to the second."""
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.astimezone(timezone.utc).replace(microsecond=0).isoformat()


def moment_of(text: str) -> datetime:
    """A time the journal keeps (:func:`stamp`), aware of its zone;
    ValueError if it is not one."""
    moment = datetime.fromisoformat(text)
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


class Memory(NamedTuple):
    """What the schedule knows of a card: FSRS's state, step, stability and
    difficulty, when it is due and when it was last reviewed (ISO 8601
    UTC), and how many answers counted as reviews."""

    state: int
    step: int | None
    stability: float | None
    difficulty: float | None
    due: str
    last_review: str | None
    reviews: int

    @property
    def learnt(self) -> bool:
        """True for a card past its learning steps (FSRS's review state)."""
        return self.state == REVIEW


def memory_of(values: Sequence[object]) -> Memory:
    """A memory from the values the journal keeps (:class:`Memory`'s
    fields); ValueError if one is not what penel421 writes."""
    state, step, stability, difficulty, due, last_review, reviews = values
    if state not in (LEARNING, REVIEW, RELEARNING) or isinstance(reviews, bool) \
            or not isinstance(reviews, int) or not (step is None or type(step) is int):
        raise ValueError("état")
    numbers = []
    for number in (stability, difficulty):
        if number is not None and (isinstance(number, bool) or not isinstance(number, int | float)
                                   or not 0 < number < 1e6):
            raise ValueError("nombre")
        numbers.append(None if number is None else float(number))
    if not isinstance(due, str) or not (last_review is None or isinstance(last_review, str)):
        raise ValueError("date")
    moment_of(due)
    if last_review is not None:
        moment_of(last_review)
    return Memory(int(state), step, numbers[0], numbers[1], due, last_review, reviews)


class Outlook(NamedTuple):
    """A card's schedule after an answer, in what a player needs to know:
    when it comes back, whether it is learnt, and if not the intervals of
    the right answers that would make it so (the last makes it learnt)."""

    due_in: timedelta
    learnt: bool
    to_learn: tuple[timedelta, ...]


def review_rating(loss: float, imprecision: float) -> int:
    """The rating of an answer that loses ``loss``: *Good* for the best
    choice, *Hard* for one that loses less than the « imprécision »
    threshold, *Again* for a miss."""
    if loss <= 0.0:
        return GOOD
    return HARD if loss < imprecision else AGAIN


def is_due(memory: Memory | None, now: datetime) -> bool:
    """Whether an answer ``now`` is a review (a card never asked, or due),
    not practice."""
    return memory is None or moment_of(memory.due) <= now


def review(memory: Memory | None, rating: int, now: datetime) -> Memory:
    """The memory of a card reviewed ``now`` with ``rating`` (None: a card
    never asked)."""
    import fsrs  # when a card is scheduled: see _scheduler

    card, _ = _scheduler().review_card(_card(memory, now), fsrs.Rating(rating), now)
    return Memory(int(card.state), card.step, card.stability, card.difficulty,
                  stamp(card.due), None if card.last_review is None else stamp(card.last_review),
                  (memory.reviews if memory else 0) + 1)


def recall(memory: Memory, now: datetime) -> float:
    """The chance the player remembers the card ``now`` (FSRS's
    retrievability: 0 for a card never reviewed)."""
    return float(_scheduler().get_card_retrievability(_card(memory, now), now))


def outlook(memory: Memory, now: datetime) -> Outlook:
    """When the card of ``memory`` comes back after ``now``, and, if it is
    not learnt, after how long each right answer that makes it so would come
    (each answered *Good* when due)."""
    due_in = moment_of(memory.due) - now
    if memory.learnt:
        return Outlook(due_in, True, ())
    steps: list[timedelta] = [due_in]
    ahead, when = memory, moment_of(memory.due)
    while len(steps) < LOOK_AHEAD:
        ahead = review(ahead, GOOD, when)
        if ahead.learnt:
            break
        steps.append(moment_of(ahead.due) - when)
        when = moment_of(ahead.due)
    return Outlook(due_in, False, tuple(steps))


_made: list[fsrs.Scheduler] = []


def _scheduler() -> fsrs.Scheduler:
    """The one scheduler: FSRS's own parameters and steps, no fuzz (made
    once, the first time a card is scheduled: ``fsrs`` loads only then;
    every game loads this module, through the training's store, and fsrs
    would add 8 ms to a game's start)."""
    if not _made:
        import fsrs

        _made.append(fsrs.Scheduler(desired_retention=RETENTION, enable_fuzzing=False))
    return _made[0]


def _card(memory: Memory | None, now: datetime) -> fsrs.Card:
    import fsrs  # when a card is scheduled: see _scheduler

    if memory is None:
        return fsrs.Card(card_id=1, due=now)
    return fsrs.Card(card_id=1, state=fsrs.State(memory.state), step=memory.step,
                     stability=memory.stability, difficulty=memory.difficulty,
                     due=moment_of(memory.due),
                     last_review=None if memory.last_review is None
                     else moment_of(memory.last_review))

"""When a card comes back: a ladder of intervals, climbed by right answers.

As in Leitner's boxes (and Anki's first steps), a card answered right comes
back later each time — after 3, then 7, then 16 days — and a card missed
goes back to the start of the ladder: it comes back the next day.  Right
:data:`MASTERED_AFTER` times in a row, a card is mastered and asked no more
(until the player makes the same mistake again in a game: it is a new
card then).  Days are the player's own calendar days, so that a card
missed in the evening is due the next morning; the clock is passed in, so
that a test lives through a month in a second.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime, timedelta, timezone
from typing import NamedTuple

#: The days before a card comes back: after a miss (the start), then after
#: one, two and three right answers in a row.
LADDER_DAYS = (1, 3, 7, 16)
#: Right answers in a row that master a card.
MASTERED_AFTER = 4

#: What tells the time: the system's clock, or a test's.
Clock = Callable[[], datetime]


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


class Step(NamedTuple):
    """A card's schedule after an answer."""

    streak: int  # right answers in a row
    due: str  # the day it is asked again (ISO date); the day mastered, once mastered
    mastered: str | None  # the day it was mastered


def after_answer(streak: int, right: bool, today: date) -> Step:
    """The schedule of a card answered ``right`` (or not) ``today``, after
    ``streak`` right answers in a row."""
    if not right:
        return Step(0, (today + timedelta(days=LADDER_DAYS[0])).isoformat(), None)
    streak += 1
    if streak >= MASTERED_AFTER:
        return Step(streak, today.isoformat(), today.isoformat())
    return Step(streak, (today + timedelta(days=LADDER_DAYS[streak])).isoformat(), None)


def days_until(due: str, today: date) -> int:
    """The days from ``today`` to the ISO date ``due``."""
    return (date.fromisoformat(due) - today).days

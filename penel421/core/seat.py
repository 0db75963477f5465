"""A place at the table: who sits there and what plays it.

A seat is a name and, for a computer, the *spec* of what plays it: a level
of the computer (``classic``, ``expert``: a plain name) or a bot, the
``module:factory`` of a callable that returns a strategy.  A person at the
keyboard has no spec.  The shape of a spec says which it is; finding the
player it names is :func:`penel421.strategies.load_strategy`'s business.
"""

from __future__ import annotations

from dataclasses import dataclass

#: What plays a seat, in French, as the journal's export and the analysis name it.
PERSON, LEVEL, BOT = "personne", "niveau", "robot"


def is_bot_spec(spec: str) -> bool:
    """True when ``spec`` has the shape of a bot, ``module:factory`` (dotted
    names allowed): Python code to import, never a level of the computer."""
    module, sep, factory = spec.strip().partition(":")
    return bool(sep) and all(
        part.isidentifier() for part in module.split(".") + factory.split("."))


@dataclass(frozen=True)
class Seat:
    """A player at the table: a name, and the spec of the strategy that plays
    it (a level or ``module:factory``), None for a person at the keyboard."""

    name: str
    spec: str | None = None

    @property
    def human(self) -> bool:
        """True when a person plays this seat."""
        return self.spec is None

    @property
    def bot(self) -> bool:
        """True when a bot, code of the spec's module, plays this seat."""
        return self.spec is not None and is_bot_spec(self.spec)

    @property
    def role(self) -> str:
        """What plays it: 'personne', 'niveau' or 'robot'."""
        if self.spec is None:
            return PERSON
        return BOT if self.bot else LEVEL

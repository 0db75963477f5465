"""The games kept before: weighed once, the first time a command needs them.

A session keeps the analysis of each game it plays when the game ends
(:mod:`penel421.learn.digest`).  The games kept before — by an older
penel421, by a session that was interrupted, or resumed since — are
weighed here, oldest first, each kept in its own transaction as soon as it
is weighed: Ctrl-C stops the work and leaves every game done so far done.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .store import DIGEST_VERSION, TrainingStore

if TYPE_CHECKING:
    from .digest import Digest

#: Told after each game weighed: how many are done, of how many.
Progress = Callable[[int, int], None]


def catch_up(store: TrainingStore, progress: Progress | None = None) -> int:
    """Weigh every game of ``store``'s journal not weighed yet and keep what it
    found; how many games were weighed.  A game that does not read or does
    not replay is kept as such, with why (French), and not tried again."""
    journal = store.journal
    todo = store.undigested(DIGEST_VERSION)
    if not todo:
        return 0
    # the replay and the analysis, loaded only when there is a game to weigh
    # (30 ms that « entrainement » and « progres » spend otherwise)
    from ..journal.replay import ReplayMismatch
    from .digest import digest_record

    for done, (game_id, rounds, finished) in enumerate(todo, start=1):
        found: Digest | None = None
        problem = None
        record = journal.game(game_id)
        if record is None:
            problem = journal.unreadable.get(game_id, "elle n'est plus dans le journal")
        else:
            try:
                found = digest_record(record)
            except ReplayMismatch as error:
                problem = f"elle ne se rejoue pas : {error}"
            except (ValueError, LookupError, TypeError, ArithmeticError) as error:
                problem = (f"elle ne se rejoue pas ({type(error).__name__}) : le journal a été "
                           "modifié")
        store.keep_digest(game_id, DIGEST_VERSION, rounds, finished, found, problem)
        if progress is not None:
            progress(done, len(todo))
    return len(todo)

"""What a player waits for, said on the screen while it lasts.

Some of the expert's work takes a while the first time (a round of many
players solved to its last player, the two-player game of a barème that is
not shipped), and nothing moves on the screen meanwhile.  The session
watches each decision of a computer seat (:class:`WatchedMind`) and each
weighing of a turn, what the advice, the tutor and the analysis read
(:class:`WatchedWeigher`): once one has lasted :data:`DELAY`, the console
says what is being worked out, and rubs it out when it is done.  What ends
sooner shows nothing, so that a quick game's screen is what it always was.

One thread, started at the first watch, waits out the delays: the session
cannot look at the clock while the expert works.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from ..analysis.weigh import Weigher
from ..console.base import Console, Work
from ..core.state import TurnView
from ..core.strategy import Strategy
from ..strategies.worth import TurnWorth

#: How long a wait lasts, in seconds, before the console says what it is for.
DELAY = 0.3


@dataclass
class _Watch:
    """One wait: when it becomes worth saying, how to say it, what was said."""

    due: float
    say: Callable[[], str]
    said: str = ""
    told: bool = False  # the console was asked (it may have said nothing)


class _Watcher:
    """The thread that says what a wait is for once it lasts; one watch at a
    time (a watch inside another is not watched on its own)."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._watch: _Watch | None = None
        self._thread: threading.Thread | None = None

    def start(self, watch: _Watch) -> bool:
        """Watch ``watch``; False if another is being watched."""
        with self._changed:
            if self._watch is not None:
                return False
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="penel421-waiting",
                                                daemon=True)
                self._thread.start()
            self._watch = watch
            self._changed.notify()
            return True

    def stop(self, watch: _Watch) -> None:
        """Stop watching ``watch``: once this returns, nothing more is said of it."""
        with self._changed:
            if self._watch is watch:
                self._watch = None

    def _run(self) -> None:
        with self._changed:
            while True:
                watch = self._watch
                if watch is None or watch.told:
                    self._changed.wait()
                    continue
                left = watch.due - time.monotonic()
                if left > 0:
                    self._changed.wait(left)
                    continue
                watch.told = True
                try:  # under the lock: stop() waits until it is said
                    watch.said = watch.say()
                except Exception:  # noqa: BLE001 - a note that cannot be written is not said
                    pass


_WATCHER = _Watcher()


@contextmanager
def watching(console: Console, work: Work, view: TurnView) -> Iterator[None]:
    """While the body runs: ``work`` for the turn ``view`` shows, said on
    ``console`` once it has lasted :data:`DELAY`, rubbed out at the end."""
    watch = _Watch(time.monotonic() + DELAY, lambda: console.say_working(work, view))
    if not _WATCHER.start(watch):
        yield
        return
    try:
        yield
    finally:
        _WATCHER.stop(watch)
        console.end_working(watch.said)


class WatchedMind:
    """A computer seat's strategy, each decision watched; everything else
    (``game_started``, ``game_ended``…) is the strategy's own."""

    def __init__(self, mind: Strategy, console: Console) -> None:
        self.mind, self.console = mind, console

    def rethrow(self, view: TurnView) -> Sequence[int]:
        with watching(self.console, Work.DECISION, view):
            return self.mind.rethrow(view)

    def __getattr__(self, name: str) -> object:
        return getattr(self.mind, name)


class WatchedWeigher(Weigher):
    """The session's one evaluation of each turn, each weighing watched."""

    def __init__(self, console: Console) -> None:
        super().__init__()
        self.console = console

    def worth(self, view: TurnView) -> TurnWorth:
        with watching(self.console, Work.WEIGHING, view):
            return super().worth(view)

"""A seat for ``penel421 simulate`` that plays exactly as the expert and times
each of its decisions: ``--seat timed_expert:expert``, with this folder on
``PYTHONPATH`` and ``PENEL421_TIMINGS`` naming a folder.

Each process writes to ``PENEL421_TIMINGS/slowest-<pid>``, whenever its
slowest decision so far or a decision over :data:`LONG` seconds comes: the
slowest (seconds, then what was decided), and how many took over
:data:`LONG` and how long in all.  A file, rewritten as it goes, since a
worker process ends without a word.  The timing costs two clock reads a
decision.  Used by ``simulate_experts.py``.
"""

from __future__ import annotations

import os
import time

from penel421.strategies import load_strategy

#: A decision that takes longer is counted apart (seconds).
LONG = 0.5
#: This process's slowest decision (seconds, what), and its long ones (count, seconds).
_slowest: list[object] = [0.0, ""]
_long = [0, 0.0]


class TimedExpert:
    """The expert, timed."""

    def __init__(self) -> None:
        self.mind = None
        self.rules = None

    def game_started(self, rules, seat, state) -> None:
        if rules is not self.rules:
            self.rules, self.mind = rules, load_strategy("expert", rules)

    def rethrow(self, view):
        clock = time.perf_counter
        start = clock()
        answer = self.mind.rethrow(view)
        took = clock() - start
        if took > _slowest[0] or took > LONG:
            _write(took, view)
        return answer


def _write(took: float, view) -> None:
    if took > _slowest[0]:
        state = view.state
        place = view.order.index(view.seat) + 1
        _slowest[:] = [took, (
            f"{'charge' if state.pot else 'décharge'}, {len(view.order)} joueurs dans la "
            f"manche, le {place}{'er' if place == 1 else 'e'} à jouer, après son lancer "
            f"{view.throws} sur {view.max_throws} ; jetons {list(state.tokens)}, pot "
            f"{state.pot}")]
    if took > LONG:
        _long[0] += 1
        _long[1] += took
    where = os.path.join(os.environ.get("PENEL421_TIMINGS", "."), f"slowest-{os.getpid()}")
    with open(where, "w", encoding="utf-8") as out:
        out.write(f"{_slowest[0]!r}\n{_slowest[1]}\n{_long[0]} {_long[1]!r}\n")


def expert() -> TimedExpert:
    return TimedExpert()

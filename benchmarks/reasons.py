"""What the reason (why the best choice is best) adds to an advice, a tutor's
objection and an analysis.

Run: ``python benchmarks/reasons.py [GAMES]`` (default 40) with the Python of
the environment penel421 is installed in.  GAMES games are played by the
classic computer against itself (1987; pascal with 2, 4 and 8 players), and
at every decision, as the advice of ``?`` or ``--hints`` would be given:

- the advice without its reason (the turn's worth already worked out, as a
  session's :class:`~penel421.analysis.weigh.Weigher` shares it, and its
  round chances too, which the advice shows anyway), then the reason alone
  — at a turn's first decision it works out the turn's split of its figures
  over the round's outcomes (:attr:`TurnWorth.outcomes`: for a 1987 or a
  two-player pascal opener, every reply of the other player), at the next
  ones it reads them;
- the tutor's reason, against the answer the classic computer gave (the
  tables already there).

Then how often each kind of reason is the advice's, and the analysis of the
longest of these games, in-process, with and without its reasons.  Prints
the median, the 99th percentile and the worst, in milliseconds of processor
time (the figure that holds on a shared machine), and the mean time per
reason over all decisions.  The aim: 1 ms per advice or less, a turn's
first decision included (an opener's split reads how the second's turn
ends, shipped: :mod:`penel421.solve.duel.replies`).  Asserts nothing.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

from machine import describe

from penel421.analysis import advice, reasons
from penel421.analysis.advice import advice_of
from penel421.analysis.analyst import Analyst
from penel421.core.dice import SeededDice
from penel421.core.engine import Game
from penel421.core.events import Chose, Event
from penel421.core.rules import RULES_1987, RULES_PASCAL, Rules
from penel421.strategies.classic import Classic
from penel421.strategies.experts import expert_for


def spread(times: list[float]) -> str:
    """Median, 99 % and worst of ``times`` (seconds), in milliseconds."""
    ordered = sorted(times)
    at = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000  # noqa: E731
    return (f"médiane {at(0.5):.3f} ms, 99 % {at(0.99):.3f} ms, "
            f"pire {ordered[-1] * 1000:.3f} ms ({len(times)})")


@contextmanager
def no_reason() -> Iterator[None]:
    """The advice as it was before it had a reason."""
    kept = advice.reason_for
    advice.reason_for = lambda worth, view, answer=None: None
    try:
        yield
    finally:
        advice.reason_for = kept


class Timing:
    """Listens to a game and times, at every decision, the advice without its
    reason, then the reason for the advice and the tutor's."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.advice: list[float] = []
        self.first: list[float] = []  # the reason at a turn's first decision
        self.later: list[float] = []  # at its next ones
        self.tutor: list[float] = []
        #: How often each kind of reason is the advice's.
        self.kinds: Counter[str] = Counter()
        self._key: tuple[object, ...] | None = None
        self._worth = None

    def __call__(self, event: Event) -> None:
        if not isinstance(event, Chose):
            return
        view = event.view
        key = (view.state, view.seat, view.order, view.played, view.max_throws)
        first = key != self._key
        if first:  # a session's weigher works the worth out once per turn
            self._key, self._worth = key, expert_for(self.rules).worth(view)
            self._worth.round_wins  # noqa: B018 - the advice shows them anyway
        worth = self._worth
        assert worth is not None
        with no_reason():
            start = time.process_time()
            advice_of(worth, view)
            self.advice.append(time.process_time() - start)
        start = time.process_time()
        found = reasons.reason_for(worth, view)
        (self.first if first else self.later).append(time.process_time() - start)
        self.kinds["aucune" if found is None else found.kind] += 1
        start = time.process_time()
        reasons.reason_for(worth, view, event.rethrow)
        self.tutor.append(time.process_time() - start)


def analysis_time(rules: Rules, players: int, seed: int, with_reasons: bool) -> float:
    """The analysis of game ``seed`` as it is played, in seconds (its
    reasons left out where ``with_reasons`` is false)."""
    analyst = Analyst(rules, players)
    if not with_reasons:
        analyst.weigher.reason = lambda view, answer=None: None  # type: ignore[method-assign]
    game = Game(rules, [str(i) for i in range(players)], [Classic() for _ in range(players)],
                SeededDice(seed), analyst, opener=seed % players)
    start = time.process_time()
    game.play()
    return time.process_time() - start


def main(games: int) -> None:
    print(describe())
    for label, rules, players in (("1987", RULES_1987, 2), ("pascal, 2 joueurs", RULES_PASCAL, 2),
                                  ("pascal, 3 joueurs", RULES_PASCAL, 3),
                                  ("pascal, 4 joueurs", RULES_PASCAL, 4),
                                  ("pascal, 8 joueurs", RULES_PASCAL, 8)):
        timing = Timing(rules)
        rounds = []
        count = games if players <= 4 else max(1, games // 4)
        for seed in range(count):
            result = Game(rules, [str(i) for i in range(players)],
                          [Classic() for _ in range(players)], SeededDice(seed), timing,
                          opener=seed % players).play()
            rounds.append((result.rounds, seed))
        print(f"{label}, {count} parties :")
        print(f"  le conseil sans sa raison : {spread(timing.advice)}")
        print(f"  la raison, 1re décision d'un tour : {spread(timing.first)}")
        print(f"  la raison, décisions suivantes : {spread(timing.later)}")
        print(f"  la raison du tuteur, contre la réponse : {spread(timing.tutor)}")
        every = timing.first + timing.later
        print(f"  la raison, en moyenne par conseil : "
              f"{1000 * sum(every) / max(1, len(every)):.3f} ms ({len(every)})")
        total = sum(timing.kinds.values())
        print("  les raisons des conseils : " + ", ".join(
            f"{kind} {100 * n / total:.0f} %" for kind, n in timing.kinds.most_common()))
        longest, seed = max(rounds)
        expert_for(rules).worth  # noqa: B018
        plain = min(analysis_time(rules, players, seed, False) for _ in range(3))
        told = min(analysis_time(rules, players, seed, True) for _ in range(3))
        print(f"  l'analyse de la plus longue ({longest} manches), jeu compris : "
              f"{plain * 1000:.0f} ms sans les raisons, {told * 1000:.0f} ms avec "
              f"(meilleure de 3)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)

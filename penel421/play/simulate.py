"""Computer against computer with nothing on screen: many games, figures to trust.

No click and no printing here: :func:`simulate` plays the games and yields
what each batch decided; :func:`figures` turns the sum into the numbers that
``penel421 simulate`` prints or writes as JSON.

Every game is decided by its number alone.  Game *i* (counted from 0) of a
simulation seeded *S* throws the dice of :func:`game_dice` — Python's
``random.Random(S * 2**32 + i)`` drawn by :class:`~penel421.core.dice.FastDice` —
and seat ``i % n`` opens its first round, so the openers take turns.  Hence
the same seed gives the same figures however the games are spread over
processes (``jobs``), provided the strategies answer from what they are shown
(and what ``game_started`` tells them), not from the games they played before:
each process builds its own players once, and they play the games it is given.
"""

from __future__ import annotations

import math
import signal
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

from ..core.bareme import Bareme
from ..core.dice import FastDice
from ..core.engine import Game, StrategyError
from ..core.rules import Rules
from ..core.strategy import Strategy
from ..games import find_game
from ..strategies import load_strategy

__all__ = ["BrokenProcessPool", "Failure", "SimulationError", "Table", "Tally", "figures",
           "game_dice", "game_seed", "play_games", "simulate", "wilson_interval"]

#: Games are numbered below this bound, so that (seed, number) -> seed is one to one.
MAX_GAMES = 2**32
#: Games played between two reports: short enough for a lively progress bar
#: and a prompt Ctrl-C, long enough that a worker process is rarely idle.
BATCH = 500
#: The normal quantile of a two-sided 95 % interval.
Z95 = 1.959963984540054


class SimulationError(ValueError):
    """A simulation that cannot be set up; the message is French."""


@dataclass(frozen=True)
class Table:
    """The rules and the seats of a simulation, as plain values that a worker
    process can receive: the rules are rebuilt from them on each side."""

    rules_name: str
    specs: tuple[str, ...]  # a strategy spec per seat, in seat order
    bareme: Bareme | None = None  # pascal only
    fixed_throws: bool = False  # pascal only

    def rules(self) -> Rules:
        """The rules the games are played under."""
        return find_game(self.rules_name).rules(self.bareme, fixed_throws=self.fixed_throws)

    def players(self, rules: Rules) -> list[Strategy]:
        """One strategy per seat, loaded from its spec (StrategyLoadError if it cannot be)."""
        return [load_strategy(spec, rules) for spec in self.specs]

    def check(self) -> Rules:
        """The rules, once the number of seats fits them (else SimulationError)."""
        rules = self.rules()
        low, high = rules.min_players, rules.max_players
        if not low <= len(self.specs) <= high:
            allowed = f"à {low}" if low == high else f"de {low} à {high}"
            raise SimulationError(f"les règles {rules.name} se jouent {allowed} places, "
                                  f"pas {len(self.specs)}")
        return rules


@dataclass(frozen=True)
class Failure:
    """A strategy stopped a game: which, where, and what it did (as text, so
    that it crosses from a worker process whatever the answer was)."""

    game: int
    seat: int
    spec: str
    what: str  # "a répondu (4,)" or "a échoué"
    reason: str


@dataclass
class Tally:
    """What some games decided, summed; tallies add up in any order."""

    games: int = 0
    losses: list[int] = field(default_factory=list)  # per seat
    rounds: int = 0
    opener_wins: int = 0  # rounds won by the player who opened them
    failure: Failure | None = None
    interrupted: bool = False  # Ctrl-C came before the batch was over

    def add(self, other: Tally) -> None:
        """Count ``other``'s games in this tally too."""
        if not self.losses:
            self.losses = [0] * len(other.losses)
        self.games += other.games
        self.losses = [a + b for a, b in zip(self.losses, other.losses, strict=True)]
        self.rounds += other.rounds
        self.opener_wins += other.opener_wins
        self.failure = self.failure or other.failure
        self.interrupted = self.interrupted or other.interrupted


def game_seed(seed: int, game: int) -> int:
    """The seed of game number ``game`` of a simulation seeded ``seed``."""
    return seed * MAX_GAMES + game


def game_dice(seed: int, game: int) -> FastDice:
    """The dice of game number ``game`` of a simulation seeded ``seed``."""
    return FastDice(game_seed(seed, game))


def _never() -> bool:
    return False


def play_games(table: Table, rules: Rules, players: list[Strategy], seed: int,
               start: int, stop: int, stopping: Callable[[], bool] = _never) -> Tally:
    """Play games ``start`` to ``stop - 1``.  Stop early when a strategy fails,
    or before a game when ``stopping()`` says so; only whole games count."""
    seats = len(players)
    tally = Tally(losses=[0] * seats)
    for game in range(start, stop):
        if stopping():
            tally.interrupted = True
            break
        match = Game(rules, table.specs, players, game_dice(seed, game), opener=game % seats)
        try:
            loser = match.play().loser
        except StrategyError as error:
            spec = table.specs[error.seat]
            tally.failure = Failure(game, error.seat, spec, error.what, error.reason)
            break
        tally.games += 1
        tally.losses[loser] += 1
        tally.rounds += match.rounds
        tally.opener_wins += match.opener_wins
    return tally


def simulate(table: Table, games: int, seed: int, jobs: int = 1,
             stopping: Callable[[], bool] = _never, batch: int = BATCH) -> Iterator[Tally]:
    """Play games 0 to ``games - 1`` in ``jobs`` processes; return an iterator
    of each batch's tally as it is done (in any order when ``jobs`` > 1).

    It ends after a batch that failed, or once ``stopping()`` is true: the
    games under way are then dropped.  The seats and the players are checked
    here, before any game: SimulationError, StrategyLoadError.
    """
    rules = table.check()
    if not 1 <= games <= MAX_GAMES:
        raise SimulationError(f"le nombre de parties va de 1 à {MAX_GAMES}, pas {games}")
    if jobs < 1:
        raise SimulationError(f"il faut au moins un processus, pas {jobs}")
    players = table.players(rules)
    batches = ((start, min(start + batch, games)) for start in range(0, games, batch))
    if jobs == 1:
        return _here(table, rules, players, seed, batches, stopping)
    return _in_processes(table, seed, jobs, batches, stopping)


def _here(table: Table, rules: Rules, players: list[Strategy], seed: int,
          batches: Iterator[tuple[int, int]], stopping: Callable[[], bool]) -> Iterator[Tally]:
    for start, stop in batches:
        tally = play_games(table, rules, players, seed, start, stop, stopping)
        yield tally
        if tally.failure or tally.interrupted:
            return


def _in_processes(table: Table, seed: int, jobs: int, batches: Iterator[tuple[int, int]],
                  stopping: Callable[[], bool]) -> Iterator[Tally]:
    # a few batches in flight per process: memory stays flat whatever the count
    pool = ProcessPoolExecutor(jobs, initializer=_worker_start, initargs=(table,))
    running: set[Future[Tally]] = set()
    try:
        while not stopping():
            for start, stop in batches:
                running.add(pool.submit(_worker_play, seed, start, stop))
                if len(running) >= 2 * jobs:
                    break
            if not running:
                return
            done, running = wait(running, timeout=0.1, return_when=FIRST_COMPLETED)
            for future in done:
                tally = future.result()
                yield tally
                if tally.failure:
                    return
        # stopped: the batches already played count, those under way are dropped
        for future in running:
            if future.done() and not future.cancelled():
                yield future.result()
        yield Tally(losses=[0] * len(table.specs), interrupted=True)
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


_worker: tuple[Table, Rules, list[Strategy]] | None = None


def _worker_start(table: Table) -> None:
    """Get a worker process ready: its own players; Ctrl-C is the parent's business."""
    global _worker
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    rules = table.rules()
    _worker = (table, rules, table.players(rules))


def _worker_play(seed: int, start: int, stop: int) -> Tally:
    assert _worker is not None, "worker not started"
    table, rules, players = _worker
    return play_games(table, rules, players, seed, start, stop)


# --- the figures ------------------------------------------------------------------


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default).

    Unlike the textbook p ± z·sqrt(p(1-p)/n), it stays within [0, 1] and keeps
    its coverage for proportions near 0 or 1 and for small samples.
    """
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    z2n = z * z / trials
    centre = (p + z2n / 2) / (1 + z2n)
    half = z / (1 + z2n) * math.sqrt(p * (1 - p) / trials + z2n / (4 * trials))
    return (max(0.0, centre - half), min(1.0, centre + half))


#: The keys of :func:`figures` that depend on the machine, not on the games.
TIMING_KEYS = ("seconds", "games_per_second")


def figures(table: Table, seed: int, games_requested: int, tally: Tally,
            seconds: float) -> dict:
    """The figures of a simulation, as JSON-ready values under stable English keys."""
    games = tally.games
    losses = tally.losses or [0] * len(table.specs)
    return {
        "rules": table.rules_name,
        "seed": seed,
        "games_requested": games_requested,
        "games": games,
        "interrupted": tally.interrupted,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1) if seconds > 0 else None,
        "rounds": tally.rounds,
        "rounds_per_game": tally.rounds / games if games else None,
        "opener_round_win_rate": tally.opener_wins / tally.rounds if tally.rounds else None,
        "seats": [
            {
                "seat": seat + 1,
                "spec": spec,
                "losses": lost,
                "loss_rate": lost / games if games else None,
                "loss_rate_ci95": list(wilson_interval(lost, games)) if games else None,
            }
            for seat, (spec, lost) in enumerate(zip(table.specs, losses, strict=True))
        ],
    }

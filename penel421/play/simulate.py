"""Computer against computer with nothing on screen: many games, figures to trust.

No click and no printing here: :func:`simulate` plays the games and yields
what each batch decided; :func:`figures` turns the sum into the numbers that
``penel421 simuler`` prints or writes as JSON.

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
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from multiprocessing.context import DefaultContext, ForkContext
from multiprocessing.process import BaseProcess
from multiprocessing.synchronize import Event as EventType

from ..core.dice import FastDice
from ..core.engine import Game, StrategyError, StrategyInterrupted
from ..core.rules import Rules
from ..core.strategy import Strategy, describe_error
from ..specs import GameSpec
from ..strategies import StrategyLoadError, load_strategy

__all__ = ["Failure", "SimulationError", "Simulation", "Totals", "WorkerLost", "batches", "figures",
           "game_dice", "game_seed", "play_games", "simulate", "wilson_interval"]

_Context = ForkContext | DefaultContext

#: Games are numbered below this bound, so that (seed, number) -> seed is one to one.
MAX_GAMES = 2**32
#: Games played between two reports, at most: short enough for a lively
#: progress bar and a prompt Ctrl-C, long enough that a worker process is
#: rarely idle.
BATCH = 500
#: Each batch, the share of the games left each process is given: large
#: batches first, few reports; then smaller and smaller, down to MIN_BATCH,
#: so that the processes end together, though a game of experts may take a
#: hundred times another (with 500 a batch, one would wait seconds for the
#: other at the end of 2,000 games of eight experts).
SHARE = 4
MIN_BATCH = 10
#: The normal quantile of a two-sided 95 % interval.
Z95 = 1.959963984540054


def _never() -> bool:
    return False


class SimulationError(ValueError):
    """A simulation that cannot be set up; the message is French."""


@dataclass(frozen=True)
class Simulation:
    """The game and the seats of a simulation, as plain values that a worker
    process can receive: the rules are rebuilt from the game's spec on each side."""

    game: GameSpec
    specs: tuple[str, ...]  # a strategy spec per seat, in seat order

    def rules(self) -> Rules:
        """The rules the games are played under."""
        return self.game.rules()

    def players(self, rules: Rules, pressed: Callable[[], bool] = _never) -> list[Strategy]:
        """One strategy per seat, loaded from its spec (StrategyLoadError if it
        cannot be).  A KeyboardInterrupt is a Ctrl-C if ``pressed()`` says one
        came, else the bot's own doing, which fails to load it."""
        players = []
        for spec in self.specs:
            try:
                players.append(load_strategy(spec, rules))
            except KeyboardInterrupt as error:
                if pressed():
                    raise
                raise StrategyLoadError(f"« {spec} » a échoué en se chargeant : "
                                        f"{describe_error(error)}") from None
        return players

    def check(self) -> Rules:
        """The rules, once the number of seats fits them (else SimulationError)."""
        rules = self.rules()
        low, high = rules.min_players, rules.max_players
        if not low <= len(self.specs) <= high:
            allowed = f"à {low}" if low == high else f"de {low} à {high}"
            raise SimulationError(f"les règles {rules.variant.label} se jouent {allowed} places, "
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
class Totals:
    """What some games decided, summed; tallies add up in any order."""

    games: int = 0
    losses: list[int] = field(default_factory=list)  # per seat
    rounds: int = 0
    opener_wins: int = 0  # rounds won by the player who opened them
    failure: Failure | None = None
    interrupted: bool = False  # Ctrl-C came before the batch was over

    def add(self, other: Totals) -> None:
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


def play_games(table: Simulation, rules: Rules, players: list[Strategy], seed: int,
               start: int, stop: int, stopping: Callable[[], bool] = _never,
               pressed: Callable[[], bool] | None = None) -> Totals:
    """Play games ``start`` to ``stop - 1``.  Stop early when a strategy fails,
    or before a game when ``stopping()`` says so; only whole games count.

    A KeyboardInterrupt raised while a strategy was asked goes through if
    ``pressed()`` (``stopping()`` by default) says a Ctrl-C came; else it is
    the strategy's own, and its failure.
    """
    seats = len(players)
    tally = Totals(losses=[0] * seats)
    for game in range(start, stop):
        if stopping():
            tally.interrupted = True
            break
        match = Game(rules, table.specs, players, game_dice(seed, game), opener=game % seats)
        try:
            try:
                loser = match.play().loser
            except StrategyInterrupted as interrupted:
                if (pressed or stopping)():
                    raise
                raise interrupted.failure from None
        except StrategyError as error:
            spec = table.specs[error.seat]
            tally.failure = Failure(game, error.seat, spec, error.what, error.reason)
            break
        tally.games += 1
        tally.losses[loser] += 1
        tally.rounds += match.rounds
        tally.opener_wins += match.opener_wins
    return tally


def batches(games: int, jobs: int, size: int | None = None) -> Iterator[tuple[int, int]]:
    """Games 0 to ``games - 1`` in batches ``(start, stop)``, in order: of
    ``size`` games each, or else each of 1 / (:data:`SHARE` × ``jobs``) of the
    games left, within :data:`MIN_BATCH` and :data:`BATCH`."""
    start = 0
    while start < games:
        count = size or max(MIN_BATCH, min(BATCH, math.ceil((games - start) / (SHARE * jobs))))
        yield start, min(start + count, games)
        start += count


def simulate(table: Simulation, games: int, seed: int, jobs: int = 1,
             stopping: Callable[[], bool] = _never,
             batch: int | None = None) -> Generator[Totals, None, None]:
    """Play games 0 to ``games - 1`` in ``jobs`` processes; return an iterator
    of each batch's tally as it is done (in any order when ``jobs`` > 1).

    It ends after a batch that failed, or once ``stopping()`` is true: the
    games under way are then dropped.  The seats and the players are checked
    here, before any game: SimulationError, StrategyLoadError.  ``batch``:
    the games of a batch (by default, fewer and fewer: :func:`batches`).
    """
    rules = table.check()
    if not 1 <= games <= MAX_GAMES:
        raise SimulationError(f"le nombre de parties va de 1 à {MAX_GAMES}, pas {games}")
    if jobs < 1:
        raise SimulationError(f"il faut au moins un processus, pas {jobs}")
    players = table.players(rules, stopping)
    if jobs == 1:
        return _here(table, rules, players, seed, batches(games, 1, batch), stopping)
    return _in_processes(table, seed, jobs, batches(games, jobs, batch), stopping)


def _here(table: Simulation, rules: Rules, players: list[Strategy], seed: int,
          batches: Iterator[tuple[int, int]],
          stopping: Callable[[], bool]) -> Generator[Totals, None, None]:
    for start, stop in batches:
        tally = play_games(table, rules, players, seed, start, stop, stopping)
        yield tally
        if tally.failure or tally.interrupted:
            return


def _in_processes(table: Simulation, seed: int, jobs: int, batches: Iterator[tuple[int, int]],
                  stopping: Callable[[], bool]) -> Generator[Totals, None, None]:
    # each process gets a pipe and at most two batches at a time: memory stays
    # flat whatever the count, and nothing is queued that a stop would wait for
    with _Workers(table, seed, jobs) as workers:
        for _ in range(2):
            for worker in range(jobs):
                workers.send(worker, next(batches, None))
        while not stopping():
            if not workers.busy:
                return
            for worker, tally in workers.results(timeout=0.1):
                yield tally
                if tally.failure:
                    return
                workers.send(worker, next(batches, None))
        # stopped: each process ends the game it is playing and reports the
        # games of its batch played so far
        workers.stop.set()
        while workers.busy:
            for _, tally in workers.results(timeout=0.1):
                yield tally
        yield Totals(losses=[0] * len(table.specs), interrupted=True)


class WorkerLost(RuntimeError):
    """A process of the simulation stopped or failed outside any game."""


class _Workers:
    """``jobs`` processes, each playing the batches it is sent through its own
    pipe with its own players.  Leaving the ``with`` block ends them all, at
    once if they are still busy: none outlives the simulation."""

    def __init__(self, table: Simulation, seed: int, jobs: int) -> None:
        context = _context()
        self.stop = context.Event()  # set: every process ends its game and reports
        self.pipes: list[Connection] = []
        self.processes: list[BaseProcess] = []
        self.pending = [0] * jobs  # the batches sent to each process, not yet reported
        try:
            for _ in range(jobs):
                mine, theirs = context.Pipe()
                process = context.Process(target=_worker_main, daemon=True,
                                          args=(table, seed, theirs, self.stop, os.getpid()))
                self.pipes.append(mine)
                with _ctrl_c_held():
                    process.start()
                    self.processes.append(process)
                theirs.close()
        except BaseException:  # a second Ctrl-C among the starts: none is left behind
            self.__exit__()
            raise

    @property
    def busy(self) -> bool:
        return any(self.pending)

    def send(self, worker: int, batch: tuple[int, int] | None) -> None:
        """Send ``batch`` to a process; WorkerLost if it has already ended
        (its pipe is broken: it died before it was sent this one)."""
        if batch is not None:
            try:
                self.pipes[worker].send(batch)
            except OSError:
                raise _lost(self.processes[worker]) from None
            self.pending[worker] += 1

    def results(self, timeout: float) -> list[tuple[int, Totals]]:
        """The tallies reported within ``timeout`` seconds, with their process;
        WorkerLost if a process with batches to report has ended."""
        waiting = [w for w, count in enumerate(self.pending) if count]
        ready = set(wait([self.pipes[w] for w in waiting]
                         + [self.processes[w].sentinel for w in waiting], timeout))
        found = []
        for worker in waiting:
            pipe, process = self.pipes[worker], self.processes[worker]
            if pipe in ready:
                try:
                    answer = pipe.recv()
                except (EOFError, OSError):
                    raise _lost(process) from None
                if isinstance(answer, str):
                    raise WorkerLost(answer)
                self.pending[worker] -= 1
                found.append((worker, answer))
            elif process.sentinel in ready and not pipe.poll():
                raise _lost(process)
        return found

    def __enter__(self) -> _Workers:
        return self

    def __exit__(self, *exc: object) -> None:
        for worker, pipe in enumerate(self.pipes):
            if worker >= len(self.processes):
                pipe.close()
                continue
            if self.pending[worker]:
                self.processes[worker].terminate()  # a busy one is not waited for
            else:
                try:
                    pipe.send(None)  # an idle one is told to return
                except OSError:
                    pass
            pipe.close()
        for process in self.processes:
            process.join(1.0)
            if process.is_alive():
                process.kill()
                process.join()


@contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """While entered, a Ctrl-C waits (SIGINT blocked, where it can be): a
    process started meanwhile begins with it blocked, until it ignores it
    (:func:`_worker_main`), and never runs the parent's handler."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _context() -> _Context:
    """How the worker processes start: by fork on Linux, as Python did by
    default until 3.14 (its forkserver would be their parent, and a worker
    must know its parent to die with it, :func:`_die_with_the_parent`), and
    they begin with what this process has loaded; elsewhere the system's
    default, whose workers are children of this process too."""
    if sys.platform.startswith("linux"):
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


def _lost(process: BaseProcess) -> WorkerLost:
    """What to say of a process whose pipe closed: its exit code, once it has one."""
    process.join(1.0)
    if process.exitcode is None:
        return WorkerLost("il ne répond plus")
    return WorkerLost(f"code de sortie {process.exitcode}")


#: prctl's option for the signal a process gets when its parent dies (linux/prctl.h).
PR_SET_PDEATHSIG = 1
#: How often a worker without prctl looks whether its parent is still there (seconds).
WATCH_EVERY = 0.2


def _die_with_the_parent(parent: int, use_prctl: bool = True) -> None:
    """End this process as soon as ``parent`` ends, whatever ends it (SIGKILL
    included, which leaves it no time to tell anyone), even in the middle of
    a bot's answer that takes minutes.  On Linux the kernel kills it
    (``prctl(PR_SET_PDEATHSIG, SIGKILL)``); elsewhere, or if that fails, a
    thread looks every :data:`WATCH_EVERY` second whether the parent is gone."""
    if use_prctl and sys.platform.startswith("linux"):
        try:
            import ctypes  # Linux alone: prctl

            libc = ctypes.CDLL(None, use_errno=True)
            done = libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0
        except (OSError, AttributeError):
            done = False
        if done:
            if os.getppid() != parent:  # it died before prctl was heard
                os._exit(1)
            return
    threading.Thread(target=_watch, args=(parent,), name="parent-watch", daemon=True).start()


def _watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(WATCH_EVERY)
    os._exit(1)  # nothing of a worker's is worth keeping without its parent


def _worker_main(table: Simulation, seed: int, pipe: Connection, stop: EventType,
                 parent: int) -> None:
    """A process of the simulation: play each batch received, send its tally.

    Ctrl-C is the parent's business; the process returns when it receives
    None, and ends its game early when ``stop`` is set or the parent is gone.
    """
    _die_with_the_parent(parent)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):  # held while it started (_ctrl_c_held)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})

    def stopping() -> bool:
        return stop.is_set() or os.getppid() != parent

    try:
        rules = table.rules()
        players = table.players(rules)
        while True:
            while not pipe.poll(1.0):
                if os.getppid() != parent:
                    return
            batch = pipe.recv()
            if batch is None:
                return
            start, end = batch
            # Ctrl-C is ignored here: a KeyboardInterrupt is a bot's own
            pipe.send(play_games(table, rules, players, seed, start, end, stopping, _never))
    except (EOFError, OSError):
        return  # the parent closed the pipe, or is gone
    except (Exception, KeyboardInterrupt, SystemExit) as error:  # told to the parent, which
        pipe.send(f"{type(error).__name__} : {error}")  # stops: no traceback here


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
#: A run shorter than this (seconds) is too short for its speed to mean anything.
MIN_MEASURED = 0.01


def figures(table: Simulation, seed: int, games_requested: int, tally: Totals,
            seconds: float) -> dict:
    """The figures of a simulation, as JSON-ready values under stable English keys."""
    games = tally.games
    losses = tally.losses or [0] * len(table.specs)
    return {
        "rules": table.game.game,
        "seed": seed,
        "games_requested": games_requested,
        "games": games,
        "interrupted": tally.interrupted,
        "seconds": round(seconds, 3),
        "games_per_second": (round(games / seconds, 1)
                             if games and seconds >= MIN_MEASURED else None),
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

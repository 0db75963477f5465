"""``penel421 simuler``: computers against computers, figures in French or JSON.

The games themselves are :mod:`penel421.play.simulate`'s; here the options are
checked, the progress shown, Ctrl-C caught and the figures written.
"""

from __future__ import annotations

import importlib
import json
import os
import random
import signal
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager, redirect_stdout
from types import FrameType
from typing import TYPE_CHECKING, TextIO

import click

from ...console.french import number, percent
from ...console.wrap import columns, fit, glued
from ...games import find_game
from ...play import simulate as sim
from ...play.simulate import MAX_GAMES, Simulation, Totals, figures
from ...specs import GameSpec, check_game
from ...strategies import DEFAULT_LEVEL
from .. import click_fr
from ..bareme_file import bareme_from
from ..errors import spec_refusals
from ..errors.simulation import processes_watched, robot_failed, table_refused
from ..streams import encodable, forgiving_streams

if TYPE_CHECKING:
    _Handler = Callable[[int, FrameType | None], object] | int | signal.Handlers | None
#: A run shows its progress bar once it has lasted this long (seconds).
BAR_AFTER = 1.0


def simulation(rules_name: str, games: int, seed: int | None, seats: tuple[str, ...],
               fixed_throws: bool, bareme_items: tuple[str, ...],
               bareme_file: str | None, jobs: int, as_json: bool) -> None:
    """Check the options, play the games, write the figures.  Ctrl-C is in
    hand from the first line: whenever it comes, the command ends with the
    figures of the games played (none before the table is set) and 130."""
    with _CtrlC() as stop:
        forgiving_streams()  # an ASCII-only output loses none of the figures
        try:
            table, seed = _table(rules_name, games, seed, seats, fixed_throws, bareme_items,
                                 bareme_file)
            total, seconds = _play(table, games, seed, jobs, stop)
            stop.raising = False  # from here on the figures are written whole
        except KeyboardInterrupt:  # a second Ctrl-C outside the games: nothing to say
            sys.exit(130)
        if total.failure:
            stop.off_the_echo(sys.stderr)
            raise robot_failed(total.failure, seed)
        stop.off_the_echo(sys.stdout)
        _write(figures(table, seed, games, total, seconds), as_json)
        if stop.presses or total.interrupted:
            sys.exit(130)


def _table(rules_name: str, games: int, seed: int | None, seats: tuple[str, ...],
           fixed_throws: bool, bareme_items: tuple[str, ...],
           bareme_file: str | None) -> tuple[Simulation, int]:
    """The table the options describe, and the seed (drawn if not given)."""
    if games > MAX_GAMES:
        raise click.BadParameter(f"{games} n'est pas permis (au plus {MAX_GAMES}).",
                                 param_hint="--games")
    for spec in seats:
        if spec.strip().lower().startswith("ordi:"):
            raise click.BadParameter(
                f"« {spec} » : ici toutes les places sont des ordinateurs, écrivez "
                f"--seat {spec.strip()[5:].strip() or 'classic'} (un niveau ou "
                "module:fabrique).",
                param_hint="--seat")
    kind = find_game(rules_name)
    with spec_refusals(bareme_items):
        check_game(kind, fixed_throws, bool(bareme_items or bareme_file))
    bareme = bareme_from(bareme_items, bareme_file) if kind.variants else None
    table = Simulation(GameSpec(rules_name, bareme, fixed_throws),
                       seats or (DEFAULT_LEVEL, DEFAULT_LEVEL))
    if seed is None:
        seed = random.SystemRandom().randrange(1, 100_000)  # from 1, as --seed
    return table, seed


def _play(table: Simulation, games: int, seed: int, jobs: int,
          stop: _CtrlC) -> tuple[Totals, float]:
    """Play the games, showing the progress; their tally and how long they took."""
    total = sim.Totals(losses=[0] * len(table.specs))
    start = time.perf_counter()
    with processes_watched(), ExitStack() as stack:
        try:
            stack.enter_context(_prints_to_stderr())  # the bots', in every process
            with table_refused():
                batches = sim.simulate(table, games, seed, jobs, stopping=stop.pressed)
            # its processes end with it, even after a second Ctrl-C
            stack.callback(batches.close)
            start = time.perf_counter()
            bar = None
            for tally in batches:
                total.add(tally)
                if bar is None and _bar_wanted(start):
                    importlib.import_module("click._termui_impl")  # the bar's, loaded lazily
                    click_fr.install()  # its messages too in French
                    bar = stack.enter_context(click.progressbar(
                        length=games, label="Simulation", file=sys.stderr))
                    bar.update(total.games)
                elif bar is not None:
                    bar.update(tally.games)
        except KeyboardInterrupt:  # a second Ctrl-C: stop waiting for anything
            total.interrupted = True
        seconds = time.perf_counter() - start
    return total, seconds


def _write(figures: dict, as_json: bool) -> None:
    if as_json:
        text = json.dumps(figures, ensure_ascii=False, indent=2)
        if not encodable(text, sys.stdout):  # escaped, then: nothing is lost
            text = json.dumps(figures, indent=2)
        click.echo(text, file=sys.stdout)
    else:
        _say(_text(figures), sys.stdout)


class _CtrlC:
    """While entered, a first Ctrl-C asks the simulation to stop after the games
    under way; a second one interrupts at once (KeyboardInterrupt), unless
    :attr:`raising` was turned off for the figures to be written whole; any
    more are ignored.  After a Ctrl-C they stay ignored until the program
    exits."""

    def __init__(self) -> None:
        self.presses = 0
        self.raising = True
        self._told = False
        self._echoed = False  # a ^C may stand where the cursor is
        self._previous: _Handler = None

    def pressed(self) -> bool:
        """Whether Ctrl-C was pressed; the first time it is seen, a person at
        a terminal is told what happens now (here, not in the signal handler,
        which may come in the middle of a write to the same stream)."""
        if self.presses and not self._told:
            self._told = True
            if sys.stderr.isatty():
                self.off_the_echo(sys.stderr)
                _say("Ctrl-C : la simulation s'arrête après les parties en cours ; "
                     "Ctrl-C encore pour arrêter tout de suite.", sys.stderr)
        return self.presses > 0

    def off_the_echo(self, stream: TextIO) -> None:
        """Start a new line on ``stream`` if it is a terminal that may show the
        ^C it echoed since: what follows must not start after it, where an
        80-column line would run over."""
        if self._echoed and stream.isatty():
            self._echoed = False
            stream.write("\n")

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        self.presses += 1
        self._echoed = True
        if self.presses == 2 and self.raising:
            raise KeyboardInterrupt

    def __enter__(self) -> _CtrlC:
        self._previous = signal.signal(signal.SIGINT, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN if self.presses else self._previous)


@contextmanager
def _prints_to_stderr() -> Iterator[None]:
    """While entered, what is printed goes to stderr: a bot's prints must not
    mix with the figures (``--json`` is read by programs).  ``sys.stdout``,
    and file descriptor 1 where it is stdout's (a bot's ``os.write``, its
    subprocesses); the worker processes, started meanwhile, inherit both."""
    sys.stdout.flush()
    try:
        moved = sys.stdout.fileno() == 1 and sys.stderr.fileno() == 2
    except (AttributeError, OSError, ValueError):  # not a file (a test's)
        moved = False
    saved = os.dup(1) if moved else -1
    try:
        if moved:  # in the try: stdout is given back whatever comes (a Ctrl-C)
            os.dup2(2, 1)
        with redirect_stdout(sys.stderr):
            yield
    finally:
        if moved:
            os.dup2(saved, 1)
            os.close(saved)


def _bar_wanted(start: float) -> bool:
    return time.perf_counter() - start > BAR_AFTER and sys.stderr.isatty()


def _say(text: str, stream: TextIO) -> None:
    """Write ``text`` to ``stream`` cut between words at the terminal's width."""
    width = columns(stream)
    click.echo("\n".join(line for paragraph in text.split("\n")
                         for line in fit(paragraph, width, "  ")), file=stream)


# --- the figures in French ------------------------------------------------------------


def _text(figures: dict) -> str:
    games, requested = figures["games"], figures["games_requested"]
    lines = []
    if figures["interrupted"]:
        lines.append(f"Interrompue (Ctrl-C) après {_games(games)} sur "
                     f"{number(requested)} : les chiffres portent sur celles-là.")
    lines.append(f"Règles {figures['rules']}, graine {figures['seed']} : "
                 f"{_games(games)} jouée{'s' if games > 1 else ''}.")
    width = max(len(seat["spec"]) for seat in figures["seats"])
    lines.append("Défaites par place (intervalle de confiance à 95 %) :")
    for seat in figures["seats"]:
        interval = seat["loss_rate_ci95"]
        # where the row does not fit, the interval goes whole to the next line
        between = "" if interval is None else (
            "  " + glued(f"({percent(interval[0])}", "à", f"{percent(interval[1])})"))
        lines.append(f"  {seat['seat']}. {seat['spec'].ljust(width)}  "
                     f"{number(seat['losses']).rjust(len(number(requested)))}  "
                     f"{percent(seat['loss_rate']).rjust(7)}{between}")
    if figures["rounds_per_game"] is not None:
        lines.append(f"Manches par partie : {number(figures['rounds_per_game'], 2)}.")
        lines.append("L'ouvreur de la manche la gagne dans "
                     f"{percent(figures['opener_round_win_rate'])} des manches.")
    speed = figures["games_per_second"]
    lines.append(glued(number(figures['seconds'], 2), "s") + (
        "." if speed is None else f", {glued(number(speed), 'parties')} par seconde."))
    return "\n".join(lines)


def _games(count: int) -> str:
    """'0 partie', '1 partie', '1 500 parties': in French 0 takes the singular."""
    return glued(number(count), f"partie{'s' if count > 1 else ''}")

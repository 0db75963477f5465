"""A simulation that fails, in French: a table that cannot play, a robot or a process that fails."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import click

from ...console.wrap import glued
from ...play.simulate import Failure, SimulationError, WorkerLost
from ...strategies import StrategyLoadError
from ..messages import tell_through_stderr
from . import CommandFailure, sentence


@contextmanager
def table_refused() -> Iterator[None]:
    """A table the simulation cannot play (its seats): a usage error of ``--seat``."""
    try:
        yield
    except (SimulationError, StrategyLoadError) as error:
        raise click.BadParameter(sentence(error), param_hint="--seat") from None


@contextmanager
def processes_watched() -> Iterator[None]:
    """A process of the simulation that stopped dead: said, with how to see why."""
    try:
        yield
    except WorkerLost as error:
        raise CommandFailure(f"Erreur : un processus de la simulation s'est arrêté net "
                             f"({error}) ; relancez avec --jobs 1 pour voir l'erreur.",
                             tell_through_stderr) from None


def robot_failed(failure: Failure, seed: int) -> CommandFailure:
    """The simulation of ``seed`` stopped by the robot that ``failure`` says
    failed: no figures, and how to replay the games up to that one."""
    game = failure.game + 1  # for people, the first game is n° 1
    return CommandFailure(
        f"Erreur : le robot « {failure.spec} » ({glued('place', str(failure.seat + 1))}) "
        f"{failure.what} : {failure.reason}.\nLa simulation s'arrête à la partie "
        f"{glued('n°', str(game))}, sans chiffres ; {glued('--seed', str(seed))} "
        f"{glued('--games', str(game))} rejoue les parties jusqu'à celle-là.",
        tell_through_stderr)

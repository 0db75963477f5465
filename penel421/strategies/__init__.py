"""The minds that play the seats, and where to find one by name.

What a strategy is — the protocol the engine asks — is
:class:`~penel421.core.strategy.Strategy`.  A computer seat is named by a
*spec*: a level of :data:`LEVELS` (``classic``), or the import path
``module:factory`` of a callable that takes no argument and returns a
strategy.  :func:`load_strategy` turns a spec into
a player.  This module stays light: a level's module is imported only when
that level is asked for.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.strategy import BOT_FAILURES, Strategy, describe_error

if TYPE_CHECKING:
    from ..core.rules import Rules


Level = Callable[["Rules"], Strategy]


def _classic(rules: Rules) -> Strategy:
    # when the level plays: the command line loads this module at every
    # start, and the classic player would add 12 ms to it
    from .classic import Classic

    return Classic(rules)


def _expert(rules: Rules) -> Strategy:
    from .experts import make_expert  # when the level plays: 21 ms at every start

    return make_expert(rules)


#: The computer's levels by name, each a factory of one player for the rules,
#: whose module is imported the first time the level plays.
LEVELS: dict[str, Level] = {
    "classic": _classic,
    "expert": _expert,
}
DEFAULT_LEVEL = "expert"


class StrategyLoadError(ValueError):
    """A spec that names no strategy; the message, in French, says why."""


def level_name(spec: str) -> str | None:
    """The level ``spec`` names (any case), or None."""
    name = spec.strip().lower()
    return name if name in LEVELS else None


def strategy_name(spec: str) -> str:
    """What a seat played by ``spec`` is called: the level, or the bot's module."""
    level = level_name(spec)
    if level:
        return level
    return spec.strip().partition(":")[0].rpartition(".")[2]


def load_strategy(spec: str, rules: Rules) -> Strategy:
    """The player ``spec`` names, ready for a game under ``rules``.

    A level is made by its factory; ``module:factory`` imports ``module``
    (the current directory first, as ``python -m`` does), calls ``factory()``
    and checks that the result has a callable ``rethrow``.  Anything else
    raises :class:`StrategyLoadError`.
    """
    level = level_name(spec)
    if level:
        return LEVELS[level](rules)
    from ..core.seat import is_bot_spec  # its dataclasses, 2 ms: not at start-up

    if not is_bot_spec(spec):
        raise StrategyLoadError(
            f"« {spec} » n'est ni un niveau ({', '.join(LEVELS)}) ni un chemin "
            "module:fabrique (par exemple monrobot:fabrique)")
    factory = _factory(spec.strip())
    try:
        strategy = factory()
    except BOT_FAILURES as error:
        raise StrategyLoadError(f"« {spec} » a échoué, appelé sans argument : "
                                f"{describe_error(error)}") from None
    if not isinstance(strategy, Strategy) or not callable(strategy.rethrow):
        raise StrategyLoadError(
            f"« {spec} » a rendu {_a(strategy)}, pas une stratégie : il faut un objet "
            "avec une méthode rethrow(view)")
    return strategy


def _factory(path: str) -> Callable[[], object]:
    module_name, _, attributes = path.partition(":")
    _add_current_directory()
    try:
        found: object = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name == module_name or module_name.startswith(f"{error.name}."):
            raise StrategyLoadError(
                f"le module « {error.name} » est introuvable (ni dans le dossier courant "
                "ni dans les chemins de Python)") from None
        raise StrategyLoadError(f"le module « {module_name} » ne s'importe pas : "
                                f"{describe_error(error)}") from None
    except BOT_FAILURES as error:
        raise StrategyLoadError(f"le module « {module_name} » ne s'importe pas : "
                                f"{describe_error(error)}") from None
    for attribute in attributes.split("."):
        try:
            found = getattr(found, attribute)
        except AttributeError:
            raise StrategyLoadError(
                f"« {module_name} » n'a pas de « {attribute} » (dans {path})") from None
    if not callable(found):
        raise StrategyLoadError(f"« {path} » n'est ni une fonction ni une classe : "
                                f"c'est {_a(found)}")
    return found


def _add_current_directory() -> None:
    # ``python -m`` puts the current directory first; a console script does not
    here = os.getcwd()
    if here not in sys.path and "" not in sys.path:
        sys.path.insert(0, here)


def _a(thing: object) -> str:
    return f"un objet {type(thing).__name__}" if thing is not None else "None"

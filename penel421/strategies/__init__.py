"""The minds that play the seats: the protocol they follow, and where to find one.

A strategy is any object with a ``rethrow(view)`` method: given a
:class:`~penel421.state.TurnView` (immutable values only: the rules, the
game, this round's order and hands, its own dice), it returns the positions
1, 2, 3 of the dice to throw again, or an empty sequence to keep every die.
It is asked after each throw but the last one allowed, so it can never ask
for a throw too many.  It may also have ``game_started(rules, seat, state)``
and ``game_ended(result)``, called when a game starts and ends.

A computer seat is named by a *spec*: a level of :data:`LEVELS`
(``classic``), or the import path ``module:factory`` of a callable that takes
no argument and returns a strategy.  :func:`load_strategy` turns a spec into
a player.  This module stays light: a level's module is imported only when
that level is asked for.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..rules import Rules
    from ..state import GameResult, GameState, TurnView


class Strategy(Protocol):
    """A player's mind: a human at a prompt, a computer level, or a bot."""

    def rethrow(self, view: TurnView) -> Sequence[int]:
        """The positions (1, 2, 3) to throw again; empty keeps every die."""


class Hooks(Protocol):
    """What a strategy may add to :class:`Strategy`; the engine calls each if present."""

    def game_started(self, rules: Rules, seat: int, state: GameState) -> None:
        """A game starts: these rules, this seat, every token in the pot."""

    def game_ended(self, result: GameResult) -> None:
        """The game is over: its loser, the ranking, how many rounds."""


Level = Callable[["Rules"], Strategy]


def _level(module: str, factory: str) -> Level:
    """A level made by ``factory(rules)`` of ``penel421.strategies.<module>``,
    imported the first time the level plays."""

    def make(rules: Rules) -> Strategy:
        return getattr(importlib.import_module(f"{__name__}.{module}"), factory)(rules)

    make.__qualname__ = f"{module}.{factory}"
    return make


#: The computer's levels by name, each a factory of one player for the rules.
LEVELS: dict[str, Level] = {
    "classic": _level("classic", "Classic"),
    "expert": _level("expert", "expert"),
}
DEFAULT_LEVEL = "expert"


class StrategyLoadError(ValueError):
    """A spec that names no strategy; the message, in French, says why."""


def level_name(spec: str) -> str | None:
    """The level ``spec`` names (any case), or None."""
    name = spec.strip().lower()
    return name if name in LEVELS else None


def is_import_path(spec: str) -> bool:
    """True when ``spec`` has the shape ``module:factory`` (dotted names allowed)."""
    module, sep, factory = spec.strip().partition(":")
    return bool(sep) and all(
        part.isidentifier() for part in module.split(".") + factory.split("."))


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
    if not is_import_path(spec):
        raise StrategyLoadError(
            f"« {spec} » n'est ni un niveau ({', '.join(LEVELS)}) ni un chemin "
            "module:fabrique (par exemple monrobot:fabrique)")
    factory = _factory(spec.strip())
    try:
        strategy = factory()
    except Exception as error:
        raise StrategyLoadError(f"« {spec} » a échoué, appelé sans argument : "
                                f"{describe_error(error)}") from None
    if not callable(getattr(strategy, "rethrow", None)):
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
    except Exception as error:
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


def describe_error(error: BaseException) -> str:
    """An exception in one line, with where it was raised if that can be told."""
    text = f"{type(error).__name__} : {error}" if str(error) else type(error).__name__
    if isinstance(error, SyntaxError):
        return f"erreur de syntaxe ({error.filename}, ligne {error.lineno})"
    tb, last = error.__traceback__, None
    while tb is not None:
        last, tb = tb, tb.tb_next
    if last is not None:
        where = last.tb_frame.f_code.co_filename
        # where penel421 itself raised it (a call with the wrong arguments), the
        # message says enough; elsewhere, the line helps the bot's author
        if not where.startswith(_PACKAGE):
            text += f" ({os.path.basename(where)}, ligne {last.tb_lineno})"
    return text


_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep

"""The games penel421 plays, found by name: the one place that tells them apart.

Each game — the 1987 program, the modern bar rules called pascal — is a
:class:`GameKind`: its rules (with barème and fixed throws where it has
them), its console, the dice of a game number and the range of those
numbers, its expert, its advice, how it words a tie, who sits at its table.
Everything else asks the kind for what it needs and never compares a game's
name: ``find_game("pascal").rules(bareme)``, ``game_of(rules).expert(rules)``.

The command line builds its choices and help from this module before any
game is played, so it imports nothing of penel421 when it is loaded: each
part is named by its import path and imported the first time it is asked
for, as the computer's levels are (:mod:`penel421.strategies`).  The parts
of the rules core come typed from here; a part of a higher layer (the
console, the advice, the seats) is loaded by :meth:`GameKind.load` and typed
by that layer (``console.base.open_console``, ``strategies.advice.advise``,
``strategies.seats.seats_for``), so that this module sits below them all.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple, cast

if TYPE_CHECKING:
    from .core.bareme import Bareme
    from .core.dice import DiceSource
    from .core.rules import Rules
    from .core.strategy import Strategy


def _load(path: str) -> Callable[..., object]:
    """The callable named ``module:attribute``, imported now."""
    module, _, attributes = path.partition(":")
    found: object = importlib.import_module(module)
    for attribute in attributes.split("."):
        found = getattr(found, attribute)
    return cast("Callable[..., object]", found)


class GameKind(NamedTuple):
    """One game penel421 plays, and where each of its parts is found (a named
    tuple, not a dataclass: the command line makes two of them at start-up)."""

    name: str
    #: What the game is, for ``--help``.
    summary: str
    #: The numbers a game may have: each number throws its own dice.
    numbers: range
    #: Why they are so, said after the range when a number is refused.
    numbers_why: str
    #: The numbers a game is drawn from when none is given.
    drawn: range
    #: What its numbered dice are, as the journal names them.
    dice_name: str
    #: The game takes a barème and the fixed-throws variant.
    variants: bool
    #: The players say who sits at the table (else it is always the same).
    chosen_seats: bool
    #: How a tie is settled, in the words of ``penel421 odds``.
    tie_words: str
    #: Import paths of the parts, loaded when first asked for.
    rules_path: str
    console_path: str
    dice_path: str
    expert_path: str
    advice_path: str
    seats_path: str
    #: What each choice of a turn is worth, for the analysis and the tutor.
    weigh_path: str

    def rules(self, bareme: Bareme | None = None, fixed_throws: bool = False) -> Rules:
        """The rules of this game, with a barème and the fixed-throws variant
        where the game has them (ValueError where it does not)."""
        make = _load(self.rules_path)
        return cast("Rules", make(bareme, fixed_throws=fixed_throws))

    def load(self, path: str) -> Callable[..., object]:
        """One of this game's parts, by its path (``console_path``…), imported now."""
        return _load(path)

    def dice(self, number: int) -> DiceSource:
        """The dice of game ``number``: the same number, the same dice."""
        return cast("DiceSource", _load(self.dice_path)(number))

    def next_number(self, number: int) -> int:
        """The number of the game after game ``number``: the next, or the
        first after the last."""
        return number + 1 if number + 1 in self.numbers else self.numbers.start

    def expert(self, rules: Rules) -> Strategy:
        """The strongest player this game has."""
        return cast("Strategy", _load(self.expert_path)(rules))


GAMES: dict[str, GameKind] = {kind.name: kind for kind in (
    GameKind(
        name="1987",
        summary="le programme de 1987, vous contre l'ordinateur",
        # what GW-BASIC's RANDOMIZE takes, as the listing asks for it
        numbers=range(1, 32768),
        numbers_why=" (comme RANDOMIZE dans le listing)",
        drawn=range(1, 32768),
        dice_name="gw-basic",
        variants=False,
        chosen_seats=False,
        tie_words="égalité : barrage, une chance sur deux",
        rules_path="penel421.core.rules:rules_1987",
        console_path="penel421.console.console1987:Console1987",
        dice_path="penel421.core.basic_rnd:BasicDice.for_game",
        expert_path="penel421.strategies.experts:expert_1987",
        advice_path="penel421.analysis.advice:advise_1987",
        seats_path="penel421.play.table:seats_1987",
        weigh_path="penel421.analysis.weigh:worth_1987",
    ),
    GameKind(
        name="pascal",
        summary="le bar moderne, de 2 à 8 joueurs",
        numbers=range(1, 2**63),
        numbers_why="",
        drawn=range(1, 100_000),
        dice_name="numbered",
        variants=True,
        chosen_seats=True,
        tie_words="égalité : le dernier à jouer l'emporte",
        rules_path="penel421.core.rules:pascal_rules",
        console_path="penel421.console.console_pascal:ConsolePascal",
        dice_path="penel421.core.dice:SeededDice",
        expert_path="penel421.strategies.experts:expert_pascal",
        advice_path="penel421.analysis.advice:advise_pascal",
        seats_path="penel421.play.table:seats_from",
        weigh_path="penel421.analysis.weigh:worth_pascal",
    ),
)}
DEFAULT_GAME = "1987"


def find_game(name: str) -> GameKind:
    """The game called ``name`` (KeyError, in French, if there is none)."""
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"jeu inconnu : {name!r} (connus : {', '.join(GAMES)})") from None


def game_of(rules: Rules) -> GameKind:
    """The game whose rules ``rules`` are."""
    return find_game(rules.name)

"""The games penel421 plays, found by name: the facts that tell them apart.

Each game — the 1987 program, the modern bar rules called pascal — is a
:class:`GameKind`: what it is, the range of its game numbers and the dice
each number throws, whether it takes a barème and the fixed-throws variant,
who sits at its table, how it words a tie, and its rules.  It is found by
its name (the ``--rules`` flag, the journal's column), and names its game's
:class:`~penel421.core.variant.Variant`, the value the rules carry.
Everything that differs between the games is a fact here, a fact of the
variant, or a part that a layer keeps in its own table typed by the variant:
the consoles (:func:`penel421.console.screens.console_class`), the experts
(:func:`penel421.strategies.experts.expert_for`).  Nothing else writes a
game's name (``tests/test_games.py`` checks it).

The command line builds its choices and help from this module before any
game is played, so it imports nothing of penel421 when it is loaded: the
rules and the dice are made by the functions below, which import the rules
core the first time a game asks for them (the rules alone would add 15 ms to
every start, ``python benchmarks/startup.py``; ``tests/test_games.py`` checks
that nothing more is loaded with this module).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from .core.bareme import Bareme
    from .core.dice import DiceSource
    from .core.rules import Rules
    from .core.variant import Variant


def _rules_1987(bareme: Bareme | None, fixed_throws: bool) -> Rules:
    from .core.rules import rules_1987  # at first use: see the module's documentation

    return rules_1987(bareme, fixed_throws=fixed_throws)


def _rules_pascal(bareme: Bareme | None, fixed_throws: bool) -> Rules:
    from .core.rules import pascal_rules  # at first use: see the module's documentation

    return pascal_rules(bareme, fixed_throws=fixed_throws)


def _dice_1987(number: int) -> DiceSource:
    from .core.basic_rnd import BasicDice  # at first use: see the module's documentation

    return BasicDice.for_game(number)


def _dice_pascal(number: int) -> DiceSource:
    from .core.dice import SeededDice  # at first use: see the module's documentation

    return SeededDice(number)


class GameKind(NamedTuple):
    """One game penel421 plays: its facts (a named tuple, not a dataclass:
    the command line makes two of them at start-up)."""

    name: str
    #: What the game is, for ``--help``.
    summary: str
    #: What it is as a table of computers, for ``simulate --help`` (where
    #: every place is a computer's; the summary speaks to a person playing it).
    computers_summary: str
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
    #: The names of its fixed table, the person's first, the computer's
    #: after; empty where the players say who sits at the table.
    fixed_seats: tuple[str, ...]
    #: How a tie is settled, in the words of ``penel421 chances``.
    tie_words: str
    #: The rules, from a barème and the fixed-throws variant.
    make_rules: Callable[[Bareme | None, bool], Rules]
    #: The dice of a game number.
    make_dice: Callable[[int], DiceSource]

    @property
    def chosen_seats(self) -> bool:
        """The players say who sits at the table (else it is always the same)."""
        return not self.fixed_seats

    @property
    def variant(self) -> Variant:
        """The game as the rules core knows it."""
        from .core.variant import Variant  # at first use: see the module's documentation

        return Variant.named(self.name)

    def rules(self, bareme: Bareme | None = None, fixed_throws: bool = False) -> Rules:
        """The rules of this game, with a barème and the fixed-throws variant
        where the game has them (ValueError where it does not)."""
        return self.make_rules(bareme, fixed_throws)

    def dice(self, number: int) -> DiceSource:
        """The dice of game ``number``: the same number, the same dice."""
        return self.make_dice(number)

    def next_number(self, number: int) -> int:
        """The number of the game after game ``number``: the next, or the
        first after the last."""
        return number + 1 if number + 1 in self.numbers else self.numbers.start


GAMES: dict[str, GameKind] = {kind.name: kind for kind in (
    GameKind(
        name="1987",
        summary="le programme de 1987, vous contre l'ordinateur",
        computers_summary="le programme de Science & Vie, deux places et 11 pions",
        # what GW-BASIC's RANDOMIZE takes, as the listing asks for it
        numbers=range(1, 32768),
        numbers_why=" (comme RANDOMIZE dans le listing)",
        drawn=range(1, 32768),
        dice_name="gw-basic",
        variants=False,
        fixed_seats=("VOUS", "ORDINATEUR"),
        tie_words="égalité : barrage, une chance sur deux",
        make_rules=_rules_1987,
        make_dice=_dice_1987,
    ),
    GameKind(
        name="pascal",
        summary="le bar moderne, de 2 à 8 joueurs",
        computers_summary="le bar moderne, de 2 à 8 places et 21 jetons",
        numbers=range(1, 2**63),
        numbers_why="",
        drawn=range(1, 100_000),
        dice_name="numbered",
        variants=True,
        fixed_seats=(),
        tie_words="égalité : le dernier à jouer l'emporte",
        make_rules=_rules_pascal,
        make_dice=_dice_pascal,
    ),
)}
DEFAULT_GAME = "1987"


def find_game(name: str) -> GameKind:
    """The game called ``name`` (KeyError, in French, if there is none)."""
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"jeu inconnu : {name!r} (connus : {', '.join(GAMES)})") from None


def kind_of_variant(variant: Variant) -> GameKind:
    """The facts of the game ``variant``."""
    return GAMES[variant.label]


def game_of(rules: Rules) -> GameKind:
    """The game whose rules ``rules`` are."""
    return kind_of_variant(rules.variant)

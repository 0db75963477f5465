"""The registry of games: each game found by name, with all its parts, and the
command line built from it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from penel421.cli import main
from penel421.cli.commands.odds import odds_command
from penel421.cli.commands.simulate import simulate_command
from penel421.console.console1987 import Console1987
from penel421.console.console_pascal import ConsolePascal
from penel421.console.screens import CONSOLES, open_console
from penel421.console.terminal import Terminal
from penel421.core.bareme import Bareme
from penel421.core.basic_rnd import BasicDice
from penel421.core.dice import SeededDice
from penel421.core.rules import RULES_1987, RULES_PASCAL
from penel421.core.variant import Variant
from penel421.games import DEFAULT_GAME, GAMES, find_game, game_of, kind_of_variant
from penel421.play.table import Seat, seats_for
from penel421.strategies import DEFAULT_LEVEL, LEVELS
from penel421.strategies.expert1987 import Expert1987
from penel421.strategies.expert_pascal import ExpertPascal
from penel421.strategies.experts import EXPERTS, expert_for

PACKAGE = Path(__file__).resolve().parent.parent / "penel421"


def test_each_game_is_found_by_its_name_and_by_its_rules():
    assert set(GAMES) == {"1987", "pascal"}
    assert find_game("1987").rules() is RULES_1987
    assert find_game("pascal").rules().bareme == RULES_PASCAL.bareme == Bareme()
    for name, kind in GAMES.items():
        assert kind.name == name
        assert game_of(kind.rules()) is kind


def test_an_unknown_game_is_a_french_key_error():
    with pytest.raises(KeyError, match="jeu inconnu.*1988"):
        find_game("1988")


def test_only_pascal_takes_a_bareme_and_fixed_throws():
    pascal = find_game("pascal").rules(Bareme(jetons=15), fixed_throws=True)
    assert (pascal.tokens, pascal.opener_fixes_throws) == (15, True)
    with pytest.raises(ValueError):
        find_game("1987").rules(Bareme())
    with pytest.raises(ValueError):
        find_game("1987").rules(fixed_throws=True)


def test_each_game_has_its_console_dice_and_expert():
    kind_1987, pascal = find_game("1987"), find_game("pascal")
    assert isinstance(kind_1987.dice(42), BasicDice)
    assert kind_1987.dice(42).roll(3) == BasicDice.for_game(42).roll(3)
    assert isinstance(pascal.dice(42), SeededDice)
    assert isinstance(expert_for(RULES_1987), Expert1987)
    assert isinstance(expert_for(RULES_PASCAL), ExpertPascal)
    seats = seats_for(kind_1987, (), None, "classic")
    assert seats == [Seat("VOUS"), Seat("ORDINATEUR", "classic")]
    assert isinstance(open_console(kind_1987, Terminal(), RULES_1987, seats), Console1987)
    seats = seats_for(pascal, ("Alice",), 1, "expert")
    assert [s.name for s in seats] == ["Alice", "Ordi 1"]
    assert isinstance(open_console(pascal, Terminal(), RULES_PASCAL, seats), ConsolePascal)


def test_the_1987_table_is_always_you_against_the_computer():
    with pytest.raises(ValueError, match="seul contre l'ordinateur"):
        seats_for(find_game("1987"), ("Alice",), None, "classic")


@pytest.mark.parametrize(("number", "after"), [(1, 2), (41, 42), (32767, 1)])
def test_1987_game_numbers_go_round_as_randomize_takes_them(number, after):
    assert find_game("1987").next_number(number) == after


def test_pascal_game_numbers_keep_going():
    assert find_game("pascal").next_number(32767) == 32768


def _choices(command: click.Command, name: str) -> list[str]:
    option = next(p for p in command.params if p.name == name)
    assert isinstance(option.type, click.Choice)
    return list(option.type.choices)


def test_the_command_line_offers_the_games_and_levels_of_the_registries():
    for command in (main, odds_command, simulate_command):
        assert _choices(command, "rules_name") == list(GAMES)
        option = next(p for p in command.params if p.name == "rules_name")
        assert option.default == DEFAULT_GAME
    level = next(p for p in main.params if p.name == "level")
    assert level.default == DEFAULT_LEVEL
    help_text = CliRunner().invoke(main, ["--help"]).output
    for name in LEVELS:
        assert name in help_text
    for kind in GAMES.values():
        assert kind.summary.split(",")[0] in " ".join(help_text.split())


#: Where a game's name may be written: the registry read by the --rules flag
#: and the journal's column, and the variant that it names.
EDGES = {"games.py", "core/variant.py"}
NAMES = {variant.label for variant in Variant}
#: Comparing with these asks which game it is, whatever the spelling.
ASKING = {"RULES_1987", "RULES_PASCAL", "rules_name"}


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _string_choices(path: Path) -> list[str]:
    """Where the module at ``path`` writes a game's name (a comparison, a
    table's key, a list of games, a default, an argument …) or compares
    with a game's rules: anything but a docstring or a piece of an f-string."""
    tree = ast.parse(path.read_text("utf-8"))
    skipped = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            skipped |= {id(part) for part in node.values}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value in NAMES and id(node) not in skipped:
            found.append(f"{node.lineno}: {node.value!r}")
        elif isinstance(node, ast.Compare):
            names = {n.id for n in (node.left, *node.comparators) if isinstance(n, ast.Name)}
            found += [f"{node.lineno}: == {name}" for name in names & ASKING]
    return found


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_no_module_but_the_registry_asks_which_game_it_plays():
    found = [f"{path.relative_to(PACKAGE).as_posix()}:{where}"
             for path in sorted(PACKAGE.rglob("*.py"))
             if path.relative_to(PACKAGE).as_posix() not in EDGES
             for where in _string_choices(path)]
    assert found == []


def test_the_guard_catches_the_string_choices_it_is_for(tmp_path):
    module = tmp_path / "choosing.py"
    module.write_text('''"""A docstring may say 1987 and "pascal"."""
TABLE = {"1987": 1, "pascal": 2}
EVERY = ["1987", "pascal"]


def choose(rules, name, default=None):
    """It may say "1987" here too."""
    if rules.name == "pascal" or name in ("1987",) or rules_name == RULES_1987:
        return f"le jeu {name}"
    return default or "1987"
''', encoding="utf-8")
    # each name in a table, a list, a comparison, a default; and both sides
    # of a comparison of names that stand for a game
    assert sorted(int(where.split(":")[0]) for where in _string_choices(module)) == [
        2, 2, 3, 3, 8, 8, 8, 8, 10]


def test_each_table_by_game_covers_every_game():
    every = set(Variant)
    assert {kind.variant for kind in GAMES.values()} == every
    assert set(CONSOLES) == every
    assert set(EXPERTS) == every
    for variant in Variant:
        assert kind_of_variant(variant).variant is variant
        assert Variant.named(variant.label) is variant
    assert (RULES_1987.variant, RULES_PASCAL.variant) == (Variant.GAME_1987, Variant.PASCAL)
    assert (RULES_PASCAL.min_players, RULES_PASCAL.max_players) == (2, 8)
    with pytest.raises(ValueError):
        Variant.named("1988")


def test_the_registry_imports_nothing_of_the_game_when_loaded():
    code = ("import sys; import penel421.games as g; "
            "print(sorted(m for m in sys.modules if m.startswith('penel421')))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True).stdout
    assert loaded.strip() == "['penel421', 'penel421.games']"

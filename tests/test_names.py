"""One name for one thing: no public class or function name is defined in two modules.

Two ``Part`` (an analyst's part of a game, a progress row), two ``Moment``,
two ``Totals``, two ``Tally``, two ``Person``, two ``Outcome`` once meant
different things in different modules; a reader who met one took it for the
other.  Functions too: two ``amount`` (a difference of worth, a loss in a
scale's unit), two ``choices``, three ``kind_of`` (a hand's, a game's, a
choice's).  This reads every module of the package as a syntax tree and
fails on a public top-level class, or function, defined twice.
"""

from __future__ import annotations

import ast
from pathlib import Path

import penel421

PACKAGE = Path(penel421.__file__).parent

#: Function names that more than one module defines on purpose, each with
#: the modules that do and why.
SHARED_ON_PURPOSE: dict[str, list[str]] = {
    # the entry points: ``start.main`` is the ``penel421`` script (console_scripts
    # names it), which calls the click group ``cli.main`` it wraps; ``main`` is
    # the name both conventions give them
    "main": ["cli/__init__.py", "start.py"],
}


Definition = type[ast.ClassDef] | type[ast.FunctionDef] | type[ast.AsyncFunctionDef]


def defined_twice(root: Path, kinds: tuple[Definition, ...]) -> dict[str, list[str]]:
    """Each public top-level name of ``kinds`` (class or function
    definitions) defined in more than one module under ``root``, with those
    modules (relative paths)."""
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in tree.body:
            if isinstance(node, kinds) and not node.name.startswith("_"):
                found.setdefault(node.name, []).append(str(path.relative_to(root)))
    return {name: where for name, where in found.items() if len(where) > 1}


def classes_defined_twice(root: Path) -> dict[str, list[str]]:
    """Each public top-level class name defined in more than one module."""
    return defined_twice(root, (ast.ClassDef,))


def functions_defined_twice(root: Path) -> dict[str, list[str]]:
    """Each public top-level function name defined in more than one module."""
    return defined_twice(root, (ast.FunctionDef, ast.AsyncFunctionDef))


def test_every_public_class_name_is_defined_once():
    assert classes_defined_twice(PACKAGE) == {}


def test_every_public_function_name_is_defined_once_but_those_shared_on_purpose():
    assert functions_defined_twice(PACKAGE) == SHARED_ON_PURPOSE


def test_a_planted_duplicate_is_caught(tmp_path):
    (tmp_path / "analysis").mkdir()
    (tmp_path / "learn").mkdir()
    (tmp_path / "analysis" / "analyst.py").write_text("class Part:\n    pass\n")
    (tmp_path / "learn" / "progress.py").write_text(
        "from typing import NamedTuple\n\nclass Part(NamedTuple):\n    scale: str\n\n"
        "class _Private:\n    pass\n")
    (tmp_path / "learn" / "other.py").write_text(
        "class _Private:\n    pass\n\ndef f():\n    class Part:\n        pass\n")
    assert classes_defined_twice(tmp_path) == {
        "Part": ["analysis/analyst.py", "learn/progress.py"]}


def test_a_planted_duplicate_function_is_caught(tmp_path):
    (tmp_path / "analysis").mkdir()
    (tmp_path / "console").mkdir()
    (tmp_path / "analysis" / "reasons.py").write_text(
        "def amount(scale, difference):\n    return ''\n")
    (tmp_path / "console" / "analysis_text.py").write_text(
        "def amount(scale, value):\n    return ''\n\n"
        "def _private():\n    pass\n\n"
        "class Text:\n    def shown(self):\n        pass\n")
    (tmp_path / "console" / "other.py").write_text(
        "def _private():\n    pass\n\n"
        "async def later():\n    pass\n\n"
        "def outer():\n    def amount():\n        pass\n\n"
        "class Other:\n    def shown(self):\n        pass\n")
    (tmp_path / "console" / "more.py").write_text("async def later():\n    pass\n")
    assert functions_defined_twice(tmp_path) == {
        "amount": ["analysis/reasons.py", "console/analysis_text.py"],
        "later": ["console/more.py", "console/other.py"]}

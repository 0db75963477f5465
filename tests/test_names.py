"""One name for one thing: no public class name is defined in two modules.

Two ``Part`` (an analyst's part of a game, a progress row), two ``Moment``,
two ``Totals``, two ``Tally``, two ``Person``, two ``Outcome`` once meant
different things in different modules; a reader who met one took it for the
other.  This reads every module of the package as a syntax tree and fails
on a public top-level class defined twice.
"""

from __future__ import annotations

import ast
from pathlib import Path

import penel421

PACKAGE = Path(penel421.__file__).parent


def classes_defined_twice(root: Path) -> dict[str, list[str]]:
    """Each public top-level class name defined in more than one module
    under ``root``, with those modules (relative paths)."""
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                found.setdefault(node.name, []).append(str(path.relative_to(root)))
    return {name: where for name, where in found.items() if len(where) > 1}


def test_every_public_class_name_is_defined_once():
    assert classes_defined_twice(PACKAGE) == {}


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

"""The README tells the truth: its example session and its set-up commands."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from penel421.console1987 import Console1987
from penel421.dice import DiceExhausted, ScriptedDice
from penel421.terminal import Terminal

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_example_session_is_what_the_program_prints():
    example = re.search(r"```text\n(.*?)```", README, re.S).group(1)
    out = io.StringIO()
    console = Console1987(Terminal(out=out, inp=io.StringIO("1\n2.\n0\n"), echo=True))
    with pytest.raises(DiceExhausted):  # the script of dice ends in round 2
        console.play_session(lambda number: ScriptedDice([4, 6, 1, 2, 5, 5, 3, 6, 5, 2]))
    assert example in out.getvalue()


def test_ci_runs_the_readme_test_command():
    commands = re.findall(r"```sh\n(.*?)\n```", README, re.S)
    test_command = next(c for c in commands if "pytest" in c)
    assert any("penel421" in c and "pytest" not in c for c in commands)
    assert test_command in (ROOT / ".ci" / "run").read_text(encoding="utf-8")

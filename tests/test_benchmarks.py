"""The scripts of benchmarks/ still load: each names parts of penel421 that
may be renamed, and a benchmark that no longer runs measures nothing."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


@pytest.mark.parametrize("script", sorted(p.stem for p in BENCHMARKS.glob("*.py")))
def test_each_benchmark_imports_what_it_measures(script, monkeypatch):
    monkeypatch.syspath_prepend(str(BENCHMARKS))  # they import machine.py beside them
    module = importlib.import_module(script)
    assert module.__doc__, script  # each says what it measures and how to run it
    sys.modules.pop(script, None)

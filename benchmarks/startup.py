"""How long ``penel421 --version`` and ``--help`` take to start, against click itself.

Run: ``python benchmarks/startup.py [RUNS]`` (default 40) with the Python of
the environment penel421 is installed in.  Each command runs RUNS times,
interleaved so that a busy moment of the machine hits them all alike; the
median is kept.  The aim: at most 1.2 times ``python -c "import click, colorama"``,
that is, importing only what a command needs.
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from machine import describe

LIMIT = 1.2


def commands() -> dict[str, list[str]]:
    """The commands timed, by name; the first is the reference."""
    script = Path(sys.executable).with_name("penel421")
    penel421 = [str(script)] if script.exists() else [shutil.which("penel421") or "penel421"]
    return {
        'python -c "import click, colorama"': [sys.executable, "-c", "import click, colorama"],
        "penel421 --version": [*penel421, "--version"],
        "penel421 --help": [*penel421, "--help"],
        "penel421 simulate --help": [*penel421, "simulate", "--help"],
    }


def main(runs: int) -> None:
    print(describe())
    timed = commands()
    times: dict[str, list[float]] = {name: [] for name in timed}
    for _ in range(runs):
        for name, command in timed.items():
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
            times[name].append(time.perf_counter() - start)
    reference = statistics.median(next(iter(times.values())))
    print(f"médiane de {runs} lancements (objectif : au plus {LIMIT} fois la référence)")
    for name, values in times.items():
        median = statistics.median(values)
        print(f"{name:<36} {1000 * median:6.1f} ms  × {median / reference:.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)

"""The peak memory of a whole ``penel421 simulate`` run, for growing game counts.

Run: ``python benchmarks/memory.py [GAMES ...]`` (default 10000 100000).  Each
count runs ``python -m penel421 simulate --games N --seed 1 --json`` in a
process of its own, and the system reports that process's peak resident
memory (``ru_maxrss``, what it held at most, interpreter included).  The
figure must stay flat as the count grows: nothing is kept per game.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

from machine import describe

LIMIT_MIB = 40


def peak_mib(games: int, *extra: str) -> tuple[float, float]:
    """The peak resident memory (MiB) and the seconds of one simulation."""
    command = [sys.executable, "-m", "penel421", "simulate", "--games", str(games),
               "--seed", "1", "--json", *extra]
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(command)} a échoué")
    # Linux gives kibibytes, macOS bytes
    kib = usage.ru_maxrss / 1024 if sys.platform == "darwin" else usage.ru_maxrss
    return kib / 1024, seconds


#: What is measured: the rules, the seats, and how many games at most (the
#: pascal expert plays some 200 games a second: 100 000 would take minutes).
RUNS = [("1987", ("classic", "classic"), None), ("pascal", ("classic",) * 8, None),
        ("1987", ("expert", "expert"), None), ("pascal", ("expert", "classic"), 10_000)]


def main(counts: list[int]) -> None:
    print(describe())
    print(f"mémoire résidente maximale d'un processus (objectif : moins de {LIMIT_MIB} Mio)")
    for rules, seats, most in RUNS:
        extra = ["--rules", rules] + [arg for seat in seats for arg in ("--seat", seat)]
        label = f"{rules}, {' contre '.join(dict.fromkeys(seats))}"
        for games in counts:
            if most and games > most:
                continue
            mib, seconds = peak_mib(games, *extra)
            count = f"{games:,}".replace(",", " ")
            print(f"{label:<29} {count:>9} parties : {mib:6.1f} Mio  ({seconds:.1f} s)")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [10_000, 100_000])

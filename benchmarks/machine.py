"""What the benchmarks ran on, printed above their figures; and the processor
time of the commands they run."""

from __future__ import annotations

import os
import platform
import resource
import sys


def cpu_model() -> str:
    """The processor's name, as the system gives it."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def describe() -> str:
    """One line: processor, cores, system, Python."""
    return (f"{cpu_model()}, {os.cpu_count()} cœurs, {platform.system()} "
            f"{platform.release()}, Python {platform.python_version()} "
            f"({platform.python_implementation()}, {sys.executable})")


def children_time() -> float:
    """The processor time (user and system) of the children waited for so far:
    what a command lasts on a machine that does nothing else, the figure that
    holds on a shared one."""
    found = resource.getrusage(resource.RUSAGE_CHILDREN)
    return found.ru_utime + found.ru_stime

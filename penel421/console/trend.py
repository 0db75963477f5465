"""A figure over many games as a chart in the terminal, in block characters or ASCII.

One column per game (or per group of games, when there are more games than
columns): a bar as high as the moving average, drawn to an eighth of a
line with the block characters (``▁▂▃▄▅▆▇█``), and a mark (``•``) where
the game's own figure stands above it; a figure that may be negative (the
luck of the dice) is drawn up and down from a zero line.  The left edge
gives the scale.  Where the output cannot show block characters — an
encoding without them, the C locale — the same chart is drawn in plain
ASCII (``#``, ``:``, ``.``, ``o``), so that it still reads.  A pipe
(``penel421 progres | less``) is drawn as its encoding writes, the same
choice as for the text around the chart (its « », ·, −): the pager shows
both.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from typing import NamedTuple, TextIO

BLOCKS = " ▁▂▃▄▅▆▇█"
#: Below a zero line, a cell filled from its top: an eighth, a half, all of it.
DOWN_BLOCKS = " ▔▔▔▀▀▀▀█"
ASCII = " ..:::::#"
#: A value of zero in a sparkline, with either pen: a line at the cell's foot.
ZERO = "_"


class Pen(NamedTuple):
    """The characters a chart is drawn with."""

    up: str  # a cell filled from the bottom, by eighths (9 characters)
    down: str  # a cell filled from the top, by eighths
    mark: str  # a game's own figure
    beyond: str  # a game's own figure beyond the chart's top
    axis: str  # the vertical axis
    tick: str  # a labelled line of the axis
    base: str  # the horizontal axis
    corner: str


PEN_BLOCKS = Pen(BLOCKS, DOWN_BLOCKS, "•", "↑", "│", "┤", "─", "└")
PEN_ASCII = Pen(ASCII, ASCII, "o", "^", "|", "+", "-", "+")


def blocks_shown(stream: TextIO) -> bool:
    """Whether ``stream`` shows block characters: not in the C locale, its
    encoding has them (a terminal's, or a pipe's to a pager)."""
    locale = next((os.environ[name] for name in ("LC_ALL", "LC_CTYPE", "LANG")
                   if os.environ.get(name)), "")
    if locale in ("C", "POSIX"):
        return False
    try:
        (BLOCKS + DOWN_BLOCKS + "•↑│┤─└").encode(getattr(stream, "encoding", None) or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def grouped(values: Sequence[float], room: int) -> tuple[list[float], int]:
    """``values`` in at most ``room`` columns: each the mean of a group of
    consecutive values; and how many values a column holds."""
    size = max(1, math.ceil(len(values) / max(1, room)))
    return [sum(values[i:i + size]) / len(values[i:i + size])
            for i in range(0, len(values), size)], size


def last_of_groups(values: Sequence[float], size: int) -> list[float]:
    """The last value of each group of ``size`` (a moving average at the
    group's last game)."""
    return [values[min(i + size, len(values)) - 1] for i in range(0, len(values), size)]


def trend_chart(averages: Sequence[float], figures: Sequence[float], label: Callable[[float], str],
          width: int, height: int = 6, pen: Pen = PEN_BLOCKS,
          marked: bool = True) -> tuple[list[str], int]:
    """The lines of a chart of ``figures`` (one per game) and their moving
    ``averages``, within ``width`` columns; and how many games a column
    holds.  ``label`` writes a value of the scale.  ``marked``: each game's
    own figure is marked (else the averages alone, drawn to the chart's
    full height: a figure as scattered as the luck of the dice hides them)."""
    if not figures:
        return [], 1
    signed = min(min(averages), min(figures) if marked else 0.0) < 0
    steps = sorted(abs(v) for v in figures)
    top = max(abs(v) for v in averages)
    if marked:  # the highest tenth of the games stand above the chart, marked so
        top = max(top, steps[int(0.9 * (len(steps) - 1))])
    top = top or 1.0
    if not marked:
        figures = [0.0] * len(figures)
    labels = [label(top), label(0.0)] + ([label(-top)] if signed else [])
    margin = max(len(text) for text in labels)
    room = max(1, width - margin - 2)
    marks, size = grouped(figures, room)
    bars = last_of_groups(averages, size)
    up = height // 2 if signed else height
    down = height - up if signed else 0
    rows = []
    for row in range(up - 1, -1, -1):  # from the top
        rows.append("".join(_cell_up(bar, mark, row, up, top, pen)
                            for bar, mark in zip(bars, marks, strict=True)))
    below = ["".join(_cell_down(bar, mark, row, down, top, pen)
                     for bar, mark in zip(bars, marks, strict=True)) for row in range(down)]
    lines = []
    for i, cells in enumerate(rows):
        tick = label(top) if i == 0 else (label(0.0) if i == len(rows) - 1 and signed else "")
        lines.append(f"{tick:>{margin}} {pen.tick if tick else pen.axis}{cells}".rstrip())
    if signed:
        for i, cells in enumerate(below):
            tick = label(-top) if i == len(below) - 1 else ""
            lines.append(f"{tick:>{margin}} {pen.tick if tick else pen.axis}{cells}".rstrip())
        lines.append(f"{'':>{margin}} {pen.corner}{pen.base * len(bars)}")
    else:
        lines.append(f"{label(0.0):>{margin}} {pen.corner}{pen.base * len(bars)}")
    return lines, size


def _cell_up(bar: float, mark: float, row: int, rows: int, top: float, pen: Pen) -> str:
    if mark > top and row == rows - 1:  # off the scale: said at the top, over a bar as high
        return pen.beyond
    eighths = min(rows * 8, max(0, round(bar / top * rows * 8)))
    filled = eighths - row * 8
    if filled >= 8:
        return pen.up[8]
    if filled > 0:
        return pen.up[filled]
    if mark > 0 and _mark_row(mark, rows, top) == row:
        return pen.beyond if mark > top else pen.mark
    return " "


def _cell_down(bar: float, mark: float, row: int, rows: int, top: float, pen: Pen) -> str:
    if -mark > top and row == rows - 1:  # off the scale, below: at the bottom, over its bar
        return pen.beyond
    eighths = min(rows * 8, max(0, round(-bar / top * rows * 8)))
    filled = eighths - row * 8
    if filled >= 8:
        return pen.down[8]
    if filled > 0:
        return pen.down[filled]
    if mark < 0 and _mark_row(-mark, rows, top) == row:
        return pen.beyond if -mark > top else pen.mark
    return " "


def _mark_row(value: float, rows: int, top: float) -> int:
    """The row (from the zero line) a figure's mark stands in: the one its
    level falls in (a figure as high as its bar is the bar's top)."""
    return max(0, min(rows - 1, math.ceil(value / top * rows) - 1))


def sparkline(values: Sequence[float], top: float, width: int, pen: Pen = PEN_BLOCKS) -> str:
    """One line of cells, as high as each value of 0 to ``top`` (grouped to
    fit ``width``)."""
    shown, _ = grouped(values, width)
    # a zero is drawn, low on its cell: a session of no right answer is seen
    return "".join(pen.up[max(1, min(8, round(v / top * 8)))] if v > 0 else ZERO
                   for v in shown) if top else ""

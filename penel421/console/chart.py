"""A small text chart of each player's jetons, round by round.

One line per player: a bar per round, as high as the jetons held after it,
drawn with the eight block characters; no colour is needed to read it.  A
game longer than the width is drawn with one bar per group of rounds (the
last of each group).
"""

from __future__ import annotations

from collections.abc import Sequence

BARS = " ▁▂▃▄▅▆▇█"


def bar(value: int, top: int) -> str:
    """The block for ``value`` out of ``top``: a blank for 0, a full one at the top."""
    if value <= 0:
        return BARS[0]
    return BARS[max(1, round(value * (len(BARS) - 1) / top))]


def chart(names: Sequence[str], history: Sequence[Sequence[int]], top: int,
          width: int = 80) -> list[str]:
    """The chart's lines: ``history`` holds everyone's jetons after each round."""
    label = max(len(name) for name in names)
    room = max(1, width - 4 - label - 1 - len(str(top)) - 1)
    step = -(-len(history) // room)  # rounds per bar, rounded up
    shown = [history[min(i + step, len(history)) - 1] for i in range(0, len(history), step)]
    lines = []
    for seat, name in enumerate(names):
        bars = "".join(bar(tokens[seat], top) for tokens in shown)
        final = history[-1][seat] if history else 0
        lines.append(f"  {name.ljust(label)}  {bars} {final}".rstrip())
    rounds = "manche" if step == 1 else f"{step} manches"
    unit = "jetons" if top > 1 else "jeton"
    legend = f"une barre par {rounds}, de 0 à {top} {unit}"
    under_bars = f"  {''.ljust(label)}  "
    lines.append((under_bars if len(under_bars) + len(legend) <= width else "  ") + legend)
    return lines

"""A small text chart of each player's jetons, round by round.

One line per player: a bar per round, as high as the jetons held after it,
drawn with the eight block characters; no colour is needed to read it.  A
player with no jeton who is still in the game (the charge, before taking
any) gets a dot, one who has left it nothing: the two must not look alike.
Where the output cannot write the blocks (an ASCII terminal, ``LANG=C``),
the bars are ASCII marks that rise as the blocks do, never a ``?``.  A game
longer than the width is drawn with one bar per group of rounds (the last
of each group).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

BARS = " ▁▂▃▄▅▆▇█"
#: The same heights where only ASCII can be written.
ASCII_BARS = " _-=+*%#@"
#: No jeton, but still in the game.
ZERO, ASCII_ZERO = "·", "."


def bar(value: int, top: int, in_game: bool = True, ascii_only: bool = False) -> str:
    """The block for ``value`` out of ``top``: a dot for 0 in the game, a
    blank for a player who has left, a full block at the top."""
    bars = ASCII_BARS if ascii_only else BARS
    if value <= 0:
        return (ASCII_ZERO if ascii_only else ZERO) if in_game else bars[0]
    return bars[max(1, round(value * (len(bars) - 1) / top))]


def chart(names: Sequence[str], history: Sequence[Sequence[int]], top: int,
          width: int = 80, playing: Sequence[Collection[int]] | None = None,
          ascii_only: bool = False) -> list[str]:
    """The chart's lines: ``history`` holds everyone's jetons after each round,
    ``playing`` the seats still in the game after it (None: everyone)."""
    label = max(len(name) for name in names)
    room = max(1, width - 4 - label - 1 - len(str(top)) - 1)
    step = -(-len(history) // room)  # rounds per bar, rounded up
    shown = [min(i + step, len(history)) - 1 for i in range(0, len(history), step)]
    lines = []
    zeros = False
    for seat, name in enumerate(names):
        marks = []
        for at in shown:
            in_game = playing is None or seat in playing[at]
            marks.append(bar(history[at][seat], top, in_game, ascii_only))
            zeros = zeros or (in_game and history[at][seat] <= 0)
        final = history[-1][seat] if history else 0
        lines.append(f"  {name.ljust(label)}  {''.join(marks)} {final}".rstrip())
    rounds = "manche" if step == 1 else f"{step} manches"
    unit = "jetons" if top > 1 else "jeton"
    legends = [f"une barre par {rounds}, de 0 à {top} {unit}"]
    if zeros:
        # the mark between « »: a line never starts with a bare mark
        legends.append(f"« {ASCII_ZERO if ascii_only else ZERO} » : 0 jeton, encore en jeu")
    under_bars = f"  {''.ljust(label)}  "
    if len(under_bars) + len(" ; ".join(legends)) <= width:
        legends = [" ; ".join(legends)]
    for legend in legends:
        lines.append((under_bars if len(under_bars) + len(legend) <= width else "  ") + legend)
    return lines

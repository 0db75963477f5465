"""Numbers as the French write them: ``12 345,6`` and ``23,5 %``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fractions import Fraction


def number(value: float, decimals: int = 0) -> str:
    """A decimal comma, and thousands apart (narrow no-break spaces): 12 345,6."""
    return f"{value:,.{decimals}f}".replace(",", "\u202f").replace(".", ",")


def percent(chance: Fraction | float | None, decimals: int = 1) -> str:
    """A chance from 0 to 1 as a percentage, '23,5 %'; '—' when there is none.

    Rounding never lies: a chance that is not exactly 0 or 1 is never shown
    as 0 % or 100 % — one more decimal where that tells it (99,7 %), else
    'plus de 99,9 %', 'moins de 0,1 %'."""
    if chance is None:
        return "—"
    return f"{honest_percent(float(chance), decimals)} %"


def honest_percent(chance: float, decimals: int = 1) -> str:
    """The number of :func:`percent` without its sign: '23,5', 'plus de 99,9'."""
    if 0.0 < chance < 1.0:
        for places in range(decimals, max(decimals, 1) + 1):
            shown = round(100 * chance, places)
            if 0.0 < shown < 100.0:
                return number(100 * chance, places)
        places = max(decimals, 1)
        edge = number(10.0 ** -places, places)
        if chance > 0.5:
            return f"plus de {number(100 - 10.0 ** -places, places)}"
        return f"moins de {edge}"
    return number(100 * chance, decimals)

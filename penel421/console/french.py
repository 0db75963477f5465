"""Numbers as the French write them: ``12 345,6`` and ``23,5 %``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fractions import Fraction


def number(value: float, decimals: int = 0) -> str:
    """A decimal comma, and thousands apart (narrow no-break spaces): 12 345,6."""
    return f"{value:,.{decimals}f}".replace(",", "\u202f").replace(".", ",")


def percent(chance: Fraction | float | None, decimals: int = 1) -> str:
    """A chance from 0 to 1 as a percentage, '23,5 %'; '—' when there is none."""
    return "—" if chance is None else f"{number(100 * float(chance), decimals)} %"

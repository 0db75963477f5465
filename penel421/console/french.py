"""Numbers as the French write them: ``12 345,6``, ``23,5 %``, ``3 parties``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .wrap import glued

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


def _named(name: str) -> str:
    """A name as a sentence says it: the 1987 listing's ORDINATEUR is a word,
    not a name, and takes its article (« l'ORDINATEUR »)."""
    return f"l'{name}" if name.casefold() == "ordinateur" else name


def lost_by(name: str) -> str:
    """'vous avez perdu' (the 1987 VOUS, the pascal Vous), "l'ORDINATEUR a
    perdu", 'Bob a perdu'."""
    return "vous avez perdu" if name.casefold() == "vous" else f"{_named(name)} a perdu"


def of(name: str) -> str:
    """'de Bob', "d'Alice", "de l'ORDINATEUR", 'de vous'."""
    if name.casefold() == "vous":
        return "de vous"
    name = _named(name)
    return f"d'{name}" if name[:1].lower() in "aeiouyhéèêàâîôû" else f"de {name}"


def counted(count: int, word: str) -> str:
    """'1 partie', '3 perdues', the number kept with its word."""
    return glued(str(count), f"{word}{'s' if count > 1 else ''}")

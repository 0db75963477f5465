"""Figures, choices and hands in French words, as a reason says them
(:mod:`penel421.analysis.reason_text`): chances as percentages, jetons, a
difference of worth in the advice's unit, a choice as a way of doing, a
hand, and the 1987 screen's capitals without accents."""

from __future__ import annotations

import unicodedata

from ..core.hands import Hand
from ..solve.turn.keeps import Keep
from ..strategies.worth import Scale, keep_words

#: The no-break space that keeps a figure with its unit (the console's
#: :data:`penel421.console.wrap.GLUE`: this layer does not import screens).
GLUE = "\u00a0"


def percents_apart(a: float, b: float) -> tuple[str, str]:
    """Two chances as percentages, with the fewest decimals that tell them
    apart; never 0 % nor 100 % for a chance that is not exactly that."""
    for decimals in (0, 1, 2):
        one, two = (percent_shown(x, decimals) for x in (a, b))
        if one != two:
            break
    return one, two


def percent_shown(x: float, decimals: int) -> str:
    if 0.0 < x < 1.0:
        for places in range(decimals, max(decimals, 1) + 1):
            if 0.0 < round(100 * x, places) < 100.0:
                return f"{100 * x:.{places}f} %".replace(".", ",")
        return "plus de 99,9 %" if x > 0.5 else "moins de 0,1 %"
    return f"{100 * x:.{decimals}f} %".replace(".", ",")


def jetons_change(change: float, decimals: int = 2) -> str:
    """An expected change of jetons: '0,40 jeton de moins', '1,20 jeton de plus'."""
    amount = f"{abs(change):.{decimals}f}".replace(".", ",")
    word = "jeton" if abs(round(change, decimals)) < 2 else "jetons"
    if round(change, decimals) == 0:
        return f"{amount}{GLUE}{word}"
    return f"{amount}{GLUE}{word}{GLUE}de{GLUE}{'plus' if change > 0 else 'moins'}"


def worth_difference(scale: Scale, difference: float) -> str:
    """A difference of worth in the advice's unit: '+8,62 points',
    '−0,43 point', '0,10 jeton de moins' (higher is better)."""
    if scale.game_chance:
        shown = f"{abs(difference) * scale.factor:.2f}".replace(".", ",")
        sign = "" if round(abs(difference) * scale.factor, 2) == 0 else (
            "+" if difference > 0 else "−")
        word = scale.unit[0] if abs(round(difference * scale.factor, 2)) < 2 else scale.unit[1]
        return f"{sign}{shown}{GLUE}{word}"
    return jetons_change(-difference)


def gerund(keep: Keep | None) -> str:
    """A choice as a way of doing (:func:`keep_words` said so): 'en gardant
    tout', 'en relançant tout', 'en gardant 4-1'."""
    if keep == ():
        return "en relançant tout"
    return "en gardant" + keep_words(keep).removeprefix("garder")


def hand_shown(hand: Hand, capitals: bool) -> str:
    """A hand as the screen writes it: 6-5-1, on the 1987 screen 651."""
    return "".join(map(str, hand)) if capitals else "-".join(map(str, hand))


def capitals_1987(text: str) -> str:
    """Capitals without accents, as the 1987 screen prints (and its minus an
    ASCII one)."""
    plain = unicodedata.normalize("NFD", text.replace("−", "-"))
    return "".join(c for c in plain if not unicodedata.combining(c)).upper()

"""The two rule sets as values of one type, looked up by name.

Everything in which the 1987 game and the modern "pascal" game differ is a
field of :class:`Rules`: the hand table, the number of tokens, how many
players, who fixes the number of throws, how ties are settled, who opens the
rounds of the décharge and the nénette's penalty.  The engine reads these
fields; it never asks which game it is playing.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .bareme import Bareme
from .hands import ALL_HANDS, Hand, HandTable, Kind, describe, kind_of
from .variant import Variant


class Ties(Enum):
    """How exactly equal hands are told apart."""

    #: 1987: the tied players throw the three dice once more, until untied.
    BARRAGE = "barrage"
    #: pascal: of two equal hands, the one played later ranks higher.
    LATER_WINS = "later wins"


@dataclass(frozen=True)
class Rules:
    """One complete rule set (docs/manuel.md, « Les règles »)."""

    #: The game these rules are of, and its facts.
    variant: Variant
    table: HandTable
    tokens: int
    max_throws: int
    #: The opener's number of throws is the most the others may use.
    opener_fixes_throws: bool
    ties: Ties
    #: In the décharge the round's winner opens the next one (pascal); in
    #: 1987 the loser always does.
    winner_opens_decharge: bool
    #: Extra tokens for a loser holding a nénette (0: no nénette in the game).
    nenette_penalty: int
    #: The values the players chose, where the rules let them choose (pascal).
    bareme: Bareme | None = None

    @property
    def min_players(self) -> int:
        """The fewest players at the table."""
        return self.variant.min_players

    @property
    def max_players(self) -> int:
        """The most players at the table."""
        return self.variant.max_players

    def is_nenette(self, hand: Hand) -> bool:
        """True when ``hand`` costs its loser the nénette penalty."""
        return self.nenette_penalty > 0 and self.table[hand].kind is Kind.NENETTE


# --- 1987 -------------------------------------------------------------------

_KEYS_1987 = {
    Kind.QUATRE_CENT_VINGT_ET_UN: lambda h: (5,),
    Kind.BRELAN: lambda h: (4, h[0]),
    Kind.FICHE: lambda h: (3, h[0]),
    Kind.SUITE: lambda h: (2, h[0]),
    # a coup quelconque is the number its sorted dice make
    Kind.ORDINAIRE: lambda h: (1, 100 * h[0] + 10 * h[1] + h[2]),
}
_VALUES_1987 = {
    Kind.QUATRE_CENT_VINGT_ET_UN: lambda h: 7,
    Kind.BRELAN: lambda h: h[0],
    Kind.FICHE: lambda h: h[0],
    Kind.SUITE: lambda h: 2,
    Kind.ORDINAIRE: lambda h: 1,
}


def _name_1987(hand: Hand, kind: Kind) -> str:
    if kind is Kind.FICHE:
        return f"{hand[0]} et deux as"
    if kind is Kind.SUITE:
        return f"suite {hand[0]}{hand[1]}{hand[2]}"
    if kind is Kind.ORDINAIRE:
        return f"coup quelconque {hand[0]}{hand[1]}{hand[2]}"
    return describe(hand, kind)


def _table_1987() -> HandTable:
    kinds = {h: kind_of(h, with_nenette=False, aces_apart=False) for h in ALL_HANDS}
    return HandTable(
        kinds,
        order_key=lambda h, k: _KEYS_1987[k](h),
        value_of=lambda h, k: _VALUES_1987[k](h),
        name_of=_name_1987,
    )


RULES_1987 = Rules(
    variant=Variant.GAME_1987,
    table=_table_1987(),
    tokens=11,
    max_throws=3,
    opener_fixes_throws=True,
    ties=Ties.BARRAGE,
    winner_opens_decharge=False,
    nenette_penalty=0,
)


# --- pascal -----------------------------------------------------------------

_KEYS_PASCAL = {
    Kind.QUATRE_CENT_VINGT_ET_UN: lambda h: (6,),
    Kind.BRELAN_AS: lambda h: (5,),
    # at equal value the fiche beats the brelan: 6-1-1 > 6-6-6 > 5-1-1 …
    Kind.FICHE: lambda h: (4, h[0], 1),
    Kind.BRELAN: lambda h: (4, h[0], 0),
    Kind.SUITE: lambda h: (3, h[0]),
    Kind.ORDINAIRE: lambda h: (2, *h),
    Kind.NENETTE: lambda h: (1,),
}


def pascal_table(bareme: Bareme) -> HandTable:
    """The pascal ranking with the values of ``bareme``."""
    kinds = {h: kind_of(h) for h in ALL_HANDS}
    return HandTable(
        kinds,
        order_key=lambda h, k: _KEYS_PASCAL[k](h),
        value_of=bareme.value_of,
    )


def pascal_rules(bareme: Bareme | None = None, *, fixed_throws: bool = False) -> Rules:
    """The modern bar rules, with a barème and the fixed-throws variant."""
    bareme = bareme or Bareme()
    return Rules(
        variant=Variant.PASCAL,
        table=pascal_table(bareme),
        tokens=bareme.jetons,
        max_throws=3,
        opener_fixes_throws=fixed_throws,
        ties=Ties.LATER_WINS,
        winner_opens_decharge=True,
        nenette_penalty=bareme.nenette,
        bareme=bareme,
    )


def rules_1987(bareme: Bareme | None = None, *, fixed_throws: bool = False) -> Rules:
    """The 1987 rules: one barème, and the opener always fixes the throws."""
    if bareme is not None or fixed_throws:
        raise ValueError("the 1987 rules have no barème and no variant")
    return RULES_1987


RULES_PASCAL = pascal_rules()

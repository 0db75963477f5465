"""The 56 hands, their ranking and their values, checked against the rules of README.md.

The expected orders below are written out by hand from the tables of
README.md, best hand first; nothing here is derived from penel421's own
ranking code.
"""

from __future__ import annotations

from itertools import permutations, product

import pytest

from penel421.core.hands import ALL_HANDS, Kind, hand_of
from penel421.core.rules import RULES_1987, RULES_PASCAL, pascal_rules


def h(digits: str) -> tuple[int, int, int]:
    """'421' -> (4, 2, 1)."""
    a, b, c = (int(d) for d in digits)
    return (a, b, c)


# --- the 56 hands, independently of penel421 ---------------------------------

#: Every hand of three dice, sorted high to low, built from the 216 throws.
EVERY_HAND = frozenset(tuple(sorted(t, reverse=True)) for t in product(range(1, 7), repeat=3))

# --- 1987 ranking, best first (README, « Les règles ») ----------------------

QUATRE_CENT_VINGT_ET_UN = ["421"]
BRELANS_1987 = ["666", "555", "444", "333", "222", "111"]
FICHES_1987 = ["611", "511", "411", "311", "211"]
SUITES = ["654", "543", "432", "321"]
#: Every other hand, by the three-digit number its sorted dice make.
COUPS_QUELCONQUES_1987 = [
    "665", "664", "663", "662", "661", "655", "653", "652", "651",
    "644", "643", "642", "641", "633", "632", "631", "622", "621",
    "554", "553", "552", "551", "544", "542", "541", "533", "532", "531", "522", "521",
    "443", "442", "441", "433", "431", "422",
    "332", "331", "322",
    "221",
]
ORDER_1987 = [
    h(d)
    for d in QUATRE_CENT_VINGT_ET_UN
    + BRELANS_1987
    + FICHES_1987
    + SUITES
    + COUPS_QUELCONQUES_1987
]

# --- pascal ranking, best first (README, « Les règles ») --------------------

BRELAN_AS = ["111"]
#: Fiches and brelans by value; at equal value the fiche wins.
FICHES_ET_BRELANS_PASCAL = [
    "611", "666", "511", "555", "411", "444", "311", "333", "211", "222",
]
#: Highest die, then the next, then the last (2-2-1 is the nénette, not here).
MAINS_ORDINAIRES_PASCAL = [d for d in COUPS_QUELCONQUES_1987 if d != "221"]
NENETTE = ["221"]
ORDER_PASCAL = [
    h(d)
    for d in QUATRE_CENT_VINGT_ET_UN
    + BRELAN_AS
    + FICHES_ET_BRELANS_PASCAL
    + SUITES
    + MAINS_ORDINAIRES_PASCAL
    + NENETTE
]

ORDERS = {"1987": ORDER_1987, "pascal": ORDER_PASCAL}
RULE_SETS = {"1987": RULES_1987, "pascal": RULES_PASCAL}


def test_main_ordinaire_order_is_highest_die_then_next_then_last():
    # the README's rules: compare the highest die, then the next, then the last, which is
    # the order of the three-digit numbers; the example 6-4-1 beats 5-5-3.
    hands = [h(d) for d in MAINS_ORDINAIRES_PASCAL]
    assert hands == sorted(hands, reverse=True)
    assert hands.index(h("641")) < hands.index(h("553"))


@pytest.mark.parametrize("name", ORDERS)
def test_expected_order_lists_every_hand_once(name):
    order = ORDERS[name]
    assert len(order) == 56
    assert set(order) == EVERY_HAND


# --- ALL_HANDS and hand_of ----------------------------------------------------


def test_all_hands_are_the_56_distinct_sorted_hands():
    assert len(ALL_HANDS) == 56
    assert len(set(ALL_HANDS)) == 56
    assert set(ALL_HANDS) == EVERY_HAND
    for hand in ALL_HANDS:
        assert isinstance(hand, tuple) and len(hand) == 3
        assert list(hand) == sorted(hand, reverse=True), hand


def test_hand_of_ignores_the_positions_of_the_dice():
    for throw in product(range(1, 7), repeat=3):
        expected = tuple(sorted(throw, reverse=True))
        for arrangement in permutations(throw):
            assert hand_of(arrangement) == expected, arrangement
            assert hand_of(list(arrangement)) == expected, arrangement


def test_hand_of_examples():
    assert hand_of((1, 2, 4)) == (4, 2, 1)
    assert hand_of([2, 1, 2]) == (2, 2, 1)
    assert hand_of(iter([1, 6, 1])) == (6, 1, 1)


# --- the ranking: every pair of hands, both rule sets -------------------------


@pytest.mark.parametrize("name", ORDERS)
def test_every_pair_of_hands_is_ranked_as_rules_md_says(name):
    table = RULE_SETS[name].table
    order = ORDERS[name]
    position = {hand: i for i, hand in enumerate(order)}  # 0 = best
    wrong = []
    for h1 in order:
        for h2 in order:
            expected = position[h1] < position[h2]  # strictly better
            got = table.beats(h1, h2)
            if got != expected:
                wrong.append(f"beats({h1}, {h2}): expected {expected}, got {got}")
    assert not wrong, f"{len(wrong)} wrong pair(s) in {name}:\n" + "\n".join(wrong[:60])


@pytest.mark.parametrize("name", ORDERS)
def test_equal_hands_do_not_beat_each_other(name):
    table = RULE_SETS[name].table
    for hand in EVERY_HAND:
        assert not table.beats(hand, hand), hand


@pytest.mark.parametrize("name", ORDERS)
def test_ranks_entries_and_best_first_listing_agree_with_rules_md(name):
    table = RULE_SETS[name].table
    order = ORDERS[name]
    ranks = [table.rank[hand] for hand in order]
    assert ranks == sorted(ranks, reverse=True)
    assert len(set(ranks)) == 56
    for hand in order:
        entry = table[hand]
        assert entry.hand == hand
        assert entry.rank == table.rank[hand]
        assert entry.value == table.value[hand]
    assert [e.hand for e in table.entries()] == order


@pytest.mark.parametrize(
    ("name", "better", "worse"),
    [
        # 1987: every brelan, even 1-1-1, beats every fiche
        ("1987", "111", "611"),
        ("1987", "666", "611"),
        ("1987", "211", "654"),
        ("1987", "321", "665"),
        # 1987: coups quelconques by their number, pairs included
        ("1987", "665", "653"),
        ("1987", "553", "552"),
        # pascal
        ("pascal", "111", "611"),
        ("pascal", "611", "666"),
        ("pascal", "666", "511"),
        ("pascal", "222", "654"),
        ("pascal", "641", "553"),
        ("pascal", "322", "221"),
        ("pascal", "421", "111"),
    ],
)
def test_rules_md_examples(name, better, worse):
    table = RULE_SETS[name].table
    assert table.beats(h(better), h(worse))
    assert not table.beats(h(worse), h(better))


@pytest.mark.parametrize("name", ORDERS)
def test_2_2_1_is_the_weakest_hand(name):
    # pascal: the nénette is always the weakest hand; 1987: 221 is the smallest
    # number a coup quelconque can make.
    table = RULE_SETS[name].table
    for other in EVERY_HAND - {(2, 2, 1)}:
        assert table.beats(other, (2, 2, 1)), other


# --- values -------------------------------------------------------------------


def expected_values_1987() -> dict[tuple[int, int, int], int]:
    values = {h(d): 1 for d in COUPS_QUELCONQUES_1987}  # coup quelconque: 1
    values[(4, 2, 1)] = 7
    for face in range(1, 7):
        values[(face, face, face)] = face  # brelan: the face, 1-1-1 = 1
    for chiffre in range(2, 7):
        values[(chiffre, 1, 1)] = chiffre  # un chiffre plus deux as: the chiffre
    for d in SUITES:
        values[h(d)] = 2
    return values


def expected_values_pascal() -> dict[tuple[int, int, int], int]:
    values = {h(d): 1 for d in MAINS_ORDINAIRES_PASCAL}  # main ordinaire: 1
    values[(4, 2, 1)] = 10
    values[(1, 1, 1)] = 7
    for face in range(2, 7):
        values[(face, 1, 1)] = face  # fiche: its third die
        values[(face, face, face)] = face  # brelan: its face
    for d in SUITES:
        values[h(d)] = 2
    values[(2, 2, 1)] = 1  # nénette
    return values


EXPECTED_VALUES = {"1987": expected_values_1987(), "pascal": expected_values_pascal()}


@pytest.mark.parametrize("name", ORDERS)
def test_every_hand_is_worth_what_rules_md_says(name):
    expected = EXPECTED_VALUES[name]
    assert set(expected) == EVERY_HAND
    table = RULE_SETS[name].table
    wrong = {
        hand: (want, table.value[hand])
        for hand, want in expected.items()
        if table.value[hand] != want or table[hand].value != want
    }
    assert not wrong, f"{name}: hand: (expected, got): {wrong}"


@pytest.mark.parametrize(
    ("name", "hand", "value"),
    [
        ("1987", "421", 7),
        ("1987", "111", 1),
        ("1987", "666", 6),
        ("1987", "611", 6),
        ("1987", "211", 2),
        ("1987", "321", 2),
        ("1987", "221", 1),
        ("1987", "665", 1),
        ("pascal", "421", 10),
        ("pascal", "111", 7),
        ("pascal", "611", 6),
        ("pascal", "222", 2),
        ("pascal", "654", 2),
        ("pascal", "221", 1),
        ("pascal", "665", 1),
    ],
)
def test_value_examples(name, hand, value):
    assert RULE_SETS[name].table.value[h(hand)] == value


# --- kinds, names, nénette ----------------------------------------------------


def expected_kinds(name: str) -> dict[tuple[int, int, int], Kind]:
    kinds = {hand: Kind.ORDINAIRE for hand in EVERY_HAND}
    kinds[(4, 2, 1)] = Kind.QUATRE_CENT_VINGT_ET_UN
    for face in range(1, 7):
        kinds[(face, face, face)] = Kind.BRELAN
    for chiffre in range(2, 7):
        kinds[(chiffre, 1, 1)] = Kind.FICHE
    for d in SUITES:
        kinds[h(d)] = Kind.SUITE
    if name == "pascal":
        kinds[(1, 1, 1)] = Kind.BRELAN_AS
        kinds[(2, 2, 1)] = Kind.NENETTE
    return kinds


@pytest.mark.parametrize("name", ORDERS)
def test_every_hand_has_the_kind_of_rules_md(name):
    table = RULE_SETS[name].table
    expected = expected_kinds(name)
    wrong = {
        hand: (kind, table[hand].kind)
        for hand, kind in expected.items()
        if table[hand].kind is not kind
    }
    assert not wrong, f"{name}: hand: (expected, got): {wrong}"


def test_1987_has_no_nenette_and_aces_brelan_is_a_plain_brelan():
    table = RULES_1987.table
    assert table[(1, 1, 1)].kind is Kind.BRELAN
    assert "brelan" in table[(1, 1, 1)].name
    assert table[(2, 2, 1)].kind is Kind.ORDINAIRE
    assert table[(2, 2, 1)].name == "coup quelconque 221"
    assert "nénette" not in table[(2, 2, 1)].name
    assert RULES_1987.nenette_penalty == 0
    assert not any(RULES_1987.is_nenette(hand) for hand in EVERY_HAND)


def test_pascal_nenette_is_2_2_1_only():
    assert RULES_PASCAL.table[(2, 2, 1)].kind is Kind.NENETTE
    assert RULES_PASCAL.table[(2, 2, 1)].name == "nénette"
    assert RULES_PASCAL.nenette_penalty == 2
    nenettes = [hand for hand in EVERY_HAND if RULES_PASCAL.is_nenette(hand)]
    assert nenettes == [(2, 2, 1)]


def test_pascal_names_of_special_hands():
    table = RULES_PASCAL.table
    assert table[(4, 2, 1)].name == "421"
    assert table[(1, 1, 1)].name == "brelan d'as"
    assert "6" in table[(6, 1, 1)].name and "fiche" in table[(6, 1, 1)].name
    assert "suite" in table[(6, 5, 4)].name


# --- rule sets by name ---------------------------------------------------------


def test_rule_set_numbers_from_rules_md():
    assert RULES_1987.tokens == 11
    assert (RULES_1987.min_players, RULES_1987.max_players) == (2, 2)
    assert RULES_1987.opener_fixes_throws is True
    assert RULES_PASCAL.tokens == 21
    assert (RULES_PASCAL.min_players, RULES_PASCAL.max_players) == (2, 8)
    assert RULES_PASCAL.opener_fixes_throws is False
    assert RULES_1987.max_throws == RULES_PASCAL.max_throws == 3


def test_fresh_pascal_rules_rank_like_the_default_ones():
    assert pascal_rules().table.rank == RULES_PASCAL.table.rank
    assert pascal_rules().table.value == RULES_PASCAL.table.value


def test_rules_built_apart_for_one_game_are_equal():
    """The journal, the command line and a worker each build the rules of a
    game: equal rules share what was worked out for them (caches by rules)."""
    from penel421.core.bareme import Bareme
    from penel421.core.rules import pascal_rules

    first, second = pascal_rules(Bareme(jetons=9)), pascal_rules(Bareme(jetons=9))
    assert first is not second and first == second and hash(first) == hash(second)
    assert first != pascal_rules(Bareme(jetons=9, suite=3))
    assert first.table != pascal_rules(Bareme(jetons=9, suite=3)).table

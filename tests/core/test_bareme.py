"""The pascal barème: defaults from README.md, changes, and refused values."""

from __future__ import annotations

import pytest

from penel421.core.bareme import Bareme, BaremeError, parse_pair
from penel421.core.rules import RULES_PASCAL, pascal_rules

FICHES = [(c, 1, 1) for c in range(2, 7)]
BRELANS = [(c, c, c) for c in range(2, 7)]
SUITES = [(6, 5, 4), (5, 4, 3), (4, 3, 2), (3, 2, 1)]

#: Words that only a French message would contain.
FRENCH = ("vaut un entier", "clé", "fichier", "écrivez", "section", "entier")


def assert_french(error: BaremeError) -> None:
    message = str(error)
    assert any(word in message for word in FRENCH), message


# --- defaults -----------------------------------------------------------------


def test_defaults_are_the_pascal_table_of_rules_md():
    value = pascal_rules(Bareme()).table.value
    assert value[(4, 2, 1)] == 10
    assert value[(1, 1, 1)] == 7
    for fiche in FICHES:
        assert value[fiche] == fiche[0]
    for brelan in BRELANS:
        assert value[brelan] == brelan[0]
    for suite in SUITES:
        assert value[suite] == 2
    assert value[(6, 5, 3)] == 1
    assert value[(5, 5, 3)] == 1
    assert value[(2, 2, 1)] == 1


def test_default_nenette_penalty_and_jetons():
    rules = pascal_rules(Bareme())
    assert rules.nenette_penalty == 2
    assert rules.tokens == 21
    assert RULES_PASCAL.nenette_penalty == 2
    assert RULES_PASCAL.tokens == 21


def test_pascal_rules_without_bareme_uses_the_defaults():
    assert pascal_rules().table.value == pascal_rules(Bareme()).table.value


# --- changing values ------------------------------------------------------------


def test_with_values_changes_the_values_of_the_table():
    bareme = Bareme().with_values([("421", "8"), ("fiches", "3")])
    value = pascal_rules(bareme).table.value
    assert value[(4, 2, 1)] == 8
    for fiche in FICHES:
        assert value[fiche] == 3
    # the rest keeps its default
    assert value[(1, 1, 1)] == 7
    for brelan in BRELANS:
        assert value[brelan] == brelan[0]
    assert value[(6, 5, 4)] == 2
    assert value[(6, 5, 3)] == 1


def test_with_values_leaves_the_original_bareme_alone():
    bareme = Bareme()
    bareme.with_values([("421", "8")])
    assert pascal_rules(bareme).table.value[(4, 2, 1)] == 10


@pytest.mark.parametrize(
    ("key", "text", "hands", "expected"),
    [
        ("brelan-as", "9", [(1, 1, 1)], 9),
        ("brelan_as", "9", [(1, 1, 1)], 9),
        ("brelans", "4", BRELANS, 4),
        ("fiche-5", "11", [(5, 1, 1)], 11),
        ("brelan-6", "12", [(6, 6, 6)], 12),
        ("suite", "3", SUITES, 3),
        ("ordinaire", "2", [(6, 5, 3), (5, 5, 3)], 2),
        ("  421 ", " 12 ", [(4, 2, 1)], 12),
        ("SUITE", "4", SUITES, 4),
    ],
)
def test_each_key_sets_its_hands(key, text, hands, expected):
    value = pascal_rules(Bareme().with_values([(key, text)])).table.value
    for hand in hands:
        assert value[hand] == expected, hand


def test_single_fiche_key_changes_only_that_fiche():
    value = pascal_rules(Bareme().with_values([("fiche-5", "11")])).table.value
    assert value[(5, 1, 1)] == 11
    assert value[(6, 1, 1)] == 6
    assert value[(4, 1, 1)] == 4
    assert value[(5, 5, 5)] == 5


def test_ranking_does_not_change_with_the_values():
    default_rank = pascal_rules().table.rank
    changed = Bareme().with_values(
        [
            ("421", "1"),
            ("brelan-as", "99"),
            ("fiches", "1"),
            ("brelans", "50"),
            ("suite", "60"),
            ("ordinaire", "70"),
            ("nenette", "0"),
        ]
    )
    assert pascal_rules(changed).table.rank == default_rank
    assert pascal_rules(changed).table.value != pascal_rules().table.value


def test_nenette_penalty_and_jetons_flow_into_the_rules():
    rules = pascal_rules(Bareme().with_values([("nenette", "5"), ("jetons", "30")]))
    assert rules.nenette_penalty == 5
    assert rules.tokens == 30
    assert rules.is_nenette((2, 2, 1))


def test_accented_nenette_key_is_accepted():
    rules = pascal_rules(Bareme().with_values([("nénette", "3")]))
    assert rules.nenette_penalty == 3


def test_nenette_penalty_may_be_zero():
    rules = pascal_rules(Bareme().with_values([("nenette", "0")]))
    assert rules.nenette_penalty == 0


def test_fixed_throws_variant():
    assert pascal_rules(fixed_throws=True).opener_fixes_throws is True
    assert pascal_rules().opener_fixes_throws is False


# --- refused values ---------------------------------------------------------------


def test_unknown_key_is_refused_in_french():
    with pytest.raises(BaremeError, match="inconnue") as caught:
        Bareme().with_values([("quinte", "3")])
    assert "quinte" in str(caught.value)
    assert_french(caught.value)


@pytest.mark.parametrize(
    ("key", "text"),
    [
        ("421", "huit"),  # not a number
        ("421", "8.5"),  # not an integer
        ("421", "8 jetons"),
        ("421", "-3"),  # negative
        ("nenette", "-1"),
        ("421", "0"),  # zero not allowed
        ("fiches", "0"),
        ("suite", "0"),
        ("ordinaire", "0"),
        ("jetons", "0"),
        ("421", "100"),  # too big
        ("brelans", "1000"),
        ("jetons", "1000"),
        ("jetons", "99999999999999999999"),
        ("421", "５"),  # non-ASCII digits
        ("421", "٣"),
        ("421", "²"),
        ("421", ""),  # empty
        ("421", "   "),
    ],
)
def test_bad_values_are_refused_in_french(key, text):
    with pytest.raises(BaremeError) as caught:
        Bareme().with_values([(key, text)])
    message = str(caught.value)
    assert f"{key} vaut un entier de " in message and f"pas « {text.strip()} »" in message
    assert "'" not in message, "quoted the French way"
    assert_french(caught.value)


def test_big_but_allowed_values():
    rules = pascal_rules(Bareme().with_values([("421", "99"), ("jetons", "999")]))
    assert rules.table.value[(4, 2, 1)] == 99
    assert rules.tokens == 999


def test_bareme_error_is_a_value_error():
    # so that callers catching ValueError also catch a bad barème
    assert issubclass(BaremeError, ValueError)


# --- KEY=VALUE items ------------------------------------------------------------


def test_parse_pair_splits_key_and_value():
    assert parse_pair("421=8") == ("421", "8")
    key, text = parse_pair("fiches=3")
    assert pascal_rules(Bareme().with_values([(key, text)])).table.value[(6, 1, 1)] == 3


@pytest.mark.parametrize("item", ["421", "4218", "", "=8"])
def test_parse_pair_refuses_items_without_key_and_equals(item):
    with pytest.raises(BaremeError) as caught:
        parse_pair(item)
    assert "CLÉ=VALEUR" in str(caught.value)
    assert_french(caught.value)

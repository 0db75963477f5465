"""The solvers' sums: the same bits on every Python (3.12 changed sum())."""

from fractions import Fraction

from penel421.solve.turn.adding import add_up


def test_floats_are_added_one_after_the_other_as_the_shipped_tables_were():
    # compensated summation (sum() from Python 3.12) would give 1.0 here
    assert add_up([1e16, 1.0, -1e16]) == 0.0
    assert add_up([0.1] * 10) == 0.9999999999999999


def test_exact_values_and_a_start_are_kept():
    assert add_up([Fraction(1, 3)] * 3, Fraction(0)) == 1
    assert add_up([], 0.0) == 0.0 and add_up(iter([2, 3])) == 5

"""Dice sources: seeded fair dice and scripted faces."""

from __future__ import annotations

from collections import Counter

import pytest

from penel421.core.dice import THROWS, DiceExhausted, FastDice, ScriptedDice, SeededDice


def rolls(dice: SeededDice, counts: list[int]) -> list[tuple[int, ...]]:
    return [dice.roll(count) for count in counts]


# --- SeededDice -----------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 421, 1987])
def test_same_seed_same_sequence(seed):
    counts = [3, 2, 1, 3, 3, 1, 2] * 20
    assert rolls(SeededDice(seed), counts) == rolls(SeededDice(seed), counts)


def test_different_seeds_give_different_games():
    counts = [3] * 50
    assert rolls(SeededDice(1), counts) != rolls(SeededDice(2), counts)


@pytest.mark.parametrize("count", [0, 1, 2, 3])
def test_roll_returns_count_faces(count):
    faces = SeededDice(7).roll(count)
    assert isinstance(faces, tuple)
    assert len(faces) == count


def test_faces_are_1_to_6_and_all_of_them_come_up():
    dice = SeededDice(12345)
    seen = []
    for _ in range(2000):
        faces = dice.roll(3)
        assert all(isinstance(f, int) and 1 <= f <= 6 for f in faces), faces
        seen.extend(faces)
    assert set(seen) == {1, 2, 3, 4, 5, 6}
    # fair dice: each face about a sixth of 6000 throws
    for face in range(1, 7):
        assert 800 < seen.count(face) < 1200, (face, seen.count(face))


# --- FastDice -------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 421, 2**40 + 3])
def test_fast_dice_same_seed_same_sequence(seed):
    counts = [3, 2, 1, 3, 3, 1, 2] * 20
    assert rolls(FastDice(seed), counts) == rolls(FastDice(seed), counts)
    assert rolls(FastDice(seed), counts) != rolls(FastDice(seed + 1), counts)


@pytest.mark.parametrize("count", [0, 1, 2, 3])
def test_fast_dice_roll_count_faces(count):
    for _ in range(50):
        faces = FastDice(7).roll(count)
        assert isinstance(faces, tuple) and len(faces) == count
        assert all(type(f) is int and 1 <= f <= 6 for f in faces)


def test_fast_dice_throw_every_combination_about_equally():
    dice = FastDice(12345)
    seen = Counter(dice.roll(3) for _ in range(216 * 100))
    assert set(seen) == set(THROWS)
    # 100 expected each; a fair die stays well within 100 ± 50
    assert 50 < min(seen.values()) and max(seen.values()) < 150
    faces = Counter(dice.roll(1)[0] for _ in range(6000))
    assert all(800 < faces[f] < 1200 for f in range(1, 7)), faces


# --- ScriptedDice ---------------------------------------------------------------


def test_scripted_dice_return_the_script_in_order():
    dice = ScriptedDice([4, 2, 1, 6, 6, 5])
    assert dice.roll(3) == (4, 2, 1)
    assert dice.roll(1) == (6,)
    assert dice.roll(2) == (6, 5)


def test_left_counts_down():
    dice = ScriptedDice([1, 2, 3, 4, 5])
    assert dice.left == 5
    dice.roll(2)
    assert dice.left == 3
    dice.roll(0)
    assert dice.left == 3
    dice.roll(3)
    assert dice.left == 0


def test_scripted_dice_accept_any_iterable():
    dice = ScriptedDice(iter((3, 3, 3)))
    assert dice.left == 3
    assert dice.roll(3) == (3, 3, 3)


def test_exhausted_script_raises():
    dice = ScriptedDice([4, 2, 1, 5])
    dice.roll(3)
    with pytest.raises(DiceExhausted):
        dice.roll(2)
    # the refused throw consumed nothing
    assert dice.left == 1
    assert dice.roll(1) == (5,)
    with pytest.raises(DiceExhausted):
        dice.roll(1)


def test_empty_script_raises_at_first_throw():
    with pytest.raises(DiceExhausted):
        ScriptedDice([]).roll(3)


@pytest.mark.parametrize("faces", [[0], [7], [-1], [4, 2, 1, 0], [1, 2, 9, 3], [2.5], ["4"]])
def test_faces_outside_1_to_6_are_refused_at_construction(faces):
    with pytest.raises(ValueError):
        ScriptedDice(faces)

"""What a session of a game cannot have, refused by the spec before anything is made."""

from __future__ import annotations

import pytest

from penel421.games import find_game
from penel421.specs import (
    NotInGame,
    NumberedRealDice,
    NumberOutOfRange,
    check_game,
    check_session,
)

GAME_1987, PASCAL = find_game("1987"), find_game("pascal")


@pytest.mark.parametrize("asked, part", [
    ({"players": True, "computers": True, "fixed_throws": True, "bareme": True}, "players"),
    ({"computers": True, "fixed_throws": True, "bareme": True}, "computers"),
    ({"fixed_throws": True, "bareme": True}, "fixed_throws"),
    ({"bareme": True}, "bareme"),
])
def test_the_1987_game_refuses_the_parts_it_does_not_have_the_first_first(asked, part):
    with pytest.raises(NotInGame) as refused:
        check_session(GAME_1987, number=0, real_dice=True, **asked)
    assert refused.value.part == part
    assert refused.value.kind is GAME_1987
    assert refused.value.others == ("pascal",)


def test_a_refusal_says_why_in_french():
    with pytest.raises(NotInGame, match="^le jeu de 1987 se joue seul contre l'ordinateur$"):
        check_session(GAME_1987, computers=True)
    with pytest.raises(NotInGame, match="^le jeu de 1987 n'a qu'un barème et qu'une façon de "
                                        "compter les lancers$"):
        check_game(GAME_1987, bareme=True)


def test_the_pascal_game_has_every_part():
    check_session(PASCAL, players=True, computers=True, fixed_throws=True, bareme=True,
                  number=2**62)
    check_game(PASCAL, fixed_throws=True, bareme=True)


def test_real_dice_have_no_number():
    with pytest.raises(NumberedRealDice, match="^de vrais dés ne se rejouent pas$"):
        check_session(PASCAL, number=3, real_dice=True)
    check_session(PASCAL, real_dice=True)


@pytest.mark.parametrize("number", [0, 32768])
def test_a_number_the_game_does_not_have_is_refused(number):
    with pytest.raises(NumberOutOfRange) as refused:
        check_session(GAME_1987, number=number)
    assert str(refused.value) == (f"une partie a un numéro de 1 à 32767 (comme RANDOMIZE dans "
                                  f"le listing), pas {number}")
    assert refused.value.number == number
    check_session(GAME_1987, number=32767)

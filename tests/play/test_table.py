"""Who sits at the table: seats_from and seats_1987, case by case."""

from __future__ import annotations

import pytest

from penel421.play.table import MAX_NAME, Seat, seats_1987, seats_from
from penel421.strategies import DEFAULT_LEVEL

CASES = [
    # (players, computers, level) -> seats
    (((), None, "expert"), [Seat("Vous"), Seat("Ordi 1", "expert"), Seat("Ordi 2", "expert")]),
    ((("Alice",), None, "classic"), [Seat("Alice"), Seat("Ordi 1", "classic")]),
    ((("Alice", "Bob"), None, "expert"), [Seat("Alice"), Seat("Bob")]),
    ((("Alice", "Bob"), 1, "classic"), [Seat("Alice"), Seat("Bob"), Seat("Ordi 1", "classic")]),
    ((("Alice",), 0, "expert"), None),  # one player alone: refused below
    ((("Alice", "ordi:Marcel"), None, "classic"), [Seat("Alice"), Seat("Marcel", "classic")]),
    ((("Alice", "ordi:Expert"), None, "classic"), [Seat("Alice"), Seat("expert", "expert")]),
    ((("Alice", "monrobot:fabrique"), None, "expert"),
     [Seat("Alice"), Seat("monrobot", "monrobot:fabrique")]),
    ((("Alice", "ordi:bots.fort:make"), None, "expert"),
     [Seat("Alice"), Seat("fort", "bots.fort:make")]),
    ((("ordi:classic", "Alice", "ordi:CLASSIC"), None, "expert"),
     [Seat("classic 1", "classic"), Seat("Alice"), Seat("classic 2", "classic")]),
]


@pytest.mark.parametrize(("given", "seats"), [c for c in CASES if c[1] is not None])
def test_the_table_from_the_command_line(given, seats):
    assert seats_from(*given) == seats


@pytest.mark.parametrize(("players", "computers", "says"), [
    (("Alice",), 0, "de 2 à 8 joueurs"),
    ((), 8, "de 2 à 8 joueurs"),
    (("Alice", "alice"), 0, "même nom"),
    (("Ordi 1",), None, "même nom"),
    (("",), None, "vide"),
    (("x" * (MAX_NAME + 1),), None, f"de 1 à {MAX_NAME} caractères"),
    (("Al\tice",), None, "imprimables"),
])
def test_a_table_that_cannot_be_is_refused_in_french(players, computers, says):
    with pytest.raises(ValueError, match=says):
        seats_from(players, computers)


def test_people_have_no_spec_and_computers_play_the_default_level():
    seats = seats_from(("Alice",), None)
    assert [seat.human for seat in seats] == [True, False]
    assert seats[1].spec == DEFAULT_LEVEL


def test_the_1987_table_is_you_against_the_computer_at_a_level_or_a_bot():
    assert seats_1987((), None, "classic") == [Seat("VOUS"), Seat("ORDINATEUR", "classic")]
    assert seats_1987((), None, "monrobot:fabrique")[1].spec == "monrobot:fabrique"
    with pytest.raises(ValueError, match="seul contre l'ordinateur"):
        seats_1987((), 1)

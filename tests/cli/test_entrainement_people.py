"""Whose cards a session asks: by default the last person who played with the
journal, said on its first line; ``--joueur`` another; each card says whose
it is; one person whatever the case of their name; the next session's cards
in the same order at every call of a day."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner
from kept_games import Random, keep_game

from penel421.cli import main
from penel421.core.rules import RULES_1987
from penel421.play.table import Seat
from penel421.strategies.experts import make_expert


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def play_1987(path, name: str, number: int) -> None:
    keep_game(path, "1987", [Seat(name), Seat("ORDINATEUR", "expert")],
              [Random(number), make_expert(RULES_1987)], number)


def play_pascal(path, names: list[str], number: int) -> None:
    keep_game(path, "pascal", [*(Seat(n) for n in names), Seat("Ordi 1", "classic")],
              [Random(number + i) for i in range(len(names) + 1)], number)


@pytest.fixture
def two_people(fresh_journal):
    play_pascal(fresh_journal, ["Alice"], 40)
    play_pascal(fresh_journal, ["Alice"], 41)
    play_pascal(fresh_journal, ["Bob"], 42)  # Bob played last
    return fresh_journal


@pytest.mark.slow  # three games weighed
def test_a_session_is_the_last_persons_and_says_so_unless_another_is_named(two_people):
    found = json.loads(run("entrainement", "--json").stdout)
    assert found["rules"] == "pascal" and found["people"] == ["bob"]
    own = [card for card in found["next"] if not card["starter"]]
    assert own and {card["person"] for card in own} == {"Bob"}
    asked = run("entrainement", input="q\no\n")
    text = " ".join(asked.stdout.split())
    assert "Séance de Bob, la dernière personne qui a joué avec ce journal" in text
    assert "Position de Bob, de la partie" in text  # his costliest card first
    assert "Votre position" not in text and "Position d'Alice" not in text
    alice = json.loads(run("entrainement", "--json", "--joueur", "alice").stdout)
    assert alice["people"] == ["alice"]
    own = [card for card in alice["next"] if not card["starter"]]
    assert own and {card["person"] for card in own} == {"Alice"}


@pytest.mark.slow  # a hot-seat game weighed
def test_a_card_of_a_hot_seat_game_says_whose_position_it_is(fresh_journal):
    play_pascal(fresh_journal, ["Alice", "Bob"], 7)
    play_pascal(fresh_journal, ["Alice", "Bob"], 8)
    shown = run("entrainement", "--rules", "pascal", "--joueur", "Alice", input="q\no\n")
    assert shown.exit_code == 0, shown.output
    text = " ".join(shown.stdout.split())
    assert "Position d'Alice, de la partie" in text
    assert "Bob, de la partie" not in text


@pytest.mark.slow  # two games weighed
def test_vous_of_1987_and_vous_of_pascal_are_one_person(fresh_journal):
    play_1987(fresh_journal, "VOUS", 40)
    play_pascal(fresh_journal, ["Vous"], 9)
    refused = run("entrainement", "--joueur", "Personne")
    assert refused.exit_code == 2
    assert "(personnes : Vous)" in " ".join(refused.output.split())
    for name in ("vous", "VOUS", "Vous"):
        found = json.loads(run("entrainement", "--json", "--joueur", name).stdout)
        assert found["people"] == ["vous"]
    listed = " ".join(run("parties").stdout.split())
    assert "Vous (1987) :" in listed and "Vous (pascal) :" in listed
    assert "Vous, Ordinateur (expert)" in listed and "VOUS" not in listed


@pytest.mark.slow  # three games weighed
def test_the_next_sessions_cards_are_in_the_same_order_at_every_call(two_people):
    def next_cards() -> list[tuple[object, ...]]:
        found = json.loads(run("entrainement", "--json", "--cartes", "12").stdout)
        return [(card["card"], card["position"]["dice"], card["herring"])
                for card in found["next"]]
    first = next_cards()
    assert any(herring for *_, herring in first[1:])  # herrings are drawn into places
    assert all(next_cards() == first for _ in range(3))
    assert re.search(r"\d", json.dumps(first))

"""The French of the training's and the charge's sentences: a class in words
after its figure, one card of the starter deck is « l'autre », a person spared
by the charge is told they won."""

from __future__ import annotations

import io

import pytest

from penel421.console.terminal import Terminal
from penel421.console.voices.game1987 import Voice1987
from penel421.console.voices.pascal import VoicePascal
from penel421.core.rules import RULES_1987, pascal_rules
from penel421.core.seat import Seat
from penel421.strategies.worth import SCALE_JETONS


def voice(kind):
    out = io.StringIO()
    terminal = Terminal(out=out, inp=io.StringIO(""), echo=True)
    if kind is Voice1987:
        return kind(terminal, RULES_1987, [Seat("VOUS"), Seat("ORDINATEUR", "expert")]), out
    return kind(terminal, pascal_rules(), [Seat("Vous"), Seat("Ordi", "expert")]), out


@pytest.mark.parametrize(("loss", "words"), [(0.3, "une imprécision (?!)"),
                                             (1.07, "une erreur (?)"),
                                             (2.0, "une grosse erreur (??)")])
def test_a_missed_card_says_its_class_in_words_never_a_mark_and_a_point(loss, words):
    pascal, out = voice(VoicePascal)
    pascal.training.missed(SCALE_JETONS, loss)
    said = " ".join(out.getvalue().split())
    assert said.endswith(f"jeton{'s' if loss >= 2 else ''} : {words}.")
    assert "?." not in said and "?!." not in said


@pytest.mark.parametrize("kind", [VoicePascal, Voice1987])
def test_one_card_of_the_starter_deck_is_the_other(kind):
    shown, out = voice(kind)
    shown.training.cards(10, 9)
    shown.training.cards(10, 8)
    said = " ".join(out.getvalue().split()).casefold()
    assert "9 de vos parties, l'autre du paquet de depart" in said.replace("é", "e")
    assert "8 de vos parties, les autres du paquet de depart" in said.replace("é", "e")


def test_a_person_spared_by_the_charge_is_told_they_won():
    from click.testing import CliRunner

    from penel421.cli import main

    result = CliRunner().invoke(main, ["--rules", "pascal", "--seed", "137", "--no-journal",
                                       "--no-color", "-p", "Vous", "-c", "3"],
                                input="0\n" * 300 + "n\n")
    said = " ".join(result.output.split())
    assert ("Ordi 2 et vous n'avez pris aucun jeton pendant la charge et quittez la partie : "
            "vous avez gagné !") in said

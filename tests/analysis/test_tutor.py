"""``--tuteur`` in a real pseudo-terminal: before a person's error, the loss
and the better choice, then O/N; N asks again, O plays the choice; without
``--tuteur`` the same answer is played at once."""

from __future__ import annotations

import re

import pytest
from in_a_terminal import OPENER, RELANCER, finish, spawn

from penel421.analysis.weigh import weigh
from penel421.core.state import GameState, TurnView
from penel421.games import find_game

pytestmark = [pytest.mark.slow]

PASCAL_YOU = r"Relancer quels dés \? \(1 2 3, 0 = garder\) "


def first_error(game: str, players: int = 2):
    """The first game number whose first throw allows an error (a loss of at
    least the « erreur » threshold), and that error's answer and weighing:
    the opener (seat 0, against computers) at his first throw."""
    kind = find_game(game)
    rules = kind.rules()
    for number in range(1, 500):
        dice = kind.dice(number).roll(3)
        view = TurnView(rules, GameState.start(rules, players), 0, tuple(range(players)), (),
                        dice, 1, 3)
        weighing = weigh(view)
        worst = weighing.options[-1]
        if weighing.loss(worst.keep) >= weighing.scale.error_threshold:
            typed = "".join(map(str, worst.rethrow(dice))) or "0"
            return number, typed, weighing
    raise AssertionError("no error possible at a first throw")


def test_the_1987_tutor_speaks_in_capitals_and_asks_again_after_n():
    number, typed, weighing = first_error("1987")
    answer = typed + ("." if typed != "0" else "")
    child = spawn("--seed", str(number), "--tuteur")
    child.expect(OPENER)
    child.sendline("1")
    child.expect(RELANCER)
    child.sendline(answer)
    child.expect(r"CONFIRMER CE CHOIX \(O/N\) \? ")
    shown = child.before
    loss = f"{100 * (weighing.best.value - weighing.options[-1].value):.1f}".replace(".", ",")
    assert f"TUTEUR : CE CHOIX VOUS COUTE {loss} POINTS" in shown
    assert "MIEUX : " in shown
    lines = [line for line in re.sub(r"\x1b\[[0-9;]*m", "", shown).splitlines() if line]
    assert all(len(line) <= 40 and line == line.upper() for line in lines[1:])
    child.sendline("n")
    child.expect(RELANCER)  # asked again: nothing thrown
    child.sendline(answer)
    child.expect(r"CONFIRMER CE CHOIX \(O/N\) \? ")
    child.sendline("o")
    if typed == "0":
        child.expect("VOUS AVEZ JOUE EN 1 LANCER")
    else:
        child.expect("VOUS, LANCER 2 SUR 3 :")
    child.expect([RELANCER, OPENER, "PIOCHE"])
    child.sendcontrol("d")
    finish(child)


def test_without_the_tutor_the_same_error_is_played_at_once():
    number, typed, _ = first_error("1987")
    child = spawn("--seed", str(number))
    child.expect(OPENER)
    child.sendline("1")
    child.expect(RELANCER)
    child.sendline(typed + ("." if typed != "0" else ""))
    child.expect(["VOUS, LANCER 2 SUR 3 :", "VOUS AVEZ JOUE EN 1 LANCER"])
    assert "TUTEUR" not in child.before
    child.sendcontrol("d")
    screen, _ = finish(child)
    assert "TUTEUR" not in screen and "CONFIRMER" not in screen


def french(value: float, decimals: int) -> str:
    return f"{value:.{decimals}f}".replace(".", ",")


@pytest.mark.parametrize("computers", [1, 2, 3])
def test_the_pascal_tutor_shows_the_loss_and_the_better_choice(computers):
    """Two and three players: the loss in points of the chance of not losing
    the game (the solved games); four: in jetons of the round."""
    number, typed, weighing = first_error("pascal", 1 + computers)
    child = spawn("--rules", "pascal", "--seed", str(number), "--tuteur", "-p", "Alice",
                  "-c", str(computers))
    child.expect(PASCAL_YOU)
    child.sendline(typed)
    child.expect(r"Confirmer ce choix \? \(o/n\) ")
    shown = " ".join(re.sub(r"\x1b\[[0-9;]*m", "", child.before).split())
    best, chosen = weighing.best.value, weighing.options[-1].value
    if computers <= 2:
        assert (f"Tuteur : ce choix vous coûte {french(100 * (best - chosen), 1)} points de "
                f"chance de ne pas perdre la partie : {french(100 * chosen, 1)} % au lieu de "
                f"{french(100 * best, 1)} %.") in shown
    else:
        def signed(value):  # a figure of jetons, with its unit: a cost is a minus
            unit = "jetons" if abs(round(value, 2)) >= 2 else "jeton"
            return ("+" if value >= 0 else "−") + french(abs(value), 2) + " " + unit
        assert (f"Tuteur : ce choix vous coûte {french(best - chosen, 2)} jeton en moyenne : "
                f"{signed(chosen)} attendus au lieu de {signed(best)}.") in shown
    assert "Mieux : " in shown and weighing.best.words in shown
    child.sendline("N")
    child.expect(PASCAL_YOU)
    child.sendline(typed)
    child.expect(r"Confirmer ce choix \? \(o/n\) ")
    child.sendline("o")
    child.expect(["Lancer 2 :", "Ordi 1"])
    child.sendcontrol("c")
    screen, _ = finish(child)
    assert "Traceback" not in screen


@pytest.mark.parametrize("game", ["1987", "pascal"])
def test_q_at_the_tutors_question_offers_to_quit_as_everywhere(game, fresh_journal):
    number, typed, _ = first_error(game)
    if game == "1987":
        child = spawn("--seed", str(number), "--tuteur")
        child.expect(OPENER)
        child.sendline("1")
        child.expect(RELANCER)
        child.send(typed + ("." if typed != "0" else ""))
        confirm, quit_prompt = r"CONFIRMER CE CHOIX \(O/N\) \? ", r"QUITTER LE JEU \(O/N\) \? "
    else:
        child = spawn("--rules", "pascal", "--seed", str(number), "--tuteur", "-p", "Alice",
                      "-c", "1")
        child.expect(PASCAL_YOU)
        child.sendline(typed)
        confirm, quit_prompt = r"Confirmer ce choix \? \(o/n\) ", r"Quitter le jeu \? \(o/n\) "
    child.expect(confirm)
    child.send("q" if game == "1987" else "q\r")
    child.expect(quit_prompt)  # never « répondez O ou N »
    assert "REPONDEZ" not in child.before.upper()
    child.send("n" if game == "1987" else "n\r")
    child.expect(confirm)  # not quitting: the tutor's question again
    child.send("q" if game == "1987" else "q\r")
    child.expect(quit_prompt)
    child.send("o" if game == "1987" else "o\r")
    screen, status = finish(child)
    assert status == 0
    assert "penel421 reprendre" in screen  # left in the middle: the game is kept

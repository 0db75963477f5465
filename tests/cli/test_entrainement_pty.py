"""The training at a real keyboard: the 1987 keys one by one, wrong keys
refused with the marks kept, ``?`` explained, a pause between cards,
Ctrl-C and then a new session with nothing lost; pascal in lines."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from in_a_terminal import IN_A_TERMINAL, RELANCER, finish, spawn_penel421

from penel421.cli import main
from penel421.journal.store import Journal

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

PAUSE = "TAPEZ UNE TOUCHE POUR CONTINUER."


def readme_game() -> None:
    result = CliRunner().invoke(main, ["--seed", "20"], input="1\n13.\n0\n3.\n0\n123.\n13.\nN\n")
    assert result.exit_code == 0, result.output


def answers(path) -> list[tuple]:
    with Journal.open(path) as journal:
        return journal.db.execute("SELECT card, answer, right FROM answers ORDER BY id").fetchall()


def test_keys_one_by_one_wrong_ones_refused_marks_kept_then_ctrl_c_loses_nothing(
        fresh_journal):
    readme_game()
    child = spawn_penel421("entrainement", "--cartes", "4", rows=25, cols=40)
    child.expect_exact("------------ CARTE 1 SUR 4 -------------")
    child.expect_exact(" 1:[1] 2:[6] 3:[1]  6 ET DEUX AS")
    child.expect(RELANCER)
    child.send("1")
    child.expect_exact("1")
    child.send("5")  # no die 5: refused, the 1 kept
    child.expect_exact("? PAS DE DE 5 : LES DES SONT 1, 2, 3.")
    child.expect_exact("RELANCER (1,2,3 OU 0) ? 1")
    child.send("?")  # no advice during a card: said so, the 1 kept
    child.expect_exact("PAS DE CONSEIL PENDANT UNE CARTE :")
    child.expect_exact("LA REPONSE VIENT APRES LA VOTRE.")
    child.expect_exact("RELANCER (1,2,3 OU 0) ? 1")
    child.send("3")
    child.expect_exact("3")
    child.send(".")
    child.expect_exact("RATE : CE CHOIX COUTE 23,2 POINTS (??).")
    child.expect_exact("ELLE REVIENT PLUS LOIN DANS CETTE")  # missed: asked again later
    child.expect_exact(PAUSE)  # the reveal stays until a key
    child.send("x")
    child.expect_exact("------------ CARTE 2 SUR 4 -------------")
    child.expect(RELANCER)
    child.send("0")  # answered at once, without Enter
    child.expect("A REVOIR DANS|ELLE REVIENT PLUS LOIN")
    child.expect_exact(PAUSE)
    child.send("x")
    child.expect(RELANCER)
    child.send("1")
    child.sendintr()  # Ctrl-C with a die marked: that card is not answered
    screen, status = finish(child)
    assert status == 130 and "Traceback" not in screen
    assert screen.rstrip().endswith("AU REVOIR.")
    assert "BONNES REPONSES : " in screen and " SUR 2." in screen
    assert all(len(line) <= 40 for line in screen.splitlines())
    before = answers(fresh_journal)
    assert [answer for _, answer, _ in before] == ["13", "0"]
    # a new session: the two cards answered are not due today, the third is asked
    child = spawn_penel421("entrainement", "--cartes", "1", rows=25, cols=40)
    child.expect(RELANCER)
    child.send("0")
    if child.expect_exact(["FIN DE L'ENTRAINEMENT", PAUSE]):  # missed: it would come back
        child.send("x")
        child.expect(RELANCER)
        child.send("q")
        child.expect_exact("QUITTER L'ENTRAINEMENT (O/N) ? ")
        child.send("o")
        child.expect_exact("FIN DE L'ENTRAINEMENT")
    screen, status = finish(child)
    assert status == 0
    after = answers(fresh_journal)
    assert after[:2] == before and len(after) == 3
    assert after[2][0] not in {card for card, _, _ in before}


def test_q_asks_then_leaves_and_ctrl_d_leaves(fresh_journal):
    readme_game()
    child = spawn_penel421("entrainement", rows=25, cols=40)
    child.expect(RELANCER)
    child.send("q")
    child.expect_exact("QUITTER L'ENTRAINEMENT (O/N) ? ")
    child.send("n")
    child.expect(RELANCER)
    child.send("0")
    child.expect_exact(PAUSE)
    child.send(" ")
    child.expect(RELANCER)
    child.sendeof()
    screen, status = finish(child)
    assert status == 0 and screen.rstrip().endswith("AU REVOIR.")
    assert len(answers(fresh_journal)) == 1


def test_pascal_cards_are_asked_in_lines_with_wrong_answers_refused(fresh_journal):
    child = spawn_penel421("entrainement", "--rules", "pascal", "--cartes", "2")
    child.expect_exact("── Carte 1 sur 2 ──")
    child.expect_exact("Relancer quels dés ? (1 2 3, 0 = garder) ")
    child.sendline("4")
    child.expect_exact("il n'y a pas de dé 4 : les dés sont 1, 2 et 3")
    child.sendline("?")
    child.expect_exact("Pas de conseil pendant une carte")
    child.sendline("0")
    child.expect("(Juste|Raté)")
    child.expect_exact("Appuyez sur Entrée pour continuer.")
    child.sendline("")
    child.expect_exact("── Carte 2 sur 2 ──")
    child.sendline("0")
    if child.expect(["Fin de l'entraînement", "Appuyez sur Entrée pour continuer."]):
        child.sendline("")  # a card missed comes back: left with q
        child.expect_exact(" (bis) ──")
        child.expect_exact("Relancer quels dés ? (1 2 3, 0 = garder) ")
        child.sendline("q")
        child.expect_exact("Quitter l'entraînement ? (o/n) ")
        child.sendline("o")
        child.expect_exact("Fin de l'entraînement")
    screen, status = finish(child)
    assert status == 0 and screen.rstrip().endswith("À bientôt !")
    assert len(answers(fresh_journal)) == 2

"""Why, on the screen where one plays: the reason after the advice and the
tutor, in the 1987 game's 40-column capitals and at the pascal terminal's
width (transcripts at 40 and 80 columns, answers inline in braces)."""

# a transcript line is as long as the screen line it stands for
# ruff: noqa: E501

from __future__ import annotations

import io
import re
from itertools import product
from pathlib import Path

import pytest
from click.testing import CliRunner

from penel421.analysis.reasons import reason_for
from penel421.cli import main
from penel421.console.console1987 import Console1987
from penel421.console.terminal import Terminal
from penel421.console.voices.game1987 import WIDTH
from penel421.core.bareme import Bareme
from penel421.core.dice import ScriptedDice
from penel421.core.rules import RULES_1987
from penel421.core.seat import Seat
from penel421.core.state import GameState, Played, TurnView
from penel421.play.session import Session
from penel421.specs import GameSpec, SessionSpec
from penel421.strategies.experts import expert_for

MANUAL = (Path(__file__).resolve().parents[2] / "docs" / "manuel.md").read_text("utf-8")
ANSWER = re.compile(r"\{([^{}]*)\}")


def replay(spec: SessionSpec, transcript: str, faces: str) -> None:
    """Play ``spec`` answered as ``transcript`` is, with these dice: its screen
    must be the transcript."""
    answers = ANSWER.findall(transcript)
    out, inp = io.StringIO(), io.StringIO("".join(a + "\n" for a in answers))
    terminal = Terminal(out=out, inp=inp, color=False, echo=True)
    dice = ScriptedDice([int(c) for c in faces if c.isdigit()])
    Session.open(spec, terminal, dice_for=lambda number: dice).play()
    assert out.getvalue().splitlines() == ANSWER.sub(r"\1", transcript).splitlines()
    assert inp.read() == "" and dice.left == 0


def test_the_manuals_tutor_is_what_the_1987_game_prints():
    section = MANUAL.split("### Le tuteur")[1]
    shown = re.search(r"```text\n(.*?)```", section, re.S).group(1)
    played = CliRunner().invoke(main, ["--seed", "20", "--tuteur", "--no-color",
                                       "--no-journal"], input="1\n13.\nN\n0\n" + "0\n" * 30)
    assert shown in played.output


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_every_1987_reason_fits_the_listings_screen():
    """Every reason of the second player's and the opener's first decisions,
    as the 1987 screen prints it: capitals without accents, 40 columns, no
    word cut, six lines at most (a quarter of the screen)."""
    state = GameState.start(RULES_1987, 2)
    views = [TurnView(RULES_1987, state, 0, (0, 1), (), dice, throws, 3)
             for dice in product(range(1, 7), repeat=3) for throws in (1, 2)
             if dice[0] >= dice[1] >= dice[2]]
    views += [TurnView(RULES_1987, state, 1, (0, 1), (Played(0, opener, 2),), dice, 1, 2)
              for opener in [(6, 5, 1), (4, 2, 1), (2, 1, 1), (5, 5, 5), (6, 4, 3)]
              for dice in product(range(1, 7), repeat=3) if dice[0] >= dice[1] >= dice[2]]
    for view in views:
        reason = reason_for(expert_for(RULES_1987).worth(view), view)
        if reason is None:
            continue
        out = io.StringIO()
        Console1987(Terminal(out=out, color=False)).voice.say_reason(reason, "title")
        lines = out.getvalue().splitlines()
        # the factor, its part and the net, and the answer to a better
        # figure: a quarter of the 25 rows at most
        assert 1 <= len(lines) <= 6, lines
        assert lines[0].startswith("POURQUOI : ")
        for line in lines:
            assert len(line) <= WIDTH and line == line.upper() and line.isascii(), line
        assert " ".join(lines).split() == f"POURQUOI : {reason.capitals}".split()


#: You against the computer, 2 jetons.  Round 1: ``?`` gives the advice and
#: why (a fiche is worth more than what keeping a 6 makes); keeping the 6-5-3
#: is an error of 13,3 points: the tutor says it and why (the round is won
#: less often), ``n`` asks again, ``o`` plays it; the computer's 6-5-5 wins,
#: you take 1 jeton.  Round 2, opened by its loser: the computer's 421 beats
#: your brelan, you take the last jeton (10 were due), the computer, with
#: none, leaves: you lost.  Then your game at a glance: the costliest choice
#: and why, the worst and best throws (the computer's 421 is your worst),
#: the verdict by its rule (the dice took 36,6 points, at least twice the
#: 13,3 your choices cost: mostly the dice), and what a point is.
SCREEN_80 = """\
421 — règles de bar (pascal)
Joueurs, dans l'ordre : Vous, Ordi (ordinateur).
2 jetons au pot. Charge : le perdant de chaque manche en prend au pot.
Décharge, une fois le pot vide : le gagnant donne des jetons au perdant.
Le dernier à garder des jetons a perdu.
Barème : jetons = 2, le reste habituel.
Pour relancer, tapez les numéros des dés (par exemple 13) ; 0 les garde tous.
À chaque question : aide, q pour quitter, ? pour le conseil de l'expert.
Tirage 3 des dés (--seed 3 le rejoue).

══ Manche 1 · charge · pot : 2 ══
▶ À vous de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[5] 3:[3]  main ordinaire 653
  Relancer quels dés ? (1 2 3, 0 = garder) {?}
  Conseil : 123 (tout relancer).
  Manche, chacun jouant ensuite comme l'expert : 31,3 % de la gagner, 68,7 % de
    la perdre. Jetons : vous en prendrez 1,2 en moyenne.
  Partie : 33,8 % de ne pas la perdre (partie à deux résolue).
  Pourquoi : gagnée, la manche donne 96 % de gagner la partie, contre 93 % en
    gardant 6 (+1,39 point) : net +2,14 points.
  Tapez ? pour tous les choix, classés.
  Relancer quels dés ? (1 2 3, 0 = garder) {0}
  Tuteur : ce choix vous coûte 13,3 points de chance de ne pas perdre la
    partie : 20,4 % au lieu de 33,8 %.
  Mieux : 123 (tout relancer).
  Pourquoi : 31 % de gagner la manche, contre 20 % en gardant tout
    (+9,28 points) : net +13,34 points.
  Confirmer ce choix ? (o/n) {n}
  Relancer quels dés ? (1 2 3, 0 = garder) {0}
  Tuteur : ce choix vous coûte 13,3 points de chance de ne pas perdre la
    partie : 20,4 % au lieu de 33,8 %.
  Mieux : 123 (tout relancer).
  Pourquoi : 31 % de gagner la manche, contre 20 % en gardant tout
    (+9,28 points) : net +13,34 points.
  Confirmer ce choix ? (o/n) {o}
▶ À Ordi (ordinateur) de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[5] 3:[2]  main ordinaire 652
  Ordi relance les dés 2 et 3.
  Lancer 2 : 1:[6] 2:[5] 3:[5]  main ordinaire 655
  Ordi garde ses dés.
  Résultat :
    Ordi  6-5-5  main ordinaire 655  ← gagne
    Vous  6-5-3  main ordinaire 653  ← perd
  Vous prenez 1 jeton au pot (1 pour la main ordinaire 655).
  Jetons : Vous : 1 · Ordi : 0 · pot : 1

══ Manche 2 · charge · pot : 1 ══
▶ À vous de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[6] 3:[6]  brelan de 6
  Relancer quels dés ? (1 2 3, 0 = garder) {0}
▶ À Ordi (ordinateur) de jouer : 3 lancers au plus.
  Lancer 1 : 1:[4] 2:[2] 3:[1]  421
  Ordi garde ses dés.
  Résultat :
    Ordi  4-2-1  421  ← gagne
    Vous  6-6-6  brelan de 6  ← perd
  Vous prenez le dernier jeton du pot (10 dus : 10 pour le 421).
  Jetons : Vous : 2 · Ordi : 0
Le pot est vide : fin de la charge.
Ordi n'a pris aucun jeton pendant la charge et quitte la partie en vainqueur.

Fin de la partie : vous avez perdu.
Classement :
  1. Ordi — sans jeton à la fin de la charge
  2. Vous — perd la partie
Les jetons de chacun, manche par manche :
  Vous  ▄█ 2
  Ordi  ·  0
        une barre par manche, de 0 à 2 jetons ; « · » : 0 jeton, encore en jeu
Vos choix pesés par l'expert (?! imprécision, ? erreur, ?? grosse erreur) :
  Un point, c'est 1 % de chance de gagner la partie.
  Vous : 2 choix ; ?! 0 · ? 0 · ?? 1 ; perte 13,34 points.
    Le choix le plus coûteux : manche 1, 6-5-3 au lancer 1, 0 garder tout :
      20,4 % ; meilleur : 123 tout relancer : 33,8 % ; perte 13,34 points ??
    Pourquoi : 31 % de gagner la manche, contre 20 % en gardant tout
      (+9,28 points) : net +13,34 points.
    Les dés : le pire, 4-2-1 d'Ordi (manche 2, lancer 1), −41,1 points ; le
      meilleur, 6-6-6 (manche 2, lancer 1), +16,9 points.
    Verdict : perdue surtout aux dés (les dés : −36,6 points ; vos choix :
      −13,3 points).
Parties perdues : Vous : 1 · Ordi : 0
Une autre partie ? (o/n) {n}
"""

#: The same session in a terminal of 40 columns: every line cut between
#: words, a number kept with its unit, « lancer 2 » whole.
SCREEN_40 = """\
421 — règles de bar (pascal)
Joueurs, dans l'ordre : Vous,
  Ordi (ordinateur).
2 jetons au pot. Charge : le perdant de
chaque manche en prend au pot.
Décharge, une fois le pot vide : le
gagnant donne des jetons au perdant.
Le dernier à garder des jetons a perdu.
Barème : jetons = 2, le reste habituel.
Pour relancer, tapez les numéros des dés
(par exemple 13) ; 0 les garde tous.
À chaque question : aide, q pour
quitter, ? pour le conseil de l'expert.
Tirage 3 des dés (--seed 3 le rejoue).

══ Manche 1 · charge · pot : 2 ══
▶ À vous de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[5] 3:[3]
    main ordinaire 653
  Relancer ? (1 2 3, 0 = garder) {?}
  Conseil : 123 (tout relancer).
  Manche, chacun jouant ensuite comme
    l'expert : 31,3 % de la gagner,
    68,7 % de la perdre. Jetons : vous
    en prendrez 1,2 en moyenne.
  Partie : 33,8 % de ne pas la perdre
    (partie à deux résolue).
  Pourquoi : gagnée, la manche donne
    96 % de gagner la partie, contre
    93 % en gardant 6 (+1,39 point) :
    net +2,14 points.
  Tapez ? pour tous les choix, classés.
  Relancer ? (1 2 3, 0 = garder) {0}
  Tuteur : ce choix vous coûte
    13,3 points de chance de ne pas
    perdre la partie : 20,4 % au lieu
    de 33,8 %.
  Mieux : 123 (tout relancer).
  Pourquoi : 31 % de gagner la manche,
    contre 20 % en gardant tout
    (+9,28 points) : net +13,34 points.
  Confirmer ce choix ? (o/n) {n}
  Relancer ? (1 2 3, 0 = garder) {0}
  Tuteur : ce choix vous coûte
    13,3 points de chance de ne pas
    perdre la partie : 20,4 % au lieu
    de 33,8 %.
  Mieux : 123 (tout relancer).
  Pourquoi : 31 % de gagner la manche,
    contre 20 % en gardant tout
    (+9,28 points) : net +13,34 points.
  Confirmer ce choix ? (o/n) {o}
▶ À Ordi (ordinateur) de jouer :
  3 lancers au plus.
  Lancer 1 : 1:[6] 2:[5] 3:[2]
    main ordinaire 652
  Ordi relance les dés 2 et 3.
  Lancer 2 : 1:[6] 2:[5] 3:[5]
    main ordinaire 655
  Ordi garde ses dés.
  Résultat :
    Ordi  6-5-5
      main ordinaire 655  ← gagne
    Vous  6-5-3
      main ordinaire 653  ← perd
  Vous prenez 1 jeton au pot (1 pour la
      main ordinaire 655).
  Jetons : Vous : 1 · Ordi : 0 · pot : 1

══ Manche 2 · charge · pot : 1 ══
▶ À vous de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[6] 3:[6]
    brelan de 6
  Relancer ? (1 2 3, 0 = garder) {0}
▶ À Ordi (ordinateur) de jouer :
  3 lancers au plus.
  Lancer 1 : 1:[4] 2:[2] 3:[1]  421
  Ordi garde ses dés.
  Résultat :
    Ordi  4-2-1  421  ← gagne
    Vous  6-6-6  brelan de 6  ← perd
  Vous prenez le dernier jeton du pot
      (10 dus : 10 pour le 421).
  Jetons : Vous : 2 · Ordi : 0
Le pot est vide : fin de la charge.
Ordi n'a pris aucun jeton pendant la
  charge et quitte la partie en
  vainqueur.

Fin de la partie : vous avez perdu.
Classement :
  1. Ordi — sans jeton à la fin de la
       charge
  2. Vous — perd la partie
Les jetons de chacun, manche par
manche :
  Vous  ▄█ 2
  Ordi  ·  0
  une barre par manche, de 0 à 2 jetons
        « · » : 0 jeton, encore en jeu
Vos choix pesés par l'expert
(?! imprécision, ? erreur, ?? grosse
erreur) :
  Un point, c'est 1 % de chance de
    gagner la partie.
  Vous : 2 choix ; ?! 0 · ? 0 · ?? 1 ;
    perte 13,34 points.
    Le choix le plus coûteux : manche 1,
      6-5-3 au lancer 1, 0 garder tout :
      20,4 % ; meilleur :
      123 tout relancer : 33,8 % ; perte
      13,34 points ??
    Pourquoi : 31 % de gagner la manche,
      contre 20 % en gardant tout
      (+9,28 points) : net
      +13,34 points.
    Les dés : le pire, 4-2-1 d'Ordi
      (manche 2, lancer 1),
      −41,1 points ; le meilleur, 6-6-6
      (manche 2, lancer 1),
      +16,9 points.
    Verdict : perdue surtout aux dés
      (les dés : −36,6 points ; vos
      choix : −13,3 points).
Parties perdues : Vous : 1 · Ordi : 0
Une autre partie ? (o/n) {n}
"""
FACES = "653  652 55  666  421"


@pytest.mark.parametrize(("columns", "screen"), [(80, SCREEN_80), (40, SCREEN_40)])
def test_the_pascal_advice_tutor_and_end_say_why_within_the_terminals_width(monkeypatch, columns,
                                                                        screen):
    monkeypatch.setenv("COLUMNS", str(columns))
    spec = SessionSpec(GameSpec("pascal", Bareme(jetons=2)),
                       (Seat("Vous"), Seat("Ordi", "classic")), 3, tutor=True)
    replay(spec, screen, FACES)
    assert all(len(line) <= columns for line in ANSWER.sub(r"\1", screen).splitlines())


# --- ? once more: every choice in view ----------------------------------------------

def test_a_second_question_mark_lists_every_choice_in_the_1987_capitals():
    # seed 20, manche 2: 3-1-1 against the computer's 2-1-1; ? then ? again
    played = CliRunner().invoke(main, ["--seed", "20", "--no-color", "--no-journal"],
                                input="1\n?\n0\n?\n?\nq\no\n")
    screen = played.output.split("MANCHE 2", 1)[1]
    listed = screen.split("TOUS LES CHOIX (PARTIE, PERTE) :\n")[1].split("RELANCER (")[0]
    assert listed.splitlines() == [
        " 1 1.   GARDER 1-1     92,4 %",
        " 2 0    GARDER TOUT    85,2 % -7,16",
        " 3 13.  GARDER 1       81,2 % -11,13",
        " 4 3.   GARDER 3-1     76,2 % -16,13",
        " 5 123. TOUT RELANCER  73,7 % -18,65",
        " 6 23.  GARDER 3       70,9 % -21,50"]
    assert all(len(line) <= WIDTH for line in played.output.splitlines())
    assert all(line == line.upper() and line.isascii() for line in listed.splitlines())


@pytest.mark.parametrize("width", [40, 80])
def test_a_second_question_mark_lists_every_choice_in_pascal_within_the_width(width):
    played = CliRunner().invoke(main, ["--rules", "pascal", "-p", "Vous", "-c", "3", "--seed",
                                       "5", "--no-color", "--no-journal"],
                                input="?\n?\nq\no\n", env={"COLUMNS": str(width)})
    listed = played.output.split("Tous les choix, du meilleur au pire")[1]
    listed = listed.split("Relancer")[0]
    said = " ".join(listed.split())
    assert "1. 123 tout relancer : −1,96 j (gagne 20 %, perd 46 %) 2." in said
    assert "8. 0 garder tout : −2,57 j (gagne 4 %, perd 53 %) ; perte 0,61 jeton" in said
    assert all(len(line) <= width for line in played.output.splitlines())
    # no line starts with a unit cut from its number
    assert not [line for line in listed.splitlines() if re.match(r"\s*(jetons?|points?)\b", line)]


def test_the_advice_ends_saying_that_question_mark_again_lists_every_choice():
    # 1987, seed 20, manche 2: the advice, then its last line says the list is
    # one ? away; the list once shown, the line is not said again
    played = CliRunner().invoke(main, ["--seed", "20", "--no-color", "--no-journal"],
                                input="1\n?\n0\n?\n?\nq\no\n")
    advice = played.output.split("MANCHE 2", 1)[1].split("CONSEIL : ", 1)[1]
    advice, after = advice.split("RELANCER (", 1)
    assert advice.splitlines()[-1] == "TAPEZ ? POUR TOUS LES CHOIX, CLASSES."
    assert len("TAPEZ ? POUR TOUS LES CHOIX, CLASSES.") <= WIDTH
    assert "TOUS LES CHOIX (PARTIE, PERTE) :" in after and "TAPEZ ?" not in after.split(
        "TOUS LES CHOIX (PARTIE, PERTE) :")[1].split("RELANCER (")[0]
    # pascal, at 40 columns too: one line, in the screen's own words
    for width in (40, 80):
        played = CliRunner().invoke(main, ["--rules", "pascal", "-p", "Vous", "-c", "3",
                                           "--seed", "5", "--no-color", "--no-journal"],
                                    input="?\nq\no\n", env={"COLUMNS": str(width)})
        advice = played.output.split("Conseil : ", 1)[1].split("Relancer", 1)[0]
        assert advice.rstrip(" ").splitlines()[-1] == "  Tapez ? pour tous les choix, classés."

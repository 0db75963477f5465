"""Whole sessions as the player sees them, written as transcripts.

In the style of the BASIC Computer Games ports: each transcript is the screen
of a session with the player's answers inline in braces, ``RELANCER (1,2,3 OU
0) ? {13.}``.  The answers are fed to the console as typed lines, the dice
come from a script (or are typed, with real dice), and the whole output must
be the transcript without its braces.  Each transcript was read against
the rules (README.md) before being frozen: winner, loser, amount, source, next opener, end.
"""

# a transcript line is as long as the screen line it stands for
# ruff: noqa: E501

from __future__ import annotations

import io
import re

import pytest

from penel421.console.terminal import EndOfInput, Terminal
from penel421.console.voices.pascal import VoicePascal
from penel421.core.bareme import Bareme
from penel421.core.dice import DiceExhausted, ScriptedDice
from penel421.play.session import Session
from penel421.play.table import Seat, seats_1987
from penel421.specs import GameSpec, SessionSpec

#: The 1987 table with the listing's computer.
CLASSIC_1987 = tuple(seats_1987((), None, "classic"))


def spec_1987(number: int | None, seats=CLASSIC_1987, real_dice: bool = False) -> SessionSpec:
    """A 1987 session from game ``number``."""
    return SessionSpec(GameSpec("1987"), tuple(seats), number, real_dice)


def spec_pascal(seats, number: int | None, bareme: Bareme | None = None,
                fixed_throws: bool = False) -> SessionSpec:
    """A pascal session from game ``number``."""
    return SessionSpec(GameSpec("pascal", bareme or Bareme(), fixed_throws), tuple(seats),
                       number)

ANSWER = re.compile(r"\{([^{}]*)\}")


def terminal_for(answers: list[str], at_keyboard: bool = False,
                 ) -> tuple[Terminal, io.StringIO, io.StringIO]:
    """A terminal reading ``answers`` as typed lines and echoing them, as from
    a pipe; ``at_keyboard``: as typed by a person at a keyboard (in lines)."""
    out, inp = io.StringIO(), io.StringIO("".join(a + "\n" for a in answers))
    return Terminal(out=out, inp=inp, color=False, echo=True, at_keyboard=at_keyboard), out, inp


def replay(spec: SessionSpec, transcript: str, dice_faces: list[int] | None) -> None:
    """Play the session ``spec`` says, answered as ``transcript`` is; its
    screen must be the transcript."""
    term, out, inp = terminal_for(ANSWER.findall(transcript))
    dice = None if dice_faces is None else ScriptedDice(dice_faces)
    Session.open(spec, term, dice_for=None if dice is None else lambda number: dice).play()
    expected = ANSWER.sub(r"\1", transcript)
    assert out.getvalue().splitlines() == expected.splitlines()
    assert out.getvalue() == expected
    assert inp.read() == "", "the session ended before every answer was used"
    if dice is not None:
        assert dice.left == 0, "the session ended before every scripted die was thrown"


def faces(text: str) -> list[int]:
    """'623 11 6' -> [6, 2, 3, 1, 1, 6]: the scripted dice, grouped by throw."""
    return [int(c) for c in text if c.isdigit()]


# --- the 1987 game ----------------------------------------------------------

#: A whole 1987 game, number 7 (given with --seed, shown as typed); bad
#: answers (to who opens, to RELANCER, to another game) are refused, each
#: refusal pointing to AIDE, and asked again; ``?`` shows the expert's advice
#: and why (the computer's throws and chances if you stop),
#: ``aide`` the help, ``q`` then ``n`` goes on.  Round 1: the opener uses 2
#: throws, so the computer gets 2 at most; brelan beats fiche (1987 order) and
#: is worth its face, the reason given with the amount.  Round 2: equal hands,
#: a barrage, opener first.  Round 3: the loser takes the last pions of the
#: pioche, which is then empty.  Rounds 4-5: the loser takes from the winner;
#: the computer holds the 11 pions and the game ends at once; the session's
#: score follows.
SESSION_1987 = """\
****************************************
                  421
    SCIENCE & VIE N. 834 - MARS 1987
      UN PROGRAMME DE H.-P. PENEL
****************************************

VOUS JOUEZ CONTRE L'ORDINATEUR AVEC 3
DES ET 11 PIONS. LE GAGNANT D'UNE MANCHE
FAIT PRENDRE DES PIONS AU PERDANT : QUI
FINIT AVEC LES 11 PIONS A PERDU.
LE PREMIER JOUEUR LANCE 1, 2 OU 3 FOIS ;
L'AUTRE LANCE AUTANT DE FOIS AU PLUS.
A RELANCER, TAPEZ LES NUMEROS DES DES A
RELANCER PUIS UN POINT (EX. 13.), OU 0
POUR LES GARDER. PAS BESOIN D'ENTREE.
TAPEZ H POUR L'AIDE.

NUMERO DE LA PARTIE (1 A 32767) ? 7
=============== PARTIE 7 ===============
QUI COMMENCE (1=VOUS 2=ORDINATEUR) ? {3}
? TAPEZ 1 OU 2. AIDE : TAPEZ H
QUI COMMENCE (1=VOUS 2=ORDINATEUR) ? {1}

--------------- MANCHE 1 ---------------
PIOCHE: 11   VOUS: 0   ORDINATEUR: 0
VOUS COMMENCEZ.
VOUS AVEZ 1 A 3 LANCERS.
VOUS, LANCER 1 SUR 3 :
 1:[6] 2:[2] 3:[3]  COUP QUELCONQUE 632
RELANCER (1,2,3 OU 0) ? {abc}
? TAPEZ LES DES A RELANCER (EX. 13.)
  OU 0 POUR TOUT GARDER. AIDE : TAPEZ H
RELANCER (1,2,3 OU 0) ? {4}
? PAS DE DE 4 : LES DES SONT 1, 2, 3.
  AIDE : TAPEZ H
RELANCER (1,2,3 OU 0) ? {23.}
VOUS, LANCER 2 SUR 3 :
 1:[6] 2:[1] 3:[1]  6 ET DEUX AS
RELANCER (1,2,3 OU 0) ? {?}
CONSEIL : 0 (GARDER TOUT)
SI CHACUN JOUE ENSUITE EN EXPERT :
MANCHE 80,2 %   PARTIE 63,7 %
POURQUOI : L'ORDINATEUR N'AURA QUE
2 LANCERS ET 20 % DE CHANCES DE GAGNER
LA MANCHE, CONTRE 39 % EN GARDANT 1-1
(+7,08 POINTS), NET +13,90 POINTS.
TAPEZ ? POUR TOUS LES CHOIX, CLASSES.
RELANCER (1,2,3 OU 0) ? {0}
VOUS AVEZ JOUE EN 2 LANCERS.
A L'ORDINATEUR : 2 LANCERS AU PLUS.
ORDINATEUR, LANCER 1 SUR 2 :
 1:[6] 2:[6] 3:[2]  COUP QUELCONQUE 662
L'ORDINATEUR RELANCE LE DE 3.
ORDINATEUR, LANCER 2 SUR 2 :
 1:[6] 2:[6] 3:[6]  BRELAN DE 6

VOUS       : 6 ET DEUX AS
ORDINATEUR : BRELAN DE 6
L'ORDINATEUR GAGNE LA MANCHE.
BRELAN DE 6 : 6 PIONS.
VOUS PRENEZ 6 PIONS A LA PIOCHE.
PIOCHE: 5   VOUS: 6   ORDINATEUR: 0

--------------- MANCHE 2 ---------------
VOUS COMMENCEZ.
VOUS AVEZ 1 A 3 LANCERS.
VOUS, LANCER 1 SUR 3 :
 1:[5] 2:[5] 3:[3]  COUP QUELCONQUE 553
RELANCER (1,2,3 OU 0) ? {aide}
----------------- AIDE -----------------
A CHAQUE QUESTION, TAPEZ UNE TOUCHE :
 H OU A  CETTE AIDE
 Q       QUITTER LE JEU
 ?       A RELANCER : LE CONSEIL DE
         L'EXPERT (AJOUT DU PORTAGE)
A RELANCER : LES DES A RELANCER PUIS
UN POINT (EX. 13.), OU 0 POUR TOUT
GARDER ; RETOUR ARRIERE EFFACE UN DE.
LES MAINS, DE LA MEILLEURE, ET LES PIONS
QU'ELLES FONT PRENDRE :
 421 ..................... 7
 BRELAN, 666 A 111 ....... 6 A 1
 DEUX AS, 611 A 211 ...... 6 A 2
 SUITE, 654 A 321 ........ 2
 AUTRE, PAR SON NOMBRE ... 1
EGALITE : BARRAGE, UN LANCER CHACUN.
LE PERDANT PREND CE QUE VAUT LA MAIN DU
GAGNANT : A LA PIOCHE, PUIS AU GAGNANT.
LE PERDANT OUVRE LA MANCHE SUIVANTE ET Y
FIXE LE NOMBRE DE LANCERS (1 A 3).
QUI A LES 11 PIONS A PERDU.
----------------------------------------
 1:[5] 2:[5] 3:[3]  COUP QUELCONQUE 553
RELANCER (1,2,3 OU 0) ? {q}
QUITTER LE JEU (O/N) ? {n}
RELANCER (1,2,3 OU 0) ? {0}
VOUS AVEZ JOUE EN 1 LANCER.
A L'ORDINATEUR : 1 LANCER AU PLUS.
ORDINATEUR, LANCER 1 SUR 1 :
 1:[5] 2:[3] 3:[5]  COUP QUELCONQUE 553
EGALITE ! BARRAGE : UN SEUL LANCER
CHACUN, SANS RELANCE.
VOUS, BARRAGE :
 1:[2] 2:[2] 3:[2]  BRELAN DE 2
ORDINATEUR, BARRAGE :
 1:[3] 2:[2] 3:[1]  SUITE 321

VOUS       : BRELAN DE 2
ORDINATEUR : SUITE 321
VOUS GAGNEZ LA MANCHE.
BRELAN DE 2 : 2 PIONS.
L'ORDINATEUR PREND 2 PIONS A LA PIOCHE.
PIOCHE: 3   VOUS: 6   ORDINATEUR: 2

--------------- MANCHE 3 ---------------
L'ORDINATEUR COMMENCE.
ORDINATEUR, LANCER 1 SUR 3 :
 1:[4] 2:[2] 3:[1]  421
L'ORDINATEUR GARDE SES DES.
L'ORDINATEUR A JOUE EN 1 LANCER.
A VOUS : 1 LANCER AU PLUS.
VOUS, LANCER 1 SUR 1 :
 1:[3] 2:[3] 3:[1]  COUP QUELCONQUE 331

ORDINATEUR : 421
VOUS       : COUP QUELCONQUE 331
L'ORDINATEUR GAGNE LA MANCHE.
421 : 7 PIONS.
VOUS PRENEZ LES 3 DERNIERS PIONS.
PIOCHE: 0   VOUS: 9   ORDINATEUR: 2
LA PIOCHE EST VIDE : LE PERDANT PREND
MAINTENANT SES PIONS AU GAGNANT.

--------------- MANCHE 4 ---------------
VOUS COMMENCEZ.
VOUS AVEZ 1 A 3 LANCERS.
VOUS, LANCER 1 SUR 3 :
 1:[4] 2:[2] 3:[1]  421
RELANCER (1,2,3 OU 0) ? {0}
VOUS AVEZ JOUE EN 1 LANCER.
A L'ORDINATEUR : 1 LANCER AU PLUS.
ORDINATEUR, LANCER 1 SUR 1 :
 1:[6] 2:[5] 3:[3]  COUP QUELCONQUE 653

VOUS       : 421
ORDINATEUR : COUP QUELCONQUE 653
VOUS GAGNEZ LA MANCHE.
421 : 7 PIONS.
L'ORDINATEUR VOUS PREND 7 PIONS.
PIOCHE: 0   VOUS: 2   ORDINATEUR: 9

--------------- MANCHE 5 ---------------
L'ORDINATEUR COMMENCE.
ORDINATEUR, LANCER 1 SUR 3 :
 1:[6] 2:[5] 3:[2]  COUP QUELCONQUE 652
L'ORDINATEUR RELANCE LES DES 2 ET 3.
ORDINATEUR, LANCER 2 SUR 3 :
 1:[6] 2:[3] 3:[2]  COUP QUELCONQUE 632
L'ORDINATEUR RELANCE LES DES 2 ET 3.
ORDINATEUR, LANCER 3 SUR 3 :
 1:[6] 2:[5] 3:[3]  COUP QUELCONQUE 653
L'ORDINATEUR A JOUE EN 3 LANCERS.
A VOUS : 3 LANCERS AU PLUS.
VOUS, LANCER 1 SUR 3 :
 1:[2] 2:[2] 3:[2]  BRELAN DE 2
RELANCER (1,2,3 OU 0) ? {0}

ORDINATEUR : COUP QUELCONQUE 653
VOUS       : BRELAN DE 2
VOUS GAGNEZ LA MANCHE.
BRELAN DE 2 : 2 PIONS.
L'ORDINATEUR VOUS PREND 2 PIONS.
PIOCHE: 0   VOUS: 0   ORDINATEUR: 11

L'ORDINATEUR A LES 11 PIONS :
VOUS AVEZ GAGNE !
PARTIES PERDUES :
VOUS: 0   ORDINATEUR: 1
UNE AUTRE PARTIE (O/N) ? {x}
? REPONDEZ O OU N. AIDE : TAPEZ H
UNE AUTRE PARTIE (O/N) ? {N}
"""
DICE_1987 = faces("623 11 662 6  553 535 222 321  421 331  421 653  652 32 53 222")


def test_a_whole_1987_game():
    replay(spec_1987(7), SESSION_1987, DICE_1987)


#: The same game 7 at a keyboard, answers read key by key (no Enter): each key
#: taken is echoed by the console, a refused one is not (its refusal goes on
#: the next line and the prompt comes again with the dice marked so far); a
#: backspace unmarks the last die; Enter throws the marked dice like ``.``;
#: ``?``, ``Q`` are echoed with their line.  Round 3 asks the player nothing:
#: its result waits for a key.  Ctrl-D at round 4 ends the session.  The game
#: number, not given, is typed as the listing reads it: a line, and Enter.
KEYS_1987 = ["7\r", "x1", "1", "1", "\b", "23", "\r", "?", "0", "q", "x", "n", "0", " ", "2",
             "\x04"]
SCREEN_KEYS_1987 = SESSION_1987.split("QUI COMMENCE")[0] + """\
QUI COMMENCE (1=VOUS 2=ORDINATEUR) ?
? TAPEZ 1 OU 2. AIDE : TAPEZ H
QUI COMMENCE (1=VOUS 2=ORDINATEUR) ? 1

--------------- MANCHE 1 ---------------
PIOCHE: 11   VOUS: 0   ORDINATEUR: 0
VOUS COMMENCEZ.
VOUS AVEZ 1 A 3 LANCERS.
VOUS, LANCER 1 SUR 3 :
 1:[6] 2:[2] 3:[3]  COUP QUELCONQUE 632
RELANCER (1,2,3 OU 0) ? 1
? NOMMEZ CHAQUE DE UNE SEULE FOIS.
  AIDE : TAPEZ H
RELANCER (1,2,3 OU 0) ? 1
RELANCER (1,2,3 OU 0) ? 23.
VOUS, LANCER 2 SUR 3 :
 1:[6] 2:[1] 3:[1]  6 ET DEUX AS
RELANCER (1,2,3 OU 0) ? ?
CONSEIL : 0 (GARDER TOUT)
SI CHACUN JOUE ENSUITE EN EXPERT :
MANCHE 80,2 %   PARTIE 63,7 %
POURQUOI : L'ORDINATEUR N'AURA QUE
2 LANCERS ET 20 % DE CHANCES DE GAGNER
LA MANCHE, CONTRE 39 % EN GARDANT 1-1
(+7,08 POINTS), NET +13,90 POINTS.
TAPEZ ? POUR TOUS LES CHOIX, CLASSES.
RELANCER (1,2,3 OU 0) ? 0
""" + SESSION_1987.split("RELANCER (1,2,3 OU 0) ? {0}\n", 1)[1].split("RELANCER", 1)[0] + """\
RELANCER (1,2,3 OU 0) ? Q
QUITTER LE JEU (O/N) ?
? REPONDEZ O OU N. AIDE : TAPEZ H
QUITTER LE JEU (O/N) ? N
RELANCER (1,2,3 OU 0) ? 0
""" + SESSION_1987.split("QUITTER LE JEU (O/N) ? {n}\nRELANCER (1,2,3 OU 0) ? {0}\n", 1)[1].split(
    "\n--------------- MANCHE 4")[0] + """\
TAPEZ UNE TOUCHE POUR CONTINUER.

--------------- MANCHE 4 ---------------
VOUS COMMENCEZ.
VOUS AVEZ 1 A 3 LANCERS.
VOUS, LANCER 1 SUR 3 :
 1:[4] 2:[2] 3:[1]  421
RELANCER (1,2,3 OU 0) ? 2
"""


def test_a_1987_game_keyed_at_a_keyboard():
    keys = iter(KEYS_1987)
    out = io.StringIO()
    term = Terminal(out=out, inp=io.StringIO(), color=False, keys=lambda: next(keys))
    dice = ScriptedDice(faces("623 11 662 6  553 535 222 321  421 331  421"))
    numbers = []  # the command drew 12, the player types 7
    with pytest.raises(EndOfInput):
        Session.open(spec_1987(12), term, number_asked=True,
                     dice_for=lambda number: numbers.append(number) or dice).play()
    assert numbers == [7]
    # a refused key leaves its prompt alone on its line, ending in a blank
    assert [line.rstrip() for line in out.getvalue().splitlines()] == [
        line.rstrip() for line in SCREEN_KEYS_1987.splitlines()]
    assert next(keys, None) is None, "every key was read"


# --- the pascal game --------------------------------------------------------

#: Alice and Bob share the keyboard with the computer Marcel, 10 jetons.
#: Round 1: Bob loses holding a nénette: 6 for the winning brelan + 2.
#: Round 2 (Bob, the loser, opens): Alice takes the last 2 jetons of the pot
#: although 10 were due; Marcel, with none, is spared; the décharge is opened
#: by Alice, loser of the last charge round.  Round 3: Alice gives her last
#: 2 jetons (3 were due) and leaves; Bob, alone with jetons, has lost.  At
#: the end, each person's game at a glance: the costliest choice and why,
#: the worst and best throws, the verdict (Bob: the dice and his choices).
SESSION_PASCAL = """\
421 — règles de bar (pascal)
Joueurs, dans l'ordre : Alice, Marcel (ordinateur), Bob.
10 jetons au pot. Charge : le perdant de chaque manche en prend au pot.
Décharge, une fois le pot vide : le gagnant donne des jetons au perdant.
Le dernier à garder des jetons a perdu.
Barème : jetons = 10, le reste habituel.
Pour relancer, tapez les numéros des dés (par exemple 13) ; 0 les garde tous.
À chaque question : aide, q pour quitter, ? pour le conseil de l'expert.

══ Manche 1 · charge · pot : 10 ══
▶ À Alice de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[4] 3:[2]  main ordinaire 642
  Alice, relancer quels dés ? (1 2 3, 0 = garder) {0 1}
  ! 0 se tape seul, pour garder tous les dés (aide : tapez aide)
  Alice, relancer quels dés ? (1 2 3, 0 = garder) {1 3}
  Lancer 2 : 1:[1] 2:[4] 3:[1]  fiche de 4
  Alice, relancer quels dés ? (1 2 3, 0 = garder) {0}
▶ À Marcel (ordinateur) de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[6] 3:[6]  brelan de 6
  Marcel garde ses dés.
▶ À Bob de jouer : 3 lancers au plus.
  Lancer 1 : 1:[2] 2:[5] 3:[1]  main ordinaire 521
  Bob, relancer quels dés ? (1 2 3, 0 = garder) {2}
  Lancer 2 : 1:[2] 2:[2] 3:[1]  nénette
  Bob, relancer quels dés ? (1 2 3, 0 = garder) {2.}
  Lancer 3 : 1:[2] 2:[2] 3:[1]  nénette
  Résultat :
    Marcel  6-6-6  brelan de 6  ← gagne
    Alice   4-1-1  fiche de 4
    Bob     2-2-1  nénette  ← perd
  Bob prend 8 jetons au pot (6 pour le brelan de 6 + 2 de nénette).
  Jetons : Alice : 0 · Marcel : 0 · Bob : 8 · pot : 2

══ Manche 2 · charge · pot : 2 ══
▶ À Bob de jouer : 3 lancers au plus.
  Lancer 1 : 1:[4] 2:[2] 3:[1]  421
  Bob, relancer quels dés ? (1 2 3, 0 = garder) {0}
▶ À Alice de jouer : 3 lancers au plus.
  Lancer 1 : 1:[5] 2:[5] 3:[3]  main ordinaire 553
  Alice, relancer quels dés ? (1 2 3, 0 = garder) {3}
  Lancer 2 : 1:[5] 2:[5] 3:[6]  main ordinaire 655
  Alice, relancer quels dés ? (1 2 3, 0 = garder) {0}
▶ À Marcel (ordinateur) de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[6] 3:[1]  main ordinaire 661
  Marcel garde ses dés.
  Résultat :
    Bob     4-2-1  421  ← gagne
    Marcel  6-6-1  main ordinaire 661
    Alice   6-5-5  main ordinaire 655  ← perd
  Alice prend les 2 derniers jetons du pot (10 dus : 10 pour le 421).
  Jetons : Alice : 2 · Marcel : 0 · Bob : 8
Le pot est vide : fin de la charge.
Marcel n'a pris aucun jeton pendant la charge et quitte la partie en vainqueur.
Décharge entre Alice et Bob.

══ Manche 3 · décharge ══
▶ À Alice de jouer : 3 lancers au plus.
  Lancer 1 : 1:[3] 2:[1] 3:[1]  fiche de 3
  Alice, relancer quels dés ? (1 2 3, 0 = garder) {0}
▶ À Bob de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[5] 3:[3]  main ordinaire 653
  Bob, relancer quels dés ? (1 2 3, 0 = garder) {123}
  Lancer 2 : 1:[2] 2:[2] 3:[1]  nénette
  Bob, relancer quels dés ? (1 2 3, 0 = garder) {123}
  Lancer 3 : 1:[6] 2:[4] 3:[2]  main ordinaire 642
  Résultat :
    Alice   3-1-1  fiche de 3  ← gagne
    Bob     6-4-2  main ordinaire 642  ← perd
  Alice donne tout ce qu'il lui reste, 2 jetons, à Bob (3 dus : 3 pour la fiche
      de 3).
  Jetons : Alice : 0 · Marcel : 0 · Bob : 10
Alice n'a plus de jeton et quitte la partie !

Fin de la partie : Bob a perdu.
Classement :
  1. Marcel — sans jeton à la fin de la charge
  2. Alice
  3. Bob — perd la partie
Les jetons de chacun, manche par manche :
  Alice   ·▂  0
  Marcel  ·   0
  Bob     ▆▆█ 10
          une barre par manche, de 0 à 10 jetons
          « · » : 0 jeton, encore en jeu
Vos choix pesés par l'expert (?! imprécision, ? erreur, ?? grosse erreur) :
  Les jetons sont ceux que la manche fait prendre ou donner, en moyenne ; un
    point, c'est 1 % de chance de ne pas perdre la partie.
  Alice : 5 choix ; ?! 1 · ? 1 · ?? 0 ; perte 0,62 jeton et 5,06 points.
    Le choix le plus coûteux : manche 3, 3-1-1 au lancer 1, 0 garder tout :
      67,3 % ; meilleur : 1 garder 1-1 : 72,4 % ; perte 5,06 points ?
    Pourquoi : 67 % de gagner la manche, contre 55 % en gardant tout
      (+9,31 points) ; mais perdue, la manche donne 17 % de ne pas perdre la
      partie au lieu de 27 % (−4,26 points) : net +5,06 points.
    Les dés : le pire, 5-5-3 (manche 2, lancer 1), −0,22 jeton ; le meilleur,
      3-1-1 (manche 3, lancer 1), +10,7 points.
    Verdict : ce sont surtout vos choix qui vous ont coûté (les dés :
      +0,45 jeton, +10,7 points ; vos choix : −0,62 jeton, −5,1 points).
  Bob : 5 choix ; ?! 1 · ? 1 · ?? 1 ; perte 1,12 jeton et 12,49 points.
    Le choix le plus coûteux : manche 3, 2-2-1 au lancer 2, 123 tout relancer :
      6,9 % ; meilleur : 12 garder 1 : 19,3 % ; perte 12,49 points ??
    Pourquoi : 31 % de battre 3-1-1, contre 10 % en relançant tout
      (+13,31 points) ; mais gagnée, la manche donne 63 % de ne pas perdre la
      partie au lieu de 67 % (−0,81 point) : net +12,49 points.
    Les dés : le pire, 6-5-3 (manche 3, lancer 1), −12,9 points ; le meilleur,
      4-2-1 (manche 2, lancer 1), +0,67 jeton.
    Verdict : perdue aux dés et sur vos choix (les dés : −2,79 jetons,
      −20,2 points ; vos choix : −1,12 jeton, −12,5 points).
Parties perdues : Alice : 0 · Marcel : 0 · Bob : 1
Une autre partie ? (o/n) {N}
"""
DICE_PASCAL = faces("642 11 666 251 2 2  421 553 6 661  311 653 221 642")
SEATS = [Seat("Alice"), Seat("Marcel", "classic"), Seat("Bob")]


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_whole_pascal_game_at_one_keyboard():
    replay(spec_pascal(SEATS, None, Bareme(jetons=10)), SESSION_PASCAL, DICE_PASCAL)


#: You alone against two computers, spoken to as "vous"; 6 jetons and a 421
#: worth 8, said at the start.  Round 1: ``aide`` shows the barème in force,
#: ``?`` the expert's advice and why (exact: both computers to play answer as it does); three
#: equal hands: the last played wins, the first loses, and the screen says
#: so.  Round 2: ``q`` then ``n`` goes on; the loser holds a nénette: 8 + 2
#: due, the pot has only 5.  Round 3, the décharge: the winner gives all he
#: has and leaves; you hold every jeton and lose; the chart, the score.
SESSION_PASCAL_VOUS = """\
421 — règles de bar (pascal)
Joueurs, dans l'ordre : Vous, Ordi 1 (ordinateur), Ordi 2 (ordinateur).
6 jetons au pot. Charge : le perdant de chaque manche en prend au pot.
Décharge, une fois le pot vide : le gagnant donne des jetons au perdant.
Le dernier à garder des jetons a perdu.
Barème : 421 = 8, jetons = 6, le reste habituel.
Pour relancer, tapez les numéros des dés (par exemple 13) ; 0 les garde tous.
À chaque question : aide, q pour quitter, ? pour le conseil de l'expert.
Tirage 12 des dés (--seed 12 le rejoue).

══ Manche 1 · charge · pot : 6 ══
▶ À vous de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[5] 3:[3]  main ordinaire 653
  Relancer quels dés ? (1 2 3, 0 = garder) {aide}
  ── Aide ──
  À chaque question : aide (ou h) cette aide, q (ou quitter) pour quitter ; au
    moment de relancer, ? donne le conseil de l'expert.
  Relancer : les numéros des dés (13, 1 3, 1,3), 0 pour tout garder.
  Les mains, de la meilleure à la pire, et ce qu'elles valent :
    421 (4-2-1)                                                8 jetons
    brelan d'as (1-1-1)                                        7 jetons
    fiche de 6 (6-1-1)                                         6 jetons
    brelan de 6 (6-6-6)                                        6 jetons
    fiche de 5 (5-1-1)                                         5 jetons
    brelan de 5 (5-5-5)                                        5 jetons
    fiche de 4 (4-1-1)                                         4 jetons
    brelan de 4 (4-4-4)                                        4 jetons
    fiche de 3 (3-1-1)                                         3 jetons
    brelan de 3 (3-3-3)                                        3 jetons
    fiche de 2 (2-1-1)                                         2 jetons
    brelan de 2 (2-2-2)                                        2 jetons
    suites, de 6-5-4 à 3-2-1                                   2 jetons
    mains ordinaires, par leur plus haut dé, puis le suivant   1 jeton
    nénette (2-2-1)                                            1 jeton
  Qui perd avec une nénette prend (ou reçoit) 2 jetons de plus.
  Charge : le perdant prend au pot (6 jetons au départ) ce que vaut la main du
    gagnant. Décharge, le pot vide : le gagnant lui donne ce montant. Égalité :
    le dernier à jouer l'emporte. Le dernier à garder des jetons a perdu.
  Les dés : 1:[6] 2:[5] 3:[3]  main ordinaire 653
  Relancer quels dés ? (1 2 3, 0 = garder) {?}
  Conseil : 123 (tout relancer).
  Manche, chacun jouant ensuite comme l'expert : 23,6 % de la gagner, 57,4 % de
    la perdre. Jetons : vous en prendrez 1,7 en moyenne.
  Pourquoi : perdue, la manche fait prendre 3,00 jetons en moyenne, contre 3,14
    en gardant 6 (0,08 jeton de moins). Garder 3 vaut plus, la manche perdue
    (−2,92 j), mais 57 % de perdre la manche, contre 64 % en gardant 3
    (0,20 jeton de moins) : net 0,15 jeton de moins.
  Tapez ? pour tous les choix, classés.
  Relancer quels dés ? (1 2 3, 0 = garder) {0}
▶ À Ordi 1 (ordinateur) de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[5] 3:[3]  main ordinaire 653
  Ordi 1 garde ses dés.
▶ À Ordi 2 (ordinateur) de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[5] 3:[3]  main ordinaire 653
  Ordi 2 garde ses dés.
  Résultat :
    Ordi 2  6-5-3  main ordinaire 653  ← gagne
    Ordi 1  6-5-3  main ordinaire 653
    Vous    6-5-3  main ordinaire 653  ← perd
  Égalité pour la meilleure main : le dernier à jouer l'emporte.
  Égalité pour la pire main : le premier à l'avoir jouée perd.
  Vous prenez 1 jeton au pot (1 pour la main ordinaire 653).
  Jetons : Vous : 1 · Ordi 1 : 0 · Ordi 2 : 0 · pot : 5

══ Manche 2 · charge · pot : 5 ══
▶ À vous de jouer : 3 lancers au plus.
  Lancer 1 : 1:[4] 2:[2] 3:[1]  421
  Relancer quels dés ? (1 2 3, 0 = garder) {q}
Quitter le jeu ? (o/n) {n}
  Relancer quels dés ? (1 2 3, 0 = garder) {0}
▶ À Ordi 1 (ordinateur) de jouer : 3 lancers au plus.
  Lancer 1 : 1:[2] 2:[2] 3:[1]  nénette
  Ordi 1 relance le dé 2.
  Lancer 2 : 1:[2] 2:[3] 3:[1]  suite 3-2-1
  Ordi 1 relance le dé 2.
  Lancer 3 : 1:[2] 2:[2] 3:[1]  nénette
▶ À Ordi 2 (ordinateur) de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[6] 3:[6]  brelan de 6
  Ordi 2 garde ses dés.
  Résultat :
    Vous    4-2-1  421  ← gagne
    Ordi 2  6-6-6  brelan de 6
    Ordi 1  2-2-1  nénette  ← perd
  Ordi 1 prend les 5 derniers jetons du pot (10 dus : 8 pour le 421 + 2 de
      nénette).
  Jetons : Vous : 1 · Ordi 1 : 5 · Ordi 2 : 0
Le pot est vide : fin de la charge.
Ordi 2 n'a pris aucun jeton pendant la charge et quitte la partie en vainqueur.
Décharge entre vous et Ordi 1.

══ Manche 3 · décharge ══
▶ À Ordi 1 (ordinateur) de jouer : 3 lancers au plus.
  Lancer 1 : 1:[4] 2:[2] 3:[1]  421
  Ordi 1 garde ses dés.
▶ À vous de jouer : 3 lancers au plus.
  Lancer 1 : 1:[6] 2:[5] 3:[4]  suite 6-5-4
  Relancer quels dés ? (1 2 3, 0 = garder) {0}
  Résultat :
    Ordi 1  4-2-1  421  ← gagne
    Vous    6-5-4  suite 6-5-4  ← perd
  Ordi 1 vous donne tout ce qu'il lui reste, 5 jetons (8 dus : 8 pour le 421).
  Jetons : Vous : 6 · Ordi 1 : 0 · Ordi 2 : 0
Ordi 1 n'a plus de jeton et quitte la partie !

Fin de la partie : vous avez perdu.
Classement :
  1. Ordi 2 — sans jeton à la fin de la charge
  2. Ordi 1
  3. Vous — perd la partie
Les jetons de chacun, manche par manche :
  Vous    ▁▁█ 6
  Ordi 1  ·▇  0
  Ordi 2  ·   0
          une barre par manche, de 0 à 6 jetons ; « · » : 0 jeton, encore en jeu
Vos choix pesés par l'expert (?! imprécision, ? erreur, ?? grosse erreur) :
  Les jetons sont ceux que la manche fait prendre ou donner, en moyenne ; un
    point, c'est 1 % de chance de ne pas perdre la partie.
  Vous : 3 choix ; ?! 1 · ? 0 · ?? 1 ; perte 0,48 jeton et 16,36 points.
    Le choix le plus coûteux : manche 3, 6-5-4 au lancer 1, 0 garder tout :
      0,0 % ; meilleur : 12 garder 4 : 16,4 % ; perte 16,36 points ??
    Pourquoi : 16 % de battre 4-2-1, contre 0 % en gardant tout (+16,36 points).
    Les dés : le pire, 6-5-4 (manche 3, lancer 1), −6,5 points ; le meilleur,
      4-2-1 (manche 2, lancer 1), +1,13 jeton.
    Verdict : perdue surtout sur vos choix (les dés : +0,82 jeton, −6,5 points ;
      vos choix : −0,48 jeton, −16,4 points).
Parties perdues : Vous : 1 · Ordi 1 : 0 · Ordi 2 : 0
Une autre partie ? (o/n) {x}
  ! répondez o (oui) ou n (non) (aide : tapez aide)
Une autre partie ? (o/n) {N}
"""
DICE_PASCAL_VOUS = faces("653 653 653  421 221 3 2 666  421 654")


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_pascal_game_against_two_computers_speaks_to_you():
    seats = [Seat("Vous"), Seat("Ordi 1", "classic"), Seat("Ordi 2", "classic")]
    replay(spec_pascal(seats, 12, Bareme(jetons=6, quatre_cent_vingt_et_un=8)),
           SESSION_PASCAL_VOUS, DICE_PASCAL_VOUS)


# --- real dice --------------------------------------------------------------

#: The dice are thrown on the table and their faces typed at the prompt, for
#: the computer too, only for the dice being thrown; impossible faces (a 7,
#: four dice for three) are refused and asked again.  Round 1: 421 in two
#: throws wins 7 pions.  Round 2: the computer opens with a 421, the player
#: takes the last 4 pions of the pioche.  Round 3: the computer, losing, takes
#: from the player all the 4 he has (7 were due) and holds the 11 pions.
SESSION_REAL_DICE = """\
****************************************
                  421
    SCIENCE & VIE N. 834 - MARS 1987
      UN PROGRAMME DE H.-P. PENEL
****************************************

VOUS JOUEZ CONTRE L'ORDINATEUR AVEC 3
DES ET 11 PIONS. LE GAGNANT D'UNE MANCHE
FAIT PRENDRE DES PIONS AU PERDANT : QUI
FINIT AVEC LES 11 PIONS A PERDU.
LE PREMIER JOUEUR LANCE 1, 2 OU 3 FOIS ;
L'AUTRE LANCE AUTANT DE FOIS AU PLUS.
A RELANCER, TAPEZ LES NUMEROS DES DES A
RELANCER PUIS UN POINT (EX. 13.), OU 0
POUR LES GARDER. PAS BESOIN D'ENTREE.
TAPEZ H POUR L'AIDE.
LES DES SONT LANCES SUR LA TABLE : LE
PROGRAMME DEMANDE LEURS VALEURS, AUSSI
POUR L'ORDINATEUR.

QUI COMMENCE (1=VOUS 2=ORDINATEUR) ? {1}

--------------- MANCHE 1 ---------------
PIOCHE: 11   VOUS: 0   ORDINATEUR: 0
VOUS COMMENCEZ.
VOUS AVEZ 1 A 3 LANCERS.
LANCEZ LES 3 DES : VALEURS ? {7}
? TAPEZ LES VALEURS DES 3 DES, DE 1 A 6.
  AIDE : TAPEZ H
LANCEZ LES 3 DES : VALEURS ? {6 2 1}
VOUS, LANCER 1 SUR 3 :
 1:[6] 2:[2] 3:[1]  COUP QUELCONQUE 621
RELANCER (1,2,3 OU 0) ? {1}
LANCEZ LE DE 1 : VALEUR ? {4}
VOUS, LANCER 2 SUR 3 :
 1:[4] 2:[2] 3:[1]  421
RELANCER (1,2,3 OU 0) ? {0}
VOUS AVEZ JOUE EN 2 LANCERS.
A L'ORDINATEUR : 2 LANCERS AU PLUS.
POUR L'ORDINATEUR, LANCEZ LES 3 DES ? {653}
ORDINATEUR, LANCER 1 SUR 2 :
 1:[6] 2:[5] 3:[3]  COUP QUELCONQUE 653
L'ORDINATEUR RELANCE LES 3 DES.
POUR L'ORDINATEUR, LANCEZ LES 3 DES ? {532}
ORDINATEUR, LANCER 2 SUR 2 :
 1:[5] 2:[3] 3:[2]  COUP QUELCONQUE 532

VOUS       : 421
ORDINATEUR : COUP QUELCONQUE 532
VOUS GAGNEZ LA MANCHE.
421 : 7 PIONS.
L'ORDINATEUR PREND 7 PIONS A LA PIOCHE.
PIOCHE: 4   VOUS: 0   ORDINATEUR: 7

--------------- MANCHE 2 ---------------
L'ORDINATEUR COMMENCE.
POUR L'ORDINATEUR, LANCEZ LES 3 DES ? {421}
ORDINATEUR, LANCER 1 SUR 3 :
 1:[4] 2:[2] 3:[1]  421
L'ORDINATEUR GARDE SES DES.
L'ORDINATEUR A JOUE EN 1 LANCER.
A VOUS : 1 LANCER AU PLUS.
LANCEZ LES 3 DES : VALEURS ? {4211}
? TAPEZ LES VALEURS DES 3 DES, DE 1 A 6.
  AIDE : TAPEZ H
LANCEZ LES 3 DES : VALEURS ? {665}
VOUS, LANCER 1 SUR 1 :
 1:[6] 2:[6] 3:[5]  COUP QUELCONQUE 665

ORDINATEUR : 421
VOUS       : COUP QUELCONQUE 665
L'ORDINATEUR GAGNE LA MANCHE.
421 : 7 PIONS.
VOUS PRENEZ LES 4 DERNIERS PIONS.
PIOCHE: 0   VOUS: 4   ORDINATEUR: 7
LA PIOCHE EST VIDE : LE PERDANT PREND
MAINTENANT SES PIONS AU GAGNANT.

--------------- MANCHE 3 ---------------
VOUS COMMENCEZ.
VOUS AVEZ 1 A 3 LANCERS.
LANCEZ LES 3 DES : VALEURS ? {421}
VOUS, LANCER 1 SUR 3 :
 1:[4] 2:[2] 3:[1]  421
RELANCER (1,2,3 OU 0) ? {0}
VOUS AVEZ JOUE EN 1 LANCER.
A L'ORDINATEUR : 1 LANCER AU PLUS.
POUR L'ORDINATEUR, LANCEZ LES 3 DES ? {532}
ORDINATEUR, LANCER 1 SUR 1 :
 1:[5] 2:[3] 3:[2]  COUP QUELCONQUE 532

VOUS       : 421
ORDINATEUR : COUP QUELCONQUE 532
VOUS GAGNEZ LA MANCHE.
421 : 7 PIONS.
L'ORDINATEUR VOUS PREND 4 PIONS,
TOUS CEUX QUE VOUS AVIEZ.
PIOCHE: 0   VOUS: 0   ORDINATEUR: 11

L'ORDINATEUR A LES 11 PIONS :
VOUS AVEZ GAGNE !
PARTIES PERDUES :
VOUS: 0   ORDINATEUR: 1
UNE AUTRE PARTIE (O/N) ? {N}
"""


def test_a_whole_1987_game_with_real_dice():
    replay(spec_1987(None, real_dice=True), SESSION_REAL_DICE, None)


# --- around the transcripts ----------------------------------------------------

def test_another_1987_game_takes_the_next_number_starts_afresh_and_asks_who_opens():
    # game 41: the player loses in two rounds; game 42 is cut short by the end of input
    term, out, _ = terminal_for(["1", "0", "0", "O", "2"])
    dice = {41: ScriptedDice(faces("553 666  553 555")), 42: ScriptedDice(faces("111 653 421"))}
    with pytest.raises(EndOfInput):
        Session.open(spec_1987(41), term, dice_for=dice.__getitem__).play()
    screen = out.getvalue()
    assert screen.count("SCIENCE & VIE") == 1, "the welcome is said once per session"
    assert "NUMERO DE LA PARTIE (1 A 32767) ? 41" in screen
    second = screen.split("UNE AUTRE PARTIE (O/N) ? O\n", 1)[1]
    assert second.splitlines()[:7] == [
        "============== PARTIE 42 ===============",
        "QUI COMMENCE (1=VOUS 2=ORDINATEUR) ? 2",
        "",
        "--------------- MANCHE 1 ---------------",
        "PIOCHE: 11   VOUS: 0   ORDINATEUR: 0",
        "L'ORDINATEUR COMMENCE.",
        "ORDINATEUR, LANCER 1 SUR 3 :",
    ]
    first = screen.split("UNE AUTRE PARTIE", 1)[0]
    assert first.splitlines()[-2:] == ["PARTIES PERDUES :", "VOUS: 1   ORDINATEUR: 0"]


def test_after_the_last_game_number_comes_the_first():
    term, out, _ = terminal_for(["1", "0", "0", "O", "2"])
    dice = {32767: ScriptedDice(faces("553 666  553 555")), 1: ScriptedDice([])}
    with pytest.raises(DiceExhausted):
        Session.open(spec_1987(32767), term, dice_for=dice.__getitem__).play()
    assert "=============== PARTIE 1 ===============" in out.getvalue()


def test_another_pascal_game_takes_the_next_number_and_the_first_seat():
    seats = [Seat("Alice"), Seat("Bob")]
    term, out, _ = terminal_for(["0", "0", "o"])
    dice = {5: ScriptedDice(faces("421 653")), 6: ScriptedDice(faces("111"))}
    with pytest.raises(EndOfInput):
        Session.open(spec_pascal(seats, 5, Bareme(jetons=1)), term,
                     dice_for=dice.__getitem__).play()
    first, second = out.getvalue().split("Une autre partie ? (o/n) o\n", 1)
    assert "Fin de la partie : Bob a perdu." in first
    assert "Parties perdues : Alice : 0 · Bob : 1" in first
    assert second.splitlines()[:5] == [
        "Tirage 6 des dés (--seed 6 le rejoue).",
        "",
        "══ Manche 1 · charge · pot : 1 ══",
        "▶ À Alice de jouer : 3 lancers au plus.",
        "  Lancer 1 : 1:[1] 2:[1] 3:[1]  brelan d'as",
    ]


#: Answers of every kind: good ones, refused ones, commands.
MIXED_ANSWERS = ["0", "13", "aide", "4", "?", "abc", "0 1", "11", "2.", "q", "n", "123"]


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_1987_screens_are_40_column_capitals_without_a_broken_sentence():
    """Every line of many numbered games, refusals, help and advice included,
    fits 40 columns, in capitals without accents, and no line starts with the
    punctuation of the sentence before it."""
    bad = []
    for game in range(1, 31):
        answers = [str(1 + game % 2)] + MIXED_ANSWERS * 40
        term, out, _ = terminal_for(answers + ["N"])
        session = Session.open(spec_1987(game, seats_1987((), None)), term)
        console = session.console
        prompts = (console.voice.again_prompt, console.voice.quit_prompt,
                   console.voice.rethrow_prompt(None), "QUI COMMENCE (1=VOUS 2=ORDINATEUR) ? ",
                   console.voice.pause_prompt)
        try:
            session.play()
        except EndOfInput:
            pass
        for line in out.getvalue().splitlines():
            # what the player typed is his, in his case: only the prompt is checked
            line = next((p for p in prompts if line.startswith(p)), line)
            word = line.strip()
            if (len(line) > 40 or not line.isascii() or line != line.upper()
                    or word[:1] in ("!", ":", ";", ",", ".")):
                bad.append((game, line))
    assert not bad, f"{len(bad)} badly printed lines, e.g. {bad[:3]}"


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_1987_screens_keyed_at_a_keyboard_are_40_column_capitals():
    """The same at a keyboard, keys of every kind pressed at random: every
    line, refusals, re-asked prompts and pauses included, fits 40 columns."""
    import random

    bad = []
    for game in range(1, 7):
        draw = random.Random(game)
        keys = iter([draw.choice("1230.\r\b\x7f?hHxa9 é\x1b[A") for _ in range(800)] + ["N"])
        out = io.StringIO()
        term = Terminal(out=out, inp=io.StringIO(), color=False, keys=lambda keys=keys: next(keys, "\x04"))
        session = Session.open(spec_1987(game), term)
        console = session.console
        try:
            session.play()
        except EndOfInput:
            pass
        prompts = (console.voice.again_prompt, console.voice.quit_prompt,
                   console.voice.rethrow_prompt(None), "QUI COMMENCE (1=VOUS 2=ORDINATEUR) ? ",
                   console.voice.pause_prompt)
        for line in out.getvalue().splitlines():
            start = next((p for p in prompts if line.startswith(p)), None)
            if start:  # what follows a prompt is only what was taken: digits, . and commands
                assert set(line[len(start):]) <= set("0123.?HAQON"), line
            word = line.strip()
            if (len(line) > 40 or not line.isascii() or line != line.upper()
                    or word[:1] in ("!", ":", ";", ",", ".")):
                bad.append((game, line))
    assert not bad, f"{len(bad)} badly printed lines, e.g. {bad[:3]}"


def test_a_pascal_table_of_computers_waits_for_entree_after_each_round():
    """Nobody at the keyboard is asked anything: each round's result stays on
    screen until Entrée, the last one until the question of another game."""
    seats = [Seat("Marcel", "classic"), Seat("Paul", "classic")]
    term, out, inp = terminal_for([""] * 30 + ["n"], at_keyboard=True)
    Session.open(spec_pascal(seats, 3, Bareme(jetons=3)), term).play()
    screen = out.getvalue()
    rounds = screen.count("══ Manche ")
    pause = VoicePascal.pause_prompt + "\n\n══ Manche "
    assert rounds >= 2 and screen.count(pause) == rounds - 1
    assert screen.count(VoicePascal.pause_prompt) == rounds - 1
    assert screen.index(VoicePascal.pause_prompt) > screen.index("  Résultat :")


def test_pascal_waits_for_entree_after_a_round_played_without_asking_the_person():
    """With --fixed-throws, a computer opening with one throw leaves the person
    one throw and no question: the round's result waits for Entrée."""
    seats = [Seat("Marcel", "classic"), Seat("Alice")]
    term, out, inp = terminal_for(["", "0"], at_keyboard=True)
    dice = ScriptedDice(faces("421 653  111"))
    with pytest.raises(DiceExhausted):
        Session.open(spec_pascal(seats, 1, fixed_throws=True), term,
                     dice_for=lambda number: dice).play()
    round_1, round_2 = out.getvalue().split("══ Manche 2", 1)
    assert "relancer quels dés" not in round_1.split("══ Manche 1", 1)[1].lower()
    assert round_1.endswith("\n" + VoicePascal.pause_prompt + "\n\n")
    assert "Vous avez joué en 1 lancer" in round_2, "round 2 asked the person"


def test_a_script_in_a_pipe_is_never_asked_to_press_a_key():
    """Nobody can see the screen of a pipe's answers: no pause, whatever
    rounds ask nobody (the same table as above, the same game)."""
    seats = [Seat("Marcel", "classic"), Seat("Paul", "classic")]
    term, out, inp = terminal_for(["n"])
    Session.open(spec_pascal(seats, 3, Bareme(jetons=3)), term).play()
    assert out.getvalue().count("══ Manche ") >= 2
    assert VoicePascal.pause_prompt not in out.getvalue()
    assert inp.read() == ""

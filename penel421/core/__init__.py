"""The rules of 421 as plain values, and the engine that plays them.

One word per thing.  The game's words are French and differ between the
1987 program and the bar rules; the code has one English identifier for
each thing, and the screens say it in the game's own word:

==========================  ======================  ==============================
In the game                 In the code             On screen (1987 / pascal)
==========================  ======================  ==============================
partie                      ``Game``, game          PARTIE / partie
numéro de partie            ``number`` (the seed)   NUMERO DE LA PARTIE / n°
manche                      round                   MANCHE / manche
ouvreur                     ``opener``              COMMENCE / ouvreur
place, joueur               ``Seat``, seat (index)  VOUS, ORDINATEUR / its name
personne, niveau, robot     ``Seat.role``, spec     — / (ordinateur)
pions, jetons               ``tokens``              PIONS / jetons
pioche, pot                 ``pot``                 PIOCHE / pot
charge, décharge            ``Phase``               — / charge, décharge
lancer                      throw, ``throws``       LANCER / lancer
relancer (les dés 1, 3)     ``rethrow`` (positions) RELANCER / relancer
garder (les valeurs 4-1)    keep, ``Keep``          GARDE / garder
main, combinaison           ``Hand`` and its        the hand's name (421, BRELAN
                            ``Kind``                DE 6 / brelan de 6, fiche…)
barème                      ``Bareme``              — / barème
nénette                     ``Kind.NENETTE``        — / nénette
barrage                     ``Ties.BARRAGE``        BARRAGE / —
règles                      ``Rules``               (``--rules 1987|pascal``)
le jeu (1987, pascal)       ``GameKind``            (``--rules``)
==========================  ======================  ==============================

And for the program's judgement (:mod:`penel421.analysis`): conseil →
``Advice``; tuteur → tutor; ce que vaut un choix → ``TurnWorth``, on its
``Scale`` (points of the chance of the game, or jetons); perte → ``loss``;
imprécision, erreur, grosse erreur → the marks ``?!``, ``?``, ``??``; la
chance des dés → ``luck``.

This package imports nothing else of penel421: the engine never prints and
never rolls its own dice; dice, strategies and a listener are passed in.
"""

"""``penel421 simuler``: what it takes and what its help says.

Its program: :mod:`penel421.cli.programs.simulate`.
"""

from __future__ import annotations

import click

from ...games import DEFAULT_GAME, GAMES
from ..lazy import declare
from ..options import PASCAL_RULES_OPTIONS

DEFAULT_GAMES = 10_000

HELP = """\
Fait jouer des ordinateurs entre eux, sans affichage, et donne les chiffres.

Pour chaque place : ses défaites, avec leur intervalle de confiance à 95 % ;
puis les manches par partie, la part des manches gagnées par leur ouvreur,
et la vitesse.

Une place (--seat, à répéter dans l'ordre des places) est un niveau
(classic) ou un robot module:fabrique, une fonction sans argument qui rend
une stratégie (voir docs/robots.md). Sans --seat : deux places expert.

La partie n° i d'une simulation de graine S ne dépend que de S et de i :
la même graine donne les mêmes chiffres, quel que soit --jobs. La partie i
est ouverte par la place i modulo le nombre de places. Ctrl-C arrête la
simulation après les parties en cours et donne les chiffres des parties
jouées ; un second Ctrl-C arrête tout de suite.

\b
Exemples :
  penel421 simuler --games 100000 --seed 1
  penel421 simuler --rules pascal --seat classic --seat monrobot:fabrique -j 2
  penel421 simuler --seat monrobot:fabrique --seat classic --json
"""


simulate_command = declare(
    "penel421.cli.programs.simulate:simulation",
    click.command("simuler", help=HELP, short_help="Fait jouer des ordinateurs entre eux."),
    click.help_option("-h", "--help", help="Affiche cette aide et quitte."),
    click.option("--rules", "rules_name", type=click.Choice(list(GAMES)), default=DEFAULT_GAME,
                 show_default=True,
                 help="Les règles : " + " ; ".join(f"{name}, {kind.computers_summary}"
                                                   for name, kind in GAMES.items()) + "."),
    click.option("-n", "--games", type=click.IntRange(1), default=DEFAULT_GAMES,
                 show_default=True, metavar="N", help="Le nombre de parties à jouer."),
    click.option("--seed", type=click.IntRange(1), metavar="S",
                 help="La graine : les mêmes parties à chaque fois (tirée au hasard "
                      "et affichée sinon)."),
    click.option("--seat", "seats", multiple=True, metavar="SPEC",
                 help="Une place : un niveau (classic) ou un robot module:fabrique, à "
                      "répéter ; 2 places en 1987, de 2 à 8 en pascal."),
    *PASCAL_RULES_OPTIONS,
    click.option("-j", "--jobs", type=click.IntRange(1, 256), default=1, show_default=True,
                 metavar="N", help="Le nombre de processus qui jouent les parties."),
    click.option("--json", "as_json", is_flag=True,
                 help="Écrit les chiffres en JSON (clés en anglais, voir docs/robots.md)."),
)

"""``penel421 reprendre [N]``: what it takes and what its help says.

Its program: :mod:`penel421.cli.programs.resume`.
"""

from __future__ import annotations

import click

from ..lazy import declare
from ..options import JOURNAL_OPTION, GameNumber

HELP = """\
Continue la dernière partie inachevée du journal (ou la partie N, son
numéro dans penel421 parties, pas son tirage des dés), exactement où
elle s'est arrêtée : mêmes joueurs, mêmes jetons, même
manche et même tour, et les mêmes dés à venir. L'écran revient tel
qu'il était : le résultat de la manche d'avant et la table, la manche en
cours avec les réponses déjà tapées ; puis le jeu reprend à la question
laissée.

\b
Exemples :
  penel421 reprendre               la dernière partie inachevée
  penel421 reprendre 12            la partie n° 12 de « penel421 parties »
  penel421 reprendre --robot monrobot:fabrique
                                   une partie où joue votre robot
"""


resume_command = declare(
    "penel421.cli.programs.resume:resume",
    click.command("reprendre", help=HELP, short_help="Continue une partie interrompue."),
    click.help_option("-h", "--help", help="Affiche cette aide et quitte."),
    click.argument("number", metavar="[N]", required=False, type=GameNumber()),
    JOURNAL_OPTION,
    click.option("--robot", "robots", multiple=True, metavar="MODULE:FABRIQUE",
                 help="Charge ce robot de la partie : c'est du code Python, jamais chargé "
                      "depuis le journal sans votre accord ; à répéter."),
    click.option("--no-color", is_flag=True, help="Sans couleurs (aussi avec NO_COLOR)."),
    click.option("--hints", is_flag=True, help="Le conseil de l'expert après chaque lancer."),
    click.option("--tuteur", "tutor", is_flag=True,
                 help="Le tuteur : avant un choix qui est une erreur, ce qu'il coûte et le "
                      "meilleur, puis une confirmation."),
)

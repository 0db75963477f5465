"""``penel421 entrainement``: what it takes and what its help says.

Its program: :mod:`penel421.cli.programs.entrainement`.
"""

from __future__ import annotations

import click

from ...games import GAMES
from ..lazy import declare
from ..options import JOURNAL_OPTION

HELP = """\
L'entraînement : vos propres erreurs, reprises des parties gardées dans
le journal, montrées comme la partie les a montrées et posées avec les
touches du jeu, jusqu'à ce qu'elles soient apprises. Chaque réponse est
pesée par l'expert, comme dans « penel421 analyse » : juste (le meilleur
choix, ou à moins d'une imprécision), ou ce qu'elle coûte, avec le
meilleur choix et ce que vous aviez joué en partie. Une carte juste
revient dans 3, puis 7, puis 16 jours ; ratée, le lendemain ; juste 4 fois
de suite, elle est apprise. Environ une carte sur trois est un leurre :
votre choix de la partie était déjà le meilleur. Sans partie gardée, le
paquet de départ : les positions où un débutant perd le plus.

\b
Exemples :
  penel421 entrainement             10 cartes : à revoir, puis nouvelles
  penel421 entrainement --cartes 5 --rules pascal
  penel421 entrainement --joueur Alice
  penel421 entrainement --bilan     vos séances et vos cartes, sans rien demander
"""


entrainement_command = declare(
    "penel421.cli.programs.entrainement:entrainement",
    click.command("entrainement", help=HELP, short_help="Vos erreurs, à apprendre."),
    click.help_option("-h", "--help", help="Affiche cette aide et quitte."),
    click.option("--rules", "rules_name", type=click.Choice(list(GAMES)), default=None,
                 help="Les cartes de ce jeu (par défaut, celui de la carte la plus coûteuse à "
                      "revoir, sinon de la nouvelle la plus coûteuse, sinon 1987)."),
    click.option("--joueur", "person", metavar="NOM",
                 help="Les cartes de cette personne (par défaut : de la dernière personne qui a "
                      "joué avec ce journal)."),
    click.option("--cartes", "count", type=click.IntRange(1, 500), default=10, show_default=True,
                 metavar="N", help="Le nombre de cartes de la séance."),
    click.option("--bilan", is_flag=True,
                 help="Vos séances et l'état de vos cartes, sans rien demander."),
    click.option("--json", "as_json", is_flag=True,
                 help="Le bilan et les cartes de la prochaine séance en JSON, sans rien demander."),
    JOURNAL_OPTION,
    click.option("--no-color", is_flag=True, help="Sans couleurs (aussi avec NO_COLOR)."),
)

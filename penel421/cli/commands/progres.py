"""``penel421 progres``: what it takes and what its help says.

Its program: :mod:`penel421.cli.programs.progres`.
"""

from __future__ import annotations

import click

from ...games import GAMES
from ..lazy import declare
from ..options import JOURNAL_OPTION

HELP = """\
Vos progrès, partie après partie : pour chaque personne, ses parties dans
l'ordre avec ce que l'expert y a trouvé (les choix, la perte par choix,
le niveau en mots, la chance des dés), puis un graphique de la perte par
choix et un de la chance des dés au fil des parties, avec leur moyenne
sur 10 parties, le bilan contre chaque adversaire et, si vous vous
entraînez, la part de vos bonnes réponses à chaque séance.

\b
Exemples :
  penel421 progres                 toutes les personnes, les deux jeux
  penel421 progres --rules 1987 --joueur VOUS
  penel421 progres --json          tous les chiffres, pour un programme
"""


progres_command = declare(
    "penel421.cli.programs.progres:progres",
    click.command("progres", help=HELP, short_help="Vos progrès, partie après partie."),
    click.help_option("-h", "--help", help="Affiche cette aide et quitte."),
    click.option("--rules", "rules_name", type=click.Choice(list(GAMES)), default=None,
                 help="Les parties de ce jeu seulement (par défaut : les deux)."),
    click.option("--joueur", "person", metavar="NOM",
                 help="Cette personne seulement (par défaut : toutes)."),
    click.option("--json", "as_json", is_flag=True, help="Tous les chiffres en JSON."),
    JOURNAL_OPTION,
)

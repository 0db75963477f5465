"""``penel421 analyse [N]``: what it takes and what its help says.

Its program: :mod:`penel421.cli.programs.analyse`.
"""

from __future__ import annotations

import click

from ..lazy import declare
from ..options import JOURNAL_OPTION, GameNumber

analyse_command = declare(
    "penel421.cli.programs.analyse:analyse",
    click.command("analyse", short_help="Une partie gardée, pesée coup par coup par l'expert.",
                  help="""\
Analyse une partie gardée dans le journal : d'abord, en quelques lignes,
le choix le plus coûteux, les lancers le plus et le moins heureux et le
verdict ; puis chaque décision de chaque joueur pesée par l'expert (la
meilleure, pourquoi, la perte, ?! ? ??), la chance des dés, le bilan et
le niveau de chacun.

N : le numéro de la partie dans le journal (penel421 parties), pas
son tirage des dés (PARTIE N à l'écran) ; sans N, la dernière partie
jouée, finie ou non."""),
    click.option("--choix", "every_choice", is_flag=True,
                 help="Sous chaque décision, celles de l'ordinateur aussi : tous les "
                      "choix, du meilleur au pire, avec leur perte, et pourquoi le "
                      "meilleur l'emporte."),
    click.argument("number", metavar="[N]", required=False, type=GameNumber()),
    JOURNAL_OPTION,
    click.option("--json", "as_json", is_flag=True, help="Tous les chiffres en JSON."),
    click.help_option("-h", "--help", help="Affiche cette aide et quitte."),
)

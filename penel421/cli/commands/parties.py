"""``penel421 parties``: what it takes and what its help says.

Its program: :mod:`penel421.cli.programs.parties`.
"""

from __future__ import annotations

import click

from ..lazy import declare
from ..options import JOURNAL_OPTION

HELP = """\
Les parties gardées dans le journal, la plus récente en premier : numéro
(celui de « penel421 analyse N » et de « penel421 reprendre N »), date,
règles, tirage des dés (le numéro que l'écran montrait, PARTIE N, celui
de --seed), manches, résultat, joueurs ; puis le bilan de chaque
personne contre chaque niveau et chaque robot.

\b
Exemples :
  penel421 parties                 la liste et les bilans
  penel421 parties --json          la même chose en JSON, pour un programme
  penel421 parties --export p.jsonl
                                   chaque partie avec tous ses coups (JSON Lines)
"""


parties_command = declare(
    "penel421.cli.programs.parties:parties",
    click.command("parties", help=HELP, short_help="Les parties gardées et les bilans."),
    click.help_option("-h", "--help", help="Affiche cette aide et quitte."),
    JOURNAL_OPTION,
    click.option("--json", "as_json", is_flag=True, help="En JSON, pour un programme."),
    click.option("--export", "export", type=click.Path(dir_okay=False, allow_dash=True),
                 metavar="FICHIER",
                 help="Écrit chaque partie avec tous ses événements, une ligne JSON par partie "
                      "(- : la sortie standard)."),
)

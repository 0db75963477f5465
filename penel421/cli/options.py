"""The options several commands take, as click declares them.

Declarations only (:mod:`penel421.cli.lazy`): this module is loaded by
``--help``, so it imports nothing but click.
"""

from __future__ import annotations

from typing import NoReturn

import click

#: The journal's file in penel421's data folder (``click.get_app_dir``).
FILE_NAME = "parties.sqlite3"
#: The variable that names another journal.
ENV = "PENEL421_JOURNAL"

# a plain text, not a click.Path: a journal that cannot be used (a folder, an
# unreadable file) never stops a game, and the journal itself says why
JOURNAL_OPTION = click.option(
    "--journal", "journal", type=click.STRING, metavar="FICHIER",
    help=f"Le journal des parties (sinon ${ENV}, ou {FILE_NAME} dans le dossier de "
         "données de penel421).")
NO_JOURNAL_OPTION = click.option(
    "--no-journal", is_flag=True, help="Joue sans garder la partie dans le journal.")


class GameNumber(click.IntRange):
    """The number of a game in the journal, from 1; a wrong one is refused
    for N, as every refusal of the commands that take one says it."""

    def __init__(self) -> None:
        super().__init__(min=1)

    def fail(self, message: str, param: click.Parameter | None = None,
             ctx: click.Context | None = None) -> NoReturn:
        raise click.BadParameter(message, ctx=ctx, param_hint="N")


#: The options that change the pascal rules; ``simulate`` takes them too.
PASCAL_RULES_OPTIONS = [
    click.option("--fixed-throws", is_flag=True,
                 help="pascal : l'ouvreur fixe le nombre de lancers des suivants."),
    click.option("--bareme", "bareme_items", multiple=True, metavar="CLÉ=VALEUR",
                 help="pascal : change une valeur du barème (421, brelan-as, fiches, fiche-6, "
                      "brelans, brelan-6, suite, ordinaire, nenette, jetons), à répéter."),
    click.option("--bareme-file", type=click.Path(dir_okay=False), metavar="FICHIER",
                 help="pascal : lit le barème dans la section [bareme] d'un fichier INI."),
]

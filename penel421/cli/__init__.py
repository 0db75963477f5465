"""The ``penel421`` command: ``penel421`` alone plays, subcommands do the rest.

The group is click's lazy group (:mod:`penel421.cli.lazy`): its help lists
the subcommands from the table below without loading any; a subcommand's
declaration is imported when it is named, its program when it runs; the
game, the group's own callback, is imported only when a game is played.
So ``--help`` and ``--version`` start as fast as click itself.  click's own
frame speaks French (:mod:`penel421.cli.click_fr`).
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import click
from click.core import ParameterSource

if TYPE_CHECKING:
    from typing_extensions import Unpack

from .. import __version__
from . import click_fr

# before the options are built: click names some things when they are made
# (a path is a "file"), and its own gettext would load the locale machinery
click_fr.install()

from .commands.game import PLAY_OPTIONS, PlayOptions  # noqa: E402
from .lazy import LazyGroup, Listed, Program  # noqa: E402

HELP = """\
Le 421 contre l'ordinateur, comme dans Science & Vie n° 834 (mars 1987),
ou entre amis avec les règles de bar modernes (--rules pascal).

Comment jouer : à chaque lancer, les dés sont numérotés 1, 2, 3.
À l'invite RELANCER, tapez les numéros des dés à relancer,
ou 0 pour garder tous les dés. En 1987 au clavier, touche par
touche : 13 puis . relance aussitôt, 0 garde aussitôt, sans Entrée.
Sinon (pascal, ou d'un tuyau), une ligne : 13, 1 3, 1,3 ou 13.

À chaque question : h (ou aide) pour l'aide et les règles, q pour
quitter, ?\u00a0pour le conseil de l'expert. Ctrl-D ou Ctrl-C quittent aussi.

\b
Exemples :
  penel421                         vous contre l'ordinateur (1987)
  penel421 --seed 42               rejoue le tirage 42 des dés
  penel421 --rules pascal          vous et deux ordinateurs
  penel421 --rules pascal -p Alice -p Bob -c 1
  penel421 --rules pascal -p Alice -p ordi:Marcel -p Bob
  penel421 --rules pascal --bareme 421=8 --bareme fiches=3
  penel421 --real-dice             avec de vrais dés sur la table
  penel421 --basic                 notre reconstitution du listing de 1987
                                   (PC-BASIC)
  penel421 chances --hand 6-5-2 --target 4-2-1
                                   chaque façon de jouer, avec sa chance
  penel421 --rules pascal -p Alice -p monrobot:fabrique
                                   contre votre propre robot (voir docs/robots.md)
  penel421 simuler --help          des ordinateurs entre eux, sans affichage
  penel421 reprendre               continue la dernière partie interrompue
  penel421 parties                 les parties gardées et vos bilans
  penel421 analyse                 la dernière partie pesée par l'expert
  penel421 entrainement            vos erreurs, reprises jusqu'à les savoir
  penel421 progres                 vos progrès, partie après partie
  penel421 --no-journal            sans garder la partie
"""

#: The subcommands, by name: their declarations, and what the group's help
#: says of each (the same as the command's own short help, checked by the
#: tests), so that listing them loads none.
SUBCOMMANDS = {
    "analyse": Listed("penel421.cli.commands.analyse:analyse_command",
                      "Une partie gardée, pesée coup par coup par l'expert."),
    "entrainement": Listed("penel421.cli.commands.entrainement:entrainement_command",
                           "Vos erreurs, à apprendre."),
    "chances": Listed("penel421.cli.commands.odds:odds_command",
                   "Chaque façon de jouer une main, avec sa chance exacte."),
    "parties": Listed("penel421.cli.commands.parties:parties_command",
                      "Les parties gardées et les bilans."),
    "progres": Listed("penel421.cli.commands.progres:progres_command",
                      "Vos progrès, partie après partie."),
    "reprendre": Listed("penel421.cli.commands.resume:resume_command",
                        "Continue une partie interrompue."),
    "simuler": Listed("penel421.cli.commands.simulate:simulate_command",
                       "Fait jouer des ordinateurs entre eux."),
}
#: The English names the commands had first, still taken (never listed).
ALIASES = {"odds": "chances", "simulate": "simuler"}
#: The game, and the 1987 listing (``--basic``): the group's own programs.
GAME = Program("penel421.cli.programs.play:play")
LISTING = Program("penel421.cli.programs.basic:listing")
F = TypeVar("F", bound=Callable[..., object])


def _terminal_width() -> int:
    """The width shutil.get_terminal_size() would give, found without importing
    shutil (and the compression modules it brings) just to print the help."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    stdout = sys.__stdout__  # None where Python was started without one
    if columns <= 0 and stdout is not None:
        try:
            columns = os.get_terminal_size(stdout.fileno()).columns
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


def ctrl_c_raises() -> None:
    """From now on a Ctrl-C raises KeyboardInterrupt, as the commands expect,
    where the program's start made it quiet (:mod:`penel421.start`); nothing
    changes elsewhere (a test calling a command, a program embedding it)."""
    if getattr(signal.getsignal(signal.SIGINT), "quiet_start", False):
        signal.signal(signal.SIGINT, signal.default_int_handler)


def _with_play_options(command: F) -> F:
    for option in reversed(PLAY_OPTIONS):
        command = option(command)
    return command


@click.group(cls=LazyGroup, lazy=SUBCOMMANDS, aliases=ALIASES, help=HELP,
             invoke_without_command=True,
             no_args_is_help=False, subcommand_metavar="[COMMANDE]",
             context_settings={"terminal_width": _terminal_width()})
@click.help_option("-h", "--help", help="Affiche cette aide et quitte.")
@_with_play_options
@click.version_option(__version__, prog_name="penel421", help="Affiche la version et quitte.")
@click.pass_context
def main(ctx: click.Context, **options: Unpack[PlayOptions]) -> None:
    if ctx.invoked_subcommand != "simuler":  # it takes Ctrl-C in hand at once
        ctrl_c_raises()
    if ctx.invoked_subcommand is None:
        (LISTING if options["basic"] else GAME)(**options)
        return
    # an option of the game before a command would be silently lost
    given = [max(param.opts, key=len) for param in ctx.command.params
             if param.name in options
             and ctx.get_parameter_source(param.name) is not ParameterSource.DEFAULT]
    if given:
        command = ctx.invoked_subcommand
        raise click.UsageError(f"{given[0]} est une option du jeu, pas de « {command} » : "
                               f"celles de « {command} » se placent après elle "
                               f"(penel421 {command} --help).")

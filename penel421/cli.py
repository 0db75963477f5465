"""The ``penel421`` command: options checked by click, then one session."""

from __future__ import annotations

import os
import random
import sys

import click
import colorama

from . import __version__
from .bareme import Bareme, BaremeError, parse_pair, read_bareme_file
from .console import Console, Seat
from .console1987 import Console1987
from .console_pascal import ConsolePascal, seats_from
from .dice import DiceSource, SeededDice
from .rules import RULES, Rules, pascal_rules
from .terminal import EndOfInput, Terminal, wants_color

HELP = """\
Le 421 contre l'ordinateur, comme dans Science & Vie n° 834 (mars 1987),
ou entre amis avec les règles de bar modernes (--rules pascal).

\b
Comment jouer : à chaque lancer, les dés sont numérotés 1, 2, 3.
À l'invite RELANCER, tapez les numéros des dés à relancer
(13, 1 3, 1,3 ou 13. comme en 1987), ou 0 pour garder tous les dés.
Ctrl-D ou Ctrl-C quittent le jeu.

\b
Exemples :
  penel421                         vous contre l'ordinateur (1987)
  penel421 --seed 42               rejoue la partie n° 42
  penel421 --rules pascal          vous et deux ordinateurs
  penel421 --rules pascal -p Alice -p Bob -c 1
  penel421 --rules pascal -p Alice -p ordi:Marcel -p Bob
  penel421 --rules pascal --bareme 421=8 --bareme fiches=3
  penel421 --real-dice             avec de vrais dés sur la table
"""


@click.command(help=HELP)
@click.help_option("-h", "--help", help="Affiche cette aide et quitte.")
@click.option("--rules", "rules_name", type=click.Choice(sorted(RULES)), default="1987",
              show_default=True, help="Les règles : le programme de 1987, ou le bar moderne.")
@click.option("--seed", type=click.IntRange(0), metavar="N",
              help="Numéro de partie : les mêmes dés à chaque fois.")
@click.option("--no-color", is_flag=True, help="Sans couleurs (aussi avec NO_COLOR).")
@click.option("-p", "--player", "players", multiple=True, metavar="NOM",
              help="pascal : un joueur humain, à répéter ; 'ordi:NOM' place un ordinateur. "
                   "Les places suivent l'ordre donné.")
@click.option("-c", "--computers", type=click.IntRange(0, 8), metavar="N",
              help="pascal : N ordinateurs après les joueurs nommés "
                   "(défaut : 2 sans --player, 1 avec un seul, 0 sinon).")
@click.option("--fixed-throws", is_flag=True,
              help="pascal : l'ouvreur fixe le nombre de lancers des suivants.")
@click.option("--bareme", "bareme_items", multiple=True, metavar="CLÉ=VALEUR",
              help="pascal : change une valeur du barème (421, brelan-as, fiches, fiche-6, "
                   "brelans, brelan-6, suite, ordinaire, nenette, jetons), à répéter.")
@click.option("--bareme-file", type=click.Path(dir_okay=False), metavar="FICHIER",
              help="pascal : lit le barème dans la section [bareme] d'un fichier INI.")
@click.option("--real-dice", is_flag=True,
              help="De vrais dés : le programme demande les valeurs lancées sur la table.")
@click.version_option(__version__, prog_name="penel421", help="Affiche la version et quitte.")
def main(rules_name: str, seed: int | None, no_color: bool, players: tuple[str, ...],
         computers: int | None, fixed_throws: bool, bareme_items: tuple[str, ...],
         bareme_file: str | None, real_dice: bool) -> None:
    if rules_name == "1987":
        for flag, given in (("--player", players), ("--computers", computers is not None),
                            ("--fixed-throws", fixed_throws), ("--bareme", bareme_items),
                            ("--bareme-file", bareme_file)):
            if given:
                raise click.UsageError(f"{flag} goes with --rules pascal; the 1987 game is "
                                       "you against the computer.")
    if real_dice and seed is not None:
        raise click.UsageError("--seed and --real-dice exclude each other: real dice "
                               "cannot be replayed.")
    _prepare_streams()
    color = wants_color(no_color, sys.stdout)
    if color:
        colorama.just_fix_windows_console()
    terminal = Terminal(color=color)
    if seed is None and not real_dice:
        seed = random.SystemRandom().randrange(100_000)
    console: Console
    if rules_name == "1987":
        console = Console1987(terminal, game_number=seed)
    else:
        console = ConsolePascal(terminal, _pascal(fixed_throws, bareme_items, bareme_file),
                                _seats(players, computers), game_number=seed)
    _run(console, None if real_dice else SeededDice(seed))


def _pascal(fixed_throws: bool, items: tuple[str, ...], path: str | None) -> Rules:
    try:
        bareme = read_bareme_file(path) if path else Bareme()
        bareme = bareme.with_values(parse_pair(item) for item in items)
    except BaremeError as error:
        raise click.BadParameter(str(error), param_hint="--bareme/--bareme-file") from None
    return pascal_rules(bareme, fixed_throws=fixed_throws)


def _seats(players: tuple[str, ...], computers: int | None) -> list[Seat]:
    try:
        return seats_from(players, computers)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--player/--computers") from None


def _prepare_streams() -> None:
    # a stray byte or a terminal without UTF-8 must not crash a game in progress
    for stream, errors in ((sys.stdin, "replace"), (sys.stdout, "replace")):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure:
            reconfigure(errors=errors)


def _run(console: Console, dice: DiceSource | None) -> None:
    try:
        console.play_session(dice)
    except EndOfInput:
        console.term.say(console.goodbye)
        sys.exit(0)
    except KeyboardInterrupt:
        console.term.say("\n" + console.goodbye)
        sys.exit(130)
    except BrokenPipeError:
        # the reader went away (``penel421 | head``): nobody is left to tell
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
    console.term.say(console.goodbye)

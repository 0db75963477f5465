"""Playing from the command line: the options of a game, checked, then a session."""

from __future__ import annotations

import os
import sys

import click

RULE_NAMES = ("1987", "pascal")  # as penel421.core.rules names them; kept here to start fast
LEVEL_NAMES = ("classic", "expert")  # as penel421.strategies.LEVELS names them
#: The game numbers of the 1987 rules: what GW-BASIC's RANDOMIZE takes.
GAMES_1987 = range(1, 32768)

RULES_OPTION = click.option(
    "--rules", "rules_name", type=click.Choice(RULE_NAMES), default="1987", show_default=True,
    help="Les règles : le programme de 1987, ou le bar moderne.")
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

PLAY_OPTIONS = [
    RULES_OPTION,
    click.option("--seed", type=click.IntRange(1), metavar="N",
                 help="Numéro de partie : les mêmes dés à chaque fois (1987 : de 1 à 32767, "
                      "comme le listing)."),
    click.option("--no-color", is_flag=True, help="Sans couleurs (aussi avec NO_COLOR)."),
    click.option("-p", "--player", "players", multiple=True, metavar="NOM",
                 help="pascal : un joueur humain, à répéter ; 'ordi:NOM' place un ordinateur "
                      "(NOM peut être un niveau, classic, ou un robot module:fabrique), "
                      "'module:fabrique' un robot. Les places suivent l'ordre donné."),
    click.option("-c", "--computers", type=click.IntRange(0, 8), metavar="N",
                 help="pascal : N ordinateurs après les joueurs nommés "
                      "(défaut : 2 sans --player, 1 avec un seul, 0 sinon)."),
    *PASCAL_RULES_OPTIONS,
    click.option("--real-dice", is_flag=True,
                 help="De vrais dés : le programme demande les valeurs lancées sur la table."),
    click.option("--level", type=click.Choice(LEVEL_NAMES), default="expert", show_default=True,
                 help="Le jeu de l'ordinateur : classic, les règles simples du listing de "
                      "1987 ; expert, le meilleur joueur (la partie de 1987 résolue)."),
    click.option("--hints", is_flag=True,
                 help="Le conseil de l'expert après chaque lancer (sinon : tapez ? à "
                      "l'invite)."),
    click.option("--basic", is_flag=True,
                 help="Le listing BASIC de 1987 lui-même, joué par PC-BASIC "
                      "(pip install 'penel421[basic]')."),
]


def refuse_pascal_only(rules_name: str, given: dict[str, bool], reason: str) -> None:
    """A usage error when an option of the pascal game comes with the 1987 one."""
    if rules_name == "1987":
        for flag, present in given.items():
            if present:
                raise click.UsageError(f"{flag} va avec --rules pascal : {reason}")


def bareme_from(items: tuple[str, ...], path: str | None):
    """The barème of ``--bareme-file`` then ``--bareme``; a usage error if wrong."""
    from ..core.bareme import Bareme, BaremeError, parse_pair, read_bareme_file

    try:
        bareme = read_bareme_file(path) if path else Bareme()
        return bareme.with_values(parse_pair(item) for item in items)
    except BaremeError as error:
        raise click.BadParameter(str(error), param_hint="--bareme/--bareme-file") from None


def play(rules_name: str, seed: int | None, no_color: bool, players: tuple[str, ...],
         computers: int | None, fixed_throws: bool, bareme_items: tuple[str, ...],
         bareme_file: str | None, real_dice: bool, level: str | None = None,
         hints: bool = False, basic: bool = False) -> None:
    """Check the options together, then play a session; the computers play at
    ``level`` (the default level if None).  ``basic``: the 1987 listing itself."""
    if basic:
        from .basic import check_alone, play_the_listing

        check_alone(click.get_current_context())
        sys.exit(play_the_listing())
    refuse_pascal_only(rules_name, {
        "--player": bool(players), "--computers": computers is not None,
        "--fixed-throws": fixed_throws, "--bareme": bool(bareme_items),
        "--bareme-file": bool(bareme_file)},
        "le jeu de 1987 se joue seul contre l'ordinateur.")
    if real_dice and seed is not None:
        raise click.UsageError("--seed et --real-dice s'excluent : de vrais dés ne se "
                               "rejouent pas.")
    if rules_name == "1987" and seed is not None and seed not in GAMES_1987:
        raise click.BadParameter(f"avec --rules 1987, une partie a un numéro de 1 à 32767 "
                                 f"(comme RANDOMIZE dans le listing), pas {seed}.",
                                 param_hint="--seed")
    from ..console.base import Console
    from ..console.console1987 import Console1987
    from ..console.console_pascal import ConsolePascal
    from ..console.terminal import Terminal, wants_color
    from ..core.basic_rnd import BasicDice
    from ..core.dice import SeededDice
    from ..core.rules import pascal_rules
    from ..strategies import DEFAULT_LEVEL, StrategyLoadError

    level = level or DEFAULT_LEVEL
    _prepare_streams()
    color = wants_color(no_color, sys.stdout)
    if color:
        import colorama
        colorama.just_fix_windows_console()
    terminal = Terminal(color=color)
    if seed is None and not real_dice:
        import random
        games = GAMES_1987 if rules_name == "1987" else range(1, 100_000)
        seed = random.SystemRandom().choice(games)
    console: Console
    try:
        if rules_name == "1987":
            console = Console1987(terminal, game_number=seed, hints=hints, computer=level)
            dice_for = BasicDice.for_game  # the listing's dice: one game per number
        else:
            rules = pascal_rules(bareme_from(bareme_items, bareme_file),
                                 fixed_throws=fixed_throws)
            console = ConsolePascal(terminal, rules, _seats(players, computers, level),
                                    game_number=seed, hints=hints)
            dice_for = SeededDice
    except StrategyLoadError as error:
        raise click.BadParameter(str(error), param_hint="--player") from None
    _run(console, None if real_dice else dice_for)


def _seats(players: tuple[str, ...], computers: int | None, level: str):
    from ..strategies.seats import seats_from

    try:
        return seats_from(players, computers, level)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--player/--computers") from None


def _prepare_streams() -> None:
    # a stray byte or a terminal without UTF-8 must not crash a game in progress
    for stream, errors in ((sys.stdin, "replace"), (sys.stdout, "replace")):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure:
            reconfigure(errors=errors)


def _run(console, dice) -> None:
    from ..console.terminal import EndOfInput
    from ..core.engine import StrategyError

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
    except StrategyError as error:
        seat = console.seats[error.seat]
        if seat.human:  # the keyboard failed: a bug of penel421's, to be seen whole
            raise
        click.echo(f"Erreur : le robot « {seat.strategy} », qui joue {seat.name} (place "
                   f"{error.seat + 1}), {error.what} : {error.reason}. La partie "
                   f"s'arrête là, au milieu de la manche {console.round} : cette manche "
                   "ne compte pas, les jetons restent comme à son début.", err=True)
        sys.exit(1)
    console.term.say(console.goodbye)

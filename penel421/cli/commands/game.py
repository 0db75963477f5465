"""What the game takes: the options of ``penel421`` itself, the group's.

``penel421 --rules pascal …`` plays: the game is the group's callback
(:mod:`penel421.cli`), its program :func:`penel421.cli.programs.play.play`.
Its options are declared here, with the registries of games and levels
their choices and help come from, and nothing of the game.
"""

from __future__ import annotations

from typing import TypedDict

import click

from ...games import DEFAULT_GAME, GAMES
from ...strategies import DEFAULT_LEVEL, LEVELS, level_name
from ..options import JOURNAL_OPTION, NO_JOURNAL_OPTION, PASCAL_RULES_OPTIONS

RULES_OPTION = click.option(
    "--rules", "rules_name", type=click.Choice(list(GAMES)), default=DEFAULT_GAME,
    show_default=True,
    help="Les règles : " + " ; ".join(f"{kind.name}, {kind.summary}" for kind in GAMES.values())
    + ".")


class LevelParam(click.ParamType):
    """A level of the computer (any case), or a bot's ``module:fabrique``."""

    name = "niveau"

    def convert(self, value: object, param: click.Parameter | None,
                ctx: click.Context | None) -> str:
        text = str(value).strip()
        level = level_name(text)
        if level:
            return level
        # the one import of a declaration made when it is used: core.seat's
        # dataclasses would weigh on every --help, and only a value that is
        # no level needs it
        from ...core.seat import is_bot_spec

        if is_bot_spec(text):
            return text
        self.fail(f"« {value} » n'est ni un niveau ({', '.join(LEVELS)}) ni un robot "
                  "module:fabrique.", param, ctx)


PLAY_OPTIONS = [
    RULES_OPTION,
    click.option("--seed", type=click.IntRange(1), metavar="N",
                 help="Le tirage des dés, le numéro que montre l'écran (PARTIE N) : les mêmes dés "
                      "à chaque fois (1987 : de 1 à 32767, comme le listing). La partie "
                      "gardée a son propre numéro dans le journal (penel421 parties)."),
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
    click.option("--level", type=LevelParam(), default=DEFAULT_LEVEL, show_default=True,
                 metavar="NIVEAU",
                 help="Le jeu de l'ordinateur : classic, les règles simples du listing de "
                      "1987 ; expert, le meilleur joueur (la partie de 1987 résolue) ; ou "
                      "votre robot, module:fabrique."),
    click.option("--hints", is_flag=True,
                 help="Le conseil de l'expert après chaque lancer (sinon : tapez ? à "
                      "l'invite)."),
    click.option("--tuteur", "tutor", is_flag=True,
                 help="Le tuteur : avant un choix qui est une erreur (voir penel421 analyse), "
                      "montre ce qu'il coûte et le meilleur, et demande confirmation."),
    click.option("--basic", is_flag=True,
                 help="Notre reconstitution du listing BASIC de 1987 (le listing d'origine "
                      "est perdu), jouée par PC-BASIC ; sans PC-BASIC, penel421 --basic dit "
                      "comment l'installer."),
    JOURNAL_OPTION,
    NO_JOURNAL_OPTION,
]


class PlayOptions(TypedDict):
    """The options of a game, as click passes them to the group's callback."""

    rules_name: str
    seed: int | None
    no_color: bool
    players: tuple[str, ...]
    computers: int | None
    fixed_throws: bool
    bareme_items: tuple[str, ...]
    bareme_file: str | None
    real_dice: bool
    level: str
    hints: bool
    basic: bool
    journal: str | None
    no_journal: bool
    tutor: bool

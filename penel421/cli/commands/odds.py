"""``penel421 chances``: what it takes and what its help says.

Its program: :mod:`penel421.cli.programs.odds`.
"""

from __future__ import annotations

import click

from ...games import DEFAULT_GAME, GAMES
from ..lazy import declare


class HandParam(click.ParamType):
    """Three faces from 1 to 6: ``6-5-2``, ``652``, ``6 5 2`` or ``6,5,2``."""

    name = "main"

    def convert(self, value: object, param: click.Parameter | None,
                ctx: click.Context | None) -> tuple[int, ...]:
        if isinstance(value, tuple):
            return value
        digits = [c for c in str(value) if c not in " -,."]
        if len(digits) != 3 or not all(c in "123456" for c in digits):
            self.fail(f"« {value} » n'est pas une main : trois faces de 1 à 6, "
                      "par exemple 6-5-2.", param, ctx)
        return tuple(sorted((int(c) for c in digits), reverse=True))


HAND = HandParam()

odds_command = declare(
    "penel421.cli.programs.odds:odds",
    click.command("chances", short_help="Chaque façon de jouer une main, avec sa chance exacte.",
                  help="""\
Chaque façon de jouer une main, avec sa chance exacte.

Avec --target : la chance de finir au-dessus de cette main, jouée avant
vous, en jouant ensuite au mieux.

Sans --target : la chance de faire 421 en jouant au mieux pour lui ; puis,
en jouant ainsi, la chance de finir sur chaque sorte de main (421,
brelan, suite…).

La meilleure façon d'abord, en fraction exacte et en pourcentage.
"""),
    click.help_option("-h", "--help", help="Affiche cette aide et quitte."),
    click.option("--rules", "rules_name", type=click.Choice(list(GAMES)), default=DEFAULT_GAME,
                 show_default=True, help="Les règles : " + " ; ".join(
                     f"{kind.name}, {kind.tie_words}" for kind in GAMES.values()) + "."),
    click.option("--hand", type=HAND, required=True, metavar="A-B-C",
                 help="Les trois dés devant vous, par exemple 6-5-2."),
    click.option("--throws-left", type=click.IntRange(0, 2), default=2, show_default=True,
                 metavar="N", help="Les lancers qu'il vous reste (0, 1 ou 2)."),
    click.option("--target", type=HAND, metavar="A-B-C",
                 help="La main à battre, jouée avant vous, par exemple 4-2-1. Sans elle : "
                      "les chances de faire 421."),
    click.option("--json", "as_json", is_flag=True, help="Une ligne JSON pour les scripts."),
)

"""``penel421 odds``: every way to play a hand, with its exact chance."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from ..core.hands import Hand
    from ..solve.keeps import Keep
    from ..solve.odds import Choice

from ..console.french import percent
from ..games import DEFAULT_GAME, GAMES, find_game


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


@click.command("odds")
@click.help_option("-h", "--help", help="Affiche cette aide et quitte.")
@click.option("--rules", "rules_name", type=click.Choice(list(GAMES)), default=DEFAULT_GAME,
              show_default=True, help="Les règles : " + " ; ".join(
                  f"{kind.name}, {kind.tie_words}" for kind in GAMES.values()) + ".")
@click.option("--hand", type=HAND, required=True, metavar="A-B-C",
              help="Les trois dés devant vous, par exemple 6-5-2.")
@click.option("--throws-left", type=click.IntRange(0, 2), default=2, show_default=True,
              metavar="N", help="Les lancers qu'il vous reste (0, 1 ou 2).")
@click.option("--target", type=HAND, required=True, metavar="A-B-C",
              help="La main à battre, jouée avant vous, par exemple 4-2-1.")
@click.option("--json", "as_json", is_flag=True, help="Une ligne JSON pour les scripts.")
def odds_command(rules_name: str, hand: tuple[int, int, int], throws_left: int,
                 target: tuple[int, int, int], as_json: bool) -> None:
    """Chaque façon de jouer une main, avec sa chance exacte de battre la cible.

    La meilleure d'abord : la chance de finir au-dessus de la cible en jouant
    ensuite au mieux, en fraction exacte et en pourcentage.
    """
    from ..solve.odds import choices

    rules = find_game(rules_name).rules()
    found = choices(rules, hand, throws_left, target)
    if as_json:
        click.echo(json.dumps(_as_json(rules_name, hand, throws_left, target, found),
                              ensure_ascii=False))
        return
    for line in _table(rules_name, hand, throws_left, target, found):
        click.echo(line)


def _dice(values: Sequence[int]) -> str:
    return "-".join(map(str, values))


def _label(keep: Keep, hand: Hand) -> str:
    if len(keep) == 3:
        return f"s'arrêter sur {_dice(hand)}"
    if not keep:
        return "tout relancer"
    return f"garder {_dice(keep)}, relancer {3 - len(keep)} dé{'s' if len(keep) == 1 else ''}"


def _table(rules_name: str, hand: Hand, throws_left: int, target: Hand,
           found: list[Choice]) -> list[str]:
    tie = find_game(rules_name).tie_words
    left = {0: "aucun lancer restant", 1: "1 lancer restant"}.get(
        throws_left, f"{throws_left} lancers restants")
    rows = [(_label(c.keep, hand), percent(c.probability, 2), str(c.probability))
            for c in found]
    widths = [max(len(r[i]) for r in rows + [("choix", "chance", "exacte")]) for i in range(3)]
    lines = [f"Règles {rules_name} · main {_dice(hand)} · {left}",
             f"À battre : {_dice(target)} ({tie})", ""]
    for i, row in enumerate([("choix", "chance", "exacte")] + rows):
        lines.append(f"{row[0].ljust(widths[0])}  {row[1].rjust(widths[1])}  "
                     f"{row[2].rjust(widths[2])}".rstrip())
        if i == 0:
            lines.append("-" * (sum(widths) + 4))
    return lines


def _as_json(rules_name: str, hand: Hand, throws_left: int, target: Hand,
             found: list[Choice]) -> dict[str, object]:
    def one(choice: Choice) -> dict[str, object]:
        return {"keep": list(choice.keep), "stop": choice.stops,
                "probability": float(choice.probability), "fraction": _fraction(choice)}
    best = found[0]
    return {"rules": rules_name, "hand": list(hand), "throws_left": throws_left,
            "target": list(target), **one(best), "choices": [one(c) for c in found]}


def _fraction(choice: Choice) -> str:
    p = choice.probability
    return f"{p.numerator}/{p.denominator}"

"""``penel421 chances``: every way to play a hand, with its exact chance."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from fractions import Fraction

import click

from ...console.french import percent
from ...console.wrap import GLUE, columns, fit, glued
from ...core.hands import Hand, Kind
from ...core.rules import Rules
from ...games import find_game
from ...solve.turn import odds as turn_odds
from ...solve.turn.keeps import Keep
from ...solve.turn.odds import Choice


def odds(rules_name: str, hand: Hand, throws_left: int, target: Hand | None,
         as_json: bool) -> None:
    """Every way to play ``hand`` with ``throws_left`` throws, best first,
    each with its chance: of beating ``target``, else of making 421 (and,
    playing the best way for it, of ending on each kind of hand)."""
    rules = find_game(rules_name).rules()
    kinds = None
    if target is None:
        found = turn_odds.choices_for_421(hand, throws_left)
        kinds = [(kind, kind_name(rules, kind), chance)
                 for kind, chance in turn_odds.final_kinds(rules, hand, throws_left)]
    else:
        found = turn_odds.choices(rules, hand, throws_left, target)
    if as_json:
        click.echo(json.dumps(_as_json(rules_name, hand, throws_left, target, found, kinds),
                              ensure_ascii=False))
        return
    width = columns(sys.stdout)
    lines = _table(rules_name, hand, throws_left, target, found, width)
    if kinds is not None:
        lines += _kinds_table(hand, found[0], kinds, width)
    for line in lines:
        click.echo(line)


def kind_name(rules: Rules, kind: Kind) -> str:
    """A kind of hand as the game names it, from the names of its hands:
    « brelan de 6 » makes « brelan », « coup quelconque 665 » « coup
    quelconque », « 6 et deux as » « chiffre et deux as »."""
    name = next(entry.name for entry in rules.table.entries() if entry.kind is kind)
    words = name.split()
    if len(words) > 1 and any(c.isdigit() for c in words[0]):
        words[0] = "chiffre"
    while len(words) > 1 and (any(c.isdigit() for c in words[-1]) or words[-1] == "de"):
        words.pop()
    return " ".join(words)


def _dice(values: Sequence[int]) -> str:
    return "-".join(map(str, values))


def _label(keep: Keep, hand: Hand) -> str:
    if len(keep) == 3:
        return f"s'arrêter sur {_dice(hand)}"
    if not keep:
        return "tout relancer"
    return f"garder {_dice(keep)}, relancer {3 - len(keep)} dé{'s' if len(keep) == 1 else ''}"


def _rows(header: tuple[str, str, str], rows: list[tuple[str, str, str]],
          width: int) -> list[str]:
    """An aligned table: labels left, percentages and fractions right, a rule
    under the header.  Where a row does not fit ``width``, each label has its
    line and its figures the next one, right-aligned under each other."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(3)]
    lines = []
    if sum(widths) + 4 <= width:
        for i, row in enumerate([header, *rows]):
            lines.append(f"{row[0].ljust(widths[0])}  {row[1].rjust(widths[1])}  "
                         f"{row[2].rjust(widths[2])}".rstrip())
            if i == 0:
                lines.append("-" * (sum(widths) + 4))
        return lines
    def figures(row: tuple[str, str, str]) -> str:
        return f"    {row[1].rjust(widths[1])}  {row[2].rjust(widths[2])}"
    lines = [header[0], figures(header),
             "-" * min(width, max(widths[0], len(figures(header))))]
    for row in rows:
        lines += [row[0], figures(row)]
    return lines


def _table(rules_name: str, hand: Hand, throws_left: int, target: Hand | None,
           found: list[Choice], width: int) -> list[str]:
    left = {0: "aucun lancer restant", 1: "1 lancer restant"}.get(
        throws_left, f"{throws_left} lancers restants")
    lines = fit(f"Règles {rules_name}{GLUE}· main {_dice(hand)}{GLUE}· {glued(*left.split())}",
                width, "  ")
    if target is None:
        lines += fit("Sans main à battre : la chance de faire 421.", width, "  ")
    else:
        lines += fit(f"À battre : {_dice(target)} ({find_game(rules_name).tie_words})", width,
                     "  ")
    rows = [(_label(c.keep, hand), percent(c.probability, 2), str(c.probability))
            for c in found]
    return lines + [""] + _rows(("choix", "chance", "exacte"), rows, width)


def _kinds_table(hand: Hand, best: Choice, kinds: list[tuple[Kind, str, Fraction]],
                 width: int) -> list[str]:
    rows = [(name, percent(chance, 2), str(chance)) for _, name, chance in kinds]
    return ["", *fit(f"En jouant « {_label(best.keep, hand)} », puis au mieux pour le 421,",
                     width), *fit("la main finale est :", width), ""] + _rows(
        ("main finale", "chance", "exacte"), rows, width)


def _as_json(rules_name: str, hand: Hand, throws_left: int, target: Hand | None,
             found: list[Choice], kinds: list[tuple[Kind, str, Fraction]] | None
             ) -> dict[str, object]:
    def one(choice: Choice) -> dict[str, object]:
        return {"keep": list(choice.keep), "stop": choice.stops,
                "probability": float(choice.probability), "fraction": _fraction(choice)}
    best = found[0]
    data: dict[str, object] = {
        "rules": rules_name, "hand": list(hand), "throws_left": throws_left,
        "target": None if target is None else list(target), **one(best),
        "choices": [one(c) for c in found]}
    if kinds is not None:
        data["final_hands"] = [
            {"kind": kind.value, "name": name, "probability": float(chance),
             "fraction": f"{chance.numerator}/{chance.denominator}"}
            for kind, name, chance in kinds]
    return data


def _fraction(choice: Choice) -> str:
    p = choice.probability
    return f"{p.numerator}/{p.denominator}"

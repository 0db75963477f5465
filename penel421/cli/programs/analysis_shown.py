"""``penel421 analyse`` in words: the title of the game, then what the expert found.

A module of its own so that ``penel421 analyse --json`` loads none of the
console's texts (:data:`penel421.cli.programs.analyse.SHOWN`).
"""

from __future__ import annotations

import sys

import click

from ...analysis.analyst import Analyst
from ...console.analysis_text import analysis_lines
from ...console.french import lost_by
from ...console.screens import console_class
from ...console.wrap import columns
from ...games import find_game
from ...journal.recorded import GameRecord


def show(record: GameRecord, analyst: Analyst, kinds: list[str]) -> None:
    """The analysis of ``record`` by ``analyst`` in French, at the width of
    the terminal (a pager's too; 80 columns with none), in the voice of the
    game's console (the 1987 one types in capitals)."""
    state = "finie" if analyst.loser is not None else \
        f"interrompue à la manche {analyst.rounds}"
    lost = "" if analyst.loser is None else f" ; {lost_by(record.names[analyst.loser])}"
    dice = "" if record.number is None else f", tirage {record.number}"
    title = (f"Partie {record.id} du journal : règles {analyst.rules.variant.label}{dice}, "
             f"{analyst.rounds} manche{'s' if analyst.rounds > 1 else ''}, {state}{lost}.")
    typed = console_class(find_game(record.game)).typed
    width = columns(sys.stdout)  # the terminal's, a pager's too; 80 with none
    for line in analysis_lines(analyst, record.names, title, kinds, typed, width):
        click.echo(line)

"""``penel421 parties`` for a program: ``--json`` and ``--export`` (JSON Lines).

A module of its own so that the list in French loads no exporter
(:data:`penel421.cli.programs.parties.AS_JSON`, ``EXPORTED``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ...journal.export import check_target, game_dict, write_file, write_lines
from ...journal.recorded import GameRecord
from ...journal.records import PersonRecord
from ...journal.text import shown
from ..errors.export import export_refused
from ..messages import say


def echo_json(path: str, games: list[GameRecord], records: list[PersonRecord]) -> None:
    """The games of the journal at ``path`` and each person's record, in JSON."""
    click.echo(json.dumps({
        "journal": path,
        "parties": [game_dict(game, events=False) for game in games],
        "bilans": [{
            "game": r.game, "person": r.person, "played": r.played, "lost": r.lost,
            "average_place": round(r.average_place, 3),
            "against": {spec: {"played": t.played, "won": t.won, "lost": t.lost}
                        for spec, t in r.against.items()}} for r in records],
    }, ensure_ascii=False))


def exported(games: list[GameRecord], target: str, journal: Path) -> None:
    """Every game of ``games`` with all its events, oldest first, one line of
    JSON each, to ``target`` (``-``: stdout), never over ``journal`` itself."""
    oldest_first = sorted(games, key=lambda game: game.id)
    if target == "-":
        write_lines(oldest_first, sys.stdout)
        return
    with export_refused(target):
        count = write_file(oldest_first, check_target(Path(target), journal))
    say(f"{count} partie{'s' if count > 1 else ''} écrite{'s' if count > 1 else ''} "
        f"dans {shown(target)}.")


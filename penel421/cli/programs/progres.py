"""``penel421 progres``: whether you play better than a month ago, in figures and charts.

Each person's games in order with what the analysis found in each — the
same figures as ``penel421 analyse``, read from the journal where each
game's analysis is kept (the games kept before are weighed first, once) —
then charts of the loss per decision and of the luck over the games, with
their moving average, the same against each opponent, and the training's
share of right answers (:mod:`penel421.learn.progress`).
"""

from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta

import click

from ...console.trend import blocks_shown
from ...console.wrap import columns
from ...journal.text import safe, shown
from ...learn.progress import progress_of
from ...learn.progress_text import progress_dict, progress_lines
from ..journal_file import journal_path
from ..messages import notice, tell_left_out
from ..streams import forgiving_streams
from .learning import learning_journal, people_of, weigh_kept_games


def progres(rules_name: str | None, person: str | None, as_json: bool,
            journal: str | None) -> None:
    """Each person's games in order, what the analysis found in each and the
    charts of it (of ``rules_name``'s games, of ``person``; else of all), in
    French or in JSON."""
    with learning_journal(journal, writing=False) as store:
        weigh_kept_games(store)
        whos = people_of(store.journal, person, rules_name)
        problems: list[str] = []
        people = progress_of(store, rules_name, whos, problems)
        tell_left_out(problems, "parties")
        path = journal_path(journal)[0]
    if as_json:
        click.echo(json.dumps({"journal": str(path), "window": 10,
                               "people": progress_dict(people)}, ensure_ascii=False))
        return
    if not people:  # say what was looked for: the game, the person
        game = f" de {rules_name}" if rules_name else ""
        who = f"par {safe(person.strip())}" if person else "par une personne"
        notice(f"Aucune partie{game} jouée {who} dans le journal ({shown(path)}).")
        return
    forgiving_streams()  # an output without « − · (latin-1) gets their nearest, no crash
    width = max(40, columns(sys.stdout))
    # the charts as the text is written: click.echo writes UTF-8 to a stream
    # that says ASCII, and the stream's own encoding elsewhere
    echoed = getattr(click.utils, "_default_text_stdout", lambda: None)() or sys.stdout
    click.echo("\n".join(progress_lines(people, width, blocks_shown(echoed), local_day)))


#: The player's calendar day of each UTC hour (ISO 8601, to the hour), where
#: the local zone is a whole number of hours from UTC.
_DAYS: dict[str, str] = {}


def local_day(stamp: str) -> str:
    """The player's calendar day of an ISO 8601 UTC time: 30/11/26 (found
    once per hour where the zone allows: thousands of games are shown)."""
    day = _DAYS.get(stamp[:13])
    if day is not None:
        return day
    try:
        local = datetime.fromisoformat(stamp).astimezone()
    except (ValueError, TypeError, OverflowError):
        return "—"  # not a date penel421 wrote: none is shown rather than any text
    day = f"{local.day:02}/{local.month:02}/{local.year % 100:02}"
    offset = local.utcoffset()
    if offset is not None and not offset % timedelta(hours=1):
        _DAYS[stamp[:13]] = day
    return day

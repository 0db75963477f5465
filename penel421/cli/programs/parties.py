"""``penel421 parties``: the games kept, newest first, and each person's record."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ...console.french import counted
from ...console.wrap import GLUE, columns, fit, glued, visible
from ...games import find_game
from ...journal.recorded import GameRecord
from ...journal.records import PersonRecord, person_records
from ...journal.text import person_name
from ..errors.journal import reading
from ..journal_file import (
    damage_warning,
    exists,
    journal_path,
    local_time,
    open_for_reading,
    tell_unreadable,
)
from ..lazy import Program
from ..messages import say, tell

#: The games for a program, in JSON or JSON Lines, with the journal's exporter:
#: loaded only for ``--json`` and ``--export``.
AS_JSON = Program("penel421.cli.programs.parties_json:echo_json")
EXPORTED = Program("penel421.cli.programs.parties_json:exported")


def parties(journal: str | None, as_json: bool, export: str | None) -> None:
    """The games of the journal, newest first, and each person's record, in
    French or in JSON; or every game with all its events (``export``)."""
    path, _ = journal_path(journal)
    games = _kept_games(journal, path, with_events=export is not None)
    if export is not None:
        EXPORTED(games=games, target=export, journal=path)
        return
    records = person_records(games)
    if as_json:
        AS_JSON(path=str(path), games=games, records=records)
    else:
        _print_text(str(path), games, records)


def _kept_games(journal: str | None, path: Path, with_events: bool) -> list[GameRecord]:
    """The games of the journal at ``path`` (``journal``: the ``--journal``
    given), newest first; none if it is not there yet.  What the journal
    says of itself (damaged, games that do not read) is said on stderr."""
    if not exists(path):
        return []
    with reading(path), open_for_reading(journal) as kept:
        kept.check_meanwhile()  # the whole file is read while its rows are
        try:
            games = kept.games(with_events=with_events)
        finally:
            warning = damage_warning(kept, "voici ce qui s'en lit encore")
            if warning:
                tell(warning)
        tell_unreadable(kept)
    return games


def _seats(game: GameRecord) -> str:
    """The players, each name (as outside its game's screens) with its level
    or bot kept on one line."""
    return ", ".join(glued(*person_name(seat.name, game.game).split(" "),
                           *([] if seat.spec is None else [f"({seat.spec})"]))
                     for seat in game.seats)


def _result(game: GameRecord) -> str:
    """Who lost the game, or that it is not finished."""
    if game.loser is None:
        return "pas finie"
    return f"perdue par {person_name(game.seats[game.loser].name, game.game)}"


#: Where the next lines of a game start, under its date.
UNDER_DATE = " " * 8


def game_lines(game: GameRecord, width: int) -> list[str]:
    """One game of the list within ``width`` columns: its number, date,
    rules, dice, rounds, result and players on one line where they fit;
    else the players on the next lines, under the date; narrower, the rounds
    and the result too.  A figure stays with its word
    (« tirage 209 », « 7 manches »), never cut.  A game is named by its
    number in the journal, first; its tirage is the number of its dice, the
    one its screen showed (PARTIE 209, --seed 209)."""
    number = "dés réels" if game.number is None else f"tirage {game.number}"
    rounds = f"{game.rounds} manche{'s' if game.rounds > 1 else ''}"
    head = (f"{game.id:>6}  {glued(*local_time(game.started).split())}  {game.game:<6}  "
            f"{glued(*number.split())}")
    result = f"{glued(*rounds.split())}  {_result(game)}"
    seats = _seats(game)
    one_line = f"{head}  {result}  —  {seats}"
    if visible(one_line) <= width:
        return [one_line.replace(GLUE, " ")]
    players = fit(UNDER_DATE + seats, width, "  ")
    if visible(f"{head}  {result}") <= width:
        return [f"{head}  {result}".replace(GLUE, " "), *players]
    return [*fit(head, width, UNDER_DATE), *fit(UNDER_DATE + result, width, "  "), *players]


def _home_short(path: str) -> str:
    """``path`` as a shell takes it, shorter: the home folder as ``~`` (the
    journal's own folder, ``~/.config/penel421/``, then fits 50 columns)."""
    home = str(Path.home())
    if home not in ("", "/") and path.startswith(home + "/") and " " not in path:
        return "~" + path[len(home):]
    return path


def _print_text(path: str, games: list[GameRecord], records: list[PersonRecord]) -> None:
    width = columns(sys.stdout)
    path = _home_short(path)
    if not games:
        say(f"Aucune partie gardée (journal : {path}).")
        return
    count = len(games)
    lines = fit(f"{count} partie{'s' if count > 1 else ''} gardée{'s' if count > 1 else ''} "
                f"(journal : {path}), la plus récente en premier :", width, "  ")
    for game in games:
        lines += game_lines(game, width)
    if records:
        lines.append("")
        lines += fit("Bilans (parties finies ; perdue : finie dernière ; contre un "
                     "adversaire, gagnée si la personne finit devant toutes ses places, "
                     "perdue si l'une d'elles finit devant elle) :", width, "  ")
    for record in records:
        place = ""
        if find_game(record.game).chosen_seats:
            place = ", place " + glued("moyenne", f"{record.average_place:.1f}".replace(".", ","))
        who = person_name(record.person, record.game)
        lines += fit(f"  {who} ({record.game}) : {counted(record.played, 'partie')}, "
                     f"{counted(record.lost, 'perdue')}{place}", width, "  ")
        for spec, tally in record.against.items():
            lines += fit(f"    contre {spec} : {counted(tally.played, 'partie')}, "
                         f"{counted(tally.won, 'gagnée')}, {counted(tally.lost, 'perdue')}",
                         width, "  ")
    click.echo("\n".join(lines))

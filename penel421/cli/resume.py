"""``penel421 reprendre [N]``: a kept game goes on exactly where it stopped."""

from __future__ import annotations

import sys

import click

from .journal import JOURNAL_OPTION

HELP = """\
Continue la dernière partie pas finie du journal (ou la partie N),
exactement où elle s'est arrêtée : mêmes joueurs, mêmes jetons, même
manche et même tour, et les mêmes dés à venir. La manche en cours
s'affiche depuis son début, puis le jeu reprend à la question laissée.

\b
Exemples :
  penel421 reprendre               la dernière partie pas finie
  penel421 reprendre 12            la partie n° 12 de « penel421 parties »
"""


@click.command("reprendre", help=HELP, short_help="Continue une partie interrompue.")
@click.help_option("-h", "--help", help="Affiche cette aide et quitte.")
@click.argument("number", metavar="[N]", required=False, type=click.IntRange(1))
@JOURNAL_OPTION
@click.option("--no-color", is_flag=True, help="Sans couleurs (aussi avec NO_COLOR).")
@click.option("--hints", is_flag=True, help="Le conseil de l'expert après chaque lancer.")
@click.option("--tuteur", "tutor", is_flag=True,
              help="Le tuteur : avant un choix qui est une erreur, ce qu'il coûte et le "
                   "meilleur, puis une confirmation.")
def resume_command(number: int | None, journal: str | None, no_color: bool,
                   hints: bool, tutor: bool) -> None:
    from ..console.base import open_console
    from ..games import find_game
    from ..journal.recorder import Keeper
    from ..journal.store import JournalUnavailable
    from ..play.session import Session
    from ..strategies import StrategyLoadError
    from ..strategies.seats import Seat
    from .journal import damage_warning, journal_path, local_time, open_journal
    from .play import open_terminal, run_session

    path, _ = journal_path(journal)
    try:
        kept = open_journal(journal, create=False)
        warning = damage_warning(kept, "la partie reprend, mais la suite n'est pas gardée")
        record = kept.game(number) if number else kept.last_unfinished()
        if number is None and record is not None:
            record = kept.game(record.id)
    except JournalUnavailable as error:
        click.echo(f"Erreur : rien à reprendre, le journal {path} ne s'ouvre pas : {error}.",
                   err=True)
        sys.exit(1)
    if record is None and number is not None:
        last = kept.games()[:1]
        known = f"il en a de 1 à {last[0].id}" if last else "il est vide"
        raise click.BadParameter(f"le journal n'a pas de partie n° {number} ({known}).",
                                 param_hint="N")
    if record is None:
        click.echo("Aucune partie pas finie dans le journal : rien à reprendre "
                   "(penel421 parties les montre toutes).", err=True)
        sys.exit(1)
    if record.finished:
        raise click.BadParameter(f"la partie n° {record.id} est finie (le "
                                 f"{local_time(record.ended or '')}) : rien à reprendre.",
                                 param_hint="N")
    terminal = open_terminal(no_color)
    kind = find_game(record.game)
    seats = [Seat(seat.name, seat.spec) for seat in record.seats]
    console = open_console(kind, terminal, record.rules(), seats, hints=hints,
                           real_dice=record.dice == "real")
    console.tutor = tutor
    if warning:
        console.term.say(warning)
        kept.close()
    try:
        session = Session(console, record.number,
                          keeper=Keeper(None if warning else kept, console.term.say))
    except StrategyLoadError as error:
        click.echo(f"Erreur : la partie n° {record.id} ne peut pas reprendre : {error}.",
                   err=True)
        sys.exit(1)
    console.term.say(f"Reprise de la partie n° {record.id} du journal, commencée le "
                     f"{local_time(record.started)} : manche {max(record.rounds, 1)}.")
    run_session(session, record)

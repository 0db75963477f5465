"""``penel421 analyse [N]``: a kept game weighed, decision by decision.

The game is read from the journal and replayed through the engine
(:func:`penel421.journal.replay.replay`); an
:class:`~penel421.analysis.analyst.Analyst` listens and weighs every
decision and throw with the expert of the game.  Without N, the last game
played, finished or not; an unfinished game is analysed up to where it
stopped.
"""

from __future__ import annotations

import sys

import click

from ..journal_file import JOURNAL_OPTION, GameNumber


@click.command("analyse", help="""\
Analyse une partie gardée dans le journal : d'abord, en quelques lignes,
le choix le plus coûteux, les lancers le plus et le moins heureux et le
verdict ; puis chaque décision de chaque joueur pesée par l'expert (la
meilleure, pourquoi, la perte, ?! ? ??), la chance des dés, le bilan et
le niveau de chacun.

N : le numéro de la partie dans le journal (penel421 parties) ; sans N,
la dernière partie jouée, finie ou non.""")
@click.argument("number", metavar="[N]", required=False, type=GameNumber())
@JOURNAL_OPTION
@click.option("--json", "as_json", is_flag=True, help="Tous les chiffres en JSON.")
@click.help_option("-h", "--help", help="Affiche cette aide et quitte.")
def analyse_command(number: int | None, journal: str | None, as_json: bool) -> None:
    from ...analysis.analyst import Analyst
    from ...journal.replay import GameTooLong, ReplayMismatch, replay
    from ...journal.store import JournalUnavailable
    from ..journal_file import (
        ReplayProgress,
        cannot_read,
        damage_warning,
        journal_path,
        open_for_reading,
        shown,
        tell,
    )

    path, _ = journal_path(journal)
    try:
        store = open_for_reading(journal)
        try:
            warning = damage_warning(store, "voici ce qui s'en lit encore")
            if warning:
                tell(warning)
            if number is None:
                number = store.last_id()
                if number is None:
                    tell(f"Erreur : le journal {shown(path)} ne garde encore aucune "
                         "partie.")
                    sys.exit(1)
            record = store.game(number)
            unreadable = store.unreadable.get(number)
        finally:
            store.close()
    except JournalUnavailable as error:
        cannot_read(path, error)
    if unreadable is not None:
        tell(f"Erreur : la partie n° {number} du journal ne se lit pas : {unreadable}.")
        sys.exit(1)
    if record is None:
        raise click.BadParameter(f"le journal {path} n'a pas de partie n° {number} "
                                 "(penel421 parties les liste).", param_hint="N")
    progress = ReplayProgress("Analyse", "de la partie pesée")
    try:
        rules = record.rules()
        analyst = Analyst(rules, len(record.seats))
        replay(record, analyst, progress=progress)
    except KeyboardInterrupt:
        progress.clear()
        tell("Analyse interrompue (Ctrl-C) : rien n'est montré.")
        sys.exit(130)
    except GameTooLong as error:
        tell(f"Erreur : la partie n° {record.id} ne s'analyse pas : {error}.")
        sys.exit(1)
    except ReplayMismatch as error:
        tell(f"Erreur : la partie n° {record.id} ne se rejoue pas : {error}.")
        sys.exit(1)
    except (ValueError, LookupError, TypeError, ArithmeticError) as error:
        # a record that reads but does not make a game (its rows were edited)
        tell(f"Erreur : la partie n° {record.id} ne se rejoue pas "
             f"({type(error).__name__}) : le journal a été modifié.")
        sys.exit(1)
    kinds = [seat.role for seat in record.seats]
    if as_json:
        import json

        from ...analysis.analyst import as_json as to_json
        from ...analysis.overview import as_json as overview_json

        click.echo(json.dumps({"game": record.id, "number": record.number,
                               **to_json(analyst, record.names, kinds),
                               "overview": overview_json(analyst)},
                              ensure_ascii=False, indent=1))
        return
    from ...console.analysis_text import analysis_lines
    from ...console.screens import console_class
    from ...games import find_game

    state = "finie" if analyst.loser is not None else \
        f"interrompue à la manche {analyst.rounds}"
    lost = "" if analyst.loser is None else f" ; {record.names[analyst.loser]} a perdu"
    dice = "" if record.number is None else f", partie n° {record.number}"
    title = (f"Partie {record.id} du journal : règles {rules.name}{dice}, "
             f"{analyst.rounds} manche{'s' if analyst.rounds > 1 else ''}, {state}{lost}.")
    from ...console.wrap import columns

    typed = console_class(find_game(record.game)).typed
    width = columns(sys.stdout)  # the terminal's, a pager's too; 80 with none
    for line in analysis_lines(analyst, record.names, title, kinds, typed, width):
        click.echo(line)

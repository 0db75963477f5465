"""``penel421 progres``: whether you play better than a month ago, in figures and charts.

Each person's games in order with what the analysis found in each — the
same figures as ``penel421 analyse``, read from the journal where each
game's analysis is kept (the games kept before are weighed first, once) —
then charts of the loss per decision and of the luck over the games, with
their moving average, the same against each opponent, and the training's
share of right answers (:mod:`penel421.learn.progress`).
"""

from __future__ import annotations

import click

from ...games import GAMES
from ..journal_file import JOURNAL_OPTION, tell_left_out

HELP = """\
Vos progrès, partie après partie : pour chaque personne, ses parties dans
l'ordre avec ce que l'expert y a trouvé (les choix, la perte par choix,
le niveau en mots, la chance des dés), puis un graphique de la perte par
choix et un de la chance des dés au fil des parties, avec leur moyenne
sur 10 parties, le bilan contre chaque adversaire et, si vous vous
entraînez, la part de vos bonnes réponses à chaque séance.

\b
Exemples :
  penel421 progres                 toutes les personnes, les deux jeux
  penel421 progres --rules 1987 --joueur VOUS
  penel421 progres --json          tous les chiffres, pour un programme
"""


@click.command("progres", help=HELP, short_help="Vos progrès, partie après partie.")
@click.help_option("-h", "--help", help="Affiche cette aide et quitte.")
@click.option("--rules", "rules_name", type=click.Choice(list(GAMES)), default=None,
              help="Les parties de ce jeu seulement (par défaut : les deux).")
@click.option("--joueur", "person", metavar="NOM",
              help="Cette personne seulement (par défaut : toutes).")
@click.option("--json", "as_json", is_flag=True, help="Tous les chiffres en JSON.")
@JOURNAL_OPTION
def progres_command(rules_name: str | None, person: str | None, as_json: bool,
                    journal: str | None) -> None:
    import sys

    from ...learn.progress import progress_of
    from ..journal_file import journal_path
    from .learning import learning_journal, people_of, weigh_kept_games

    with learning_journal(journal, writing=False) as store:
        weigh_kept_games(store)
        whos = people_of(store.journal, person, rules_name)
        problems: list[str] = []
        people = progress_of(store, rules_name, whos, problems)
        tell_left_out(problems, "parties")
        path = journal_path(journal)[0]
    if as_json:
        import json

        from ...learn.progress_text import progress_dict

        click.echo(json.dumps({"journal": str(path), "window": 10,
                               "people": progress_dict(people)}, ensure_ascii=False))
        return
    from ...console.trend import blocks_shown
    from ...console.wrap import columns
    from ...learn.progress_text import progress_lines
    if not people:  # say what was looked for: the game, the person
        from ...journal.text import safe
        from ..journal_file import notice, shown

        game = f" de {rules_name}" if rules_name else ""
        who = f"par {safe(person.strip())}" if person else "par une personne"
        notice(f"Aucune partie{game} jouée {who} dans le journal ({shown(path)}).")
        return
    width = max(40, columns(sys.stdout))
    click.echo("\n".join(progress_lines(people, width, blocks_shown(sys.stdout), local_day)))


#: The player's calendar day of each UTC hour (ISO 8601, to the hour), where
#: the local zone is a whole number of hours from UTC.
_DAYS: dict[str, str] = {}


def local_day(stamp: str) -> str:
    """The player's calendar day of an ISO 8601 UTC time: 30/11/26 (found
    once per hour where the zone allows: thousands of games are shown)."""
    day = _DAYS.get(stamp[:13])
    if day is not None:
        return day
    from datetime import datetime, timedelta

    try:
        local = datetime.fromisoformat(stamp).astimezone()
    except (ValueError, TypeError, OverflowError):
        return "—"  # not a date penel421 wrote: none is shown rather than any text
    day = f"{local.day:02}/{local.month:02}/{local.year % 100:02}"
    offset = local.utcoffset()
    if offset is not None and not offset % timedelta(hours=1):
        _DAYS[stamp[:13]] = day
    return day

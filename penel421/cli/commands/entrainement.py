"""``penel421 entrainement``: your own mistakes brought back until they are learnt.

The cards are the decisions of people in the games kept (and the starter
deck's, where they are too few): see :mod:`penel421.learn`.  Each is asked
on the game's own console, graded by the analysis's own weighing, and kept
with its new schedule as soon as it is answered.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from ...games import GAMES
from ..journal_file import JOURNAL_OPTION, tell_left_out

if TYPE_CHECKING:
    from ...analysis.weigh import Weigher
    from ...learn.cards import Card
    from ...learn.drill import Drill
    from ...learn.store import TrainingStore

HELP = """\
L'entraînement : vos propres erreurs, reprises des parties gardées dans
le journal, montrées comme la partie les a montrées et posées avec les
touches du jeu, jusqu'à ce qu'elles soient apprises. Chaque réponse est
pesée par l'expert, comme dans « penel421 analyse » : juste (le meilleur
choix, ou à moins d'une imprécision), ou ce qu'elle coûte, avec le
meilleur choix et ce que vous aviez joué en partie. Une carte juste
revient dans 3, puis 7, puis 16 jours ; ratée, le lendemain ; juste 4 fois
de suite, elle est apprise. Environ une carte sur trois est un leurre :
votre choix de la partie était déjà le meilleur. Sans partie gardée, le
paquet de départ : les positions où un débutant perd le plus.

\b
Exemples :
  penel421 entrainement             10 cartes : à revoir, puis nouvelles
  penel421 entrainement --cartes 5 --rules pascal
  penel421 entrainement --joueur Alice
  penel421 entrainement --bilan     vos séances et vos cartes, sans rien demander
"""


@click.command("entrainement", help=HELP, short_help="Vos erreurs, à apprendre.")
@click.help_option("-h", "--help", help="Affiche cette aide et quitte.")
@click.option("--rules", "rules_name", type=click.Choice(list(GAMES)), default=None,
              help="Les cartes de ce jeu (par défaut, celui de la carte la plus coûteuse à "
                   "revoir, sinon de la nouvelle la plus coûteuse, sinon 1987).")
@click.option("--joueur", "person", metavar="NOM",
              help="Les cartes de cette personne seulement (par défaut : de toutes).")
@click.option("--cartes", "count", type=click.IntRange(1, 500), default=10, show_default=True,
              metavar="N", help="Le nombre de cartes de la séance.")
@click.option("--bilan", is_flag=True,
              help="Vos séances et l'état de vos cartes, sans rien demander.")
@click.option("--json", "as_json", is_flag=True,
              help="Le bilan et les cartes de la prochaine séance en JSON, sans rien demander.")
@JOURNAL_OPTION
@click.option("--no-color", is_flag=True, help="Sans couleurs (aussi avec NO_COLOR).")
def entrainement_command(rules_name: str | None, person: str | None, count: int, bilan: bool,
                         as_json: bool, journal: str | None, no_color: bool) -> None:
    import random

    from ...analysis.weigh import Weigher
    from ...learn.deck import available, compose, day_seed, right_answers
    from ...learn.schedule import day_of, stamp, system_clock
    from .learning import last_person, learning_journal, people_of, weigh_kept_games

    asking = not (bilan or as_json)
    with learning_journal(journal, writing=asking) as store:
        weigh_kept_games(store)
        whos = people_of(store.journal, person, rules_name)
        chosen = None
        if whos is None:  # one person's session: the last who played here
            chosen = last_person(store.journal)
            whos = None if chosen is None else [chosen.casefold()]
        now = system_clock()
        game = rules_name or store.costliest_game(whos, stamp(now)) or "1987"
        cards, problems = available(store, game, whos, now, count)
        tell_left_out(problems, "cartes")
        weigher = Weigher()
        session = compose(cards, count, random.Random(day_seed(day_of(now), game, whos)),
                          right_answers(weigher))
        if not asking:
            _report(store, journal, game, rules_name, whos, session, as_json)
            return
        if not session:
            from ...console.wrap import glued
            from ..journal_file import notice

            notice(f"Aucune carte de {game} à revoir aujourd'hui : toutes sont apprises ou "
                   f"à revoir plus tard ({glued('penel421', 'entrainement', '--bilan')}).")
            return
        _train(store, session, whos, no_color, weigher, chosen)


def _report(store: TrainingStore, given: str | None, game: str, rules_name: str | None,
            whos: list[str] | None, session: list[Card], as_json: bool) -> None:
    """The bilan (of ``rules_name``'s game, else of both) and, in JSON, the
    cards the next session of ``game`` would ask."""
    from ...learn.bilan import bilan_dict, bilan_lines, bilan_of, card_dict
    from ...learn.schedule import system_clock
    from ..journal_file import local_time

    found = bilan_of(store, rules_name, whos, system_clock())
    if as_json:
        import json

        from ..journal_file import journal_path

        click.echo(json.dumps({"journal": str(journal_path(given)[0]), "rules": game,
                               "people": whos, **bilan_dict(found),
                               "next": [card_dict(c) for c in session]},
                              ensure_ascii=False, indent=1))
        return
    from ...console.wrap import columns

    click.echo("\n".join(bilan_lines(found, local_time, columns(sys.stdout))))


def _train(store: TrainingStore, session: list[Card], whos: list[str] | None,
           no_color: bool, weigher: Weigher, chosen: str | None) -> None:
    from ...console.terminal import EndOfInput
    from ...journal.store import JournalUnavailable
    from ...learn.drill import Drill
    from .learning import fail
    from .play import open_terminal

    drill = Drill(store, open_terminal(no_color), session, whos, weigher=weigher, person=chosen)
    try:
        drill.run()
    except EndOfInput:
        _goodbye(drill)
        sys.exit(0)
    except KeyboardInterrupt:
        drill.terminal.write("\n")
        _goodbye(drill)
        sys.exit(130)
    except JournalUnavailable as error:
        fail(store.journal, error)
    _goodbye(drill)


def _goodbye(drill: Drill) -> None:
    """The session's results, then the console's goodbye."""
    drill.show_end()
    if drill.console is not None:
        drill.terminal.say(drill.console.goodbye)

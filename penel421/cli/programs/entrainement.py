"""``penel421 entrainement``: your own mistakes brought back until they are learnt.

The cards are the decisions of people in the games kept (and the starter
deck's, where they are too few): see :mod:`penel421.learn`.  Each is asked
on the game's own console, graded by the analysis's own weighing, and kept
with its new schedule as soon as it is answered.
"""

from __future__ import annotations

import json
import random
import sys

import click

from ...analysis.weigh import Weigher
from ...console.wrap import columns, glued
from ...learn.bilan import bilan_dict, bilan_lines, bilan_of, card_dict
from ...learn.cards import Card
from ...learn.deck import available, compose, day_seed, right_answers
from ...learn.schedule import day_of, stamp, system_clock
from ...learn.store import TrainingStore
from ..journal_file import journal_path, local_time
from ..lazy import Program
from ..messages import notice, tell_left_out
from .learning import last_person, learning_journal, people_of, weigh_kept_games

#: The cards asked at the keyboard, on the game's console: loaded only when
#: there are cards to ask (``--bilan`` and ``--json`` need none of it).
TRAINING = Program("penel421.cli.programs.training:train")


def entrainement(rules_name: str | None, person: str | None, count: int, bilan: bool,
                 as_json: bool, journal: str | None, no_color: bool) -> None:
    """A training session of ``count`` cards (of ``rules_name``'s game, of
    ``person``); with ``bilan`` or ``as_json``, the bilan instead, nothing
    asked."""
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
            notice(f"Aucune carte de {game} à revoir aujourd'hui : toutes sont apprises ou "
                   f"à revoir plus tard ({glued('penel421', 'entrainement', '--bilan')}).")
            return
        TRAINING(store=store, session=session, whos=whos, no_color=no_color, weigher=weigher,
                 chosen=chosen)


def _report(store: TrainingStore, given: str | None, game: str, rules_name: str | None,
            whos: list[str] | None, session: list[Card], as_json: bool) -> None:
    """The bilan (of ``rules_name``'s game, else of both) and, in JSON, the
    cards the next session of ``game`` would ask."""
    found = bilan_of(store, rules_name, whos, system_clock())
    if as_json:
        click.echo(json.dumps({"journal": str(journal_path(given)[0]), "rules": game,
                               "people": whos, **bilan_dict(found),
                               "next": [card_dict(c) for c in session]},
                              ensure_ascii=False, indent=1))
        return
    click.echo("\n".join(bilan_lines(found, local_time, columns(sys.stdout))))

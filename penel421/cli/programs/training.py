"""``penel421 entrainement`` at the keyboard: the cards asked on the game's console.

A module of its own so that ``--bilan`` and ``--json``, which ask nothing,
load no console (:data:`penel421.cli.programs.entrainement.TRAINING`).
"""

from __future__ import annotations

import sys

from ...analysis.weigh import Weigher
from ...console.terminal import EndOfInput
from ...learn.cards import Card
from ...learn.drill import Drill
from ...learn.store import TrainingStore
from .terminal import open_terminal


def train(store: TrainingStore, session: list[Card], whos: list[str] | None, no_color: bool,
          weigher: Weigher, chosen: str | None) -> None:
    """Ask the cards of ``session`` (``whos``'s, None: everyone's; ``chosen``:
    the person named on the first line, the last who played) on the
    game's console, keeping each answer in ``store`` (a journal that fails
    meanwhile: :func:`penel421.cli.programs.learning.learning_journal`); the
    results at the end, however it ends (Ctrl-D: status 0, Ctrl-C: 130)."""
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
    _goodbye(drill)


def _goodbye(drill: Drill) -> None:
    """The session's results, then the console's goodbye."""
    drill.show_end()
    if drill.console is not None:
        drill.terminal.say(drill.console.goodbye)

"""A drill: each answer kept when given, the reveal's place for a reason,
the end of a session."""

from __future__ import annotations

import contextlib
import io

import pytest
from training_helpers import Clock, journal_with_games

from penel421.console.terminal import EndOfInput, Terminal
from penel421.learn.deck import available
from penel421.learn.drill import Drill
from penel421.learn.starter import starter_deck
from penel421.learn.store import TrainingStore


def test_each_answer_is_kept_as_it_is_given(tmp_path):
    journal = journal_with_games(tmp_path / "j.sqlite3", games=1)
    cards, _ = available(TrainingStore(journal), "1987", None, Clock()(), 10)
    out = io.StringIO()
    terminal = Terminal(out=out, inp=io.StringIO("0\n"), color=False, echo=True,
                        at_keyboard=False)
    drill = Drill(TrainingStore(journal), terminal, cards[:2], clock=Clock())
    with pytest.raises(EndOfInput):  # the second card is never answered
        drill.run()
    rows = journal.db.execute("SELECT card, answer FROM answers").fetchall()
    assert rows == [(cards[0].id, "0")]
    drill.show_end()
    assert "BONNES REPONSES : " in out.getvalue() and " SUR 1." in out.getvalue()


@pytest.mark.parametrize("game", ["1987", "pascal"])
def test_the_reveal_says_why_the_best_choice_is_best(tmp_path, game):
    """The reason of the reveal is the analysis's own (reason_for), against
    the answer given, from the same evaluation as the grade."""
    from penel421.analysis.reasons import reason_for
    from penel421.console.wrap import fit
    from penel421.journal.store import Journal
    from penel421.strategies.experts import expert_for

    journal = Journal.open(tmp_path / "j.sqlite3")
    card = next(c for c in starter_deck() if c.game == game
                and reason_for(expert_for(c.shown.view.rules).worth(c.shown.view),
                               c.shown.view, ()) is not None)
    out = io.StringIO()
    terminal = Terminal(out=out, inp=io.StringIO("0\n"), color=False, echo=True,
                        at_keyboard=False)
    drill = Drill(TrainingStore(journal), terminal, [card], clock=Clock())
    with contextlib.suppress(EndOfInput):  # a card missed would be asked again: left there
        drill.run()
    view = card.shown.view
    reason = reason_for(expert_for(view.rules).worth(view), view, ())
    screen = out.getvalue()
    if game == "1987":
        said = " ".join(fit(f"POURQUOI : {reason.capitals}", 40))
        assert said in " ".join(line.strip() for line in screen.splitlines())
        assert all(len(line) <= 40 for line in screen.splitlines())
    else:
        assert f"Pourquoi : {reason.words}" in " ".join(screen.split())
    assert drill.weigher.evaluations == 1  # the grade and the reason share the turn

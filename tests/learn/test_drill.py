"""A drill: each answer kept when given, the reveal's place for a reason,
the end of a session."""

from __future__ import annotations

import io

import pytest
from training_helpers import Clock, journal_with_games

from penel421.console.terminal import EndOfInput, Terminal
from penel421.learn.deck import available
from penel421.learn.drill import Drill
from penel421.learn.schedule import day_of
from penel421.learn.starter import starter_deck


def test_each_answer_is_kept_as_it_is_given(tmp_path):
    journal = journal_with_games(tmp_path / "j.sqlite3", games=1)
    cards, _ = available(journal, "1987", None, day_of(Clock()()), 10)
    out = io.StringIO()
    terminal = Terminal(out=out, inp=io.StringIO("0\n"), color=False, echo=True,
                        at_keyboard=False)
    drill = Drill(journal, terminal, cards[:2], clock=Clock())
    with pytest.raises(EndOfInput):  # the second card is never answered
        drill.run()
    rows = journal.db.execute("SELECT card, answer FROM answers").fetchall()
    assert rows == [(cards[0].id, "0")]
    drill.show_end()
    assert "BONNES REPONSES : " in out.getvalue() and " SUR 1." in out.getvalue()


@pytest.mark.parametrize("game", ["1987", "pascal"])
def test_the_reveal_has_one_place_for_the_reason_of_the_best_choice(tmp_path, game):
    from penel421.journal.store import Journal

    journal = Journal.open(tmp_path / "j.sqlite3")
    card = next(c for c in starter_deck() if c.game == game)
    out = io.StringIO()
    terminal = Terminal(out=out, inp=io.StringIO("0\n"), color=False, echo=True,
                        at_keyboard=False)
    seen = []

    def reasons(view, weighing):
        seen.append((view, weighing.best))
        return "Garder 6-5 : 62 % de battre 6-5-1, contre 41 % en relançant tout."

    Drill(journal, terminal, [card], clock=Clock(), reasons=reasons).run()
    screen = out.getvalue()
    assert seen and seen[0][0] == card.shown.view
    if game == "1987":
        assert "GARDER 6-5 : 62 % DE BATTRE 6-5-1," in screen
        assert all(len(line) <= 40 for line in screen.splitlines())
    else:
        assert "  Garder 6-5 : 62 % de battre 6-5-1, contre 41 % en relançant tout." in screen
    lines = screen.splitlines()
    reason = next(i for i, line in enumerate(lines) if "6-5-1" in line)
    assert "REVOIR" in lines[reason + 1].upper() or "REVOIR" in lines[reason + 2].upper()

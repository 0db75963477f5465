"""When a card comes back, said plainly: how many more right answers it
needs, and when each is asked; a wait in minutes, hours or days."""

from __future__ import annotations

from datetime import timedelta

import pytest

from penel421.console.screens.training import in_words, when_again


class Shown:
    """What :func:`when_again` reads of a reveal."""

    def __init__(self, due_in: timedelta, learnt: bool = False,
                 to_learn: tuple[timedelta, ...] = (), practice: bool = False,
                 again: bool = False, reasked: bool = False) -> None:
        self.due_in, self.learnt, self.to_learn = due_in, learnt, to_learn
        self.practice, self.again, self.reasked = practice, again, reasked


DAY, HOUR, MINUTE = timedelta(days=1), timedelta(hours=1), timedelta(minutes=1)


@pytest.mark.parametrize(("span", "words"), [
    (timedelta(seconds=20), "tout de suite"), (MINUTE, "dans 1 minute"),
    (10 * MINUTE, "dans 10 minutes"), (3 * HOUR, "dans 3 heures"),
    (DAY, "dans 1 jour"), (12 * DAY, "dans 12 jours"), (400 * DAY, "dans 400 jours")])
def test_a_wait_in_words(span, words):
    assert in_words(span).replace("\xa0", " ") == words


def test_a_card_being_learnt_says_how_many_more_right_answers_and_when():
    said = when_again(Shown(3 * DAY, to_learn=(3 * DAY, 8 * DAY, 20 * DAY)))
    assert said.replace("\xa0", " ") == (
        "À revoir dans 3 jours : juste alors et encore 2 fois (dans 8 jours, puis dans "
        "20 jours), elle sera apprise.")
    last = when_again(Shown(5 * DAY, to_learn=(5 * DAY,))).replace("\xa0", " ")
    assert last == "À revoir dans 5 jours : juste alors, elle sera apprise."


def test_a_learnt_card_a_missed_one_and_practice_each_say_what_happens():
    assert when_again(Shown(30 * DAY, learnt=True)).replace("\xa0", " ") == \
        "Apprise : à revoir dans 30 jours."
    missed = when_again(Shown(10 * MINUTE, to_learn=(10 * MINUTE,), again=True))
    assert missed.replace("\xa0", " ").startswith(
        "Elle revient plus loin dans cette séance, puis dans 10 minutes")
    assert when_again(Shown(2 * DAY, practice=True)).replace("\xa0", " ") == (
        "Elle n'était pas à revoir : son calendrier ne change pas, elle revient dans 2 jours.")
    assert when_again(Shown(DAY, reasked=True)).replace("\xa0", " ") == (
        "Son calendrier reste celui de votre première réponse : elle revient dans 1 jour.")
    assert "DE SUITE" not in when_again(Shown(DAY, to_learn=(DAY, DAY))).upper()

"""Each game's screen says, for every event of the engine, what shows it
(console/screens/game.py): renaming an event, or adding one, cannot leave a
screen silent; and a card asks its own question to quit (the training's),
leaving the game's alone."""

from __future__ import annotations

import dataclasses
import inspect
import io
from typing import get_args, get_type_hints

import pytest

from penel421.console.cards import CardFace, Position
from penel421.console.screens import console_class
from penel421.console.screens.game import unshown
from penel421.console.terminal import EndOfInput, Terminal
from penel421.core import events
from penel421.core.events import Event
from penel421.core.state import GameState, TurnView
from penel421.games import GAMES
from penel421.play.table import seats_for
from penel421.strategies import DEFAULT_LEVEL

EVENTS = set(get_args(Event))


def console_of(name: str, answers: str = ""):
    """The console of game ``name`` at its default table, reading ``answers``."""
    kind = GAMES[name]
    out = io.StringIO()
    terminal = Terminal(out=out, inp=io.StringIO(answers), echo=True)
    seats = seats_for(kind, (), None, DEFAULT_LEVEL)
    return console_class(kind)(terminal, kind.rules(), seats), out


def test_every_event_the_engine_emits_is_one_of_the_events_a_screen_is_given():
    defined = {value for value in vars(events).values()
               if inspect.isclass(value) and dataclasses.is_dataclass(value)
               and value.__module__ == events.__name__}
    assert defined == EVENTS


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_games_screen_has_a_handler_for_every_event(name):
    console, _ = console_of(name)
    shows = console.game.shows
    assert set(shows) == EVENTS
    for kind, handler in shows.items():
        if handler is unshown:
            continue
        assert getattr(handler, "__self__", None) is console.game, (kind, handler)
        # each handler is for the event it is given: RoundStarted to a
        # handler of RoundStarted, not of RoundEnded
        assert get_type_hints(handler)["event"] is kind, (kind, handler)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_an_event_a_screen_has_no_handler_for_is_an_error_not_silence(name):
    console, out = console_of(name)

    @dataclasses.dataclass(frozen=True)
    class Renamed:
        seat: int

    with pytest.raises(KeyError):
        console(Renamed(0))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_card_asks_to_quit_the_training_and_the_game_still_asks_to_quit_the_game(name):
    console, out = console_of(name, "q\nn\n0\nq\no\n")
    rules = GAMES[name].rules()
    view = TurnView(rules, GameState.start(rules, 2), 0, (0, 1), (), (6, 5, 2), 1, 3)
    voice = console.voice
    console.training.show_card(CardFace(1, 1, Position(view, ("A", "B"), (0,), 1, ()), None, 1))
    assert console.training.ask_card(view) == ()
    card, _ = out.getvalue().rsplit(voice.rethrow_prompt(view), 1)
    assert voice.training_quit_prompt in card and voice.quit_prompt not in card
    with pytest.raises(EndOfInput):
        console.ask_rethrow(view)
    after = out.getvalue()[len(card):]
    assert voice.quit_prompt in after and voice.training_quit_prompt not in after

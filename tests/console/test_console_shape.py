"""The console stays in small parts: no class of penel421.console over 30
methods (its own and those it inherits from penel421), each voice says
every piece of every screen."""

from __future__ import annotations

import importlib
import inspect
import io
import pkgutil

import pytest

import penel421.console
from penel421.console.screens import console_class
from penel421.console.terminal import Terminal
from penel421.console.voices import AdviceWords, TrainingWords
from penel421.games import GAMES
from penel421.play.table import seats_for
from penel421.strategies import DEFAULT_LEVEL

MOST_METHODS = 30


def classes():
    for found in pkgutil.walk_packages(penel421.console.__path__, "penel421.console."):
        module = importlib.import_module(found.name)
        for value in vars(module).values():
            if inspect.isclass(value) and value.__module__ == module.__name__:
                yield value


def methods(cls: type) -> set[str]:
    """The methods and properties of ``cls``, inherited ones included, that
    penel421 defines."""
    return {name for klass in cls.__mro__ if klass.__module__.startswith("penel421.")
            for name, value in vars(klass).items()
            if inspect.isfunction(value)
            or isinstance(value, property | staticmethod | classmethod)}


@pytest.mark.parametrize("cls", list(classes()), ids=lambda cls: cls.__qualname__)
def test_no_class_of_the_console_has_more_than_30_methods(cls):
    assert len(methods(cls)) <= MOST_METHODS, sorted(methods(cls))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_voice_says_every_piece_of_every_screen(name):
    # a voice, or its words for a screen, that lacks a piece cannot be made
    kind = GAMES[name]
    voice = console_class(kind)(Terminal(out=io.StringIO()), kind.rules(),
                                seats_for(kind, (), None, DEFAULT_LEVEL)).voice
    assert isinstance(voice.advice, AdviceWords)
    assert isinstance(voice.training, TrainingWords)

"""Bots as an outsider writes them, loaded by import path in the tests
(``bots_for_tests:keeper``); a helper module, not a test module."""

from __future__ import annotations


class Keeper:
    """Keeps its first throw, always."""

    def rethrow(self, view):
        return ()


def keeper():
    return Keeper()


class Answering:
    """Answers the same thing at every question."""

    def __init__(self, answer):
        self.answer = answer

    def rethrow(self, view):
        return self.answer


def position_4():
    return Answering((4,))


def twice_the_same():
    return Answering([1, 1])


def a_string():
    return Answering("13")


def nothing():
    return Answering(None)


class Failing:
    def rethrow(self, view):
        return {}["no such key"]


def failing():
    return Failing()


class FailsToStart(Keeper):
    def game_started(self, rules, seat, state):
        raise RuntimeError("not today")


def fails_to_start():
    return FailsToStart()


class Recorder:
    """Rethrows everything and writes down what it is told."""

    def __init__(self):
        self.started = []
        self.ended = []
        self.views = []

    def game_started(self, rules, seat, state):
        self.started.append((rules.variant.label, seat, state))

    def game_ended(self, result):
        self.ended.append(result)

    def rethrow(self, view):
        self.views.append(view)
        return (1, 2, 3)


def recorder():
    return Recorder()


def not_a_strategy():
    return 42


def needs_an_argument(rules):
    return Keeper()


NOT_CALLABLE = 3


class DiesInAWorker(Keeper):
    """Ends its process at once, but only in a process of a simulation."""

    def game_started(self, rules, seat, state):
        import multiprocessing
        import os

        if multiprocessing.parent_process() is not None:
            os._exit(3)


def dies_in_a_worker():
    return DiesInAWorker()


def endless():
    """Answers with an iterator that never ends."""
    import itertools

    return Answering(itertools.count(1))


class Exits(Keeper):
    """Calls sys.exit(3) where it is told to: in rethrow, game_started or game_ended."""

    def __init__(self, where):
        self.where = where

    def rethrow(self, view):
        if self.where == "rethrow":
            import sys

            sys.exit(3)
        return ()

    def game_started(self, rules, seat, state):
        if self.where == "game_started":
            import sys

            sys.exit(3)

    def game_ended(self, result):
        if self.where == "game_ended":
            import sys

            sys.exit(3)


def exits_in_rethrow():
    return Exits("rethrow")


def exits_in_game_started():
    return Exits("game_started")


def exits_in_game_ended():
    return Exits("game_ended")


def exits_when_made():
    import sys

    sys.exit(3)


class Chatty:
    """Prints at every question, as a bot being debugged does; rethrows everything."""

    def rethrow(self, view):
        print(f"bavard : {view.dice}")
        return (1, 2, 3)


def chatty():
    return Chatty()


class FailsAtTheEnd(Keeper):
    """Keeps its first throw; fails when told the game is over."""

    def game_ended(self, result):
        raise RuntimeError("plus de place pour le score")


def fails_at_the_end():
    return FailsAtTheEnd()


class Interrupts(Keeper):
    """Raises KeyboardInterrupt itself, as no Ctrl-C was pressed."""

    def rethrow(self, view):
        raise KeyboardInterrupt


def interrupts():
    return Interrupts()


def slow_to_make():
    """Takes its time to be made, once it has said so in a file (SLOW_MARKER)."""
    import os
    import time

    open(os.environ["SLOW_MARKER"], "w").close()
    time.sleep(float(os.environ.get("SLOW_SECONDS", "3")))
    return Keeper()


class Slow(Keeper):
    """Takes its time at every decision, as a bot that works hard does."""

    def rethrow(self, view):
        import time

        time.sleep(0.8)
        return ()


def slow():
    return Slow()

"""A session: games played one after another at one table, apart from the screen.

The session loads the computer players once, runs the engine for each game,
counts the games each seat lost and numbers the games; the console only
shows and asks (:mod:`penel421.console.base`).  Game number *n* throws the
dice its game gives that number, so any game of a session can be replayed
alone; with real dice, the console asks for the faces instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..console.base import AtTheKeyboard, Console, RealDice
from ..core.dice import DiceSource
from ..core.engine import Game, Listener
from ..core.events import Event
from ..core.state import GameResult
from ..core.strategy import Strategy
from ..games import game_of
from ..strategies import load_strategy

#: The dice of a game from its number (None: a game shown without one).
DiceFor = Callable[[int | None], DiceSource]


class Session:
    """The games of one sitting at one table.

    ``number`` is the first game's number (None: the games are not
    numbered, as with real dice); ``dice_for`` gives the dice of a game from
    its number, the game's own dice by default.  With real dice (the
    console's ``real_dice``), the console asks for the faces.  Each
    listener of ``listeners`` hears every event after the console.  A
    computer seat whose spec names no strategy raises
    :class:`~penel421.strategies.StrategyLoadError` here, before any game.
    """

    def __init__(self, console: Console, number: int | None,
                 dice_for: DiceFor | None = None,
                 listeners: Sequence[Listener] = ()) -> None:
        self.console = console
        self.rules = console.rules
        self.kind = game_of(self.rules)
        self.number = number
        self.dice_for = dice_for
        self.listeners: tuple[Listener, ...] = (console, *listeners)
        #: The computer seats' strategies, made once for the session.
        self.minds: tuple[Strategy | None, ...] = tuple(
            None if seat.spec is None else load_strategy(seat.spec, self.rules)
            for seat in console.seats)
        #: Games lost by each seat in this session.
        self.losses = [0] * len(console.seats)

    def strategies(self) -> list[Strategy]:
        """One strategy per seat: the keyboard for people, the seat's own else."""
        keyboard = AtTheKeyboard(self.console)
        return [keyboard if mind is None else mind for mind in self.minds]

    def dice(self) -> DiceSource:
        """The dice of the game about to start."""
        if self.console.real_dice:
            return RealDice(self.console)
        if self.dice_for is not None:
            return self.dice_for(self.number)
        if self.number is None:
            raise ValueError("a game without a number needs its dice: give dice_for")
        return self.kind.dice(self.number)

    def hear(self, event: Event) -> None:
        """Pass an event of the engine to the console, then to the other listeners."""
        for listener in self.listeners:
            listener(event)

    def play_game(self) -> GameResult:
        """Play one game, from the choice of its opener to its loser."""
        console = self.console
        console.game_starts(self.number)
        opener = console.choose_opener()
        game = Game(self.rules, console.names, self.strategies(), self.dice(), self.hear,
                    opener=opener)
        result = game.play()
        self.losses[result.loser] += 1
        console.show_score(self.losses)
        return result

    def play(self) -> None:
        """Play games until the player wants no more."""
        self.console.welcome(self.number)
        while True:
            self.play_game()
            if not self.console.ask_again():
                return
            if self.number is not None:
                self.number = self.kind.next_number(self.number)

"""A session: games played one after another at one table, apart from the screen.

The session loads the computer players once, runs the engine for each game,
counts the games each seat lost and numbers the games; the console only
shows and asks (:mod:`penel421.console.base`).  Game number *n* throws the
dice its game gives that number, so any game of a session can be replayed
alone; with real dice, the console asks for the faces instead.

With a :class:`~penel421.journal.recorder.Keeper`, each game is written to
the journal as it goes, a kept game can be resumed (:meth:`Session.resume`)
and, at the end, the console is given each person's record against the
computers at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import __version__
from ..analysis.analyst import Analyst
from ..analysis.weigh import Weigher
from ..console.base import Console, Standing
from ..console.screens import open_console
from ..console.terminal import Terminal
from ..core.dice import DiceSource
from ..core.engine import Game, Listener
from ..core.events import Chose, Event, RoundEnded, RoundStarted, Thrown
from ..core.state import GameResult
from ..core.strategy import Strategy
from ..journal.recorded import GameRecord
from ..journal.recorder import Keeper, Recorder
from ..journal.records import person_records
from ..journal.replay import Progress, resumed_game
from ..journal.store import JournalUnavailable, NewGame
from ..learn.digest import Digest, Digester, digest
from ..learn.store import DIGEST_VERSION, TrainingStore
from ..specs import SessionSpec
from ..strategies import load_strategy
from .person import Person, RealDice
from .waiting import WatchedMind, WatchedWeigher

#: The dice of a game from its number (None: a game shown without one).
DiceFor = Callable[[int | None], DiceSource]
#: The keeper of a session's games, made from where the session says what goes wrong.
KeeperFor = Callable[[Callable[[str], None]], Keeper | None]


class Session:
    """The games of one sitting at one table, as ``spec`` says.

    ``dice_for`` gives the dice of a game from its number, the game's own
    dice by default; with real dice, the console asks for the faces.  Each
    listener of ``listeners`` hears every event after the console.  A
    computer seat whose spec names no strategy raises
    :class:`~penel421.strategies.StrategyLoadError` here, before any game.
    ``keeper`` makes what writes the games to the journal (None: nothing is
    kept), given where the session says what goes wrong (its console's
    notices): it is called once the computer players are loaded, so that a
    bot that does not load opens no journal and says nothing of it.
    ``replay_progress`` is told how far the replay of a resumed game is
    (None: nothing shown).
    """

    def __init__(self, spec: SessionSpec, console: Console, keeper: KeeperFor | None = None,
                 dice_for: DiceFor | None = None,
                 listeners: Sequence[Listener] = (),
                 replay_progress: Progress | None = None) -> None:
        self.spec = spec
        self.console = console
        self.rules = spec.rules()
        self.kind = spec.kind
        #: The number of the game being played (the next ones follow it).
        self.number = spec.number
        self.dice_for = dice_for
        self.listeners: tuple[Listener, ...] = tuple(listeners)
        #: The one evaluation of each turn, shared by the advice, the tutor
        #: and the analysis of the session's games; a weighing that lasts
        #: is said on the console (:mod:`.waiting`), as is a computer's
        #: decision that lasts.
        self.weigher: Weigher = WatchedWeigher(console)
        #: The computer seats' strategies, made once for the session.
        self.minds: tuple[Strategy | None, ...] = tuple(
            None if seat.spec is None else load_strategy(seat.spec, self.rules)
            for seat in spec.seats)
        #: Games lost by each seat in this session.
        self.losses = [0] * len(spec.seats)
        #: Writes the games to the journal (None: nothing is kept).
        self.keeper: Keeper | None = None if keeper is None else keeper(console.notice)
        #: Told how far the replay of a resumed game is (None: nothing shown).
        self.replay_progress = replay_progress
        #: The writer of the game being played (None between games): a
        #: session left in the middle of a game says whether it is kept.
        self.recorder: Recorder | None = None
        #: The games of the session kept to their end: (tirage, number in the journal).
        self.kept: list[tuple[int | None, int]] = []

    @classmethod
    def open(cls, spec: SessionSpec, terminal: Terminal, keeper: KeeperFor | None = None,
             dice_for: DiceFor | None = None, listeners: Sequence[Listener] = (),
             number_asked: bool = False, replay_progress: Progress | None = None) -> Session:
        """The session ``spec`` says, on the console of its game in ``terminal``
        (``number_asked``: its first number was drawn, the player may type
        another where the console asks for it)."""
        console = open_console(spec.kind, terminal, spec.rules(), spec.seats,
                               real_dice=spec.real_dice, number_asked=number_asked)
        return cls(spec, console, keeper, dice_for, listeners, replay_progress)

    def strategies(self) -> list[Strategy]:
        """One strategy per seat: the keyboard for people, the seat's own else."""
        person = Person(self.console, self.weigher, self.spec.hints, self.spec.tutor)
        return [person if mind is None else WatchedMind(mind, self.console)
                for mind in self.minds]

    def dice(self) -> DiceSource:
        """The dice of the game about to start."""
        if self.spec.real_dice:
            return RealDice(self.console)
        if self.dice_for is not None:
            return self.dice_for(self.number)
        if self.number is None:
            raise ValueError("a game without a number needs its dice: give dice_for")
        return self.kind.dice(self.number)

    def play_game(self, resumed: GameRecord | None = None) -> GameResult:
        """Play one game, from the choice of its opener to its loser;
        ``resumed``: the kept game, replayed up to the round in progress
        without being shown (the console recalls it), then shown as the
        screen showed it — the last round's result and the table it left,
        the round in progress with what was typed in it, a pause where the
        game paused — then played live."""
        console, spec = self.console, self.spec
        console.game_starts(self.number)
        opener = console.choose_opener() if resumed is None else resumed.opener
        listeners: list[Listener] = []
        recorder = None
        if self.keeper is not None and self.keeper.keeping:
            recorder = self.keeper.recorder(
                NewGame(spec.numbered(self.number), __version__), resumed)
            listeners.append(recorder)
        self.recorder = recorder
        from_round = 0 if resumed is None else resumed.rounds
        shown = from_round <= 1
        if resumed is not None and shown:
            console.opener_chosen(resumed.opener)
        # the kept throws and answers: shown with what was typed, as it was echoed
        to_replay: dict[type, int] = {Thrown: 0, Chose: 0} if resumed is None else {
            Thrown: len(resumed.throws()), Chose: len(resumed.choices())}

        def show(event: Event) -> None:
            nonlocal shown
            if not shown and (
                    isinstance(event, RoundStarted) and event.number >= from_round
                    # the last round's result, as it was left on the screen
                    or isinstance(event, RoundEnded) and console.round == from_round - 1):
                shown = True
                if self.replay_progress is not None:  # the screen is the game's again
                    self.replay_progress(1, 1)
            kind = type(event)
            replayed = False
            if kind in to_replay:
                replayed = to_replay[kind] > 0
                to_replay[kind] -= 1
            if not shown:
                console.recall(event)
            elif replayed:
                console.replayed(event)
            else:
                console(event)
        listeners += [show, *self.listeners]
        analyst = digester = None
        people = [i for i, seat in enumerate(spec.seats) if seat.human]
        if people and (console.analysis.shown or recorder is not None):
            analyst = Analyst(self.rules, len(spec.seats), self.weigher)
            # the training and the progress read the analysis kept with the game
            digester = Digester(analyst)
            listeners.append(digester)

        def hear(event: Event) -> None:
            for listener in listeners:
                listener(event)
        if resumed is None:
            game = Game(self.rules, spec.names, self.strategies(), self.dice(), hear,
                        opener=opener)
        else:
            game = resumed_game(resumed, self.rules, self.strategies(), self.dice(), hear,
                                keep_in_step=not spec.real_dice,
                                progress=self.replay_progress)
        result = game.play()
        self.recorder = None
        self.losses[result.loser] += 1
        kept = recorder is not None and self.keeper is not None and self.keeper.keeping
        if kept and recorder is not None and recorder.game_id is not None:
            self.kept.append((self.number, recorder.game_id))
        if digester is not None and kept and recorder is not None:
            self._keep_digest(recorder.game_id, result, digest(digester, spec.names, people))
        if analyst is not None and console.analysis.shown:
            command = None
            if kept and recorder is not None and recorder.game_id is not None \
                    and self.keeper is not None:
                command = self.keeper.analyse(recorder.game_id)
            console.analysis.show_errors(analyst, command)
        console.show_score(self.losses)
        return result

    def _keep_digest(self, game_id: int | None, result: GameResult, found: Digest) -> None:
        """Keep what the analysis of the game just played found; a journal
        that fails now is left alone: the game is kept, and a command that
        needs its analysis works it out again."""
        journal = None if self.keeper is None else self.keeper.journal
        if journal is None or game_id is None:
            return
        try:
            TrainingStore(journal).keep_digest(game_id, DIGEST_VERSION, result.rounds, True,
                                               found)
        except JournalUnavailable:
            pass

    def kept_game(self) -> int | None:
        """The journal's number of the game being played, if it is kept so
        far (None: no game under way, or it is not kept)."""
        recorder, keeper = self.recorder, self.keeper
        if recorder is None or keeper is None or not keeper.keeping:
            return None
        return recorder.game_id

    def play(self, resumed: GameRecord | None = None) -> None:
        """Play games until the player wants no more (the first: ``resumed``,
        a kept game going on); then show each person's record."""
        self.console.welcome(self.number)
        self.number = self.console.game_number(self.number)
        while True:
            self.play_game(resumed)
            resumed = None
            if not self.console.ask_again():
                break
            if self.number is not None:
                self.number = self.kind.next_number(self.number)
        self.show_records()

    def show_records(self) -> None:
        """Each person's record against the computers at the table, from the journal."""
        keeper = self.keeper
        if keeper is None or keeper.journal is None:
            return
        try:
            games = keeper.journal.games()
        except JournalUnavailable:
            return
        seats = self.spec.seats
        people = {seat.name.casefold() for seat in seats if seat.human}
        computers = {seat.spec for seat in seats if not seat.human}
        standings = [
            Standing(record.person, spec, tally.played, tally.won, tally.lost,
                     record.average_place)
            for record in person_records(games)
            if record.game == self.kind.name and record.person.casefold() in people
            for spec, tally in record.against.items() if spec in computers]
        if standings:
            self.console.progress.show_records(standings)

"""The game loop shared by every rule set: a thin driver.

:class:`Game` asks the strategies, throws the injected dice and reports
what happens to an optional listener; who wins a round, how many tokens move
and who opens next are decided by :func:`~penel421.core.settle.settle`, a pure
function it shares with the solver.  It never prints, reads input or rolls
dice of its own.
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable, Iterable, Sequence
from itertools import islice, permutations
from typing import cast

from .dice import DiceSource
from .events import (
    BarrageStarted,
    ChargeEnded,
    Chose,
    Event,
    GameEnded,
    GameStarted,
    PlayerLeft,
    RoundEnded,
    RoundStarted,
    Thrown,
    TurnEnded,
    TurnStarted,
)
from .hands import HAND_OF
from .rules import Rules
from .settle import Settlement, barrage_needed, settle
from .state import GameResult, GameState, Played, TurnView
from .strategy import BOT_FAILURES, Strategy, describe_error

Listener = Callable[[Event], None]
ALL_POSITIONS = (1, 2, 3)
#: The most items of an answer ever looked at: a fourth is already one too
#: many, and an endless iterator must not be read for ever.
MOST_LOOKED_AT = len(ALL_POSITIONS) + 1

#: Every well-formed answer, in any order, to its sorted form; a key equal to
#: positions (numpy integers, say) finds the same entry.
_ANSWERS: dict[tuple[object, ...], tuple[int, ...]] = {
    chosen: tuple(sorted(chosen))
    for size in range(4) for chosen in permutations(ALL_POSITIONS, size)}


#: Positions thrown again -> the dice after the throw, from the dice before it
#: and the new faces in position order: one tuple built, no list in between.
_PUT_BACK = {
    (1,): lambda d, new: (new[0], d[1], d[2]),
    (2,): lambda d, new: (d[0], new[0], d[2]),
    (3,): lambda d, new: (d[0], d[1], new[0]),
    (1, 2): lambda d, new: (new[0], new[1], d[2]),
    (1, 3): lambda d, new: (new[0], d[1], new[1]),
    (2, 3): lambda d, new: (d[0], new[0], new[1]),
    (1, 2, 3): lambda d, new: tuple(new),
}


class StrategyError(Exception):
    """A strategy answered something the rules do not allow, or failed.

    The game stops: nothing is guessed in its place.  ``str()`` says, in
    French, which seat answered what and why it cannot be played (or which
    error the strategy raised: then ``raised`` is true and ``answer`` None);
    whoever knows the strategy's name adds it.  ``hook`` names the method
    that failed when it is ``game_started`` (nothing was thrown yet) or
    ``game_ended`` (the game was over, and stays as it ended); else None.
    """

    def __init__(self, seat: int, answer: object, reason: str, raised: bool = False,
                 hook: str | None = None) -> None:
        super().__init__(seat, answer, reason, raised)
        self.seat, self.answer, self.reason, self.raised = seat, answer, reason, raised
        self.hook = hook

    @property
    def what(self) -> str:
        """What the strategy did, in French: "a répondu (4,)", or "a échoué"
        (an answer of a million items is shown by its first few)."""
        return "a échoué" if self.raised else f"a répondu {_SHORT.repr(self.answer)}"

    def __str__(self) -> str:
        return f"la place {self.seat + 1} {self.what} : {self.reason}"


class StrategyInterrupted(KeyboardInterrupt):
    """A KeyboardInterrupt that came while a strategy was asked: a Ctrl-C, or
    the strategy's own ``raise KeyboardInterrupt``.

    It stays a KeyboardInterrupt, so that a Ctrl-C ends a session as ever;
    whoever knows that no Ctrl-C came (a simulation's worker ignores them)
    takes it for the strategy's failure, :attr:`failure`.
    """

    def __init__(self, failure: StrategyError) -> None:
        super().__init__(str(failure))
        self.failure = failure


class Game:
    """One game, from the full pot to the loser."""

    def __init__(
        self,
        rules: Rules,
        names: Sequence[str],
        strategies: Sequence[Strategy],
        dice: DiceSource,
        listener: Listener | None = None,
        opener: int = 0,
    ) -> None:
        if not rules.min_players <= len(names) <= rules.max_players:
            raise ValueError(f"{rules.variant.label}: {rules.min_players} to {rules.max_players}"
                             f" players, not {len(names)}")
        if len(strategies) != len(names):
            raise ValueError("one strategy per player")
        if opener not in range(len(names)):
            raise ValueError(f"no seat {opener}")
        self.rules = rules
        self.state = GameState.start(rules, len(names), opener)
        self.strategies = tuple(strategies)
        self.dice = dice
        self.rounds = 0  # rounds played so far
        self.opener_wins = 0  # of them, those won by the player who opened them
        self._emit = listener

    def play(self) -> GameResult:
        """Play rounds until the game is over; return its result."""
        while self.state.loser is None:
            self._round()
        result = GameResult(self.state.loser, self.state.ranking(), self.rounds)
        if self._emit:
            self._emit(GameEnded(result.loser, result.ranking))
        for seat, strategy in enumerate(self.strategies):
            ended = getattr(strategy, "game_ended", None)
            if ended:
                _tell(seat, "game_ended", ended, result)
        return result

    def play_round(self) -> RoundEnded:
        """Play one round and return what it decided."""
        settled, hands = self._round()
        return _round_ended(hands, settled)

    # --- a round ------------------------------------------------------------

    def _start(self) -> None:
        if self._emit:
            self._emit(GameStarted(self.state))
        for seat, strategy in enumerate(self.strategies):
            started = getattr(strategy, "game_started", None)
            if started:
                _tell(seat, "game_started", started, self.rules, seat, self.state)

    def _round(self) -> tuple[Settlement, tuple[Played, ...]]:
        if self.rounds == 0:
            self._start()
        state, rules, emit = self.state, self.rules, self._emit
        self.rounds += 1
        order = state.seating()
        if emit:
            emit(RoundStarted(self.rounds, state.opener, order, state.phase, state))
        played: list[Played] = []
        limit = rules.max_throws
        for seat in order:
            turn = self._play_turn(seat, limit, order, tuple(played))
            played.append(turn)
            if rules.opener_fixes_throws and seat == state.opener:
                limit = turn.throws
        tied = barrage_needed(rules, played)
        while tied:
            if emit:
                emit(BarrageStarted(tuple(played[i].seat for i in tied)))
            thrown: list[Played] = []
            for i in tied:
                played[i] = self._play_turn(played[i].seat, 1, order, tuple(thrown),
                                            barrage=True)
                thrown.append(played[i])
            tied = barrage_needed(rules, played)
        hands = tuple(played)
        settled = settle(rules, state, hands)
        self.state = settled.state
        if settled.winner == state.opener:
            self.opener_wins += 1
        if emit:
            emit(_round_ended(hands, settled))
            if settled.charge_ended:
                emit(ChargeEnded(settled.state.spared))
            if settled.leaver is not None:
                emit(PlayerLeft(settled.leaver))
        return settled, hands

    # --- a turn -------------------------------------------------------------

    def _play_turn(self, seat: int, max_throws: int, order: tuple[int, ...],
                   played: tuple[Played, ...], barrage: bool = False) -> Played:
        emit, roll, rules, state = self._emit, self.dice.roll, self.rules, self.state
        if emit:
            emit(TurnStarted(seat, max_throws, barrage))
        dice = roll(3)
        throws = 1
        if emit:
            emit(Thrown(seat, throws, dice, ALL_POSITIONS, HAND_OF[dice],
                        TurnView(rules, state, seat, order, played, dice, throws, max_throws)))
        # never asked after the last throw allowed: no answer can overstep it
        while throws < max_throws:
            view = TurnView(rules, state, seat, order, played, dice, throws, max_throws)
            rethrown = self._ask(seat, view)
            if emit:
                emit(Chose(seat, throws, rethrown, view))
            if not rethrown:
                break
            dice = _PUT_BACK[rethrown](dice, roll(len(rethrown)))
            throws += 1
            if emit:
                emit(Thrown(seat, throws, dice, rethrown, HAND_OF[dice],
                            TurnView(rules, state, seat, order, played, dice, throws,
                                     max_throws)))
        hand = HAND_OF[dice]
        if emit:
            emit(TurnEnded(seat, hand, throws))
        return Played(seat, hand, throws)

    def _ask(self, seat: int, view: TurnView) -> tuple[int, ...]:
        """The strategy's answer, checked: sorted positions, () to keep every die.

        Reading the answer runs the strategy's code too (an iterator's
        ``__next__``, an item's ``__eq__``): what fails there is its failure.
        """
        try:
            answer = self.strategies[seat].rethrow(view)
            if type(answer) is tuple:  # the usual answer: one lookup
                try:
                    positions = _ANSWERS.get(answer)
                except TypeError:  # something unhashable inside
                    positions = None
                if positions is not None:
                    return positions
            return _checked(seat, answer)
        except StrategyError:
            raise
        except BOT_FAILURES as error:
            raise StrategyError(seat, None, f"erreur {describe_error(error)}",
                                raised=True) from error
        except KeyboardInterrupt as error:
            raise StrategyInterrupted(StrategyError(
                seat, None, f"erreur {describe_error(error)}", raised=True)) from error


def _tell(seat: int, name: str, hook: Callable[..., object], *args: object) -> None:
    """Call a strategy's ``game_started`` or ``game_ended``; a failure stops the game."""
    try:
        hook(*args)
    except BOT_FAILURES as error:
        raise StrategyError(seat, None, f"erreur dans {name} : {describe_error(error)}",
                            raised=True, hook=name) from error
    except KeyboardInterrupt as error:
        raise StrategyInterrupted(StrategyError(
            seat, None, f"erreur dans {name} : {describe_error(error)}", raised=True,
            hook=name)) from error


def _checked(seat: int, answer: object) -> tuple[int, ...]:
    """``answer`` as sorted positions, or a :class:`StrategyError` saying what is wrong.

    A position is a number equal to 1, 2 or 3: an int, or a numpy integer…
    Only the first :data:`MOST_LOOKED_AT` items are read: of four, one is
    wrong or two are the same, whatever follows (``itertools.count(1)``).
    """
    if isinstance(answer, str | bytes):
        raise StrategyError(seat, answer, "il faut une suite de positions, pas un texte : "
                            "(1, 3) relance les dés 1 et 3")
    try:
        # anything iterable will do: what is not raises TypeError here
        items = iter(cast("Iterable[object]", answer))
    except TypeError:
        raise StrategyError(seat, answer, "il faut une suite de positions (1, 2, 3), "
                            "vide pour garder tous les dés") from None
    chosen = tuple(islice(items, MOST_LOOKED_AT))
    if items is answer:  # an iterator: once read, it shows where it stopped
        answer = _Iterated(chosen)
    wrong = [p for p in chosen if p not in ALL_POSITIONS]
    if wrong:
        raise StrategyError(seat, answer, f"il n'y a pas de dé {wrong[0]!r} : "
                            "les positions sont 1, 2 et 3")
    try:
        return _ANSWERS[chosen]  # as plain ints, sorted
    except KeyError:  # each is 1, 2 or 3: one came twice
        raise StrategyError(seat, answer, "chaque position ne se nomme qu'une fois") from None
    except TypeError:  # equal to a position, but not a number
        raise StrategyError(seat, answer, "les positions sont des nombres 1, 2 ou 3") from None


class _Iterated(tuple[object, ...]):
    """What an iterator answered, shown as what was read of it."""

    def __repr__(self) -> str:
        more = ", …" if len(self) == MOST_LOOKED_AT else ""
        return f"un itérateur qui donne {', '.join(map(repr, self))}{more}"


#: How an answer is shown in a message: at most a few items, a few characters.
_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxother = 3, 60


def _round_ended(hands: tuple[Played, ...], settled: Settlement) -> RoundEnded:
    return RoundEnded(hands, settled.winner, settled.loser, settled.value, settled.penalty,
                      settled.moved, settled.from_pot, settled.state)

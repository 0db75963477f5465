"""The analysis of a game: every decision weighed, every throw's luck, per player.

:class:`Analyst` listens to a game's events as the engine tells them (a game
being played, or one replayed from the journal) and weighs, with the expert
of the game (:mod:`.weigh`), reading each turn from the view its events
carry:

- each **decision** of each seat — people, levels and bots alike: the dice,
  the answer, the best choice, what each is worth and the loss, classed
  ``?!``, ``?``, ``??`` on the game's scale, and for a choice that was not
  the best, why the best is better (:mod:`.reasons`);
- each **throw**: its luck, the player's figure after the throw minus the
  figure before it (before a turn's first throw, the turn's worth; before
  another, the worth of the choice made).  In 1987 a barrage's throws count
  too, from the barrage's exact chances.

Then :meth:`Analyst.summary` gives each player's totals and a rating in
words (:data:`RATINGS`), and in a game of two where every figure is the
chance of winning the game (1987, pascal for two), the result corrected for
the luck of the dice.  Each turn is weighed on the scale of what the expert
plays for at that moment: a pascal game of three or more that ends with two
players left has turns on both (jetons, then the game), and its totals are
given for each scale apart.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from ..core.choice import typed_answer
from ..core.events import (
    Chose,
    Event,
    GameEnded,
    RoundStarted,
    Thrown,
    TurnStarted,
)
from ..core.hands import Hand
from ..core.rules import Rules
from ..core.state import GameState, TurnView
from ..solve.turn.keeps import FIRST_THROW, INDEX, Keep
from ..solve.turn.play import TurnPlay
from ..strategies.experts import expert_for
from ..strategies.worth import (
    SCALE_GAME,
    Option,
    Scale,
    TurnWorth,
    choice_of,
)
from .decision import Decision
from .figures import Figures, PlayerSummary
from .weigh import Weigher

#: How often each hand (by number) falls in one throw of three dice, of 216.
FIRST_THROW_COUNTS = tuple(FIRST_THROW.count(h) for h in range(len(INDEX)))

#: The rating of a player, from the mean loss of his decisions, as a share
#: of the game's « erreur » threshold: below each bound, its words.
RATINGS: tuple[tuple[float, str], ...] = (
    (0.02, "parfait"),
    (0.10, "excellent"),
    (0.25, "très bon"),
    (0.50, "bon"),
    (1.00, "moyen"),
    (2.00, "débutant"),
    (float("inf"), "au hasard"),
)


def rating(mean_loss: float, scale: Scale) -> str:
    """The words for a mean loss per decision on ``scale``."""
    return rating_of_share(mean_loss / scale.error_threshold)


#: The rating of a player who had no decision to make: nothing to rate.
NO_RATING = "sans décision"


def rating_of(shares: float, decisions: int) -> str:
    """The words for ``decisions`` whose losses, each as a share of the
    « erreur » threshold of its scale, add up to ``shares``."""
    return rating_of_share(shares / decisions) if decisions else NO_RATING


def rating_of_share(share: float) -> str:
    """The words for a mean loss per decision, as a share of the « erreur »
    threshold of each decision's scale."""
    return next(words for bound, words in RATINGS if share < bound)


@dataclass(frozen=True)
class Throw:
    """One throw of the dice and its luck for the player who threw."""

    round: int
    seat: int
    throw: int  # 1 for a turn's first throw; 1 for a barrage's
    dice: tuple[int, ...]
    barrage: bool
    before: float
    after: float
    scale: Scale
    #: Where every figure is a chance of the game: what the throw changed
    #: to each seat's chance (the thrower's is his luck), by seat.
    changes: tuple[float, ...] | None = None

    @property
    def luck(self) -> float:
        """The figure after the throw minus the figure before it."""
        return self.after - self.before


@dataclass
class _Turn:
    seat: int
    max_throws: int
    barrage: bool
    worth: TurnWorth | None = None
    expected: float = 0.0  # the figure of the choice just made
    #: every seat's chance of the game with the choice just made, where known
    chances: tuple[float, ...] | None = None


@dataclass
class Analyst:
    """Listens to one game's events and weighs them (see the module's
    docstring); ``weigher``: the evaluation it shares with the advice and
    the tutor of the same game, if any."""

    rules: Rules
    players: int
    weigher: Weigher = field(default_factory=Weigher)
    #: Keep every choice of each decision, and why a best choice made (the
    #: computer's too) beats the next best (``penel421 analyse --choix``).
    every_choice: bool = False
    decisions: list[Decision] = field(default_factory=list)
    throws: list[Throw] = field(default_factory=list)
    #: The seat that lost, once the game is over.
    loser: int | None = None
    rounds: int = 0
    _scales: list[Scale] = field(default_factory=list)  # in the order met
    _turn: _Turn | None = None
    #: In a game whose figures are all chances of the game: each seat's,
    #: last known.
    _chance: list[float] = field(default_factory=list)
    #: False once a turn was weighed without every seat's chance of the game.
    _seats_known: bool = True

    @property
    def scales(self) -> tuple[Scale, ...]:
        """The scales the game's turns were weighed on, in the order met
        (before any throw, that of the game's first turn)."""
        if not self._scales:
            state = GameState.start(self.rules, self.players)
            self._scales.append(expert_for(self.rules).scale(self.rules, state))
        return tuple(self._scales)

    @property
    def game_chances(self) -> bool:
        """True when every figure is a chance of the game and every turn
        told each seat's (a game of two, or of three or four solved for the
        game): what a throw changes to each seat's chance is known, and luck
        can be told apart from the choices."""
        return self._seats_known and all(s.game_chance for s in self.scales)

    # --- listening ----------------------------------------------------------

    def __call__(self, event: Event) -> None:
        if isinstance(event, RoundStarted):
            self.rounds = event.number
        elif isinstance(event, TurnStarted):
            self._turn = _Turn(event.seat, event.max_throws, event.barrage)
        elif isinstance(event, Thrown):
            self._thrown(event)
        elif isinstance(event, Chose):
            self._chose(event)
        elif isinstance(event, GameEnded):
            self.loser = event.loser
            if self._chance:
                self._chance = [0.0 if s == event.loser else 1.0 for s in range(self.players)]

    def _thrown(self, event: Thrown) -> None:
        turn = self._turn
        assert turn is not None
        view = event.view
        ahead: tuple[float, ...] | None = None
        behind: tuple[float, ...] | None
        if turn.barrage:
            before, after = self._barrage_luck(event)
            scale = SCALE_GAME
            behind = self._two_seats(view, before)
            ahead = self._two_seats(view, after)
        else:
            worth = turn.worth
            if event.throw == 1:
                worth = turn.worth = self.weigher.worth(view)
                if worth.scale not in self._scales:
                    self._scales.append(worth.scale)
                before = worth.before()
                behind = self._seat_chances(
                    view, worth, lambda t: t.before_first_throw(view.max_throws - 1))
                if behind is None:
                    self._seats_known = False
            else:
                before, behind = turn.expected, turn.chances
            assert worth is not None
            after = worth.after(event.hand, view.throws_left)
            scale = worth.scale
            if behind is not None:
                ahead = self._seat_chances(view, worth,
                                           lambda t: t.value(event.hand, view.throws_left))
        changes: tuple[float, ...] | None = None
        if ahead is not None and behind is not None:
            changes = tuple(a - b for a, b in zip(ahead, behind, strict=True))
            if len(view.state.in_game) == 2:  # zero-sum: the other's is minus the luck
                changes = tuple(after - before if s == event.seat else
                                before - after if s in view.state.in_game else 0.0
                                for s in range(self.players))
        self.throws.append(Throw(self.rounds, event.seat, event.throw, event.dice,
                                 turn.barrage, before, after, scale, changes))
        if ahead is not None and self.game_chances:
            self._chance = list(ahead)

    def _chose(self, event: Chose) -> None:
        turn = self._turn
        assert turn is not None and turn.worth is not None
        view = event.view
        weighing = self.weigher.weighing(view)
        keep: Keep | None = choice_of(view.dice, event.rethrow)
        loss = weighing.loss(keep)
        reason = self.weigher.reason(view, event.rethrow) if loss > 0 else None
        turn.expected = weighing.option(keep).value
        turn.chances = self._seat_chances(
            view, turn.worth, lambda t: t.worth(view.hand, view.throws_left, keep))
        best = self._seat_chances(
            view, turn.worth, lambda t: t.worth(view.hand, view.throws_left, weighing.best.keep))
        effects = (None if turn.chances is None or best is None
                   else tuple(c - b for c, b in zip(turn.chances, best, strict=True)))
        best_reason = None
        if self.every_choice and reason is None:
            best_reason = self.weigher.reason(view)
        self.decisions.append(Decision(view, event.rethrow, weighing, reason, self.rounds,
                                       effects, self.every_choice, best_reason))
        if turn.chances is not None and self.game_chances:
            self._chance = list(turn.chances)

    def _barrage_luck(self, event: Thrown) -> tuple[float, float]:
        """1987: a barrage throw's figures before and after, for its thrower
        (the opener throws first; after the second, a new tie is a new barrage)."""
        view = event.view
        opener_hand: Hand | None = view.played[0].hand if view.played else None
        by_hand = expert_for(self.rules).barrage_chances(view.state, opener_hand)
        before = sum(c * n for c, n in zip(by_hand, FIRST_THROW_COUNTS, strict=True)) / 216
        after = by_hand[INDEX[event.hand]]
        if event.seat != view.order[0]:
            before, after = 1.0 - before, 1.0 - after
        return before, after

    def _seat_chances(self, view: TurnView, worth: TurnWorth,
                      read: Callable[[TurnPlay], float | Fraction]) -> tuple[float, ...] | None:
        """Each seat's chance of the game, ``read`` from the tables of
        ``worth`` (a seat out of the game can no longer lose it); None where
        the figures are not the game's."""
        if worth.seats is not None:
            found = [1.0] * self.players
            for seat, table in worth.seats.items():
                found[seat] = float(read(table))
            return tuple(found)
        if worth.scale.game_chance and len(view.state.in_game) == 2:
            return self._two_seats(view, float(read(worth.play)))
        return None

    def _two_seats(self, view: TurnView, chance: float) -> tuple[float, ...]:
        """Two players in, zero-sum: the thrower's chance, the other's its
        complement; a seat out of the game can no longer lose it."""
        found = [1.0] * self.players
        for seat in view.state.in_game:
            found[seat] = chance if seat == view.seat else 1.0 - chance
        return tuple(found)

    # --- the totals -----------------------------------------------------------

    def net_luck(self, seat: int) -> float:
        """What every throw changed to ``seat``'s chance of the game, added
        up (where :attr:`game_chances`): his dice's luck, less what the
        others' dice took from him (at two players, their luck)."""
        return sum(t.changes[seat] for t in self.throws if t.changes is not None)

    def summary(self) -> list[PlayerSummary]:
        """Each seat's totals, in seat order."""
        found = []
        for seat in range(self.players):
            mine = [d for d in self.decisions if d.seat == seat]
            parts = tuple(Figures.of(scale, [d.loss for d in mine if d.scale == scale],
                                     [t.luck for t in self.throws
                                      if t.seat == seat and t.scale == scale])
                          for scale in self.scales)
            share = sum(d.loss / d.scale.error_threshold for d in mine)
            summary = PlayerSummary(seat, parts, rating_of(share, len(mine)))
            if self.game_chances and self._chance:
                net = self.net_luck(seat)
                result = self._chance[seat]
                others = sum(d.effects[seat] for d in self.decisions
                             if d.seat != seat and d.effects is not None)
                summary = replace(summary, result=result, net_luck=net,
                                  corrected=result - net, others_choices=others)
            found.append(summary)
        return found


def as_json(analyst: Analyst, names: Sequence[str], kinds: Sequence[str]) -> dict[str, object]:
    """Every figure of the analysis as plain JSON values (README, « Analyser
    une partie », says each key).  ``kinds``: each seat's 'personne',
    'niveau' or 'robot'."""

    def option(prefix: str, o: Option, dice: tuple[int, ...]) -> dict[str, object]:
        found: dict[str, object] = {
            f"{prefix}answer": typed_answer(o.rethrow(dice)),
            f"{prefix}keep": None if o.keep is None else list(o.keep),
            f"{prefix}value": o.value}
        if o.win_round is not None:
            found[f"{prefix}win_round"] = o.win_round
            found[f"{prefix}lose_round"] = o.lose_round
        return found

    players = []
    for s in analyst.summary():
        player: dict[str, object] = {
            "seat": s.seat + 1, "name": names[s.seat], "kind": kinds[s.seat],
            "decisions": s.decisions, "imprecisions": s.errors[0], "errors": s.errors[1],
            "blunders": s.errors[2], "rating": s.rating,
            "totals": [{"scale": p.scale.name, "decisions": p.decisions, "loss": p.loss,
                        "mean_loss": p.mean_loss, "luck": p.luck} for p in s.parts]}
        if s.result is not None:
            player.update(result=s.result, net_luck=s.net_luck, corrected=s.corrected,
                          others_choices=s.others_choices)
        players.append(player)
    return {
        "rules": analyst.rules.variant.label,
        "finished": analyst.loser is not None,
        "loser": None if analyst.loser is None else analyst.loser + 1,
        "rounds": analyst.rounds,
        "scales": [{"scale": scale.name, "unit": scale.unit[1], "unit_factor": scale.factor,
                    "thresholds": dict(zip(("imprecision", "error", "blunder"),
                                           scale.thresholds, strict=True))}
                   for scale in analyst.scales],
        "players": players,
        "decisions": [{
            "round": d.round, "seat": d.seat + 1, "throw": d.throw, "dice": list(d.dice),
            "scale": d.scale.name,
            **option("", d.chosen, d.dice), **option("best_", d.best, d.dice),
            # what was typed, its positions: the same keep has other ones (4-4-6, 13 or 23)
            "answer": typed_answer(d.rethrow), "rethrow": list(d.rethrow),
            "loss": d.loss, "mark": d.mark,
            "reason": None if d.reason is None else d.reason.as_json(),
            **({} if not d.options else {
                "options": [{"answer": typed_answer(o.rethrow(d.dice)),
                             "keep": None if o.keep is None else list(o.keep),
                             "value": o.value, "loss": d.best.value - o.value}
                            for o in d.options],
                "best_reason": None if d.best_reason is None else d.best_reason.as_json()})}
            for d in analyst.decisions],
        "throws": [{
            "round": t.round, "seat": t.seat + 1, "throw": t.throw, "dice": list(t.dice),
            "barrage": t.barrage, "scale": t.scale.name, "before": t.before,
            "after": t.after, "luck": t.luck,
            "changes": None if t.changes is None else list(t.changes)}
            for t in analyst.throws],
    }

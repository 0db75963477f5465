"""Each person's figures over their games: ``penel421 progres``.

The figures are those the analysis found for each game, kept in the
journal (:mod:`penel421.learn.digest`) — the same, game by game, as
``penel421 analyse`` gives: the decisions, the loss per decision on each
scale, the rating in words, the luck of the dice.  Over the games: the
loss per decision and the luck, with their moving average over
:data:`WINDOW` games; the same for each opponent (a level or a bot) the
person played against; and the training's share of right answers,
session by session.  A person is a name within one game (1987, pascal),
as ``penel421 parties`` counts them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from ..analysis.analyst import rating_of
from ..journal.text import person_name, safe
from .scales import SCALES
from .store import TrainingStore

#: The games a moving average is taken over.
WINDOW = 10


class Part(NamedTuple):
    """A game's figures on one scale, for one person (a named tuple: a long
    journal makes thousands)."""

    scale: str
    decisions: int
    imprecisions: int
    errors: int
    blunders: int
    loss: float
    luck: float

    @property
    def mean_loss(self) -> float:
        """The loss per decision (0 without a decision)."""
        return self.loss / self.decisions if self.decisions else 0.0

    @property
    def share(self) -> float:
        """The loss as a share of the scale's « erreur » threshold, summed
        over decisions (what the rating reads)."""
        return self.loss / SCALES[self.scale].error_threshold


@dataclass(slots=True)
class GameFigures:
    """One game of a person, as the analysis weighed it."""

    game: int  # its number in the journal
    started: str
    finished: bool
    opponents: tuple[str, ...]  # the computers at the table (levels, bots)
    rating: str
    parts: list[Part] = field(default_factory=list)
    #: In a game of two weighed in chances of the game: the result, the luck
    #: net of the opponent's, the result that luck leaves.
    result: float | None = None
    net_luck: float | None = None
    corrected: float | None = None

    def part(self, scale: str) -> Part | None:
        """The figures on ``scale``, if the game has decisions or throws on it."""
        return next((p for p in self.parts if p.scale == scale), None)

    def luck(self, scale: str) -> float | None:
        """The luck of the dice on ``scale``: net of the opponent's where it
        is told apart, else the person's own throws'."""
        if self.net_luck is not None and len(self.parts) == 1:
            return self.net_luck if self.parts[0].scale == scale else None
        part = self.part(scale)
        return None if part is None else part.luck


@dataclass
class Totals:
    """Games added up: per scale, and their rating."""

    games: int = 0
    #: Per scale: decisions, imprécisions, erreurs, grosses erreurs, loss, luck of the throws.
    sums: dict[str, list[float]] = field(default_factory=dict)
    #: Per scale: the luck of the dice as each game tells it (:meth:`GameFigures.luck`).
    luck: dict[str, float] = field(default_factory=dict)

    def add(self, figures: GameFigures) -> None:
        self.games += 1
        net = figures.net_luck if len(figures.parts) == 1 else None
        for part in figures.parts:
            sums = self.sums.get(part.scale)
            if sums is None:
                sums = self.sums[part.scale] = [0, 0, 0, 0, 0.0, 0.0]
            sums[0] += part.decisions
            sums[1] += part.imprecisions
            sums[2] += part.errors
            sums[3] += part.blunders
            sums[4] += part.loss
            sums[5] += part.luck
            # the luck as the game tells it (GameFigures.luck)
            self.luck[part.scale] = self.luck.get(part.scale, 0.0) + (
                part.luck if net is None else net)

    @property
    def parts(self) -> dict[str, Part]:
        """The games' figures added up, per scale."""
        return {scale: Part(scale, int(s[0]), int(s[1]), int(s[2]), int(s[3]), s[4], s[5])
                for scale, s in self.sums.items()}

    @property
    def decisions(self) -> int:
        return sum(int(s[0]) for s in self.sums.values())

    @property
    def rating(self) -> str:
        """The words for the mean loss per decision, every scale together."""
        decisions = self.decisions
        share = sum(part.share for part in self.parts.values())
        return rating_of(share, decisions)


class TrainingSession(NamedTuple):
    """One training session of a person: when it started, the cards asked,
    those answered right, and after it the person's cards learnt and the
    share likely remembered (None before the FSRS schedule kept them)."""

    started: str
    asked: int
    right: int
    learnt: int | None
    recall: float | None


@dataclass
class PersonProgress:
    """One person's games in one game, oldest first, and what they add up to."""

    game: str  # '1987' or 'pascal'
    name: str
    games: list[GameFigures] = field(default_factory=list)
    totals: Totals = field(default_factory=Totals)
    against: dict[str, Totals] = field(default_factory=dict)
    #: The training, session by session.
    training: list[TrainingSession] = field(default_factory=list)

    @property
    def scales(self) -> list[str]:
        """The scales the person's games were weighed on, in the order met."""
        return list(dict.fromkeys(p.scale for g in self.games for p in g.parts if p.decisions))

    def series(self, scale: str) -> list[tuple[GameFigures, float]]:
        """The loss per decision of each game with decisions on ``scale``."""
        return [(g, part.mean_loss) for g in self.games
                if (part := g.part(scale)) is not None and part.decisions]

    def luck_series(self, scale: str) -> list[tuple[GameFigures, float]]:
        """The luck of each game on ``scale``."""
        return [(g, luck) for g in self.games if (luck := g.luck(scale)) is not None]


def moving_average(values: Sequence[float], window: int = WINDOW) -> list[float]:
    """Each value's mean with the ``window`` - 1 before it (fewer at the start)."""
    found, total = [], 0.0
    for i, value in enumerate(values):
        total += value
        if i >= window:
            total -= values[i - window]
        found.append(total / min(i + 1, window))
    return found


def _real(value: object) -> bool:
    """A figure read back from the journal: a finite number."""
    return (type(value) is float or type(value) is int) and -1e9 < value < 1e9


def _count(value: object) -> bool:
    """A count read back from the journal: a whole number, not negative."""
    return type(value) is int and 0 <= value < 2**31


def progress_of(store: TrainingStore, game: str | None, whos: Sequence[str] | None,
                problems: list[str] | None = None) -> list[PersonProgress]:
    """Every person's progress (of ``game``, None: both; of ``whos``,
    casefolded, None: everyone), by game then name.  A game whose figures do
    not read (the journal was edited) is left out, and said in ``problems``."""
    people: dict[tuple[str, str], PersonProgress] = {}
    games: dict[tuple[int, int], GameFigures] = {}
    computers = store.journal.computers()
    bad: set[object] = set()
    for (game_id, played, started, finished, seat, name, scale, decisions, imprecisions,
         errors, blunders, loss, luck, rating, result, net_luck,
         corrected) in store.figures(game):
        who = str(name).casefold()
        if whos is not None and who not in whos or game_id in bad:
            continue
        if not (scale in SCALES and type(rating) is str and type(name) is str
                and type(started) is str and _count(decisions) and _count(imprecisions)
                and _count(errors) and _count(blunders) and _real(loss) and _real(luck)
                and all(v is None or _real(v) for v in (result, net_luck, corrected))):
            bad.add(game_id)
            if problems is not None:
                problems.append(f"Les chiffres de la partie n° {game_id} du journal ne se "
                                "lisent pas : elle est laissée de côté.")
            continue
        part = Part(scale, decisions, imprecisions, errors, blunders, loss, luck)
        key = (game_id, seat)
        figures = games.get(key)
        if figures is None:
            person = people.get((played, who))
            if person is None:
                shown = safe(person_name(name, str(played)))
                person = people[(played, who)] = PersonProgress(str(played), shown)
            figures = games[key] = GameFigures(
                int(game_id), started, bool(finished),
                tuple(safe(spec) for spec in computers.get(game_id, ())), safe(rating),
                result=result, net_luck=net_luck, corrected=corrected)
            person.games.append(figures)
        figures.parts.append(part)
    if bad:  # a game's figures stand or fall together
        for person in people.values():
            person.games = [g for g in person.games if g.game not in bad]
    for person in people.values():
        for figures in person.games:
            person.totals.add(figures)
            for opponent in dict.fromkeys(figures.opponents):
                person.against.setdefault(opponent, Totals()).add(figures)
    _add_training(store, people)
    return [people[key] for key in sorted(people)]


def _add_training(store: TrainingStore, people: dict[tuple[str, str], PersonProgress]) -> None:
    """Each person's training sessions: a session counts for the people
    whose own cards it asked, all its cards counted (the starter deck's
    too); a session of the starter deck alone, for the one person of its
    game, if there is only one."""
    sessions: dict[tuple[str, str], tuple[set[str], list[int], dict[str, tuple[int, float]]]] = {}
    for row in store.training_by_person():
        whos, tally, memory = sessions.setdefault((str(row.game), str(row.session)),
                                                  (set(), [0, 0], {}))
        if row.who:
            whos.add(str(row.who))
        tally[0] += int(row.asked)
        tally[1] += int(row.right or 0)
        if type(row.learnt) is int and isinstance(row.recall, float) and 0 <= row.recall <= 1:
            memory[str(row.who)] = (row.learnt, row.recall)
    for (game, started), (whos, (asked, right), memory) in sorted(
            sessions.items(), key=lambda item: item[0][1]):
        of_game = [who for g, who in people if g == game]
        for who in whos or (set(of_game) if len(of_game) == 1 else set()):
            if (game, who) in people:
                learnt, recall = memory.get(who, (None, None))
                people[(game, who)].training.append(
                    TrainingSession(started, asked, right, learnt, recall))

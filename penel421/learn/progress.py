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
from ..analysis.figures import Figures, PlayerSummary
from ..journal.text import person_name, safe
from .scales import SCALES
from .store import FigureRow, TrainingStore

#: The games a moving average is taken over.
WINDOW = 10


def part_of(scale: str, decisions: int, imprecisions: int, errors: int, blunders: int,
            loss: float, luck: float) -> Figures:
    """A game's figures on one scale for one person, as the journal keeps
    them: the scale by its name."""
    return Figures(SCALES[scale], decisions, imprecisions, errors, blunders, loss, luck)


@dataclass(slots=True)
class GameFigures:
    """One game of a person: where and when, and his figures as the analysis
    summed them (:class:`~penel421.analysis.figures.PlayerSummary`, read
    back from the journal: his result, net luck and corrected result in a
    game of two weighed in chances of the game; nothing of what the others'
    choices did, which the journal does not keep)."""

    game: int  # its number in the journal
    started: str
    finished: bool
    opponents: tuple[str, ...]  # the computers at the table (levels, bots)
    player: PlayerSummary

    def part(self, scale: str) -> Figures | None:
        """The figures on ``scale``, if the game has decisions or throws on it."""
        return next((p for p in self.player.parts if p.scale.name == scale), None)

    def luck(self, scale: str) -> float | None:
        """The luck of the dice on ``scale``: net of the opponent's where it
        is told apart, else the person's own throws'."""
        parts, net_luck = self.player.parts, self.player.net_luck
        if net_luck is not None and len(parts) == 1:
            return net_luck if parts[0].scale.name == scale else None
        part = self.part(scale)
        return None if part is None else part.luck


def totals(games: Sequence[GameFigures]) -> dict[str, Figures]:
    """The figures of ``games`` added up, per scale (by name), in the order
    the scales were met."""
    parts: dict[str, list[Figures]] = {}
    for figures in games:
        for part in figures.player.parts:
            parts.setdefault(part.scale.name, []).append(part)
    return {name: sum(found, Figures(found[0].scale)) for name, found in parts.items()}


def dice_luck(games: Sequence[GameFigures]) -> dict[str, float]:
    """The luck of the dice of ``games`` added up, per scale (by name), as
    each game tells it (:meth:`GameFigures.luck`)."""
    found: dict[str, float] = {}
    for figures in games:
        net = figures.player.net_luck if len(figures.player.parts) == 1 else None
        for part in figures.player.parts:
            found[part.scale.name] = found.get(part.scale.name, 0.0) + (
                part.luck if net is None else net)
    return found


def rating_of_added(added: dict[str, Figures]) -> str:
    """The words for the mean loss per decision of figures added up, every
    scale together."""
    return rating_of(sum(part.share for part in added.values()),
                     sum(part.decisions for part in added.values()))


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
    #: The games against each opponent (a level, a bot), by its spec.
    against: dict[str, list[GameFigures]] = field(default_factory=dict)
    #: The training, session by session.
    training: list[TrainingSession] = field(default_factory=list)

    @property
    def scales(self) -> list[str]:
        """The scales the person's games were weighed on, in the order met."""
        return list(dict.fromkeys(p.scale.name for g in self.games for p in g.player.parts
                                  if p.decisions))

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
    #: Each game of a person: his progress, the game's first row, his figures.
    games: dict[tuple[int, int], tuple[PersonProgress, FigureRow, list[Figures]]] = {}
    computers = store.journal.computers()
    bad: set[object] = set()
    for row in store.figures(game):
        (game_id, played, started, finished, seat, name, scale, decisions, imprecisions,
         errors, blunders, loss, luck, rating, result, net_luck, corrected) = row
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
        part = part_of(scale, decisions, imprecisions, errors, blunders, loss, luck)
        key = (game_id, seat)
        found = games.get(key)
        if found is None:
            person = people.get((played, who))
            if person is None:
                shown = safe(person_name(name, str(played)))
                person = people[(played, who)] = PersonProgress(str(played), shown)
            found = games[key] = (person, row, [])
        found[2].append(part)
    for person, first, parts in games.values():
        if first.game_id not in bad:  # a game's figures stand or fall together
            person.games.append(GameFigures(
                int(first.game_id), first.started, bool(first.finished),
                tuple(safe(spec) for spec in computers.get(first.game_id, ())),
                PlayerSummary(first.seat, tuple(parts), safe(first.rating), first.result,
                              first.net_luck, first.corrected)))
    for person in people.values():
        for figures in person.games:
            for opponent in dict.fromkeys(figures.opponents):
                person.against.setdefault(opponent, []).append(figures)
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

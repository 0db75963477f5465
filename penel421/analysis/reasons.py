"""Why the best choice is best: one sentence drawn from the exact figures.

The advice, the tutor, the analysis and the training say *what* was best;
a :class:`Reason` says *why*: what the best choice changes against another
one — the choice answered (tutor, analysis, training) or, where nobody has
answered yet (the advice), the next best choice.  Each of its figures is a
chance, exact, worked out from the turn's own evaluation
(:class:`~penel421.strategies.worth.TurnWorth`): the round's chances it
carries, and the chance of each hand that matters, the same table's choices
evaluated for other payoffs (:meth:`~penel421.solve.turn.play.TurnPlay.evaluate`).
Every figure is the player's when he plays on as the expert would (and in
pascal every player after him too).

**The rule** (docs/manuel.md, « Pourquoi : la raison du meilleur choix »,
says it for players):

1. *The round*, when the best choice raises the chance of winning it, or
   lowers the chance of losing it (pascal), by at least one point
   (:data:`MATTERS`): the larger of the two moves (in a pascal charge of
   three or more, only the chance of losing: winning takes nothing).  Said as the chance of
   *beating* the hand to beat when the player plays last in the round (a tie
   counts as the rules say, as in ``penel421 chances``); for an opener who
   stops where his stopping fixes the other player's throws (1987, pascal
   ``--fixed-throws`` with two players), as the throws this leaves the other
   player and his chance of winning the round.
2. Else *a hand that matters* — 421, brelan, fiche (1987: a number and two
   aces), suite, the hands worth more than an ordinary one, and in pascal
   the nénette to avoid — when the best choice moves its chance by at least
   one point in its favour: the hand it moves most, with what it costs in
   round chances if it costs one point or more (the stake: a bigger hand for
   a smaller chance).
3. Else the round, if the best choice moves it at all in its favour.
4. Else *the stake itself*: the turn's own figure, the chance of the game
   (1987, pascal with two players left) or the jetons expected from the
   round (pascal with three or more), with the pot where it caps them.

Choices worth the same have no reason between them (None).  A turn's tables
are worked out once, the first time one of its decisions asks, and shared
by everything that reads the same :class:`TurnWorth`: the advice, the tutor
and the analyst of one session read the same one (:mod:`.weigh`).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from weakref import WeakKeyDictionary

from ..core.hands import ALL_HANDS, Hand, Kind
from ..core.state import Phase, TurnView
from ..solve.turn.keeps import Keep
from ..solve.turn.play import TurnPlay
from ..strategies.worth import Option, TurnWorth, choice_of

#: The smallest move of a chance (one point) that makes it a reason first.
MATTERS = 0.01
#: Choices whose figures differ by less than this are worth the same.
SAME = 1e-12

#: A hand that matters, by its kind, as the reason says it; a game whose
#: table does not call 6-1-1 a fiche (1987) says :data:`ACES_WORDS`.
HAND_WORDS = {
    Kind.QUATRE_CENT_VINGT_ET_UN: "un 421",
    Kind.BRELAN_AS: "un brelan d'as",
    Kind.BRELAN: "un brelan",
    Kind.FICHE: "une fiche",
    Kind.SUITE: "une suite",
    Kind.NENETTE: "une nénette",
}
ACES_WORDS = "deux as"  # as the 1987 listing's help names 6-1-1 … 2-1-1

# what a reason is about (Reason.kind), as the analysis's JSON says it
BEAT, ROUND, OPPONENT, HAND, STAKE = "beat", "round", "opponent", "hand", "stake"


@dataclass(frozen=True)
class Figures:
    """What one choice gives its player, playing on as the expert does."""

    keep: Keep | None  # None stops
    value: float  # its figure on the turn's scale
    win_round: float | None  # the chance of winning the round (None: unknown)
    lose_round: float | None  # pascal: the chance of losing it
    #: The chance of ending the turn on each hand that matters
    #: (:attr:`TurnReasons.hands`, in the same order).
    hands: tuple[float, ...]


@dataclass(frozen=True)
class Reason:
    """Why the choice ``best`` is better than ``other``: the figure that
    tells it, with each choice (see the module's docstring for the rule)."""

    kind: str  # BEAT, ROUND, OPPONENT, HAND or STAKE
    #: What the figures are: 'win_round', 'lose_round', 'opponent_wins'
    #: (the other player's chance of winning the round), 'hand' (the chance
    #: of :attr:`hand`), 'game' or 'jetons' (the turn's own scale).
    measure: str
    best: Keep | None
    other: Keep | None
    best_figure: float
    other_figure: float
    #: BEAT: the hand to beat.
    target: Hand | None = None
    #: HAND: the kind of hand that matters.
    hand: Kind | None = None
    #: HAND: what the best choice costs in round chances ('win_round' or
    #: 'lose_round', with each choice), where it costs a point or more.
    cost: tuple[str, float, float] | None = None
    #: OPPONENT: the throws the other player will have.
    throws: int | None = None
    #: HAND: the hand in words ('un 421'); STAKE: what the chance of the
    #: game is the chance of ('gagner', in a game of two from its start,
    #: else 'ne pas perdre'), the phase and the pot.
    hand_words: str = ""
    goal: str = "gagner"
    phase: Phase = Phase.CHARGE
    pot: int = 0

    @property
    def words(self) -> str:
        """The reason in French, as the pascal screen and the analysis say it:
        '62 % de battre 6-5-1, contre 41 % en relançant tout.'"""
        return _sentence(self, capitals=False)

    @property
    def capitals(self) -> str:
        """The reason as the 1987 screen says it, in capitals without accents
        (the other player is the computer): '62 % DE BATTRE 651, CONTRE 41 %
        EN RELANCANT TOUT.'  To be cut at 40 columns by the console."""
        return _sentence(self, capitals=True)

    def as_json(self) -> dict[str, object]:
        """The reason's figures and words as plain JSON values."""
        found: dict[str, object] = {
            "kind": self.kind, "measure": self.measure,
            "against": None if self.other is None else list(self.other),
            "best": self.best_figure, "other": self.other_figure,
            "target": None if self.target is None else list(self.target),
            "hand": None if self.hand is None else self.hand.value}
        if self.cost is not None:
            found["cost"] = {"measure": self.cost[0], "best": self.cost[1],
                             "other": self.cost[2]}
        if self.throws is not None:
            found["throws"] = self.throws
        found["words"] = self.words
        return found


class TurnReasons:
    """The figures reasons are drawn from, for every choice of one turn (the
    turn ``worth`` weighs, ``view`` one of its decisions): worked out the
    first time a decision asks, the chance of each hand that matters with
    every hand and choice.  It keeps the turn's tables, not its worth, so
    that :data:`_TABLES` lets the worth go."""

    def __init__(self, worth: TurnWorth, view: TurnView) -> None:
        self.play, self.scale = worth.play, worth.scale
        rules = view.rules
        table = rules.table
        fiche = next((h for h in ALL_HANDS if table[h].kind is Kind.FICHE), None)
        self._aces = fiche is not None and "fiche" not in table[fiche].name
        self.goal = "gagner" if len(view.state.tokens) == 2 else "ne pas perdre"
        ordinary = min(table.value[h] for h in ALL_HANDS
                       if table[h].kind is Kind.ORDINAIRE)
        kinds = dict.fromkeys(e.kind for e in table.entries())
        #: The hands that matter, best first, each with +1 where more is
        #: better (worth more than an ordinary hand) and -1 where less is
        #: (the nénette, which costs its loser more).
        self.hands: tuple[tuple[Kind, int], ...] = tuple(
            (kind, 1) for kind in kinds if kind is not Kind.NENETTE and max(
                table.value[h] for h in ALL_HANDS if table[h].kind is kind) > ordinary
        ) + (((Kind.NENETTE, -1),) if Kind.NENETTE in kinds and rules.nenette_penalty else ())
        self._kind_of = {h: table[h].kind for h in ALL_HANDS}
        #: The hand to beat, when the player is the last to play of the round.
        self.target: Hand | None = None
        if view.played and not view.still_to_play:
            self.target = max((p.hand for p in view.played), key=table.rank.__getitem__)
        #: An opener whose stopping fixes the other player's throws.
        self.fixes_throws = (not view.played and rules.opener_fixes_throws
                             and len(view.order) == 2)
        #: Two players in the round: losing it is not winning it, one figure says both.
        self.duel = len(view.order) == 2
        #: Whether winning the round is worth anything by itself: not in a
        #: pascal charge of three or more, where only its loser takes jetons.
        self.winning_counts = self.duel or view.phase is not Phase.CHARGE \
            or worth.losses is None
        self.phase, self.pot = view.phase, view.state.pot

    def hand_words(self, kind: Kind) -> str:
        """A hand that matters, in words: 'un 421', 'une fiche', 'deux as'."""
        return ACES_WORDS if kind is Kind.FICHE and self._aces else HAND_WORDS[kind]

    @cached_property
    def hand_tables(self) -> tuple[TurnPlay, ...]:
        """For each hand that matters, its chance with every hand and choice,
        played with the turn's choices (exact fractions)."""
        play = self.play
        levels = play.throws_left + 1
        return tuple(play.evaluate([[int(self._kind_of[h] is kind) for h in ALL_HANDS]]
                                   * levels)
                     for kind, _ in self.hands)

    def figures(self, worth: TurnWorth, hand: Hand, throws_left: int,
                option: Option) -> Figures:
        """What ``option`` gives with ``hand`` and ``throws_left`` (``worth``:
        the turn's, for its round chances)."""
        keep = option.keep
        wins, losses = worth.round_wins, worth.losses
        return Figures(
            keep, option.value,
            None if wins is None else float(wins.worth(hand, throws_left, keep)),
            None if losses is None else float(losses.worth(hand, throws_left, keep)),
            tuple(float(t.worth(hand, throws_left, keep)) for t in self.hand_tables))

    def reason(self, worth: TurnWorth, hand: Hand, throws_left: int, throws: int,
               best: Option, other: Option) -> Reason | None:
        """Why ``best`` is better than ``other`` with ``hand``, ``throws_left``
        throws left and ``throws`` made (the module's rule); None when they
        are worth the same."""
        if best.value - other.value <= SAME:
            return None
        b = self.figures(worth, hand, throws_left, best)
        a = self.figures(worth, hand, throws_left, other)

        def said(kind: str, measure: str, mine: float, theirs: float, *,
                 target: Hand | None = None, hand: Kind | None = None,
                 cost: tuple[str, float, float] | None = None,
                 throws: int | None = None) -> Reason:
            return Reason(kind, measure, best.keep, other.keep, mine, theirs, target=target,
                          hand=hand, cost=cost, throws=throws,
                          hand_words="" if hand is None else self.hand_words(hand),
                          goal=self.goal,
                          phase=self.phase, pot=self.pot)

        # the round: the larger move in the best choice's favour
        moves: list[tuple[float, str, float, float]] = []
        if b.win_round is not None and a.win_round is not None and self.winning_counts:
            moves.append((b.win_round - a.win_round, "win_round", b.win_round, a.win_round))
        if b.lose_round is not None and a.lose_round is not None and not self.duel:
            moves.append((a.lose_round - b.lose_round, "lose_round", b.lose_round,
                          a.lose_round))
        round_move = max(moves, key=lambda m: m[0], default=None)

        def round_reason() -> Reason:
            assert round_move is not None
            _, measure, mine, theirs = round_move
            if measure == "win_round" and self.fixes_throws and best.keep is None:
                return said(OPPONENT, "opponent_wins", 1 - mine, 1 - theirs, throws=throws)
            if measure == "win_round" and self.target is not None:
                return said(BEAT, measure, mine, theirs, target=self.target)
            return said(ROUND, measure, mine, theirs)

        if round_move is not None and round_move[0] >= MATTERS:
            return round_reason()
        hand_moves = [((mine - theirs) * sign, i)
                      for i, ((_, sign), mine, theirs) in enumerate(
                          zip(self.hands, b.hands, a.hands, strict=True))]
        gain, i = max(hand_moves, key=lambda m: (m[0], -m[1]), default=(0.0, -1))
        if gain >= MATTERS:
            cost = None
            worst = min(moves, key=lambda m: m[0], default=None)
            if worst is not None and worst[0] <= -MATTERS:
                cost = (worst[1], worst[2], worst[3])
            return said(HAND, "hand", b.hands[i], a.hands[i], hand=self.hands[i][0], cost=cost)
        if round_move is not None and round_move[0] > 0:
            return round_reason()
        scale = self.scale
        return said(STAKE, "game" if scale.game_chance else "jetons", b.value, a.value)


#: Each turn's tables, for as long as something holds its worth: whatever
#: reads the same worth (the advice, the tutor, the analyst) shares them.
_TABLES: WeakKeyDictionary[TurnWorth, TurnReasons] = WeakKeyDictionary()


def turn_reasons(worth: TurnWorth, view: TurnView) -> TurnReasons:
    """The reasons' tables of the turn ``worth`` weighs (``view``: one of its
    decisions), worked out once per turn."""
    found = _TABLES.get(worth)
    if found is None:
        found = _TABLES[worth] = TurnReasons(worth, view)
    return found


def reason_for(worth: TurnWorth, view: TurnView,
               answer: Sequence[int] | None = None) -> Reason | None:
    """Why the best choice of the decision ``view`` shows is best.

    ``worth`` is the turn's evaluation (``Weigher.worth(view)``, or the
    expert's ``worth(view)``); ``answer``, the positions the player threw
    again (``()`` keeps every die): the reason is then what the best choice
    changes against that answer.  Without an answer, or when the answer is
    worth as much as the best, it is against the next best choice.  None
    when every choice is worth the same.  The words for each screen:
    :attr:`Reason.words` (pascal, the analysis), :attr:`Reason.capitals`
    (the 1987 screen)."""
    hand, left = view.hand, view.throws_left
    weighing = worth.weigh(hand, left)
    best = weighing.best
    other: Option | None = None
    if answer is not None:
        other = weighing.option(choice_of(view.dice, answer))
        if best.value - other.value <= SAME:
            other = None
    if other is None:
        other = next((o for o in weighing.options if best.value - o.value > SAME), None)
    if other is None:
        return None
    return turn_reasons(worth, view).reason(worth, hand, left, view.throws, best, other)


# --- the words ----------------------------------------------------------------


def _percents(a: float, b: float) -> tuple[str, str]:
    """Two chances as percentages, with the fewest decimals that tell them apart."""
    for decimals in (0, 1, 2):
        one, two = (f"{100 * x:.{decimals}f}".replace(".", ",") for x in (a, b))
        if one != two:
            break
    return f"{one} %", f"{two} %"


def _jetons(change: float, decimals: int = 2) -> str:
    """An expected change of jetons: '0,40 jeton de moins', '1,20 jeton de plus'."""
    amount = f"{abs(change):.{decimals}f}".replace(".", ",")
    word = "jeton" if abs(round(change, decimals)) < 2 else "jetons"
    if round(change, decimals) == 0:
        return f"{amount} {word}"
    return f"{amount} {word} de {'plus' if change > 0 else 'moins'}"


def _gerund(keep: Keep | None) -> str:
    """A choice as a way of doing: 'en gardant tout', 'en relançant tout',
    'en gardant 4-1'."""
    if keep is None:
        return "en gardant tout"
    if not keep:
        return "en relançant tout"
    return "en gardant " + "-".join(map(str, keep))


def _hand(hand: Hand, capitals: bool) -> str:
    """A hand as the screen writes it: 6-5-1, on the 1987 screen 651."""
    return "".join(map(str, hand)) if capitals else "-".join(map(str, hand))


def _sentence(reason: Reason, capitals: bool) -> str:
    mine, theirs = _percents(reason.best_figure, reason.other_figure)
    against = f", contre {theirs} {_gerund(reason.other)}"
    if reason.kind == OPPONENT:
        throws = reason.throws or 1
        other = "l'ordinateur" if capitals else "l'adversaire"
        left = "qu'un lancer" if throws == 1 else f"que {throws} lancers"
        text = (f"{other} n'aura {left} et {mine} de chances de gagner la manche"
                f"{against}.")
    elif reason.kind == BEAT:
        assert reason.target is not None
        text = f"{mine} de battre {_hand(reason.target, capitals)}{against}."
    elif reason.kind == ROUND:
        what = "gagner" if reason.measure == "win_round" else "perdre"
        text = f"{mine} de {what} la manche{against}."
    elif reason.kind == HAND:
        kind = reason.hand
        assert kind is not None
        words = reason.hand_words
        verb = "finir sur" if kind is Kind.NENETTE else "faire"
        text = f"{mine} de {verb} {words}{against}"
        if reason.cost is not None:
            measure, cost_mine, cost_theirs = reason.cost
            one, two = _percents(cost_mine, cost_theirs)
            what = "gagnée" if measure == "win_round" else "perdue"
            text += f" ; mais la manche {what} à {one} au lieu de {two}"
        text += "."
    elif reason.measure == "jetons":  # the stake, in pascal with three or more
        if reason.phase is Phase.CHARGE:
            one, two = (f"{-v:.2f}".replace(".", ",") for v in (reason.best_figure,
                                                                  reason.other_figure))
            word = "jeton" if -reason.best_figure < 2 else "jetons"
            text = (f"{one} {word} à prendre en moyenne (pot : {reason.pot}), "
                    f"contre {two} {_gerund(reason.other)}.")
        else:
            text = (f"{_jetons(-reason.best_figure)} en moyenne à la fin de la manche, "
                    f"contre {_jetons(-reason.other_figure)} {_gerund(reason.other)}.")
    else:  # the stake: the chance of the game itself
        text = f"{mine} de {reason.goal} la partie{against}."
    return _basic(text) if capitals else text


def _basic(text: str) -> str:
    """Capitals without accents, as the 1987 screen prints."""
    plain = unicodedata.normalize("NFKD", text)
    return "".join(c for c in plain if not unicodedata.combining(c)).upper()

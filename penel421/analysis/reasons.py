"""Why the best choice is best: the factor that decides, drawn from the exact figures.

The advice, the tutor, the analysis and the training say *what* was best;
a :class:`Reason` says *why*: what the best choice changes against another
one — the choice answered (tutor, analysis, training) or, where nobody has
answered yet (the advice), the next best choice.  Its figures are exact,
worked out from the turn's one evaluation
(:class:`~penel421.strategies.worth.TurnWorth`), every player playing on as
the expert would.

**The split.**  Each choice's figure ``v`` (the chance of the game, or
minus the jetons expected) is, over the round's outcomes ``k`` (won, lost,
a barrage, neither: :attr:`TurnWorth.outcomes`), ``v = Σ P_k · V_k``: how
often the round ends so, and what the turn is worth when it does (for a
player with others after him, each of his final hands' chance of each
outcome and its worth there, every later player answering best, as the
solver has them).  Between
the best choice ``b`` and the other ``a``, exactly and symmetrically
(bars: the two choices' mean)::

    v_b − v_a = Σ V̄_k · ΔP_k   (the round's chances)
              + Σ P̄_k · ΔV_k   (what is at stake)

**What is at stake, game by game.**  Within one outcome, what makes ``V_k``
differ between two choices:

- *What the hands are worth* (pions, jetons, the nénette), everywhere: the
  winner's hand sets what the loser takes, and with it the game's state
  that follows — in a duel that state is the outcome and the amount, so
  the game's state is this factor, not one of its own.  The 1987 second
  player: only his won round varies (his own pions); lost, he takes the
  opener's pions, and a barrage is on the opener's hand: both fixed.
- *The throws left to the others*: only for an opener whose throws are
  imposed on them (1987, pascal ``--fixed-throws``, any number of
  players); with free throws each has three, and after the opener the
  throws are his.  Fewer throws, and the others win with weaker hands:
  a lost round costs less, a won one is won with weaker hands too.
- *Who opens next*: the loser (the winner in a décharge): in a duel it is
  fixed by the outcome, its share is zero.  Counted in jetons (three or
  more), the figure is the round's jetons: the next round is not in it.
- At three played for the game (the player before the last; the opener's
  outcomes are shipped summed over who wins and loses, so his stake stays
  one factor), who opens next and where the jetons go vary within an
  outcome too: which of the others loses (he
  opens the next round and, in a charge, takes the jetons) and, in a
  décharge, which wins (he gives them).  Both follow from those players,
  so they are one factor, *which of the others* (OTHERS).  The solver's
  rows sum, for each final hand, three runs of the last player's ranks —
  below the worst hand, between, above the best — that tell who they are
  (:meth:`TableRound.role_rows`): the split reads them.  A round lost in a
  charge is the same state whoever wins it, but for the amount: that stays
  what the hands are worth.  Drawn decisions of the middle of three: it
  decides about one in two hundred, a few hundredths of a point elsewhere.

**The stake split** — the throws (an opener who sets them, where one of
the two choices stops now: its throws are then known), or which of the
others wins or loses, by the same sums over its cases.  Each outcome's ``V_k`` is
split by ``n``, the throws left when the opener stops (the others throw as
often as he did): ``V_k = Σ_n w_n · V_k,n``, ``w_n`` the share of ``P_k``
stopped at ``n``.  With symmetric halves again::

    Σ P̄_k · ΔV_k = Σ P̄_k · Σ_n w̄_n · ΔV_k,n   (what the hands are worth)
                 + Σ P̄_k · Σ_n V̄_k,n · Δw_n   (the throws left to them)

where, at a number of throws only one choice stops with, the other's
``V_k,n`` is what its own final hands would be worth had it stopped there
(the solver's payoffs read at ``n``; :func:`stop_chances` tells how each
choice's turn ends): the Shapley split of the two factors, hands and
throws.  Where both choices keep dice, each leaves the others two or three
throws as its own later throws go; their share is then how hands and
throws go together, nothing a player chooses: it stays in the stake.

**The rule** (docs/manuel.md, « Pourquoi : la raison du meilleur choix »,
says it for players):

1. Choices whose difference does not show at the precision of the losses
   (two decimals of a point or of a jeton, :func:`same`) are worth the
   same: no reason (the screens say « ces choix se valent »).
2. The part that carries more of the difference is named, in the advice's
   unit, with the net difference; where the other part goes against, it
   is said too (« mais … ») — except on the 1987 screen, whose reason is
   short (:attr:`Reason.capitals`, six rows of 40 columns at most): there
   what goes against is what the net leaves of the part named.  Where the
   stake splits in two, three parts: the largest is named where it carries
   half of the net (else the stake as one part, as above; likewise where
   the stake's second factor is less than a tenth of the net, a detail
   beside what decides), the one that
   goes most against is the « mais », and with it the third is said
   (« et … »), so that the parts said add up to the net; every part is in
   :attr:`Reason.factors`.
   *The throws* are said as the throws each choice leaves the others and
   the outcome they change most: « l'adversaire aura un lancer, contre
   2,4 lancers en moyenne en relançant tout : perdue, la manche coûte
   moins »; *which of the others*, as the share of an outcome that one
   of them loses (or, lost, wins): « ni gagnée ni perdue, la manche a pour
   perdant l'ouvreur à 64 %, contre 39 % en relançant tout ».  What an
   outcome is worth is then said with each choice's hands at equal shares
   of the other factor (« à lancers égaux », « à issues égales pour les
   autres », :attr:`StakeSplit.even`), so that its difference is the
   hands' part.  The answer to a rival
   (rule 3) keeps the stake as one part: it stays short.
   *The round's chances* are said as the chance of beating the hand to
   beat (the last player), of winning the round, or of losing it (pascal;
   in a charge of three or more, only losing counts), or, for an opener
   whose stopping fixes the other's throws, the throws left to him and his
   chance.  *The stake* is said as what the outcome that moves most is
   worth: « gagnée, la manche donne 71 % de gagner la
   partie ».  A hand is thus a reason only through what it wins: making a
   1-1-1 worth one pion is no reason to give up a 3-1-1 worth three.
3. For the advice, when another choice does better than the best on the
   very figure named — the chance, or what the outcome named is worth, by a
   point or a hundredth of a jeton — the reason answers it: « garder 4-3
   bat 6-6-5 plus souvent (33 %), mais … », « garder 4-1 vaut plus, la
   manche gagnée (70 %), mais … », with the best choice's factor against
   that choice.
4. Where a turn's figure does not split (a worth without
   :attr:`~penel421.strategies.worth.TurnWorth.outcomes`), or the chances
   carry the difference though none moves the best choice's way, the reason
   is the figure itself, the net.  Every turn the experts weigh splits
   today: the openers whose figures are shipped (of three played for the
   game, of a décharge of three or four counted in jetons) have what their
   split needs shipped with them (their split worked out at the table
   would take every reply of every player).

A turn's tables are worked out once, the first time one of its decisions
asks, and shared by everything that reads the same :class:`TurnWorth`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from operator import mul
from weakref import WeakKeyDictionary, ref

from ..core.hands import Hand
from ..core.state import Phase, TurnView
from ..solve.turn.asked import AskedPlay
from ..solve.turn.ends import stop_chances
from ..solve.turn.keeps import INDEX, KEEP_INDEX, Keep
from ..solve.turn.play import TurnPlay
from ..strategies.worth import (
    LOST,
    NEITHER,
    SPARED,
    TIED,
    WON,
    Option,
    Outcome,
    Scale,
    TurnWorth,
    choice_of,
    keep_words,
)

#: The no-break space that keeps a figure with its unit (the console's
#: :data:`penel421.console.wrap.GLUE`: this layer does not import screens).
GLUE = "\u00a0"
#: The losses are shown with two decimals of their unit: a difference
#: smaller than half the last one does not show.
SHOWN = 0.005
#: A chance of an outcome at most this is an impossible one: the noise of a
#: sum of floats (the 1987 opener's lost is one minus won and tied), whose
#: worth, a part divided by it, would be noise too.
NIL = 1e-12

# what a reason is about (Reason.kind), as the analysis's JSON says it:
# the round's chances (BEAT, ROUND, OPPONENT), what is at stake — what the
# hands are worth (WORTH), the throws the opener leaves the others (THROWS),
# which of the others wins or loses (OTHERS) —, or, where the figure does
# not split, the figure itself (STAKE)
BEAT, ROUND, OPPONENT, WORTH, STAKE = "beat", "round", "opponent", "worth", "stake"
THROWS, OTHERS = "throws", "others"
CHANCE_KINDS = (BEAT, ROUND, OPPONENT)


def same(scale: Scale, difference: float) -> bool:
    """Whether two choices whose figures differ by ``difference`` are worth
    the same at the precision the losses are shown with."""
    return abs(difference) * scale.factor < SHOWN


@dataclass(frozen=True)
class Split:
    """One choice's figure split over the round's outcomes."""

    value: float
    chances: dict[str, float]  # P_k
    parts: dict[str, float]  # P_k · V_k

    def worth(self, name: str) -> float | None:
        """V_k: the turn's figure when the round ends so (None: it cannot)."""
        chance = self.chances.get(name, 0.0)
        return self.parts[name] / chance if chance > NIL else None


def decompose(b: Split, a: Split) -> tuple[float, float, dict[str, float], dict[str, float]]:
    """The exact symmetric split of ``b.value - a.value``: the round's
    chances' part, the stake's, and each outcome's share of both."""
    chance_parts: dict[str, float] = {}
    stake_parts: dict[str, float] = {}
    for name in b.chances:
        found_b, found_a = b.worth(name), a.worth(name)
        if found_b is None and found_a is None:
            continue
        wb = found_b if found_b is not None else found_a
        wa = found_a if found_a is not None else wb
        assert wb is not None and wa is not None
        pb, pa = b.chances[name], a.chances.get(name, 0.0)
        chance_parts[name] = (wb + wa) / 2 * (pb - pa)
        stake_parts[name] = (pb + pa) / 2 * (wb - wa)
    return sum(chance_parts.values()), sum(stake_parts.values()), chance_parts, stake_parts


@dataclass(frozen=True)
class StakeSplit:
    """The stake's part of a difference, split between what the hands are
    worth and one more factor (the module's rule): the throws the opener
    leaves the others (THROWS), or which of the others wins or loses the
    round (OTHERS)."""

    kind: str
    worth: float
    part: float  # the other factor's
    #: each outcome's share of both
    worth_parts: dict[str, float]
    parts: dict[str, float]
    #: each outcome's worth with each choice's hands at equal shares of the
    #: factor (each throws left, or each pair of winner and loser, weighed
    #: by the two choices' mean share): their difference times the
    #: outcome's mean chance is the outcome's share of the hands' worth
    even: dict[str, tuple[float, float]]
    #: what the factor is with each choice, by outcome: THROWS, the throws
    #: the others have on average (the same for every outcome); OTHERS, the
    #: share of the outcome whose winner or loser is the player named
    #: (:data:`ROLE_WORDS`: 'won:last', his share growing most), with each
    figures: dict[str, tuple[str, float, float]]


@dataclass(frozen=True)
class Reason:
    """Why the choice ``best`` is better than ``other``: the factor that
    decides, with its figure for each choice (the module's rule)."""

    kind: str  # BEAT, ROUND, OPPONENT (the round's chances), WORTH, THROWS, OTHERS, STAKE
    #: What the figures are: 'win_round', 'lose_round', 'opponent_wins'
    #: (the other player's chance of winning the round); WORTH: the outcome
    #: whose worth they are ('won', 'lost', 'tied', 'neither', 'spared'),
    #: on the turn's scale; THROWS: the outcome whose worth the throws move
    #: most, the figures being the throws the others have on average;
    #: OTHERS: that outcome and whose winning or losing it is ('won:last':
    #: the last player loses), the figures that player's share of it;
    #: STAKE: 'game' or 'jetons', the turn's figure.
    measure: str
    best: Keep | None
    other: Keep | None
    best_figure: float
    other_figure: float
    scale: Scale
    #: The whole difference, on the turn's scale (best minus other), and the
    #: part of it that the factor named carries.
    net: float = 0.0
    part: float = 0.0
    #: The other factor, where it goes against the best choice: its kind,
    #: measure, each choice's figure and its part (of three factors, the
    #: one that goes most against).
    counter: tuple[str, str, float, float, float] | None = None
    #: Of three factors, the one neither named nor the counter, where its
    #: part shows: the same figures.
    also: tuple[str, str, float, float, float] | None = None
    #: BEAT: the hand to beat.
    target: Hand | None = None
    #: OPPONENT: the throws the other player will have.
    throws: int | None = None
    #: A choice that does better than the best on the very chance named, its
    #: figure, and why the best is still best against it.
    rival: tuple[Keep | None, float, Reason] | None = None
    #: STAKE: the round's chance that moves most in the best choice's favour
    #: ('win_round' or 'lose_round', with each choice), said as a fact
    #: beside the figure, not as what decides (the figure does not split).
    context: tuple[str, float, float] | None = None
    #: The chance of the game is the chance of ('gagner', in a game of two
    #: from its start, else 'ne pas perdre'), the phase and the pot.
    goal: str = "gagner"
    phase: Phase = Phase.CHARGE
    pot: int = 0
    #: Each factor's part of the net where the figure splits (ROUND for the
    #: round's chances, WORTH for the stake or, where the throws are split
    #: out of it, what the hands are worth, THROWS), adding up to it.
    factors: tuple[tuple[str, float], ...] = ()
    #: Two players in the round: the other player is « l'adversaire ».
    duel: bool = True

    @property
    def words(self) -> str:
        """The reason in French, as the pascal screen and the analysis say it."""
        return _sentence(self, capitals=False).replace(GLUE, " ")

    @property
    def capitals(self) -> str:
        """The reason as the 1987 screen says it, in capitals without accents
        (the other player is the computer), and short: the factor with its
        part and the net, and the answer to a better figure — what goes
        against the factor is what the net leaves of it (:func:`_short`)."""
        return _short(self).replace(GLUE, " ")

    @property
    def shown(self) -> str:
        """:attr:`words` for a screen that cuts lines: each figure glued to
        its unit by a no-break space (:data:`GLUE`), never cut from it."""
        return _sentence(self, capitals=False)

    @property
    def shown_capitals(self) -> str:
        """:attr:`capitals` for the 1987 screen, cut at 40 columns: each
        figure glued to its unit."""
        return _short(self)

    def as_json(self) -> dict[str, object]:
        """The reason's figures and words as plain JSON values."""
        found: dict[str, object] = {
            "kind": self.kind, "measure": self.measure,
            "against": None if self.other is None else list(self.other),
            "best": self.best_figure, "other": self.other_figure,
            "net": self.net, "part": self.part,
            "target": None if self.target is None else list(self.target)}
        for name, factor in (("counter", self.counter), ("also", self.also)):
            if factor is not None:
                kind, measure, mine, theirs, part = factor
                found[name] = {"kind": kind, "measure": measure, "best": mine,
                               "other": theirs, "part": part}
        if self.throws is not None:
            found["throws"] = self.throws
        if self.factors:
            found["factors"] = dict(self.factors)
        if self.context is not None:
            measure, mine, theirs = self.context
            found["context"] = {"measure": measure, "best": mine, "other": theirs}
        if self.rival is not None:
            keep, figure, why = self.rival
            found["rival"] = {"keep": None if keep is None else list(keep), "figure": figure,
                              "reason": why.as_json()}
        found["words"] = self.words
        return found


class TurnReasons:
    """What reasons are drawn from, for every choice of one turn (the turn
    ``worth`` weighs, ``view`` one of its decisions)."""

    def __init__(self, worth: TurnWorth, view: TurnView) -> None:
        # a weak reference: the tables must not keep alive the worth they are kept for
        self._worth, self.scale = ref(worth), worth.scale
        rules = view.rules
        table = rules.table
        self.goal = "gagner" if len(view.state.tokens) == 2 else "ne pas perdre"
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
        #: An opener whose stopping fixes the others' throws, any number of
        #: players: what the round's outcomes are worth depends on them too.
        self.sets_throws = not view.played and rules.opener_fixes_throws
        #: each player of the round by his place in it, as ROLE_WORDS names it
        players = len(view.order)
        self.roles = tuple("opener" if p == 0 else "last" if p == players - 1
                           else ("second", "third", *["other"] * players)[p - 1]
                           for p in range(players))
        self.max_throws = view.max_throws
        #: how each choice's turn ends (throws_split)
        self._stops: dict[tuple[Hand, int, Keep | None], list[list[float]]] = {}

    @property
    def worth(self) -> TurnWorth:
        """The turn's worth (alive while anything asks for its reasons)."""
        worth = self._worth()
        assert worth is not None
        return worth

    @cached_property
    def outcomes(self) -> tuple[Outcome, ...] | None:
        """The round's outcomes, with every hand and choice."""
        return self.worth.outcomes

    def split(self, hand: Hand, throws_left: int, option: Option) -> Split | None:
        """``option``'s figure split over the round's outcomes (None: unknown)."""
        outcomes = self.outcomes
        if outcomes is None:
            return None
        keep = option.keep
        return Split(option.value,
                     {o.name: float(o.chance.worth(hand, throws_left, keep)) for o in outcomes},
                     {o.name: float(o.part.worth(hand, throws_left, keep)) for o in outcomes})

    def chances(self, hand: Hand, throws_left: int, keep: Keep | None
                ) -> list[tuple[str, float]]:
        """The round's chances that a reason names first, for one choice:
        (measure, figure) — winning it where winning counts, losing it
        where losing is not just not winning (three players or more)."""
        worth = self.worth
        found = []
        wins, losses = worth.round_wins, worth.losses
        if wins is not None and self.winning_counts:
            found.append(("win_round", float(wins.worth(hand, throws_left, keep))))
        if losses is not None and not self.duel:
            found.append(("lose_round", float(losses.worth(hand, throws_left, keep))))
        return found

    def reason(self, hand: Hand, throws_left: int, throws: int, best: Option,
               other: Option, options: Sequence[Option] = (), *, by_throws: bool = True
               ) -> Reason | None:
        """Why ``best`` is better than ``other`` with ``hand``, ``throws_left``
        throws left and ``throws`` made (the module's rule); None when they
        are worth the same.  ``options``: every choice, for a rival that
        does better on the chance named; ``by_throws``: the stake split
        between the hands and the throws, where it splits (the answer to a
        rival keeps the stake as one, to stay short)."""
        net = best.value - other.value
        if same(self.scale, net) or net <= 0:
            return None
        def said(kind: str, measure: str, mine: float, theirs: float, part: float,
                 **more: object) -> Reason:
            return Reason(kind, measure, best.keep, other.keep, mine, theirs, self.scale,
                          net=net, part=part, goal=self.goal, phase=self.phase, pot=self.pot,
                          duel=self.duel, **more)  # type: ignore[arg-type]

        b, a = self.split(hand, throws_left, best), self.split(hand, throws_left, other)
        if b is None or a is None:  # the figure itself, with the round's chance that moves most
            moved = self._all_moves(hand, throws_left, best, other)
            context = None
            if moved and abs(moved[-1][0]) >= abs(moved[0][0]) and moved[-1][0] >= SHOWN:
                measure = moved[-1][1]
                context = (measure, self._all_chances(hand, throws_left, best.keep)[measure],
                           self._all_chances(hand, throws_left, other.keep)[measure])
            return said(STAKE, "game" if self.scale.game_chance else "jetons", best.value,
                        other.value, net, context=context)
        chance_part, stake_part, _, worth_parts = decompose(b, a)
        factors = {ROUND: chance_part, WORTH: stake_part}
        split = (self.throws_split(hand, throws_left, best, other, b, a)
                 or self.others_split(hand, throws_left, best, other, b, a)) if by_throws \
            else None
        if split is not None and not same(self.scale, split.part) \
                and abs(split.part) >= abs(net) / 10 \
                and max(chance_part, split.worth, split.part) >= net / 2:
            # three factors, the third no detail, one of them carrying half:
            # else the stake as one
            factors = {ROUND: chance_part, WORTH: split.worth, split.kind: split.part}
            worth_parts = split.worth_parts
        mine = dict(self.chances(hand, throws_left, best.keep))
        theirs = dict(self.chances(hand, throws_left, other.keep))
        # each chance's move in the best choice's favour (losing: less is better)
        moves = sorted(((mine[m] - theirs[m]) * (-1 if m == "lose_round" else 1), m)
                       for m in mine)
        # the outcome whose worth moves most, each way
        stakes = sorted((part, name) for name, part in worth_parts.items())

        def chance_said(measure: str) -> tuple[str, str, float, float]:
            if measure not in mine:
                mine.update(self._all_chances(hand, throws_left, best.keep))
                theirs.update(self._all_chances(hand, throws_left, other.keep))
            one, two = mine[measure], theirs[measure]
            if measure == "win_round" and self.fixes_throws and best.keep is None:
                return OPPONENT, "opponent_wins", 1 - one, 1 - two
            if measure == "win_round" and self.target is not None:
                return BEAT, measure, one, two
            return ROUND, measure, one, two

        def stake_said(name: str) -> tuple[str, str, float, float]:
            if len(factors) == 3 and split is not None:  # the hands at equal shares
                return WORTH, name, *split.even[name]
            one, two = b.worth(name), a.worth(name)
            one = two if one is None else one
            two = one if two is None else two
            assert one is not None and two is not None
            return WORTH, name, one, two

        def split_said(favour: bool) -> tuple[str, str, float, float]:
            assert split is not None
            parts = sorted((part, name) for name, part in split.parts.items()
                           if name in split.figures)
            return split.kind, *split.figures[parts[-1 if favour else 0][1]]

        def factor_said(factor: str, favour: bool) -> tuple[str, str, float, float] | None:
            """A factor's figures, where it goes for the best choice or against."""
            if factor == ROUND:
                if not moves or (moves[-1 if favour else 0][0] > 0) != favour:
                    return None
                return chance_said(moves[-1 if favour else 0][1])
            if factor == WORTH:
                return stake_said(stakes[-1 if favour else 0][1]) if stakes else None
            return split_said(favour)

        named = max(factors, key=factors.__getitem__)  # of equal parts, the first
        if named == ROUND:
            if not moves or moves[-1][0] <= 0:  # a chance not shown moved: winning, in a charge
                moves = sorted(m for m in self._all_moves(hand, throws_left, best, other)
                               if m not in moves) or moves
            if not moves or moves[-1][0] <= 0:
                return said(STAKE, "game" if self.scale.game_chance else "jetons",
                            best.value, other.value, net)
            kind, measure, one, two = chance_said(moves[-1][1])
        elif named == WORTH:
            kind, measure, one, two = stake_said(stakes[-1][1])
        else:
            kind, measure, one, two = split_said(True)
        part = factors[named]
        # what goes most against the best choice, where it shows; of three,
        # with it the third, where it shows (the parts said add up to the net)
        counter = also = None
        others = {factor: p for factor, p in factors.items() if factor != named}
        worst = min(others, key=others.__getitem__)
        against = factor_said(worst, False)
        if against is not None and others[worst] < 0 and not same(self.scale, others[worst]):
            counter = (*against, others.pop(worst))
            for factor, third in others.items():
                found = factor_said(factor, third > 0)
                if found is not None and not same(self.scale, third):
                    also = (*found, third)
        rival = None
        if kind in (BEAT, ROUND) and options:
            rival = self._rival(hand, throws_left, throws, best, other, measure, one, options)
        elif kind == WORTH and options:
            # against what the outcome is worth, all factors in
            whole = b.worth(measure)
            rival = self._worth_rival(hand, throws_left, throws, best, other, measure,
                                      one if whole is None else whole, options)
        return said(kind, measure, one, two, part, counter=counter, also=also,
                    target=self.target if kind == BEAT else None,
                    throws=throws if kind == OPPONENT else None, rival=rival,
                    factors=tuple(factors.items()))

    def _ends(self, outcome: Outcome, hand: Hand, throws_left: int, keep: Keep | None
              ) -> list[list[float]]:
        """How the turn ends with one choice (:func:`stop_chances`, the
        outcomes' choices), once a turn."""
        key = (hand, throws_left, keep)
        found = self._stops.get(key)
        if found is None:
            play = outcome.chance
            policy = play.policy if isinstance(play, AskedPlay) else play
            found = self._stops[key] = stop_chances(
                policy, None if keep is None else KEEP_INDEX[keep], INDEX[hand], throws_left)
        return found

    def throws_split(self, hand: Hand, throws_left: int, best: Option, other: Option,
                     b: Split, a: Split) -> StakeSplit | None:
        """The stake's part of ``best`` against ``other`` (their splits ``b``,
        ``a``) split between the hands' worth and the throws left to the
        others (the module's rule); None where the player does not set them,
        or where both choices keep dice."""
        outcomes = self.outcomes
        if not self.sets_throws or outcomes is None or (best.keep is None) == (other.keep is None):
            return None
        ends_b = self._ends(outcomes[0], hand, throws_left, best.keep)
        ends_a = self._ends(outcomes[0], hand, throws_left, other.keep)
        # each choice's final hands, whatever the throws left when it stops
        finals = [[sum(by_hand) for by_hand in zip(*ends, strict=True)]
                  for ends in (ends_b, ends_a)]
        levels = range(throws_left + 1)

        def cases(outcome: Outcome) -> list[list[tuple[float, float]]]:
            # the outcome's chance and part by throws left when the player
            # stops, with each choice (its payoffs over a denominator: _read)
            return [[(_read(ends[level], outcome.chance, level),
                      _read(ends[level], outcome.part, level)) for level in levels]
                    for ends in (ends_b, ends_a)]

        def held(outcome: Outcome, choice: int, level: int) -> float | None:
            # at a level one choice does not stop at: its final hands, had
            # they stopped there
            return _held(finals[choice], outcome.chance, outcome.part, level)
        worth, part, worth_parts, parts, even, _ = self._apart(b, a, cases, held)
        reach_b, reach_a = ([sum(by_level) for by_level in ends] for ends in (ends_b, ends_a))

        def average(reach: list[float]) -> float:
            return sum(p * (self.max_throws - n) for n, p in enumerate(reach)) / sum(reach)
        left = average(reach_b), average(reach_a)
        return StakeSplit(THROWS, worth, part, worth_parts, parts, even,
                          {name: (name, *left) for name in parts})

    def others_split(self, hand: Hand, throws_left: int, best: Option, other: Option,
                     b: Split, a: Split) -> StakeSplit | None:
        """The stake's part of ``best`` against ``other`` split between the
        hands' worth and which of the others wins or loses the round (the
        module's rule); None where the solver does not tell them apart."""
        outcomes = self.outcomes
        if outcomes is None or any(o.roles is None for o in outcomes):
            return None
        finals = [[sum(by_hand) for by_hand in zip(*self._ends(outcomes[0], hand, throws_left,
                                                                keep), strict=True)]
                  for keep in (best.keep, other.keep)]
        # what the round leaves depends on who loses it (he opens the next
        # and, in a charge, takes the jetons); in a décharge on the winner
        # too (he gives them): in a charge, lost to one or another is the
        # same state but for the amount, what the hands are worth
        def key(pair: tuple[int, int]) -> tuple[int, int]:
            return pair if self.phase is Phase.DECHARGE else (-1, pair[1])
        pairs = {o.name: sorted({key(pair) for pair in o.roles or {}}) for o in outcomes}

        def cases(outcome: Outcome) -> list[list[tuple[float, float]]]:
            rows: dict[tuple[int, int], tuple[float, float]] = {}
            found: list[list[tuple[float, float]]] = []
            for final in finals:
                rows.clear()
                for pair, (chance, part) in (outcome.roles or {}).items():
                    was = rows.get(key(pair), (0.0, 0.0))
                    rows[key(pair)] = (was[0] + sum(map(mul, final, chance)),
                                       was[1] + sum(map(mul, final, part)))
                found.append([rows[k] for k in pairs[outcome.name]])
            return found
        worth, part, worth_parts, parts, even, shares = self._apart(b, a, cases, None)
        figures = {}
        for name, moved in shares.items():
            if len(moved) < 2:  # one case: nothing moves
                continue
            # the pair whose share grows most with the best choice, said by
            # the other player it names: the loser, or the winner of a lost round
            j = max(range(len(moved)), key=lambda k: moved[k][0] - moved[k][1])
            winner, loser = pairs[name][j]
            role = self.roles[winner if name == LOST else loser]
            figures[name] = (f"{name}:{role}", *moved[j])
        return StakeSplit(OTHERS, worth, part, worth_parts, parts, even, figures)

    def _apart(self, b: Split, a: Split,
               cases: Callable[[Outcome], list[list[tuple[float, float]]]],
               held: Callable[[Outcome, int, int], float | None] | None
               ) -> tuple[float, float, dict[str, float], dict[str, float],
                          dict[str, tuple[float, float]], dict[str, list[tuple[float, float]]]]:
        """The symmetric split, outcome by outcome, of ``V_k = Σ_j w_j · V_k,j``
        over an outcome's cases ``j`` (``cases``: each one's chance and part
        with each choice; ``held``: a case's worth with a choice that never
        ends in it, where one can be read): the hands' worth, the other
        factor, each outcome's shares of both, its worth with each choice's
        hands at equal shares (:attr:`StakeSplit.even`), and the cases'
        shares ``w_j`` with each choice."""
        outcomes = self.outcomes
        assert outcomes is not None
        worth_parts: dict[str, float] = {}
        parts: dict[str, float] = {}
        shares: dict[str, list[tuple[float, float]]] = {}
        even: dict[str, tuple[float, float]] = {}
        for outcome in outcomes:
            name = outcome.name
            whole_b, whole_a = b.worth(name), a.worth(name)
            if whole_b is None and whole_a is None:  # it cannot happen (decompose)
                continue
            if whole_b is None or whole_a is None:  # one choice's worth for both: no stake
                worth_parts[name] = parts[name] = 0.0
                known = whole_a if whole_b is None else whole_b
                assert known is not None
                even[name], shares[name] = (known, known), []
                continue
            total_b, total_a = b.chances[name], a.chances[name]
            mean, moved, even_b, even_a = (total_b + total_a) / 2, 0.0, 0.0, 0.0
            found = []
            for j, ((pb, sb), (pa, sa)) in enumerate(zip(*cases(outcome), strict=True)):
                pb, pa = (p if p > NIL else 0.0 for p in (pb, pa))
                vb = sb / pb if pb else None if held is None else held(outcome, 0, j)
                va = sa / pa if pa else None if held is None else held(outcome, 1, j)
                vb = va if vb is None else vb
                va = vb if va is None else va
                wb, wa = pb / total_b, pa / total_a
                found.append((wb, wa))
                if vb is None or va is None:  # neither choice ends so
                    continue
                even_b += (wb + wa) / 2 * vb
                even_a += (wb + wa) / 2 * va
                moved += mean * (vb + va) / 2 * (wb - wa)
            worth_parts[name], parts[name] = mean * (even_b - even_a), moved
            even[name], shares[name] = (even_b, even_a), found
        return (sum(worth_parts.values()), sum(parts.values()), worth_parts, parts, even,
                shares)

    def _all_chances(self, hand: Hand, throws_left: int, keep: Keep | None
                     ) -> dict[str, float]:
        """Both chances of the round, where the game has them, whether or not
        a reason says them first."""
        worth = self.worth
        found = {}
        if worth.round_wins is not None:
            found["win_round"] = float(worth.round_wins.worth(hand, throws_left, keep))
        if worth.losses is not None:
            found["lose_round"] = float(worth.losses.worth(hand, throws_left, keep))
        return found

    def _all_moves(self, hand: Hand, throws_left: int, best: Option, other: Option
                   ) -> list[tuple[float, str]]:
        mine = self._all_chances(hand, throws_left, best.keep)
        theirs = self._all_chances(hand, throws_left, other.keep)
        return sorted(((mine[m] - theirs[m]) * (-1 if m == "lose_round" else 1), m)
                      for m in mine)

    def _worth_rival(self, hand: Hand, throws_left: int, throws: int, best: Option,
                     other: Option, measure: str, figure: float, options: Sequence[Option]
                     ) -> tuple[Keep | None, float, Reason] | None:
        """The choice whose round, ended as ``measure`` says, is worth most,
        where it is worth more than with the best choice (``figure``) by a
        difference that shows, with why the best choice is still best."""
        found: tuple[float, Option] | None = None
        for option in options:
            if option.keep in (best.keep, other.keep):
                continue
            split = self.split(hand, throws_left, option)
            worth = None if split is None else split.worth(measure)
            # by a point of the game's chance, or a hundredth of a jeton
            enough = 1.0 if self.scale.game_chance else 0.01
            if worth is not None and (worth - figure) * self.scale.factor >= enough \
                    and (found is None or worth > found[0]):
                found = (worth, option)
        if found is None:
            return None
        why = self.reason(hand, throws_left, throws, best, found[1], by_throws=False)
        if why is None or why.kind == WORTH:
            return None
        return found[1].keep, found[0], why

    def _rival(self, hand: Hand, throws_left: int, throws: int, best: Option, other: Option,
               measure: str, figure: float, options: Sequence[Option]
               ) -> tuple[Keep | None, float, Reason] | None:
        """The choice that does best on ``measure`` where it does better than
        the best choice (``figure``) by a difference that shows, with why the
        best choice is still best against it."""
        sign = -1 if measure == "lose_round" else 1
        found: tuple[float, Option] | None = None
        for option in options:
            if option.keep in (best.keep, other.keep):
                continue
            chance = self._all_chances(hand, throws_left, option.keep)[measure]
            if sign * (chance - figure) >= SHOWN and (found is None
                                                      or sign * (chance - found[0]) > 0):
                found = (chance, option)
        if found is None:
            return None
        why = self.reason(hand, throws_left, throws, best, found[1], by_throws=False)
        if why is None or why.kind in CHANCE_KINDS:
            return None
        return found[1].keep, found[0], why


def _read(finals: Sequence[float], play: TurnPlay | AskedPlay, level: int) -> float:
    """What ``play``'s payoffs at one number of throws left come to with
    the final hands ``finals`` (their chances, by hand number)."""
    return float(sum(map(mul, finals, play.payoffs[level]))) / play.denominator


def _held(finals: Sequence[float], chances: TurnPlay | AskedPlay, parts: TurnPlay | AskedPlay,
          level: int) -> float | None:
    """What an outcome is worth with the final hands ``finals`` had they
    stopped with ``level`` throws left (None: it cannot happen so)."""
    chance = _read(finals, chances, level)
    return _read(finals, parts, level) / chance if chance > NIL else None


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
    when that one is worth the same (:func:`same`): the choices are worth
    the same.  The words for each screen: :attr:`Reason.words` (pascal, the
    analysis), :attr:`Reason.capitals` (the 1987 screen)."""
    hand, left = view.hand, view.throws_left
    weighing = worth.weigh(hand, left)
    best = weighing.best
    other: Option | None = None
    if answer is not None:
        other = weighing.option(choice_of(view.dice, answer))
        if same(weighing.scale, best.value - other.value):
            other = None
    if other is None:
        other = next((o for o in weighing.options if o is not best), None)
    if other is None:
        return None
    return turn_reasons(worth, view).reason(hand, left, view.throws, best, other,
                                            weighing.options if answer is None else ())


def all_equal(worth: TurnWorth, view: TurnView) -> bool:
    """Whether the best choice of the decision ``view`` shows and the next
    best are worth the same at the precision shown (« ces choix se valent »)."""
    options = worth.weigh(view.hand, view.throws_left).options
    return len(options) > 1 and same(worth.scale, options[0].value - options[1].value)


# --- the words ----------------------------------------------------------------

EQUAL_WORDS = "ces choix se valent"


def _percents(a: float, b: float) -> tuple[str, str]:
    """Two chances as percentages, with the fewest decimals that tell them
    apart; never 0 % nor 100 % for a chance that is not exactly that."""
    for decimals in (0, 1, 2):
        one, two = (_percent(x, decimals) for x in (a, b))
        if one != two:
            break
    return one, two


def _percent(x: float, decimals: int) -> str:
    if 0.0 < x < 1.0:
        for places in range(decimals, max(decimals, 1) + 1):
            if 0.0 < round(100 * x, places) < 100.0:
                return f"{100 * x:.{places}f} %".replace(".", ",")
        return "plus de 99,9 %" if x > 0.5 else "moins de 0,1 %"
    return f"{100 * x:.{decimals}f} %".replace(".", ",")


def _jetons(change: float, decimals: int = 2) -> str:
    """An expected change of jetons: '0,40 jeton de moins', '1,20 jeton de plus'."""
    amount = f"{abs(change):.{decimals}f}".replace(".", ",")
    word = "jeton" if abs(round(change, decimals)) < 2 else "jetons"
    if round(change, decimals) == 0:
        return f"{amount}{GLUE}{word}"
    return f"{amount}{GLUE}{word}{GLUE}de{GLUE}{'plus' if change > 0 else 'moins'}"


def worth_difference(scale: Scale, difference: float) -> str:
    """A difference of worth in the advice's unit: '+8,62 points',
    '−0,43 point', '0,10 jeton de moins' (higher is better)."""
    if scale.game_chance:
        shown = f"{abs(difference) * scale.factor:.2f}".replace(".", ",")
        sign = "" if round(abs(difference) * scale.factor, 2) == 0 else (
            "+" if difference > 0 else "−")
        word = scale.unit[0] if abs(round(difference * scale.factor, 2)) < 2 else scale.unit[1]
        return f"{sign}{shown}{GLUE}{word}"
    return _jetons(-difference)


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


#: What an outcome of the round is, said before what it is worth.
_OUTCOME_WORDS = {WON: "gagnée, la manche", LOST: "perdue, la manche",
                  TIED: "sur un barrage, la manche", NEITHER: "ni gagnée ni perdue, la manche",
                  SPARED: "sans la perdre, la manche"}


def _worth_words(reason: Reason, measure: str, mine: float, theirs: float,
                 versus: str) -> str:
    """What an outcome is worth with each choice: 'gagnée, la manche donne
    71 % de gagner la partie, contre 62 % en gardant tout'."""
    what = _OUTCOME_WORDS[measure]
    if reason.scale.game_chance:
        shown, other = _percents(mine, theirs)
        sep = " " if versus == "au lieu de" else ", "
        return f"{what} donne {shown} de {reason.goal} la partie{sep}{versus} {other}"
    # jetons: the figure is minus the change of the player's jetons
    if measure in (WON,) and reason.phase is Phase.DECHARGE:
        verb, one, two = "fait donner", mine, theirs
    elif measure in (LOST, TIED) and reason.phase is Phase.CHARGE:
        verb, one, two = "fait prendre", -mine, -theirs
    elif measure in (LOST, TIED):
        verb, one, two = "fait recevoir", -mine, -theirs
    else:
        verb, one, two = "rapporte", mine, theirs
    first = f"{one:.2f}".replace(".", ",")
    word = "jeton" if abs(round(one, 2)) < 2 else "jetons"
    sep = " " if versus == "au lieu de" else ", "
    return (f"{what} {verb} {first}{GLUE}{word} en moyenne{sep}{versus} "
            + f"{two:.2f}".replace(".", ","))


def _chance_words(reason: Reason, kind: str, measure: str, mine: float, theirs: float,
                  versus: str, capitals: bool) -> str:
    one, two = _percents(mine, theirs)
    if kind == OPPONENT:
        throws = reason.throws or 1
        other = "l'ordinateur" if capitals else "l'adversaire"
        left = "qu'un lancer" if throws == 1 else f"que {throws} lancers"
        return f"{other} n'aura {left} et {one} de chances de gagner la manche, {versus} {two}"
    if kind == BEAT:
        assert reason.target is not None
        return f"{one} de battre {_hand(reason.target, capitals)}, {versus} {two}"
    what = "gagner" if measure == "win_round" else "perdre"
    return f"{one} de {what} la manche, {versus} {two}"


def _throws_count(throws: float) -> str:
    """The throws the others have: 'un lancer', '3 lancers', '2,6 lancers en
    moyenne'."""
    if abs(throws - round(throws)) < 1e-9:
        return "un lancer" if round(throws) == 1 else f"{round(throws)} lancers"
    return f"{throws:.1f} lancers en moyenne".replace(".", ",")


#: What an outcome of the round becomes with the throws the opener leaves
#: the others, for him, better and worse.
_THROWS_EFFECT = {WON: ("gagnée, la manche vaut plus", "gagnée, la manche vaut moins"),
                  LOST: ("perdue, la manche coûte moins", "perdue, la manche coûte plus"),
                  TIED: ("un barrage vaut plus", "un barrage vaut moins"),
                  NEITHER: ("ni gagnée ni perdue, la manche vaut plus",
                            "ni gagnée ni perdue, la manche vaut moins"),
                  SPARED: ("sans la perdre, la manche vaut plus",
                           "sans la perdre, la manche vaut moins")}


def _throws_words(reason: Reason, measure: str, mine: float, theirs: float, versus: str,
                  gerund: str, better: bool, capitals: bool) -> str:
    """The throws left to the others and what they do to an outcome's worth:
    'l'adversaire aura 2 lancers, contre 3 en gardant 4 : perdue, la manche
    coûte moins'."""
    effect = _THROWS_EFFECT[measure][0 if better else 1]
    if reason.kind == OPPONENT:  # the throws are said already
        return f"avec ces lancers, {effect}"
    who = "l'ordinateur" if capitals else "l'adversaire" if reason.duel else "chacun des autres"
    sep = " " if versus == "au lieu de" else ", "
    return (f"{who} aura {_throws_count(mine)}{sep}{versus} {_throws_count(theirs)}{gerund} : "
            f"{effect}")


def _even(reason: Reason) -> str:
    """Where the stake splits in two, what an outcome is worth is said at
    equal shares of the other factor (:attr:`StakeSplit.even`)."""
    factors = dict(reason.factors)
    if THROWS in factors:
        return ", à lancers égaux"
    return ", à issues égales pour les autres" if OTHERS in factors else ""


#: The other players of a round by their place in it (:attr:`Reason.measure`
#: of OTHERS).
ROLE_WORDS = {"opener": "l'ouvreur", "second": "le deuxième", "third": "le troisième",
              "other": "un autre", "last": "le dernier"}


def _others_words(measure: str, mine: float, theirs: float, versus: str, gerund: str) -> str:
    """Which of the others wins or loses an outcome, with each choice:
    'gagnée, la manche a pour perdant le dernier à 62 %, contre 40 % en
    gardant 6'."""
    name, role = measure.split(":")
    one, two = _percents(mine, theirs)
    sep = " " if versus == "au lieu de" else ", "
    who = "gagnant" if name == LOST else "perdant"
    return (f"{_OUTCOME_WORDS[name]} a pour {who} {ROLE_WORDS[role]} à {one}{sep}{versus} "
            f"{two}{gerund}")


def _counter_words(reason: Reason, capitals: bool,
                   factor: tuple[str, str, float, float, float] | None = None) -> str:
    """A factor beside the one named, with its part: the counter, or
    ``factor`` (:attr:`Reason.also`)."""
    found = reason.counter if factor is None else factor
    assert found is not None
    kind, measure, mine, theirs, part = found
    if kind == WORTH:
        text = _worth_words(reason, measure, mine, theirs, "au lieu de") + _even(reason)
    elif kind == THROWS:
        text = _throws_words(reason, measure, mine, theirs, "au lieu de", "", part > 0,
                             capitals)
    elif kind == OTHERS:
        text = _others_words(measure, mine, theirs, "au lieu de", "")
    elif kind == OPPONENT:
        one, two = _percents(mine, theirs)
        text = f"l'adversaire gagne la manche à {one} au lieu de {two}"
    else:
        one, two = _percents(mine, theirs)
        what = "gagnée" if measure == "win_round" else "perdue"
        text = f"la manche {what} à {one} au lieu de {two}"
        if kind == BEAT:
            text = f"{one} de battre {_hand(reason.target, capitals)} au lieu de {two}" \
                if reason.target is not None else text
    return f"{text} ({worth_difference(reason.scale, part)})"


def _sentence(reason: Reason, capitals: bool) -> str:
    scale = reason.scale
    if reason.kind == STAKE:
        if reason.measure == "jetons" and reason.phase is Phase.CHARGE:
            one, two = (f"{-v:.2f}".replace(".", ",") for v in (reason.best_figure,
                                                                  reason.other_figure))
            word = "jeton" if -reason.best_figure < 2 else "jetons"
            text = (f"{one}{GLUE}{word} à prendre en moyenne (pot : {reason.pot}), "
                    f"contre {two} {_gerund(reason.other)}.")
        elif reason.measure == "jetons":
            text = (f"{_jetons(-reason.best_figure)} en moyenne à la fin de la manche, "
                    f"contre {_jetons(-reason.other_figure)} {_gerund(reason.other)}.")
        else:
            mine, theirs = _percents(reason.best_figure, reason.other_figure)
            text = (f"{mine} de {reason.goal} la partie, contre {theirs} "
                    f"{_gerund(reason.other)} ({worth_difference(scale, reason.net)})")
            if reason.context is not None:
                measure, chance_b, chance_a = reason.context
                first, second = _percents(chance_b, chance_a)
                what = "gagnée" if measure == "win_round" else "perdue"
                text += f" ; la manche {what} à {first} au lieu de {second}"
            text += "."
        return _basic(text) if capitals else text
    if reason.kind == WORTH:
        first = _worth_words(reason, reason.measure, reason.best_figure, reason.other_figure,
                             "contre")
        first += f" {_gerund(reason.other)}{_even(reason)}"
    elif reason.kind == THROWS:
        first = _throws_words(reason, reason.measure, reason.best_figure, reason.other_figure,
                              "contre", f" {_gerund(reason.other)}", True, capitals)
    elif reason.kind == OTHERS:
        first = _others_words(reason.measure, reason.best_figure, reason.other_figure,
                              "contre", f" {_gerund(reason.other)}")
    else:
        first = _chance_words(reason, reason.kind, reason.measure, reason.best_figure,
                              reason.other_figure, "contre", capitals)
        first += f" {_gerund(reason.other)}"
    text = f"{first} ({worth_difference(scale, reason.part)})"
    also = reason.also
    if also is not None and also[4] > 0:
        text += f" ; et {_counter_words(reason, capitals, also)}"
    if reason.counter is not None:
        text += f" ; mais {_counter_words(reason, capitals)}"
    if also is not None and also[4] < 0:
        text += f", et {_counter_words(reason, capitals, also)}"
    if (reason.counter is not None
            or worth_difference(scale, reason.part) != worth_difference(scale, reason.net)):
        text += f" : net {worth_difference(scale, reason.net)}"
    text += "."
    if reason.rival is not None:
        keep, figure, why = reason.rival
        rival = keep_words(keep)
        shown = _percent(figure, 0 if figure * 100 >= 1 else 1)
        if reason.kind == WORTH:
            ended = {WON: "gagnée", LOST: "perdue", TIED: "sur un barrage",
                     NEITHER: "ni gagnée ni perdue", SPARED: "sans la perdre"}[reason.measure]
            if reason.scale.game_chance:
                shown = _percent(figure, 0)
            else:  # as the analysis writes a choice's jetons: −1,96 j
                shown = f"{'+' if figure >= 0 else '−'}{abs(figure):.2f}".replace(".", ",")
                shown += f"{GLUE}j"
            did = f"vaut plus, la manche {ended} ({shown})"
        else:
            did = _rival_did(reason, figure, capitals)
        # why the best is still best against it: its factor and the net, shortly
        text += (f" {rival[0].upper()}{rival[1:]} {did}, mais "
                 f"{_sentence(replace(why, counter=None, also=None), False)}")
    return _basic(text) if capitals else text


def _rival_did(reason: Reason, figure: float, capitals: bool) -> str:
    """What a choice that does better on the chance named does better: 'bat
    652 plus souvent (33 %)', 'perd la manche moins souvent (40 %)'."""
    shown = _percent(figure, 0 if figure * 100 >= 1 else 1)
    if reason.kind == BEAT and reason.target is not None:
        return f"bat {_hand(reason.target, capitals)} plus souvent ({shown})"
    if reason.measure == "lose_round":
        return f"perd la manche moins souvent ({shown})"
    return f"gagne la manche plus souvent ({shown})"


#: What an outcome of the round is, in the 1987 screen's short words.
_SHORT_OUTCOMES = {WON: "manche gagnée", LOST: "manche perdue", TIED: "sur un barrage",
                   NEITHER: "manche ni gagnée ni perdue", SPARED: "manche pas perdue"}


def _short_factor(reason: Reason, versus: str) -> str:
    """The factor named, shortly: '75 % de battre 652, contre 36 %',
    'manche gagnée : partie à 94 %, contre 85 %' (``versus``: the
    other choice as a gerund, or '')."""
    if reason.kind == WORTH and reason.scale.game_chance:
        # the game's chance as the advice above it says it: « PARTIE 63,7 % »;
        # at equal throws said so, but before a rival's answer (no room)
        one, two = _percents(reason.best_figure, reason.other_figure)
        return (f"{_SHORT_OUTCOMES[reason.measure]} : partie à {one}, contre {two}{versus}"
                f"{'' if reason.rival is not None else _even(reason)}")
    if reason.kind == WORTH:
        return _worth_words(reason, reason.measure, reason.best_figure, reason.other_figure,
                            "contre") + versus + _even(reason)
    if reason.kind == THROWS:
        return _throws_words(reason, reason.measure, reason.best_figure, reason.other_figure,
                             "contre", versus, True, True)
    if reason.kind == OTHERS:  # pascal only: said as the long words are
        return _others_words(reason.measure, reason.best_figure, reason.other_figure,
                             "contre", versus)
    return _chance_words(reason, reason.kind, reason.measure, reason.best_figure,
                         reason.other_figure, "contre", True) + versus


def _short(reason: Reason) -> str:
    """The reason as the 1987 screen says it, within a quarter of its rows:
    the factor and its part, the net where it is not the part, and the
    answer to a choice that does better on the figure named (the best
    choice's factor against that choice, and its part)."""
    if reason.kind == STAKE:
        return _sentence(reason, capitals=True)
    scale = reason.scale
    part, net = worth_difference(scale, reason.part), worth_difference(scale, reason.net)
    text = f"{_short_factor(reason, ' ' + _gerund(reason.other))} ({part})"
    if part != net:
        text += f", net {net}"
    text += "."
    if reason.rival is not None:
        keep, figure, why = reason.rival
        rival = keep_words(keep)
        if reason.kind == WORTH:
            did = f"vaut plus, {_SHORT_OUTCOMES[reason.measure]} ({_percent(figure, 0)})"
        else:
            did = _rival_did(reason, figure, True)
        # the other choice of the answer is the rival, just named; its net
        # against the best is in the list of every choice (? again)
        text += (f" {rival[0].upper()}{rival[1:]} {did}, mais {_short_factor(why, '')} "
                 f"({worth_difference(scale, why.part)}).")
    return _basic(text)


def _basic(text: str) -> str:
    """Capitals without accents, as the 1987 screen prints (and its minus an
    ASCII one)."""
    plain = unicodedata.normalize("NFD", text.replace("−", "-"))
    return "".join(c for c in plain if not unicodedata.combining(c)).upper()

"""Why the best choice is best: the factor that decides, drawn from the exact figures.

The advice, the tutor, the analysis and the training say *what* was best;
a :class:`.reason_text.Reason` says *why*: what the best choice changes against another
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

**The stake split**, where it splits in two again — the throws, or which
of the others wins or loses: :mod:`penel421.analysis.stake_split`.

**The rule** (docs/manuel.md, « Pourquoi : la raison du meilleur choix »,
says it for players):

1. Choices whose difference does not show at the precision of the losses
   (two decimals of a point or of a jeton, :func:`.reason_text.same`) are worth the
   same: no reason (the screens say « ces choix se valent »).
2. The part that carries more of the difference is named, in the advice's
   unit, with the net difference; where the other part goes against, it
   is said too (« mais … ») — except on the 1987 screen, whose reason is
   short (:attr:`.reason_text.Reason.capitals`, six rows of 40 columns at most): there
   what goes against is what the net leaves of the part named.  Where the
   stake splits in two, three parts: the largest is named where it carries
   half of the net (else the stake as one part, as above; likewise where
   the stake's second factor is less than a tenth of the net, a detail
   beside what decides), the one that
   goes most against is the « mais », and with it the third is said
   (« et … »), so that the parts said add up to the net; every part is in
   :attr:`.reason_text.Reason.factors`.
   *The throws* are said as the throws each choice leaves the others and
   the outcome they change most: « l'adversaire aura un lancer, contre
   2,4 lancers en moyenne en relançant tout : perdue, la manche coûte
   moins »; *which of the others*, as the share of an outcome that one
   of them loses (or, lost, wins): « ni gagnée ni perdue, la manche a pour
   perdant l'ouvreur à 64 %, contre 39 % en relançant tout ».  What an
   outcome is worth is then said with each choice's hands at equal shares
   of the other factor (« à lancers égaux », « à issues égales pour les
   autres », :attr:`.stake_split.StakeSplit.even`), so that its difference is the
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

from collections.abc import Sequence
from functools import cached_property
from weakref import WeakKeyDictionary, ref

from ..core.hands import Hand
from ..core.state import Phase, TurnView
from ..solve.turn.keeps import Keep
from ..strategies.worth import Option, Outcome, TurnWorth, choice_of
from .reason_text import (
    BEAT,
    CHANCE_KINDS,
    OPPONENT,
    ROUND,
    SHOWN,
    STAKE,
    WORTH,
    Reason,
    same,
)
from .stake_split import NIL, Split, TurnStakes, decompose

__all__ = ["TurnReasons", "all_equal", "reason_for", "turn_reasons"]


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
        #: how the stake splits (the throws, which of the others)
        self.stakes = TurnStakes(view)

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
        return self._named(self._all_chances(hand, throws_left, keep))

    def _named(self, found: dict[str, float]) -> list[tuple[str, float]]:
        """Of both chances of the round (:meth:`_all_chances`), those a
        reason names first (:meth:`chances`)."""
        return [(measure, figure) for measure, figure in found.items()
                if (self.winning_counts if measure == "win_round" else not self.duel)]

    def reason(self, hand: Hand, throws_left: int, throws: int, best: Option,
               other: Option, options: Sequence[Option] = (), *, split_stake: bool = True
               ) -> Reason | None:
        """Why ``best`` is better than ``other`` with ``hand``, ``throws_left``
        throws left and ``throws`` made (the module's rule); None when they
        are worth the same.  ``options``: every choice, for a rival that
        does better on the chance named; ``split_stake``: the stake split
        between the hands and the throws or the others, where it splits (the
        answer to a rival keeps the stake as one, to stay short)."""
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
                context = (measure,
                           self._all_chances(hand, throws_left, best.keep, best)[measure],
                           self._all_chances(hand, throws_left, other.keep, other)[measure])
            return said(STAKE, "game" if self.scale.game_chance else "jetons", best.value,
                        other.value, net, context=context)
        chance_part, stake_part, _, worth_parts = decompose(b, a)
        factors = {ROUND: chance_part, WORTH: stake_part}
        split = (self.stakes.throws_split(self.outcomes, hand, throws_left, best, other, b, a)
                 or self.stakes.others_split(self.outcomes, hand, throws_left, best, other, b,
                                             a)) if split_stake else None
        if split is not None and not same(self.scale, split.part) \
                and abs(split.part) >= abs(net) / 10 \
                and max(chance_part, split.worth, split.part) >= net / 2:
            # three factors, the third no detail, one of them carrying half:
            # else the stake as one
            factors = {ROUND: chance_part, WORTH: split.worth, split.kind: split.part}
            worth_parts = split.worth_parts
        every_mine = self._all_chances(hand, throws_left, best.keep, best)
        every_theirs = self._all_chances(hand, throws_left, other.keep, other)
        mine, theirs = dict(self._named(every_mine)), dict(self._named(every_theirs))
        # each chance's move in the best choice's favour (losing: less is better)
        moves = sorted(((mine[m] - theirs[m]) * (-1 if m == "lose_round" else 1), m)
                       for m in mine)
        # the outcome whose worth moves most, each way
        stakes = sorted((part, name) for name, part in worth_parts.items())

        def chance_said(measure: str) -> tuple[str, str, float, float]:
            if measure not in mine:
                mine.update(every_mine)
                theirs.update(every_theirs)
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

    def _all_chances(self, hand: Hand, throws_left: int, keep: Keep | None,
                     option: Option | None = None) -> dict[str, float]:
        """Both chances of the round, where the game has them, whether or not
        a reason says them first; ``option``, the choice ``keep`` is, where
        its weighing already read them (the same tables, the same floats)."""
        worth = self.worth
        found = {}
        if worth.round_wins is not None:
            found["win_round"] = (option.win_round if option is not None
                                  and option.win_round is not None
                                  else float(worth.round_wins.worth(hand, throws_left, keep)))
        if worth.losses is not None:
            found["lose_round"] = (option.lose_round if option is not None
                                   and option.lose_round is not None
                                   else float(worth.losses.worth(hand, throws_left, keep)))
        return found

    def _all_moves(self, hand: Hand, throws_left: int, best: Option, other: Option
                   ) -> list[tuple[float, str]]:
        mine = self._all_chances(hand, throws_left, best.keep, best)
        theirs = self._all_chances(hand, throws_left, other.keep, other)
        return sorted(((mine[m] - theirs[m]) * (-1 if m == "lose_round" else 1), m)
                      for m in mine)

    def _worth_rival(self, hand: Hand, throws_left: int, throws: int, best: Option,
                     other: Option, measure: str, figure: float, options: Sequence[Option]
                     ) -> tuple[Keep | None, float, Reason] | None:
        """The choice whose round, ended as ``measure`` says, is worth most,
        where it is worth more than with the best choice (``figure``) by a
        difference that shows, with why the best choice is still best."""
        found: tuple[float, Option] | None = None
        # only the outcome named is read of each choice (Split.worth)
        outcome = next((o for o in self.outcomes or () if o.name == measure), None)
        for option in options:
            if option.keep in (best.keep, other.keep):
                continue
            worth = None if outcome is None else _outcome_worth(outcome, hand, throws_left,
                                                                 option.keep)
            # by a point of the game's chance, or a hundredth of a jeton
            enough = 1.0 if self.scale.game_chance else 0.01
            if worth is not None and (worth - figure) * self.scale.factor >= enough \
                    and (found is None or worth > found[0]):
                found = (worth, option)
        if found is None:
            return None
        why = self.reason(hand, throws_left, throws, best, found[1], split_stake=False)
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
            chance = self._all_chances(hand, throws_left, option.keep, option)[measure]
            if sign * (chance - figure) >= SHOWN and (found is None
                                                      or sign * (chance - found[0]) > 0):
                found = (chance, option)
        if found is None:
            return None
        why = self.reason(hand, throws_left, throws, best, found[1], split_stake=False)
        if why is None or why.kind in CHANCE_KINDS:
            return None
        return found[1].keep, found[0], why



def _outcome_worth(outcome: Outcome, hand: Hand, throws_left: int, keep: Keep | None
                   ) -> float | None:
    """What the turn is worth when the round ends as ``outcome`` says, with
    one choice (:meth:`.stake_split.Split.worth`, that outcome alone)."""
    chance = float(outcome.chance.worth(hand, throws_left, keep))
    part = float(outcome.part.worth(hand, throws_left, keep))
    return part / chance if chance > NIL else None


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
    when that one is worth the same (:func:`.reason_text.same`): the choices are worth
    the same.  The words for each screen: :attr:`.reason_text.Reason.words` (pascal, the
    analysis), :attr:`.reason_text.Reason.capitals` (the 1987 screen)."""
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

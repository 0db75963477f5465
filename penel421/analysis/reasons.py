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
              + Σ P̄_k · ΔV_k   (what is at stake: the hands' worth, the
                                throws left to the others, who opens next)

**The rule** (docs/manuel.md, « Pourquoi : la raison du meilleur choix »,
says it for players):

1. Choices whose difference does not show at the precision of the losses
   (two decimals of a point or of a jeton, :func:`same`) are worth the
   same: no reason (the screens say « ces choix se valent »).
2. The part that carries more of the difference is named, in the advice's
   unit, with the net difference; where the other part goes against, it
   is said too (« mais … ») — except on the 1987 screen, whose reason is
   short (:attr:`Reason.capitals`, six rows of 40 columns at most): there
   what goes against is what the net leaves of the part named.
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
4. Where the expert does not split its figure (the opener of a décharge
   of three with fixed throws or of four, counted in jetons, whose figures
   are shipped without their outcomes: their split would take every reply
   of every player), the reason is the figure itself, the net.  (The opener
   of three played for the game has his outcomes shipped with his figures:
   :meth:`~penel421.solve.pascal.table_round.TableRound.outcome_rows`.)

A turn's tables are worked out once, the first time one of its decisions
asks, and shared by everything that reads the same :class:`TurnWorth`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from weakref import WeakKeyDictionary, ref

from ..core.hands import Hand
from ..core.state import Phase, TurnView
from ..solve.turn.keeps import Keep
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

# what a reason is about (Reason.kind), as the analysis's JSON says it:
# the round's chances (BEAT, ROUND, OPPONENT), what is at stake (WORTH),
# or, where the figure does not split, the figure itself (STAKE)
BEAT, ROUND, OPPONENT, WORTH, STAKE = "beat", "round", "opponent", "worth", "stake"
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
        return self.parts[name] / chance if chance > 0 else None


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
class Reason:
    """Why the choice ``best`` is better than ``other``: the factor that
    decides, with its figure for each choice (the module's rule)."""

    kind: str  # BEAT, ROUND, OPPONENT (the round's chances), WORTH or STAKE
    #: What the figures are: 'win_round', 'lose_round', 'opponent_wins'
    #: (the other player's chance of winning the round); WORTH: the outcome
    #: whose worth they are ('won', 'lost', 'tied', 'neither', 'spared'),
    #: on the turn's scale; STAKE: 'game' or 'jetons', the turn's figure.
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
    #: measure, each choice's figure and its part.
    counter: tuple[str, str, float, float, float] | None = None
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
        if self.counter is not None:
            kind, measure, mine, theirs, part = self.counter
            found["counter"] = {"kind": kind, "measure": measure, "best": mine,
                                "other": theirs, "part": part}
        if self.throws is not None:
            found["throws"] = self.throws
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
               other: Option, options: Sequence[Option] = ()) -> Reason | None:
        """Why ``best`` is better than ``other`` with ``hand``, ``throws_left``
        throws left and ``throws`` made (the module's rule); None when they
        are worth the same.  ``options``: every choice, for a rival that
        does better on the chance named."""
        net = best.value - other.value
        if same(self.scale, net) or net <= 0:
            return None
        def said(kind: str, measure: str, mine: float, theirs: float, part: float,
                 **more: object) -> Reason:
            return Reason(kind, measure, best.keep, other.keep, mine, theirs, self.scale,
                          net=net, part=part, goal=self.goal, phase=self.phase, pot=self.pot,
                          **more)  # type: ignore[arg-type]

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
        chance_part, stake_part, _, stake_parts = decompose(b, a)
        mine = dict(self.chances(hand, throws_left, best.keep))
        theirs = dict(self.chances(hand, throws_left, other.keep))
        # each chance's move in the best choice's favour (losing: less is better)
        moves = sorted(((mine[m] - theirs[m]) * (-1 if m == "lose_round" else 1), m)
                       for m in mine)
        # the outcome whose worth moves most, each way
        stakes = sorted((part, name) for name, part in stake_parts.items())

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
            one, two = b.worth(name), a.worth(name)
            one = two if one is None else one
            two = one if two is None else two
            assert one is not None and two is not None
            return WORTH, name, one, two

        if chance_part >= stake_part:
            if not moves or moves[-1][0] <= 0:  # a chance not shown moved: winning, in a charge
                moves = sorted(m for m in self._all_moves(hand, throws_left, best, other)
                               if m not in moves) or moves
            if not moves or moves[-1][0] <= 0:
                return said(STAKE, "game" if self.scale.game_chance else "jetons",
                            best.value, other.value, net)
            kind, measure, one, two = chance_said(moves[-1][1])
            part, other_part = chance_part, stake_part
            against = stake_said(stakes[0][1]) if stakes else None
        else:
            kind, measure, one, two = stake_said(stakes[-1][1])
            part, other_part = stake_part, chance_part
            against = chance_said(moves[0][1]) if moves and moves[0][0] < 0 else None
        counter = None
        if against is not None and other_part < 0 and not same(self.scale, other_part):
            counter = (*against, other_part)
        rival = None
        if kind in (BEAT, ROUND) and options:
            rival = self._rival(hand, throws_left, throws, best, other, measure, one, options)
        elif kind == WORTH and options:
            rival = self._worth_rival(hand, throws_left, throws, best, other, measure, one,
                                      options)
        return said(kind, measure, one, two, part, counter=counter,
                    target=self.target if kind == BEAT else None,
                    throws=throws if kind == OPPONENT else None, rival=rival)

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
        why = self.reason(hand, throws_left, throws, best, found[1])
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
        why = self.reason(hand, throws_left, throws, best, found[1])
        if why is None or why.kind in CHANCE_KINDS:
            return None
        return found[1].keep, found[0], why


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


def _counter_words(reason: Reason, capitals: bool) -> str:
    assert reason.counter is not None
    kind, measure, mine, theirs, part = reason.counter
    if kind == WORTH:
        text = _worth_words(reason, measure, mine, theirs, "au lieu de")
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
        first += f" {_gerund(reason.other)}"
    else:
        first = _chance_words(reason, reason.kind, reason.measure, reason.best_figure,
                              reason.other_figure, "contre", capitals)
        first += f" {_gerund(reason.other)}"
    text = f"{first} ({worth_difference(scale, reason.part)})"
    if reason.counter is not None:
        text += f" ; mais {_counter_words(reason, capitals)}"
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
                 f"{_sentence(replace(why, counter=None), False)}")
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
        # the game's chance as the advice above it says it: « PARTIE 63,7 % »
        one, two = _percents(reason.best_figure, reason.other_figure)
        return f"{_SHORT_OUTCOMES[reason.measure]} : partie à {one}, contre {two}{versus}"
    if reason.kind == WORTH:
        return _worth_words(reason, reason.measure, reason.best_figure, reason.other_figure,
                            "contre") + versus
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

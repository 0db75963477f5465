"""A reason: what it is about, its figures, and its words in French.

:class:`Reason` is the value the rule of :mod:`penel421.analysis.reasons`
draws, for the best choice against another; its words are the pascal
screen's and the analysis's (:attr:`Reason.words`) and the 1987 screen's,
short, in capitals (:attr:`Reason.capitals`).  How its figures are said:
:mod:`penel421.analysis.figure_words`."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core.hands import Hand
from ..core.state import Phase
from ..solve.turn.keeps import Keep
from ..strategies.worth import LOST, NEITHER, SPARED, TIED, WON, Scale, keep_words
from .figure_words import (
    GLUE,
    capitals_1987,
    gerund,
    hand_shown,
    jetons_change,
    percent_shown,
    percents_apart,
    worth_difference,
)

#: The losses are shown with two decimals of their unit: a difference
#: smaller than half the last one does not show.
SHOWN = 0.005

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
class Reason:
    """Why the choice ``best`` is better than ``other``: the factor that
    decides, with its figure for each choice (the rule of
    :mod:`penel421.analysis.reasons`)."""

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
        its unit by a no-break space (:data:`.figure_words.GLUE`), never cut from it."""
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


EQUAL_WORDS = "ces choix se valent"



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
        shown, other = percents_apart(mine, theirs)
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
    one, two = percents_apart(mine, theirs)
    if kind == OPPONENT:
        throws = reason.throws or 1
        other = "l'ordinateur" if capitals else "l'adversaire"
        left = "qu'un lancer" if throws == 1 else f"que {throws} lancers"
        return f"{other} n'aura {left} et {one} de chances de gagner la manche, {versus} {two}"
    if kind == BEAT:
        assert reason.target is not None
        return f"{one} de battre {hand_shown(reason.target, capitals)}, {versus} {two}"
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
    equal shares of the other factor (:attr:`.stake_split.StakeSplit.even`)."""
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
    one, two = percents_apart(mine, theirs)
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
        one, two = percents_apart(mine, theirs)
        text = f"l'adversaire gagne la manche à {one} au lieu de {two}"
    else:
        one, two = percents_apart(mine, theirs)
        what = "gagnée" if measure == "win_round" else "perdue"
        text = f"la manche {what} à {one} au lieu de {two}"
        if kind == BEAT:
            text = f"{one} de battre {hand_shown(reason.target, capitals)} au lieu de {two}" \
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
                    f"contre {two} {gerund(reason.other)}.")
        elif reason.measure == "jetons":
            text = (f"{jetons_change(-reason.best_figure)} en moyenne à la fin de la manche, "
                    f"contre {jetons_change(-reason.other_figure)} {gerund(reason.other)}.")
        else:
            mine, theirs = percents_apart(reason.best_figure, reason.other_figure)
            text = (f"{mine} de {reason.goal} la partie, contre {theirs} "
                    f"{gerund(reason.other)} ({worth_difference(scale, reason.net)})")
            if reason.context is not None:
                measure, chance_b, chance_a = reason.context
                first, second = percents_apart(chance_b, chance_a)
                what = "gagnée" if measure == "win_round" else "perdue"
                text += f" ; la manche {what} à {first} au lieu de {second}"
            text += "."
        return capitals_1987(text) if capitals else text
    if reason.kind == WORTH:
        first = _worth_words(reason, reason.measure, reason.best_figure, reason.other_figure,
                             "contre")
        first += f" {gerund(reason.other)}{_even(reason)}"
    elif reason.kind == THROWS:
        first = _throws_words(reason, reason.measure, reason.best_figure, reason.other_figure,
                              "contre", f" {gerund(reason.other)}", True, capitals)
    elif reason.kind == OTHERS:
        first = _others_words(reason.measure, reason.best_figure, reason.other_figure,
                              "contre", f" {gerund(reason.other)}")
    else:
        first = _chance_words(reason, reason.kind, reason.measure, reason.best_figure,
                              reason.other_figure, "contre", capitals)
        first += f" {gerund(reason.other)}"
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
        shown = percent_shown(figure, 0 if figure * 100 >= 1 else 1)
        if reason.kind == WORTH:
            ended = {WON: "gagnée", LOST: "perdue", TIED: "sur un barrage",
                     NEITHER: "ni gagnée ni perdue", SPARED: "sans la perdre"}[reason.measure]
            if reason.scale.game_chance:
                shown = percent_shown(figure, 0)
            else:  # as the analysis writes a choice's jetons: −1,96 j
                shown = f"{'+' if figure >= 0 else '−'}{abs(figure):.2f}".replace(".", ",")
                shown += f"{GLUE}j"
            did = f"vaut plus, la manche {ended} ({shown})"
        else:
            did = _rival_did(reason, figure, capitals)
        # why the best is still best against it: its factor and the net, shortly
        text += (f" {rival[0].upper()}{rival[1:]} {did}, mais "
                 f"{_sentence(replace(why, counter=None, also=None), False)}")
    return capitals_1987(text) if capitals else text


def _rival_did(reason: Reason, figure: float, capitals: bool) -> str:
    """What a choice that does better on the chance named does better: 'bat
    652 plus souvent (33 %)', 'perd la manche moins souvent (40 %)'."""
    shown = percent_shown(figure, 0 if figure * 100 >= 1 else 1)
    if reason.kind == BEAT and reason.target is not None:
        return f"bat {hand_shown(reason.target, capitals)} plus souvent ({shown})"
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
        one, two = percents_apart(reason.best_figure, reason.other_figure)
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
    text = f"{_short_factor(reason, ' ' + gerund(reason.other))} ({part})"
    if part != net:
        text += f", net {net}"
    text += "."
    if reason.rival is not None:
        keep, figure, why = reason.rival
        rival = keep_words(keep)
        if reason.kind == WORTH:
            did = f"vaut plus, {_SHORT_OUTCOMES[reason.measure]} ({percent_shown(figure, 0)})"
        else:
            did = _rival_did(reason, figure, True)
        # the other choice of the answer is the rival, just named; its net
        # against the best is in the list of every choice (? again)
        text += (f" {rival[0].upper()}{rival[1:]} {did}, mais {_short_factor(why, '')} "
                 f"({worth_difference(scale, why.part)}).")
    return capitals_1987(text)

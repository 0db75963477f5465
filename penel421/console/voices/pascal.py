"""The pascal voice: ordinary French, at the terminal's width.

Ordinary French in upper and lower case, cut between words at the
terminal's width, 80 columns at most (:mod:`penel421.console.wrap`); what
must stay together (« Alice : 3 », « (aide : tapez aide) ») is glued, and
the prompts take a shorter form in a narrow terminal.  A person alone
against computers is spoken to as "vous", as in the 1987 game.  The pascal
game's screen is :mod:`penel421.console.screens.game_pascal`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...analysis.advice import Advice
from ...analysis.decision import Decision
from ...analysis.reason_text import Reason, same
from ...core.hands import Kind
from ...core.rules import Rules
from ...core.seat import Seat
from ...core.state import Phase, TurnView
from ...strategies.worth import CLASS_NAMES, MARKS, Option, Scale, Weighing
from ..analysis_text import amount, figure
from ..answers import Refused
from ..french import counted, number, percent
from ..terminal import Terminal
from ..wrap import GLUE, columns, fit, glued, visible
from . import AdviceWords, TrainingWords, Voice, Work, dice_words


def jetons(count: int) -> str:
    """'1 jeton', '3 jetons'."""
    return glued(str(count), f"jeton{'s' if count > 1 else ''}")


def jetons_words(change: float, phase: Phase) -> str:
    """The expected change of the player's jetons over the round, in words:
    in the charge one takes jetons, in the décharge one gives and receives."""
    amount = number(abs(change), 1)
    if phase is Phase.CHARGE:
        if round(change, 1) <= 0:
            return "Jetons : vous n'en prendrez presque aucun, en moyenne"
        return f"Jetons : vous en prendrez {number(change, 1)} en moyenne"
    if round(abs(change), 1) == 0:  # « 0,0 de plus » says nothing
        return "Jetons : vous en donnerez à peu près autant que vous en recevrez, en moyenne"
    if change <= 0:
        return f"Jetons : vous en donnerez {amount} de plus que vous n'en recevrez, en moyenne"
    return f"Jetons : vous en recevrez {amount} de plus que vous n'en donnerez, en moyenne"


def together(items: Iterable[str]) -> str:
    """'Alice : 3 · Bob : 0': each item kept on one line, and a line cut after
    a '·', never before."""
    return " ".join(f"{glued(*item.split(' '))}{GLUE}·" for item in items)[:-2]


def listed(names: Sequence[str]) -> str:
    """'Alice', 'Alice et Bob', 'Alice, Bob et Chloé'."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " et " + names[-1]


def ranking_lines(rules: Rules) -> list[tuple[str, int]]:
    """The hands best first with their value; suites and ordinary hands grouped."""
    lines: list[tuple[str, int]] = []
    grouped = {Kind.SUITE: "suites, de 6-5-4 à 3-2-1",
               Kind.ORDINAIRE: "mains ordinaires, par leur plus haut dé, puis le suivant"}
    for entry in rules.table.entries():
        if entry.kind in grouped:
            label = grouped.pop(entry.kind)
        elif entry.kind in (Kind.SUITE, Kind.ORDINAIRE):
            continue
        else:
            label = f"{entry.name} ({'-'.join(map(str, entry.hand))})"
        lines.append((label, entry.value))
    return lines


class VoicePascal(Voice):
    """The pascal game's voice, at a table of 2 to 8 players."""

    tutor_prompt = "  Confirmer ce choix ? (o/n) "
    goodbye = "À bientôt !"
    pause_prompt = "Appuyez sur Entrée pour continuer. "
    more_prompt = "— La suite : appuyez sur Entrée — "
    shows_errors = True
    shows_records = True

    def __init__(self, terminal: Terminal, rules: Rules, seats: Sequence[Seat],
                 real_dice: bool = False) -> None:
        super().__init__(terminal, rules, seats, real_dice)
        humans = [i for i, seat in enumerate(self.seats) if seat.human]
        #: The seat spoken to as "vous": a person alone against computers
        #: (during the training, the card's person).
        self.you = humans[0] if len(humans) == 1 else None
        self.advice = AdvicePascal(self)
        self.training = TrainingPascal(self)

    # --- words ------------------------------------------------------------------

    def columns(self) -> int:
        """The width of the screen: the terminal's, 80 at most."""
        return columns(self.term.out)

    def say(self, text: str = "", indent: str = "", style: str | None = None) -> None:
        """Say ``text`` cut between words at the screen's width; the lines after
        the first are indented by ``indent`` more than the first."""
        for line in fit(text, self.columns(), indent):
            self.term.say(self.term.paint(line, style) if style else line)

    def writes(self, text: str) -> bool:
        """Whether the output writes ``text`` as it is (an ASCII-only one
        would write its nearest letters, or ``?``)."""
        try:
            text.encode(getattr(self.term.out, "encoding", None) or "utf-8")
        except (UnicodeEncodeError, LookupError):
            return False
        return True

    def fitting(self, *prompts: str) -> str:
        """The first of ``prompts`` that fits the screen's width (else the last)."""
        width = self.columns()
        return next((p for p in prompts if visible(p) < width), prompts[-1])

    def who(self, seat: int, start: bool = False) -> str:
        """The player as a subject or in a list: a name, or "vous"."""
        if seat == self.you:
            return "Vous" if start else "vous"
        return self.names[seat]

    def verb(self, seat: int, third: str, second: str) -> str:
        """The verb agreeing with the player: ``third`` for a name, ``second`` for vous."""
        return second if seat == self.you else third

    def refuse(self, refusal: Refused) -> None:
        self.say(f"  ! {refusal} {glued('(aide', ':', 'tapez', 'aide)')}", "  ", "error")

    def show_help(self) -> None:
        say = self.say
        say("  ── Aide ──")
        say("  À chaque question : aide (ou h) cette aide, q (ou quitter) pour quitter ; "
            f"au moment de relancer, ?{GLUE}donne le conseil de l'expert.", "  ")
        say("  Relancer : les numéros des dés (13, 1 3, 1,3), 0 pour tout garder.")
        say("  Les mains, de la meilleure à la pire, et ce qu'elles valent :")
        ranking = ranking_lines(self.rules)
        if 4 + 58 + 1 + max(len(jetons(value)) for _, value in ranking) <= self.columns():
            for names, value in ranking:
                say(f"    {names:<58} {jetons(value)}")
        else:  # too narrow for two columns
            for names, value in ranking:
                say(f"    {names} :{GLUE}{glued(*jetons(value).split())}", "  ")
        penalty = self.rules.nenette_penalty
        if penalty:
            say(f"  Qui perd avec une nénette prend (ou reçoit) {jetons(penalty)} de plus.")
        say(f"  Charge : le perdant prend au pot ({jetons(self.rules.tokens)} au départ) ce "
            "que vaut la main du gagnant. Décharge, le pot vide : le gagnant lui donne ce "
            "montant. Égalité : le dernier à jouer l'emporte. Le dernier à garder des "
            "jetons a perdu.", "  ")
        if self.rules.opener_fixes_throws:
            say("  Variante : l'ouvreur fixe le nombre de lancers des suivants.")

    def working_words(self, work: Work, view: TurnView) -> str:
        # what keeps the expert (the level that can be slow) working: the
        # two-player game once only two are in (solved once for a barème
        # that is not shipped), else the round down to its last player
        what = ("la partie à deux, pour ce barème" if len(view.state.in_game) == 2
                else "la manche, jusqu'au dernier joueur")
        name = self.names[view.seat]
        if work is Work.WEIGHING:  # the advice, the tutor, or the analysis of anyone's turn
            whose = "de vos chances" if view.seat == self.you else f"des chances de {name}"
            return self.fitting(f"Calcul {whose} ({what})...", f"Calcul {whose}...",
                                "Calcul des chances...")
        if self.seats[view.seat].bot:  # a bot's own work: nothing to say of it
            return f"{name} réfléchit..."
        return self.fitting(f"{name} réfléchit ({what})...", f"{name} réfléchit...")

    # --- prompts ----------------------------------------------------------------

    def rethrow_prompt(self, view: TurnView) -> str:
        who = "" if view.seat == self.you else f"{self.names[view.seat]}, "
        questions = [f"  {who}{question}" for question in (
            "relancer quels dés ? (1 2 3, 0 = garder) ", "relancer ? (1 2 3, 0 = garder) ",
            "relancer ? (0 = garder) ", "relancer ? ")]
        return self.fitting(*(q[:2] + q[2].upper() + q[3:] for q in questions))

    def faces_prompt(self, seat: int, positions: tuple[int, ...]) -> str:
        dice = dice_words(positions)
        values = "la valeur" if len(positions) == 1 else "les valeurs"
        short = f"  {dice[0].upper()}{dice[1:]} : "
        if seat == self.you:
            return self.fitting(f"  Lancez {dice} et tapez {values} : ", short)
        name = self.names[seat]
        if self.seats[seat].human:
            return self.fitting(f"  {name}, lancez {dice} et tapez {values} : ",
                                f"  {name}, {dice} : ")
        return self.fitting(f"  Lancez {dice} pour {name} et tapez {values} : ",
                            f"  {dice[0].upper()}{dice[1:]} pour {name} : ", short)


def solved_words(players: int) -> str:
    """How many players the game is solved for, at the turn advised: 'à
    deux', 'à trois'."""
    return {2: "à deux", 3: "à trois", 4: "à quatre"}.get(players, f"à {players}")


class AdvicePascal(AdviceWords):
    """The advice and the tutor on the pascal screen: the round's chances
    and jetons, the game's once only two are in."""

    def __init__(self, voice: VoicePascal) -> None:
        self.voice = voice

    def advice(self, rethrow: Sequence[int], words: str) -> None:
        self.voice.say(f"  Conseil : {self.voice.typed(rethrow)} ({words}).", style="title")

    def chances(self, advice: Advice, phase: Phase) -> None:
        jetons = "" if advice.jetons is None else " " + jetons_words(advice.jetons, phase)
        self.voice.say(f"  Manche, chacun jouant ensuite comme l'expert : "
                       f"{percent(advice.win_round)} de la gagner, "
                       f"{percent(advice.lose_round)} de la perdre.{jetons}.", "  ", "title")
        if advice.win_game is not None:
            self.voice.say(f"  Partie : {percent(advice.win_game)} de ne pas la perdre "
                           f"(partie {solved_words(advice.players)} résolue).", "  ", "title")
        if advice.equal:
            self.voice.say("  Ces choix se valent : aucune raison d'en préférer un.", "  ",
                           "title")

    def cost(self, scale: Scale, best: Option, chosen: Option) -> None:
        if scale.game_chance:
            self.voice.say(f"  Tuteur : ce choix vous coûte "
                           f"{number(100 * (best.value - chosen.value), 1)}{GLUE}points de chance "
                           f"de ne pas perdre la partie : {percent(chosen.value)} au lieu de "
                           f"{percent(best.value)}.", "  ", "error")
        else:
            def signed(value: float) -> str:  # a cost is a minus, as in the analysis
                shown = number(abs(value), 2)
                many = "s" if abs(round(value, 2)) >= 2 else ""
                return f"{'+' if value >= 0 else '−'}{shown}{GLUE}jeton{many}"
            self.voice.say(f"  Tuteur : ce choix vous coûte "
                           f"{number(best.value - chosen.value, 2)}{GLUE}jeton en moyenne : "
                           f"{signed(chosen.value)} attendus au lieu de {signed(best.value)}.",
                           "  ", "error")

    def better(self, rethrow: Sequence[int], words: str) -> None:
        self.voice.say(f"  Mieux : {self.voice.typed(rethrow)} ({words}).", "  ", "error")

    def confirming(self, rethrow: Sequence[int], words: str) -> None:
        self.voice.say(f"  Votre choix : {self.voice.typed(rethrow)} ({words}).", "  ")

    def every_choice_hint(self) -> None:
        self.voice.say("  Tapez ? pour tous les choix, classés.", "  ")

    def every_choice(self, weighing: Weighing, dice: Sequence[int]) -> None:
        scale = weighing.scale
        what = ("chance de ne pas perdre la partie" if scale.game_chance
                else "jetons attendus de la manche")
        self.voice.say(f"  Tous les choix, du meilleur au pire ({what} ; perte) :", "  ",
                       "title")
        best = weighing.best.value
        typed = [self.voice.typed(o.rethrow(dice)) for o in weighing.options]
        wide = max(len(t) for t in typed)
        for rank, (option, answer) in enumerate(zip(weighing.options, typed, strict=True), 1):
            loss = best - option.value
            lost = ("" if same(scale, loss)
                    else f" ; perte{GLUE}{amount(scale, loss, decimals=2)}")
            head = f"{rank:>2}. {answer:<{wide}} {option.words}".replace(" ", GLUE)
            self.voice.say(f"    {head} : {figure(scale, option)}{lost}", "    ", "title")

    def reason(self, reason: Reason, style: str) -> None:
        self.voice.say(f"  Pourquoi : {reason.shown}", "  ", style)


class TrainingPascal(TrainingWords):
    """The training on the pascal screen."""

    def __init__(self, voice: VoicePascal) -> None:
        self.voice = voice

    def start_title(self) -> None:
        self.voice.say("421 — entraînement (règles pascal)", style="title")

    def cards(self, count: int, own: int) -> None:
        cards = glued(str(count), f"carte{'s' if count > 1 else ''}")
        if own == count:
            self.voice.say(f"{cards}, toutes de vos parties.")
        elif own:
            others = "l'autre" if count - own == 1 else "les autres"
            self.voice.say(f"{cards} : {own} de vos parties, {others} du paquet de départ.")
        else:
            self.voice.say(f"{cards} du paquet de départ : les positions où un débutant perd "
                           "le plus.")

    def how_to_answer(self) -> None:
        self.voice.say("Répondez comme en partie : les numéros des dés à relancer (13), 0 pour "
                       f"tout garder. ?{GLUE}ne donne pas le conseil : la réponse vient après "
                       "la vôtre. q pour quitter.")

    def say_help(self, paragraph: str) -> None:
        self.voice.say(paragraph, "  ")

    def card_title(self, number: int, of: int, again: bool = False) -> None:
        self.voice.say(f"── Carte {number} sur {of}{' (bis)' if again else ''} ──", style="title")

    def no_advice(self) -> None:
        self.voice.say("  Pas de conseil pendant une carte : la réponse vient après la vôtre.",
                       "  ", "title")

    def best(self) -> None:
        self.voice.say("  Juste : c'est le meilleur choix.", style="win")

    def near(self, scale: Scale, loss: float) -> None:
        self.voice.say(f"  Juste, à {amount(scale, loss, decimals=2)} du meilleur "
                       "(moins qu'une imprécision).", "  ", "win")

    def missed(self, scale: Scale, loss: float) -> None:
        mark = scale.mark(loss)
        kind = ""  # the class in words, its mark after: « une erreur (?) »
        if mark:
            kind = f" : une {CLASS_NAMES[MARKS.index(mark)]} ({mark})"  # all three feminine
        self.voice.say(f"  Raté : ce choix coûte {amount(scale, loss, decimals=2)}{kind}.",
                       "  ", "lose")

    def choices_heading(self) -> None:
        """Each choice says its figure: no heading."""

    def choice(self, label: str, option: Option, rethrow: Sequence[int], scale: Scale) -> None:
        self.voice.say(f"  {label} : {self.voice.typed(rethrow)} ({option.words}) : "
                       f"{figure(scale, option)}.", "    ")

    def then(self, label: str, then: Decision) -> None:
        lost = ("le meilleur" if then.loss <= 0.0
                else f"{amount(then.scale, then.loss, decimals=2)} de perte")
        self.voice.say(f"  {label} : {self.voice.typed(then.rethrow)} "
                       f"({then.chosen.words}), {lost}.", "    ")

    def reason(self, reason: Reason) -> None:
        self.voice.say(f"  Pourquoi : {reason.shown}", "    ", "title")

    def detail(self, *sentences: str) -> None:
        self.voice.say("  " + " ".join(sentences), "    ")

    def count(self, count: int, word: str) -> str:
        return counted(count, word)

    def lost(self, scale: Scale, now: float, then: float) -> tuple[str, str]:
        return f"{amount(scale, now)} de perte", amount(scale, then)

    def end_title(self, right: int, asked: int) -> None:
        # a count stays with its word: « 0 carte », « 1 bonne réponse »
        self.voice.say(f"Fin de l'entraînement : {right}{GLUE}bonne{'s' if right > 1 else ''}"
                       f"{GLUE}réponse{'s' if right > 1 else ''} sur {asked}.", style="title")

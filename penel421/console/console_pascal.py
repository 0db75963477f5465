"""The modern bar game on screen: 2 to 8 players around one keyboard.

Ordinary French in upper and lower case, cut between words at the
terminal's width, 80 columns at most (:mod:`penel421.console.wrap`); what
must stay together (« Alice : 3 », « (aide : tapez aide) ») is glued, and
the prompts take a shorter form in a narrow terminal.  Every turn says
whose it is; every round ends with the hands sorted best to worst, the
amount and its reason, a tie if one decided, each player's jetons and the
pot; every game with the ranking and a chart of the jetons round by round.
A person alone against computers is spoken to as "vous", as in the 1987 game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..analysis.advice import Advice
from ..analysis.analyst import Analyst
from ..analysis.reasons import Reason
from ..core.events import (
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
from ..core.hands import Hand, Kind
from ..core.rules import Rules
from ..core.seat import Seat
from ..core.state import Phase, TurnView
from ..strategies.worth import Option, Weighing
from .answers import Refused
from .base import Console, Shows, Standing, Work, dice_words, unshown
from .cards import CardFace, Reveal, TrainingEnd, when_again
from .chart import chart
from .french import number, percent
from .terminal import Terminal
from .wrap import GLUE, columns, fit, glued, visible


def jetons(count: int) -> str:
    """'1 jeton', '3 jetons'."""
    return f"{count} jeton{'s' if count > 1 else ''}"


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


def counted(count: int, word: str) -> str:
    """'1 partie', '3 perdues', the number kept with its word."""
    return glued(str(count), f"{word}{'s' if count > 1 else ''}")


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


class ConsolePascal(Console):
    """The pascal game: charge, décharge, nénette, final ranking."""

    quit_prompt = "Quitter le jeu ? (o/n) "
    card_quit_prompt = "Quitter l'entraînement ? (o/n) "
    tutor_prompt = "  Confirmer ce choix ? (o/n) "
    goodbye = "À bientôt !"
    pause_prompt = "Appuyez sur Entrée pour continuer. "

    def __init__(self, terminal: Terminal, rules: Rules, seats: Sequence[Seat],
                 real_dice: bool = False, number_asked: bool = False) -> None:
        super().__init__(terminal, rules, seats, real_dice, number_asked)
        self.width = max(len(name) for name in self.names)
        self.opener = 0
        humans = [i for i, seat in enumerate(self.seats) if seat.human]
        #: The seat spoken to as "vous": a person alone against computers.
        self.you = humans[0] if len(humans) == 1 else None
        #: Everyone's jetons after each round of the game being played, and
        #: the seats still in the game then.
        self.history: list[tuple[int, ...]] = []
        self.playing: list[tuple[int, ...]] = []

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

    # --- before a game ----------------------------------------------------------

    def welcome(self, number: int | None) -> None:
        rules = self.rules
        self.say("421 — règles de bar (pascal)", style="title")
        # a name stays whole with its label: « Ordi 1 (ordinateur) »
        labels = [glued(*self.names[i].split(" "), *([] if seat.human else ["(ordinateur)"]))
                  for i, seat in enumerate(self.seats)]
        self.say(f"Joueurs, dans l'ordre : {', '.join(labels)}.", "  ")
        self.say(f"{jetons(rules.tokens)} au pot. Charge : le perdant de chaque manche en "
                 "prend au pot.")
        self.say("Décharge, une fois le pot vide : le gagnant donne des jetons au perdant.")
        self.say("Le dernier à garder des jetons a perdu.")
        changes = rules.bareme.changes() if rules.bareme else []
        if changes:
            self.say(f"Barème : {', '.join(changes)}, le reste habituel.", "  ")
        if rules.opener_fixes_throws:
            self.say("Variante : l'ouvreur fixe le nombre de lancers des suivants.")
        self.say("Pour relancer, tapez les numéros des dés (par exemple 13) ; 0 les garde tous.")
        self.say("À chaque question : aide, q pour quitter, ? pour le conseil de l'expert.")
        if self.real_dice:
            self.say("Les dés se lancent sur la table : le programme demande leurs valeurs, "
                     "pour chaque joueur, ordinateurs compris.")

    def game_starts(self, number: int | None) -> None:
        if number is not None:
            self.say(f"Partie n° {number} (--seed {number} la rejoue).")

    def show_score(self, losses: Sequence[int]) -> None:
        lost_by = together(f"{name} : {lost}" for name, lost in zip(self.names, losses,
                                                                    strict=True))
        self.say(f"Parties perdues : {lost_by}", "  ")

    shows_errors = True

    def show_errors(self, analyst: Analyst, kept_as: int | None) -> None:
        from .analysis_text import end_of_game_line, overview_items, units_line

        people = [seat for seat, s in enumerate(self.seats) if s.human]
        if not people:
            return
        self.say("Vos choix pesés par l'expert (?! imprécision, ? erreur, ?? grosse erreur) :")
        self.say("  " + units_line(analyst.scales, analyst.players == 2), "  ")
        for seat in people:
            self.say("  " + end_of_game_line(analyst, seat, self.names[seat]), "  ")
            for item in overview_items(analyst, seat, self.names, True, self.typed):
                self.say("    " + item, "  ")
        if kept_as is not None:
            self.say(f"  Toute l'analyse : penel421 analyse {kept_as}", "  ")

    def show_records(self, standings: Sequence[Standing]) -> None:
        self.say("Bilan de toutes les parties gardées contre les ordinateurs de la table "
                 "(contre un ordinateur, une partie est gagnée si vous finissez devant lui, "
                 "perdue s'il finit devant vous) :")
        shown = None
        for standing in standings:
            if standing.person != shown:
                shown = standing.person
                place = f"{standing.average_place:.1f}".replace(".", ",")
                self.say(f"  {standing.person} (place moyenne {place}) :")
            self.say(f"    contre {standing.opponent} : {counted(standing.played, 'partie')}, "
                     f"{counted(standing.won, 'gagnée')}, {counted(standing.lost, 'perdue')}",
                     "  ")

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

    def say_advice(self, advice: Advice) -> None:
        self.say(f"  Conseil : {self.typed(advice.rethrow)} ({advice.words}).", style="title")
        jetons = "" if advice.jetons is None else (
            " " + jetons_words(advice.jetons, self.state.phase))
        self.say(f"  Manche, chacun jouant ensuite comme l'expert : "
                 f"{percent(advice.win_round)} de la gagner, "
                 f"{percent(advice.lose_round)} de la perdre.{jetons}.", "  ",
                 "title")
        if advice.win_game is not None:
            self.say(f"  Partie : {percent(advice.win_game)} de ne pas la perdre "
                     "(partie à deux résolue).", "  ", "title")
        if advice.reason is not None:
            self.say(f"  Pourquoi : {advice.reason.words}", "  ", "title")

    def say_tutor(self, weighing: Weighing, chosen: Option, dice: Sequence[int],
                  reason: Reason | None = None) -> None:
        best = weighing.best
        if weighing.scale.game_chance:
            self.say(f"  Tuteur : ce choix vous coûte "
                     f"{number(100 * (best.value - chosen.value), 1)} points de chance de ne "
                     f"pas perdre la partie : {percent(chosen.value)} au lieu de "
                     f"{percent(best.value)}.", "  ", "error")
        else:
            def signed(value: float) -> str:  # a cost is a minus, as in the analysis
                return f"{'+' if value >= 0 else '−'}{number(abs(value), 2)}"
            self.say(f"  Tuteur : ce choix vous coûte {number(best.value - chosen.value, 2)} "
                     f"jeton en moyenne : {signed(chosen.value)} attendu au lieu de "
                     f"{signed(best.value)}.", "  ", "error")
        self.say(f"  Mieux : {self.typed(best.rethrow(dice))} ({best.words}).", "  ", "error")
        if reason is not None:
            self.say(f"  Pourquoi : {reason.words}", "  ", "error")

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

    # --- events -----------------------------------------------------------------

    def table(self) -> Shows:
        return {
            GameStarted: unshown,
            RoundStarted: self.on_RoundStarted,
            TurnStarted: self.on_TurnStarted,
            Thrown: self.on_Thrown,
            Chose: self.on_Chose,
            TurnEnded: self.on_TurnEnded,
            BarrageStarted: unshown,  # none in pascal: the order of play settles a tie
            RoundEnded: self.on_RoundEnded,
            ChargeEnded: self.on_ChargeEnded,
            PlayerLeft: self.on_PlayerLeft,
            GameEnded: self.on_GameEnded,
        }

    def recall(self, event: Event) -> None:
        super().recall(event)
        if isinstance(event, GameStarted):
            self.history, self.playing = [], []
        elif isinstance(event, RoundEnded):
            self.history.append(event.tokens)
            self.playing.append(event.state.in_game)

    def on_RoundStarted(self, event: RoundStarted) -> None:
        self.opener = event.opener
        phase = "charge" if event.phase is Phase.CHARGE else "décharge"
        pot = f" · pot : {self.state.pot}" if event.phase is Phase.CHARGE else ""
        self.say()
        self.say(f"══ Manche {event.number} · {phase}{pot} ══", style="title")

    def on_TurnStarted(self, event: TurnStarted) -> None:
        name = self.term.paint(self.who(event.seat), "title")
        mind = "" if self.seats[event.seat].human else " (ordinateur)"
        throws = "1 lancer" if event.max_throws == 1 else f"{event.max_throws} lancers au plus"
        self.say(f"▶ À {name}{mind} de jouer : {throws}.", "  ")

    def on_Thrown(self, event: Thrown) -> None:
        self.say(f"  Lancer {event.throw} : {self.dice_line(event.dice)}  "
                 f"{glued(*self.rules.table[event.hand].name.split())}", "  ")

    def on_Chose(self, event: Chose) -> None:
        if self.seats[event.seat].human:
            return
        name = self.names[event.seat]
        if event.rethrow:
            self.say(f"  {name} relance {dice_words(event.rethrow)}.")
        else:
            self.say(f"  {name} garde ses dés.")

    def on_TurnEnded(self, event: TurnEnded) -> None:
        if event.seat == self.opener and self.rules.opener_fixes_throws:
            seat = event.seat
            self.say(f"  {self.who(seat, True)} {self.verb(seat, 'a', 'avez')} joué en "
                     f"{event.throws} lancer{'s' if event.throws > 1 else ''} : les suivants "
                     "n'en auront pas plus.", "  ")

    def on_RoundEnded(self, event: RoundEnded) -> None:
        table = self.rules.table
        # best first; of equal hands the later played ranks higher
        best_first = sorted(enumerate(event.hands),
                            key=lambda item: (table.rank[item[1].hand], item[0]), reverse=True)
        self.say("  Résultat :")
        for _, played in best_first:
            a, b, c = played.hand
            mark = ""
            if played.seat == event.winner:
                mark = GLUE * 2 + self.term.paint(glued("←", "gagne"), "win")
            elif played.seat == event.loser:
                mark = GLUE * 2 + self.term.paint(glued("←", "perd"), "lose")
            name = self.names[played.seat].ljust(self.width)
            self.say(f"    {glued(*name.split(' '))}  {a}-{b}-{c}  "
                     f"{glued(*table[played.hand].name.split())}{mark}", "  ")
        for tie in self._ties(event):
            self.say(f"  {tie}", "  ")
        self.say("  " + self._transfer(event), "    ")
        tokens = [f"{self.names[s]} : {n}" for s, n in enumerate(event.tokens)]
        pot = [f"pot : {event.pot}"] if event.pot else []
        self.say("  Jetons : " + together(tokens + pot), "    ")

    def _ties(self, event: RoundEnded) -> list[str]:
        """Why equal hands went the way they did: the later one ranks higher."""
        rank = self.rules.table.rank
        hand_of = {p.seat: p.hand for p in event.hands}
        found = []
        if sum(rank[p.hand] == rank[hand_of[event.winner]] for p in event.hands) > 1:
            found.append("Égalité pour la meilleure main : le dernier à jouer l'emporte.")
        if sum(rank[p.hand] == rank[hand_of[event.loser]] for p in event.hands) > 1:
            found.append("Égalité pour la pire main : le premier à l'avoir jouée perd.")
        return found

    def _transfer(self, event: RoundEnded) -> str:
        winner_hand = next(p.hand for p in event.hands if p.seat == event.winner)
        reason = f"{event.value} pour {self._hand_words(winner_hand)}"
        if event.penalty:
            reason += f" + {event.penalty} de nénette"
        loser, winner = event.loser, event.winner
        if event.from_pot:
            takes = f"{self.who(loser, True)} {self.verb(loser, 'prend', 'prenez')}"
            if event.capped:
                last = ("le dernier jeton" if event.moved == 1
                        else f"les {event.moved} derniers jetons")
                return f"{takes} {last} du pot ({event.due} dus : {reason})."
            return f"{takes} {jetons(event.moved)} au pot ({reason})."
        given, to = jetons(event.moved), f" à {self.names[loser]}"
        if event.capped:
            given = f"tout ce qu'il {self.verb(winner, 'lui', 'vous')} reste, {given}"
            to = "," + to
            reason = f"{event.due} dus : {reason}"
        if winner == self.you:
            return f"Vous donnez {given}{to} ({reason})."
        if loser == self.you:
            return f"{self.names[winner]} vous donne {given} ({reason})."
        return f"{self.names[winner]} donne {given}{to} ({reason})."

    def _hand_words(self, hand: Hand) -> str:
        name = self.rules.table[hand].name
        return "la " + name if name.startswith(("fiche", "suite", "main", "nénette")) else (
            "le " + name)

    def on_ChargeEnded(self, event: ChargeEnded) -> None:
        self.say("Le pot est vide : fin de la charge.")
        spared = list(event.spared)
        if spared:
            if self.you in spared:  # "Alice et vous n'avez…": vous last, the verb agrees
                spared.remove(self.you)
                names = [self.names[s] for s in spared] + ["vous"]
                took, leave = "n'avez", "quittez"
            else:
                names = [self.names[s] for s in spared]
                took, leave = ("n'ont", "quittent") if len(spared) > 1 else ("n'a", "quitte")
            subject = listed(names)
            self.say(f"{subject[0].upper()}{subject[1:]} {took} pris aucun jeton pendant la "
                     f"charge et {leave} la partie.", "  ")
        holding = self.state.in_game
        if len(holding) > 1:
            self.say(f"Décharge entre {listed([self.who(s) for s in holding])}.", "  ")

    def on_PlayerLeft(self, event: PlayerLeft) -> None:
        seat = event.seat
        has, leaves = self.verb(seat, "n'a", "n'avez"), self.verb(seat, "quitte", "quittez")
        self.say(f"{self.who(seat, True)} {has} plus de jeton et {leaves} la partie !", "  ",
                 "win")

    def on_GameEnded(self, event: GameEnded) -> None:
        self.say()
        loser = event.loser
        lost = "vous avez perdu" if loser == self.you else f"{self.names[loser]} a perdu"
        self.say(f"Fin de la partie : {lost}.", style="lose")
        self.say("Classement :")
        place = 1
        for group in event.ranking:
            names = ", ".join(self.names[s] for s in group)
            if group == (loser,):
                note = " — perd la partie"
            elif group == self.state.spared:
                note = " — sans jeton à la fin de la charge"
            else:
                note = ""
            self.say(f"  {place}. {names}{note}", "     ")
            place += len(group)
        if self.history:
            self.say("Les jetons de chacun, manche par manche :")
            for line in chart(self.names, self.history, self.rules.tokens, self.columns(),
                              self.playing, ascii_only=not self.writes("▁·")):
                self.say(line, "  ")

    # --- the training -----------------------------------------------------------

    def show_training_start(self, count: int, own: int) -> None:
        self.say("421 — entraînement (règles pascal)", style="title")
        cards = f"{count} carte{'s' if count > 1 else ''}"
        if own == count:
            self.say(f"{cards}, toutes de vos parties.")
        elif own:
            self.say(f"{cards} : {own} de vos parties, les autres du paquet de départ.")
        else:
            self.say(f"{cards} du paquet de départ : les positions où un débutant perd le "
                     "plus.")
        self.say("Répondez comme en partie : les numéros des dés à relancer (13), 0 pour "
                 f"tout garder. ?{GLUE}ne donne pas le conseil : la réponse vient après la "
                 "vôtre. q pour quitter.")

    def show_card(self, face: CardFace) -> None:
        view = face.view
        self.you = view.seat  # the card is asked of its person
        self.say()
        self.say(f"── Carte {face.number} sur {face.of} ──", style="title")
        if face.source is None:
            self.say("Carte de départ.")
        else:
            seen = f" (vue {face.seen} fois)" if face.seen > 1 else ""
            self.say(f"De la partie {face.source} du journal, manche {face.round}{seen}.")
        state = view.state
        phase = "charge" if state.phase is Phase.CHARGE else "décharge"
        pot = f" · pot : {state.pot}" if state.phase is Phase.CHARGE else ""
        self.say(f"══ Manche {face.round} · {phase}{pot} ══", style="title")
        tokens = [f"{self.names[s]} : {state.tokens[s]}" for s in state.in_game]
        self.say("  Jetons : " + together(tokens + ([f"pot : {state.pot}"] if state.pot
                                                     else [])), "    ")
        table = self.rules.table
        for played, dice in zip(view.played, face.shown, strict=True):
            throws = f"{played.throws} lancer{'s' if played.throws > 1 else ''}"
            self.say(f"  {self.names[played.seat]} a joué : {self.dice_line(dice)}  "
                     f"{glued(*table[played.hand].name.split())}, en {throws}.", "  ")
        after = [self.names[s] for s in view.still_to_play]
        if after:
            self.say(f"  Après vous : {listed(after)}.", "  ")
        throws = "1 lancer" if view.max_throws == 1 else f"{view.max_throws} lancers au plus"
        self.say(f"▶ À {self.term.paint('vous', 'title')} de jouer : {throws}.", "  ")
        self.say(f"  Lancer {view.throws} : {self.dice_line(view.dice)}  "
                 f"{glued(*table[view.hand].name.split())}", "  ")

    def say_no_advice(self) -> None:
        self.say("  Pas de conseil pendant une carte : la réponse vient après la vôtre.",
                 "  ", "title")

    def _choice(self, label: str, option: Option, rethrow: Sequence[int],
                scale_of: Reveal) -> None:
        from .analysis_text import figure

        self.say(f"  {label} : {self.typed(rethrow)} ({option.words}) : "
                 f"{figure(scale_of.scale, option)}.", "    ")

    def show_reveal(self, reveal: Reveal) -> None:
        from .analysis_text import amount

        scale = reveal.scale
        if reveal.right:
            if reveal.loss <= 0.0:
                self.say("  Juste : c'est le meilleur choix.", style="win")
            else:
                self.say(f"  Juste, à {amount(scale, reveal.loss, decimals=2)} du meilleur "
                         "(moins qu'une imprécision).", "  ", "win")
        else:
            self.say(f"  Raté : ce choix coûte {amount(scale, reveal.loss, decimals=2)} "
                     f"{scale.mark(reveal.loss)}.", "  ", "lose")
        self._choice("Votre choix", reveal.chosen, reveal.rethrow, reveal)
        if reveal.loss > 0.0:
            self._choice("Meilleur", reveal.best, reveal.best.rethrow(reveal.dice), reveal)
        who = "Un débutant" if reveal.starter else "En partie"
        then = ("le meilleur" if reveal.then_loss <= 0.0
                else f"{amount(scale, reveal.then_loss, decimals=2)} de perte")
        self.say(f"  {who} : {self.typed(reveal.then_rethrow)} ({reveal.then.words}), "
                 f"{then}.", "    ")
        if reveal.reason is not None:  # the why, where the program has one
            self.say(f"  Pourquoi : {reveal.reason.words}", "    ", "title")
        self.say(f"  {when_again(reveal)}", "    ")

    def show_training_end(self, end: TrainingEnd) -> None:
        from .analysis_text import amount

        self.say()
        # a count stays with its word: « 0 carte », « 1 bonne réponse »
        self.say(f"Fin de l'entraînement : {end.right}{GLUE}bonne{'s' if end.right > 1 else ''}"
                 f"{GLUE}réponse{'s' if end.right > 1 else ''} sur {end.asked}.", style="title")
        for tally in end.tallies:
            now, then = amount(tally.scale, tally.now), amount(tally.scale, tally.then)
            if tally.starter:
                self.say(f"  Cartes de départ : {now} de perte, contre {then} pour un "
                         "débutant.", "    ")
            else:
                self.say(f"  Vos cartes : {now} de perte, contre {then} en partie.", "    ")
        due = end.due_tomorrow
        mastered = end.mastered
        self.say(f"  À revoir demain : {due}{GLUE}carte{'s' if due > 1 else ''}. Apprises en "
                 f"tout : {mastered}{GLUE}carte{'s' if mastered > 1 else ''}.", "    ")

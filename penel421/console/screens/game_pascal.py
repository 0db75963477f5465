"""The modern bar game on screen: 2 to 8 players around one keyboard.

Every turn says whose it is; every round ends with the hands sorted best to
worst, the amount and its reason, a tie if one decided, each player's
jetons and the pot; every game with the ranking and a chart of the jetons
round by round.  Said in the pascal voice (:mod:`penel421.console.voices.pascal`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.events import (
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
from ...core.hands import HAND_OF, Hand
from ...core.rules import Rules
from ...core.state import Phase
from ..answers import Refused
from ..cards import Position
from ..chart import chart
from ..questions import Questions
from ..voices import dice_words
from ..voices.pascal import VoicePascal, jetons, listed, together
from ..wrap import GLUE, glued
from .game import GameScreen, Shows, unshown

#: Once the people at the table are out of the game (see :meth:`GamePascal.offer_the_rest`).
REST_PROMPT = "  Toute la fin (Entrée) ou manche par manche (m) ? "


def parse_rest(text: str) -> bool:
    """Entrée: the rest at once (True); m: round by round (False)."""
    answer = text.strip().lower()
    if answer in ("", "f", "fin"):
        return True
    if answer in ("m", "manche"):
        return False
    raise Refused("tapez Entrée pour toute la fin d'un coup, ou m pour la voir manche par "
                  "manche", "rest")


class GamePascal(GameScreen):
    """The pascal game: charge, décharge, nénette, final ranking."""

    voice: VoicePascal

    def __init__(self, voice: VoicePascal, questions: Questions,
                 number_asked: bool = False) -> None:
        super().__init__(voice, questions, number_asked)
        self.say = voice.say
        self.names = voice.names
        self.width = max(len(name) for name in self.names)
        self.opener = 0
        #: Everyone's jetons after each round of the game being played, and
        #: the seats still in the game then.
        self.history: list[tuple[int, ...]] = []
        self.playing: list[tuple[int, ...]] = []

    def table(self) -> Shows:
        return {
            GameStarted: unshown,
            RoundStarted: self.round_started,
            TurnStarted: self.turn_started,
            Thrown: self.thrown,
            Chose: self.chose,
            TurnEnded: self.turn_ended,
            BarrageStarted: unshown,  # none in pascal: the order of play settles a tie
            RoundEnded: self.round_ended,
            ChargeEnded: self.charge_ended,
            PlayerLeft: self.player_left,
            GameEnded: self.game_ended,
        }

    # --- before a game ----------------------------------------------------------

    def welcome(self, number: int | None) -> None:
        rules, say = self.voice.rules, self.say
        say("421 — règles de bar (pascal)", style="title")
        # a name stays whole with its label: « Ordi 1 (ordinateur) »
        labels = [glued(*self.names[i].split(" "), *([] if seat.human else ["(ordinateur)"]))
                  for i, seat in enumerate(self.voice.seats)]
        say(f"Joueurs, dans l'ordre : {', '.join(labels)}.", "  ")
        say(f"{jetons(rules.tokens)} au pot. Charge : le perdant de chaque manche en "
            "prend au pot.")
        say("Décharge, une fois le pot vide : le gagnant donne des jetons au perdant.")
        say("Le dernier à garder des jetons a perdu.")
        changes = rules.bareme.changes() if rules.bareme else []
        if changes:
            say(f"Barème : {', '.join(changes)}, le reste habituel.", "  ")
        if rules.opener_fixes_throws:
            say("Variante : l'ouvreur fixe le nombre de lancers des suivants.")
        say(f"Pour relancer, tapez les numéros des dés (par exemple{GLUE}13) ; 0 les garde "
            "tous.")
        say(f"À chaque question : aide, q pour quitter, ?{GLUE}pour le conseil de l'expert.")
        if self.voice.real_dice:
            say("Les dés se lancent sur la table : le programme demande leurs valeurs, "
                "pour chaque joueur, ordinateurs compris.")

    def game_starts(self, number: int | None) -> None:
        if number is not None:
            self.say(f"Tirage {number} des dés (--seed {number} le rejoue).")

    def show_score(self, losses: Sequence[int]) -> None:
        lost_by = together(f"{name} : {lost}" for name, lost in zip(self.names, losses,
                                                                    strict=True))
        self.say(f"Parties perdues : {lost_by}", "  ")

    # --- events -----------------------------------------------------------------

    def recall(self, event: Event) -> None:
        super().recall(event)
        if isinstance(event, GameStarted):
            self.history, self.playing = [], []
        elif isinstance(event, RoundEnded):
            self.history.append(event.tokens)
            self.playing.append(event.state.in_game)

    def round_started(self, event: RoundStarted) -> None:
        self.opener = event.opener
        phase = "charge" if event.phase is Phase.CHARGE else "décharge"
        pot = f" · pot : {self.state.pot}" if event.phase is Phase.CHARGE else ""
        self.say()
        self.say(f"══ Manche {event.number} · {phase}{pot} ══", style="title")

    def turn_started(self, event: TurnStarted) -> None:
        name = self.term.paint(self.voice.who(event.seat), "title")
        mind = "" if self.voice.seats[event.seat].human else " (ordinateur)"
        throws = "1 lancer" if event.max_throws == 1 else f"{event.max_throws} lancers au plus"
        self.say(f"▶ À {name}{mind} de jouer : {throws}.", "  ")

    def thrown(self, event: Thrown) -> None:
        self.say(f"  Lancer {event.throw} : {self.voice.dice_line(event.dice)}  "
                 f"{glued(*self.voice.rules.table[event.hand].name.split())}", "  ")

    def offer_the_rest(self) -> bool:
        voice = self.voice
        people = [s for s, seat in enumerate(voice.seats) if seat.human]
        if len(people) == 1:
            seat = people[0]
            is_not = voice.verb(seat, "n'est", "n'êtes")
            out = f"{voice.who(seat, True)} {is_not} plus dans la partie"
        else:
            out = "Plus personne au clavier n'est dans la partie"
        self.say(f"{out} : Entrée joue toute la fin d'un coup et dit qui perd ; m puis Entrée "
                 "la montre manche par manche.", "  ")
        return self.questions.ask(REST_PROMPT, parse_rest)

    def rest_played(self, rounds: int) -> None:
        played = glued(str(rounds), "manches" if rounds > 1 else "manche")
        self.say(f"La fin s'est jouée d'un coup : {played} de plus.", "  ")

    def dice_again(self, dice: Sequence[int]) -> None:
        hand = self.voice.rules.table[HAND_OF[tuple(dice)]].name
        self.say(f"  Les dés : {self.voice.dice_line(dice)}  {glued(*hand.split())}", "  ")

    def chose(self, event: Chose) -> None:
        if self.voice.seats[event.seat].human:
            return
        name = self.names[event.seat]
        if event.rethrow:
            self.say(f"  {name} relance {dice_words(event.rethrow)}.")
        else:
            self.say(f"  {name} garde ses dés.")

    def turn_ended(self, event: TurnEnded) -> None:
        if event.seat == self.opener and self.voice.rules.opener_fixes_throws:
            seat, voice = event.seat, self.voice
            self.say(f"  {voice.who(seat, True)} {voice.verb(seat, 'a', 'avez')} joué en "
                     f"{event.throws} lancer{'s' if event.throws > 1 else ''} : les suivants "
                     "n'en auront pas plus.", "  ")

    def round_ended(self, event: RoundEnded) -> None:
        table = self.voice.rules.table
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
        for tie in ties(event, self.voice.rules):
            self.say(f"  {tie}", "  ")
        self.say("  " + self._transfer(event), "    ")
        tokens = [f"{self.names[s]} : {n}" for s, n in enumerate(event.tokens)]
        pot = [f"pot : {event.pot}"] if event.pot else []
        self.say("  Jetons : " + together(tokens + pot), "    ")

    def _transfer(self, event: RoundEnded) -> str:
        """Who takes or gives how many jetons, and why: the winner's hand."""
        voice = self.voice
        winner_hand = next(p.hand for p in event.hands if p.seat == event.winner)
        reason = f"{event.value} pour {hand_words(voice.rules, winner_hand)}"
        if event.penalty:
            reason += f" + {event.penalty} de nénette"
        loser, winner = event.loser, event.winner
        if event.from_pot:
            takes = f"{voice.who(loser, True)} {voice.verb(loser, 'prend', 'prenez')}"
            if event.capped:
                last = ("le dernier jeton" if event.moved == 1
                        else f"les {event.moved} derniers jetons")
                return f"{takes} {last} du pot ({event.due} dus : {reason})."
            return f"{takes} {jetons(event.moved)} au pot ({reason})."
        given, to = jetons(event.moved), f" à {self.names[loser]}"
        if event.capped:
            given = f"tout ce qu'il {voice.verb(winner, 'lui', 'vous')} reste, {given}"
            to = "," + to
            reason = f"{event.due} dus : {reason}"
        if winner == voice.you:
            return f"Vous donnez {given}{to} ({reason})."
        if loser == voice.you:
            return f"{self.names[winner]} vous donne {given} ({reason})."
        return f"{self.names[winner]} donne {given}{to} ({reason})."

    def charge_ended(self, event: ChargeEnded) -> None:
        voice = self.voice
        self.say("Le pot est vide : fin de la charge.")
        spared = list(event.spared)
        if spared:
            # spared by the charge is winning: said, to the person in particular
            style = None
            if voice.you in spared:  # "Alice et vous n'avez…": vous last, the verb agrees
                spared.remove(voice.you)
                names = [self.names[s] for s in spared] + ["vous"]
                took, leave, won, style = "n'avez", "quittez", " : vous avez gagné !", "win"
            else:
                names = [self.names[s] for s in spared]
                took, leave, won = (("n'ont", "quittent", " en vainqueurs.") if len(spared) > 1
                                    else ("n'a", "quitte", " en vainqueur."))
            subject = listed(names)
            self.say(f"{subject[0].upper()}{subject[1:]} {took} pris aucun jeton pendant la "
                     f"charge et {leave} la partie{won}", "  ", style)
        holding = self.state.in_game
        if len(holding) > 1:
            self.say(f"Décharge entre {listed([voice.who(s) for s in holding])}.", "  ")

    def player_left(self, event: PlayerLeft) -> None:
        seat, voice = event.seat, self.voice
        has, leaves = voice.verb(seat, "n'a", "n'avez"), voice.verb(seat, "quitte", "quittez")
        self.say(f"{voice.who(seat, True)} {has} plus de jeton et {leaves} la partie !", "  ",
                 "win")

    def game_ended(self, event: GameEnded) -> None:
        self.say()
        loser = event.loser
        lost = "vous avez perdu" if loser == self.voice.you else f"{self.names[loser]} a perdu"
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
            for line in chart(self.names, self.history, self.voice.rules.tokens,
                              self.voice.columns(), self.playing,
                              ascii_only=not self.voice.writes("▁·")):
                self.say(line, "  ")

    # --- a card of the training -------------------------------------------------

    def show_position(self, position: Position) -> None:
        view = position.view
        self.voice.you = view.seat  # the card is asked of its person
        state = view.state
        phase = "charge" if state.phase is Phase.CHARGE else "décharge"
        pot = f" · pot : {state.pot}" if state.phase is Phase.CHARGE else ""
        self.say(f"══ Manche {position.round} · {phase}{pot} ══", style="title")
        tokens = [f"{self.names[s]} : {state.tokens[s]}" for s in state.in_game]
        self.say("  Jetons : " + together(tokens + ([f"pot : {state.pot}"] if state.pot
                                                     else [])), "    ")
        table = self.voice.rules.table
        for played, dice in zip(view.played, position.shown, strict=True):
            throws = f"{played.throws} lancer{'s' if played.throws > 1 else ''}"
            self.say(f"  {self.names[played.seat]} a joué : {self.voice.dice_line(dice)}  "
                     f"{glued(*table[played.hand].name.split())}, en {throws}.", "  ")
        after = [self.names[s] for s in view.still_to_play]
        if after:
            self.say(f"  Après vous : {listed(after)}.", "  ")
        throws = "1 lancer" if view.max_throws == 1 else f"{view.max_throws} lancers au plus"
        self.say(f"▶ À {self.term.paint('vous', 'title')} de jouer : {throws}.", "  ")
        self.say(f"  Lancer {view.throws} : {self.voice.dice_line(view.dice)}  "
                 f"{glued(*table[view.hand].name.split())}", "  ")


def ties(event: RoundEnded, rules: Rules) -> list[str]:
    """Why equal hands went the way they did: the later one ranks higher."""
    rank = rules.table.rank
    hand_of = {p.seat: p.hand for p in event.hands}
    found = []
    if sum(rank[p.hand] == rank[hand_of[event.winner]] for p in event.hands) > 1:
        found.append("Égalité pour la meilleure main : le dernier à jouer l'emporte.")
    if sum(rank[p.hand] == rank[hand_of[event.loser]] for p in event.hands) > 1:
        found.append("Égalité pour la pire main : le premier à l'avoir jouée perd.")
    return found


def hand_words(rules: Rules, hand: Hand) -> str:
    """The winner's hand with its article: 'la fiche', 'le brelan de 6' (its
    last word, the number, kept with the one before)."""
    name = rules.table[hand].name
    if " " in name:
        head, last = name.rsplit(" ", 1)
        name = glued(head, last)
    article = "la" if name.startswith(("fiche", "suite", "main", "nénette")) else "le"
    return glued(article, name) if " " not in name else f"{article} {name}"

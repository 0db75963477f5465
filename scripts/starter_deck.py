"""Write the starter deck of the training: ``penel421/data/starter_deck.json``.

Run: ``python scripts/starter_deck.py [GAMES_1987] [GAMES_PASCAL]`` (default
4000 and 1500; a few minutes).  The expert plays against a beginner-like
player, ``classic`` (the rules of thumb of the bar, README « L'ordinateur »):
in 1987 one against the other, the beginner opening every other game; in
pascal at a table of three, the beginner at each place in turn.  Every
decision of the beginner is weighed by the analysis's own evaluation, and
counted by position (the dice in any order).  Kept:

- the positions where the beginner's choice — the tempting one — is an
  error, those whose loss times how often they arise is largest first
  (:data:`ERRORS` of each game);
- and, one for two of those, red herrings: positions where the beginner's
  choice was already the best and the second-best choice loses at least an
  « imprécision », those whose margin times their frequency is largest
  first, one per hand held (else a sure 421 kept would be every one).

Each card keeps its position as the journal keeps one (the same JSON, read
back by the same checks), the beginner's answer and its loss, and how often
the position arose; ``tests/learn/test_starter.py`` weighs each one again.
"""

from __future__ import annotations

import sys
from pathlib import Path

from penel421.analysis.analyst import Analyst
from penel421.core.choice import typed_answer
from penel421.core.engine import Game
from penel421.games import find_game
from penel421.learn.digest import Digester
from penel421.learn.positions import position_json, position_key, position_of
from penel421.learn.starter import DATA, deck_json
from penel421.strategies import load_strategy

#: Cards to learn kept of each game; red herrings: half as many.
ERRORS = {"1987": 24, "pascal": 16}
TARGET = Path(__file__).resolve().parent.parent / "penel421" / "data" / DATA


def play(game: str, games: int) -> list[dict[str, object]]:
    """Every decision of the beginner in ``games`` games, by position."""
    kind = find_game(game)
    rules = kind.rules()
    players = 2 if game == "1987" else 3
    expert = load_strategy("expert", rules)
    beginner = load_strategy("classic", rules)
    found: dict[str, dict[str, object]] = {}
    for number in range(1, games + 1):
        if game == "1987":  # the person is VOUS, seat 0; the opener alternates
            seat, names = 0, ["VOUS", "ORDINATEUR"]
        else:  # the beginner at each place in turn
            seat = number % players
            others = [f"Ordi {i}" for i in range(1, players)]
            names = others[:seat] + ["Vous"] + others[seat:]
        minds = [expert] * players
        minds[seat] = beginner
        digester = Digester(Analyst(rules, players))
        Game(rules, names, minds, kind.dice(number), digester,
             opener=number % 2 if game == "1987" else 0).play()
        for decision, seen in zip(digester.analyst.decisions, digester.seen, strict=True):
            if decision.seat != seat:
                continue
            key = position_key(seen.view)
            entry = found.get(key)
            if entry is None:
                scale = decision.scale
                entry = found[key] = {
                    "game": game, "key": key, "scale": scale.name,
                    "herring": decision.loss <= 0.0,
                    "position": position_json(seen.view, names, (seat,), seen.round,
                                              seen.shown),
                    "answer": typed_answer(decision.rethrow), "loss": decision.loss,
                    "weight": decision.loss / scale.error_threshold, "margin": seen.margin,
                    "stake": seen.margin / scale.error_threshold, "seen": 0,
                    "threshold": scale.thresholds[0]}
            entry["seen"] = int(entry["seen"]) + 1  # type: ignore[call-overload]
        if number % 500 == 0:
            print(f"  {game} : {number} parties, {len(found)} positions", file=sys.stderr)
    return list(found.values())


def chosen(game: str, positions: list[dict[str, object]]) -> list[dict[str, object]]:
    """The costliest errors for how often they arise, and half as many red herrings."""
    def often(entry: dict[str, object], what: str) -> float:
        return float(entry[what]) * int(entry["seen"])  # type: ignore[arg-type, call-overload]

    errors = [e for e in positions
              if float(e["loss"]) >= float(e["threshold"])]  # type: ignore[arg-type]
    herrings = [e for e in positions if e["herring"]
                and float(e["margin"]) >= float(e["threshold"])]  # type: ignore[arg-type]
    errors.sort(key=lambda e: (-often(e, "weight"), str(e["key"])))
    herrings.sort(key=lambda e: (-often(e, "stake"), str(e["key"])))
    varied, hands = [], set()
    for entry in herrings:  # one per hand held: not the same sure 421 kept twelve times
        hand = position_of(entry["position"]).view.hand
        if hand not in hands:
            hands.add(hand)
            varied.append(entry)
    count = ERRORS[game]
    return errors[:count] + varied[:count // 2]


def main(games_1987: int, games_pascal: int) -> None:
    cards = []
    for game, games in (("1987", games_1987), ("pascal", games_pascal)):
        cards += chosen(game, play(game, games))
    TARGET.write_text(deck_json(cards, {
        "1987": {"games": games_1987, "beginner": "classic", "against": "expert"},
        "pascal": {"games": games_pascal, "beginner": "classic", "against": "2 expert",
                   "players": 3}}), "utf-8")
    print(f"{len(cards)} cartes écrites dans {TARGET}")


if __name__ == "__main__":
    arguments = [int(a) for a in sys.argv[1:3]]
    main(*(arguments + [4000, 1500][len(arguments):]))

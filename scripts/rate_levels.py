"""How the analysis rates the computer's levels: the figures behind the README's scale.

Run: ``python scripts/rate_levels.py [GAMES]`` (default 100).  Each level
plays GAMES games of 1987 against the expert (game i with ``SeededDice(i)``,
the level opening the even ones), and of pascal at a table of four (the
level, then three experts); the analysis weighs the level's decisions.  For
each: the decisions, the share of each class of error, the mean loss per
decision on each scale met (pascal: jetons, then points once two players
are left), with how many decisions it counts, and the rating it gives.
"""

from __future__ import annotations

import random
import sys

from penel421.analysis.analyst import Analyst, rating_of_share
from penel421.core.dice import SeededDice
from penel421.core.engine import Game
from penel421.games import find_game
from penel421.strategies import load_strategy
from penel421.strategies.worth import MARKS


class CoinFlips:
    """Throws each die again one time in two."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def rethrow(self, view):
        return tuple(p for p in (1, 2, 3) if self.rng.random() < 0.5)


def rate(game: str, players: int, make, games: int) -> str:
    rules = find_game(game).rules()
    expert = load_strategy("expert", rules)
    decisions = []
    for i in range(games):
        analyst = Analyst(rules, players)
        Game(rules, [str(s) for s in range(players)], [make(i)] + [expert] * (players - 1),
             SeededDice(i), analyst, opener=i % 2).play()
        decisions += [d for d in analyst.decisions if d.seat == 0]
    shares = " ".join(f"{mark} {sum(d.mark == mark for d in decisions) / len(decisions):5.1%}"
                      for mark in MARKS)
    # the mean loss on each scale met (pascal: jetons, then points with two left)
    means = []
    for scale in dict.fromkeys(d.scale for d in decisions):
        mine = [d.loss for d in decisions if d.scale == scale]
        means.append(f"{sum(mine) / len(mine) * scale.factor:.2f} {scale.unit[1]} "
                     f"({len(mine)})")
    share = sum(d.loss / d.scale.error_threshold for d in decisions) / len(decisions)
    return (f"{len(decisions):5d} décisions  {shares}  perte moyenne {', '.join(means)} : "
            f"« {rating_of_share(share)} »")


def main(games: int) -> None:
    for game, players in (("1987", 2), ("pascal", 4)):
        rules = find_game(game).rules()
        print(f"{game}, contre {players - 1} expert(s), {games} parties :")
        for name, make in (("expert", lambda i, r=rules: load_strategy("expert", r)),
                           ("classic", lambda i, r=rules: load_strategy("classic", r)),
                           ("pile ou face", CoinFlips)):
            print(f"  {name:<13}{rate(game, players, make, games)}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)

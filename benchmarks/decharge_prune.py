"""What could be left out of the décharge opener's round (issue 32), measured.

Run: ``python benchmarks/decharge_prune.py [SHARE ...]`` (shares as
``4,4,4,3,3,3``; the benchmark's seven by default).  For the opener's first
decision of a décharge with each share of the jetons, the shipped tables
read before, it prints:

- the states solved, by players still to play, with the pairs (best rank,
  worst rank) among them: every pair at every depth, whatever the share;
- how many of them a payoff reads (a mover's new best or new worst), or
  only the figures of the state above (the middle state);
- the turns' payoffs and the choices they lead to, how many different:
  a turn met again with the same payoffs could be read, a turn with the
  same choices has the same chances;
- how many turns have choices that a tie decides (two worths within
  :data:`~penel421.solve.turn.ends.TIE` of the tie's threshold): no bound
  short of the exact figures decides them;
- the opener's smallest choice margins: how close bounds on his payoffs
  would have to be to decide his choices without the exact figures;
- the induction's own time, every turn answered by one throw's chances
  (the states and their order are the same: they do not depend on the
  figures), against the whole decision, in processor time.

Prints figures; asserts nothing.
"""

from __future__ import annotations

import sys
import time
from collections import Counter

from machine import describe

from penel421.core.rules import RULES_PASCAL
from penel421.core.state import GameState
from penel421.solve.pascal import round as induction
from penel421.solve.pascal.ranks import HANDS
from penel421.solve.pascal.turns import best_choices, turn_of, turn_outlook, turns_of
from penel421.solve.turn import ends
from penel421.solve.turn.keeps import OUTCOMES, SUB_KEEPS

SHARES = [(4, 4, 4, 3, 3, 3), (6, 5, 4, 3, 2, 1), (1, 1, 1, 1, 1, 16), (16, 1, 1, 1, 1, 1),
          (3, 3, 3, 3, 3, 3, 3), (12, 3, 2, 1, 1, 1, 1), (14, 1, 1, 1, 1, 1, 1, 1)]


def margins(pay: list[float], throws: int) -> list[float]:
    """Every comparison the turn's choices make, by how far the worth
    compared is from the threshold it must pass (0 to 1e-11: a tie)."""
    found, values = [], pay
    for _ in range(1, throws):
        worths = [sum(values[o] for o in falls) / len(falls) for falls in OUTCOMES]
        level = []
        for stop, keeps in zip(pay, SUB_KEEPS, strict=True):
            value, least = stop, stop + ends.TIE
            for k in keeps:
                found.append(abs(worths[k] - least))
                if worths[k] > least:
                    value, least = worths[k], worths[k] + ends.TIE
            level.append(value)
        values = level
    return found


def decide(share: tuple[int, ...]) -> float:
    """The opener's first decision with ``share``, solved afresh: seconds."""
    game = turns_of(RULES_PASCAL, True)
    game.round.states.clear()
    game.choices.clear()
    game.plays.clear()
    state = GameState(share, 0, 0, tuple(range(len(share))))
    start = time.process_time()
    best_choices(RULES_PASCAL, state, 0, tuple(range(len(share))), (), 3)
    return time.process_time() - start


def one(share: tuple[int, ...]) -> None:
    """The figures of the module's docstring for ``share``."""
    pays: list[tuple[float, ...]] = []
    solve = induction.turn_ends

    def kept(pay: list[float], throws: int) -> list[float]:
        pays.append(tuple(pay))
        return solve(pay, throws)

    induction.turn_ends = kept
    try:
        spent = decide(share)
    finally:
        induction.turn_ends = solve
    states = turns_of(RULES_PASCAL, True).round.states
    solved = [k for k in states if k[0]]
    print(f"  jetons {list(share)} : {len(solved)} états résolus ({spent:.2f} s)")
    depths = Counter(len(k[0]) for k in solved)
    for depth in sorted(depths, reverse=True):
        pairs = {(k[1], k[3]) for k in solved if len(k[0]) == depth}
        print(f"    {depth} joueurs encore à jouer : {depths[depth]} états, "
              f"{len(pairs)} paires (meilleure, pire) sur {HANDS * (HANDS + 1) // 2}")
    limits = turns_of(RULES_PASCAL, True).round.facts.limits
    read = set()
    for caps, best, best_cap, worst, throws in solved:
        read.update((caps[1:], r, min(caps[0], limits[r]), worst, throws)
                    for r in range(best, HANDS))
        read.update((caps[1:], best, best_cap, r, throws) for r in range(worst))
    by_pay = sum(1 for k in solved if k in read)
    print(f"    lus par le gain d'un joueur : {by_pay} ; par les seuls chiffres de l'état "
          f"d'avant (l'état du milieu) : {len(solved) - by_pay - HANDS} ; "
          f"ceux de l'ouvreur : {HANDS}")
    choices = {tuple(map(tuple, ends.choice_table(list(p), 3))) for p in pays}
    print(f"    tours : {len(pays)} ; gains différents : {len(set(pays))} ; "
          f"choix différents : {len(choices)}")
    tied = sum(1 for p in pays if min(margins(list(p), 3)) < 2 * ends.TIE)
    print(f"    tours dont un choix se décide à l'égalité : {tied} ({tied / len(pays):.0%})")
    state = GameState(share, 0, 0, tuple(range(len(share))))
    game = turns_of(RULES_PASCAL, True).round
    pay = turn_outlook(game, turn_of(RULES_PASCAL, state, 0, state.seating(), (), 3)).pay[0]
    close = sorted(m for m in margins(pay, 3) if m > 2 * ends.TIE)[:3]
    ties = sum(1 for m in margins(pay, 3) if m <= 2 * ends.TIE)
    print(f"    l'ouvreur : gains de {min(pay):.3f} à {max(pay):.3f}, {ties} égalités, "
          f"plus petits écarts {', '.join(f'{m:.1e}' for m in close)}")
    induction.turn_ends = lambda pay, throws: list(ends.FIRST_CHANCES)
    try:
        alone = decide(share)
    finally:
        induction.turn_ends = solve
    print(f"    l'induction seule (chaque tour répondu d'avance) : {alone:.2f} s "
          f"({alone / len(solved) * 1e6:.0f} µs l'état)")


def main(shares: list[tuple[int, ...]]) -> None:
    print(describe())
    warm = GameState((7, 7, 7), 0, 0, (0, 1, 2))
    best_choices(RULES_PASCAL, warm, 0, (0, 1, 2), (), 3)  # the shipped tables read
    print("l'ouvreur d'une décharge, première décision, ce qui pourrait être laissé, "
          "temps processeur")
    for share in shares:
        one(share)


if __name__ == "__main__":
    main([tuple(int(v) for v in a.split(",")) for a in sys.argv[1:]] or SHARES)

"""How long the round solver's float turn takes, on the turns a décharge
opener of seven players solves.

Run: ``python benchmarks/turn_ends.py [PASSES]`` (7 by default).  The
payoffs of every turn the opener of 12-3-2-1-1-1-1 solves (17,180, the
shipped tables read) are recorded in the order his decision solves them,
then solved again PASSES times: the best pass's processor time per turn of
``turn_ends`` (its chances remembered by their choices, forgotten before
each pass), and of its choices alone (each throw of the turn's written-out
level).  Prints figures; asserts nothing.
"""

from __future__ import annotations

import sys
import time

from machine import describe

SHARE = (12, 3, 2, 1, 1, 1, 1)


def recorded() -> list[tuple[list[float], int]]:
    """The payoffs and throws of every turn the opener's decision solves."""
    from penel421.core.rules import RULES_PASCAL
    from penel421.core.state import GameState
    from penel421.solve.pascal import round as exact_round
    from penel421.solve.pascal.turns import best_choices, turns_of

    warm = GameState((7, 7, 7), 0, 0, (0, 1, 2))
    best_choices(RULES_PASCAL, warm, 0, (0, 1, 2), (), 3)  # the shipped tables read
    turns_of(RULES_PASCAL, True).round.states.clear()
    found: list[tuple[list[float], int]] = []
    solve = exact_round.turn_ends

    def kept(pay: list[float], throws: int) -> list[float]:
        found.append((list(pay), throws))
        return solve(pay, throws)

    exact_round.turn_ends = kept
    try:
        order = tuple(range(len(SHARE)))
        best_choices(RULES_PASCAL, GameState(SHARE, 0, 0, order), 0, order, (), 3)
    finally:
        exact_round.turn_ends = solve
    return found


def main(passes: int) -> None:
    from penel421.solve.turn import ends

    print(describe())
    turns = recorded()
    level = ends._written("level")
    whole = choices = float("inf")
    for _ in range(passes):
        ends.forget_ends()
        start = time.process_time()
        for pay, throws in turns:
            ends.turn_ends(pay, throws)
        whole = min(whole, time.process_time() - start)
        start = time.process_time()
        for pay, throws in turns:
            values = pay
            for _ in range(1, throws):
                values, _codes = level(pay, values)
        choices = min(choices, time.process_time() - start)
    print(f"{len(turns)} tours de l'ouvreur {list(SHARE)}, temps processeur, "
          f"le meilleur de {passes} passes : un tour {whole / len(turns) * 1e6:.1f} µs, "
          f"ses choix {choices / len(turns) * 1e6:.1f} µs")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)

"""Solve the pascal game of three and of four players for the game (default
barème, free throws) and write penel421/data/solved_pascal3.bin and
solved_pascal4.bin (penel421/solve/pascal/table_solution.py).

Run: ``python scripts/solve_pascal34.py [3] [4] [--to FOLDER]`` (three by
default) with numpy installed (``pip install '.[solve]'``): the package
itself never imports numpy; this script is the only place that does, to
solve thousands of turns at once.  Three players take two or three minutes,
four about an hour (and make a file the package does not ship: see
docs/technique.md).

What is solved, state by state (penel421/solve/pascal/table_states.py):
each player's chance of losing the game, every player playing each round
for his own chance.  Within a round, backward induction over the seats: the
last player, for each summary of the hands before his (best and worst rank,
their holders), plays the turn that makes his own chance of losing the game
smallest; the one before him against that reply, for each summary of the
hands before his; the opener against all of them.  A player's equal options
are taken in the order stop, then keeps of more dice, then of higher faces,
an option beating the one kept so far only by more than
penel421.solve.turn.ends.TIE, exactly as penel421/solve/pascal/table_round.py
does at the table.  Over rounds: the two-player décharge, then the décharge
of three (and of four), each by policy iteration (choices fixed, the linear
equations they leave solved exactly; choices improved; until no chance
moves by more than 1e-15), then the charge in one pass by increasing pot (a
round of the charge only empties the pot).
tests/solve/pascal/test_table_solution.py holds the files against the round's
equations, as the table works them out in pure Python.
"""

from __future__ import annotations

import sys
import time
from array import array
from pathlib import Path

import numpy as np

from penel421.core.hands import ALL_HANDS
from penel421.core.rules import RULES_PASCAL, Rules
from penel421.solve.pascal.ranks import rank_table
from penel421.solve.pascal.table_solution import (
    CHOICE_ROW,
    FILES,
    OUTLOOK,
    TableSolution,
    solution_header,
)
from penel421.solve.pascal.table_states import (
    Summary,
    case_of,
    cases,
    dues,
    joined,
    keys,
    outcomes,
    table_numbers,
)
from penel421.solve.turn.ends import FIRST_CHANCES, TIE
from penel421.solve.turn.keeps import OUTCOMES, SUB_KEEPS

DATA = Path(__file__).resolve().parent.parent / "penel421" / "data"
HANDS = len(ALL_HANDS)
KEEP_COUNT = len(OUTCOMES)
#: Where each keep leads: REACH[k, h], the chance that throwing the other dice gives h.
REACH = np.zeros((KEEP_COUNT, HANDS))
for _k, _falls in enumerate(OUTCOMES):
    for _h in _falls:
        REACH[_k, _h] += 1.0 / len(_falls)
#: Each hand's keeps in the order they are tried, padded with -1.
_WIDEST = max(len(k) for k in SUB_KEEPS)
SUBS = np.array([list(k) + [-1] * (_WIDEST - len(k)) for k in SUB_KEEPS])
FIRST = np.array(FIRST_CHANCES)
TOLERANCE = 1e-15


def turns(pay: np.ndarray, throws: int = 3) -> tuple[np.ndarray, list[np.ndarray]]:
    """Many turns at once: for payoffs ``pay`` (N × 56, by hand number), the
    chance of each final hand when played best (N × 56) and the choices for
    each throws left (a list, index 0 with no throw left: every choice -1)."""
    n = pay.shape[0]
    values = pay
    chosen = [np.full((n, HANDS), -1)]
    for _ in range(1, throws):
        worths = values @ REACH.T  # N × 28
        padded = np.concatenate([worths, np.full((n, 1), -np.inf)], axis=1)
        options = padded[:, SUBS]  # N × 56 × widest; -1 picks the -inf column
        value, least = pay.copy(), pay + TIE
        choice = np.full((n, HANDS), -1)
        for slot in range(_WIDEST):
            worth = options[:, :, slot]
            better = worth > least
            value = np.where(better, worth, value)
            least = np.where(better, worth + TIE, least)
            choice = np.where(better, SUBS[:, slot], choice)
        values = value
        chosen.append(choice)
    final = np.zeros((n, HANDS))
    mass = np.broadcast_to(FIRST, (n, HANDS))
    rows = np.arange(n)[:, None] * KEEP_COUNT
    for level in range(throws - 1, 0, -1):
        choice = chosen[level]
        stop = choice < 0
        final += np.where(stop, mass, 0.0)
        by_keep = np.bincount((rows + np.where(stop, 0, choice)).ravel(),
                              weights=np.where(stop, 0.0, mass).ravel(),
                              minlength=n * KEEP_COUNT).reshape(n, KEEP_COUNT)
        mass = by_keep @ REACH
    return final + mass, chosen


class Shape:
    """What the rounds of ``players`` players look like under ``rules``,
    whatever the state: the summaries each position can meet, where each of
    its ranks leads, and each final summary's case."""

    def __init__(self, rules: Rules, players: int) -> None:
        t = rank_table(rules)
        self.players = players
        self.number = np.array(t.number)  # each rank's hand number
        self.rank = np.array(t.rank)  # each hand number's rank
        due_number = {d: i for i, d in enumerate(dues(rules))}
        self.cases = cases(rules, players)
        level: list[Summary | None] = [None]
        #: by position 1 …: the summaries met, and by position 0 …: where each rank leads
        self.summaries: list[list[Summary]] = [[]]
        self.leads: list[np.ndarray] = []
        for position in range(players):
            following: dict[Summary, int] = {}
            leads = np.zeros((len(level), HANDS), dtype=np.int64)
            for i, summary in enumerate(level):
                for r in range(HANDS):
                    after = joined(summary, r, position)
                    if position == players - 1:
                        leads[i, r] = case_of(t, due_number, players, after)
                    else:
                        leads[i, r] = following.setdefault(after, len(following))
            self.leads.append(leads)
            level = list(following)
            self.summaries.append(level)


def solve_round(shape: Shape, lose: np.ndarray, figures: np.ndarray
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """One state's round, ``lose`` (cases × players) each case's chances of
    losing the game, ``figures`` (cases × 3) the opener's round in each case
    (won, lost, the change of his jetons): each player's chance before the
    round, the opener's choices (2 × 56: one, then two throws left), how
    likely each case is, and the opener's outlook (56 hands by number × the
    players' chances but the last's, then the opener's three figures, then
    his chances of winning the round and of losing it without losing the
    game: what his turn's figure splits into, penel421/analysis/reasons.py)."""
    players = shape.players
    spared = 1.0 - lose[:, :1]  # the opener does not lose the game
    expected, own = lose, np.concatenate([figures, figures[:, :2] * spared], axis=1)
    dists: list[np.ndarray] = []
    opener_choices = outlook = None
    for position in range(players - 1, -1, -1):
        ahead = expected[shape.leads[position]]  # summaries × 56 ranks × players
        mine = own[shape.leads[position]]  # summaries × 56 ranks × 5
        pay = -ahead[:, :, position][:, shape.rank]  # by hand number
        final, chosen = turns(pay)
        dist = final[:, shape.number]  # by rank
        dists.append(dist)
        expected = np.einsum("sr,srp->sp", dist, ahead)
        own = np.einsum("sr,srf->sf", dist, mine)
        if position == 1:
            second_choices = np.stack([chosen[1], chosen[2]], axis=1)  # 56 × 2 × 56
        if position == 0:
            opener_choices = np.stack([chosen[1][0], chosen[2][0]])
            outlook = np.concatenate([ahead[0, :, :players - 1], mine[0]], axis=1)[shape.rank]
    dists.reverse()
    reach = np.ones(1)
    for position in range(players):
        leads = shape.leads[position]
        size = shape.cases if position == players - 1 else len(shape.summaries[position + 1])
        reach = np.bincount(leads.ravel(), weights=(reach[:, None] * dists[position]).ravel(),
                            minlength=size)
    assert opener_choices is not None and outlook is not None
    return expected[0], opener_choices, reach, outlook, second_choices


class Game:
    """The states of a game whose rounds have up to ``players`` players, their
    chances as solved so far, and where each state's cases lead."""

    def __init__(self, rules: Rules, players: int) -> None:
        self.rules, self.players = rules, players
        self.keys = keys(players, rules.tokens)
        self.number = table_numbers(players, rules.tokens)
        self.values = np.full((len(self.keys), players), np.nan)
        self.choices = np.zeros((len(self.keys), 2, HANDS), dtype=np.int64)
        self.outlooks = np.zeros((len(self.keys), HANDS, players - 1 + OUTLOOK))
        self.seconds = np.zeros((len(self.keys), HANDS, 2, HANDS), dtype=np.int64)
        self.shapes = {m: Shape(rules, m) for m in range(2, players + 1)}
        self.leads = [outcomes(rules, key) for key in self.keys]

    def lose(self, i: int) -> np.ndarray:
        """State ``i``'s cases × players: each case's chances of losing the
        game, from the chances solved so far."""
        key = self.keys[i]
        m = len(key) - 1
        found = np.zeros((self.shapes[m].cases, m))
        for c, outcome in enumerate(self.leads[i]):
            if outcome is None:
                continue
            if outcome.key is None:
                found[c, outcome.loser] = 1.0
                continue
            after = self.values[self.number[outcome.key]]
            for p, place in enumerate(outcome.places):
                if place >= 0:
                    found[c, p] = after[place]
        return found

    def figures(self, i: int) -> np.ndarray:
        """State ``i``'s cases × 3: whether the opener wins the round, loses
        it, and the change of his jetons."""
        m = len(self.keys[i]) - 1
        found = np.zeros((self.shapes[m].cases, 3))
        pot = self.keys[i][0]
        for c, outcome in enumerate(self.leads[i]):
            if outcome is None:
                continue
            winner, loser = divmod(c // len(dues(self.rules)), m)
            found[c] = (winner == 0, loser == 0,
                        outcome.moved if loser == 0 else -outcome.moved
                        if winner == 0 and pot == 0 else 0)
        return found

    def round_of(self, i: int) -> tuple[np.ndarray, ...]:
        """State ``i``'s round with the chances so far (:func:`solve_round`)."""
        return solve_round(self.shapes[len(self.keys[i]) - 1], self.lose(i), self.figures(i))

    def solve(self, i: int) -> np.ndarray:
        """State ``i``'s round with the chances so far: its chances (kept with
        its opener's choices and outlook) and how likely each case is."""
        return self.keep(i, *self.round_of(i))

    def keep(self, i: int, values: np.ndarray, choices: np.ndarray,
             reach: np.ndarray, outlook: np.ndarray, seconds: np.ndarray) -> np.ndarray:
        """Keep state ``i``'s chances, choices and outlook; ``reach`` back."""
        m = len(values)
        self.seconds[i] = seconds
        self.values[i, :m] = values
        self.values[i, m:] = 0.0
        self.choices[i] = choices
        self.outlooks[i] = 0.0
        self.outlooks[i, :, :m - 1] = outlook[:, :m - 1]
        self.outlooks[i, :, -OUTLOOK:] = outlook[:, m - 1:]
        return reach

    def decharge(self, m: int, report) -> None:
        """The décharge of ``m`` players by policy iteration (the décharges of
        fewer players solved): each state's round played with the chances
        found so far (all of them solved before any is kept), the linear
        equations of these choices solved, until a round changes no chance
        by more than :data:`TOLERANCE`."""
        block = [i for i, key in enumerate(self.keys) if key[0] == 0 and len(key) == m + 1]
        where = {i: j for j, i in enumerate(block)}
        self.values[block, :m] = 1.0 / m
        self.values[block, m:] = 0.0
        size = len(block) * m
        for iteration in range(1, 100):
            rounds = [self.round_of(i) for i in block]
            bellman = max(float(np.abs(r[0] - self.values[i, :m]).max())
                          for r, i in zip(rounds, block, strict=True))
            for r, i in zip(rounds, block, strict=True):
                self.keep(i, *r)
            if bellman < TOLERANCE:
                report(f"décharge à {m}, itération {iteration} : écart de Bellman "
                       f"{bellman:.1e}")
                break
            matrix = np.zeros((size, size))
            constant = np.zeros(size)
            for j, i in enumerate(block):
                reach = rounds[j][2]
                for c, outcome in enumerate(self.leads[i]):
                    q = reach[c]
                    if outcome is None or q == 0.0:
                        continue
                    if outcome.key is None:
                        constant[j * m + outcome.loser] += q
                        continue
                    n = self.number[outcome.key]
                    for p, place in enumerate(outcome.places):
                        if place < 0:
                            continue
                        if n in where:
                            matrix[j * m + p, where[n] * m + place] += q
                        else:
                            constant[j * m + p] += q * self.values[n, place]
            solved = np.linalg.solve(np.eye(size) - matrix, constant)
            self.values[block, :m] = solved.reshape(len(block), m)
            report(f"décharge à {m}, itération {iteration} : écart de Bellman {bellman:.1e}")
        else:
            raise RuntimeError(f"la décharge à {m} ne converge pas")

    def charge(self, report) -> None:
        """The charge of ``self.players``, by increasing pot."""
        for i, key in enumerate(self.keys):
            if key[0] > 0:
                self.solve(i)
                if key[1:] == (0,) * self.players:
                    report(f"charge : pot {key[0]} résolu")

    def solution(self) -> TableSolution:
        header = solution_header(self.rules, self.players)
        choices = (self.choices[:, :, :] + 1).astype(np.uint8).tobytes()
        rows = (self.seconds + 1).astype(np.uint8).reshape(-1, CHOICE_ROW)
        distinct: dict[bytes, int] = {}
        index = array("I", (distinct.setdefault(row.tobytes(), len(distinct)) for row in rows))
        return TableSolution(header, array("d", self.values.ravel().tolist()), choices,
                             array("d", self.outlooks.ravel().tolist()), index,
                             b"".join(distinct))


def solve(rules: Rules, players: int) -> TableSolution:
    start = time.perf_counter()

    def report(what: str) -> None:
        print(f"{what} ({time.perf_counter() - start:.1f} s)", file=sys.stderr)

    game = Game(rules, players)
    for m in range(2, players + 1):
        game.decharge(m, report)
    game.charge(report)
    return game.solution()


def main(sizes: list[int], folder: Path = DATA) -> None:
    for players in sizes:
        start = time.perf_counter()
        solution = solve(RULES_PASCAL, players)
        data = solution.dump()
        (folder / FILES[players]).write_bytes(data)
        first = solution.lose_chances((RULES_PASCAL.tokens,) + (0,) * players)
        print(f"wrote {folder / FILES[players]}: {len(data):,} bytes in "
              f"{time.perf_counter() - start:.0f} s; from the start, each player loses "
              + ", ".join(f"{v:.4%}" for v in first), file=sys.stderr)


if __name__ == "__main__":
    # --to FOLDER: write there rather than to penel421/data/
    to = sys.argv.index("--to") if "--to" in sys.argv else None
    where = DATA if to is None else Path(sys.argv[to + 1])
    rest = sys.argv[1:] if to is None else sys.argv[1:to] + sys.argv[to + 2:]
    main([int(a) for a in rest] or [3], where)

"""A round of three or four players played for the game, at the table.

Solved for the game (:mod:`.table_solution`), each state between rounds
has each player's chance of losing the game.  A round is then played by
backward induction over the seats: the last player, for the hands before
his, plays the turn that makes his own chance of losing the game (that of
the state the round leads to) smallest; the one before him plays against
that reply, and so on up to the opener.  What a player needs to know of the
hands before his is their summary (:func:`~.table_states.joined`).

:class:`TableRound` does it in pure Python for one state, remembering each
summary it met, so that a round's later players read what its earlier ones
worked out: the last player solves one turn (well under a millisecond), the
one before him one per rank he may end with (56), the opener's figures every
reply of every player (his choices are shipped); a turn whose payoffs were
met before in the round (summaries that lead to the same cases) is read,
not solved again.  Each turn is solved as the
offline solve did (:func:`~penel421.solve.turn.ends.turn_ends`: stop first,
then the keeps of more dice, then of higher faces, an option beating the one
kept so far only by more than its tie margin), so the choices made here are
those the shipped chances assume.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from operator import mul
from typing import NamedTuple

from ...core.choice import from_byte
from ...core.hands import ALL_HANDS, Hand
from ...core.rules import Rules
from ...core.state import GameState, Played
from ..turn.adding import add_up
from ..turn.ends import choice_table, final_chances, turn_ends
from ..turn.keeps import INDEX, Keep, keep_of
from ..turn.play import TurnPlay
from .ranks import rank_table
from .table_solution import THROWS, TableSolution, table_solution_for
from .table_states import Key, Summary, case_of, dues, joined, outcome
from .turns import TurnTables

HANDS = len(ALL_HANDS)
#: The states whose rounds are remembered, with what was worked out in them.
ROUNDS_KEPT = 32


class Reply(NamedTuple):
    """What the players from one position on do after one summary: how
    likely each rank the mover ends with is, and each player's chance of
    losing the game (in play order) before the mover's turn."""

    ends: list[float]
    lose: tuple[float, ...]


#: One final hand of the player before the last (:meth:`TableRound._runs`):
#: its number, the summary it makes, the last player's chance of ending on
#: each rank, and the three runs of the player's chance of not losing the game.
_Run = tuple[int, Summary, Sequence[float], tuple[list[float], list[float], list[float]]]


class TableRound:
    """One state's round played for the game (see the module's docstring)."""

    def __init__(self, rules: Rules, key: Key, solution: TableSolution,
                 shipped_opener: bool = True) -> None:
        t = rank_table(rules)
        self.rules, self.key, self.solution = rules, key, solution
        #: False: the opener's choices and outlook, and the second player's
        #: choices, worked out from the chances alone, as the tests do to
        #: check the shipped ones.
        self.shipped_opener = shipped_opener
        self.players = len(key) - 1
        self.number, self.rank = t.number, t.rank
        self._facts = t
        self._dues = {d: i for i, d in enumerate(dues(rules))}
        self._due_table = _due_places(rules)
        #: the same, by worst hand first: each best hand's due with it
        self._due_columns = [list(column) for column in zip(*self._due_table, strict=True)]
        #: each case met: each player's chance of losing the game, and the
        #: jetons the round moves (worked out the first time it is asked)
        self._cases: dict[int, tuple[tuple[float, ...], int]] = {}
        self.replies: dict[tuple[int, Summary | None], Reply] = {}
        self._choices: dict[tuple[int, Summary | None], list[list[int]]] = {}
        self._tables: dict[tuple[int, Summary | None], TurnTables] = {}
        #: each turn solved, by its payoffs: many summaries lead to the same
        #: cases, so that their turns are one (at four players, a few hundred
        #: distinct turns of the last player for over a thousand summaries)
        self._ends: dict[tuple[float, ...], list[float]] = {}
        #: the last turn's runs (:meth:`_runs`), with the turn they are of
        self._kept_runs: tuple[tuple[int, Summary | None], list[_Run]] | None = None

    def summary(self, played: Sequence[Played]) -> Summary | None:
        """The summary of the hands ``played`` so far, in play order."""
        found: Summary | None = None
        for position, p in enumerate(played):
            found = joined(found, self.rank[INDEX[p.hand]], position)
        return found

    def case(self, summary: Summary) -> int:
        """The case of a round ended with ``summary``."""
        return case_of(self._facts, self._dues, self.players, summary)

    def settled(self, summary: Summary) -> tuple[tuple[float, ...], int]:
        """Each player's chance of losing the game once the round ends with
        ``summary``, and the jetons it moves, as the engine settles it."""
        return self._settled_case(self.case(summary))

    def _case(self, case: int) -> tuple[float, ...]:
        """Each player's chance of losing the game in ``case``."""
        found = self._cases.get(case)
        return found[0] if found is not None else self._settled_case(case)[0]

    def _settled_case(self, case: int) -> tuple[tuple[float, ...], int]:
        found = self._cases.get(case)
        if found is None:
            led = outcome(self.rules, self.key, case)
            assert led is not None
            if led.key is None:
                chances = tuple(float(p == led.loser) for p in range(self.players))
            else:
                after = self.solution.lose_chances(led.key)
                chances = tuple(after[place] if place >= 0 else 0.0 for place in led.places)
            found = self._cases[case] = (chances, led.moved)
        return found

    def ahead(self, position: int, summary: Summary | None, rank: int) -> tuple[float, ...]:
        """Each player's chance of losing the game once the player at
        ``position`` ends with ``rank``, every later one playing best."""
        if position == 0 and self.shipped_opener:  # every reply of every player
            return self.solution.opener_outlook(self.key, self.number[rank])[0]
        after = joined(summary, rank, position)
        if position == self.players - 1:
            return self.settled(after)[0]
        return self.reply(position + 1, after).lose

    def aheads(self, position: int, summary: Summary | None) -> list[tuple[float, ...]]:
        """:meth:`ahead` for every rank; for the last player, each rank's
        case read from where it falls against the best and worst hands."""
        if position < self.players - 1 or summary is None:
            return [self.ahead(position, summary, r) for r in range(HANDS)]
        best, holder, worst, loser = summary
        m, places, due = self.players, len(self._dues), self._due_table
        # the middle (neither best nor worst): none when one player played
        middle = self.settled(summary)[0] if worst < best or holder != loser else ()
        return [self._case((position * m + loser) * places + due[r][worst]) if r >= best
                else self._case((holder * m + position) * places + due[best][r]) if r < worst
                else middle for r in range(HANDS)]

    def pay(self, position: int, summary: Summary | None) -> list[float]:
        """The mover's payoff for each final hand (by number): minus his
        chance of losing the game."""
        found = [0.0] * HANDS
        for r, ahead in enumerate(self.aheads(position, summary)):
            found[self.number[r]] = -ahead[position]
        return found

    def reply(self, position: int, summary: Summary | None) -> Reply:
        """What the players from ``position`` on do after ``summary``."""
        found = self.replies.get((position, summary))
        if found is None:
            aheads = self.aheads(position, summary)
            pay = [0.0] * HANDS
            for r, ahead in enumerate(aheads):
                pay[self.number[r]] = -ahead[position]
            by_number = (self._opener_ends() if position == 0 and self.shipped_opener
                         else self._turn_ends(pay))
            ends = [by_number[n] for n in self.number]
            # each player's column of chances, the products added in rank order
            lose = tuple(add_up(map(mul, ends, column), 0.0)
                         for column in zip(*aheads, strict=True))
            found = self.replies[(position, summary)] = Reply(ends, lose)
        return found

    def _turn_ends(self, pay: list[float]) -> list[float]:
        """:func:`~penel421.solve.turn.ends.turn_ends` for ``pay``, each
        payoff solved once in the round (the same payoffs, the same bits)."""
        key = tuple(pay)
        found = self._ends.get(key)
        if found is None:
            found = self._ends[key] = turn_ends(pay, THROWS)
        return found

    def choices(self, position: int, summary: Summary | None) -> list[list[int]]:
        """The mover's choices for each hand (by number), by throws left (0
        first): a keep's number, or -1 to stop; the opener's are shipped.
        Remembered: read them, never change them."""
        found = self._choices.get((position, summary))
        if found is None:
            if position == 0 and self.shipped_opener:
                found = [[-1] * HANDS] + [
                    [self.solution.opener_choice(self.key, hand, left) for hand in ALL_HANDS]
                    for left in range(1, THROWS)]
            elif position == 1 and self.shipped_opener:
                assert summary is not None
                row = self.solution.second_choices(self.key, summary[0])
                found = [[-1] * HANDS] + [[c - 1 for c in row[(left - 1) * HANDS:left * HANDS]]
                                          for left in range(1, THROWS)]
            else:
                found = choice_table(self.pay(position, summary), THROWS)
            self._choices[(position, summary)] = found
        return found

    def keep(self, position: int, summary: Summary | None, hand: Hand,
             throws_left: int) -> Keep | None:
        """The mover's keep with ``hand`` and ``throws_left``, None to stop
        (the opener's and the second's read straight from the shipped rows)."""
        if position == 0 and self.shipped_opener:
            choice = self.solution.opener_choice(self.key, hand, throws_left)
        elif position == 1 and self.shipped_opener:
            assert summary is not None
            row = self.solution.second_choices(self.key, summary[0])
            choice = from_byte(row[(throws_left - 1) * HANDS + INDEX[hand]])
        else:
            choice = self.choices(position, summary)[throws_left][INDEX[hand]]
        return keep_of(choice)

    def _opener_ends(self) -> list[float]:
        """How likely each final hand (by number) is when the opener plays
        his shipped choices."""
        return final_chances(self.play(0, None), THROWS - 1)

    def play(self, position: int, summary: Summary | None) -> TurnPlay:
        """The mover's turn as a table: his chance of not losing the game
        for each hand and choice, played with his choices."""
        payoff = [1.0 + v for v in self.pay(position, summary)]
        return TurnPlay.following([payoff] * THROWS, self.choices(position, summary))

    def round_figures(self, whose: int, position: int,
                      summary: Summary | None) -> tuple[float, float, float]:
        """For the player at ``whose``: his chances of winning and of losing
        the round and the expected change of his jetons, from the turn of the
        player at ``position`` on, after ``summary``."""
        if position == self.players:
            assert summary is not None
            won, lost, change = self._settled(whose, summary)
            return float(won), float(lost), float(change)
        ends = self.reply(position, summary).ends
        found = [0.0, 0.0, 0.0]
        for r, chance in enumerate(ends):
            if chance:
                figures = self.round_figures(whose, position + 1,
                                             joined(summary, r, position))
                for i in range(3):
                    found[i] += chance * figures[i]
        return found[0], found[1], found[2]

    def _settled(self, whose: int, summary: Summary) -> tuple[int, int, int]:
        """Whether the player at ``whose`` wins and loses the round ended with
        ``summary``, and the change of his jetons, as integers."""
        best, holder, worst, loser = summary
        moved = self.settled(summary)[1]
        change = moved if loser == whose else -moved if holder == whose and self.key[0] == 0 else 0
        return int(holder == whose), int(loser == whose), change

    def turn_tables(self, position: int, summary: Summary | None) -> TurnTables:
        """The mover's turn with its figures (see
        :class:`~penel421.solve.pascal.turns.TurnTables`): his choices'
        chance of not losing the game, and with them his chances of winning
        and losing the round and the change of his jetons."""
        found = self._tables.get((position, summary))
        if found is not None:
            return found
        play = self.play(position, summary)
        figures: list[list[float | int]] = [[0.0] * HANDS for _ in range(3)]
        last = position == self.players - 1
        for r in range(HANDS):
            n = self.number[r]
            after: Sequence[float | int]
            if position == 0 and self.shipped_opener:
                after = self.solution.opener_outlook(self.key, n)[1:]
            elif last:  # integers: the last player's figures are exact fractions
                after = self._settled(position, joined(summary, r, position))
            else:
                after = self.round_figures(position, position + 1,
                                           joined(summary, r, position))
            for i in range(3):
                figures[i][n] = after[i]
        wins, loses, jetons = (play.evaluate([f] * THROWS) for f in figures)
        found = self._tables[(position, summary)] = TurnTables(play, wins, loses, jetons, play)
        return found

    def outcome_rows(self, position: int, summary: Summary | None
                     ) -> dict[str, tuple[list[float], list[float]]] | None:
        """For the player just before the last, each final hand's (by
        number) chance of winning the round, of losing it and of neither,
        and with each his chance of not losing the game when the round ends
        so (the chance times that figure), the last player answering best:
        the parts his turn's figure splits into, exactly (they add up to
        :meth:`play`'s payoff).  For the opener, the same from his shipped
        outlook (worked out at the table, it would take every reply of every
        player, some tenths of a second).  None for any other player (the
        second of four)."""
        if position == 0 and self.shipped_opener:
            return self._opener_rows()
        if position != self.players - 2:
            return None
        won_chance, won_part = [0.0] * HANDS, [0.0] * HANDS
        lost_chance, lost_part = [0.0] * HANDS, [0.0] * HANDS
        neither_chance, neither_part = [0.0] * HANDS, [0.0] * HANDS
        for n, (best, holder, worst, loser), ends, (low, middle, high) in self._runs(
                position, summary):
            # the last player takes the round on the best hand or above it,
            # and loses it below the worst: else the mover keeps what he holds;
            # each part his chance times what the rank leaves him, added in
            # rank order (the products and sums of aheads' row, no more)
            if holder == position:  # he wins unless the last beats him
                won_chance[n], neither_chance[n] = sum(ends[:best]), sum(ends[best:])
                won_part[n] = sum(map(mul, ends[:best], low + middle))
                neither_part[n] = sum(map(mul, ends[best:], high))
            elif loser == position:  # he loses unless the last falls below him
                lost_chance[n], neither_chance[n] = sum(ends[worst:]), sum(ends[:worst])
                lost_part[n] = sum(map(mul, ends[worst:], middle + high))
                neither_part[n] = sum(map(mul, ends[:worst], low))
            else:
                neither_chance[n] = sum(ends)
                neither_part[n] = sum(map(mul, ends, low + middle + high))
        return {"won": (won_chance, won_part), "lost": (lost_chance, lost_part),
                "neither": (neither_chance, neither_part)}

    def _opener_rows(self) -> dict[str, tuple[list[float], list[float]]]:
        """:meth:`outcome_rows` of the opener, read from his outlook: neither
        won nor lost is what winning and losing leave of his chance and of
        his payoff (one minus his chance of losing the game, as :meth:`play`)."""
        rows: dict[str, tuple[list[float], list[float]]] = {
            name: ([0.0] * HANDS, [0.0] * HANDS) for name in ("won", "lost", "neither")}
        for n in range(HANDS):
            chances, won, lost, _ = self.solution.opener_outlook(self.key, n)
            won_part, lost_part = self.solution.opener_parts(self.key, n)
            rows["won"][0][n], rows["won"][1][n] = won, won_part
            rows["lost"][0][n], rows["lost"][1][n] = lost, lost_part
            rows["neither"][0][n] = 1.0 - won - lost
            rows["neither"][1][n] = 1.0 - chances[0] - won_part - lost_part
        return rows

    def role_rows(self, position: int, summary: Summary | None
                  ) -> dict[str, dict[tuple[int, int], tuple[list[float], list[float]]]] | None:
        """:meth:`outcome_rows` split by who wins and who loses the round
        (their positions in the round): in each outcome, for each such
        pair, each final hand's chance and part.  Who it is decides who
        opens the next round and where the jetons go; the runs of the last
        player's ranks tell it: below the worst hand he loses to the best
        hand's holder, above the best he wins over the worst hand's, between
        the two hands before him decide.  Their sums are outcome_rows' (not
        bit for bit: added by pair).  None for any other player (the
        opener's rows are shipped summed)."""
        if position != self.players - 2:
            return None
        last = position + 1
        found: dict[str, dict[tuple[int, int], tuple[list[float], list[float]]]] = {}

        def add(n: int, winner: int, loser: int, ends: Sequence[float],
                values: Sequence[float]) -> None:
            name = "won" if winner == position else "lost" if loser == position else "neither"
            chance, part = found.setdefault(name, {}).setdefault(
                (winner, loser), ([0.0] * HANDS, [0.0] * HANDS))
            chance[n] += sum(ends)
            part[n] += sum(map(mul, ends, values))

        for n, (best, holder, worst, loser), ends, (low, middle, high) in self._runs(
                position, summary):
            add(n, holder, last, ends[:worst], low)
            add(n, holder, loser, ends[worst:best], middle)
            add(n, last, loser, ends[best:], high)
        return found

    def _runs(self, position: int, summary: Summary | None) -> list[_Run]:
        """For each final hand of the player at ``position``, just before the
        last: its number, the summary it makes, the last player's chance of
        ending on each rank, and the player's three runs (:class:`_Runs`).
        The last ones worked out are kept: :meth:`outcome_rows` and
        :meth:`role_rows` of one turn read the same."""
        key = (position, summary)
        if self._kept_runs is not None and self._kept_runs[0] == key:
            return self._kept_runs[1]
        last = position + 1
        runs = _Runs(self, position)
        found: list[_Run] = []
        for r in range(HANDS):
            after = joined(summary, r, position)
            found.append((self.number[r], after, self.reply(last, after).ends,
                          runs.spared(after)))
        self._kept_runs = (key, found)
        return found

    def seat_tables(self, position: int, summary: Summary | None) -> list[TurnPlay]:
        """For each player, in play order, his chance of not losing the game
        with each hand and choice of the mover's turn, the mover playing it
        with his choices and everyone after him best: what the analysis
        weighs every player's luck with."""
        play = self.play(position, summary)
        aheads = [self.ahead(position, summary, r) for r in range(HANDS)]
        found = []
        for p in range(self.players):
            payoff = [0.0] * HANDS
            for r, ahead in enumerate(aheads):
                payoff[self.number[r]] = 1.0 - ahead[p]
            found.append(play.evaluate([payoff] * THROWS))
        return found


class _Runs:
    """For the player at ``position``, just before the last, his chance of
    not losing the game for each rank the last player ends with, one
    summary after another of :meth:`TableRound.outcome_rows`: one minus his
    figure in :meth:`TableRound.aheads` (the same floats), as three runs of
    ranks — below the worst hand, from it to the best, from the best up —
    each run kept while the rows are worked out, for the next summaries
    that share it (then dropped: nothing more for the round to keep)."""

    def __init__(self, table: TableRound, position: int) -> None:
        self.table, self.position = table, position
        self.last = position + 1
        self.places = len(table._dues)
        #: each case's first place (the round's winner and loser), with each
        #: due met: one minus the player's chance of losing the game there
        self._cases: dict[int, dict[int, float]] = {}
        #: below the worst hand, by (first place, best hand); from the best
        #: hand up, by (first place, worst hand), with where the run starts
        self._lows: dict[tuple[int, int], list[float]] = {}
        self._highs: dict[tuple[int, int], tuple[int, list[float]]] = {}

    def spared(self, after: Summary) -> tuple[list[float], list[float], list[float]]:
        """The three runs after ``after``: below its worst hand, from it to
        its best, from its best up."""
        table, m, places = self.table, self.table.players, self.places
        best, holder, worst, loser = after
        assert worst <= best
        # below the worst: a case of the best hand's holder and the last player
        key = ((holder * m + self.last) * places, best)
        low = self._lows.get(key, [])
        if len(low) < worst:
            low = self._lows[key] = low + self._row(key[0], table._due_table[best][len(low):worst])
        # from the best up: a case of the last player and the worst hand's holder
        key = ((self.last * m + loser) * places, worst)
        start, high = self._highs.get(key, (HANDS, []))
        if best < start:
            high = self._row(key[0], table._due_columns[worst][best:start]) + high
            start = best
            self._highs[key] = (start, high)
        middle = ([1.0 - table.settled(after)[0][self.position]] * (best - worst)
                  if worst < best else [])
        return low[:worst], middle, high[best - start:]

    def _row(self, base: int, dues: list[int]) -> list[float]:
        """One minus the player's chance of losing the game in each case
        ``base + due`` (only the cases asked, as :meth:`TableRound.aheads`)."""
        found = self._cases.get(base)
        if found is None:
            found = self._cases[base] = {}
        for due in set(dues).difference(found):
            found[due] = 1.0 - self.table._case(base + due)[self.position]
        return list(map(found.__getitem__, dues))


@lru_cache(maxsize=8)
def _due_places(rules: Rules) -> list[list[int]]:
    """Each pair of ranks' due, as its place in :func:`~.table_states.dues`."""
    t = rank_table(rules)
    place = {d: i for i, d in enumerate(dues(rules))}
    return [[place[t.due(best, worst)] for worst in range(HANDS)] for best in range(HANDS)]


def summary_of(rules: Rules, order: Sequence[int], played: Sequence[Played]) -> Summary | None:
    """The summary of the hands ``played`` so far, in play order."""
    rank = rank_table(rules).rank
    found: Summary | None = None
    for position, p in enumerate(played):
        found = joined(found, rank[INDEX[p.hand]], position)
    return found


def table_round(rules: Rules, state: GameState) -> TableRound | None:
    """The round from ``state`` played for the game, if its size is solved
    for these rules (remembered: the round's later players read what its
    earlier ones worked out)."""
    solution = table_solution_for(rules, len(state.in_game))
    if solution is None:
        return None
    key = (state.pot, *(state.tokens[s] for s in state.seating()))
    found = _ROUNDS.get((solution, key))
    if found is None:
        if len(_ROUNDS) >= ROUNDS_KEPT:
            _ROUNDS.clear()
        found = _ROUNDS[(solution, key)] = TableRound(rules, key, solution)
    return found


#: The rounds remembered, by solution (for its rules) and state.
_ROUNDS: dict[tuple[TableSolution, Key], TableRound] = {}


def forget_table_rounds() -> None:
    """Drop every round remembered (for tests and long runs)."""
    _ROUNDS.clear()

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

    ends: tuple[float, ...]
    lose: tuple[float, ...]


class _Rows(NamedTuple):
    """The turn of the player before the last over his final hands (by
    number), the last player answering best (:meth:`TableRound._rows`)."""

    #: his chances of winning and of losing the round and the change of his jetons
    figures: tuple[list[float], list[float], list[float]]
    #: :meth:`TableRound.outcome_rows`
    outcomes: dict[str, tuple[list[float], list[float]]]
    #: :meth:`TableRound.role_rows`
    roles: dict[str, dict[tuple[int, int], tuple[list[float], list[float]]]]


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
        self._ends: dict[tuple[float, ...], tuple[float, ...]] = {}
        #: one minus each player's chance of losing the game in each case, by
        #: (position, the case's winner and loser), then due's place (:meth:`spared`)
        self._spared_cases: dict[tuple[int, int], dict[int, float]] = {}
        #: the jetons each case moves, by the case's winner and loser, then due's place
        self._moved_cases: dict[int, dict[int, float]] = {}
        #: the turns of the player before the last, over his final hands (:meth:`_rows`)
        self._turn_rows: dict[tuple[int, Summary | None], _Rows] = {}

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
            # a tuple, as the turns' ends: they live as long as the round, and
            # the collector stops looking into tuples of numbers
            ends = tuple([by_number[n] for n in self.number])
            # each player's column of chances, the products added in rank order
            lose = tuple(add_up(map(mul, ends, column), 0.0)
                         for column in zip(*aheads, strict=True))
            found = self.replies[(position, summary)] = Reply(ends, lose)
        return found

    def _turn_ends(self, pay: list[float]) -> tuple[float, ...]:
        """:func:`~penel421.solve.turn.ends.turn_ends` for ``pay``, each
        payoff solved once in the round (the same payoffs, the same bits)."""
        key = tuple(pay)
        found = self._ends.get(key)
        if found is None:
            found = self._ends[key] = tuple(turn_ends(pay, THROWS))
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
        figures: Sequence[Sequence[float | int]]
        if position == self.players - 2:  # his figures come with his outcomes' rows
            figures = self._rows(position, summary).figures
        else:
            figures = self._figures(position, summary)
        wins, loses, jetons = (play.evaluate([f] * THROWS) for f in figures)
        found = self._tables[(position, summary)] = TurnTables(play, wins, loses, jetons, play)
        return found

    def _figures(self, position: int, summary: Summary | None) -> list[list[float | int]]:
        """For each final hand (by number) of the player at ``position``, his
        chances of winning and of losing the round and the change of his
        jetons, every later player answering best."""
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
        return figures

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
        return self._rows(position, summary).outcomes

    def _opener_rows(self) -> dict[str, tuple[list[float], list[float]]]:
        """:meth:`outcome_rows` of the opener, read from his outlook: neither
        won nor lost is what winning and losing leave of his chance and of
        his payoff (one minus his chance of losing the game, as :meth:`play`)."""
        loses, won, lost, won_part, lost_part = self.solution.opener_columns(self.key)
        return {"won": (won, won_part), "lost": (lost, lost_part),
                "neither": ([1.0 - w - a for w, a in zip(won, lost, strict=True)],
                            [1.0 - c - w - a for c, w, a in zip(loses, won_part, lost_part,
                                                               strict=True)])}

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
        return self._rows(position, summary).roles

    def _rows(self, position: int, summary: Summary | None) -> _Rows:
        """The turn of the player at ``position``, just before the last, over
        each of his final hands (:class:`_Rows`): his round's figures, as
        :meth:`round_figures` adds them, and his :meth:`outcome_rows` and
        :meth:`role_rows`, in one pass.  For each final hand, the last
        player's chance of ending on each rank times the player's chance of
        not losing the game there (:meth:`spared`) is worked out once, then
        added over the runs of ranks each figure, outcome and pair of winner
        and loser takes, in rank order.  Kept for the round, as its tables
        are (:meth:`turn_tables` reads the figures, a reason the rows)."""
        key = (position, summary)
        found = self._turn_rows.get(key)
        if found is not None:
            return found
        last, m, places = position + 1, self.players, len(self._dues)
        decharge = self.key[0] == 0
        due_table, due_columns = self._due_table, self._due_columns
        wins, loses, jetons = [0.0] * HANDS, [0.0] * HANDS, [0.0] * HANDS
        won_chance, won_part = [0.0] * HANDS, [0.0] * HANDS
        lost_chance, lost_part = [0.0] * HANDS, [0.0] * HANDS
        neither_chance, neither_part = [0.0] * HANDS, [0.0] * HANDS
        roles: dict[str, dict[tuple[int, int], tuple[list[float], list[float]]]] = {}

        def role(name: str, pair: tuple[int, int]) -> tuple[list[float], list[float]]:
            pairs = roles.get(name)
            if pairs is None:
                pairs = roles[name] = {}
            found = pairs.get(pair)
            if found is None:
                found = pairs[pair] = ([0.0] * HANDS, [0.0] * HANDS)
            return found

        for r in range(HANDS):
            after = joined(summary, r, position)
            best, holder, worst, loser = after
            ends = self.reply(last, after).ends
            # the cases of the last player below the worst hand (the best
            # hand's holder's and his) and from the best up (his and the worst
            # hand's holder's), for the jetons they move; between the two, the
            # case ``after`` makes; and the player's chance of not losing the
            # game on each rank (spared: the same runs)
            low, high = (holder * m + last) * places, (last * m + loser) * places
            low_dues, high_dues = due_table[best][:worst], due_columns[worst][best:]
            spared = self.spared(position, after)
            moved = self.settled(after)[1] if worst < best else 0
            # the products once: each run's sums, and each outcome's, read them
            parts = list(map(mul, ends, spared))
            n = self.number[r]
            runs = ((holder, last, ends[:worst], parts[:worst]),
                    (holder, loser, ends[worst:best], parts[worst:best]),
                    (last, loser, ends[best:], parts[best:]))
            # he takes the round on the best hand or above it, and loses it
            # below the worst: else the mover keeps what he holds; his
            # figures add each rank's one after the other, from 0.0, as
            # round_figures does (a rank he does not win or lose on adds 0.0)
            if holder == position:  # he wins unless the last beats him
                wins[n] = add_up(ends[:best], 0.0)
                won_chance[n], won_part[n] = sum(ends[:best]), sum(parts[:best])
                neither_chance[n], neither_part[n] = sum(runs[2][2]), sum(runs[2][3])
                if decharge:  # he gives what the round moves, unless the last wins
                    given = [-v for v in self._moved_row(low, low_dues)]
                    if worst < best:
                        given += [float(-moved)] * (best - worst)
                    jetons[n] = add_up(map(mul, ends[:best], given), 0.0)
            elif loser == position:  # he loses unless the last falls below him
                loses[n] = add_up(ends[worst:], 0.0)
                lost_chance[n], lost_part[n] = sum(ends[worst:]), sum(parts[worst:])
                neither_chance[n], neither_part[n] = sum(runs[0][2]), sum(runs[0][3])
                taken = [float(moved)] * (best - worst) if worst < best else []
                taken += self._moved_row(high, high_dues)
                jetons[n] = add_up(map(mul, ends[worst:], taken), 0.0)
            else:
                neither_chance[n], neither_part[n] = sum(ends), sum(parts)
            for winner, loses_it, chances_run, products in runs:
                chance, part = role("won" if winner == position else "lost"
                                    if loses_it == position else "neither", (winner, loses_it))
                chance[n] += sum(chances_run)
                part[n] += sum(products)
        found = self._turn_rows[key] = _Rows(
            (wins, loses, jetons),
            {"won": (won_chance, won_part), "lost": (lost_chance, lost_part),
             "neither": (neither_chance, neither_part)}, roles)
        return found

    def spared(self, position: int, after: Summary) -> list[float]:
        """For the player at ``position``, just before the last, one minus
        his chance of losing the game for each rank the last player may end
        with after ``after``: one minus his figure in :meth:`aheads` (the
        same floats), read as three runs of ranks — below the worst hand a
        case of the best hand's holder and the last player, from the worst
        to the best the case ``after`` makes, from the best up a case of the
        last player and the worst hand's holder."""
        best, holder, worst, loser = after
        last, m, places = position + 1, self.players, len(self._dues)
        found = self._spared_row(position, (holder * m + last) * places,
                                 self._due_table[best][:worst])
        if worst < best:
            found += [1.0 - self.settled(after)[0][position]] * (best - worst)
        return found + self._spared_row(position, (last * m + loser) * places,
                                        self._due_columns[worst][best:])

    def _spared_row(self, position: int, base: int, dues: Sequence[int]) -> list[float]:
        """One minus the chance of the player at ``position`` of losing the
        game in each case ``base + due``, for the ``dues`` (places) asked;
        each worked out once in the round."""
        found = self._spared_cases.get((position, base))
        if found is None:
            found = self._spared_cases[(position, base)] = {}
        try:
            return list(map(found.__getitem__, dues))
        except KeyError:
            for due in set(dues).difference(found):
                found[due] = 1.0 - self._case(base + due)[position]
            return list(map(found.__getitem__, dues))

    def _moved_row(self, base: int, dues: Sequence[int]) -> list[float]:
        """The jetons each case ``base + due`` moves, for the ``dues``
        (places) asked, as floats; each worked out once in the round."""
        found = self._moved_cases.get(base)
        if found is None:
            found = self._moved_cases[base] = {}
        try:
            return list(map(found.__getitem__, dues))
        except KeyError:
            for due in set(dues).difference(found):
                found[due] = float(self._settled_case(base + due)[1])
            return list(map(found.__getitem__, dues))

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

"""GW-BASIC's RND and RANDOMIZE against values printed by PC-BASIC 2.0.8.

The literal values below were captured with PC-BASIC 2.0.8 (default GW-BASIC 3.23
dialect), one fresh interpreter per game number, running CAPTURE.BAS::

    10 INPUT N
    20 RANDOMIZE N
    30 FOR I=1 TO 20: PRINT INT(RND*6)+1;: NEXT: PRINT
    40 FOR I=1 TO 4: PRINT CDBL(RND)*16777216#;: NEXT: PRINT

with ``printf '%s\\r' "$N" | pcbasic CAPTURE.BAS -n -q``.  ``CDBL(RND)*16777216#``
prints the raw RND value times 2**24 exactly (a single would round it to 7 digits).
The fresh-start values come from FRESH.BAS, run with ``printf '' | pcbasic FRESH.BAS -n -q``::

    10 FOR I=1 TO 4: PRINT CDBL(RND)*16777216#;: NEXT: PRINT
    20 FOR I=1 TO 20: PRINT INT(RND*6)+1;: NEXT: PRINT

Game 4438 came from the same CAPTURE.BAS with 40 dice instead of 20 and
``PRINT CDBL(RND(0))*16777216#, RND(0)*6`` after them, which printed ``13981013  5``.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from penel421.cli.programs.basic import pcbasic_command
from penel421.core.basic_rnd import MAX_SEED, MIN_SEED, BasicDice, BasicRandom

# game number -> (first 20 dice, the next 4 RND values times 2**24)
CAPTURED = {
    0: ((1, 1, 2, 3, 6, 4, 3, 5, 2, 3, 6, 5, 1, 4, 5, 1, 4, 1, 4, 3),
        (5261680, 492147, 1024874, 10345605)),
    1: ((4, 3, 1, 1, 2, 4, 4, 2, 3, 1, 2, 3, 1, 5, 4, 5, 2, 5, 4, 2),
        (15288688, 3965555, 7381866, 8051845)),
    42: ((6, 5, 2, 2, 4, 6, 5, 3, 1, 6, 6, 3, 3, 1, 3, 5, 5, 2, 2, 6),
         (15348080, 14273139, 12110698, 4351109)),
    12345: ((5, 6, 6, 4, 3, 6, 4, 3, 6, 4, 4, 3, 1, 5, 4, 6, 1, 3, 4, 5),
            (11569520, 15123059, 7463786, 7806085)),
    32767: ((4, 6, 6, 2, 3, 4, 4, 3, 2, 4, 2, 6, 6, 1, 1, 1, 1, 5, 5, 4),
            (7712880, 15945075, 3687018, 6291333)),
    # RANDOMIZE reads N's bytes, not its value: 16391 seeds exactly as 1 does
    16391: ((4, 3, 1, 1, 2, 4, 4, 2, 3, 1, 2, 3, 1, 5, 4, 5, 2, 5, 4, 2),
            (15288688, 3965555, 7381866, 8051845)),
    -1: ((4, 3, 2, 4, 4, 2, 3, 6, 5, 1, 2, 4, 5, 4, 2, 6, 6, 5, 3, 6),
         (16107888, 1507955, 14754666, 2710661)),
    -42: ((6, 5, 3, 5, 1, 4, 4, 1, 3, 6, 6, 3, 2, 6, 1, 6, 2, 2, 1, 4),
          (16167280, 11815539, 2706282, 15787141)),
    -32768: ((1, 6, 1, 2, 3, 2, 6, 4, 5, 2, 3, 2, 6, 2, 6, 4, 2, 6, 6, 3),
             (7129456, 11666035, 1057642, 10247301)),
}

FRESH_RND = (2035917, 10936412, 14577071, 12243382)
FRESH_DICE = (5, 1, 3, 3, 1, 6, 5, 4, 6, 2, 6, 6, 4, 4, 5, 5, 5, 5, 3, 3)

# The one state where single-precision RND*6 rounds up to the next integer
ROUNDS_UP = 13981013
GAME_4438_DICE = (2, 3, 5, 2, 6, 1, 1, 4, 6, 4, 5, 2, 2, 5, 2, 4, 1, 1, 6, 6,
                  4, 3, 4, 4, 5, 1, 4, 3, 3, 6, 6, 5, 3, 1, 3, 5, 6, 6, 1, 6)


# --- captured values ----------------------------------------------------------------


def test_fresh_generator_gives_the_start_sequence():
    rng = BasicRandom()
    assert [rng.rnd() for _ in FRESH_RND] == [v / 2**24 for v in FRESH_RND]
    assert [int(rng.rnd() * 6) + 1 for _ in FRESH_DICE] == list(FRESH_DICE)


@pytest.mark.parametrize("game", sorted(CAPTURED))
def test_dice_and_rnd_after_randomize_match_pc_basic(game):
    dice_20, raw = CAPTURED[game]
    dice = BasicDice(game)
    assert dice.roll(20) == dice_20
    assert [dice.rnd() for _ in raw] == [v / 2**24 for v in raw]


def test_randomize_on_a_fresh_generator_equals_basic_dice():
    rng = BasicRandom()
    rng.randomize(42)
    assert tuple(int(rng.rnd() * 6) + 1 for _ in range(20)) == CAPTURED[42][0]


def test_roll_counts_split_the_same_sequence():
    dice = BasicDice(12345)
    thrown = dice.roll(3) + dice.roll(1) + dice.roll(0) + dice.roll(2) + dice.roll(14)
    assert thrown == CAPTURED[12345][0]


def test_the_one_state_where_rnd_times_6_rounds_up():
    # 6 * 13981013 = 5 * 2**24 - 2: exactly 4.99999988..., but a single has steps
    # of 2**-21 between 4 and 8, so RND*6 is 5.0 and the die shows 6.
    assert 6 * ROUNDS_UP == 5 * 2**24 - 2
    dice = BasicDice(4438)
    assert dice.roll(40) == GAME_4438_DICE
    rng = BasicRandom()
    rng.randomize(4438)
    raws = [rng.rnd() for _ in range(40)]
    assert raws[-1] == ROUNDS_UP / 2**24
    assert int(raws[-1] * 6) + 1 == 5  # what double-precision Python would wrongly say


def _round_to_24_bits(x: int) -> int:
    """Round a positive integer to 24 significant bits, halves to even (single precision)."""
    drop = max(x.bit_length() - 24, 0)
    if drop == 0:
        return x
    q, r = divmod(x, 1 << drop)
    half = 1 << (drop - 1)
    if r > half or (r == half and q & 1):
        q += 1
    return q << drop


def test_integer_faces_equal_single_precision_faces_except_one_state():
    # INT(RND*6) could differ from (6*s) >> 24 only where rounding 6*s to 24 bits
    # reaches a multiple of 2**24; a single's step there is at most 8, so only
    # states within 8 below such a multiple need checking.
    crossing = []
    for k in range(1, 6):
        top = k * 2**24
        for s in range(max(0, (top - 8) // 6), -(-top // 6)):
            if _round_to_24_bits(6 * s) >> 24 != (6 * s) >> 24:
                crossing.append(s)
    assert crossing == [ROUNDS_UP]


def test_a_second_randomize_keeps_the_low_byte_of_the_state():
    # A session: game 42, then game 43 with a fresh RANDOMIZE on the same generator.
    dice = BasicDice(42)
    dice.roll(20)
    dice.randomize(43)
    second = dice.roll(20)
    assert second != BasicDice(43).roll(20)
    # 256 steps (RND or RANDOMIZE) bring the low byte back: the game repeats
    dice = BasicDice(43)
    first = dice.roll(255)
    dice.randomize(43)
    assert dice.roll(255) == first


# --- refused game numbers -------------------------------------------------------------


def test_each_game_of_the_listing_depends_on_its_number_alone():
    """``X = RND(-1): RANDOMIZE N`` before each game, as the listing does.
    Printed by PC-BASIC 2.0.8 for ``X=RND(-1): RANDOMIZE N`` then 12 times
    ``INT(RND*6)+1``, with N = 42, then after 37 more RND, 42 again and 43."""
    assert BasicDice.for_game(42).roll(12) == (3, 1, 6, 2, 6, 5, 4, 5, 2, 4, 3, 4)
    assert BasicDice.for_game(43).roll(12) == (1, 6, 2, 3, 6, 4, 4, 1, 6, 6, 4, 1)
    dice = BasicDice(7)
    dice.roll(37)
    dice.restart()
    dice.randomize(42)
    assert dice.roll(12) == BasicDice.for_game(42).roll(12)


def test_accepted_range_ends():
    assert (MIN_SEED, MAX_SEED) == (-32768, 32767)
    BasicDice(MIN_SEED)
    BasicDice(MAX_SEED)


@pytest.mark.parametrize("bad", [MIN_SEED - 1, MAX_SEED + 1, 10**6, -(10**6)])
def test_game_numbers_out_of_range_are_refused(bad):
    with pytest.raises(ValueError, match="outside"):
        BasicDice(bad)
    with pytest.raises(ValueError, match="outside"):
        BasicRandom().randomize(bad)


@pytest.mark.parametrize("bad", [1.5, 42.0, "42", None, True])
def test_non_integers_are_refused(bad):
    with pytest.raises(ValueError, match="integer"):
        BasicDice(bad)


def test_refused_randomize_leaves_the_generator_alone():
    dice = BasicDice(42)
    with pytest.raises(ValueError):
        dice.randomize(MAX_SEED + 1)
    assert dice.roll(20) == CAPTURED[42][0]


# --- live PC-BASIC ------------------------------------------------------------------

SESSION_BAS = """\
10 INPUT K
20 FOR J=1 TO K
30 INPUT N, D
40 RANDOMIZE N
50 PRINT "GAME"
60 FOR I=1 TO D: PRINT INT(RND*6)+1: NEXT
70 NEXT J
"""


def _pcbasic() -> list[str]:
    command = pcbasic_command()  # as penel421 --basic starts it
    if command is None:
        pytest.fail("pcbasic is not installed: install the test extra (pip install -e '.[test]')")
    return command


def _pcbasic_session(tmp_path: Path, games: list[tuple[int, int]]) -> list[tuple[int, ...]]:
    """Run SESSION_BAS in one PC-BASIC: RANDOMIZE each game number, print its dice."""
    program = tmp_path / "SESSION.BAS"
    program.write_text(SESSION_BAS.replace("\n", "\r\n"), encoding="ascii")
    answers = f"{len(games)}\r" + "".join(f"{n},{count}\r" for n, count in games)
    result = subprocess.run(
        [*_pcbasic(), str(program), "-n", "-q"],
        input=answers.encode("ascii"),  # then stdin is closed, or PC-BASIC would wait
        capture_output=True, timeout=300, cwd=tmp_path, check=False,
    )
    # one die a line, under a GAME line (a line of dice would wrap at 80 columns)
    thrown: list[list[int]] = []
    for line in result.stdout.decode("ascii", "replace").splitlines():
        if line == "GAME":
            thrown.append([])
        elif thrown and line.strip().isdigit():
            thrown[-1].append(int(line))
    assert [len(t) for t in thrown] == [count for _, count in games], (result.stdout,
                                                                      result.stderr)
    return [tuple(t) for t in thrown]


def _python_session(games: list[tuple[int, int]]) -> list[tuple[int, ...]]:
    (first, count), *rest = games
    dice = BasicDice(first)
    thrown = [dice.roll(count)]
    for game, count in rest:
        dice.randomize(game)
        thrown.append(dice.roll(count))
    return thrown


@pytest.mark.slow
@pytest.mark.parametrize("games", [
    [(12345, 20)],
    [(4438, 40), (16391, 10)],  # the round-up state, then a second game
    [(42, 20), (43, 20), (-1, 10), (32767, 5)],  # a session: N, N+1, ...
])
def test_live_pc_basic_throws_the_same_dice(tmp_path, games):
    assert _pcbasic_session(tmp_path, games) == _python_session(games)


def test_randomize_keeps_two_bytes_so_some_game_numbers_throw_the_same_dice():
    """A known bug of the original machine, kept faithfully (original/README.md,
    « Bugs connus »): games 16, 4097 and 16389 are one game."""
    def dice(number: int) -> list[int]:
        source = BasicDice.for_game(number)
        return [face for _ in range(10) for face in source.roll(3)]

    assert dice(16) == dice(4097) == dice(16389)
    assert dice(16) != dice(17)

"""GW-BASIC's ``RND`` and ``RANDOMIZE``, bit for bit, so the 1987 mode throws the listing's dice.

The 1987 listing seeds with ``INPUT N`` then ``RANDOMIZE N`` and throws each die as
``INT(RND*6)+1``.  To print the same game as the listing run under PC-BASIC 2.0.8 (its
default GW-BASIC 3.23 dialect), the port must reproduce that interpreter exactly:

* The generator is a linear congruential generator on 24 bits,
  ``state = (state * 214013 + 2531011) mod 2**24``; ``RND`` steps it, then returns
  ``state / 2**24``, which a single-precision number (24-bit mantissa) holds exactly.
  A fresh interpreter starts from state ``0x4FC752``.

* ``RANDOMIZE N`` does not restart the sequence: it keeps only the low byte of the
  current state, steps the generator once from that byte, then adds
  ``key * 0x43FD00`` modulo 2**24.  The key is not N itself but 16 bits taken from
  the bytes of N as stored: for a single-precision variable (GW-BASIC's default
  type, as after ``INPUT N``), the 4 bytes of its Microsoft Binary Format value
  are ``m0 m1 m2 e`` (mantissa low to high, the sign replacing the top mantissa
  bit, then the exponent); the key is the little-endian signed 16-bit word
  ``(m2 ^ m0, e ^ m1)``.  So ``RANDOMIZE N`` with ``N = 1`` uses the key -32512.
  (An integer variable ``N%`` would use its own value as the key: a different game.)

* Because the low byte survives, a second ``RANDOMIZE N`` in the same run gives
  the same dice as the first only if the number of ``RND`` and ``RANDOMIZE`` calls
  in between is a multiple of 256 (the low 8 bits of this generator cycle every
  256 steps).

* ``RND(-1)`` restarts the generator whatever its state: a negative argument sets
  the state from that number's mantissa (2**23 for -1), then steps it.  The
  listing does ``X = RND(-1): RANDOMIZE N`` before each game, so that a game's dice
  depend on its number alone, first game of a session or not:
  :meth:`BasicDice.for_game` does the same.
"""

from __future__ import annotations

_BITS = 24
_PERIOD = 1 << _BITS
_MASK = _PERIOD - 1
_MULTIPLIER = 214013
_INCREMENT = 2531011
_START = 0x4FC752  # state of a freshly started interpreter
_RANDOMIZE_STEP = 0x43FD00  # RANDOMIZE adds key * this to the state

# Game numbers accepted by RANDOMIZE here: the range GW-BASIC's own RANDOMIZE prompt
# names, all held exactly by a single-precision variable, and checked against PC-BASIC.
MIN_SEED = -32768
MAX_SEED = 32767

# INT(RND*6) in single precision is floor(round24(6*s) / 2**24), where s is the state
# and round24 rounds to 24 significant bits (nearest, ties to even).  An integer floor
# (6*s) >> 24 agrees unless that rounding carries 6*s up onto a multiple k * 2**24.
# 6*s < 2**25 needs at most 25 bits and is even, so it is exact.  Above that, write
# d = k * 2**24 - 6*s > 0: since 6*s is a multiple of 6, d = k * 2**24 (mod 6), i.e.
# d = 0 (mod 6) for k = 3, d = 4 (mod 6) for k = 4 and d = 2 (mod 6) for k = 5.
# For k = 3 and 4, 6*s is below 2**26 where a single's step is 4: d >= 4 leaves 6*s
# at least a half step below the integer, so it cannot round up onto it (d = 4 with
# k = 4 is itself a multiple of 4, exact).  For k = 5, 6*s lies in [2**26, 2**27)
# where the step is 8: d = 2 rounds up to 5 * 2**24, d >= 8 cannot.  So exactly one
# state breaks the integer formula: 6*s = 5 * 2**24 - 2, s = 13981013, where RND*6
# is 4.99999988 and rounds to 5.0 in single precision: the die shows 6, not 5.
# tests/core/test_basic_rnd.py checks that state against PC-BASIC, and a one-off run of
# PC-BASIC's own number code over all 2**24 states found no other.
_ROUNDS_UP_TO_SIX = (5 * _PERIOD - 2) // 6


def _single_key(n: int) -> int:
    """The 16-bit key RANDOMIZE reads from the single-precision value ``n``."""
    if n == 0:
        return 0  # a single zero is four zero bytes
    size = abs(n).bit_length()
    mantissa = abs(n) << (_BITS - size)  # top bit set, 24 bits, exact for |n| <= 2**24
    m0, m1, m2 = mantissa & 0xFF, (mantissa >> 8) & 0xFF, (mantissa >> 16) & 0x7F
    if n < 0:
        m2 |= 0x80  # MBF keeps the sign where the implicit top mantissa bit would be
    exponent = 128 + size  # MBF: value = 0.1mmm... (binary) * 2**(exponent - 128)
    key = (m2 ^ m0) | ((exponent ^ m1) << 8)
    return key - 0x10000 if key & 0x8000 else key


class BasicRandom:
    """GW-BASIC's random generator, as a freshly started PC-BASIC 2.0.8 holds it."""

    __slots__ = ("_state",)

    def __init__(self) -> None:
        self._state = _START

    def randomize(self, n: int) -> None:
        """Do ``RANDOMIZE N`` where N is a single-precision variable holding ``n``.

        ``n`` must be an integer from :data:`MIN_SEED` to :data:`MAX_SEED`; anything
        else raises :class:`ValueError`.
        """
        if isinstance(n, bool) or not isinstance(n, int):
            raise ValueError(f"RANDOMIZE needs an integer game number, not {n!r}")
        if not MIN_SEED <= n <= MAX_SEED:
            raise ValueError(f"game number {n} is outside {MIN_SEED}..{MAX_SEED}")
        # only the low byte of the old state survives, stepped once like an RND
        low = ((self._state & 0xFF) * _MULTIPLIER + _INCREMENT) & _MASK
        self._state = (low + _single_key(n) * _RANDOMIZE_STEP) & _MASK

    def restart(self) -> None:
        """Do ``X = RND(-1)``: the same state whatever came before."""
        self._state = ((1 << 23) * _MULTIPLIER + _INCREMENT) & _MASK

    def rnd(self) -> float:
        """Do ``RND``: the next value, a multiple of 1/2**24 in [0, 1)."""
        self._state = (self._state * _MULTIPLIER + _INCREMENT) & _MASK
        return self._state / _PERIOD  # exact: a 24-bit integer over a power of two


class BasicDice(BasicRandom):
    """The listing's dice: ``RANDOMIZE game_number``, then ``INT(RND*6)+1`` per die."""

    __slots__ = ()

    def __init__(self, game_number: int) -> None:
        super().__init__()
        self.randomize(game_number)

    @classmethod
    def for_game(cls, game_number: int) -> BasicDice:
        """The dice of game ``game_number`` of the listing: ``X = RND(-1)``, then
        ``RANDOMIZE game_number``."""
        dice = cls.__new__(cls)
        dice.restart()
        dice.randomize(game_number)
        return dice

    def roll(self, count: int) -> tuple[int, ...]:
        """Throw ``count`` dice, one ``RND`` each, in order."""
        state = self._state
        faces = []
        for _ in range(count):
            # the same step as rnd(), inlined: this runs for every die of a simulation
            state = (state * _MULTIPLIER + _INCREMENT) & _MASK
            faces.append(((state * 6) >> _BITS) + 1 if state != _ROUNDS_UP_TO_SIX else 6)
        self._state = state
        return tuple(faces)

"""penel421: the 421 dice game of Science & Vie n° 834 (1987), and the modern bar rules."""

__version__ = "0.1.0"

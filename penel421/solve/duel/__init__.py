"""The two-player game solved, for either rule set.

One solver (:mod:`.solver`) and one solution type (:mod:`.solution`); each
game gives its facts (:class:`~penel421.solve.duel.solver.DuelGame`): what a
state's value counts, how its states are written, how its fixed point is
found.  The 1987 game's are in :mod:`penel421.solve.game1987.solution`, the
pascal game's in :mod:`penel421.solve.pascal.duel_solution`.
"""

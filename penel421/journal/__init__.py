"""The journal: every game kept in one SQLite file, to list, resume, export and analyse.

- :mod:`.store` opens (or creates) the file, checks it before touching it,
  migrates it, and reads and writes the games' rows;
- :mod:`.schema` is the SQL the file is made with, and how a file is
  recognised as penel421's (the training's tables included, whose rows
  :mod:`penel421.learn.store` reads and writes);
- :mod:`.recorded` is a game as the journal keeps it (:class:`GameRecord`);
- :mod:`.recorder` is the engine listener that writes a game as it goes;
- :mod:`.replay` plays a kept game again, throw for throw, and resumes it;
- :mod:`.records` counts each person's games against each computer;
- :mod:`.export` writes every game as JSON Lines.

The play session and the command line use it; the consoles never do.
"""

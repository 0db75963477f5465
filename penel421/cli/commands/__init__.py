"""The commands as click declares them: a name, a help, options, and the
program each runs (:mod:`penel421.cli.programs`), imported by name only when
it runs (:mod:`penel421.cli.lazy`).  ``penel421 CMD --help`` loads one of these
modules, and they import nothing of the game."""

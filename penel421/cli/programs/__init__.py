"""What each command does once click has parsed it: build a spec, make one
call to the layer that does the work, render what it found; every failure
said in French (:mod:`penel421.cli.errors`).  A program's module is imported
only when its command runs (:mod:`penel421.cli.lazy`), so it imports at its
top everything it needs."""

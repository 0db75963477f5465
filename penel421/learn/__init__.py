"""The training and the progress: what a player learns from the games kept.

- :mod:`.schedule`: the ladder of intervals a card climbs, with an injected clock;
- :mod:`.cards`: a card (a decision of a person, or of the starter deck) and
  its grade, by the same evaluation as the analysis;
- :mod:`.deck`: which cards a training session asks, in which order;
- :mod:`.starter`: the starter deck shipped for a fresh install;
- :mod:`.catch_up`: the games kept before, weighed once when first needed;
- :mod:`.drill`: a training session, card by card, on the game's own console;
- :mod:`.bilan`: the training's results over time;
- :mod:`.progress`, :mod:`.progress_text`: each person's figures over their games.

A sibling of :mod:`penel421.play`: neither imports the other.  What both
need of a game's analysis is kept by the journal (:mod:`penel421.journal.digest`).
"""

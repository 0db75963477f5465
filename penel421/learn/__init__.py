"""The training and the progress: what a player learns from the games kept.

- :mod:`.store`: the training's tables in the journal's file (cards,
  schedule, answers, and what each game's analysis found), as typed rows;
- :mod:`.digest`, :mod:`.digested`, :mod:`.positions`: what a game's
  analysis leaves for the training (each seat's figures, the moments worth a
  card, the position as the screen showed it);
- :mod:`.schedule`: the ladder of intervals a card climbs, with an injected clock;
- :mod:`.cards`: a card (a decision of a person, or of the starter deck) and
  its grade, a :class:`~penel421.analysis.decision.Decision` weighed as the
  analysis weighs it;
- :mod:`.deck`: which cards a training session asks, in which order;
- :mod:`.starter`: the starter deck shipped for a fresh install;
- :mod:`.catch_up`: the games kept before, weighed once when first needed;
- :mod:`.drill`: a training session, card by card, on the game's own console;
- :mod:`.bilan`: the training's results over time;
- :mod:`.progress`, :mod:`.progress_text`: each person's figures over their games.

Below :mod:`penel421.play`: a session keeps each game's digest when it
ends, for the training and the progress; nothing here imports a session.
"""

"""The games kept before are weighed once, each kept as soon as it is
weighed: an interruption leaves what was done, a game that does not
replay is said so and not tried again."""

from __future__ import annotations

import pytest
from kept_games import Random, keep_game

from penel421.core.rules import RULES_1987
from penel421.journal.store import Journal
from penel421.learn.catch_up import catch_up
from penel421.learn.digest import DIGEST_VERSION
from penel421.learn.store import TrainingStore
from penel421.play.table import Seat
from penel421.strategies.experts import make_expert


def kept(path, games: int) -> list[int]:
    return [keep_game(path, "1987", [Seat("VOUS"), Seat("ORDINATEUR", "expert")],
                      [Random(n), make_expert(RULES_1987)], n) for n in range(50, 50 + games)]


def test_ctrl_c_while_weighing_keeps_the_games_done(tmp_path):
    path = tmp_path / "j.sqlite3"
    ids = kept(path, 4)

    def stop_after_two(done: int, total: int) -> None:
        if done == 2:
            raise KeyboardInterrupt

    with Journal.open(path) as journal:
        with pytest.raises(KeyboardInterrupt):
            catch_up(TrainingStore(journal), stop_after_two)
    with Journal.open(path) as journal:
        assert [row[0] for row in TrainingStore(journal).undigested(DIGEST_VERSION)] == ids[2:]
        assert catch_up(TrainingStore(journal)) == 2
        assert TrainingStore(journal).undigested(DIGEST_VERSION) == []
        assert catch_up(TrainingStore(journal)) == 0
        weighed = journal.db.execute("SELECT count(DISTINCT game) FROM figures").fetchone()[0]
    assert weighed == 4


def test_a_game_that_does_not_replay_is_kept_with_why_and_not_tried_again(tmp_path):
    path = tmp_path / "j.sqlite3"
    ids = kept(path, 2)
    with Journal.open(path) as journal:
        # a throw edited: its faces no longer fit the game
        journal.db.execute("UPDATE events SET data = replace(data, '\"faces\":[', "
                           "'\"faces\":[1,') WHERE game = ? AND seq = 3", (ids[0],))
        assert catch_up(TrainingStore(journal)) == 2
        problems = journal.db.execute("SELECT game, problem FROM digests ORDER BY game").fetchall()
        assert catch_up(TrainingStore(journal)) == 0
    assert problems[0][0] == ids[0] and problems[0][1].startswith("elle ne se rejoue pas")
    assert problems[1] == (ids[1], None)

"""The one decision record: :class:`penel421.analysis.decision.Decision`."""

from __future__ import annotations

from penel421.analysis.decision import Decision
from penel421.analysis.tutor import tutor_objects
from penel421.analysis.weigh import Weigher
from penel421.core.rules import rules_1987
from penel421.core.state import GameState, TurnView

RULES = rules_1987()


def a_view() -> TurnView:
    state = GameState.start(RULES, 2)
    return TurnView(RULES, state, 0, (0, 1), (), (6, 6, 6), 2, 3)


def test_a_decision_reads_its_choice_loss_and_mark_from_its_weighing():
    view = a_view()
    weigher = Weigher()
    weighing = weigher.weighing(view)
    for option in weighing.options:
        decision = weigher.decision(view, option.rethrow(view.dice))
        assert decision.chosen == option and decision.best == weighing.best
        assert decision.loss == weighing.loss(option.keep)
        assert decision.mark == weighing.scale.mark(decision.loss)
        assert decision.right == (decision.mark == "")
        assert decision.seat == 0 and decision.throw == 2 and decision.dice == (6, 6, 6)
        assert tutor_objects(decision) == (decision.loss >= weighing.scale.error_threshold)
        assert decision.options == () and decision.reason is None
    assert weigher.evaluations == 1  # one weighing for every decision of the turn


def test_a_decision_s_margin_is_what_the_second_best_choice_loses():
    view = a_view()
    weighing = Weigher().weighing(view)
    decision = Decision(view, (), weighing, every_choice=True)
    assert decision.answer == "0" and decision.keep is None
    assert decision.margin == weighing.options[0].value - weighing.options[1].value
    assert decision.options == weighing.options
    assert decision.best_rethrow == weighing.best.rethrow(view.dice)

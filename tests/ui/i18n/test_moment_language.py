"""A table moment (here a round's end) stays through a language switch, said anew in the
new language, and the board still comes to equal the game although the last flight was
animating at the switch."""

from __future__ import annotations

from helpers import at_moment, new_game, on_privacy, press_continue, settle
from test_switch_language import close_all
from test_table_moments import _person_step
from zuendstoff.engine.bots import make_bot
from zuendstoff.ui.game.flow import WAIT


def test_a_table_moment_stays_through_a_language_switch_and_speaks_german(qtbot, make_window):
    from board_truth import differences
    from zuendstoff import i18n
    from zuendstoff.ui.game.language import switch_language
    game, kinds = new_game(n_humans=3, bots=(), seed=7)  # every decision a person's
    window = make_window(game, kinds)
    window.flow.moment_pause = WAIT
    window.scene.set_animation_speed(0.5)  # the last flight still animating at the switch
    brains = {s: make_bot("greedy", 50 + s) for s in range(3)}
    switched_while_animating = False
    for _ in range(200):
        settle(qtbot, window)
        if at_moment(window):
            press_continue(qtbot, window)
            continue
        round_no = window.model.game.round_no
        _person_step(qtbot, window, brains)
        if window.model.game.round_no > round_no:  # the round's last decision was just made
            switched_while_animating = window.scene.is_animating()
            break
    assert switched_while_animating
    try:
        new = switch_language(window, "de")
        assert new is window and new.flow.moment_pause == WAIT  # the same window
        settle(qtbot, new)
        assert differences(new.scene, new.model.game) == []
        assert at_moment(new) and new.flow.moment.kind == "round"
        assert new.flow.moment_line().startswith("Ende der Runde")
        assert new.status_line.text() == new.flow.moment_line()
        assert new.windowTitle().endswith("Runde %d" % new.flow.moment.round_no)
        assert new.bar.continue_button.text() == "Weiter"
        press_continue(qtbot, new)
        settle(qtbot, new)
        assert on_privacy(new)
    finally:
        i18n.install("en")
        close_all()

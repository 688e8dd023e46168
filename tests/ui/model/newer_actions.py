"""Two checks of the whole-window walk for actions issue 42 added, a part of
window_machine.py's state machine (a mixin, as interrupting.py and phone_messages.py):

* *the Undo key while Undo is greyed out* (in the rule ``undo_or_redo``, when Edit → Undo is
  greyed out): Ctrl+Z pressed on the focused widget reaches the greyed-out Undo's stand-in
  (``UndoActions.sealed_action``): the game and the undo history are unchanged, and the
  reason (which rule sealed the game) is told once, the very text Undo's tip gives, and
  shown in the status line;
* *pointing at a Fly button* (in the rule ``decide_once``, before a person's colour is
  clicked; ui/game/fly_preview.py): the keyboard focus put on each of the person's "Fly
  <colour>" buttons in turn (Tab's way of pointing) draws that colour's flight on the board,
  exactly the engine's preview from that person's own view (nothing hidden drawn); the game
  is unchanged.

They are checks inside rules the walk already has, not rules of their own: a rule more
reshuffles every derandomized walk (hypothesis draws the rules), and with them as rules the
CI budget's walks no longer reached "decide then undo"; a colour to pick is a moment in the
middle of a decision, which a rule of its own (drawn between decisions) never met.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


class NewerActions:
    """The checks (see the module's text); WindowMachine supplies the window and helpers."""

    def undo_key_while_greyed_out(self, w) -> None:
        """Ctrl+Z while Undo is greyed out: the reason once, nothing undone."""
        from window_machine import effect, record_of
        if not effect("undo key while greyed out", not w.undo.undo_action.isEnabled()):
            return
        before, index = record_of(w.model.game), w.undo.stack.index()
        reason = w.undo.reason()
        told: list[str] = []
        w.undo.told.connect(told.append)
        try:
            self.activate(w)  # (keys go to the active window)
            target = QApplication.focusWidget()
            if target is None or target.window() is not w:
                target = w
            self.qtbot.keyClick(target, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            QApplication.processEvents()
        finally:
            w.undo.told.disconnect(told.append)
        assert record_of(w.model.game) == before, "the Undo key changed a sealed game"
        assert w.undo.stack.index() == index, "the Undo key moved the undo history"
        assert reason and told == [reason], f"the Undo key told {told!r}, not once {reason!r}"
        assert w.undo.undo_action.toolTip() == reason, "Undo's tip is not the reason told"
        assert w.statusBar().currentMessage() == reason, "the status line does not say why"

    def point_at_fly_buttons(self, w, chosen) -> None:
        """Each of the person's Fly buttons focused in turn (the one to be clicked last):
        the board draws that colour's flight, the engine's preview from their own view."""
        from window_machine import effect, record_of
        from zuendstoff.engine import PickColour
        from zuendstoff.engine.constants import COLOUR_INDEX
        from zuendstoff.engine.preview import flight_preview
        bar = w.bar
        if not effect("fly preview", bar.seat is not None and not w.model.is_computer(bar.seat)
                      and w.card_previews.enabled):
            return  # (a phone's seat, or previews switched off in Settings: none drawn)
        before = record_of(w.model.game)
        decisions = [d for d in bar.legal if isinstance(d, PickColour) and d != chosen] + [chosen]
        for decision in decisions:
            button = bar.control_for(decision)
            self.qtbot.waitUntil(lambda b=button: b.isVisible(), timeout=5000)
            button.setFocus(Qt.FocusReason.TabFocusReason)  # (the keyboard's pointing)
            QApplication.processEvents()
            game = w.model.game
            wanted = flight_preview(game.view(decision.seat), COLOUR_INDEX[decision.colour])
            shown = w.scene.preview_item.preview
            assert shown == wanted, f"pointing at {button.text()!r} drew {shown!r}, not {wanted!r}"
        assert record_of(w.model.game) == before, "pointing at a Fly button changed the game"

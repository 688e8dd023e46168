"""The rule of the whole-window walk for the game window's entries of internet play (issue 44),
a part of window_machine.py's state machine (a mixin, as phone_messages.py):

* *Game → Join a game far away…* with a text pasted: generated garbage, a real invitation
  damaged (cut short, a character changed, doubled), one naming an unencrypted broker on
  another computer, one far too long, or a good one to a broker on this computer that is not
  there. What the dialog does must agree with the invitation's reader: a text it refuses gets
  one sentence in the dialog, one of the reasons the app knows (in the language in use: no
  exception's name, no traceback), the dialog stays for another paste, and no window opens;
  a good one closes the dialog and opens the far-away window, which says it is connecting and
  lets go of its connection when closed. The table's game is unchanged either way, and the
  dialog closed leaves nothing open (the walk's check of stray windows).
* *Tools → Settings… → Internet play*: a broker's address typed (empty, encrypted, unencrypted
  on this computer or on another, garbage) and the wait changed, then OK: an address the app
  cannot use is refused in the dialog, which stays open and saves nothing (Cancel then leaves
  the settings as they were); one it can use is saved as the reader makes it, with the wait.

No invitation or address here makes the app talk to any computer but this one: a text the reader
accepts is joined only when its broker is on this computer (checked before Join is clicked).
"""

from __future__ import annotations

import re
import socket
import threading

import hypothesis.strategies as st
import shiboken6
from hypothesis.stateful import precondition, rule
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

KINDS = ("garbage", "damaged", "unencrypted far", "too long", "good", "good")  # (good: twice as likely)
ADDRESSES = ("", "mqtts://broker.example.org:8883", "wss://broker.example.org:443/mqtt",
             "mqtt://127.0.0.1:1883", "mqtt://broker.example.org", "ws://192.0.2.7:9001",
             "garbage")


def _closed_loopback_port() -> int:
    """A port on this computer with nothing listening (bound, then let go)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _known_reason(problem: str) -> bool:
    """``problem`` is the dialog's sentence around one of the reasons the app knows (in the
    language installed now), never an exception's name."""
    from PySide6.QtCore import QCoreApplication
    from zuendstoff.ui.remote.join_dialog import _reasons, problem_text
    if problem in {problem_text(r) for r in _reasons()}:
        return True
    size = QCoreApplication.translate("Invitation", "the invitation's room has %1 bytes, not %2")
    key = QCoreApplication.translate("Invitation", "the invitation's key has %1 bytes, not %2")
    for text in (size, key):
        pattern = re.escape(problem_text(text)).replace("%1", r"\d+").replace("%2", r"\d+")
        if re.fullmatch(pattern, problem):
            return True
    return False


class FarAway:
    """The rule (see the module's text); WindowMachine supplies the window and helpers."""

    def _invitation_text(self, data, kind: str) -> str:
        from zuendstoff.net.remote.invitation import Broker, Invitation
        here = Broker("mqtt", "127.0.0.1", _closed_loopback_port())
        if kind == "garbage":
            return data.draw(st.text(max_size=200) | st.sampled_from(
                ["zuendstoff://join?b=x", "ZS1-", "ZS1-!!!", "zuendstoff://[", "ZS1-e30"]),
                label="pasted")
        if kind == "too long":
            return "ZS1-" + "A" * data.draw(st.integers(1100, 5000), label="length")
        if kind == "unencrypted far":
            far = Broker("mqtt", data.draw(st.sampled_from(["broker.example.org", "192.0.2.7"]),
                                           label="host"), 1883)
            inv = Invitation.new(far)
            return data.draw(st.sampled_from([inv.link(), inv.code()]), label="form")
        inv = Invitation.new(here)
        text = data.draw(st.sampled_from([inv.link(), inv.code()]), label="form")
        if kind == "good":
            return data.draw(st.sampled_from([text, f"  {text}\n"]), label="spaces")
        how = data.draw(st.sampled_from(["cut", "change", "double"]), label="damage")
        at = data.draw(st.integers(0, len(text) - 1), label="at")
        if how == "cut":
            return text[:at]
        if how == "double":
            return text + text
        return text[:at] + data.draw(st.characters(), label="char") + text[at + 1:]

    # ------------------------------------------------------------ the rule
    @precondition(lambda self: self.window() is not None and self._dialog_gone(self.window()))
    @rule(data=st.data(), what=st.sampled_from(["join", "internet settings"]))
    def far_away_entries(self, data, what):
        """Game → Join a game far away… or Tools → Settings… → Internet play (the module's
        text)."""
        from window_machine import record_of
        self.TAKEN["far_away_entries"] += 1
        w = self.window()
        w.runner.pause()  # (the table's computers wait while the person is in a dialog)
        try:
            before = record_of(w.model.game)
            if what == "join":
                self._join_far_away(w, data)
            else:
                self._internet_settings(w, data)
            assert record_of(w.model.game) == before, f"{what} changed the table's game"
        finally:
            w.runner.resume()
        QApplication.processEvents()
        self.settle()

    def _join_far_away(self, w, data) -> None:
        from window_machine import effect
        from zuendstoff.net.remote.invitation import LOOPBACK, Invitation, InvitationError
        from zuendstoff.ui.remote.join_dialog import OPEN, JoinDialog
        from zuendstoff.ui.remote.window import FarWindow
        self._menu_action(w, "&Join a game far away…").trigger()
        QApplication.processEvents()
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, JoinDialog) and dialog.isVisible(), "no Join dialog opened"
        kind = data.draw(st.sampled_from(KINDS), label="invitation")
        text = self._invitation_text(data, kind)
        try:
            accepted = Invitation.parse(text[:1025])
        except InvitationError:
            accepted = None
        except Exception:  # noqa: BLE001 - the reader failing otherwise: the dialog must still say it plainly
            accepted = None
        if kind != "good" and kind != "damaged":
            assert accepted is None, f"the reader took a {kind} invitation: {text!r}"
        if accepted is not None and accepted.broker.host not in LOOPBACK:
            dialog.reject()  # (never joined: a test talks to this computer only)
            return
        windows = set(map(id, QApplication.topLevelWidgets()))
        dialog.text.setPlainText(text)
        self.qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        opened = [x for x in QApplication.topLevelWidgets()
                  if id(x) not in windows and x.isVisible()]
        if accepted is None:
            effect("join refused", True)
            assert shiboken6.isValid(dialog) and dialog.isVisible() and dialog.problem.isVisible(), \
                f"a {kind} invitation was not refused in the dialog (it closed): {text!r}"
            problem = dialog.problem.text()
            assert "\n" not in problem and _known_reason(problem), \
                f"the refusal is not one plain known reason: {problem!r}"
            assert not opened, f"a refused invitation opened {opened}"
            dialog.reject()
            QApplication.processEvents()
            return
        effect("join accepted", True)
        assert not shiboken6.isValid(dialog) or not dialog.isVisible(), \
            "the Join dialog stayed after a good invitation"
        far = [x for x in opened if isinstance(x, FarWindow)]
        assert len(far) == 1 and far[0] in OPEN, f"no far-away window opened: {opened}"
        far = far[0]
        assert far.model is None and far.connection.text(), "the far-away window shows no connection"
        far.close()
        QApplication.processEvents()
        assert not far.isVisible() and not far.timer.isActive()
        paho = [t.name for t in threading.enumerate() if t.name.startswith("paho-mqtt-client")]
        assert not paho, f"the closed far-away window kept its connection: {paho}"

    def _internet_settings(self, w, data) -> None:
        from window_machine import effect
        from zuendstoff.net.remote.invitation import InvitationError, parse_broker
        s = w.settings
        broker, wait = s.broker, s.far_wait_s
        address = data.draw(st.sampled_from(ADDRESSES), label="broker")
        if address == "garbage":
            address = data.draw(st.text(max_size=80), label="typed")
        new_wait = data.draw(st.integers(10, 3600), label="wait")
        try:
            usable = not address.strip() or bool(parse_broker(address.strip()))
        except InvitationError:
            usable = False
        if address in ("mqtt://broker.example.org", "ws://192.0.2.7:9001", "garbage"):
            assert not usable, f"an unusable broker was taken: {address!r}"
        self._menu_action(w, "&Settings…").trigger()
        dialog = w.settings_dialog
        assert dialog.isVisible()
        box = dialog.internet
        box.broker.setFocus()
        box.broker.setText(address)
        box.wait.setValue(new_wait)
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        self.qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        if usable:
            effect("broker saved", True)
            assert not dialog.isVisible(), f"a usable broker {address!r} was refused"
            expected = parse_broker(address.strip()).url() if address.strip() else ""
            assert s.broker == expected and s.far_wait_s == new_wait, \
                (s.broker, expected, s.far_wait_s, new_wait)
            return
        effect("broker refused", True)
        assert dialog.isVisible() and box.problem.isVisible() and box.problem.text(), \
            f"an unusable broker {address!r} was not refused in the dialog"
        assert s.broker == broker and s.far_wait_s == wait, "a refused form saved something"
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel).click()
        QApplication.processEvents()
        assert not dialog.isVisible() and s.broker == broker and s.far_wait_s == wait

"""Game → Join a game far away…: paste an invitation (its link or its code), or open a link.

A text that is no invitation, or a damaged one, gets one plain sentence naming what is wrong
(:class:`~zuendstoff.net.remote.invitation.InvitationError`'s reason), never a traceback; the
dialog stays open so the person can paste it again. A good one opens the far-away window
(:mod:`.window`), which joins the table through the broker the invitation names.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
)

from ...net.remote.invitation import MAX_INVITATION, Invitation, InvitationError
from ..retranslate import Retranslating

translate = QCoreApplication.translate
# the windows opened (kept alive; a closed one lets go of its client)
OPEN: list = []


def _reasons() -> dict[str, str]:
    """The reasons :mod:`~zuendstoff.net.remote.invitation` gives (Qt-free, in English), in
    the language installed now."""
    return {
        "this is not an invitation (too long)": translate("Invitation", "this is not an invitation (too long)"),
        "this code is not a Zündstoff invitation (is it complete?)":
            translate("Invitation", "this code is not a Zündstoff invitation (is it complete?)"),
        "this code is not a Zündstoff invitation":
            translate("Invitation", "this code is not a Zündstoff invitation"),
        "this link is not a Zündstoff invitation":
            translate("Invitation", "this link is not a Zündstoff invitation"),
        "this link is not a complete Zündstoff invitation":
            translate("Invitation", "this link is not a complete Zündstoff invitation"),
        "paste the whole invitation: a zuendstoff:// link or a code that starts with ZS1-":
            translate("Invitation", "paste the whole invitation: a zuendstoff:// link or a code that "
                      "starts with ZS1-"),
        "the broker's address is missing or too long":
            translate("Invitation", "the broker's address is missing or too long"),
        "the broker's address is not valid": translate("Invitation", "the broker's address is not valid"),
        "the broker's address starts with mqtts://, wss://, or for a broker on this machine mqtt:// or ws://":
            translate("Invitation", "the broker's address starts with mqtts://, wss://, or for a broker on "
              "this machine mqtt:// or ws://"),
        "the broker's address names no host": translate("Invitation", "the broker's address names no host"),
        "an unencrypted broker (mqtt://, ws://) is allowed only on this machine: use mqtts:// or "
        "wss:// over the internet": translate("Invitation", "an unencrypted broker (mqtt://, ws://) is allowed "
                                      "only on this machine: use mqtts:// or wss:// over the internet"),
        "the invitation's room is missing or too long":
            translate("Invitation", "the invitation's room is missing or too long"),
        "the invitation's key is missing or too long":
            translate("Invitation", "the invitation's key is missing or too long"),
        "the invitation's room is not valid": translate("Invitation", "the invitation's room is not valid"),
        "the invitation's key is not valid": translate("Invitation", "the invitation's key is not valid"),
        "this invitation was changed on its way (a character is wrong): ask for it again, or copy it whole":
            translate("Invitation", "this invitation was changed on its way (a character is wrong): "
                                    "ask for it again, or copy it whole"),
    }


def reason_text(reason: str) -> str:
    """``reason`` in the language installed now (as given, if it is none of the known ones)."""
    import re

    known = _reasons().get(reason)
    if known is not None:
        return known
    size = re.fullmatch(r"the invitation's (room|key) has (\d+) bytes, not (\d+)", reason)
    if size:
        text = translate("Invitation", "the invitation's room has %1 bytes, not %2") \
            if size[1] == "room" else translate("Invitation", "the invitation's key has %1 bytes, not %2")
        return text.replace("%1", size[2]).replace("%2", size[3])
    return reason


def problem_text(reason: str) -> str:
    return translate("JoinGame", "This is not an invitation Zündstoff can use: %1.").replace(
        "%1", reason_text(reason))


def read_invitation(text: str) -> tuple[Invitation | None, str]:
    """The invitation in ``text``, or None and one plain sentence saying what is wrong."""
    try:
        return Invitation.parse(text), ""
    except InvitationError as exc:
        return None, problem_text(str(exc))
    except Exception as exc:  # noqa: BLE001 - hostile text must never become a traceback
        return None, problem_text(type(exc).__name__)


def _settings_ca(parent) -> str:
    """The certificate authority of Settings → Internet play ('' for the system's alone): the
    window's settings, else the app's."""
    settings = getattr(parent, "settings", None)
    if settings is None:
        from ...settings import Settings
        settings = Settings()
    return getattr(settings, "ca_file", "") or ""


def open_far_window(text: str, parent=None, ca_file: str | None = None):
    """Join with the invitation ``text``: the far-away window, shown and joining, or None
    after one plain message (an invitation that cannot be used, a broker setting that
    cannot be)."""
    from ...net.remote.client import SeatClient, SeatEnd
    from .window import FarWindow

    inv, problem = read_invitation(text)
    if inv is not None:
        if ca_file is None and inv.broker.tls:  # (Settings → Internet play: an authority of one's own)
            ca_file = _settings_ca(parent)
        try:
            client = SeatClient(SeatEnd(inv, ca_file or None))
        except (OSError, ValueError) as exc:
            inv, problem = None, translate("JoinGame", "The broker cannot be used: %1").replace(
                "%1", str(exc)[:200])
    if inv is None:
        QMessageBox.warning(parent, translate("JoinGame", "Join a game far away"), problem)
        return None
    window = FarWindow(client, text.strip())
    OPEN.append(window)
    window.destroyed.connect(lambda *_: OPEN.remove(window) if window in OPEN else None)
    window.show()
    window.start()
    return window


class JoinDialog(Retranslating, QDialog):
    """Paste the link or the code a friend sent; Join opens the far-away window."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.setTabChangesFocus(True)
        self.problem = QLabel()
        self.problem.setObjectName("joinProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.try_join)
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.intro)
        box.addWidget(self.text)
        box.addWidget(self.problem)
        box.addWidget(self.buttons)
        self.invitation: Invitation | None = None
        self.resize(520, 220)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("JoinGame", "Join a game far away"))
        self.intro.setText(translate(
            "JoinGame", "Paste the invitation your friend sent: the zuendstoff:// link or "
            "the code that starts with ZS1-."))
        self.text.setAccessibleName(translate("JoinGame", "Invitation"))
        self.join_button.setText(translate("JoinGame", "Join"))

    def try_join(self) -> None:
        text = self.text.toPlainText()[:MAX_INVITATION + 1]
        inv, problem = read_invitation(text)
        if inv is None:
            self.problem.setText(problem)
            self.problem.show()
            return
        self.invitation = inv
        self.accept()


def join_game(parent=None) -> JoinDialog:
    """Game → Join a game far away…: the dialog (window-modal, opened without a nested event
    loop, as the app's other dialogs), then, once accepted, the far-away window."""
    dialog = JoinDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.accepted.connect(lambda: open_far_window(dialog.text.toPlainText(), parent))
    dialog.open()
    return dialog

"""Settings → Internet play: the broker far-away seats meet the table through, and how long the
table waits for a far-away person before it offers to let the computer play for them.

The broker is ``mqtts://host:port`` or ``wss://host:port/path`` (TLS); plain ``mqtt://`` or
``ws://`` only for a broker on this machine (net/remote/invitation.parse_broker). An address
the app cannot use is refused in plain words, and nothing is saved until it is corrected. A
broker whose certificate comes from an authority of one's own (a home Mosquitto) needs that
authority's file: trusted besides the system's, for hosting and for joining from this Zündstoff.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from ...settings import Settings

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def broker_problem(text: str) -> str:
    """Why ``text`` cannot be the broker, in plain words ('' when it can, or when empty)."""
    from ...net.remote.invitation import LOOPBACK, InvitationError, parse_broker
    text = text.strip()
    if not text:
        return ""
    try:
        parse_broker(text)
        return ""
    except InvitationError:
        pass
    try:
        parts = urlsplit(text)
        scheme, host = parts.scheme.lower(), parts.hostname or ""
        parts.port  # noqa: B018 - raises for a port that is not a number
    except ValueError:
        scheme, host = "", ""
    if scheme in ("mqtt", "ws") and host and host not in LOOPBACK:
        return translate("InternetSettings", "Refused: an unencrypted broker (mqtt:// or ws://) is "
                                             "allowed only on this computer. Over the internet use "
                                             "mqtts:// or wss://.")
    return translate("InternetSettings", "Refused: a broker's address looks like "
                                         "mqtts://host:port or wss://host:port/mqtt.")


def ca_problem(path: str) -> str:
    """Why ``path`` cannot be the certificate authority to trust ('' when it can, or when
    empty: the system's alone)."""
    import ssl
    path = path.strip()
    if not path:
        return ""
    try:
        ssl.create_default_context(cafile=path)
        return ""
    except (OSError, ssl.SSLError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or getattr(exc, "reason", None) or str(exc)
        return translate("InternetSettings", "Refused: the certificate authority file cannot be "
                                             "used (%1).").replace("%1", str(reason)[:160])


class InternetPlayBox(QGroupBox):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(translate("InternetSettings", "Internet play"), parent)
        self.broker = QLineEdit(settings.q.value("internet/broker", "", str) or "")
        self.broker.setPlaceholderText("mqtts://broker.example.org:8883")
        self.broker.setAccessibleName(translate("InternetSettings", "Broker address"))
        self.broker.setToolTip(translate(
            "InternetSettings", "The message relay (MQTT broker) friends far away meet the table "
                                "through. It only ever sees encrypted messages. The manual says "
                                "how to run one in a minute."))
        self.wait = QSpinBox()
        self.wait.setRange(10, 3600)
        self.wait.setSingleStep(10)
        self.wait.setSuffix(translate("InternetSettings", " s"))
        self.wait.setValue(settings.far_wait_s)
        self.wait.setAccessibleName(translate("InternetSettings", "Wait for a far-away player"))
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c92a2a;")
        self.problem.hide()
        self.broker.textChanged.connect(lambda _t: self.problem.hide())
        # a broker with a certificate of one's own (a home Mosquitto): its authority, trusted
        # for hosting and for joining from this Zündstoff (both ends need it)
        self.ca = QLineEdit(settings.ca_file)
        self.ca.setPlaceholderText(translate("InternetSettings", "the system's"))
        self.ca.setAccessibleName(translate("InternetSettings", "Certificate authority file"))
        self.ca.setToolTip(translate(
            "InternetSettings", "Only for a broker whose certificate comes from an authority of "
                                "your own: its certificate file (PEM). Everyone who joins needs "
                                "it too. Empty: the certificates your system trusts."))
        self.ca.textChanged.connect(lambda _t: self.problem.hide())
        self.choose_ca = QPushButton(translate("InternetSettings", "Choose…"))
        self.choose_ca.clicked.connect(self._choose_ca)
        ca_row = QHBoxLayout()
        ca_row.addWidget(self.ca, 1)
        ca_row.addWidget(self.choose_ca)
        form = QFormLayout(self)
        form.addRow(translate("InternetSettings", "&Broker:"), self.broker)
        form.addRow(translate("InternetSettings", "Certificate a&uthority:"), ca_row)
        form.labelForField(ca_row).setBuddy(self.ca)
        form.addRow(translate("InternetSettings", "Offer the computer after:"), self.wait)
        form.addRow(self.problem)

    def _choose_ca(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, translate("InternetSettings", "Certificate authority"), self.ca.text(),
            translate("InternetSettings", "Certificates (*.pem *.crt);;All files (*)"))
        if path:
            self.ca.setText(path)

    def check(self) -> bool:
        """Whether the form can be saved; if not, the refusal is shown (and focused)."""
        for field, problem in ((self.broker, broker_problem(self.broker.text())),
                               (self.ca, ca_problem(self.ca.text()))):
            self.problem.setText(problem)
            self.problem.setVisible(bool(problem))
            if problem:
                field.setFocus()
                return False
        return True

    def save(self, settings: Settings) -> None:
        settings.broker = self.broker.text()
        settings.ca_file = self.ca.text()
        settings.far_wait_s = self.wait.value()

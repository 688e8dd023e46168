"""New game's "Phones" box: the network address phones reach this computer at.

Shown by the new-game dialog when a seat is played on a phone. The list is filled at once with
what a short wait finds; a lookup slower than that (a name that takes seconds to resolve) grows
the list when it is done, and the person's choice, if still there, stays chosen
(:mod:`.addresses`). Its texts keep the new-game dialog's translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from ...settings import Settings
from .. import quiet_build


class _Found(QObject):
    """Brings a finished address lookup from its thread to the dialog's."""

    addresses = Signal(list)


class PhoneAddressBox(QGroupBox):
    def __init__(self, settings: Settings | None, parent: QWidget | None = None) -> None:
        from .addresses import find_in_background, local_ipv4_addresses
        super().__init__(QCoreApplication.translate("NewGameDialog", "Phones"), parent)
        self.settings = settings
        self.address = QComboBox()
        self.address.setAccessibleName(QCoreApplication.translate(
            "NewGameDialog", "Network address phones reach this computer at"))
        self._person_chose = False  # (chosen in the list by the person: kept when it grows)
        self.address.activated.connect(lambda _i: setattr(self, "_person_chose", True))
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.fill(local_ipv4_addresses())
        self._found = _Found(self)
        self._found.addresses.connect(self.fill)
        found = self._found

        def tell(hosts: list[str]) -> None:  # (on the lookup's thread)
            try:
                found.addresses.emit(hosts)
            except RuntimeError:  # the dialog is gone
                pass
        find_in_background(tell)
        self.address.currentIndexChanged.connect(self._changed)
        form = QFormLayout(self)
        form.addRow(QCoreApplication.translate("NewGameDialog", "Network address:"), self.address)
        form.addRow(self.help)
        self._changed()

    def addresses(self) -> list[str]:
        return [self.address.itemData(i) for i in range(self.address.count())]

    def fill(self, hosts: list[str]) -> None:
        """The addresses to choose from; the one chosen stays (else the saved one, else the
        best)."""
        from .addresses import LOOPBACK, pick_address
        if not hosts or hosts == self.addresses():
            return
        chosen = self.address.currentData() if self.address.count() else None
        self.address.blockSignals(True)
        with quiet_build.quiet():  # (filled as the lookup answers: the dialog may be open)
            self.address.clear()
            for host in hosts:
                text = host if host != LOOPBACK else QCoreApplication.translate(
                    "NewGameDialog", "%1 (this computer only: to try it alone)").replace("%1", host)
                self.address.addItem(text, host)
            saved = self.settings.phone_host if self.settings else ""
            keep = chosen if self._person_chose and chosen in hosts else pick_address(saved, hosts)
            self.address.setCurrentIndex(max(0, self.address.findData(keep)))
        self.address.blockSignals(False)
        self._changed()

    def _changed(self) -> None:
        host = self.address.currentData() or ""
        self.help.setText(QCoreApplication.translate(
            "NewGameDialog",
            "Phones must be on the same network (the same Wi-Fi) as this computer and reach it at "
            "%1. After “Start game” each phone scans its seat's code on the screen.").replace("%1", host))

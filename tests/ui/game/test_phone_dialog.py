"""The new-game dialog's phone seats and network address (issue 12)."""

from __future__ import annotations

import fake_hub
import pytest
from helpers import settle
from PySide6.QtWidgets import QDialogButtonBox
from zuendstoff.ui.dialogs import addresses
from zuendstoff.ui.dialogs.new_game import PHONE, NewGameDialog

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

FAKE_ADDRESSES = ["192.168.1.5", "10.0.0.2", "127.0.0.1"]


def _dialog(qtbot, settings, monkeypatch):
    monkeypatch.setattr(addresses, "local_ipv4_addresses", lambda: list(FAKE_ADDRESSES))
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_addresses_list_the_network_first_and_loopback_last(qapp):
    found = addresses.local_ipv4_addresses()
    assert found[-1] == "127.0.0.1" and found.count("127.0.0.1") == 1
    assert all(a.count(".") == 3 and not a.startswith("127.") for a in found[:-1])
    assert addresses.pick_address("10.0.0.2", FAKE_ADDRESSES) == "10.0.0.2"
    assert addresses.pick_address("10.9.9.9", FAKE_ADDRESSES) == "192.168.1.5"  # a network gone
    assert addresses.pick_address("", ["127.0.0.1"]) == "127.0.0.1"


def test_a_seat_on_a_phone_shows_the_address_choice(qtbot, settings, monkeypatch):
    dialog = _dialog(qtbot, settings, monkeypatch)
    row = dialog.rows[1]
    assert row.kind.itemText(1) == "Person on a phone" and row.kind.itemData(1) == PHONE
    assert not dialog.phones_box.isVisible()
    row.kind.setCurrentIndex(1)
    assert dialog.phones_box.isVisible()
    combo = dialog.address
    assert [combo.itemData(i) for i in range(combo.count())] == FAKE_ADDRESSES
    assert "this computer only" in combo.itemText(combo.count() - 1)
    assert combo.accessibleName()
    assert "same network" in dialog.address_help.text() and "192.168.1.5" in dialog.address_help.text()
    combo.setCurrentIndex(2)
    assert "127.0.0.1" in dialog.address_help.text()
    dialog.count.setValue(2)
    dialog.rows[0].kind.setCurrentIndex(0)
    dialog.accept()
    setup = dialog.result_setup
    assert [s.phone for s in setup.seats] == [False, True] and setup.phone_host == "127.0.0.1"
    assert settings.phone_host == "127.0.0.1"
    assert [s.phone for s in settings.last_seats()] == [False, True]
    # the next dialog remembers the seat on a phone and the address
    again = _dialog(qtbot, settings, monkeypatch)
    assert again.rows[1].kind.currentData() == PHONE and again.phones_box.isVisible()
    assert again.address.currentData() == "127.0.0.1"
    # no phone seat: the box goes, and no address is given
    again.rows[1].kind.setCurrentIndex(0)
    assert not again.phones_box.isVisible()
    again.accept()
    assert again.result_setup.phone_host == ""


def test_starting_a_game_with_a_phone_seat_starts_the_server_on_that_address(
        qtbot, make_window, settings, monkeypatch):
    hubs = fake_hub.install(monkeypatch)
    window = make_window()
    window.begin_play()
    dialog = window.new_game()
    monkeypatch.setattr(addresses, "local_ipv4_addresses", lambda: ["127.0.0.1"])
    dialog.count.setValue(3)
    dialog.rows[0].kind.setCurrentIndex(0)
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData(PHONE))
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("random"))
    dialog.address.setCurrentIndex(dialog.address.findData("127.0.0.1"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: bool(hubs) and hubs[-1].running, timeout=3000)
    settle(qtbot, window)
    assert hubs[-1].host == "127.0.0.1" and hubs[-1].seats() == (1,)
    assert window.model.phone_seats() == [1] and window.phones.join_shown
    assert not window.phones.join.note.isVisible()  # a new game: nothing to say about old codes


def test_without_qtnetwork_the_addresses_come_from_the_system(qapp, monkeypatch):
    """A bundle trimmed of QtNetwork asks the system: the default route's local address (a UDP
    socket that is only "connected", faked here: nothing is sent) and the host name's."""
    import socket

    def no_qt():
        raise ImportError("QtNetwork left out")
    probed = []

    class FakeSocket:
        def __init__(self, *args):
            pass

        def connect(self, address):
            probed.append(address)

        def getsockname(self):
            return ("192.168.7.20", 50000)

        def close(self):
            pass
    monkeypatch.setattr(addresses, "_from_qt", no_qt)
    monkeypatch.setattr(socket, "socket", FakeSocket)
    monkeypatch.setattr(socket, "gethostname", lambda: "table")
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a: [(2, 2, 17, "", ("127.0.1.1", 0)),
                                                           (2, 2, 17, "", ("10.1.2.3", 0))])
    assert addresses.local_ipv4_addresses() == ["192.168.7.20", "10.1.2.3", "127.0.0.1"]
    assert probed == [addresses._ROUTE_PROBE]

"""The addresses phones reach the table at: found off the window's thread (asking the system can
take seconds: macOS resolving its own name), the real network first and virtual adapters
(Hyper-V, WSL, VirtualBox, Docker...) after it, since the first address goes into the QR codes."""

from __future__ import annotations

import socket
import threading

from zuendstoff.ui.dialogs import addresses


class FakeRoute:
    """A UDP socket that is only "connected": the default route's address (nothing sent)."""

    address = "192.168.1.20"

    def __init__(self, *args):
        pass

    def connect(self, where):
        pass

    def getsockname(self):
        return (self.address, 50000)

    def close(self):
        pass


def test_a_slow_name_lookup_never_holds_the_window(qapp, monkeypatch):
    """Stand-in: a bundle without QtNetwork on a Mac whose host name takes long to resolve."""
    def no_qt():
        raise ImportError("QtNetwork left out")
    release = threading.Event()
    callers = []

    def slow_getaddrinfo(*args):
        callers.append(threading.get_ident())
        release.wait(10)
        return [(2, 2, 17, "", ("10.1.2.3", 0))]

    monkeypatch.setattr(addresses, "_from_qt", no_qt)
    monkeypatch.setattr(addresses, "_known", None, raising=False)
    monkeypatch.setattr(socket, "socket", FakeRoute)
    monkeypatch.setattr(socket, "gethostname", lambda: "table")
    monkeypatch.setattr(socket, "getaddrinfo", slow_getaddrinfo)
    try:
        first = addresses.local_ipv4_addresses()
        assert first == ["192.168.1.20", "127.0.0.1"]  # the route's address, at once
        assert callers and threading.get_ident() not in callers  # asked on another thread
    finally:
        release.set()
    addresses.find_in_background().join(10)
    assert addresses.local_ipv4_addresses() == ["192.168.1.20", "10.1.2.3", "127.0.0.1"]


def test_the_real_network_first_and_virtual_adapters_last():
    found = [("ethernet_1 vEthernet (WSL)", "172.22.32.1"),
             ("ethernet_7 VirtualBox Host-Only Network", "192.168.56.1"),
             ("ethernet_2 vEthernet (Default Switch)", "172.30.160.1"),
             ("ethernet_9 Ethernet 2", "169.254.10.20"),
             ("wireless_32768 Wi-Fi", "192.168.1.20"),
             ("ethernet_32769 Ethernet", "10.0.0.5"),
             ("docker0 docker0", "172.17.0.1")]
    assert addresses.rank(found, route="192.168.1.20") == [
        "192.168.1.20", "10.0.0.5", "172.22.32.1", "192.168.56.1", "172.30.160.1", "172.17.0.1",
        "169.254.10.20", "127.0.0.1"]
    # without a default route (no internet at the table): still the real ones first
    assert addresses.rank(found, route=None)[:2] == ["192.168.1.20", "10.0.0.5"]


def test_without_names_the_usual_virtual_networks_go_last():
    """The socket way (no QtNetwork) has no adapter names: WSL's, Docker's and VirtualBox's
    usual networks go after the others."""
    found = [("", "172.22.32.1"), ("", "192.168.56.1"), ("", "192.168.178.30")]
    assert addresses.rank(found, route=None) == ["192.168.178.30", "172.22.32.1", "192.168.56.1",
                                                "127.0.0.1"]


def test_the_new_game_dialog_takes_the_addresses_a_slow_lookup_finds(qtbot, monkeypatch):
    """The dialog opens with what is known at once (the route's address) and, when the slow
    lookup is done, offers every address it found; the person's own choice stays chosen."""
    from zuendstoff.ui.dialogs.new_game import NewGameDialog
    release = threading.Event()

    def slow_lookup():
        release.wait(10)
        return ["192.168.1.20", "10.1.2.3", "127.0.0.1"]
    monkeypatch.setattr(addresses, "lookup", slow_lookup)
    monkeypatch.setattr(addresses, "_known", None, raising=False)
    monkeypatch.setattr(addresses, "_route_address", lambda: "192.168.1.20")
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        assert dialog.addresses() == ["192.168.1.20", "127.0.0.1"]
        dialog.address.setCurrentIndex(1)
        dialog.address.activated.emit(1)  # the person picks "this computer only"
    finally:
        release.set()
    qtbot.waitUntil(lambda: dialog.addresses() == ["192.168.1.20", "10.1.2.3", "127.0.0.1"],
                    timeout=5000)
    assert dialog.address.currentData() == "127.0.0.1"
    assert "127.0.0.1" in dialog.address_help.text()

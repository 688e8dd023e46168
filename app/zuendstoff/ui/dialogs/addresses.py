"""This computer's local network addresses, for phones to reach the table."""

from __future__ import annotations

LOOPBACK = "127.0.0.1"


def local_ipv4_addresses() -> list[str]:
    """The IPv4 addresses of this computer's network interfaces that are up: the network
    ones first (what phones on the same Wi-Fi reach), the loopback address last (this
    computer only: to try the phone page alone in a browser here)."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    found: list[str] = []
    flags = QNetworkInterface.InterfaceFlag
    for interface in QNetworkInterface.allInterfaces():
        up = interface.flags() & flags.IsUp and interface.flags() & flags.IsRunning
        if not up:
            continue
        for entry in interface.addressEntries():
            address = entry.ip()
            if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            text = address.toString()
            if text and text not in found and not address.isLoopback():
                found.append(text)
    found.append(LOOPBACK)
    return found


def pick_address(saved: str, available: list[str] | None = None) -> str:
    """The saved address if this computer still has it, else its first network address."""
    available = local_ipv4_addresses() if available is None else available
    if saved in available:
        return saved
    return available[0] if available else LOOPBACK

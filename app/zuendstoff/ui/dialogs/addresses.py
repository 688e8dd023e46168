"""This computer's local network addresses, for phones to reach the table."""

from __future__ import annotations

LOOPBACK = "127.0.0.1"
# a documentation address (TEST-NET-1, RFC 5737): a UDP socket "connected" to it only asks the
# system which local address its default route uses; nothing is ever sent
_ROUTE_PROBE = ("192.0.2.1", 9)


def local_ipv4_addresses() -> list[str]:
    """The IPv4 addresses of this computer's network interfaces that are up: the network
    ones first (what phones on the same Wi-Fi reach), the loopback address last (this
    computer only: to try the phone page alone in a browser here)."""
    try:
        found = _from_qt()
    except ImportError:  # a bundle trimmed of QtNetwork: ask the system another way
        found = _from_sockets()
    found = [a for a in found if a != LOOPBACK and not a.startswith("127.")]
    return list(dict.fromkeys(found)) + [LOOPBACK]


def _from_qt() -> list[str]:
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    found: list[str] = []
    flags = QNetworkInterface.InterfaceFlag
    for interface in QNetworkInterface.allInterfaces():
        up = interface.flags() & flags.IsUp and interface.flags() & flags.IsRunning
        if not up:
            continue
        for entry in interface.addressEntries():
            address = entry.ip()
            if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol \
                    and not address.isLoopback():
                found.append(address.toString())
    return found


def _from_sockets() -> list[str]:
    """The default route's local address, then whatever the host name resolves to."""
    import socket

    found: list[str] = []
    try:
        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            probe.connect(_ROUTE_PROBE)  # UDP: no packet leaves; only the route is looked up
            found.append(probe.getsockname()[0])
        finally:
            probe.close()
    except OSError:
        pass  # no network at all
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    return [a for a in found if a and a != "0.0.0.0"]


def pick_address(saved: str, available: list[str] | None = None) -> str:
    """The saved address if this computer still has it, else its first network address."""
    available = local_ipv4_addresses() if available is None else available
    if saved in available:
        return saved
    return available[0] if available else LOOPBACK

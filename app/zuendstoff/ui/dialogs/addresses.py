"""This computer's local network addresses, for phones to reach the table.

Found off the window's thread: asking the system can take seconds (macOS resolving its own
host name when the bundle, trimmed of QtNetwork, asks through sockets; Windows listing its
adapters). :func:`local_ipv4_addresses` starts a fresh lookup on a thread of its own and
waits for it only :data:`WAIT` seconds; what it cannot wait for comes from the last lookup
(or, the first time, the default route's address alone, which needs no name lookup).

Order: the address of the default route first (the network the computer really uses, where
the phones' Wi-Fi is), then the other real network adapters, then virtual ones (Hyper-V, WSL,
VirtualBox, VMware, Docker, bridges, VPN tunnels: a phone cannot reach those, and the first
address goes into the QR codes), link-local addresses (169.254.x.x) after those, and the
loopback address last (this computer only: to try the phone page alone in a browser here).
"""

from __future__ import annotations

import ipaddress
import re
import threading
from collections.abc import Callable

LOOPBACK = "127.0.0.1"
# a documentation address (TEST-NET-1, RFC 5737): a UDP socket "connected" to it only asks the
# system which local address its default route uses; nothing is ever sent
_ROUTE_PROBE = ("192.0.2.1", 9)
#: how long the window's thread waits for a lookup (seconds); usually it takes milliseconds
WAIT = 0.2
#: words in an adapter's name that say it is virtual (lower case; the short ones only as a
#: whole name such as "tun0", "wg1", never inside a word such as "adapter")
VIRTUAL_WORDS = ("vethernet", "hyper-v", "wsl", "virtualbox", "vboxnet", "vmware", "vmnet",
                 "docker", "podman", "virbr", "bridge", "zerotier", "tailscale", "wireguard",
                 "parallels", "npcap", "loopback")
VIRTUAL_SHORT = re.compile(r"(?<![a-z])(veth|br-|lxc|lxd|cni|flannel|utun|tun|tap|wg|vnic|awdl|"
                           r"llw|anpi|ppp)[0-9a-f]*(?![a-z])")
#: without adapter names (the socket way): networks virtual adapters usually take
VIRTUAL_NETWORKS = tuple(ipaddress.ip_network(n) for n in (
    "192.168.56.0/24",  # VirtualBox host-only
    "172.16.0.0/12",  # Docker's bridges, WSL's and Hyper-V's default switch
))

_lock = threading.Lock()
_known: list[str] | None = None  # the last finished lookup
_running: threading.Thread | None = None


def local_ipv4_addresses(wait: float | None = None) -> list[str]:
    """The IPv4 addresses of this computer's network adapters that are up, best first (see
    the module's docstring), the loopback address last. Waits at most ``wait`` seconds
    (default :data:`WAIT`) for a fresh lookup."""
    thread = find_in_background()
    thread.join(WAIT if wait is None else wait)
    known = _known
    if known is not None:
        return list(known)
    route = _route_address()
    return rank([("", route)] if route else [], route)


def find_in_background(done: Callable[[list[str]], object] | None = None) -> threading.Thread:
    """Start a lookup on a thread of its own (or join the one under way); ``done(addresses)``
    runs on that thread when it finishes."""
    global _running
    with _lock:
        thread = _running
        if thread is None or not thread.is_alive():
            thread = threading.Thread(target=_lookup_and_keep, name="addresses", daemon=True)
            _running = thread
            thread.start()
    if done is not None:
        def wait_then_tell() -> None:
            thread.join()
            done(list(_known or []))
        threading.Thread(target=wait_then_tell, daemon=True).start()
    return thread


def _lookup_and_keep() -> None:
    global _known
    _known = lookup()


def lookup() -> list[str]:
    """The addresses, best first, asked of the system now (may take seconds: call it off the
    window's thread)."""
    try:
        found = _from_qt()
    except ImportError:  # a bundle trimmed of QtNetwork: ask the system another way
        found = _from_sockets()
    route = _route_address()
    if route and route not in [a for _n, a in found]:
        found.insert(0, ("", route))
    return rank(found, route)


def is_virtual(name: str, address: str) -> bool:
    lowered = name.lower()
    if lowered.strip():
        return any(word in lowered for word in VIRTUAL_WORDS) or bool(VIRTUAL_SHORT.search(lowered))
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in net for net in VIRTUAL_NETWORKS)


def rank(found: list[tuple[str, str]], route: str | None) -> list[str]:
    """``(adapter name, address)`` pairs as the list people choose from (see the module)."""
    def key(pair: tuple[str, str]) -> int:
        name, address = pair
        if address == route:
            return 0
        if address.startswith("169.254."):
            return 3
        return 2 if is_virtual(name, address) else 1

    usable = [(n, a) for n, a in found if a and a != "0.0.0.0" and not a.startswith("127.")]
    ordered = [a for _n, a in sorted(usable, key=key)]  # (a stable sort: the system's order)
    return list(dict.fromkeys(ordered)) + [LOOPBACK]


def _from_qt() -> list[tuple[str, str]]:
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    found: list[tuple[str, str]] = []
    flags = QNetworkInterface.InterfaceFlag
    for interface in QNetworkInterface.allInterfaces():
        up = interface.flags() & flags.IsUp and interface.flags() & flags.IsRunning
        if not up:
            continue
        name = f"{interface.name()} {interface.humanReadableName()}"
        for entry in interface.addressEntries():
            address = entry.ip()
            if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol \
                    and not address.isLoopback():
                found.append((name, address.toString()))
    return found


def _route_address() -> str | None:
    """The local address of the default route (no name lookup, no packet sent)."""
    import socket

    try:
        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            probe.connect(_ROUTE_PROBE)  # UDP: no packet leaves; only the route is looked up
            address = probe.getsockname()[0]
        finally:
            probe.close()
    except OSError:
        return None  # no network at all
    return address if address and address != "0.0.0.0" else None


def _from_sockets() -> list[tuple[str, str]]:
    """Whatever the host name resolves to (no adapter names: this way cannot tell them)."""
    import socket

    found: list[tuple[str, str]] = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(("", str(info[4][0])))
    except OSError:
        pass
    return found


def pick_address(saved: str, available: list[str] | None = None) -> str:
    """The saved address if this computer still has it, else its first network address."""
    available = local_ipv4_addresses() if available is None else available
    if saved in available:
        return saved
    return available[0] if available else LOOPBACK

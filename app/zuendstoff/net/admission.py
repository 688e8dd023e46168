"""Who gets into the phone server: limits on connections, so that guests on the same
network without a token (docs/security.md) cannot hold the server up or keep a phone out.

Connections that have not shown a valid token yet *wait*: they are limited per address
(:data:`MAX_WAITING_PER_ADDRESS`; an IPv6 address counts with its whole /64, see
:func:`address_group`) and in all (:data:`MAX_WAITING`). One more pushes out one of them,
chosen by what it has shown, not by age alone: first one that has sent nothing, then one
whose request has only partly arrived, each the oldest of its kind. One whose whole request
has arrived (a phone's, read in the milliseconds after it connects) is never pushed out in
favour of either: its request is answered within a turn of the loop, and then it is either
trusted or known wrong. "Sent" counts what the system holds for the connection too, not only
what the loop has read (:meth:`GuardedConnection.pending`), so a phone's request that arrived
while the loop was busy taking in a guest's connections counts as arrived.

A connection known to carry a wrong token gives up its place at once: while its answer is on
its way (a guesser's 429 comes a second late) it is one of at most :data:`MAX_LATE` *late*
ones, the oldest of which goes when more come, and it is the first to go when the server is
full. The rest of :data:`MAX_CONNECTIONS` is kept for connections that have shown a valid
token. :class:`Admission` keeps the count and :class:`GuardedConnection` (the connection class
the server makes) takes part in it and makes the library's own answers the app's. The
deadline for a whole request and the delay for a guesser's wrong tokens are the server's
(:mod:`zuendstoff.net.server`). Loop thread only, except :meth:`Admission.count`.
"""

from __future__ import annotations

import ipaddress
import socket

from websockets.asyncio.server import ServerConnection

from .answers import library_answer

# connections that have not shown a valid token yet (just accepted, request on its way, a
# wrong token being answered): at most this many per address (an IPv6 /64) and in all
MAX_WAITING_PER_ADDRESS = 16
MAX_WAITING = 64
# connections known to carry a wrong token whose answer is still on its way (a guesser's late
# 429), in all: more push out the oldest of them (a guesser that keeps up to this many in flight
# waits for its answers, and is slowed down by them)
MAX_LATE = 64
# open TCP connections at once in all; what MAX_WAITING leaves is kept for connections with
# a valid token (five phones with their pages need a few dozen at most)
MAX_CONNECTIONS = 256
# what a connection without a valid token has shown, in the order they are pushed out (ARRIVED
# never is, in favour of any of the others)
REFUSED = "refused"  # its request carried no valid token (a late one: its answer is on its way)
SILENT = "silent"  # nothing sent yet
PARTIAL = "partial"  # some of its request, not yet all of its line and headers
ARRIVED = "arrived"  # its whole request (line and headers) is in: it is answered next
_RANK = {SILENT: 0, PARTIAL: 1, ARRIVED: 2}
# bytes looked at (not read) to tell a whole request head from a part of one
PEEK_BYTES = 8192


def address_group(address: str) -> str:
    """The address a connection's limits count under: an IPv4 address itself; an IPv6
    address its /64 (a home, a phone or a guest network gets a whole /64 and may use any
    address in it); an IPv4 address written as IPv6 (``::ffff:a.b.c.d``) the IPv4 one.
    Anything that is no address stays as it is."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((int(ip), 64), strict=False))
    return str(ip)


def peer_address(transport) -> str:
    """The address (group) a connection's limits count under ("?" when the transport does
    not say): :func:`address_group` of its peer."""
    peer = transport.get_extra_info("peername") if transport is not None else None
    return address_group(str(peer[0])) if peer else "?"


class _Waiting:
    __slots__ = ("address", "state")

    def __init__(self, address: str) -> None:
        self.address, self.state = address, SILENT


class Admission:
    """Which connections are open, which of them wait (have not shown a valid token yet), and
    which are late (known to carry a wrong token, their answer still on its way).

    Loop thread only. :meth:`admit` takes a new connection in and returns the connections
    to cut off: when its address has more than ``per_address`` waiting, one of that address;
    else, when more than ``waiting`` wait in all, one of all; and when more than ``total``
    connections are open, one more: the oldest late one, else one of all that wait (the new
    one itself when none can go). The waiting one pushed out is the oldest silent one (the
    new one included), else the oldest partial one; never one whose request has arrived. A
    connection with a ``pending()`` method (:class:`GuardedConnection`) is asked what the
    system holds for it before it counts as silent or partial. :meth:`refused` moves a
    connection from waiting to late, and returns the late one to cut off beyond ``late``."""

    def __init__(self, per_address: int | None = None, waiting: int | None = None,
                 total: int | None = None, late: int | None = None) -> None:
        self.per_address = MAX_WAITING_PER_ADDRESS if per_address is None else per_address
        self.waiting_cap = MAX_WAITING if waiting is None else waiting
        self.total = MAX_CONNECTIONS if total is None else total
        self.late_cap = MAX_LATE if late is None else late
        self.open: set = set()
        self.waiting: dict = {}  # connection -> _Waiting, oldest first
        self.late: dict = {}  # connection -> None, oldest first
        self._per: dict[str, int] = {}  # address -> waiting connections

    def admit(self, conn, address: str) -> list:
        self.open.add(conn)
        self.waiting[conn] = _Waiting(address)
        self._per[address] = self._per.get(address, 0) + 1
        victim = None
        if self._per[address] > self.per_address:
            victim = self._victim(address)
        elif len(self.waiting) > self.waiting_cap:
            victim = self._victim()
        victims = []
        if victim is not None:
            self._unwait(victim)
            victims.append(victim)
        if len(self.open) - len(victims) > self.total:
            victim = next(iter(self.late), None) or self._victim()
            if victim is None:  # every waiting request has arrived: the newcomer waits its turn
                victim = conn
            self._unwait(victim)
            self.late.pop(victim, None)
            if victim not in victims:
                victims.append(victim)
        return victims

    def _victim(self, address: str | None = None):
        """The waiting connection to push out (of ``address``, or of all), or None when
        every one there has a request that has arrived."""
        partial = None
        for conn, w in list(self.waiting.items()):  # oldest first
            if address is not None and w.address != address:
                continue
            if w.state != ARRIVED:
                self._look(conn, w)
            if w.state == SILENT:
                return conn
            if w.state == PARTIAL and partial is None:
                partial = conn
        return partial

    @staticmethod
    def _look(conn, w: _Waiting) -> None:
        pending = getattr(conn, "pending", None)
        if pending is not None:
            seen = pending()
            if _RANK.get(seen, 0) > _RANK[w.state]:
                w.state = seen

    def _unwait(self, conn) -> None:
        w = self.waiting.pop(conn, None)
        if w is not None:
            left = self._per[w.address] - 1
            if left:
                self._per[w.address] = left
            else:
                del self._per[w.address]

    def _show(self, conn, state: str) -> None:
        w = self.waiting.get(conn)
        if w is not None and _RANK[state] > _RANK[w.state]:
            w.state = state

    def heard(self, conn) -> None:
        """``conn`` sent something (not necessarily a whole request)."""
        self._show(conn, PARTIAL)

    def arrived(self, conn) -> None:
        """``conn``'s whole request (line and headers) has been read: it is answered next."""
        self._show(conn, ARRIVED)

    def refused(self, conn) -> list:
        """``conn``'s request showed no valid token: it gives up its place among the waiting
        and is late until it goes. Returns the late connections to cut off (the oldest,
        beyond ``late``)."""
        if conn not in self.waiting:
            return []
        self._unwait(conn)
        self.late[conn] = None
        victims = []
        while len(self.late) > self.late_cap:
            victim = next(iter(self.late))
            del self.late[victim]
            victims.append(victim)
        return victims

    def trusted(self, conn) -> None:
        """``conn`` showed a valid token: it no longer counts as waiting."""
        self._unwait(conn)

    def gone(self, conn) -> None:
        self._unwait(conn)
        self.late.pop(conn, None)
        self.open.discard(conn)

    def state(self, conn) -> str | None:
        """What ``conn`` has shown: REFUSED when it is late, else its state while it waits
        (None: neither)."""
        if conn in self.late:
            return REFUSED
        w = self.waiting.get(conn)
        return w.state if w is not None else None

    def count(self, address: str | None = None) -> int:
        """Waiting connections (of ``address``, or of all); may be read from another thread
        (a copy first: the loop's thread may change the dict meanwhile)."""
        return sum(1 for w in list(self.waiting.values()) if address is None or w.address == address)


class GuardedConnection(ServerConnection):
    """A connection that takes part in :class:`Admission` and whose library-made answers
    are :func:`~zuendstoff.net.answers.library_answer`'s."""

    def __init__(self, protocol, server, *, admission: Admission, **kwargs) -> None:
        # the library's own answers (made by the protocol's reject(), also where no hook is
        # called: a request line or header too long) become the app's; the library shadows
        # protocol methods per instance the same way (select_subprotocol)
        protocol.reject = library_answer
        super().__init__(protocol, server, **kwargs)
        self.admission = admission

    def connection_made(self, transport) -> None:
        super().connection_made(transport)  # (registers its handler: it ends with the transport)
        for victim in self.admission.admit(self, peer_address(transport)):
            victim.transport.abort()

    def data_received(self, data: bytes) -> None:
        if data:
            self.admission.heard(self)
        super().data_received(data)

    def process_event(self, event) -> None:
        if self.request is None:  # the first event: the request (the library parsed it whole)
            self.admission.arrived(self)
        super().process_event(event)

    def pending(self) -> str:
        """What the system holds for this connection that the loop has not read yet:
        :data:`SILENT` (nothing), :data:`PARTIAL` (a part of a request) or :data:`ARRIVED`
        (a whole request head). Looks without reading (``MSG_PEEK``); SILENT where it cannot
        look."""
        transport = self.transport
        sock = transport.get_extra_info("socket") if transport is not None else None
        if sock is None:
            return SILENT
        try:
            look = socket.socket(sock.family, sock.type, sock.proto, sock.fileno())
        except (OSError, ValueError):
            return SILENT
        try:
            data = look.recv(PEEK_BYTES, socket.MSG_PEEK | getattr(socket, "MSG_DONTWAIT", 0))
        except OSError:  # nothing there (a non-blocking socket says so), or it is gone
            data = b""
        finally:
            look.detach()  # (the connection's socket stays open: it is the loop's)
        if not data:
            return SILENT
        return ARRIVED if b"\r\n\r\n" in data else PARTIAL

    def connection_lost(self, exc) -> None:
        self.admission.gone(self)
        super().connection_lost(exc)

"""Who gets into the phone server: limits on connections, so that guests on the same
network without a token (docs/security.md) cannot hold the server up. Connections that
have not shown a valid token yet are limited per address (:data:`MAX_WAITING_PER_ADDRESS`)
and in all (:data:`MAX_WAITING`); one more pushes out the oldest of them, so a new phone
always gets in; the rest of :data:`MAX_CONNECTIONS` is kept for connections that have shown
a valid token. :class:`Admission` keeps the count and :class:`GuardedConnection` (the
connection class the server makes) takes part in it and makes the library's own answers
the app's. The deadline for a whole request and the delay for a guesser's wrong tokens are
the server's (:mod:`zuendstoff.net.server`). Loop thread only, except :meth:`Admission.count`.
"""

from __future__ import annotations

from websockets.asyncio.server import ServerConnection

from .answers import library_answer

# connections that have not shown a valid token yet (just accepted, request on its way, a
# wrong token being answered): at most this many per address and in all; one more pushes
# out the oldest of them (of its address, else of all), so a phone's new connection always
# gets in and a guest's idle ones go first
MAX_WAITING_PER_ADDRESS = 16
MAX_WAITING = 64
# open TCP connections at once in all; what MAX_WAITING leaves is kept for connections with
# a valid token (five phones with their pages need a few dozen at most)
MAX_CONNECTIONS = 256


def peer_address(transport) -> str:
    """The address a connection comes from ("?" when the transport does not say)."""
    peer = transport.get_extra_info("peername") if transport is not None else None
    return str(peer[0]) if peer else "?"


class Admission:
    """Which connections are open, and which of them have not shown a valid token yet.

    Loop thread only. :meth:`admit` takes a new connection in and returns the connections
    to cut off: the oldest waiting one of the same address beyond ``per_address``, else the
    oldest waiting one of all beyond ``waiting``, and when ``total`` connections are open the
    oldest waiting one (the new one itself when no other waits)."""

    def __init__(self, per_address: int | None = None, waiting: int | None = None,
                 total: int | None = None) -> None:
        self.per_address = MAX_WAITING_PER_ADDRESS if per_address is None else per_address
        self.waiting_cap = MAX_WAITING if waiting is None else waiting
        self.total = MAX_CONNECTIONS if total is None else total
        self.open: set = set()
        self.waiting: dict = {}  # connection -> address, oldest first

    def admit(self, conn, address: str) -> list:
        self.open.add(conn)
        self.waiting[conn] = address
        victims = []
        same = [c for c, a in self.waiting.items() if a == address]
        if len(same) > self.per_address:
            victims.append(same[0])
        elif len(self.waiting) > self.waiting_cap:
            victims.append(next(iter(self.waiting)))
        for victim in victims:
            self.waiting.pop(victim, None)
        if len(self.open) - len(victims) > self.total:
            oldest = next(iter(self.waiting), conn)
            self.waiting.pop(oldest, None)
            victims.append(oldest)
        return victims

    def trusted(self, conn) -> None:
        """``conn`` showed a valid token: it no longer counts as waiting."""
        self.waiting.pop(conn, None)

    def gone(self, conn) -> None:
        self.waiting.pop(conn, None)
        self.open.discard(conn)

    def count(self, address: str | None = None) -> int:
        """Waiting connections (of ``address``, or of all); may be read from another thread
        (a copy first: the loop's thread may change the dict meanwhile)."""
        return sum(1 for a in list(self.waiting.values()) if address is None or a == address)


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

    def connection_lost(self, exc) -> None:
        self.admission.gone(self)
        super().connection_lost(exc)

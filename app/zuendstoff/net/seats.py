"""The seats' join codes: unguessable tokens, compared in constant time, rate-limited.

A token is 24 random bytes from the system's cryptographic source
(:func:`secrets.token_urlsafe`, 192 bits, 32 URL-safe characters), made new for every seat
of every game and for every re-issue. Looking a token up compares it with every seat's
token by :func:`hmac.compare_digest` (the time does not tell how much of a guess was
right). Guessing is hopeless by the numbers alone (2**192 tokens); on top of that, an
address that gives too many wrong tokens within a window is :meth:`~SeatTokens.blocked` for a
while: the server answers its wrong tokens late (server.GUESS_DELAY), which slows a
guesser that waits for its answers. A *valid* token is never refused because of its address:
people behind one router (a guest network, a NAT) share an address with whoever guesses
(docs/security.md says what this does and does not stop).
Thread-safe: the window's thread issues and revokes, the server's thread looks up.
"""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable

TOKEN_BYTES = 24  # 192 bits (the issue asks for at least 128)
# a token as it may appear in a URL: what token_urlsafe makes, nothing else
TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
MAX_FAILURES = 20  # wrong tokens per address within WINDOW seconds …
WINDOW = 60.0
BLOCK = 60.0  # … block the address this long
MAX_ADDRESSES = 4096  # addresses remembered (oldest forgotten first)


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def plausible(token: str) -> bool:
    """Whether ``token`` has the form of a token (a cheap check before any compare)."""
    return 20 <= len(token) <= 64 and all(c in TOKEN_CHARS for c in token)


class SeatTokens:
    """Which token opens which seat, and who has been guessing."""

    def __init__(self, max_failures: int = MAX_FAILURES, window: float = WINDOW, block: float = BLOCK,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._lock = threading.Lock()
        self._tokens: dict[int, str] = {}
        self._failures: dict[str, deque[float]] = {}
        self._blocked: dict[str, float] = {}
        self.max_failures, self.window, self.block = max_failures, window, block
        self._clock = clock

    # ---------------------------------------------------------------- the window's side
    def issue(self, seat: int) -> str:
        """A fresh token for ``seat``; any old one stops working at once."""
        token = new_token()
        with self._lock:
            self._tokens[seat] = token
        return token

    def revoke(self, seat: int) -> None:
        with self._lock:
            self._tokens.pop(seat, None)

    def token(self, seat: int) -> str | None:
        with self._lock:
            return self._tokens.get(seat)

    def seats(self) -> tuple[int, ...]:
        with self._lock:
            return tuple(sorted(self._tokens))

    # ---------------------------------------------------------------- the server's side
    def blocked(self, address: str) -> bool:
        """Whether ``address`` gave too many wrong tokens lately (its wrong ones are slowed)."""
        now = self._clock()
        with self._lock:
            until = self._blocked.get(address)
            if until is None:
                return False
            if now >= until:
                del self._blocked[address]
                self._failures.pop(address, None)
                return False
            return True

    def lookup(self, token: str, address: str) -> int | None:
        """The seat ``token`` opens, or None (counted as a failure of ``address``). A valid
        token opens its seat from a blocked address too (a shared address is no guesser's).

        Every seat's token is compared, in constant time each, whether or not one matched
        earlier, so the time taken does not depend on which seat (if any) matched."""
        candidate = token.encode("utf-8", "surrogatepass") if isinstance(token, str) else b""
        found = None
        with self._lock:
            for seat, real in self._tokens.items():
                if hmac.compare_digest(candidate, real.encode("ascii")):
                    found = seat
        if found is None:
            self.fail(address)
        return found

    def current(self, seat: int, token: str) -> bool:
        """Whether ``token`` is still ``seat``'s token (a re-issue or revoke ends it)."""
        with self._lock:
            real = self._tokens.get(seat)
        return real is not None and hmac.compare_digest(token.encode("utf-8", "surrogatepass"),
                                                        real.encode("ascii"))

    def fail(self, address: str) -> None:
        """Count one wrong attempt of ``address``; too many in a window block it."""
        now = self._clock()
        with self._lock:
            times = self._failures.get(address)
            if times is None:
                if len(self._failures) >= MAX_ADDRESSES:
                    self._failures.pop(next(iter(self._failures)))
                times = self._failures[address] = deque()
            times.append(now)
            while times and now - times[0] > self.window:
                times.popleft()
            if len(times) >= self.max_failures:
                if len(self._blocked) >= MAX_ADDRESSES:
                    self._blocked.pop(next(iter(self._blocked)))
                self._blocked[address] = now + self.block

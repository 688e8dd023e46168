"""``zuendstoff-join INVITATION --computer LEVEL``: play a far-away seat without a window.

Connects to the invitation's broker, says ``hello`` (the table answers with the seat's
state and view), and whenever the seat has a decision to make, lets the engine's bot of
LEVEL decide from the seat's own view (never more) and sends it as a phone-protocol
``decide`` for that offer. What it sent and has no answer to yet is sent again (the same
message id, a new sequence number: the table answers it once and applies it at most once)
every :data:`RETRY` seconds, and a ``hello`` when the table has said nothing for that long,
so a broker that went away and came back, or a table that lost a message, costs a retry,
never the game. Prints one JSON line per state change it acts on and one at the end:
``{"over": true, "seat": S, "winners": [...]}``. The same invitation can be used again
after a crash or Ctrl+C: the table sends the current state and pending decision.
"""

from __future__ import annotations

import argparse
import json
import secrets
import sys
import time
from collections.abc import Sequence

from ...engine.bots import BOTS, make_bot
from .client import MAX_RETRIES, RETRY, SeatClient, SeatEnd, decide_message
from .invitation import Invitation, InvitationError

__all__ = ["MAX_RETRIES", "RETRY", "Player", "SeatEnd", "decide_message", "main"]
EXIT_OK, EXIT_BAD_INVITATION, EXIT_NO_BROKER, EXIT_TIMEOUT = 0, 2, 3, 4


class Player:
    """Plays the seat with a bot until the game is over (or ``timeout`` seconds pass): the
    conversation is :class:`~.client.SeatClient`'s (the far-away window's too), the bot only
    decides from the seat's own view when the client says a decision is offered."""

    def __init__(self, end, level: str, seed: str, out=sys.stdout, retry: float = RETRY) -> None:
        self.end, self.bot, self.out = end, make_bot(level, seed), out
        self.client = SeatClient(end, retry)

    def run(self, timeout: float) -> dict | None:
        end_at = time.monotonic() + timeout
        self.client.start()
        while time.monotonic() < end_at:
            if self.client.poll(0.2) in ("state", "answer"):
                result = self._act()
                if result is not None:
                    return result
        return None

    def _on_message(self, doc: dict, view_doc) -> dict | None:
        self.client.on_message(doc, view_doc)
        return self._act()

    def _act(self) -> dict | None:
        client = self.client
        if client.over:
            return client.result()
        if not client.offered():
            if client.view_error:
                print(json.dumps({"refused": client.view_error}), file=sys.stderr, flush=True)
                client.view_error = ""
            return None
        view = client.view()
        try:
            decision = self.bot.decide(view) if getattr(self.bot, "needs_view", True) \
                else self.bot.choose(view.legal)
            client.decide(decision)
        except Exception as exc:  # noqa: BLE001 - a view that does not hold together
            print(json.dumps({"refused": f"the table's view does not hold together ({type(exc).__name__})"}),
                  file=sys.stderr, flush=True)
        return None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="zuendstoff-join", description=(
        "Play a far-away seat of a Zündstoff table without a window, through the broker "
        "its invitation names."))
    parser.add_argument("invitation", help="the zuendstoff:// link or the ZS1- code")
    parser.add_argument("--computer", metavar="LEVEL", default="medium", choices=list(BOTS),
                        help="the computer level that plays the seat (default medium)")
    parser.add_argument("--ca", help="a certificate authority file for a TLS broker "
                                     "(default: the system's)")
    parser.add_argument("--seed", default=None, help="the computer's seed")
    parser.add_argument("--timeout", type=float, default=3600.0,
                        help="give up after this many seconds (default 3600)")
    args = parser.parse_args(argv)
    try:
        inv = Invitation.parse(args.invitation)
    except InvitationError as exc:
        print(f"zuendstoff-join: {exc}", file=sys.stderr)
        return EXIT_BAD_INVITATION
    try:
        end = SeatEnd(inv, args.ca)
    except OSError as exc:
        print(f"zuendstoff-join: {exc}", file=sys.stderr)
        return EXIT_NO_BROKER
    player = Player(end, args.computer, args.seed or secrets.token_hex(4))
    try:
        result = player.run(args.timeout)
    except KeyboardInterrupt:
        result = None
    finally:
        end.stop()
    if result is None:
        print("zuendstoff-join: the game did not end in time", file=sys.stderr)
        return EXIT_TIMEOUT
    print(json.dumps(result), flush=True)
    return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

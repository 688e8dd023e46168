"""``zuendstoff-table SPEC.json``: a table without a window, its people on phones.

Reads a new-game description, prints one JSON line with each phone seat's join URL, serves
the phones, plays the computer seats with the engine's bots, applies the phones' decisions
and stops when the game ends (or on SIGINT/SIGTERM). With ``--record PATH`` the game's
record is written atomically after every move (a reader sees the old or the new file); a
file already at that path is left alone and the table does not start, unless ``--replace``.

SPEC.json::

    {"players": [{"name": "Anna", "kind": "phone"},
                 {"name": "Ben", "kind": "phone", "piece": "orange"},
                 {"name": "Cleo", "kind": "computer", "level": "medium"}],
     "layout": "standard", "seed": 7, "host": "127.0.0.1", "port": 0, "language": "en"}

It runs on a QCoreApplication with the same :class:`~.hub.PhoneHub` the window uses, so the
headless table exercises exactly the window's path (signals queued to the main thread,
publish after every change) and needs no second implementation of the server's plumbing.
Computer seats decide on the main thread between events; the phone server keeps serving
pages and sockets on its own thread meanwhile.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from typing import Any, Sequence

from ..engine.bots import BOTS, make_bot
from ..engine.constants import MAX_PLAYERS, MIN_PLAYERS, PIECES
from ..engine.errors import DataError, IllegalDecision
from ..engine.game import Game, Player
from ..engine.jsonio import Reader, read_json_file
from ..engine.record import save_record
from .protocol import LANGUAGES, TableInfo

KINDS = ("phone", "computer", "remote")
DEFAULT_LEVEL = "medium"
EXIT_OK, EXIT_BAD_SPEC, EXIT_NO_SERVER = 0, 2, 3


class Spec:
    """A checked new-game description (every problem is one DataError naming the file)."""

    def __init__(self, doc: Any, source: str) -> None:
        rd = Reader(source)
        d = rd.obj(doc, "")
        known = {"players", "layout", "discs", "seed", "host", "port", "language", "bot_delay",
                 "broker", "ca"}
        extra = sorted(set(d) - known)
        if extra:
            raise rd.fail(extra[0][:40], "unknown key (known: " + ", ".join(sorted(known)) + ")")
        raw = rd.lst(rd.key(d, "players", ""), "players", MAX_PLAYERS)
        if not MIN_PLAYERS <= len(raw) <= MAX_PLAYERS:
            raise rd.fail("players", f"a game has {MIN_PLAYERS}–{MAX_PLAYERS} players, not {len(raw)}")
        self.names: list[str] = []
        self.kinds: list[str] = []
        self.levels: list[str | None] = []
        pieces: list[str] = []
        for i, p in enumerate(raw):
            where = f"players[{i}]"
            p = rd.obj(p, where)
            for key in p:
                if key not in ("name", "kind", "level", "piece"):
                    raise rd.fail(f"{where}.{key[:40]}", "unknown key (known: name, kind, level, piece)")
            name = rd.str(p, "name", where, 40).strip()
            if not name:
                raise rd.fail(f"{where}.name", "a player needs a name")
            kind = p.get("kind", "phone")
            if kind == "person":  # without a window a person plays on a phone
                kind = "phone"
            if kind not in KINDS:
                raise rd.fail(f"{where}.kind", f"{str(kind)[:40]!r} is not one of {', '.join(KINDS)}")
            level = None
            if kind == "computer":
                level = p.get("level", DEFAULT_LEVEL)
                if level not in BOTS:
                    raise rd.fail(f"{where}.level", f"{str(level)[:40]!r} is not one of {', '.join(BOTS)}")
            piece = p.get("piece", PIECES[i])
            if piece not in PIECES or piece in pieces:
                raise rd.fail(f"{where}.piece", f"choose a different piece of {', '.join(PIECES)}")
            pieces.append(piece)
            self.names.append(name)
            self.kinds.append(kind)
            self.levels.append(level)
        self.pieces = pieces
        self.layout = rd.str(d, "layout", "", 4096) if "layout" in d else "standard"
        self.discs = rd.str(d, "discs", "", 4096) if "discs" in d else None
        seed = d.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, str))):
            raise rd.fail("seed", "a seed is a whole number or a text")
        self.seed = seed
        self.host = rd.str(d, "host", "", 255) if "host" in d else "127.0.0.1"
        self.port = rd.int(d, "port", "", 0, 65535) if "port" in d else 0
        self.language = rd.str(d, "language", "", 5) if "language" in d else "en"
        if self.language not in LANGUAGES:
            raise rd.fail("language", f"{self.language!r} is not one of {', '.join(LANGUAGES)}")
        delay = d.get("bot_delay", 0)
        if isinstance(delay, bool) or not isinstance(delay, (int, float)) or not 0 <= delay <= 60:
            raise rd.fail("bot_delay", "seconds between computer moves, 0–60")
        self.bot_delay = float(delay)
        # far-away seats (issue 44): the broker they meet the table on, and for a TLS broker
        # whose certificate is not from the system's authorities, the authority's file
        self.broker = None
        if self.remote_seats or "broker" in d:
            from .remote.invitation import InvitationError, parse_broker
            try:
                self.broker = parse_broker(rd.str(d, "broker", "", 300))
            except InvitationError as exc:
                raise rd.fail("broker", str(exc)) from None
        self.ca = rd.str(d, "ca", "", 4096) if "ca" in d else None

    @property
    def phone_seats(self) -> list[int]:
        return [s for s, k in enumerate(self.kinds) if k == "phone"]

    @property
    def remote_seats(self) -> list[int]:
        return [s for s, k in enumerate(self.kinds) if k == "remote"]

    def new_game(self) -> Game:
        from ..resources import default_discs, layout_from_arg

        if self.discs is None:
            discs = default_discs()
        else:
            from ..engine.discs import DiscSet
            discs = DiscSet.load(self.discs)
        layout = layout_from_arg(self.layout)
        players = [Player(n, p) for n, p in zip(self.names, self.pieces)]
        return Game.new(discs, layout, players, seed=self.seed)


class HeadlessTable:
    """Drives one game: computers by bots, phones through the hub; stops at the end."""

    def __init__(self, game: Game, spec: Spec, hub, record: str | None = None,
                 linger: float = 2.0, remote=None) -> None:
        from PySide6.QtCore import QTimer

        self.game, self.spec, self.hub, self.record = game, spec, hub, record
        self.remote = remote  # a RemoteHub for the far-away seats, or None
        self.linger = linger
        self.kinds = tuple(spec.kinds)
        self.bots = {s: make_bot(spec.levels[s], f"{spec.seed}:{s}")
                     for s, k in enumerate(spec.kinds) if k == "computer"}
        self.thinking: int | None = None
        self.finished = False
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.step)
        hub.decisionReceived.connect(self.on_phone)
        if remote is not None:
            remote.decisionReceived.connect(self.on_phone)

    def table(self) -> TableInfo:
        # no window: a seat's public decisions are made on its phone only
        # a far-away seat holds its hand on its own screen, as a phone does
        kinds = tuple("phone" if k == "remote" else k for k in self.kinds)
        return TableInfo(tuple(self.spec.names), kinds, self.thinking, screen=False)

    def publish(self) -> None:
        self.hub.publish(self.game, self.table())
        if self.remote is not None:
            self.remote.publish(self.game, self.table())

    def save(self) -> None:
        if self.record:
            try:
                save_record(self.game, self.record)
            except OSError as exc:
                print(json.dumps({"error": f"the record cannot be written: {exc.strerror or exc}"}),
                      file=sys.stderr, flush=True)

    def start(self) -> None:
        self.publish()
        self.save()
        self.schedule()

    def schedule(self, delay: float = 0.0) -> None:
        self._timer.start(int(delay * 1000))

    def step(self) -> None:
        """Let one computer seat decide, if the game waits for one (then come back)."""
        game = self.game
        if game.is_over:
            self.finish()
            return
        for seat in game.pending_seats():
            bot = self.bots.get(seat)
            if bot is None:
                continue
            self.apply(bot.decide_in(game, seat))
            self.schedule(self.spec.bot_delay)
            return

    def on_phone(self, seat: int, decision, offer: int = 0) -> None:
        """A decision the phone server or the far-away hub checked and answered "ok". As at
        the window (ui/game/phones.py): one that answers an offer the seat has left since,
        or that the game does not take after all, is dropped and the seat asked again (a new
        offer); without that, the seat would wait for ever for a decision it had made."""
        if self.kinds[seat] not in ("phone", "remote") or self.finished:
            return
        hub = self.remote if self.kinds[seat] == "remote" else self.hub
        if offer != hub.offer(seat):
            hub.reoffer(seat)
            return
        if self.apply(decision):
            self.schedule(self.spec.bot_delay)
        else:
            hub.reoffer(seat)

    def apply(self, decision) -> bool:
        try:
            self.game.apply(decision)  # the engine checks again (the hub checked a view)
        except IllegalDecision:
            self.publish()
            return False
        self.save()
        self.publish()
        if self.game.is_over:
            self.finish()
        return True

    def finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.publish()
        game = self.game
        print(json.dumps({"over": True, "round": game.round_no, "end": game.end,
                          "winners": [game.players[s].name for s in game.winners]}), flush=True)
        from PySide6.QtCore import QCoreApplication, QTimer
        QTimer.singleShot(int(self.linger * 1000), QCoreApplication.quit)


def stop_soon(app) -> None:
    """Make ``app``'s event loop return, whether or not it runs yet.

    ``quit()`` does nothing while the loop is not running, and a signal can arrive before it
    does (a phone may decide, and be told "ok" by the server's thread, while the main thread
    is still saving the first record): a queued call runs as soon as the loop starts.
    """
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, app.quit)


def stop_signals(module=signal) -> list:
    """The signals that stop the table cleanly (its record saved): Ctrl+C (SIGINT) and SIGTERM
    everywhere; on Windows, where nothing sends SIGTERM, also SIGBREAK: Ctrl+Break in its
    console, closing that console, and ``CTRL_BREAK_EVENT`` sent to its process group (what
    a program that started it with ``CREATE_NEW_PROCESS_GROUP`` sends to stop it)."""
    return [getattr(module, name) for name in ("SIGINT", "SIGTERM", "SIGBREAK")
            if hasattr(module, name)]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="zuendstoff-table", description=(
        "Run a Zündstoff table without a window: people play on their phones (one join URL "
        "per seat, printed as JSON), computer seats by the engine's bots."))
    parser.add_argument("spec", help="the new game as JSON (players, layout, seed, host, port)")
    parser.add_argument("--record", help="write the game's record here after every move (atomic)")
    parser.add_argument("--replace", action="store_true",
                        help="with --record: replace a file that is there already (without it, "
                             "an existing file is left alone and the table does not start)")
    parser.add_argument("--linger", type=float, default=2.0,
                        help="seconds to keep serving the final state after the game ends (default 2)")
    args = parser.parse_args(argv)
    if args.record and os.path.lexists(args.record) and not args.replace:
        print(f"zuendstoff-table: {args.record} exists already: name another file for --record, "
              "or add --replace to write over it", file=sys.stderr)
        return EXIT_BAD_SPEC
    try:
        spec = Spec(read_json_file(args.spec), args.spec)
        game = spec.new_game()
    except (DataError, IllegalDecision) as exc:
        print(f"zuendstoff-table: {exc}", file=sys.stderr)
        return EXIT_BAD_SPEC

    from PySide6.QtCore import QCoreApplication, QTimer

    from .hub import PhoneHub

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    hub = PhoneHub(spec.host, spec.port)
    hub.set_language(spec.language)
    try:
        if spec.phone_seats:  # a table of computers needs no server: none listens
            hub.start()
    except OSError as exc:
        print(f"zuendstoff-table: {exc}", file=sys.stderr)
        return EXIT_NO_SERVER
    hub.set_seats(spec.phone_seats)
    host, port = hub.address
    remote = None
    first = {"host": host, "port": port, "seats": [
        {"seat": s, "name": spec.names[s], "url": hub.url(s)} for s in spec.phone_seats]}
    if spec.remote_seats:
        from .remote.invitation import Invitation
        from .remote_hub import RemoteHub

        room = Invitation.new(spec.broker).room  # one room per game, one key per seat
        invitations = {s: Invitation.new(spec.broker, room) for s in spec.remote_seats}
        try:
            remote = RemoteHub(spec.broker, invitations, spec.ca)
        except OSError as exc:
            print(f"zuendstoff-table: {exc}", file=sys.stderr)
            hub.stop()
            return EXIT_NO_SERVER
        remote.set_language(spec.language)
        remote.start()
        first["remote"] = [{"seat": s, "name": spec.names[s], "invitation": inv.link(),
                            "code": inv.code()} for s, inv in invitations.items()]
    # the stop signals are taken before the first line says the table is there: a signal sent
    # as soon as that line is read must stop it cleanly, not kill it
    old = {sig: signal.signal(sig, lambda _signum, _frame: stop_soon(app))
           for sig in stop_signals()}
    print(json.dumps(first), flush=True)

    table = HeadlessTable(game, spec, hub, args.record, args.linger, remote)
    tick = QTimer()  # Python runs signal handlers only between bytecodes: wake up now and then
    tick.timeout.connect(lambda: None)
    tick.start(200)
    table.start()
    try:
        app.exec()
    finally:
        tick.stop()
        hub.stop()
        if remote is not None:
            remote.stop()
        for sig, handler in old.items():
            signal.signal(sig, handler)
    table.save()
    return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

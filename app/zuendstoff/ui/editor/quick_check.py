"""The layout editor's quick playtest (issue 36, item 5).

After an edit settles (:data:`DELAY_MS` after the last change, each change restarting the
wait), a playable layout is played :data:`GAMES` times by fast computer players
(:data:`LEVEL`, :data:`PLAYERS` seats, seed :data:`SEED`, at most :data:`ROUND_LIMIT`
rounds) in a worker process, from a background thread: the editor's thread never waits.
A new edit, or closing the editor, cancels a running check; a result always belongs to the
layout it was played on (an older run's result is dropped).

The check panel then shows a plain warning when games hit the round limit or a seat never
won, and calls the board slow when the games' median passes the full playtest's threshold
(:data:`.playtest.SLOW_ROUNDS`); it is a warning, never a refusal (playing and saving stay
enabled).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal

from ... import playtest

DELAY_MS = 1500
GAMES = 24
PLAYERS = 4
LEVEL = "easy"
SEED = 1
#: the quick check's own round limit: easy players end the standard layout in about 12
#: rounds and slow boards in about 30; a game still going at 100 rounds is a stall
ROUND_LIMIT = 100
#: finished games needed before "seat N never won" is said (a fair seat of four fails to
#: win 20 games in a row about 0.3 % of the time)
MIN_FINISHED = 20

_running: set = set()  # threads still running (cancelled ones finish on their own)


def verdict(report: dict) -> dict:
    """What the check panel says about a quick playtest's figures: a ``kind`` ("ok",
    "never_ends", "seat_never_wins", "slow": every game ended but the median passes the
    playtest's slow threshold) and the numbers it is worded from."""
    games, unfinished, finished = report["games"], report["unfinished"], report["finished"]
    out: dict = {"games": games, "unfinished": unfinished, "limit": report["round_limit"],
                 "median": report["rounds"]["median"], "never_won": []}
    if finished >= MIN_FINISHED:
        out["never_won"] = [s["seat"] for s in report["seats"] if s["won"] == 0]
    if unfinished:
        out["kind"] = "never_ends"
    elif out["never_won"]:
        out["kind"] = "seat_never_wins"
    elif out["median"] is not None and out["median"] > playtest.SLOW_ROUNDS:
        out["kind"] = "slow"
        out["slow"] = playtest.SLOW_ROUNDS
    else:
        out["kind"] = "ok"
    return out


class QuickThread(QThread):
    """Plays the quick playtest off the GUI thread (in one spawned worker process)."""

    done = Signal(int, object)  # generation, the figures
    failed = Signal(int, str)

    def __init__(self, generation: int, layout, discs) -> None:
        super().__init__()
        self.generation, self.layout, self.discs = generation, layout, discs
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def run(self) -> None:  # the thread
        try:
            tally = playtest.run(self.layout, self.discs, PLAYERS, GAMES, LEVEL, SEED, jobs=1,
                                 skill_games=0, round_limit=ROUND_LIMIT,
                                 cancelled=lambda: self._cancel, start_method="spawn",
                                 processes=True)
            if not self._cancel:
                self.done.emit(self.generation, tally.report())
        except playtest.Cancelled:
            pass
        except Exception as exc:  # noqa: BLE001 - shown as one plain message
            if not self._cancel:
                self.failed.emit(self.generation, str(exc).splitlines()[0] if str(exc)
                                 else type(exc).__name__)


class QuickCheck(QObject):
    """Schedules, runs and cancels the quick playtest of one editor's layout.

    ``get_layout()`` answers the engine layout to check (None: not playable, no check) and
    ``get_discs()`` the disc set; ``changed`` is emitted whenever :attr:`state` changes:
    None (nothing to say), ("waiting",), ("running",), ("result", verdict) or
    ("failed", text)."""

    changed = Signal()

    def __init__(self, get_layout, get_discs, parent=None) -> None:
        super().__init__(parent)
        self.get_layout, self.get_discs = get_layout, get_discs
        self.state: tuple | None = None
        self.report: dict | None = None
        self.generation = 0
        self._key = None  # the board of the last scheduled check
        self.thread: QuickThread | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DELAY_MS)
        self.timer.timeout.connect(self.start)
        _hook_quit()

    def schedule(self, force: bool = False) -> None:
        """An edit: drop the old figures, cancel a running check, start the wait anew
        (unless the board itself is unchanged, as after a rename; ``force``: it is not)."""
        layout = self.get_layout()
        key = None if layout is None else (tuple(layout.cells), tuple(layout.kinds))
        if not force and key is not None and key == self._key and self.state is not None:
            return
        self._key = key
        self.cancel()
        self.report = None
        if layout is None:
            self._set(None)
            return
        self._set(("waiting",))
        self.timer.start()

    def cancel(self) -> None:
        self.timer.stop()
        self.generation += 1  # a result still on its way belongs to an older layout
        if self.thread is not None:
            self.thread.cancel()
            self.thread = None

    def start(self) -> None:
        layout = self.get_layout()
        if layout is None:
            self._set(None)
            return
        self.cancel()
        thread = QuickThread(self.generation, layout, self.get_discs())
        thread.done.connect(self._done)
        thread.failed.connect(self._failed)
        _running.add(thread)
        thread.finished.connect(lambda t=thread: _running.discard(t))
        self.thread = thread
        self._set(("running",))
        thread.start()

    def _done(self, generation: int, report: dict) -> None:
        if generation != self.generation:
            return
        self.show_report(report)

    def show_report(self, report: dict) -> None:
        """The figures of a finished quick playtest (the path a real run takes)."""
        self.thread = None
        self.report = report
        self._set(("result", verdict(report)))

    def _failed(self, generation: int, text: str) -> None:
        if generation == self.generation:
            self.thread = None
            self._set(("failed", text))

    def _set(self, state) -> None:
        self.state = state
        self.changed.emit()


_hooked = False


def _hook_quit() -> None:
    global _hooked
    app = QCoreApplication.instance()
    if app is not None and not _hooked:
        _hooked = True
        app.aboutToQuit.connect(cancel_all)


def cancel_all(wait_ms: int = 2000) -> None:
    """Cancel every running quick check and wait for it (at the application's end)."""
    for thread in list(_running):
        thread.cancel()
    for thread in list(_running):
        thread.wait(wait_ms)

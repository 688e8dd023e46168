"""The checks of ``--self-test`` that follow a person's start (:mod:`zuendstoff.selftest`).

:func:`zuendstoff.__main__.main` runs ``--self-test`` through the start a double-click
takes, up to the game window; these checks go on from there:

- **window**: the real game window is shown, its first frame painted (as at every start), then
  built, a saved game opened in it (as a double-click on a ``.zrec`` does) and its board
  painted; the frame must not be blank. In a throwaway data folder: the self-test never
  touches the person's autosave or settings;
- **playtest**: a short playtest in two worker processes started with ``spawn`` (as the
  editors' playtest and quick check do: in the bundle that runs the bundle's own program
  again, which needs ``multiprocessing`` in it);
- **addresses**: the join screen's list of this computer's addresses, asked of QtNetwork (by
  adapter name, as in the venv; the bundle once left QtNetwork out and listed fewer);
- **sound**: the app's mixer plays an effect through miniaudio's library and its null device
  (every machine has one; the system's own device is left alone).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

#: how long the window may take to paint (seconds; a cold start on a busy machine)
FRAME_TIMEOUT = 60.0


def _wait(app, done, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what}: nothing within {timeout:.0f} s")
        app.processEvents()
        time.sleep(0.01)


def check_window(window_class, game) -> str:
    """Show the game window, open ``game`` saved to a file in it, check its board frame."""
    from PySide6.QtWidgets import QApplication

    from . import startup
    from .engine import save_record
    from .selftest import frame_is_blank
    from .settings import Settings

    app = QApplication.instance()
    before = os.environ.get("ZUENDSTOFF_HOME")
    with tempfile.TemporaryDirectory(prefix="zuendstoff-self-test-") as home:
        os.environ["ZUENDSTOFF_HOME"] = home  # the person's own data stays untouched
        window = None
        try:
            path = Path(home) / "self-test.zrec"
            save_record(game, path)
            window = window_class(Settings(), deferred=True)
            seen: list[str] = []
            startup.after_first_frame(app, lambda: seen.append("first"))
            window.show()
            _wait(app, lambda: "first" in seen, FRAME_TIMEOUT, "the window's first frame")
            window.build()
            if not window.open_file(str(path)):
                raise ValueError(f"the saved game {path.name} did not open")
            startup.after_board_frame(app, window.centralWidget(),
                                      lambda: seen.append("board"))
            _wait(app, lambda: "board" in seen, FRAME_TIMEOUT, "the board's frame")
            if window.model.game.round_no != game.round_no:
                raise ValueError("the window shows another game than the one opened")
            image = window.grab().toImage()
            problem = frame_is_blank(image)
            if problem:
                raise ValueError(f"the window's frame is blank: {problem}")
            return (f"first frame, then {path.name} opened at round {game.round_no}, "
                    f"{image.width()}x{image.height()} window")
        finally:
            if window is not None:
                window.files.flush(5.0) if window.built else None
                window.close()
                window.deleteLater()
                app.processEvents()
            if before is None:
                os.environ.pop("ZUENDSTOFF_HOME", None)
            else:
                os.environ["ZUENDSTOFF_HOME"] = before


def check_playtest() -> str:
    """A playtest of two quick games in two worker processes (spawn)."""
    from . import resources
    from .playtest import running

    started = time.perf_counter()
    tally = running.run(resources.builtin_layout("standard"), resources.default_discs(),
                        players=3, games=2, level="random", seed=7, jobs=2, skill_games=0,
                        start_method="spawn", processes=True)
    if tally.done != tally.total or tally.total != 2:
        raise ValueError(f"{tally.done} of {tally.total} games came back")
    return f"2 games in 2 worker processes (spawn), {time.perf_counter() - started:.1f} s"


def check_sound() -> str:
    """An effect played through miniaudio's null device; the system's device where it has one."""
    import miniaudio

    from . import sound

    mixer = sound._Mixer()
    stream = mixer.generator()
    next(stream)
    device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16,
                                      nchannels=1, sample_rate=sound.RATE, buffersize_msec=60,
                                      backends=[miniaudio.Backend.NULL])
    try:
        samples = sound.load_samples("reveal")
        mixer.add(samples, 0.5)
        device.start(stream)
        deadline = time.monotonic() + 10.0
        while mixer.voices and time.monotonic() < deadline:
            time.sleep(0.02)
        if mixer.voices:
            raise ValueError("the null device took no samples within 10 s")
    finally:
        device.close()
    # (not the system's device: opening it leaves the sound server's files in the home
    # folder, and the self-test writes nothing outside its throwaway folder)
    return f"the app's mixer played {len(samples)} samples of an effect through the null device"


def check_addresses() -> str:
    """The join screen's address list, from QtNetwork's adapters (named)."""
    from PySide6.QtNetwork import QNetworkInterface  # the bundle must hold it

    from .ui.dialogs import addresses

    found = addresses.lookup()
    if not found or found[-1] != addresses.LOOPBACK:
        raise ValueError(f"the address list ends without {addresses.LOOPBACK}: {found}")
    adapters = len(QNetworkInterface.allInterfaces())
    return f"{', '.join(found)} (QtNetwork, {adapters} adapters)"

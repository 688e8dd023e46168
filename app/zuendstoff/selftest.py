"""``zuendstoff --self-test``: prove that this copy of the app is complete.

Runs through the start a double-click takes (``zuendstoff.__main__``: the same imports,
the same application and translations), then loads every shipped resource (layouts, disc
sets, art, translations, schemas), imports every module of the app, plays a few moves of a
game, answers a phone page on 127.0.0.1, builds the board scene and renders one frame of it,
shows the game window (its first frame), opens that game saved to a file in it and checks its
board frame, runs a short playtest in worker processes and starts the sound
(:mod:`zuendstoff.selftest_start`); offscreen unless ``QT_QPA_PLATFORM`` names a platform.
Each frame must not be blank. Prints one line per check; the exit code is 0 when every check passed,
1 otherwise. It is what CI runs on the PyInstaller bundle and on an installed
wheel, so a file or module that the bundle misses shows up here by name.

The first-frame probe that ``benchmarks/bundle.py`` uses to time the start of the
real app lives in :mod:`zuendstoff.startup`.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import pkgutil
import sys
import traceback
import wave
from collections.abc import Callable
from pathlib import Path

# where to write the rendered frame (for a person to look at); optional
FRAME_PNG_ENV = "ZUENDSTOFF_SELFTEST_PNG"
# a file that gets a copy of every line (build.py reads it: a windowed Windows program
# has no stdout)
OUT_FILE_ENV = "ZUENDSTOFF_SELFTEST_OUT"
# the real board scene; used as soon as it exists
BOARD_SCENE_MODULE = "zuendstoff.ui.board.scene"
# third-party modules imported lazily inside functions (sound: miniaudio;
# and the phone join screen's QR codes: segno)
LAZY_IMPORTS = ("miniaudio", "segno")


class _Checks:
    def __init__(self, out: Callable[[str], None]) -> None:
        self.out = out
        self.failed: list[str] = []

    def run(self, name: str, fn: Callable[[], object]) -> object:
        try:
            detail = fn()
        except Exception as exc:  # noqa: BLE001 - a self-test reports every failure
            self.failed.append(name)
            self.out(f"self-test: FAILED {name}: {type(exc).__name__}: {exc}")
            tb = traceback.format_exc().rstrip().splitlines()
            for line in tb[-6:]:
                self.out(f"self-test:     {line}")
            return None
        note = detail[-1] if isinstance(detail, tuple) else detail
        self.out(f"self-test: ok {name}" + (f" ({note})" if isinstance(note, str) else ""))
        return detail


# --- resources -------------------------------------------------------------------------------


def _check_resources() -> str:
    """Load every file under the resource root with the loader that reads its kind."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtGui import QImage
    from PySide6.QtSvg import QSvgRenderer

    from . import resources
    from .engine.discs import DiscSet
    from .engine.layout import Layout

    root = resources.root()
    if not root.is_dir():
        raise FileNotFoundError(f"resource folder {root} is missing")
    counts: dict[str, int] = {}
    for file in sorted(p for p in root.rglob("*") if p.is_file()):
        kind = file.suffix.lower()
        if kind == ".zlayout":
            Layout.load(str(file))
        elif kind == ".zdiscs":
            DiscSet.load(str(file))
        elif kind == ".svg":
            if not QSvgRenderer(str(file)).isValid():
                raise ValueError(f"{file.name}: not a valid SVG")
        elif kind == ".png":
            if QImage(str(file)).isNull():
                raise ValueError(f"{file.name}: not a readable PNG")
        elif kind == ".qm":
            if not QTranslator().load(str(file)):
                raise ValueError(f"{file.name}: not a loadable translation")
        elif kind == ".json":
            json.loads(file.read_text(encoding="utf-8"))
        elif kind == ".wav":
            with wave.open(str(file), "rb") as w:
                if not w.readframes(w.getnframes()):
                    raise ValueError(f"{file.name}: no sound in it")
        else:
            continue
        counts[kind] = counts.get(kind, 0) + 1
    # the public helpers too, as the app calls them
    for key in resources.BUILTIN_LAYOUTS:
        resources.builtin_layout(key)
    resources.default_discs()
    for needed in (".zlayout", ".zdiscs"):
        if not counts.get(needed):
            raise FileNotFoundError(f"no {needed} file under {root}")
    found = ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
    return f"{found} in {root}"


def _check_modules() -> str:
    """Import every module of the app (a bundle that missed one fails here)."""
    import zuendstoff

    names = [m.name for m in pkgutil.walk_packages(zuendstoff.__path__, "zuendstoff.")]
    if "zuendstoff.engine.game" not in names:
        raise ImportError("the module list of the package is incomplete")
    for name in names:
        if name.startswith("zuendstoff.data"):
            continue
        importlib.import_module(name)
    # libraries the app imports only when first needed (a bundle must still hold them)
    for name in LAZY_IMPORTS:
        importlib.import_module(name)
    return f"{len(names)} modules"


# --- game and board --------------------------------------------------------------------------


def _new_game():
    from . import resources
    from .engine import Game, Player
    from .engine.bots import make_bot

    players = [Player("Anna", "black"), Player("Ben", "white"), Player("Cleo", "purple")]
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"), players,
                    seed=5)
    bots = [make_bot("random", seed) for seed in range(len(players))]
    for _ in range(40):  # a few decisions, so the frame shows a game under way
        seats = game.pending_seats()
        if not seats:
            break
        seat = seats[0]
        game.apply(bots[seat].decide(game.view(seat)))
    return game


def board_scene_class():
    """The real board scene if the app has one, else None (checked in :func:`_build_scene`)."""
    if importlib.util.find_spec(BOARD_SCENE_MODULE) is None:
        return None
    return importlib.import_module(BOARD_SCENE_MODULE).BoardScene


def _fallback_scene(game):
    """A plain drawing of the layout's cells, used only while the app has no board scene."""
    from PySide6.QtGui import QBrush, QColor, QPen
    from PySide6.QtWidgets import QGraphicsScene

    scene = QGraphicsScene()
    pen = QPen(QColor("#222222"), 2)
    for index, (row, col) in enumerate(game.layout.cells):
        colour = QColor("#f2b632") if game.layout.kinds[index] == "sun" else QColor("#3b6fb6")
        scene.addEllipse(col * 60.0, row * 60.0, 54.0, 54.0, pen, QBrush(colour))
    return scene


def _build_scene(game):
    from .document.game_model import GameModel

    cls = board_scene_class()
    model = GameModel(game)
    if cls is None:
        return model, _fallback_scene(game), "fallback drawing: no board scene in this app yet"
    return model, cls(model), f"{cls.__module__}.{cls.__name__}"


def frame_is_blank(image) -> str | None:
    """Why ``image`` (a QImage) does not show a drawing, or None if it does.

    A frame counts as drawn when at least 2 % of a grid of samples differ from the
    frame's most common colour and the samples hold at least 4 different colours.
    """
    if image.isNull() or image.width() < 16 or image.height() < 16:
        return "no image"
    samples = [image.pixel(x, y)
               for y in range(0, image.height(), max(1, image.height() // 80))
               for x in range(0, image.width(), max(1, image.width() // 80))]
    counts: dict[int, int] = {}
    for px in samples:
        counts[px] = counts.get(px, 0) + 1
    background = max(counts.values())
    drawn = 1 - background / len(samples)
    if drawn < 0.02:
        return f"only {drawn:.1%} of the frame differs from the background"
    if len(counts) < 4:
        return f"only {len(counts)} colours in the frame"
    return None


def _render(scene) -> str:
    """Show the scene in a view, grab one frame and check it is not blank."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication, QGraphicsView

    view = QGraphicsView(scene)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.resize(900, 700)
    view.show()
    QApplication.processEvents()
    rect = scene.itemsBoundingRect()
    if rect.isEmpty():
        raise ValueError("the board scene holds nothing to draw")
    view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
    QApplication.processEvents()
    image = view.grab().toImage()
    view.close()
    out = os.environ.get(FRAME_PNG_ENV)
    if out:
        image.save(out)
    problem = frame_is_blank(image)
    if problem:
        raise ValueError(f"the rendered frame is blank: {problem}")
    return f"{image.width()}x{image.height()} frame"


# --- phone server ----------------------------------------------------------------------------


def _check_phone_server(game) -> str:
    """A PhoneHub on 127.0.0.1 (any free port) serves the page and its files for a valid
    token and the 404 without one; then it stops."""
    import urllib.error
    import urllib.request

    from .net.hub import PhoneHub
    from .net.protocol import TableInfo

    hub = PhoneHub("127.0.0.1", 0)
    hub.start()
    port = hub.address[1]
    try:
        hub.set_seats([0])
        hub.publish(game, TableInfo(tuple(p.name for p in game.players), ("phone",) * game.seats))
        url = hub.url(0)
        with urllib.request.urlopen(url, timeout=5) as r:  # follows the redirect to url + "/"
            page = r.read()
            if r.status != 200 or b"phone.js" not in page:
                raise ValueError(f"the page is not served ({r.status})")
        for asset in ("phone.js", "phone.css"):
            with urllib.request.urlopen(f"{url}/{asset}", timeout=5) as r:
                if r.status != 200 or len(r.read()) < 500:
                    raise ValueError(f"{asset} is not served")
        try:
            urllib.request.urlopen(url.rsplit("/", 1)[0] + "/" + "A" * 32, timeout=5)
        except urllib.error.HTTPError as exc:
            if exc.code != 404:
                raise ValueError(f"a wrong token got {exc.code}, not 404") from None
        else:
            raise ValueError("a wrong token got the page")
    finally:
        hub.stop()
    if hub.running:
        raise RuntimeError("the phone server did not stop")
    return f"page and files on 127.0.0.1 port {port}, 404 without a token"


# --- entry -----------------------------------------------------------------------------------


def run(out: Callable[[str], None] | None = None, window_class=None) -> int:
    """Run every check; 0 when all passed, 1 otherwise. ``window_class``: the game window
    (:func:`zuendstoff.__main__.main` passes it, after the imports of a plain start): also
    the checks of :mod:`zuendstoff.selftest_start` (the window with a saved game, a playtest
    in worker processes, the sound)."""
    if out is None:
        copy = os.environ.get(OUT_FILE_ENV)
        if copy:
            Path(copy).write_text("", encoding="utf-8")

        def out(line: str) -> None:
            print(line, flush=True)  # a windowed program on Windows has no stdout: see below
            if copy:
                with open(copy, "a", encoding="utf-8") as fh:
                    fh.write(line + "\n")

    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "zuendstoff"])
    from . import __version__

    frozen = "bundle" if getattr(sys, "frozen", False) else "python"
    out(f"self-test: zuendstoff {__version__} ({frozen}, Qt platform {app.platformName()})")
    checks = _Checks(out)
    # errors Qt reports instead of raising (an exception in a paint() or a slot) fail too
    errors: list[str] = []

    def record(exc_type, exc, tb) -> None:
        frames = traceback.extract_tb(tb)
        where = f" at {Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else ""
        errors.append(f"{exc_type.__name__}: {exc}{where}")

    previous_hook, sys.excepthook = sys.excepthook, record
    try:
        checks.run("resources", _check_resources)
        checks.run("modules", _check_modules)
        game = checks.run("game", _new_game)
        if game is not None:
            checks.run("phone server", lambda: _check_phone_server(game))
            built = checks.run("board scene", lambda: _build_scene(game))
            if built is not None:
                model, scene, _ = built
                checks.run("render", lambda: _render(scene))
            if window_class is not None:
                from . import selftest_start

                checks.run("window", lambda: selftest_start.check_window(window_class, game))
        if window_class is not None:
            from . import selftest_start

            checks.run("playtest", selftest_start.check_playtest)
            checks.run("addresses", selftest_start.check_addresses)
            checks.run("sound", selftest_start.check_sound)
    finally:
        sys.excepthook = previous_hook
    if errors:
        checks.failed.append("uncaught errors")
        out(f"self-test: FAILED uncaught errors: {len(errors)}, first: {errors[0]}")
    if checks.failed:
        out(f"self-test: FAILED ({', '.join(checks.failed)})")
        return 1
    out("self-test: passed")
    return 0


def main() -> int:
    return run()


if __name__ == "__main__":
    sys.exit(main())


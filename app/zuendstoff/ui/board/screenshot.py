"""Offscreen renders of the board: ``zuendstoff --screenshot FILE.png [--record FILE]``."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QImage, QLinearGradient, QPainter

from . import art


def _ensure_app():
    """The running application, or a new one speaking the user's language."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") \
                and sys.platform.startswith("linux"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([sys.argv[0] if sys.argv else "zuendstoff"])
        from ... import cli, i18n

        i18n.install(cli.language(), app)  # messages and the board's texts (a running app has its own)
    return app


def standard_game():
    """A new standard game: default disc set, standard layout, 4 players, seed 1."""
    from ... import resources
    from ...engine import Game, Player

    names = ("Anna", "Ben", "Carla", "Dario")
    pieces = ("black", "white", "purple", "orange")
    return Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player(n, p) for n, p in zip(names, pieces)], seed=1)


def render_board(game, size=(1600, 1000)) -> QImage:
    """Draw ``game``'s board into a new image of ``size`` pixels (aspect kept, centred)."""
    _ensure_app()
    from ...document.game_model import GameModel
    from .scene import BoardScene

    model = GameModel(game.copy())
    scene = BoardScene(model)
    width, height = int(size[0]), int(size[1])
    image = QImage(width, height, QImage.Format_ARGB32_Premultiplied)
    image.fill(Qt.black)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing
                           | QPainter.SmoothPixmapTransform)
    source = scene.sceneRect()
    scale = min(width / source.width(), height / source.height())
    target = QRectF(0, 0, source.width() * scale, source.height() * scale)
    target.moveCenter(QRectF(0, 0, width, height).center())
    backdrop = QLinearGradient(0, 0, width, height)  # the letterbox, in the board's space colours
    backdrop.setColorAt(0.0, art.SPACE_TOP)
    backdrop.setColorAt(1.0, art.SPACE_BOTTOM)
    painter.fillRect(QRectF(0, 0, width, height), backdrop)
    scene.render(painter, target, source, Qt.KeepAspectRatio)
    painter.end()
    scene.deleteLater()
    model.deleteLater()
    return image


def screenshot_main(out_png: str, record: str | None = None) -> int:
    """Render a new standard game, or ``record``'s final state, to ``out_png``. Exit code."""
    from ...engine import DataError, load_record

    _ensure_app()
    try:
        game = load_record(record) if record else standard_game()
    except DataError as exc:
        from ...document.error_text import data_error_text

        print(QCoreApplication.translate("Screenshot", "Cannot show the game: %1")
              .replace("%1", data_error_text(exc)), file=sys.stderr)
        return 2
    except OSError as exc:
        print(QCoreApplication.translate("Screenshot", "Cannot read %1: %2").replace("%1", str(record))
              .replace("%2", exc.strerror or str(exc)), file=sys.stderr)
        return 2
    image = render_board(game)
    if not save_atomic(image, str(out_png)):
        print(QCoreApplication.translate("Screenshot", "Cannot write the picture %1")
              .replace("%1", str(out_png)), file=sys.stderr)
        return 1
    return 0


def save_atomic(image: QImage, path: str) -> bool:
    """Save ``image`` as a PNG so that ``path`` holds the old picture or the whole new one
    (written beside it, then renamed over it). False when it could not be written."""
    import tempfile

    folder = os.path.dirname(os.path.abspath(path))
    try:
        fd, part = tempfile.mkstemp(prefix=f".{os.path.basename(path)}.", suffix=".tmp",
                                    dir=folder)
        os.close(fd)
    except OSError:
        return False
    try:
        if image.save(part, "PNG"):
            from ...engine.jsonio import replace
            replace(part, path)  # (Windows: tried again while another program holds it)
            return True
    except OSError:
        pass
    try:
        os.unlink(part)
    except OSError:
        pass
    return False

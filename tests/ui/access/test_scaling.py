"""Scaling: the board renders crisp at 100, 150 and 200 % device pixel ratios, and its rocket
numbers stay readable in a 1280×720 window."""

from __future__ import annotations

import math

import pytest
from helpers import new_game, settle
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

LOGICAL = (800, 500)
#: the smallest rocket number on a 1280×720 window is at least this many pixels tall (digit
#: height from the rendered pixels; ~9 px digits are what 12–13 px UI text shows)
MIN_DIGIT_PX = 8


def render_at(dpr: float) -> QImage:
    from zuendstoff.document.game_model import GameModel
    from zuendstoff.ui.board.scene import BoardScene
    from zuendstoff.ui.board.screenshot import standard_game
    model = GameModel(standard_game())
    scene = BoardScene(model)
    w, h = LOGICAL
    image = QImage(round(w * dpr), round(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, w, h), scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    return image


def edge_energy(image: QImage) -> float:
    """Sum of brightness steps between neighbouring pixels: sharp edges keep it high."""
    img = image.convertToFormat(QImage.Format.Format_Grayscale8)
    w, h = img.width(), img.height()
    bpl = img.bytesPerLine()
    data = bytes(img.constBits())[: bpl * h]
    total = 0
    for y in range(0, h, 2):
        row = data[y * bpl: y * bpl + w]
        total += sum(abs(row[x + 1] - row[x]) for x in range(0, w - 1))
    return total / 2.0


@pytest.mark.parametrize("dpr", [1.5, 2.0])
def test_board_is_drawn_at_the_device_pixel_ratio_not_blown_up(qtbot, dpr):
    base = render_at(1.0)
    hi = render_at(dpr)
    assert (hi.width(), hi.height()) == (round(LOGICAL[0] * dpr), round(LOGICAL[1] * dpr))
    # same picture: scaled down, the high-DPI render matches the 100 % one
    small = hi.scaled(base.width(), base.height(), Qt.AspectRatioMode.IgnoreAspectRatio,
                      Qt.TransformationMode.SmoothTransformation)
    a = base.convertToFormat(QImage.Format.Format_Grayscale8)
    b = small.convertToFormat(QImage.Format.Format_Grayscale8)
    diff = sum(abs(a.pixelColor(x, y).value() - b.pixelColor(x, y).value())
               for y in range(0, a.height(), 7) for x in range(0, a.width(), 7))
    samples = math.ceil(a.height() / 7) * math.ceil(a.width() / 7)
    assert diff / samples < 12, "the high-DPI render shows a different picture"
    # crisp: edges stay one or two device pixels wide, so their length in device pixels (and
    # the edge energy) grows with the ratio; a 100 % picture blown up would keep it flat
    blown_up = base.scaled(hi.width(), hi.height(), Qt.AspectRatioMode.IgnoreAspectRatio,
                           Qt.TransformationMode.SmoothTransformation)
    ratio = edge_energy(hi) / edge_energy(base)
    blown = edge_energy(blown_up) / edge_energy(base)
    print(f"dpr {dpr}: edge energy x{ratio:.2f} (a blown-up 100 % picture: x{blown:.2f})")
    assert ratio > blown * 1.2 and ratio > 0.75 * dpr


def digit_height(image: QImage, centre, radius: int) -> int:
    """Height in pixels of the dark ink inside the light badge around ``centre``."""
    rows = []
    cx, cy = round(centre.x()), round(centre.y())
    for y in range(cy - radius, cy + radius + 1):
        for x in range(cx - radius // 2, cx + radius // 2 + 1):
            if 0 <= x < image.width() and 0 <= y < image.height():
                c = image.pixelColor(x, y)
                if c.value() < 110 and c.saturation() < 140:
                    rows.append(y)
                    break
    return (max(rows) - min(rows) + 1) if rows else 0


def test_rocket_numbers_readable_at_1280x720(qtbot, make_window, capsys):
    from zuendstoff.ui.board import art
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=3)
    window = make_window(game, kinds, size=(1280, 720))
    settle(qtbot, window)
    assert window.hand.isVisible()  # the tightest case: the hand takes room below the board
    view = window.board_view
    image = view.viewport().grab().toImage()
    heights = []
    for item in window.scene.disc_items:
        if item.planet_number is None:
            continue
        for _colour, sides in item.rocket_sides().items():
            scale = view.transform().m11()
            grow = min(1.5, max(1.0, 0.62 / scale))  # as DiscItem._paint_rocket
            badge = item.mapToScene(art.unit(sides[0], 44 + 6 * (grow - 1)))
            at = view.mapFromScene(badge)
            heights.append(digit_height(image, at, max(4, round(14 * grow * scale))))
    assert heights, "no face-up planet on the board"
    with capsys.disabled():
        print(f"\n1280x720: board scale {view.transform().m11():.3f}, rocket-number digit "
              f"heights {sorted(heights)} px")
    assert min(heights) >= MIN_DIGIT_PX


def test_ui_scale_setting_becomes_qt_scale_factor(monkeypatch, settings):
    import os

    from zuendstoff.__main__ import apply_ui_scale
    monkeypatch.delenv("QT_SCALE_FACTOR", raising=False)
    settings.ui_scale = 1.5
    settings.sync()
    monkeypatch.setattr("zuendstoff.settings.Settings.__init__",
                        lambda self, path=None: setattr(self, "q", settings.q))
    apply_ui_scale()
    assert os.environ["QT_SCALE_FACTOR"] == "1.5"
    monkeypatch.setenv("QT_SCALE_FACTOR", "2")  # the user's environment wins
    apply_ui_scale()
    assert os.environ["QT_SCALE_FACTOR"] == "2"

"""Icons in every format are made from the one SVG (packaging/make_icons.py)."""

from __future__ import annotations

import buildinfo
import make_icons
from PySide6.QtGui import QImage


def _png_size(data: bytes) -> tuple[int, int]:
    image = QImage.fromData(data, "PNG")
    assert not image.isNull()
    return image.width(), image.height()


def test_icons_from_the_one_svg(qapp, tmp_path):
    assert buildinfo.ICON_SVG.is_file()
    made = make_icons.generate(tmp_path)
    for size in buildinfo.PNG_SIZES:
        png = made[f"png{size}"]
        assert png == tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{buildinfo.APP_ID}.png"
        assert _png_size(png.read_bytes()) == (size, size)
    assert made["svg"].read_bytes() == buildinfo.ICON_SVG.read_bytes()


def test_icon_is_drawn_not_empty(qapp, tmp_path):
    image = QImage.fromData(make_icons.render_png(buildinfo.ICON_SVG, 64), "PNG")
    colours = {image.pixel(x, y) for x in range(0, 64, 4) for y in range(0, 64, 4)}
    assert len(colours) > 10


def test_ico_container(qapp, tmp_path):
    data = make_icons.generate(tmp_path)["ico"].read_bytes()
    entries = make_icons.read_ico(data)
    assert [size for size, _ in entries] == list(make_icons.ICO_SIZES)
    for size, png in entries:
        assert _png_size(png) == (size, size)
    # Qt's own reader takes the file too
    assert not QImage(str(tmp_path / f"{buildinfo.NAME}.ico")).isNull()


def test_icns_container(qapp, tmp_path):
    data = make_icons.generate(tmp_path)["icns"].read_bytes()
    entries = make_icons.read_icns(data)
    assert [kind for kind, _ in entries] == [kind for kind, _ in make_icons.ICNS_TYPES]
    for (kind, payload), (_, size) in zip(entries, make_icons.ICNS_TYPES):
        assert payload[:8] == b"\x89PNG\r\n\x1a\n", kind
        assert _png_size(payload) == (size, size), kind

"""Make the app's icons in every format from the one SVG (``resources/art/zuendstoff.svg``).

    python packaging/make_icons.py [OUT_DIR]      (default: build/icons)

Writes ``OUT_DIR/hicolor/<n>x<n>/apps/<APP_ID>.png`` for the Linux icon theme sizes,
``hicolor/scalable/apps/<APP_ID>.svg``, ``zuendstoff.ico`` (Windows: PNG-compressed
entries, 16–256 px) and ``zuendstoff.icns`` (macOS: PNG entries, 16–1024 px). Qt's
QSvgRenderer draws each size; the .ico and .icns containers are written here, as
both formats are a short header, a table of entries and the PNG bytes.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import buildinfo  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: icns entry type → pixel size (PNG payloads; macOS 10.7+)
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"ic12", 64), (b"ic07", 128),
    (b"ic13", 256), (b"ic08", 256), (b"ic14", 512), (b"ic09", 512), (b"ic10", 1024),
)


def _app():
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _app.keep = QGuiApplication([sys.argv[0]])  # type: ignore[attr-defined]
    return QGuiApplication.instance()


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a square of ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buf, "PNG"):
        raise RuntimeError(f"could not encode a {size}px PNG")
    buf.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG-compressed images (ICONDIR, ICONDIRENTRY[], data)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An Apple .icns: 'icns', total length, then (type, length, PNG) per entry, big-endian."""
    body = b""
    for kind, size in ICNS_TYPES:
        blob = pngs[size]
        body += kind + struct.pack(">I", 8 + len(blob)) + blob
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico(data: bytes) -> list[tuple[int, bytes]]:
    """(size, PNG bytes) of each entry of an .ico written by :func:`ico_bytes` (for tests)."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if (reserved, kind) != (0, 1):
        raise ValueError("not an .ico")
    out = []
    for i in range(count):
        w, _h, _c, _r, _p, _bpp, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        out.append((w or 256, data[offset:offset + length]))
    return out


def read_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, payload) of each entry of an .icns (for tests)."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an .icns, or its length field is wrong")
    out, pos = [], 8
    while pos < len(data):
        kind = data[pos:pos + 4]
        length = struct.unpack_from(">I", data, pos + 4)[0]
        out.append((kind, data[pos + 8:pos + length]))
        pos += length
    return out


def generate(out_dir: Path, svg: Path = buildinfo.ICON_SVG) -> dict[str, Path]:
    """Write every icon; returns {'ico', 'icns', 'svg', 'hicolor', 'png<size>'} → path."""
    out_dir = Path(out_dir)
    sizes = sorted(set(buildinfo.PNG_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    pngs = {size: render_png(svg, size) for size in sizes}
    made: dict[str, Path] = {}
    hicolor = out_dir / "hicolor"
    for size in buildinfo.PNG_SIZES:
        target = hicolor / f"{size}x{size}" / "apps" / f"{buildinfo.APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
        made[f"png{size}"] = target
    scalable = hicolor / "scalable" / "apps" / f"{buildinfo.APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    made["svg"] = scalable
    made["hicolor"] = hicolor
    made["ico"] = out_dir / f"{buildinfo.NAME}.ico"
    made["ico"].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    made["icns"] = out_dir / f"{buildinfo.NAME}.icns"
    made["icns"].write_bytes(icns_bytes(pngs))
    return made


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else buildinfo.ROOT / "build" / "icons"
    for key, path in sorted(generate(out).items()):
        print(f"{key:8} {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

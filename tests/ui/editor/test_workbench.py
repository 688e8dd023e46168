"""The layout editor's Board menu (issue 36): the printable setup sheet (PDF and PNG, in the
interface's language), sharing a board as a .zboard file or a share code with its QR code,
opening them (editor, new-game dialog, the app's open path), and Playtest…."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from file_modes import assert_readable_like_any_document
from PySide6.QtWidgets import QFileDialog
from zuendstoff import resources
from zuendstoff.engine.board import Board
from zuendstoff.engine.discs import DiscSet


def _pdf_text(path) -> str | None:
    """The PDF's text, by pdftotext (poppler) or pypdf when either is there; else None."""
    if shutil.which("pdftotext"):
        return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True,
                              text=True, check=True).stdout
    try:
        import pypdf
    except ImportError:
        return None
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(str(path)).pages)


def _check_pdf(path) -> bytes:
    data = path.read_bytes()
    assert data.startswith(b"%PDF-1.") and data.rstrip().endswith(b"%%EOF")
    pages = re.findall(rb"/Type\s*/Page\b", data)
    assert len(pages) == 1  # one sheet
    return data


def test_the_setup_sheet_is_a_one_page_pdf_naming_where_each_disc_goes(layout_window, tmp_path):
    win = layout_window
    win.open_builtin("alt2")
    path = tmp_path / "sheet.pdf"
    assert win.workbench.export_sheet(str(path))
    data = _check_pdf(path)
    assert re.search(rb"/MediaBox\s*\[\s*0\s+0\s+595", data)  # A4, portrait (595 x 842 pt)
    assert_readable_like_any_document(path)
    text = _pdf_text(path)
    if text is None:
        pytest.skip("no pdftotext or pypdf to read the text back (the PDF itself was checked)")
    flat = " ".join(text.split())
    assert "Setup sheet: Alternative 2" in flat
    assert "Lay the sun on row 1, column 2 and Earth on row 6, column 5" in flat
    assert "row 3, column 5" in flat  # a face-down slot, named
    for label in ("Row", "Column", "Sun (face up)", "Planet slot (face down)"):
        assert label in flat
    numbers = set(re.findall(r"\b\d\b", text))
    assert {"1", "2", "3", "4", "5", "6"} <= numbers  # rows and columns numbered


def test_the_setup_sheet_speaks_the_chosen_language(layout_window, tmp_path):
    from zuendstoff import i18n
    from zuendstoff.ui.retranslate import deliver_language_change

    win = layout_window
    win.open_builtin("standard")
    i18n.install("de")
    try:
        deliver_language_change()
        path = tmp_path / "blatt.pdf"
        assert win.workbench.export_sheet(str(path))
    finally:
        i18n.uninstall()
    _check_pdf(path)
    text = _pdf_text(path)
    if text is None:
        pytest.skip("no pdftotext or pypdf to read the text back")
    flat = " ".join(text.split())
    assert "Aufbauplan: Standard" in flat
    assert "Zeile 3, Spalte 3" in flat


def test_the_setup_sheet_as_a_png(layout_window, tmp_path):
    from PySide6.QtGui import QImage

    win = layout_window
    win.open_builtin("alt1")
    path = tmp_path / "sheet.png"
    assert win.workbench.export_sheet(str(path))
    image = QImage(str(path))
    assert not image.isNull() and image.width() > 1000 and image.height() > image.width()
    # the sun is drawn in its cell: sun-coloured pixels in the top-left quarter
    found = any(image.pixelColor(x, y).name() in ("#ffb703", "#ffd166")
                for x in range(0, image.width() // 2, 4) for y in range(0, image.height() // 3, 4))
    assert found


def test_export_is_offered_only_for_a_playable_layout(layout_window, tmp_path, messages):
    win = layout_window
    assert not win.workbench.act_sheet.isEnabled()
    assert not win.workbench.export_sheet(str(tmp_path / "x.pdf"))
    assert messages and "There is no sun" in messages[0][1]
    assert not (tmp_path / "x.pdf").exists()


def test_export_asks_for_a_file_in_the_layouts_folder(layout_window, tmp_path, monkeypatch):
    win = layout_window
    win.open_builtin("alt1")
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda _p, _t, start, _f:
                        asked.append(start) or (str(tmp_path / "s"), "PNG image (*.png)"))
    assert win.workbench.export_sheet()
    assert (tmp_path / "s.png").exists()
    assert "Layouts" in asked[0]


def test_a_board_file_round_trips_through_the_editor(layout_window, tmp_path):
    win = layout_window
    win.open_builtin("alt2")
    data = resources.default_discs().to_json()
    for p in data["planets"]:
        p["rockets"]["red"]["side"], p["rockets"]["blue"]["side"] = \
            p["rockets"]["blue"]["side"], p["rockets"]["red"]["side"]
    win.discs = DiscSet.from_json(data, "x", "Swapped")
    path = tmp_path / "mine.zboard"
    assert win.workbench.share_file(str(path))
    assert_readable_like_any_document(path)
    board = Board.load(str(path))
    assert board.layout == resources.builtin_layout("alt2") and board.discs == win.discs
    win.new_layout()
    assert win.workbench.open_file(str(path))
    assert win.model.to_layout() == board.layout
    assert win.discs == board.discs and win.panel.discs_label.text() == "Swapped"
    assert win.path is None and win.builtin is None  # Save asks for a name


def test_a_share_code_shows_with_its_qr_and_opens_again(layout_window, qtbot, monkeypatch):
    win = layout_window
    win.open_builtin("alt1")
    dialog = win.workbench.show_code()
    code = dialog.text()
    assert code.startswith("ZB1-") and Board.from_code(code).layout == resources.builtin_layout("alt1")
    assert dialog.qr.pixmap() is not None and not dialog.qr.pixmap().isNull()
    dialog.copy_code()
    from PySide6.QtGui import QGuiApplication
    assert QGuiApplication.clipboard().text() == code
    dialog.close()
    win.new_layout()
    assert win.workbench.open_code(code)
    assert win.model.to_layout() == resources.builtin_layout("alt1")


def test_a_bad_share_code_is_one_plain_message(layout_window, messages):
    win = layout_window
    win.open_builtin("alt1")
    before = win.model.snapshot()
    assert not win.workbench.open_code("ZB1-nonsense")
    assert len(messages) == 1 and "share code" in messages[0][1]
    assert win.model.snapshot() == before


def test_the_qr_code_reads_back_as_the_share_code():
    """The QR image is the code's own matrix (segno), so a phone reads the code itself."""
    import segno
    from zuendstoff.ui.editor.workbench import qr_image

    code = Board(resources.builtin_layout("standard"), resources.default_discs()).code()
    image = qr_image(code, 2)
    matrix = segno.make(code, error="l", micro=False).matrix
    n = len(matrix)
    for r in range(0, n, 3):
        for c in range(0, n, 3):
            dark = image.pixelColor((c + 4) * 2 + 1, (r + 4) * 2 + 1).lightness() < 128
            assert dark == bool(matrix[r][c] & 1)


def test_the_new_game_dialog_plays_a_shared_board_with_its_discs(qtbot, home, tmp_path):
    from zuendstoff.settings import Settings
    from zuendstoff.ui.dialogs.new_game import NewGameDialog

    discs = resources.default_discs()
    path = tmp_path / "b.zboard"
    Board(resources.builtin_layout("alt1"), discs).save(str(path))
    dialog = NewGameDialog(None, Settings(str(home / "t.ini")))
    qtbot.addWidget(dialog)
    dialog.select_layout(str(path))
    dialog.accept()
    setup = dialog.result_setup
    assert setup.layout == resources.builtin_layout("alt1") and setup.discs == discs
    assert resources.layout_from_arg(str(path)) == setup.layout  # the last layout, next time


def test_playtest_is_in_the_board_menu(layout_window, messages, monkeypatch):
    import sys
    import types

    win = layout_window
    win.open_builtin("standard")
    assert win.workbench.act_playtest in win.workbench.menu.actions()
    opened = []
    fake = types.ModuleType("zuendstoff.ui.playtest")
    fake.open_playtest = lambda parent, layout, discs: opened.append((parent, layout, discs)) or "w"
    monkeypatch.setitem(sys.modules, "zuendstoff.ui.playtest", fake)
    win.workbench.act_playtest.trigger()
    assert opened == [(win, resources.builtin_layout("standard"), win.discs)]


def test_the_editor_counts_rows_and_columns_as_the_setup_sheet(layout_window):
    """A layout just opened: the grid's numbers (said and drawn) are the sheet's."""
    from zuendstoff.ui.editor import setup_sheet

    win = layout_window
    win.open_builtin("alt2")
    sun = next((r, c) for r, c, k in win.model.cells() if k == "sun")
    row, col = win.scene.label(sun)
    words = setup_sheet.texts(win.model.to_layout())
    assert f"Lay the sun on row {row}, column {col} and" in words["steps"][0]
    win.scene.set_cursor(sun)
    assert win.speech.cursor_text() == f"Row {row}, column {col}: sun"


def test_the_setup_sheet_asks_for_a_sans_font_each_system_has(layout_window):
    """Windows and macOS have no DejaVu Sans: the sheet names their own sans fonts too (as the
    board does), so its text is not left to whatever Qt falls back to."""
    from PySide6.QtGui import QImage, QPainter
    from zuendstoff.ui.editor import setup_sheet

    asked = []

    class Recording(QPainter):
        def setFont(self, font):  # noqa: N802 - Qt's name
            asked.append(font.families())
            super().setFont(font)

    image = QImage(210, 297, QImage.Format_RGB32)
    painter = Recording(image)
    try:
        setup_sheet.paint_sheet(painter, resources.builtin_layout("alt2"), 210, 297, 1.0)
    finally:
        painter.end()
    assert asked
    for families in asked:
        assert {"DejaVu Sans", "Segoe UI", "Helvetica Neue"} <= set(families), families


def test_open_share_code_asks_in_a_dialog_that_does_not_block(layout_window, qtbot):
    win = layout_window
    code = Board(resources.builtin_layout("alt1"), resources.default_discs()).code()
    win.workbench.act_open_code.trigger()
    dialog = win.workbench.code_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.edit.setPlainText(code)
    dialog.accept()
    assert win.model.to_layout() == resources.builtin_layout("alt1")

"""Game → History: every column header is readable whole at the dialog's default size, in
English and German (German "Runden im Schnitt" was cut to "unden im Schnit")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QStyle
from zuendstoff import history, i18n, resources
from zuendstoff.sim import play_game


def _cut_headers(table) -> list:
    """(header, width it has, width it needs) of every header not shown whole."""
    header = table.horizontalHeader()
    model = table.model()
    metrics = header.fontMetrics()
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    visible = header.viewport().width()
    cut = []
    for col in range(table.columnCount()):
        text = model.headerData(col, header.orientation())
        need = metrics.horizontalAdvance(text) + 2 * margin
        left = header.sectionViewportPosition(col)
        have = header.sectionSize(col)
        if have < need or left < 0 or left + have > visible:
            cut.append((text, have, need, left, visible))
    return cut


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_history_header_is_cut(qtbot, settings, language):
    from zuendstoff.ui.replay.history_dialog import HistoryDialog
    i18n.install(language)
    game = play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["medium"] * 3, "headers")
    history.keep(game, now=1_700_000_000)
    dialog = HistoryDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for table in (dialog.games, dialog.players):
        table.parentWidget().parentWidget().setCurrentWidget(table)  # its tab
        qtbot.wait(10)
        assert table.rowCount() >= 1
        assert not _cut_headers(table), _cut_headers(table)

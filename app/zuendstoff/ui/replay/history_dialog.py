"""Game → History: the games finished in this app, and each player name's record."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ... import history
from ..retranslate import Retranslating
from ..screen_fit import fit_on_screen


def fit_headers(table: QTableWidget, stretch: int) -> None:
    """Column ``stretch`` takes the room left; every other column is as wide as its header
    and its cells need (German headers such as "Runden im Schnitt" were cut off)."""
    header = table.horizontalHeader()
    for col in range(table.columnCount()):
        header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch if col == stretch
                                    else QHeaderView.ResizeMode.ResizeToContents)


class HistoryDialog(Retranslating, QDialog):
    # the person wants to watch a kept game again (its file)
    replayRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyDialog")
        self.entries = history.entries()
        self.games = QTableWidget(0, 4)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.verticalHeader().setVisible(False)
        fit_headers(self.games, stretch=1)
        locale = QLocale()
        for e in self.entries:
            row = self.games.rowCount()
            self.games.insertRow(row)
            when = locale.toString(QDateTime.fromSecsSinceEpoch(int(e.ended)),
                                   QLocale.FormatType.ShortFormat)
            if e.problem:  # its text: retranslate
                cells = [when, "", "", ""]
            else:
                cells = [when, ", ".join(e.players), ", ".join(e.winner_names) or "–", str(e.rounds)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.games.setItem(row, col, item)
        self.games.itemActivated.connect(lambda _item: self.replay_selected())
        self.games.itemSelectionChanged.connect(self._selection_changed)

        stats = history.player_stats(self.entries)
        self.players = QTableWidget(len(stats), 4)
        self.players.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.players.verticalHeader().setVisible(False)
        fit_headers(self.players, stretch=0)
        for row, s in enumerate(stats):
            for col, text in enumerate((s.name, str(s.games), str(s.wins),
                                        locale.toString(s.average_rounds, "f", 1))):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.players.setItem(row, col, item)

        self.tabs = tabs = QTabWidget()
        tabs.addTab(self.games, "")
        tabs.addTab(self.players, "")
        self.empty = empty = QLabel()
        empty.setWordWrap(True)
        empty.setVisible(not self.entries)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.replay_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.setEnabled(False)
        self.replay_button.clicked.connect(lambda _c=False: self.replay_selected())
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(empty)
        box.addWidget(tabs)
        box.addWidget(buttons)
        if self.entries:
            self.games.selectRow(0)
        self.retranslate()
        fit_on_screen(self, QSize(760, 480))

    def retranslate(self) -> None:
        """Every text of the dialog, in the installed language (at start and on a switch)."""
        self.setWindowTitle(self.tr("History"))
        self.games.setHorizontalHeaderLabels([self.tr("Ended"), self.tr("Players"),
                                              self.tr("Won"), self.tr("Rounds")])
        self.games.setAccessibleName(self.tr("Finished games, the newest first"))
        for row, e in enumerate(self.entries):
            if e.problem:
                self.games.item(row, 1).setText(
                    self.tr("Cannot be read: %1").replace("%1", e.problem[:200]))
        self.players.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Games"), self.tr("Wins"),
                                                self.tr("Average rounds")])
        self.players.setAccessibleName(self.tr("Games, wins and average rounds of each player"))
        self.tabs.setTabText(0, self.tr("&Games"))
        self.tabs.setTabText(1, self.tr("&Players"))
        self.empty.setText(self.tr("No finished games yet. Every game finished in Zündstoff is "
                                   "kept here, to watch again."))
        self.replay_button.setText(self.tr("&Watch the replay"))

    def _selection_changed(self) -> None:
        entry = self.selected()
        self.replay_button.setEnabled(entry is not None and not entry.problem)

    def selected(self) -> history.Entry | None:
        rows = self.games.selectionModel().selectedRows()
        return self.entries[rows[0].row()] if rows else None

    def replay_selected(self) -> None:
        entry = self.selected()
        if entry is not None and not entry.problem:
            self.replayRequested.emit(str(entry.path))

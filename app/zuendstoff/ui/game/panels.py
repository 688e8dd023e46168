"""Side panels: the players table and the game log (views over document models)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QTreeView, QWidget

from ...document.log_model import LogModel
from ...document.players_model import PlayersModel


class PlayersView(QTableView):
    def __init__(self, model: PlayersModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setObjectName("playersView")
        self.setAccessibleName(self.tr("Players"))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)  # Tab leaves the table (no keyboard trap)
        self.verticalHeader().hide()
        self.setWordWrap(True)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PlayersModel.PLAYED, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setMinimumHeight(150)


class LogView(QTreeView):
    def __init__(self, model: LogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setObjectName("logView")
        self.setAccessibleName(self.tr("Game log"))
        self.setHeaderHidden(True)
        self.setWordWrap(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setUniformRowHeights(False)
        model.updated.connect(self._follow)
        self._follow()  # a log filled already (a game resumed, or the window rebuilt)

    def _follow(self) -> None:
        """Show the newest round opened, older rounds folded."""
        model = self.model()
        rows = model.rowCount()
        for r in range(rows):
            self.setExpanded(model.index(r, 0), r >= rows - 2)
        self.scrollToBottom()

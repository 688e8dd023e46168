"""A plain stand-in for the board scene (used only when the real one cannot be imported,
or when ZUENDSTOFF_STANDIN_SCENE=1): same interface, simple text items showing the
public board, so the game-window tests can also inspect scene items."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView
from zuendstoff.document.names import disc_name


class StandInScene(QGraphicsScene):
    discClicked = Signal(tuple)
    animationsFinished = Signal()

    def __init__(self, model, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.highlights: dict[str, set] = {}
        self.speed = 1.0
        self._own = []
        model.changed.connect(self.sync)
        model.gameReplaced.connect(self.sync)
        self.sync()

    def set_highlight(self, cells, role: str = "path") -> None:
        self.highlights[role] = {tuple(c) for c in cells}

    def highlighted(self, role: str = "path") -> set:
        return set(self.highlights.get(role, set()))

    def set_animation_speed(self, factor: float) -> None:
        self.speed = factor

    def is_animating(self) -> bool:
        return False

    def sync(self) -> None:
        for item in self._own:
            self.removeItem(item)
        self._own = []
        game = self.model.game
        for cell in game.layout.cells:
            text = disc_name(game, cell)
            here = [p.name for s, p in enumerate(game.players) if game.piece_cell(s) == cell]
            item = QGraphicsSimpleTextItem(text + ("\n" + ", ".join(here) if here else ""))
            item.setPos(cell[1] * 120, cell[0] * 80)
            item.setToolTip(text)
            self.addItem(item)
            self._own.append(item)

    def click(self, cell) -> None:
        """What a mouse click on the disc at ``cell`` does in the real scene."""
        self.discClicked.emit(tuple(cell))


def make_view(scene):
    return QGraphicsView(scene)

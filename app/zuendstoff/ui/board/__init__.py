"""The board: a QGraphicsScene that follows the game model, its view and offscreen renders."""

from ... import qtfix  # noqa: F401  (PySide6 6.12 on Python 3.11 leaks references; see qtfix)
from .scene import BoardScene
from .view import BoardView

__all__ = ["BoardScene", "BoardView"]

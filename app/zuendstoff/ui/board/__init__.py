"""The board: a QGraphicsScene that follows the game model, its view and offscreen renders."""

from .scene import BoardScene
from .view import BoardView

__all__ = ["BoardScene", "BoardView"]

"""The board: a QGraphicsScene that follows the game model, its view and offscreen renders."""

from .none_guard import install as _install_none_guard

_install_none_guard()  # PySide6 6.12 on Python 3.11 leaks references to None; see none_guard

from .scene import BoardScene  # noqa: E402
from .view import BoardView  # noqa: E402

__all__ = ["BoardScene", "BoardView"]

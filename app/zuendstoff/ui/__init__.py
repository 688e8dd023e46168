"""Widgets, dialogs and the QGraphicsScene board."""

from .. import qtfix  # noqa: F401,E402  (PySide6 6.12 reference-count work-around; see there)

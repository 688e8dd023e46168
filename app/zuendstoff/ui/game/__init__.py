"""The game window: hot-seat play with privacy screens, undo, save and resume."""

from ... import qtfix  # noqa: F401  (PySide6 6.12 reference-count work-around; see there)

"""Qt document layer: models over the engine and the undo commands that change them.
No widgets here; scene items and views follow these models' signals."""

from .. import qtfix  # noqa: F401  (PySide6 6.12 reference-count work-around; see there)

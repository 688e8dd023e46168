"""Qt document layer: models over the engine and the undo commands that change them.
No widgets here; scene items and views follow these models' signals."""


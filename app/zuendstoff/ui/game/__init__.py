"""The game window: hot-seat play with privacy screens, undo, save and resume."""


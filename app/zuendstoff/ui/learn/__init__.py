"""Learn to play: the guided first game."""

"""Zündstoff — the 1995 board game by 1x1 Spiele as a desktop app."""

__version__ = "0.1.0"

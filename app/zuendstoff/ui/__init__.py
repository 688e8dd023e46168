"""Widgets, dialogs and the QGraphicsScene board."""


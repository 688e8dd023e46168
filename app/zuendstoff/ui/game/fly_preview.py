"""Where a flight would take the piece, drawn on the board while a person points at its
"Fly <colour>" button (issue 42: pointing at "Fly red" showed nothing), as pointing at a card
in the hand draws that card's flight (card_preview.py). The engine works the flight out from
that person's own view (``engine.preview.flight_preview``): nothing hidden is drawn; a
face-down planet on the way ends the line with its "?"."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine import PickColour
from ...engine.constants import COLOUR_INDEX
from ...engine.preview import flight_preview


class FlyPreviews(QObject):
    """Follows the decision bar's ``pointed`` and draws the flight pointed at."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.shown: PickColour | None = None
        window.bar.pointed.connect(self._pointed)

    def _pointed(self, decision) -> None:
        window = self.window
        scene = window.scene
        if not hasattr(scene, "set_preview"):
            return
        game = window.model.game
        if isinstance(decision, PickColour) and window.card_previews.enabled \
                and decision in game.legal_decisions(decision.seat):
            self.shown = decision
            scene.set_preview(flight_preview(game.view(decision.seat),
                                             COLOUR_INDEX[decision.colour]))
        elif self.shown is not None:
            self.shown = None
            scene.set_preview(None)

"""Board tests: make board_helpers importable; a scene over a model, animations off unless asked."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))



@pytest.fixture
def board(qtbot):
    """board(game, speed=0.0) -> (model, scene)."""
    from zuendstoff.document.game_model import GameModel
    from zuendstoff.ui.board import BoardScene

    made = []

    def make(game, speed: float = 0.0):
        model = GameModel(game)
        scene = BoardScene(model)
        scene.set_animation_speed(speed)
        made.append((model, scene))
        return model, scene

    yield make
    for model, scene in made:
        scene.set_animation_speed(0)
        scene.deleteLater()
        model.deleteLater()

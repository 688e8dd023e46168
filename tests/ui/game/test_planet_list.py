"""The decision bar's "Planet to turn" list names the planet chosen on the board (issue 32).

It once kept naming the first planet: ``QComboBox.findData`` with a tuple made at run time
compares by identity in PySide, so the click's cell was never found in the list, while
"½ turn" turned the planet that was clicked."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

sys.path.insert(0, str(Path(__file__).parents[2] / "document"))

from game_states import reach  # noqa: E402
from helpers import bar_button, click_disc, settle  # noqa: E402
from zuendstoff.document.game_model import SeatKind  # noqa: E402
from zuendstoff.document.names import disc_label_at as disc_label  # noqa: E402
from zuendstoff.engine import Phase, Rotate  # noqa: E402

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _others(game):
    seat = game.pending_seats()[0]
    return sorted({d.target for d in game.legal_decisions(seat)
                   if isinstance(d, Rotate) and d.target != game.piece_cell(seat)})


def _two_other_planets(game) -> bool:
    return game.phase is Phase.ROTATE and len(_others(game)) >= 2


def test_clicking_another_planet_names_it_and_half_turn_turns_it(qtbot, make_window):
    game = reach(_two_other_planets)
    window = make_window(game, [SeatKind()] * game.seats)
    settle(qtbot, window)
    seat = game.pending_seats()[0]
    first, target = _others(game)[0], _others(game)[-1]
    combo = window.bar.combo
    assert combo is not None and combo.currentText() == disc_label(game, first)
    click_disc(qtbot, window, target)
    assert window.scene.highlighted("choice") == {target}
    assert combo.currentText() == disc_label(game, target)  # the list names the clicked planet
    assert tuple(combo.currentData()) == target
    i = game.layout.cells.index(target)
    before = game.rotations[i]
    qtbot.mouseClick(bar_button(window, "½ turn"), Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    after = window.model.game
    assert after.rounds[-1]["rotations"][-1] == {"seat": seat, "target": list(target), "quarters": 2}
    assert after.rotations[i] == (before + 2) % 4

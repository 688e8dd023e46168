"""Colour-blind play: the three rocket colours stay apart under simulated colour-vision
deficiencies (Machado et al. 2009, severity 1.0, linear RGB), measured as CIEDE2000 on the
colours the board and the hand actually render; and every colour carries a second cue."""

from __future__ import annotations

import pytest
from cvd import VISIONS, delta_e2000, lab, min_distance, simulate
from PySide6.QtGui import QColor, QImage
from zuendstoff.ui import palette

#: the high-contrast palette must keep every pair of rocket colours at least this far apart
#: (CIEDE2000) for normal vision and each simulated deficiency; 40 is a "clearly different
#: colour" margin (a ΔE00 of ~2 is just noticeable)
HIGH_CONTRAST_MIN = 40.0
#: the default palette is measured and reported; it must not get worse than this
DEFAULT_MIN = 20.0


def rendered_colours(image: QImage, targets: list[str], tolerance: int = 10,
                     step: int = 1) -> list[tuple[tuple[float, float, float], int]]:
    """For each target colour: the mean of the rendered pixels close to it, and their count.

    Pixels are found in the render itself (anti-aliased edges and overlays included when
    they stay within ``tolerance`` per channel), so the figures are of what is on screen.
    """
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    want = [QColor(t) for t in targets]
    sums = [[0, 0, 0] for _ in targets]
    counts = [0 for _ in targets]
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            px = image.pixel(x, y)
            r, g, b = (px >> 16) & 255, (px >> 8) & 255, px & 255
            for k, c in enumerate(want):
                if abs(r - c.red()) <= tolerance and abs(g - c.green()) <= tolerance \
                        and abs(b - c.blue()) <= tolerance:
                    sums[k][0] += r
                    sums[k][1] += g
                    sums[k][2] += b
                    counts[k] += 1
                    break
    return [((s[0] / n, s[1] / n, s[2] / n) if n else (0.0, 0.0, 0.0), n)
            for s, n in zip(sums, counts)]


def distances(colours) -> dict[str, float]:
    return {v: min_distance(colours, v) for v in VISIONS}


def board_rocket_colours(key: str):
    from zuendstoff.ui.board.screenshot import render_board, standard_game
    palette.set_current(key)
    image = render_board(standard_game(), (1600, 1000))
    found = rendered_colours(image, list(palette.current().rocket_fill), step=2)
    for (_rgb, n), name in zip(found, ("red", "yellow", "blue")):
        assert n > 100, f"{name} rockets not found on the rendered board ({n} pixels)"
    return [rgb for rgb, _n in found]


def hand_card_colours(qtbot, key: str):
    from zuendstoff.document.hand_model import HandModel
    from zuendstoff.ui.game.hand import HandPanel
    palette.set_current(key)
    model = HandModel()
    panel = HandPanel(model)
    qtbot.addWidget(panel)
    panel.resize(700, 200)
    panel.show_hand(0, "Anna", ["red2", "yellow2", "blue2"], False)
    image = panel.view.viewport().grab().toImage()
    found = rendered_colours(image, [palette.current().card_fill[k]
                                     for k in ("red", "yellow", "blue")])
    for (_rgb, n), name in zip(found, ("red", "yellow", "blue")):
        assert n > 300, f"{name} card band not found in the hand ({n} pixels)"
    return [rgb for rgb, _n in found]


def report(what: str, key: str, figures: dict[str, float]) -> str:
    return f"{what} {key}: " + ", ".join(f"{v} {d:.1f}" for v, d in figures.items())


def test_cvd_simulation_and_distance_are_right():
    """The measuring tools themselves: published CIEDE2000 test pairs, and fixed points."""
    assert delta_e2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert delta_e2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
    for vision in VISIONS:  # greys stay grey (each Machado matrix's rows sum to 1)
        assert simulate((128, 128, 128), vision) == pytest.approx((128, 128, 128), abs=0.6)
    # protanopes and deuteranopes lose the red-green axis (a*), tritanopes the blue-yellow
    # one (b*): a strong red, green and blue keep their a* resp. b* only for normal vision
    red, green, blue = (200, 30, 30), (60, 150, 30), (30, 60, 200)
    assert lab(red)[1] > 50 and lab(green)[1] < -40 and lab(blue)[2] < -60
    for vision in ("protanopia", "deuteranopia"):
        assert abs(lab(simulate(red, vision))[1]) < 6 and abs(lab(simulate(green, vision))[1]) < 6
    assert abs(lab(simulate(blue, "tritanopia"))[2]) < 25


@pytest.mark.parametrize("key", ["default", "high_contrast"])
def test_rocket_colours_on_the_board_stay_apart(qtbot, key, capsys):
    figures = distances(board_rocket_colours(key))
    with capsys.disabled():
        print("\n" + report("board rockets", key, figures))
    limit = HIGH_CONTRAST_MIN if key == "high_contrast" else DEFAULT_MIN
    for vision, d in figures.items():
        assert d >= limit, f"{key}: red/yellow/blue only {d:.1f} apart for {vision}"


@pytest.mark.parametrize("key", ["default", "high_contrast"])
def test_card_colours_in_the_hand_stay_apart(qtbot, key, capsys):
    figures = distances(hand_card_colours(qtbot, key))
    with capsys.disabled():
        print("\n" + report("hand cards", key, figures))
    limit = HIGH_CONTRAST_MIN if key == "high_contrast" else DEFAULT_MIN
    for vision, d in figures.items():
        assert d >= limit, f"{key}: card colours only {d:.1f} apart for {vision}"


def test_high_contrast_beats_default_for_every_deficiency():
    for vision in VISIONS[1:]:
        hc = min_distance([QColor(c).getRgb()[:3] for c in palette.HIGH_CONTRAST.rocket_fill],
                          vision)
        default = min_distance([QColor(c).getRgb()[:3] for c in palette.DEFAULT.rocket_fill],
                               vision)
        assert hc > default, vision


def test_high_contrast_from_the_settings_dialog_repaints_the_board(qtbot, make_window, settings):
    from helpers import new_game, settle
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=3)
    window = make_window(game, kinds)
    settle(qtbot, window)
    hc_red = palette.HIGH_CONTRAST.rocket_fill[0]

    def red_pixels() -> int:
        process_events()
        return rendered_colours(window.board_view.viewport().grab().toImage(), [hc_red],
                                tolerance=6)[0][1]
    assert red_pixels() == 0
    window.open_settings()
    dialog = window.settings_dialog
    dialog.colours.setCurrentIndex(dialog.colours.findData("high_contrast"))
    dialog.accept()
    assert settings.palette == "high_contrast" and palette.current() is palette.HIGH_CONTRAST
    assert red_pixels() > 50  # the board shows the new red at once


def process_events() -> None:  # noqa: N802
    from PySide6.QtWidgets import QApplication
    QApplication.processEvents()

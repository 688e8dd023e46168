"""``zuendstoff --screenshot``: an offscreen render of a new standard game or a record."""

from __future__ import annotations

import json
import random

from board_helpers import new_game, play_random
from zuendstoff.engine import save_record
from zuendstoff.ui.board.screenshot import render_board, screenshot_main


def _colours(image, step=7):
    return {image.pixel(x, y) for x in range(0, image.width(), step)
            for y in range(0, image.height(), step)}


def test_render_board_draws_a_board(qtbot):
    image = render_board(new_game(), size=(800, 500))
    assert not image.isNull()
    assert (image.width(), image.height()) == (800, 500)
    assert len(_colours(image)) > 50


def test_screenshot_main_writes_a_png_of_a_new_game(qtbot, tmp_path):
    from PySide6.QtGui import QImage

    out = tmp_path / "board.png"
    assert screenshot_main(str(out)) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1600, 1000)
    assert len(_colours(image, 13)) > 50


def test_screenshot_main_renders_a_record(qtbot, tmp_path):
    from PySide6.QtGui import QImage

    game = new_game(seed=5)
    play_random(game, random.Random(5), lambda g: g.round_no >= 3)
    record = tmp_path / "game.zrec"
    save_record(game, str(record))
    out = tmp_path / "rec.png"
    assert screenshot_main(str(out), str(record)) == 0
    assert not QImage(str(out)).isNull()


def test_screenshot_main_damaged_record_gives_one_plain_message(qtbot, tmp_path, capsys):
    good = tmp_path / "good.zrec"
    save_record(new_game(), str(good))
    doc = json.loads(good.read_text())
    doc["players"] = "nobody"
    bad = tmp_path / "bad.zrec"
    bad.write_text(json.dumps(doc))
    for path in (bad, tmp_path / "missing.zrec", tmp_path):
        out = tmp_path / "never.png"
        assert screenshot_main(str(out), str(path)) == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1, err
        assert "Traceback" not in err and str(path.name) in err
        assert not out.exists()
    (tmp_path / "cut.zrec").write_text(good.read_text()[:200])
    assert screenshot_main(str(tmp_path / "x.png"), str(tmp_path / "cut.zrec")) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1

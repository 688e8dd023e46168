"""The `zuendstoff` launcher: arguments and the --screenshot hand-off to the board."""

from __future__ import annotations

import pytest
from zuendstoff import __main__ as launcher
from zuendstoff.cli import parse


def test_cli_arguments():
    args = parse(["--screenshot", "out.png", "--record", "game.zrec"])
    assert args.screenshot == "out.png" and args.record == "game.zrec"
    assert parse(["saved.zrec"]).game == "saved.zrec"
    with pytest.raises(SystemExit):
        parse(["--record", "game.zrec"])  # --record only with --screenshot


def test_screenshot_option_calls_the_board_renderer(monkeypatch, tmp_path):
    import zuendstoff.ui.board.screenshot as shot
    calls = []
    monkeypatch.setattr(shot, "screenshot_main", lambda out, rec=None: calls.append((out, rec))
                        or 0)
    assert launcher.main(["--screenshot", str(tmp_path / "a.png")]) == 0
    assert calls == [(str(tmp_path / "a.png"), None)]


def test_screenshot_writes_a_png(qapp, tmp_path, home):
    out = tmp_path / "board.png"
    assert launcher.main(["--screenshot", str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

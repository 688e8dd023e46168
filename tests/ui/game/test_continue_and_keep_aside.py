"""Continuing the last game and keeping a game aside (issue 31, "Small things"):
a continued game keeps the file it belongs to (Save saves there, and still asks when another
program changed it), its hints stay, a game in which no person has moved is not kept aside,
and the name of a kept game is in the interface's language."""

from __future__ import annotations

import os

import pytest
from helpers import new_game, settle
from PySide6.QtWidgets import QFileDialog, QMessageBox
from zuendstoff import i18n, userdata
from zuendstoff.engine.bots import make_bot
from zuendstoff.engine.record import save_record
from zuendstoff.ui import file_guard

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _saved_game(tmp_path, moves=9):
    """A game with a person and a computer, ``moves`` decisions in, saved to a file."""
    game, _kinds = new_game(n_humans=1, bots=("greedy",), seed=21)
    bot = make_bot("greedy", 3)
    for _ in range(moves):
        game.apply(bot.decide(game.view(game.pending_seats()[0])))
    path = tmp_path / "Anna gegen Ben.zrec"
    return game, path


def _window(qtbot, settings, monkeypatch):
    from zuendstoff.ui.game.window import MainWindow
    window = MainWindow(settings=settings, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    return window


def test_a_continued_game_keeps_its_file_and_save_saves_to_it(qtbot, settings, monkeypatch, tmp_path):
    game, path = _saved_game(tmp_path)
    seats = [{"kind": "human"}, {"kind": "computer", "bot": "greedy"}]
    first = _window(qtbot, settings, monkeypatch)
    # the game is opened from its file, then autosaved as every move does
    save_record(game, path, {"zuendstoff_app": {"seats": seats, "casual": False}})
    assert first.files.open_path(str(path))
    assert first.files.autosave()
    first.close()

    window = _window(qtbot, settings, monkeypatch)
    window.resume_or_new()
    settle(qtbot, window)
    assert window.files.path == str(path)
    assert path.name.removesuffix(".zrec") in window.windowTitle()

    def no_dialog(*a, **k):
        raise AssertionError("Save must not ask for a name: the game has its file")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", no_dialog)
    before = path.stat().st_mtime_ns
    os.utime(path, ns=(before - 10**9, before - 10**9))  # not changed by another program…
    window.files._stamp = file_guard.stamp(path)           # …only by this test's clock
    assert window.files.save()
    assert path.stat().st_mtime_ns != before - 10**9


def test_a_file_changed_before_continuing_is_still_asked_about(qtbot, settings, monkeypatch, tmp_path):
    game, path = _saved_game(tmp_path)
    seats = [{"kind": "human"}, {"kind": "computer", "bot": "greedy"}]
    save_record(game, path, {"zuendstoff_app": {"seats": seats, "casual": False}})
    first = _window(qtbot, settings, monkeypatch)
    assert first.files.open_path(str(path))
    assert first.files.autosave()
    first.close()
    path.write_text(path.read_text(encoding="utf-8") + " ", encoding="utf-8")  # another program
    changed = path.read_bytes()

    window = _window(qtbot, settings, monkeypatch)
    window.resume_or_new()
    settle(qtbot, window)
    asked = []
    monkeypatch.setattr(file_guard, "ask_changed", lambda *a: asked.append(a) or file_guard.CANCEL)
    assert not window.files.save()
    assert asked and path.read_bytes() == changed


def test_a_game_nobody_has_moved_in_is_not_kept_aside(make_window, monkeypatch):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=5)
    window = make_window(game.copy(), kinds)
    assert window.files.autosave()
    assert window.files.keep_previous()
    assert not list((userdata.data_dir() / "previous-games").glob("*.zrec"))
    # once the first cards are turned over it is kept
    while not game.rounds[0]["cards"]:
        game.apply(game.legal_decisions(game.pending_seats()[0])[0])
    window.model.set_game(game, kinds, False)
    assert window.files.autosave()
    assert window.files.keep_previous()
    assert len(list((userdata.data_dir() / "previous-games").glob("*.zrec"))) == 1


def test_the_kept_game_is_named_in_the_interfaces_language(make_window, tmp_path):
    game, _path = _saved_game(tmp_path)
    _game, kinds = new_game(n_humans=1, bots=("greedy",), seed=21)
    window = make_window(_game, kinds)
    i18n.install("de")
    try:
        window.model.set_game(game, kinds, False)
        assert window.files.autosave()
        assert window.files.keep_previous()
    finally:
        i18n.install("en")
    kept = [p.name for p in (userdata.data_dir() / "previous-games").glob("*.zrec")]
    assert len(kept) == 1 and f"Runde {game.round_no}" in kept[0] and "round" not in kept[0]


def test_hints_asked_for_survive_continuing(qtbot, settings, monkeypatch, tmp_path):
    game, _path = _saved_game(tmp_path)
    seats = [{"kind": "human"}, {"kind": "computer", "bot": "greedy"}]
    save_record(game, userdata.autosave_path(),
                {"zuendstoff_app": {"seats": seats, "casual": False,
                                    "hints": {"allowed": False, "used": [[1, 0, 0]]}}})
    window = _window(qtbot, settings, monkeypatch)
    window.resume_or_new()
    settle(qtbot, window)
    assert window.model.hints_allowed is False and window.model.hints_used == [(1, 0, 0)]

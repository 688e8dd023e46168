"""A language switch retranslates the game window in place (issue 32): with any mix of
windows open it leaves exactly one game window, the same documents and undo stacks, and
nothing that a rebuild used to forget (the hand-over to later starts, a phone's held
decision, the file's change stamp)."""

from __future__ import annotations

import threading

import fake_hub
import shiboken6
from helpers import at_moment, is_card_phase, new_game, on_privacy, press_continue, settle
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QApplication, QMainWindow
from test_switch_language import close_all, play_until, public_with_history
from walk import all_texts, german_problems, left_in
from zuendstoff import i18n, instance
from zuendstoff.document.game_model import PHONE
from zuendstoff.engine.bots import make_bot
from zuendstoff.engine.record import to_record
from zuendstoff.ui.game.hand import HandPanel
from zuendstoff.ui.game.language import switch_language
from zuendstoff.ui.game.window import MainWindow


def game_windows() -> list[QMainWindow]:
    """The game windows on the screen (the guided game's window is a kind of its own)."""
    return [w for w in QApplication.topLevelWidgets()
            if shiboken6.isValid(w) and type(w) is MainWindow and w.isVisible()]


def visible_windows() -> list:
    return [w for w in QApplication.topLevelWidgets() if shiboken6.isValid(w) and w.isVisible()]


def hands_shown() -> list[HandPanel]:
    return [h for w in QApplication.topLevelWidgets() if shiboken6.isValid(w)
            for h in w.findChildren(HandPanel) if h.isVisible()]


def menu_entry(window, menu: str, entry: str) -> QAction:
    """The entry ``entry`` of the menu ``menu`` in the window's menu bar (texts as shown)."""
    bar = next(a for a in window.menuBar().actions() if a.text() == menu)
    return next(a for a in bar.menu().actions() if a.text() == entry)


def test_a_switch_with_the_replay_viewer_open_keeps_one_window_and_quit_ends_all(
        qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=(), seed=9))
    settle(qtbot, window)
    assert on_privacy(window) and window.privacy.seat == 0
    viewer = window.replays.replay_current()
    assert viewer.isVisible()
    try:
        switch_language(window, "de")
        settle(qtbot, window)
        assert game_windows() == [window]
        assert shiboken6.isValid(viewer) and viewer.isVisible()
        assert hands_shown() == []  # nobody's hand on any screen
        assert window.privacy.title.text() == "Weitergeben an Anna"
        menu_entry(window, "&Spiel", "&Beenden").trigger()  # Game → Quit (Ctrl+Q)
        QApplication.processEvents()
        assert visible_windows() == []
    finally:
        close_all()


def test_a_switch_after_the_guided_game_was_opened_and_closed_keeps_one_window(
        qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=("greedy",), seed=3))
    lesson = window.learn(restart=True)
    settle(qtbot, lesson)
    lesson.close()
    QApplication.processEvents()
    try:
        switch_language(window, "de")
        settle(qtbot, window)
        assert game_windows() == [window]
        assert window.menuBar().actions()[0].text() == "&Spiel"
    finally:
        close_all()


def test_a_later_start_still_hands_over_its_file_after_a_switch(qtbot, make_window, tmp_path):
    from zuendstoff.__main__ import serve_later_starts
    window = make_window(*new_game(n_humans=2, bots=(), seed=4))
    saved = tmp_path / "handed.zrec"
    assert window.files.save_to(str(saved))
    window.files.path = None
    data = tmp_path / "data"
    serve_later_starts(window, data)
    try:
        window = switch_language(window, "de")  # (the same window: nothing to carry across)
        settle(qtbot, window)
        answer = {}
        later = threading.Thread(target=lambda: answer.setdefault(
            "taken", instance.hand_over(data, str(saved), False, 10.0)), daemon=True)
        later.start()
        qtbot.waitUntil(lambda: not later.is_alive(), timeout=15000)
        assert answer["taken"] is True  # the running copy answered
        qtbot.waitUntil(lambda: window.files.path == str(saved), timeout=5000)
    finally:
        close_all()


def test_a_phones_decision_held_through_a_switch_is_made_at_continue(
        qtbot, make_window, settings, monkeypatch):
    settings.phone_host = "127.0.0.1"
    settings.table_pause = -1  # table moments wait for Continue
    hubs = fake_hub.install(monkeypatch)
    from zuendstoff import resources
    from zuendstoff.engine import Game, Player
    players = [Player("Anna", "black"), Player("Ben", "white")]
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"), players,
                    seed=5)
    window = make_window(game, [PHONE, PHONE])
    qtbot.waitUntil(lambda: bool(hubs) and hubs[-1].running, timeout=3000)
    hub = hubs[-1]
    try:
        for seat in hub.seats():
            hub.connect_phone(seat)
        window.phones.close_join()
        brains = {0: make_bot("random", 1), 1: make_bot("random", 2)}
        for _ in range(400):  # to a table moment before a public decision
            settle(qtbot, window)
            game = window.model.game
            if at_moment(window) and not is_card_phase(game):
                break
            if at_moment(window):
                press_continue(qtbot, window)
                continue
            seat = game.pending_seats()[0]
            hub.send(seat, brains[seat].decide(game.view(seat)))
        game = window.model.game
        assert at_moment(window) and not is_card_phase(game)
        seat = game.pending_seats()[0]
        decision = game.legal_decisions(seat)[0]
        before = game.snapshot()
        hub.send(seat, decision)  # answered "ok", held until Continue
        settle(qtbot, window)
        assert window.model.game.snapshot() == before
        window = switch_language(window, "de")  # (the same window: nothing to carry across)
        settle(qtbot, window)
        assert at_moment(window) and window.bar.continue_button.text() == "Weiter"
        press_continue(qtbot, window)
        settle(qtbot, window)
        assert window.model.game.snapshot() != before  # the held decision was made
        assert window.stack.command(window.stack.index() - 1).seat == seat
    finally:
        close_all()


def test_save_after_a_switch_still_asks_about_a_file_changed_before_it(
        qtbot, make_window, tmp_path, monkeypatch):
    from zuendstoff.ui import file_guard
    asked = []
    monkeypatch.setattr(file_guard, "ask_changed",
                        lambda parent, path: asked.append(path) or file_guard.CANCEL)
    window = make_window(*new_game(n_humans=2, bots=(), seed=6))
    path = tmp_path / "ours.zrec"
    assert window.files.save_to(str(path))
    path.write_text("another program's work")  # changed behind the window's back
    try:
        window = switch_language(window, "de")  # (the same window: nothing to carry across)
        settle(qtbot, window)
        (game_window,) = game_windows()
        assert game_window.files.save() is False  # asked, and "Cancel" kept the file
        assert asked == [str(path)]
        assert path.read_text() == "another program's work"
    finally:
        close_all()


def test_a_switch_with_every_kind_of_window_open_keeps_one_game_window_and_its_documents(
        qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=("greedy",), seed=7))
    play_until(qtbot, window, public_with_history(window))
    viewer = window.replays.replay_current()
    closed_lesson = window.learn(restart=True)  # opened and closed before
    settle(qtbot, closed_lesson)
    closed_lesson.close()
    lesson = window.learn(restart=True)  # and open now
    settle(qtbot, lesson)
    layout_editor = window.open_editor("layout_editor", "LayoutEditorWindow")
    discs_editor = window.open_editor("discset_editor", "DiscSetEditorWindow")
    layout_editor.open_builtin("alt1")
    layout_editor.act_clear.trigger()  # an undoable change in the layout editor
    window.show_rules()
    documents = [(w, w.model, w.stack, w.stack.count(), w.stack.index())
                 for w in (window, lesson, layout_editor, discs_editor)]
    record = to_record(window.model.game)
    windows = set(visible_windows())
    try:
        for code, wrong in (("de", None), ("en", "en")):
            switch_language(window, code)
            settle(qtbot, window)
            assert game_windows() == [window]
            assert set(visible_windows()) == windows  # none came, none went
            assert all(shiboken6.isValid(w) for w in (viewer, lesson, layout_editor,
                                                       discs_editor, window.rules_dialog))
            for w, model, stack, count, index in documents:
                assert (w.model, w.stack, stack.count(), stack.index()) == \
                    (model, stack, count, index), type(w).__name__
                assert isinstance(stack, QUndoStack)
            assert to_record(window.model.game) == record
            if wrong is None:
                problems, texts = german_problems(window, own_window=True)
                assert len(texts) > 60 and any("Spielplan" in t for t in texts)
                assert not problems, problems
            else:
                texts = all_texts(window, own_window=True)
                assert not left_in(texts, wrong), left_in(texts, wrong)
                assert any(t.startswith("Undo") for t in texts)
    finally:
        i18n.install("en")
        close_all()


def test_the_board_paints_its_words_anew(qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=(), seed=2))
    settle(qtbot, window)
    board = window.board_view.viewport()
    # "Sunglasses chips", the rockets' "Y" (its items keep pictures of themselves)
    english = board.grab().toImage()
    switch_language(window, "de")
    settle(qtbot, window)
    assert board.grab().toImage() != english  # "Sonnenbrillen-Chips", "G"

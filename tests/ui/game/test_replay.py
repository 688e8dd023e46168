"""The replay viewer, the history of finished games, "Play on from here" (issue: learn, look back)."""

from __future__ import annotations

import json

import pytest
from helpers import new_game, settle
from privacy_probe import scene_image, scene_texts, widget_texts
from PySide6.QtWidgets import QMessageBox, QWidget
from zuendstoff import history, resources
from zuendstoff.document.game_model import SeatKind
from zuendstoff.engine import to_record
from zuendstoff.engine.timeline import position
from zuendstoff.sim import play_game
from zuendstoff.ui.board.shown import Shown
from zuendstoff.ui.replay.viewer import ReplayWindow

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _finished(n=3, layout="standard", seed="replay"):
    return play_game(resources.default_discs(), resources.builtin_layout(layout), ["medium"] * n, seed)


def _viewer(qtbot, game):
    viewer = ReplayWindow(game, "test.zrec", animation_speed=0)
    qtbot.addWidget(viewer)
    viewer.show()
    return viewer


def _seen(viewer):
    texts = []
    for w in [viewer] + viewer.findChildren(QWidget):
        texts += widget_texts(w)
    return texts + scene_texts(viewer.scene), scene_image(viewer.scene)


def test_stepping_forward_reproduces_every_engine_state_and_back_again(qtbot):
    # 2–5 players, each of the three layouts (the issue asks for both)
    for n, layout in ((2, "standard"), (3, "alt1"), (4, "alt2"), (5, "standard"), (5, "alt1"),
                      (2, "alt2")):
        game = _finished(n, layout, f"fwd-{n}")
        viewer = _viewer(qtbot, game)
        assert viewer.index == 0
        for k, step_ in enumerate(viewer.steps, 1):
            viewer.step_forward()
            assert viewer.index == k
            assert to_record(viewer.model.game) == to_record(step_.after)
            assert Shown.of(viewer.model.game) == Shown.of(step_.after)
        assert to_record(viewer.model.game) == to_record(game)
        assert not viewer.forward_button.isEnabled()
        # back and forward again: the same board, drawn the same
        k = len(viewer.steps) // 2
        viewer.go(k)
        texts, image = _seen(viewer)
        viewer.step_back()
        viewer.step_back()
        viewer.step_forward()
        viewer.step_forward()
        assert _seen(viewer) == (texts, image)
        viewer.close()


def test_jump_to_round_and_the_timeline_names_only_what_was_shown(qtbot):
    game = _finished(3, "standard", "jump")
    viewer = _viewer(qtbot, game)
    viewer.go_to_round(3)
    k = viewer.index
    assert viewer.steps[k].round_no == 3 and (k == 0 or viewer.steps[k - 1].round_no == 2)
    assert viewer.round_spin.value() == 3  # the round chosen (it showed 2, the one before)
    viewer.step_forward()
    assert viewer.round_spin.value() == 3
    viewer.go(k - 1)  # inside round 2: round 2
    assert viewer.round_spin.value() == 2
    viewer.go(k)
    future = [viewer._items[j].text(0) for j in range(k, len(viewer.steps))]
    assert all(t.startswith("Step ") for t in future)  # nothing of what comes is told
    shown = [viewer._items[j].text(0) for j in range(k)]
    assert not any(t.startswith("Step ") for t in shown)
    viewer.timeline_tree.itemClicked.emit(viewer._items[4], 0)
    assert viewer.index == 5


def test_a_replay_shows_no_future_secret_at_any_step(qtbot):
    """Counterfactual: swap two planets that are face down at the shown step, in every
    position of the timeline (so also where they are later turned up): nothing the viewer
    shows may change. And the probe can fail: swapping a face-up planet does change it."""
    game = _finished(2, "standard", "secret")
    viewer = _viewer(qtbot, game)
    positions = [viewer.start] + [s.after for s in viewer.steps]

    def swap(i, j):
        for g in positions:
            faces = list(g.faces)
            faces[i], faces[j] = faces[j], faces[i]
            g.faces = tuple(faces)
            g._known[i], g._known[j] = g._known[j], g._known[i]
            g._pub = None

    checked = sensitive = 0
    for k in range(0, len(viewer.steps) + 1, max(1, len(viewer.steps) // 25)):
        viewer.go(k)
        shown = positions[k]
        down = [i for i in shown.layout.slots if not shown.face_up[i]]
        up = [i for i in shown.layout.slots if shown.face_up[i]]
        base = _seen(viewer)
        if len(down) >= 2:
            swap(down[0], down[1])
            try:
                viewer._show_index(k, animate=False)
                assert _seen(viewer) == base, f"step {k} shows a face-down planet"
            finally:
                swap(down[0], down[1])
            checked += 1
        if len(up) >= 2 and sensitive < 2:
            swap(up[0], up[1])
            try:
                viewer._show_index(k, animate=False)
                assert _seen(viewer) != base  # the probe sees what the board shows
            finally:
                swap(up[0], up[1])
            sensitive += 1
        viewer._show_index(k, animate=False)
    assert checked >= 5 and sensitive >= 1


def test_export_png_and_play_on_from_here(qtbot, make_window, tmp_path, monkeypatch):
    from PySide6.QtGui import QImage
    game = _finished(2, "standard", "export")
    window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=3))
    settle(qtbot, window)
    viewer = window.replays.show(game, "game.zrec")
    qtbot.addWidget(viewer)
    viewer.go(len(viewer.steps) // 2)
    out = tmp_path / "pos.png"
    assert viewer.export_to(str(out))
    image = QImage(str(out))
    assert not image.isNull() and image.width() > 100
    shown = position(viewer.start, viewer.steps, viewer.index)
    dialog = viewer.play_on()
    dialog.combos[1].setCurrentIndex(dialog.combos[1].findData("medium"))
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    dialog.accept()
    settle(qtbot, window)
    got = window.model.game
    assert got.round_no >= shown.round_no and [p.name for p in got.players] == \
        [p.name for p in shown.players]
    assert to_record(got)["rounds"][: len(shown.rounds) - 1] == to_record(shown)["rounds"][
        : len(shown.rounds) - 1]
    assert [k.bot for k in window.model.seats] == [None, "medium"]
    assert window.files.path is None


def test_finished_games_are_kept_once_and_listed_with_player_stats(qtbot, make_window, home):
    from zuendstoff.engine.timeline import timeline
    finished = _finished(2, "standard", "kept")
    start, steps = timeline(finished)
    window = make_window(position(start, steps, len(steps) - 1), [SeatKind(), SeatKind()])
    settle(qtbot, window)
    assert history.entries() == []  # nothing kept before the game is over
    for decision in steps[-1].decisions:  # the last decision, made at the table
        window.flow.decide(decision)
    settle(qtbot, window)
    assert window.model.game.is_over
    listed = history.entries()
    assert len(listed) == 1 and listed[0].rounds == len(window.model.game.rounds)
    assert listed[0].winner_names == tuple(window.model.game.players[s].name
                                           for s in window.model.game.winners)
    history.keep(window.model.game, window.model.record_extra())  # the same game: kept once
    assert len(history.entries()) == 1
    # a damaged file in the history is listed as such, nothing crashes
    (history.history_dir() / "20260101-000000-deadbeef0000.zrec").write_text("{", encoding="utf-8")
    window.replays.history_dialog = None
    dialog = window.replays.show_history()
    assert dialog.games.rowCount() == 2
    stats = {dialog.players.item(r, 0).text(): dialog.players.item(r, 2).text()
             for r in range(dialog.players.rowCount())}
    assert set(stats) == {p.name for p in window.model.game.players}
    dialog.games.selectRow([e.problem == "" for e in dialog.entries].index(True))
    opened = []
    dialog.replayRequested.connect(opened.append)
    dialog.replay_selected()
    assert opened and opened[0].endswith(".zrec")
    viewer = window.replays.open_path(opened[0])
    qtbot.addWidget(viewer)
    assert to_record(viewer.steps[-1].after) == to_record(window.model.game)


def test_player_stats_count_games_wins_and_rounds(tmp_path, home):
    a = _finished(2, "standard", "s1")
    b = _finished(3, "alt1", "s2")
    history.keep(a, now=1_700_000_000)
    history.keep(b, now=1_700_000_100)
    listed = history.entries()
    assert [e.rounds for e in listed] == [len(b.rounds), len(a.rounds)]
    stats = {s.name: s for s in history.player_stats(listed)}
    both = set(stats)
    assert both == {p.name for p in a.players} | {p.name for p in b.players}
    for s in stats.values():
        assert 1 <= s.games <= 2 and 0 <= s.wins <= s.games


def test_a_damaged_record_gives_one_message_and_no_replay(qtbot, make_window, tmp_path, monkeypatch):
    window = make_window(*new_game(seed=2))
    bad = tmp_path / "bad.zrec"
    doc = to_record(_finished(2, "standard", "bad"))
    doc["rounds"][1]["flights"] = [{"seat": 9, "colour": "red", "stop": [0, 0]}]
    bad.write_text(json.dumps(doc), encoding="utf-8")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a: shown.append(text))
    assert window.replays.open_path(str(bad)) is None
    assert len(shown) == 1 and "bad.zrec" in shown[0]


def _play_on(game, seed):
    """``game`` played on to its end by computer players seeded with ``seed`` (bounded)."""
    from zuendstoff.engine.bots import make_bot
    bots = {s: make_bot("random", seed * 10 + s) for s in range(game.seats)}
    for _ in range(5000):
        if game.is_over:
            return game
        for seat in list(game.pending_seats()):
            if seat in game.pending_seats():
                game.apply(bots[seat].decide(game.view(seat)))
    raise AssertionError("the game did not end")


def test_a_replay_shows_no_card_before_its_reveal(qtbot):
    """Counterfactual for cards: two games alike up to the reveal of a round's first cards,
    whose second cards then differ. Shown at that reveal (and every step before it), the
    replays must look the same: board, log and the steps named so far. The second cards
    appear only at their own reveal, and there the probe does see the difference."""
    from zuendstoff.engine.timeline import timeline
    game_a = _finished(3, "standard", "cards-a")
    start, steps = timeline(game_a)
    k = next(j for j, s in enumerate(steps, 1) if s.kind == "first_cards" and s.round_no == 3)
    shared = steps[k - 1].after
    for seed in range(1, 20):  # a continuation whose round-3 second cards differ
        game_b = _play_on(shared.copy(), seed)
        if game_b.rounds[2]["cards"] != game_a.rounds[2]["cards"]:
            break
    else:
        raise AssertionError("no other second cards found")
    viewers = [_viewer(qtbot, g) for g in (game_a, game_b)]

    def seen(viewer, j):
        viewer.go(j)
        named = [viewer._items[i].text(0) for i in range(j)]  # the steps already shown
        logs = []
        for w in [viewer.log_view, viewer.step_label]:
            logs += widget_texts(w)
        return named, logs, scene_texts(viewer.scene), scene_image(viewer.scene)

    for j in (k - 3, k - 1, k):
        assert seen(viewers[0], j) == seen(viewers[1], j), f"step {j} tells a card not yet turned over"
    assert seen(viewers[0], k + 1) != seen(viewers[1], k + 1)  # their reveal: now they show
    for viewer in viewers:
        viewer.close()

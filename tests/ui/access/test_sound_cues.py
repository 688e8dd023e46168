"""Sound in the game: effects are asked for when cards are revealed, discs turn, planets are
turned face up, pieces fly, a piece reaches the sun and someone wins; never on undo; and
a machine without an audio device (CI) plays the whole game silently without failing."""

from __future__ import annotations

from helpers import new_game, settle
from zuendstoff.engine.bots import make_bot


def play_to_end(qtbot, window, limit=600):
    brains = {0: make_bot("greedy", 1), 1: make_bot("greedy", 2)}  # ends (as in test_full_game)
    for _ in range(limit):
        settle(qtbot, window)
        game = window.model.game
        if game.is_over:
            return
        seat = next(s for s in game.pending_seats() if not window.model.is_computer(s)) \
            if any(not window.model.is_computer(s) for s in game.pending_seats()) else None
        if seat is None:
            continue
        window.flow.looking = None
        window.flow.decide(brains[seat].decide(game.view(seat)))
    raise AssertionError(f"the game did not end (round {window.model.game.round_no}, "
                         f"{window.model.game.phase})")


def test_sounds_follow_a_whole_game(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=("greedy",), seed=7)
    window = make_window(game, kinds)
    player = window.access.player
    assert not player.enabled  # tests never open a device (ZUENDSTOFF_NO_SOUND=1)
    play_to_end(qtbot, window)
    settle(qtbot, window)
    asked = player.requested
    for name in ("reveal", "rotate", "flight", "sun", "win"):
        assert name in asked, (name, sorted(set(asked)))
    assert asked.count("win") == 1 and asked[-1] in ("win", "sun")
    # every flight that reached the sun took a chip: one "sun" per chip won
    assert asked.count("sun") == sum(len(c) for c in window.model.game.chips)
    assert asked.count("reveal") >= window.model.game.round_no


def test_a_planet_turned_face_up_sounds_flip(qtbot, make_window):
    import random

    from zuendstoff.engine import Flip, Phase
    for seed in range(1, 40):
        game, kinds = new_game(n_humans=2, bots=(), seed=seed)
        rng = random.Random(seed)
        while not game.is_over and game.phase is not Phase.FLIP:
            game.apply(rng.choice(game.legal_decisions(game.pending_seats()[0])))
        if game.phase is Phase.FLIP:
            break
    window = make_window(game, kinds)
    settle(qtbot, window)
    player = window.access.player
    player.requested.clear()
    seat = game.pending_seats()[0]
    window.flow.decide(Flip(seat, 1))
    settle(qtbot, window)
    assert player.requested[:1] == ["flip"]
    assert "rotate" not in player.requested  # turning over is not a rotation


def test_undo_is_silent(qtbot, make_window):
    from zuendstoff.engine import Phase
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=3)
    window = make_window(game, kinds)
    brain = make_bot("greedy", 1)
    for _ in range(200):  # to a public decision, which can be undone (R27)
        settle(qtbot, window)
        game = window.model.game
        if game.phase in (Phase.ROTATE, Phase.PICK, Phase.STOP) \
                and not window.model.is_computer(game.pending_seats()[0]):
            break
        if not window.model.is_computer(game.pending_seats()[0]):
            window.flow.decide(brain.decide(game.view(game.pending_seats()[0])))
    seat = window.model.game.pending_seats()[0]
    window.flow.decide(brain.decide(window.model.game.view(seat)))
    settle(qtbot, window)
    assert window.stack.canUndo()
    player = window.access.player
    before = list(player.requested)
    window.stack.undo()
    settle(qtbot, window)
    assert window.model.game.phase is not Phase.FIRST_CARD or before  # something was undone
    assert player.requested == before


def test_without_an_audio_device_the_game_runs_silently(qtbot, make_window, monkeypatch):
    """Sound on (not disabled), but opening the device fails as on a machine without one."""
    import miniaudio

    def no_device(*_args, **_kwargs):
        raise miniaudio.MiniaudioError("no playback device")
    monkeypatch.delenv("ZUENDSTOFF_NO_SOUND")
    monkeypatch.setattr(miniaudio, "PlaybackDevice", no_device)
    game, kinds = new_game(n_humans=2, bots=("greedy",), seed=7)
    window = make_window(game, kinds)
    player = window.access.player
    assert player.enabled
    play_to_end(qtbot, window)
    assert "win" in player.requested and not player.available


def test_volume_and_mute_come_from_the_settings_dialog(qtbot, make_window, settings):
    game, kinds = new_game()
    window = make_window(game, kinds)
    window.open_settings()
    dialog = window.settings_dialog
    dialog.volume.setValue(35)
    dialog.mute.setChecked(True)
    assert not dialog.volume.isEnabled()
    dialog.accept()
    assert settings.sound_volume == 35 and settings.sound_muted
    player = window.access.player
    assert player.volume == 0.35 and player.muted
    assert player.play("reveal") is False  # muted: nothing reaches a device
    window.open_settings()
    window.settings_dialog.mute.setChecked(False)
    window.settings_dialog.accept()
    assert not player.muted

"""Sound effects: shipped, mixed correctly, silent and harmless without an audio device."""

from __future__ import annotations

import importlib.util
import sys
from array import array
from pathlib import Path

import pytest
from zuendstoff import resources
from zuendstoff.sound import NAMES, SoundPlayer, _Mixer, load_samples

ROOT = Path(__file__).resolve().parents[2]


def test_every_effect_is_shipped_and_not_silent():
    for name in NAMES:
        samples = load_samples(name)
        assert len(samples) > 1000 and max(abs(s) for s in samples) > 10_000


def test_sounds_are_made_by_the_documented_script(tmp_path):
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "packaging" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_sounds"] = module
    spec.loader.exec_module(module)
    module.main([str(tmp_path)])
    for name in NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == resources.path("sounds", f"{name}.wav").read_bytes()
    assert "CC0" in resources.path("sounds", "LICENSE.md").read_text(encoding="utf-8")


def test_play_without_a_device_is_silent_and_harmless(monkeypatch):
    import miniaudio

    def no_device(*_a, **_k):
        raise miniaudio.MiniaudioError("failed to init device")

    monkeypatch.setattr(miniaudio, "PlaybackDevice", no_device)
    player = SoundPlayer()
    assert [player.play(n) for n in NAMES] == [False] * len(NAMES)
    assert player.requested == list(NAMES) and not player.available


def test_muted_and_zero_volume_play_nothing(monkeypatch):
    opened = []
    player = SoundPlayer(muted=True)
    monkeypatch.setattr(player, "_open", lambda: opened.append(1) or True)
    assert player.play("win") is False
    player.set_muted(False)
    player.set_volume(0)
    assert player.play("win") is False
    assert opened == []
    with pytest.raises(KeyError):
        player.play("explosion")


def test_mixer_adds_voices_scales_and_clips():
    mixer = _Mixer()
    stream = mixer.generator()
    next(stream)
    mixer.add(array("h", [1000, 2000, 30000]), 0.5)
    mixer.add(array("h", [1000, 30000]), 1.0)
    out = array("h")
    out.frombytes(stream.send(4))
    assert list(out) == [1500, 31000, 15000, 0]
    mixer.add(array("h", [30000]), 1.0)
    mixer.add(array("h", [30000]), 1.0)
    out = array("h")
    out.frombytes(stream.send(1))
    assert list(out) == [32767]
    assert mixer.voices == []

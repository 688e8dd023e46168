"""Short sound effects (card reveal, rotation, flip, flight, sun, win).

Played with miniaudio (a small, self-contained wheel), mixed in its audio thread.
Where no audio device exists (CI, a server, a muted machine) the player stays
silent and harmless: :meth:`SoundPlayer.play` records the request and returns
False. The device is opened on the first sound, not at start-up.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import wave
from array import array
from typing import Iterator

from . import resources

log = logging.getLogger(__name__)

NAMES = ("reveal", "rotate", "flip", "flight", "sun", "win")
RATE = 22050


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Hide what C audio libraries print while probing devices (ALSA is chatty)."""
    try:
        fd = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(fd, 2)
        os.close(fd)


def load_samples(name: str) -> array:
    """The 16-bit mono samples of a shipped effect."""
    with wave.open(str(resources.path("sounds", f"{name}.wav")), "rb") as w:
        if w.getnchannels() != 1 or w.getsampwidth() != 2 or w.getframerate() != RATE:
            raise ValueError(f"{name}.wav is not 16-bit mono at {RATE} Hz")
        data = array("h")
        data.frombytes(w.readframes(w.getnframes()))
    return data


class _Mixer:
    """Mixes the voices that are playing; runs in the audio thread."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.voices: list[list] = []  # [samples, position, gain]

    def add(self, samples: array, gain: float) -> None:
        with self.lock:
            self.voices.append([samples, 0, gain])

    def generator(self):  # miniaudio's stream protocol: receive frame counts, yield samples
        required = yield b""
        while True:
            out = [0.0] * required
            with self.lock:
                alive = []
                for voice in self.voices:
                    samples, pos, gain = voice
                    chunk = samples[pos:pos + required]
                    for i, s in enumerate(chunk):
                        out[i] += s * gain
                    voice[1] = pos + len(chunk)
                    if voice[1] < len(samples):
                        alive.append(voice)
                self.voices = alive
            buf = array("h", (max(-32768, min(32767, int(v))) for v in out))
            required = yield buf.tobytes()


class SoundPlayer:
    """Plays the effects in :data:`NAMES` at a volume (0–1), or not at all when muted."""

    def __init__(self, volume: float = 0.7, muted: bool = False, enabled: bool = True) -> None:
        self.volume = volume
        self.muted = muted
        self.enabled = enabled and os.environ.get("ZUENDSTOFF_NO_SOUND") != "1"
        self.requested: list[str] = []  # every effect asked for (tests, diagnostics)
        self._samples: dict[str, array] = {}
        self._device = None
        self._mixer: _Mixer | None = None
        self._failed = False

    @property
    def available(self) -> bool:
        """True once an audio device is open (False before the first sound, or with none)."""
        return self._device is not None

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))

    def set_muted(self, muted: bool) -> None:
        self.muted = bool(muted)

    def play(self, name: str) -> bool:
        """Play effect ``name``; True if it went to an audio device."""
        if name not in NAMES:
            raise KeyError(name)
        self.requested.append(name)
        if self.muted or self.volume <= 0 or not self.enabled or not self._open():
            return False
        try:
            samples = self._samples.get(name)
            if samples is None:
                samples = self._samples[name] = load_samples(name)
            assert self._mixer is not None
            self._mixer.add(samples, self.volume)
            return True
        except (OSError, ValueError, wave.Error) as exc:
            log.warning("sound %s cannot be played: %s", name, exc)
            return False

    def _open(self) -> bool:
        if self._device is not None:
            return True
        if self._failed:
            return False
        try:
            import miniaudio

            with _quiet_stderr():
                device = miniaudio.PlaybackDevice(
                    output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                    sample_rate=RATE, buffersize_msec=60)
            mixer = _Mixer()
            stream = mixer.generator()
            next(stream)
            device.start(stream)
        except Exception as exc:  # no device, no library: stay silent, never fail the game
            log.info("no sound: %s", exc)
            self._failed = True
            return False
        self._device, self._mixer = device, mixer
        return True

    def close(self) -> None:
        if self._device is not None:
            with contextlib.suppress(Exception):
                self._device.close()
        self._device = None

"""Make the game's sound effects (resources/sounds/*.wav) from a few lines of synthesis.

    python3 packaging/make_sounds.py

The sounds are made for this project from nothing but sine waves and noise, so they
carry the project's own licence (see resources/sounds/LICENSE.md). Deterministic:
running it again writes the same bytes.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"


def env(t: float, attack: float, length: float) -> float:
    if t < attack:
        return t / attack
    return max(0.0, 1.0 - (t - attack) / max(1e-6, length - attack)) ** 2


def tone(freqs: list[tuple[float, float, float]], length: float, noise: float = 0.0,
         seed: int = 1) -> list[float]:
    """Sum of (start, frequency, amplitude) notes with a soft attack, plus a little noise."""
    rng = random.Random(seed)
    n = int(RATE * length)
    out = [0.0] * n
    for start, f, amp in freqs:
        s0 = int(start * RATE)
        note_len = length - start
        for i in range(s0, n):
            t = (i - s0) / RATE
            out[i] += amp * env(t, 0.008, note_len) * (
                math.sin(2 * math.pi * f * t) + 0.3 * math.sin(4 * math.pi * f * t))
    if noise:
        for i in range(n):
            out[i] += noise * (rng.random() * 2 - 1) * env(i / RATE, 0.002, length)
    return out


def sweep(f0: float, f1: float, length: float, amp: float = 0.5) -> list[float]:
    n = int(RATE * length)
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        f = f0 + (f1 - f0) * (t / length)
        phase += 2 * math.pi * f / RATE
        out.append(amp * env(t, 0.02, length) * math.sin(phase))
    return out


SOUNDS = {
    # cards turned over: a short papery flick
    "reveal": lambda: tone([(0.0, 880, 0.15), (0.04, 1320, 0.1)], 0.18, noise=0.35, seed=2),
    # a disc turned: two dull clicks
    "rotate": lambda: tone([(0.0, 220, 0.4), (0.07, 180, 0.35)], 0.2, noise=0.15, seed=3),
    # a planet turned face up: a soft knock and a bright note
    "flip": lambda: tone([(0.0, 330, 0.35), (0.05, 660, 0.25)], 0.3, noise=0.1, seed=4),
    # a rocket flight: a rising whoosh
    "flight": lambda: [a + b for a, b in zip(sweep(200, 900, 0.6, 0.35),
                                             tone([], 0.6, noise=0.12, seed=5))],
    # arriving at the sun: a bell chord
    "sun": lambda: tone([(0.0, 784, 0.3), (0.0, 988, 0.25), (0.0, 1175, 0.2)], 0.9),
    # someone won: a short rising arpeggio
    "win": lambda: tone([(0.0, 523, 0.3), (0.12, 659, 0.3), (0.24, 784, 0.3), (0.36, 1047, 0.35)],
                        1.2),
}


def write(name: str, samples: list[float], out: Path = OUT) -> Path:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 * 32767 / peak
    path = out / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(s * scale)) for s in samples))
    return path


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        print(write(name, make(), out))
    return 0


if __name__ == "__main__":
    sys.exit(main())

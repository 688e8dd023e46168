"""The pace a test plays at: the two worlds a game-window test can live in.

* **zero pace** (:data:`ZERO`): no animation, no computer delay, table moments go on at once
  and every decision is asked (no forced moves made for a person). For tests that check what
  the window does, not when: they run fast and wait only for the window's own work.
* **real pace** (:func:`real`): the app's settings defaults, as a person gets them on a
  first start: the board animates at normal speed, a computer shows "thinking…" for its
  delay, table moments wait for Continue, forced moves are made for a person and ringed.

A test chooses its world by name (the fixtures ``zero_pace`` and ``real_pace``, in
``tests/conftest.py``); docs/testing.md says which tests run at the real pace. Tests at the
real pace wait for what a person waits for (``qtbot.waitUntil`` with a bound), never sleep.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Pace:
    name: str
    animation_speed: float
    bot_delay_ms: int
    table_pause: int
    auto_forced: bool

    def apply(self, settings) -> None:
        """Set ``settings`` (zuendstoff.settings.Settings) to this pace."""
        settings.animation_speed = self.animation_speed
        settings.bot_delay_ms = self.bot_delay_ms
        settings.table_pause = self.table_pause
        settings.auto_forced = self.auto_forced

    @property
    def real(self) -> bool:
        return self.name == "real"


ZERO = Pace("zero", animation_speed=0.0, bot_delay_ms=0, table_pause=0, auto_forced=False)


def real() -> Pace:
    """The defaults of a fresh settings file (read from the app, not copied here)."""
    import tempfile
    from pathlib import Path

    from zuendstoff.settings import Settings
    with tempfile.TemporaryDirectory() as folder:
        fresh = Settings(str(Path(folder) / "fresh.ini"))
        pace = Pace("real", fresh.animation_speed, fresh.bot_delay_ms, fresh.table_pause,
                    fresh.auto_forced)
    assert pace.animation_speed > 0 and pace.bot_delay_ms > 0, pace  # (a person's pace)
    return pace

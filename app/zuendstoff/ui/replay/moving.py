"""Moving through a replay: a step, a round, Page Up and Down, playing and pausing.

:class:`Moving` is the part of :class:`~.viewer.ReplayWindow` that chooses the position to
show; the window shows it (``_show_index``) and words it. No text is made here (the window's
translation context keeps its words).
"""

from __future__ import annotations

from PySide6.QtWidgets import QStyle

# milliseconds between steps while playing, at animation speed 1
PLAY_INTERVAL_MS = 1200


class Moving:
    """Uses the window's ``steps``, ``index``, ``_timer``, ``scene``, ``play_button``,
    ``_play_text`` and ``_show_index``."""

    def go(self, index: int) -> None:
        """Show the position after ``index`` steps (0: the start); a single step animates."""
        index = max(0, min(int(index), len(self.steps)))
        if index != self.index:
            self._show_index(index, animate=abs(index - self.index) == 1)
        if index >= len(self.steps):
            self.pause()

    def step_forward(self) -> None:
        self.go(self.index + 1)

    def step_back(self) -> None:
        self.pause()
        self.go(self.index - 1)

    def go_to_round(self, round_no: int) -> None:
        """The position before ``round_no``'s first reveal (the end of the round before)."""
        for k, step in enumerate(self.steps):
            if step.round_no >= round_no:
                self.go(k)
                return
        self.go(len(self.steps))

    def page(self, direction: int) -> None:
        """Page Down: to the next round's start (the end of the shown round; at a round's end,
        the end of the next); Page Up: back to the shown round's start, and from there to the
        round before's. A round's start is the position before its first reveal."""
        starts = [k for k, step in enumerate(self.steps)
                  if k == 0 or step.round_no != self.steps[k - 1].round_no]
        ends = starts + [len(self.steps)]
        if direction > 0:
            self.go(next((k for k in ends if k > self.index), len(self.steps)))
        else:
            self.pause()
            self.go(max((k for k in ends if k < self.index), default=0))

    def toggle_play(self) -> None:
        if self._timer.isActive():
            self.pause()
        else:
            if self.index >= len(self.steps):
                self.go(0)
            self._timer.setInterval(self._interval())
            self._timer.start()
            self.play_button.setText(self._play_text())
            self.play_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause))
            self.step_forward()

    def pause(self) -> None:
        self._timer.stop()
        self.play_button.setText(self._play_text())
        self.play_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    def _tick(self) -> None:
        if self.scene.is_animating():
            return  # let the board finish the last step first
        self.step_forward()

    def _interval(self) -> int:
        speed = self.scene.animation_speed()
        return int(PLAY_INTERVAL_MS / speed) if speed > 0 else PLAY_INTERVAL_MS // 2

    def _round(self) -> int:
        return self.steps[self.index - 1].round_no if self.index else 1

    def _spin_round(self) -> int:
        """The round the "Go to round" box shows: the round of the last step shown, but at a
        round's start (where going to a round lands) the round that starts there, so the box
        keeps the round the person chose (it showed the one before)."""
        k = self.index
        if k < len(self.steps) and (k == 0 or self.steps[k].round_no != self.steps[k - 1].round_no):
            return self.steps[k].round_no
        return self._round()

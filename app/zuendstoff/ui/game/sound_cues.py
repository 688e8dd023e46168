"""Sound effects that follow the game: the window owns one :class:`SoundCues`.

After each decision applied to the model (not after undo, redo or loading a game)
it compares the public state before and after and plays:

* ``reveal`` when cards are turned over (R13),
* ``rotate`` when a planet or the sun turns (R7, R14, R16),
* ``flip`` when a planet is turned face up (R22),
* ``flight`` when a piece moves (R21),
* ``sun`` when a piece reaches the sun and takes a chip (R23),
* ``win`` when the game is won (R25).

The last two wait until the board has played its animations (``animationsFinished``),
so the sound comes when the piece arrives. Only public information is read.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...document.game_model import GameModel
from ...sound import SoundPlayer


def _public(game) -> tuple:
    return (game.reveals, tuple(game.rotations), game.sun_rotation, tuple(game.face_up),
            tuple(game.pieces), tuple(len(c) for c in game.chips), tuple(game.winners))


class SoundCues(QObject):
    def __init__(self, model: GameModel, player: SoundPlayer, scene=None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.player = player
        self._game = model.game
        self._state = _public(model.game)
        self._waiting: list[str] = []  # played when the board has caught up
        model.changed.connect(self._on_changed)
        model.gameReplaced.connect(self._forget)
        self._scene = scene
        self._scene_follows = scene is not None and hasattr(scene, "animationsFinished")
        if self._scene_follows:
            scene.animationsFinished.connect(self._flush)

    def _forget(self) -> None:
        self._waiting.clear()
        self._game = self.model.game
        self._state = _public(self._game)

    def _on_changed(self) -> None:
        game = self.model.game
        new = _public(game)
        old, self._state = self._state, new
        if game is not self._game:  # undo/redo put another state in place: no sounds
            self._game = game
            self._waiting.clear()
            return
        if old == new:
            return
        reveals, rotations, sun, face_up, pieces, chips, winners = range(7)
        now: list[str] = []
        if new[reveals] > old[reveals] and new[face_up] == old[face_up]:
            now.append("reveal")
        if new[face_up] != old[face_up]:
            now.append("flip")
        if new[sun] != old[sun] or any(
                a != b and up and was_up for a, b, up, was_up
                in zip(old[rotations], new[rotations], new[face_up], old[face_up])):
            now.append("rotate")
        if new[pieces] != old[pieces]:
            now.append("flight")
        later: list[str] = []
        if sum(new[chips]) > sum(old[chips]):
            later.append("sun")
        if new[winners] and not old[winners]:
            later.append("win")
        for name in now:
            self.player.play(name)
        self._waiting.extend(later)
        animating = getattr(self._scene, "is_animating", None)
        if not self._scene_follows or not (animating and animating()):
            self._flush()  # the board has nothing (more) to show for this change

    def _flush(self) -> None:
        waiting, self._waiting = self._waiting, []
        for name in waiting:
            self.player.play(name)

    def apply_settings(self, volume_percent: int, muted: bool) -> None:
        self.player.set_volume(volume_percent / 100.0)
        self.player.set_muted(muted)

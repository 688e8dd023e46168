"""Save the manual's pictures of the guided game and the replay viewer, from the app itself.

    python docs/learn_replay_demo.py lesson docs/lesson.png   # the lesson at its compass-rose step
    python docs/learn_replay_demo.py replay docs/replay.png   # a replay at step 37 of a seeded game

Run it on a real screen (or a virtual one, e.g. under xvfb-run) so that fonts and window
decorations are the desktop's. User folders go to a temporary directory.
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ["ZUENDSTOFF_HOME"] = tempfile.mkdtemp(prefix="zuendstoff-demo-")
os.environ.setdefault("ZUENDSTOFF_NO_SOUND", "1")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def lesson(app, out: str) -> None:
    from zuendstoff.engine import Flip, PlayCard
    from zuendstoff.settings import Settings
    from zuendstoff.ui.game.window import MainWindow

    settings = Settings(os.path.join(os.environ["ZUENDSTOFF_HOME"], "demo.ini"))
    settings.lesson_offered = True
    main = MainWindow(settings=settings)
    main.show()
    lw = main.learn(restart=True)
    lw.resize(1400, 900)
    lw.runner.delay_ms = 0
    ticks = [0]

    def tick() -> None:  # make the lesson's moves, as the learner would, up to the compass rose
        ticks[0] += 1
        if ticks[0] > 3000:
            app.exit(1)
            return
        game = lw.model.game
        want = lw.lesson.script.expected(game, 0)
        if lw.runner.busy or lw.flow._scheduled or lw.scene.is_animating() or want is None \
                or lw.lesson._want != want:
            QTimer.singleShot(60, tick)
            return
        if isinstance(want, Flip) and lw.lesson.callout.isVisible():
            QTimer.singleShot(600, lambda: (lw.grab().save(out), app.quit()))
            return
        if isinstance(want, PlayCard):
            lw.hand.confirmed.emit(0, want.card)
        else:
            lw.flow.decide(want)
        QTimer.singleShot(80, tick)

    QTimer.singleShot(1500, tick)


def replay(app, out: str) -> None:
    from zuendstoff import resources
    from zuendstoff.sim import play_game
    from zuendstoff.ui.replay.viewer import ReplayWindow

    game = play_game(resources.default_discs(), resources.builtin_layout("standard"), ["medium"] * 3,
                     "demo")
    viewer = ReplayWindow(game, "demo.zrec")
    viewer.resize(1400, 900)
    viewer.show()
    viewer.go(37)
    app.viewer = viewer
    QTimer.singleShot(2500, lambda: (viewer.grab().save(out), app.quit()))


def main() -> int:
    if len(sys.argv) != 3 or sys.argv[1] not in ("lesson", "replay"):
        print(__doc__)
        return 2
    app = QApplication(sys.argv[:1])
    {"lesson": lesson, "replay": replay}[sys.argv[1]](app, sys.argv[2])
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())

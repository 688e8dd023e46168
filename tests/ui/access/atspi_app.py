"""The game window, driven through the stages the AT-SPI test reads (tests/ui/access/test_atspi_bus.py).

Run with the project's Python on an X screen with the accessibility bus:
``python atspi_app.py DIR``. At each stage the window is brought to a state, then
``DIR/ready-<stage>.json`` says what the reader should find; the window waits (bounded) for
``DIR/done-<stage>`` before going on. Stages: dialog (the new-game dialog), privacy (Ben's
privacy screen after Anna laid her card in secret), hand (Ben's hand), board (a person's
decision on the board, the cursor on a highlighted disc), round (the game played on to the
round's end). ``DIR/app-result.json`` says whether the reader's action on a disc was made in
the game.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from bus_steps import run_script
from PySide6.QtWidgets import QApplication

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "game"))

LIMIT_S = float(os.environ.get("ATSPI_APP_LIMIT", "150"))


def main(folder: str) -> int:
    out = Path(folder)
    app = QApplication(sys.argv[:1])
    app.setApplicationName("zuendstoff-atspi")
    from helpers import new_game
    from zuendstoff.document.names import card_name
    from zuendstoff.engine import Phase
    from zuendstoff.engine.bots import make_bot
    from zuendstoff.settings import Settings
    from zuendstoff.ui.board import cursor
    from zuendstoff.ui.game.window import MainWindow

    settings = Settings(str(out / "settings.ini"))
    settings.animation_speed = 0.0
    settings.bot_delay_ms = 0
    settings.auto_forced = False
    settings.lesson_offered = True
    game, kinds = new_game(n_humans=2, bots=("greedy",), seed=5)
    window = MainWindow(settings=settings, game=game, seats=kinds, bot_delay_ms=0, bot_seed=0)
    window.scene.set_animation_speed(0)
    window.resize(1280, 860)
    window.show()
    window.activateWindow()
    brain = make_bot("greedy", 3)
    started = time.monotonic()
    result: dict = {}

    def idle() -> bool:
        return not window.runner.busy and not window.flow._scheduled \
            and not window.scene.is_animating()

    def ready(stage: str, info: dict) -> None:
        info["pid"] = os.getpid()
        (out / f"ready-{stage}.json").write_text(json.dumps(info))

    def done(stage: str) -> bool:
        return (out / f"done-{stage}").exists()

    def person_plays(seat: int) -> None:
        """A person's step, made as the window offers it (hand, privacy, bar, Continue)."""
        game = window.model.game
        if window.flow.moment is not None:
            window.bar.continue_button.click()
        elif window.pages.currentIndex() == 1 and window.privacy.seat >= 0:
            window.privacy.button.click()
        elif window.flow.looking is not None:
            decision = brain.decide(game.view(window.flow.looking))
            window.hand.select_card(decision.card)
            window.hand.confirm()
        else:
            window.flow.decide(brain.decide(game.view(seat)))

    def script():
        # ---- the table at rest, then the new-game dialog (its opening's events counted)
        yield idle
        ready("predialog", {})
        yield lambda: done("predialog")
        dialog = window.new_game()
        yield lambda: dialog.isVisible()
        ready("dialog", {})
        yield lambda: done("dialog")
        dialog.reject()
        window.activateWindow()  # (no window manager on the private screen gives it back)
        asked = time.monotonic()
        yield lambda: window.isActiveWindow() or time.monotonic() - asked > 5
        # ---- Anna lays a card in secret; Ben's privacy screen
        yield lambda: idle() and window.privacy.isVisible() and window.privacy.seat == 0
        window.privacy.button.click()
        yield idle
        game = window.model.game
        secret = next(c for c in game.hand_list(0) if c[:-1] in ("red", "yellow", "blue"))
        window.hand.select_card(secret)
        window.hand.confirm()
        yield lambda: idle() and window.privacy.isVisible() and window.privacy.seat == 1
        ready("privacy", {"secret": card_name(secret), "next": "Ben"})
        yield lambda: done("privacy")
        # ---- Ben's hand
        window.privacy.button.click()
        yield idle
        ready("hand", {"cards": [card_name(c) for c in window.model.game.hand_list(1)]})
        yield lambda: done("hand")
        # ---- Down through the hand from its first card, then F2 for a hint
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        view = window.hand.view
        QTest.keyClick(view, Qt.Key.Key_Home)
        order = [window.hand.model.index(r, 0).data() for r in range(window.hand.model.rowCount())]
        for _ in range(window.hand.model.rowCount()):
            QTest.keyClick(view, Qt.Key.Key_Down)
            pressed = time.monotonic()
            yield lambda: time.monotonic() - pressed > 0.15  # (a person's quick pace)
        QTest.keyClick(view, Qt.Key.Key_F2)
        yield lambda: not window.hints.busy and window.hints.last is not None
        yield idle
        asked = time.monotonic()
        yield lambda: time.monotonic() - asked > 0.3  # (the hint said: GATHER_MS)
        ready("hint", {"order": order, "hint": window.hints.banner.label.text()})
        yield lambda: done("hint")
        # ---- play on until a person decides on the board
        for _ in range(400):
            yield idle
            game = window.model.game
            if game.is_over:
                break
            seat = game.pending_seats()[0]
            if game.phase in (Phase.STOP, Phase.ROTATE, Phase.FLIP) and window.bar.seat == seat \
                    and window.flow.moment is None and not window.model.is_computer(seat) \
                    and any(window.scene.highlighted(r) for r in ("path", "choice", "target")) \
                    and any(window.bar.disc_actions(c) for c in game.layout.cells):
                break
            if not window.model.is_computer(seat) or window.flow.moment is not None:
                person_plays(seat)
        game = window.model.game
        print("board stage:", game.phase.name, window.bar.seat, flush=True)
        window.activateWindow()
        window.board_view.setFocus()
        cursor.jump_focus(window.scene)
        asked = time.monotonic()
        yield lambda: window.board_view.hasFocus() or time.monotonic() - asked > 5
        print("board focus:", window.board_view.hasFocus(), window.scene.focusItem(), flush=True)
        made = []
        window.bar.decided.connect(made.append)  # (a decision made on the board's bar)
        focused = window.scene.focusItem()
        ready("board", {"phase": game.phase.name, "focused": focused.label() if focused else "",
                        "actions": sorted({n for c in game.layout.cells
                                           for n, _d in window.bar.disc_actions(c)})})
        yield lambda: done("board")
        yield idle
        result["action_made"] = len(made) == 1
        (out / "app-result.json").write_text(json.dumps(result))
        # ---- on to the round's end, said to the whole table
        for _ in range(400):
            yield idle
            game = window.model.game
            if game.round_no > 1 or game.is_over:
                break
            seat = game.pending_seats()[0]
            if not window.model.is_computer(seat) or window.flow.moment is not None:
                person_plays(seat)
        yield idle
        ready("round", {"round": window.model.game.round_no,
                        "said": list(window.access.announcer.history)})
        yield lambda: done("round")

    code = run_script(app, script(), out, started, LIMIT_S, at_end=window.runner.shutdown)
    window.runner.shutdown()
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

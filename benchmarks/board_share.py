"""The board's share of the game window (issue 31), at the sizes given.

    QT_QPA_PLATFORM=offscreen python benchmarks/board_share.py [--sizes 1600x1000,1280x720]
    python benchmarks/board_share.py --sizes 1280x720 --show hand|bar   (leaves it open)

Opens the game window at each size with one person choosing a card (the hand shown) against
one computer, and a second time with the decision bar up (the person's first decision after
the cards: a colour to fly, a stop, a turn), lets the layout settle, and measures the board's 4×4 discs as drawn: the scene's board
rectangle mapped into the view and clipped to what is visible, over the window's area. Also
prints the view's size and the rooms of the strips and the side column, so a change of layout
can be read off. Geometry only: the figures are the same on a quiet or busy machine.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("ZUENDSTOFF_HOME", tempfile.mkdtemp(prefix="zuendstoff-share-"))
os.environ.setdefault("ZUENDSTOFF_NO_SOUND", "1")


def measure(size: tuple[int, int], moment: str, keep: bool = False) -> dict:
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication
    from zuendstoff import resources
    from zuendstoff.document.game_model import SeatKind
    from zuendstoff.engine import Game, Phase, Player
    from zuendstoff.settings import Settings
    from zuendstoff.ui.game.window import MainWindow

    app = QApplication.instance()
    settings = Settings(os.path.join(os.environ["ZUENDSTOFF_HOME"], f"{size[0]}-{moment}.ini"))
    settings.animation_speed = 0.0
    settings.bot_delay_ms = 0
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Computer", "white")], seed=3)
    window = MainWindow(settings=settings, game=game, seats=[SeatKind(), SeatKind("easy")],
                        bot_seed=1)
    window.resize(*size)
    window.show()
    for _ in range(50):
        app.processEvents()
    if moment == "bar":  # play to the first moment the bar offers a choice to the person
        from zuendstoff.engine.bots import make_bot
        brain = make_bot("easy", 5)
        for _ in range(4000):
            app.processEvents()
            flow = window.flow
            if flow.moment is not None:
                flow.continue_moment()
                continue
            game = window.model.game
            if game.phase not in (Phase.FIRST_CARD, Phase.SECOND_CARD) \
                    and 0 in game.pending_seats() and window.bar.in_use():
                break
            if window.pages.currentIndex() == 1:
                window.privacy.button.click()
            elif game.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD) and window.hand.isVisible():
                window.hand.select_card(brain.decide_in(game, 0).card)
                window.hand.confirm()
        else:
            raise SystemExit("the bar never came up")
    else:
        if window.pages.currentIndex() == 1:
            window.privacy.button.click()
    for _ in range(50):
        app.processEvents()
    view = window.board_view
    board = view.mapFromScene(window.scene.board_rect()).boundingRect()
    board = board.intersected(view.viewport().rect())
    area = window.width() * window.height()
    side = window.side_column
    out = {"size": f"{size[0]}x{size[1]}", "moment": moment,
           "board": f"{board.width()}x{board.height()}",
           "share": round(100.0 * board.width() * board.height() / area, 1),
           "view": f"{view.width()}x{view.height()}",
           "side": f"{side.width()}x{side.height()}",
           "hand_visible": window.hand.isVisible()}
    if keep:  # (left open, for a screenshot)
        window.move(0, 0)
        out["window"] = window
        return out
    window.settings.sync = lambda: None  # (nothing of this run is kept)
    window.files.autosave_enabled = False
    window.close()
    window.deleteLater()
    for _ in range(20):
        app.processEvents()
    del QRect
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1600x1000,1280x720")
    parser.add_argument("--show", choices=("hand", "bar"),
                        help="open the window at the first size at that moment and leave it open")
    parser.add_argument("--language", default="en", help="en or de")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT / "app"))
    from PySide6.QtWidgets import QApplication
    app = QApplication(sys.argv[:1])  # noqa: F841 (kept alive for the windows)
    from zuendstoff import i18n
    i18n.install(args.language)
    if args.show:
        w, h = (int(v) for v in args.sizes.split(",")[0].lower().split("x"))
        kept = measure((w, h), args.show, keep=True)  # noqa: F841 (the window stays)
        return app.exec()
    for text in args.sizes.split(","):
        w, h = (int(v) for v in text.lower().split("x"))
        for moment in ("hand", "bar"):
            r = measure((w, h), moment)
            print(f"{r['size']:>9}  {r['moment']:<4}  board {r['board']:>9} = {r['share']:5.1f} %"
                  f"   view {r['view']:>9}   side column {r['side']:>8}"
                  f"   hand shown: {r['hand_visible']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

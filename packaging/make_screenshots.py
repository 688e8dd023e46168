"""Take the screenshots the AppStream metainfo and the README show, from the app itself.

    python packaging/make_screenshots.py

Draws the board offscreen (the same renderer as ``zuendstoff --screenshot``): a new standard
game, and the same kind of game in mid-play (four computer players, seeded), into
docs/screenshots/. Run it after the board's look changes, and commit the PNGs.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "app"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

OUT = ROOT / "docs" / "screenshots"
SIZE = (1600, 1000)


def main() -> int:
    from zuendstoff import resources
    from zuendstoff.engine.timeline import position, timeline
    from zuendstoff.sim import play_game
    from zuendstoff.ui.board.screenshot import render_board, standard_game

    OUT.mkdir(parents=True, exist_ok=True)
    render_board(standard_game(), SIZE).save(str(OUT / "new-game.png"))
    game = play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["hard", "medium", "medium", "easy"], "screenshot")
    start, steps = timeline(game)
    mid = next((k for k, s in enumerate(steps, 1) if s.round_no >= 8), len(steps))
    shown = position(start, steps, mid)
    from zuendstoff.engine import Player
    shown.players = tuple(Player(name, p.piece) for name, p in zip(("Anna", "Ben", "Clara", "David"),
                                                                   shown.players))
    render_board(shown, SIZE).save(str(OUT / "mid-game.png"))
    print(f"make_screenshots: wrote {OUT.relative_to(ROOT)}/new-game.png, mid-game.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())

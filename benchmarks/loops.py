"""Loops of computer players (issue 43): how often four players of one level repeat a whole
position and lay identical cards, this checkout against a baseline commit, in the same run.

    python3 benchmarks/loops.py --baseline b0dfe9a --games 60 [--board line16|standard|...]

Plays the same games (the playtest's seeds ``SEED:g``, 4 medium players, the 400-round
limit) with the engine and bots of this checkout and of commit REV (checked out for the run
in a temporary git worktree), one process each, and prints for both: games stopped at the
round limit, games in which a round started from a position seen before in the game (the
board, pieces, chips, hands and cards put aside), the share of such repeated round starts
(state repetition), and the share of rounds in which all four seats laid the same two cards
(mirror rounds). ``line16`` is the straight-line board of 16 discs (sun, 14 slots, Earth),
where mirrored medium players loop.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARDS = {"line16": ["SPPPPPPPPPPPPPPE"]}

# the measurement, run in a child process against either checkout's package
CHILD = r"""
import json, sys
from zuendstoff.engine.decisions import Phase
from zuendstoff.engine.layout import Layout
from zuendstoff.resources import builtin_layout, default_discs
from zuendstoff.sim import game_seed, play_game
board, games, seed, level = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
rows = json.loads(sys.argv[5])
if rows:
    kinds = {"S": "sun", "E": "earth", "P": "planet"}
    layout = Layout.build(board, [(r, c, kinds[ch]) for r, row in enumerate(rows)
                                  for c, ch in enumerate(row) if ch in kinds])
else:
    layout = builtin_layout(board)
discs = default_discs()
out = {"games": games, "unfinished": 0, "looping": 0, "starts": 0, "repeats": 0,
       "mirror": 0, "rounds": 0, "loop_mirror": 0, "loop_rounds": 0}
for g in range(games):
    seen, last = {}, [-1]
    def watch(game, _decision):
        if game.phase is Phase.FIRST_CARD and game.round_no != last[0]:
            last[0] = game.round_no
            v = game.view(0)
            key = (v.faces, v.rotations, v.face_up, v.sun_rotation, v.stop_mask, v.pieces,
                   v.chips, v.hands, v.put_aside)
            seen[key] = seen.get(key, 0) + 1
    game = play_game(discs, layout, [level] * 4, game_seed(seed, g), watch=watch)
    out["unfinished"] += game.end == "limit"
    starts = sum(seen.values())
    out["starts"] += starts
    out["repeats"] += starts - len(seen)
    out["looping"] += starts > len(seen)
    loops = starts > len(seen)
    for rnd in game.rounds:
        cards = rnd["cards"]
        if len(cards) == 4 and all(len(c) == 2 for c in cards):
            same = all(c == cards[0] for c in cards)
            out["rounds"] += 1
            out["mirror"] += same
            out["loop_rounds"] += loops
            out["loop_mirror"] += same and loops
print(json.dumps(out))
"""


def measure(app: str, board: str, games: int, seed: int, level: str) -> dict:
    rest = os.environ.get("PYTHONPATH")
    env = dict(os.environ, PYTHONPATH=app + (os.pathsep + rest if rest else ""))
    out = subprocess.run([sys.executable, "-c", CHILD, board, str(games), str(seed), level,
                          json.dumps(BOARDS.get(board, []))], env=env, cwd=app,
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def line(name: str, r: dict) -> str:
    return (f"{name}: {r['unfinished']} of {r['games']} games unfinished, {r['looping']} "
            f"repeated a position, state repetition {r['repeats'] / max(1, r['starts']):.1%} "
            f"of round starts, mirror rounds {r['mirror'] / max(1, r['rounds']):.1%} "
            f"({r['mirror']} of {r['rounds']}); in the games that repeated a position "
            f"{r['loop_mirror'] / max(1, r['loop_rounds']):.1%} ({r['loop_mirror']} of "
            f"{r['loop_rounds']})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--baseline", metavar="REV")
    ap.add_argument("--board", default="line16", help="line16 or a built-in layout")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="medium")
    args = ap.parse_args()
    if args.baseline:
        folder = tempfile.mkdtemp(prefix="zuendstoff-baseline-")
        subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", "-q", folder,
                        args.baseline], check=True)
        try:
            print(line(f"baseline {args.baseline}", measure(os.path.join(folder, "app"),
                       args.board, args.games, args.seed, args.bots)))
        finally:
            subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", folder],
                           check=False)
    print(line("this checkout", measure(os.path.join(ROOT, "app"), args.board, args.games,
                                         args.seed, args.bots)))


if __name__ == "__main__":
    main()

"""What checking a record against its JSON Schema costs when it is read: a 400-round record
(the simulator's round limit) read with and without the schema check, in the same run.

    python benchmarks/schema_cost.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "app"))

from zuendstoff import resources  # noqa: E402
from zuendstoff.engine import record, to_record  # noqa: E402
from zuendstoff.engine.jsonio import dumps, parse_json_text  # noqa: E402
from zuendstoff.engine.schema import check  # noqa: E402
from zuendstoff.sim import play_game  # noqa: E402


def long_record() -> dict:
    """A record of 400 rounds (the simulator's limit) of five players: a board whose sun no
    piece can reach (engine/layout.py sun_reachable), so the game runs to the limit with
    cards, planet turns, flights and face-down planets turned up every round."""
    from zuendstoff.engine.layout import Layout
    cells = [(0, 0, "sun"), (2, 2, "earth")] + [(r, c, "planet") for r in (1, 2, 3) for c in (1, 2, 3)
                                               if (r, c) != (2, 2)]
    game = play_game(resources.default_discs(), Layout.build("long", cells), ["random"] * 5,
                     "long", round_limit=400)
    return to_record(game)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args(argv)
    text = dumps(long_record())
    doc = parse_json_text(text, "long.zrec")
    print(f"record: {len(doc['rounds'])} rounds, {len(text) / 1e6:.2f} MB")
    check(doc, "record", "warm-up")  # the validator is built once per run

    def timed(fn):
        out = []
        for _ in range(args.repeat):
            t = time.perf_counter()
            fn()
            out.append(time.perf_counter() - t)
        return statistics.median(out)

    parse = timed(lambda: parse_json_text(text, "long.zrec"))
    schema = timed(lambda: check(doc, "record", "long.zrec"))
    original = record.check
    record.check = lambda *a: None
    try:
        replay_only = timed(lambda: record.replay(parse_json_text(text, "x"), "x"))
    finally:
        record.check = original
    full = timed(lambda: record.replay(parse_json_text(text, "x"), "x"))
    print(f"parse {parse * 1000:.0f} ms, schema check {schema * 1000:.0f} ms, read without the "
          f"check {replay_only * 1000:.0f} ms, with it {full * 1000:.0f} ms "
          f"(+{(full / replay_only - 1) * 100:.0f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

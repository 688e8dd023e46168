"""The figure for hostile files in docs/benchmarks.md: every reader (the engine's record, layout and
disc-set loaders, which the simulator uses too, and the app's open path with its own section
of a record) against many mutated files and the special files, counted as clean errors,
tracebacks, hangs and wrongly accepted files.

    python benchmarks/hostile_files.py [--per-kind N] [--seed S]

Mutations (tests/engine/hostile.py): truncation, bit flips, type swaps at random JSON paths,
deleted, inserted and duplicated keys and entries, huge and negative numbers, deep nesting,
invalid UTF-8 and a BOM, one to three on top of each other. "Accepted" means the file loaded
and, saved again, passes the schema and loads to the same thing; "wrongly accepted" is a file
that loaded but is not what it claims.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "app"))
sys.path.insert(0, str(ROOT / "tests" / "engine"))

import hostile  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--per-kind", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    hostile.with_app_reader()  # the app's open path too: the record with its own section
    files = hostile.valid_files()
    files["app"] = hostile.valid_app_record()
    total: Counter = Counter()
    examples: dict[str, str] = {}
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        for kind in sorted(hostile.LOADERS):
            counts: Counter = Counter()
            rng = random.Random(f"{args.seed}:{kind}")
            for n in range(args.per_kind):
                data = files[kind]
                for _ in range(rng.randint(1, 3)):
                    data = hostile.mutate(data, rng)
                path = Path(tmp) / f"m{n}{hostile.SUFFIX[kind]}"
                path.write_bytes(data)
                verdict, detail = hostile.verdict(kind, path)
                counts[verdict] += 1
                if verdict not in ("clean", "accepted"):
                    examples.setdefault(verdict, f"{kind}: {detail}")
                os.unlink(path)
            for name, path in hostile.special_files(Path(tmp) / f"special-{kind}").items():
                verdict, detail = hostile.verdict(kind, path, seconds=10)
                counts[verdict] += 1
                if verdict != "clean":
                    examples.setdefault(verdict, f"{kind} {name}: {detail}")
            print(f"{kind:7s} tried {sum(counts.values()):5d}: clean errors {counts['clean']}, "
                  f"accepted {counts['accepted']}, tracebacks {counts['traceback']}, hangs "
                  f"{counts['hang']}, wrongly accepted {counts['wrongly accepted']}")
            total += counts
    print(f"all     tried {sum(total.values()):5d}: clean errors {total['clean']}, accepted "
          f"{total['accepted']}, tracebacks {total['traceback']}, hangs {total['hang']}, "
          f"wrongly accepted {total['wrongly accepted']}  ({time.perf_counter() - started:.0f} s)")
    for verdict, text in examples.items():
        print(f"  first {verdict}: {text}")
    return 1 if total["traceback"] or total["hang"] or total["wrongly accepted"] else 0


if __name__ == "__main__":
    sys.exit(main())

"""The expert in the bundle against the expert in the venv: playouts per think-second.

    python benchmarks/expert_bundle.py [--program dist/zuendstoff/zuendstoff] [--think 0.5]
                                       [--decisions 6] [--rounds 3] [--workers auto,1] [--json]

In the same run, alternately, the venv's ``python -m zuendstoff`` and the bundle's program
(``packaging/build.py`` builds it) run :mod:`zuendstoff.engine.bots.expert_probe`: the same
positions, each searched for ``--think`` seconds by the expert, its early stop off: as it plays
(``auto``: every core, in worker processes) and on one core (``1``: the interpreter's own speed,
which a busy machine disturbs least). Each prints its playouts (search iterations, all trees)
and the seconds they took; this reports, for each number of search processes, the median
playouts per think-second of each, whether each searched in worker processes, and the bundle's
share of the venv's figure.

Goal (issue 40): the bundle searches in as many worker processes as the venv, within 10 %
of its playouts per think-second.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL = 0.10


def probe(cmd: list[str], think: float, decisions: int, workers: str) -> dict:
    spec = f"{think}:{decisions}" + ("" if workers == "auto" else f":{workers}")
    env = dict(os.environ, ZUENDSTOFF_EXPERT_PROBE=spec)
    env.pop("QT_QPA_PLATFORM", None)  # no window: the probe ends before Qt
    if "python" in Path(cmd[0]).name:
        env["PYTHONPATH"] = str(ROOT / "app") + os.pathsep + env.get("PYTHONPATH", "")
    else:
        env = {k: v for k, v in env.items() if not k.startswith("PYTHON")}
    result = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{result.stdout}{result.stderr}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--program", type=Path, default=ROOT / "dist" / "zuendstoff" / (
        "zuendstoff.exe" if sys.platform == "win32" else "zuendstoff"))
    p.add_argument("--think", type=float, default=0.5)
    p.add_argument("--decisions", type=int, default=6)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--workers", default="auto,1", help="search processes: auto (every core), N")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if not args.program.exists():
        sys.exit(f"{args.program} is missing: python packaging/build.py")
    sides = {"venv": [sys.executable, "-m", "zuendstoff"], "bundle": [str(args.program)]}
    modes = args.workers.split(",")
    runs = {(mode, name): [] for mode in modes for name in sides}
    for r in range(args.rounds):
        order = list(sides) if r % 2 == 0 else list(reversed(sides))  # neither always first
        for mode in modes:
            for name in order:
                runs[mode, name].append(probe(sides[name], args.think, args.decisions, mode))
    summary: dict = {"setup": {"think": args.think, "decisions": args.decisions,
                               "rounds": args.rounds, "cores": os.cpu_count(),
                               "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None}}
    for mode in modes:
        row = {}
        for name in sides:
            figures = runs[mode, name]
            row[name] = {"per_second": statistics.median(f["per_second"] for f in figures),
                         "runs": [f["per_second"] for f in figures],
                         "parallel": all(f["parallel"] for f in figures),
                         "workers": figures[0]["workers"], "frozen": figures[0]["frozen"]}
        share = row["bundle"]["per_second"] / row["venv"]["per_second"]
        row["bundle_share"] = round(share, 3)
        row["within_goal"] = abs(1 - share) <= GOAL and row["bundle"]["workers"] == \
            row["venv"]["workers"] and row["bundle"]["parallel"] == row["venv"]["parallel"]
        summary[mode] = row
    if args.json:
        print(json.dumps(summary, indent=1))
        return 0
    print(f"expert, {args.think} s a decision, {args.decisions} decisions, {args.rounds} rounds "
          f"each, alternating ({os.cpu_count()} cores, load {summary['setup']['load']})")
    for mode in modes:
        row = summary[mode]
        print(f" search processes: {mode} ({row['venv']['workers']} in the venv, "
              f"{row['bundle']['workers']} in the bundle)")
        for name in sides:
            s = row[name]
            print(f"  {name:7} {s['per_second']:8.1f} playouts per think-second (median; runs "
                  f"{', '.join(f'{x:.1f}' for x in s['runs'])}), worker processes allowed: "
                  f"{'yes' if s['parallel'] else 'NO'}")
        print(f"  the bundle: {row['bundle_share']:.1%} of the venv's figure "
              f"({'within' if row['within_goal'] else 'OUTSIDE'} the goal of ±{GOAL:.0%})")
    return 0

if __name__ == "__main__":
    sys.exit(main())

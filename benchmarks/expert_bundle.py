"""The expert in the bundle against the expert in the venv: playouts per think-second.

    python benchmarks/expert_bundle.py [--program dist/zuendstoff/zuendstoff] [--think 0.5]
                                       [--decisions 6] [--rounds 3] [--json]

In the same run, alternately, the venv's ``python -m zuendstoff`` and the bundle's program
(``packaging/build.py`` builds it) run :mod:`zuendstoff.engine.bots.expert_probe`: the same
positions, each searched for ``--think`` seconds by the expert as it plays (every core, worker
processes), its early stop off. Each prints its playouts (search iterations, all trees) and
the seconds they took; this reports the median playouts per think-second of each, whether
each searched in worker processes, and the bundle's share of the venv's figure.

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


def probe(cmd: list[str], think: float, decisions: int) -> dict:
    env = dict(os.environ, ZUENDSTOFF_EXPERT_PROBE=f"{think}:{decisions}")
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
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if not args.program.exists():
        sys.exit(f"{args.program} is missing: python packaging/build.py")
    sides = {"venv": [sys.executable, "-m", "zuendstoff"], "bundle": [str(args.program)]}
    runs: dict[str, list[dict]] = {name: [] for name in sides}
    for r in range(args.rounds):
        order = list(sides) if r % 2 == 0 else list(reversed(sides))  # neither always first
        for name in order:
            runs[name].append(probe(sides[name], args.think, args.decisions))
    summary = {}
    for name, figures in runs.items():
        summary[name] = {
            "per_second": statistics.median(f["per_second"] for f in figures),
            "runs": [f["per_second"] for f in figures],
            "parallel": all(f["parallel"] for f in figures),
            "frozen": figures[0]["frozen"], "cores": figures[0]["cores"],
        }
    share = summary["bundle"]["per_second"] / summary["venv"]["per_second"]
    summary["bundle_share"] = round(share, 3)
    summary["within_goal"] = abs(1 - share) <= GOAL and summary["bundle"]["parallel"] == \
        summary["venv"]["parallel"]
    summary["setup"] = {"think": args.think, "decisions": args.decisions, "rounds": args.rounds,
                        "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None}
    if args.json:
        print(json.dumps(summary, indent=1))
        return 0
    print(f"expert, {args.think} s a decision, {args.decisions} decisions, {args.rounds} rounds "
          f"each, alternating ({summary['venv']['cores']} cores)")
    for name in sides:
        s = summary[name]
        print(f"  {name:7} {s['per_second']:8.1f} playouts per think-second (median; runs "
              f"{', '.join(f'{x:.1f}' for x in s['runs'])}), worker processes: "
              f"{'yes' if s['parallel'] else 'NO'}")
    print(f"  the bundle: {share:.1%} of the venv's figure "
          f"({'within' if summary['within_goal'] else 'OUTSIDE'} the goal of ±{GOAL:.0%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

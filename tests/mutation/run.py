"""Mutation testing on demand (issue 41): do the tests catch a one-line defect?

Not a CI step and not a test module (pytest collects nothing here). One command:

    python3 tests/mutation/run.py --label before            # every target, 20 mutants each
    python3 tests/mutation/run.py --target document --limit 10   # a bounded chunk, resumable
    python3 tests/mutation/run.py --label after --carry before   # rerun only what survived
    python3 tests/mutation/run.py --label after --report         # the figures, no run

The tool is Cosmic Ray (PyPI ``cosmic-ray``, pinned with its dependencies in
``requirements-mutation.lock``), installed on first use in a virtual environment of its own
under ``build/mutation/venv`` (the app's and the tests' locks stay as they are); the tests
run with the interpreter that started this script. Cosmic Ray lists every mutant of a
target's modules (a flipped comparison, ``and`` for ``or``, ``True`` for ``False``, a changed
number, a loop that never runs, a changed exception, a removed decorator, ``+`` for ``-``...;
see ``OPERATORS``); a seeded random sample of ``--sample`` of them is drawn per target, and
each mutant is written into a *copy* of the repository (``build/mutation/<target>/tree``, so
the work tree and other test runs never see it) and run against the tests of its own module
only (``TARGETS``), niced, stopping at the first failure. A mutant is *caught* when a test
fails or the tests run past the time limit; mutants argued to change no behaviour are listed
with their arguments in ``equivalent.toml`` and left out of the count.

Results go to ``build/mutation/<target>/<label>.jsonl``, one line per mutant, so a run can be
stopped and continued. ``--carry LABEL`` takes over the mutants caught in LABEL's run (tests
only ever get added between the two runs) and runs the others again.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build" / "mutation"
LOCK = ROOT / "requirements-mutation.lock"
EQUIVALENT = Path(__file__).with_name("equivalent.toml")

PYTEST = "-m pytest -p no:cacheprovider -x -q --hypothesis-seed=0"

# target -> module (relative to the repository) -> the tests that run against its mutants
NET = "tests/net/"
UI = "tests/ui/game/"
# the editors' documents are tested through the editors too
EDITOR = {
    "discset_model": ["tests/ui/editor/test_discset_editor.py"],
    "discset_commands": ["tests/ui/editor/test_discset_editor.py"],
    "layout_model": ["tests/ui/editor/test_layout_commands.py",
                     "tests/ui/editor/test_layout_editor.py"],
    "layout_commands": ["tests/ui/editor/test_layout_commands.py",
                        "tests/ui/editor/test_layout_editor.py"],
}
TARGETS: dict[str, dict[str, list[str]]] = {
    "document": {
        f"app/zuendstoff/document/{name}.py": ["tests/document"] + EDITOR.get(name, [])
        for name in ("discset_commands", "discset_model", "error_text", "game_commands",
                     "game_model", "hand_model", "layout_commands", "layout_model",
                     "log_model", "names", "outcome", "players_model", "table_status")
    },
    "net": {
        "app/zuendstoff/net/protocol.py": [NET + "test_protocol.py", NET + "test_channel.py",
                                           NET + "test_token_at_open.py",
                                           NET + "test_message_limits.py"],
        "app/zuendstoff/net/message_schema.py": [NET + "test_protocol.py",
                                                 NET + "test_message_limits.py"],
        "app/zuendstoff/net/answers.py": [NET + "test_protocol.py", NET + "test_channel.py",
                                          NET + "test_token_at_open.py"],
        "app/zuendstoff/net/channel.py": [NET + "test_channel.py",
                                          NET + "test_token_at_open.py"],
        "app/zuendstoff/net/seats.py": [NET + "test_seats.py", NET + "test_token_at_open.py"],
        "app/zuendstoff/net/admission.py": [NET + "test_guests.py", NET + "test_hub.py",
                                            NET + "test_token_at_open.py"],
        "app/zuendstoff/net/hub.py": [NET + "test_hub.py", NET + "test_token_at_open.py"],
        "app/zuendstoff/net/server.py": [NET + "test_hub.py", NET + "test_server_start.py",
                                         NET + "test_guests.py", NET + "test_token_at_open.py"],
        "app/zuendstoff/net/headless.py": [NET + "test_headless.py",
                                           NET + "test_table_spec_players.py"],
    },
    "handover": {
        "app/zuendstoff/ui/game/privacy.py": [
            UI + "test_privacy_probe.py", UI + "test_phone_privacy.py",
            UI + "test_table_moments.py", UI + "test_hand_over.py"],
        "app/zuendstoff/ui/game/flow.py": [
            UI + "test_undo.py", UI + "test_phone_privacy.py", UI + "test_privacy_probe.py",
            UI + "test_table_moments.py", UI + "test_reveal_and_bots.py",
            UI + "test_hand_over.py"],
    },
}
# seconds a mutant's tests may take before it counts as caught (an endless loop)
TIMEOUT = {"document": 240, "net": 420, "handover": 420}
# tests that are slow and add nothing a module's mutants need (or fail on a loaded machine
# whatever the code); left out of every mutant's run
DESELECT = [
    "tests/net/test_hub.py::test_a_phone_that_stops_reading_is_cut_off_and_costs_no_more_memory",
    "tests/net/test_headless.py::test_an_existing_record_is_not_written_over_unless_asked",
    UI + "test_table_moments.py::test_the_board_keeps_its_scale_and_place",
    UI + "test_table_moments.py::test_moments_off_single_person_and_computers_keep_todays_pace",
    UI + "test_table_moments.py::test_a_long_line_is_drawn_smaller_not_cut_off",
    UI + "test_table_moments.py::test_a_pause_instead_of_continue_and_continue_skips_it",
]

# Cosmic Ray's operators, less the replacements no person would write by slip (``+`` for
# ``<<``, ``==`` for ``<``...): of the binary and comparison replacements only these stay
_KEPT_PAIRS = {
    "ReplaceBinaryOperator": {("Add", "Sub"), ("Sub", "Add"), ("Mul", "Div"), ("Div", "Mul"),
                              ("FloorDiv", "Div"), ("Div", "FloorDiv"), ("Mod", "FloorDiv"),
                              ("BitOr", "BitAnd"), ("BitAnd", "BitOr")},
    "ReplaceComparisonOperator": {("Eq", "NotEq"), ("NotEq", "Eq"), ("Lt", "LtE"),
                                  ("Lt", "GtE"), ("LtE", "Lt"), ("LtE", "Gt"), ("Gt", "GtE"),
                                  ("Gt", "LtE"), ("GtE", "Gt"), ("GtE", "Lt"),
                                  ("Is", "IsNot"), ("IsNot", "Is")},
}


def kept(operator: str) -> bool:
    """Whether a Cosmic Ray operator (``core/...``) is among those sampled."""
    name = operator.removeprefix("core/")
    match = re.fullmatch(r"(ReplaceBinaryOperator|ReplaceComparisonOperator)_(\w+)_(\w+)", name)
    if match:
        return (match[2], match[3]) in _KEPT_PAIRS[match[1]]
    return True


OPERATORS = "every Cosmic Ray core operator, binary and comparison replacements only as in kept()"


def ensure_tool() -> Path:
    """The virtual environment with Cosmic Ray (made from the lock on first use)."""
    env = BUILD / "venv"
    python = env / "bin" / "python"
    if not python.exists():
        venv.EnvBuilder(with_pip=True).create(env)
        subprocess.run([python, "-m", "pip", "install", "-q", "-r", LOCK], check=True)
    return python


def equivalents() -> dict[tuple[str, str, int], str]:
    data = tomllib.loads(EQUIVALENT.read_text(encoding="utf-8"))
    return {(e["module"], e["operator"], int(e["occurrence"])): e["argument"]
            for e in data.get("equivalent", [])}


def key(item) -> tuple[str, str, int]:
    mutation = item.mutations[0]
    return (str(mutation.module_path), mutation.operator_name, int(mutation.occurrence))


def all_mutants(target: str) -> list:
    """Every mutant of the target's modules (kept operators), in a stable order."""
    from cosmic_ray.commands.init import init
    from cosmic_ray.work_db import WorkDB, use_db

    folder = BUILD / target
    folder.mkdir(parents=True, exist_ok=True)
    db_path = folder / f"all-{os.getpid()}.sqlite"  # (a report may run beside a run)
    db_path.unlink(missing_ok=True)
    here = Path.cwd()
    os.chdir(ROOT)
    try:
        with use_db(str(db_path), WorkDB.Mode.create) as db:
            init([Path(m) for m in TARGETS[target]], db, {})
            items = [i for i in db.work_items if kept(i.mutations[0].operator_name)]
    finally:
        os.chdir(here)
        db_path.unlink(missing_ok=True)
    return sorted(items, key=key)


def sample(target: str, size: int, seed: int) -> tuple[list, int]:
    items = all_mutants(target)
    # in the order drawn: a run stopped early has run a random part of the sample
    return random.Random(f"{seed}:{target}").sample(items, min(size, len(items))), len(items)


def fresh_tree(target: str, tests_from: str | None) -> Path:
    """A copy of the repository for the mutants (the work tree is never written); with
    ``tests_from``, its tests/ folder as that commit had it (a run "before" new tests)."""
    tree = BUILD / target / "tree"
    shutil.rmtree(tree, ignore_errors=True)
    shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(
        ".git", "build", "__pycache__", "*.pyc", ".hypothesis", "dist", "benchmarks"))
    if tests_from:
        shutil.rmtree(tree / "tests")
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", tests_from, "tests"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    return tree


def read_results(path: Path) -> dict[tuple[str, str, int], dict]:
    if not path.exists():
        return {}
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return {(r["module"], r["operator"], r["occurrence"]): r for r in rows}


def run(target: str, args, test_python: str) -> None:
    from cosmic_ray.mutating import mutate_and_test

    chosen, _ = sample(target, args.sample, args.seed)
    out = BUILD / target / f"{args.label}.jsonl"
    done = read_results(out)
    carried = read_results(BUILD / target / f"{args.carry}.jsonl") if args.carry else {}
    tree = fresh_tree(target, args.tests_from)
    os.chdir(tree)
    os.environ.update(PYTHONPATH=str(tree / "app"), QT_QPA_PLATFORM="offscreen",
                      PYTHONDONTWRITEBYTECODE="1", ZUENDSTOFF_SKIP_STRESS="1")
    deselect = " ".join(f"--deselect {d}" for d in DESELECT)

    def command(module: str) -> str:
        tests = " ".join(t for t in TARGETS[target][module] if (tree / t).exists())
        return f"nice -n 10 {test_python} {PYTEST} {deselect} {tests}"

    # the baseline: the tests of each module with mutants to run pass on the code as it is
    # (else every mutant would count as caught); done once per label
    baseline = BUILD / target / f"{args.label}-baseline.json"
    passed = json.loads(baseline.read_text()) if baseline.exists() else []
    to_run = {key(i)[0] for i in chosen if key(i) not in done
              and not (key(i) in carried and carried[key(i)]["caught"])}
    for module in sorted(to_run):
        if command(module) in passed:
            continue
        proc = subprocess.run(command(module), shell=True, capture_output=True, text=True,
                              timeout=TIMEOUT[target] * 2)
        if proc.returncode != 0:
            print(proc.stdout[-3000:])
            raise SystemExit(f"{target}: the tests of {module} fail without any mutant")
        passed.append(command(module))
        baseline.write_text(json.dumps(passed))
    ran = 0
    for item in chosen:
        k = key(item)
        if k in done:
            continue
        if k in carried and carried[k]["caught"]:
            row = dict(carried[k], carried=args.carry)
        else:
            if args.limit is not None and ran >= args.limit:
                break
            result = mutate_and_test(item.mutations, command(k[0]), TIMEOUT[target])
            ran += 1
            outcome = str(result.test_outcome.value if result.test_outcome else
                          result.worker_outcome.value)
            row = {"module": k[0], "operator": k[1], "occurrence": k[2],
                   "line": item.mutations[0].start_pos[0], "outcome": outcome,
                   "caught": outcome == "killed", "diff": result.diff or "",
                   "timeout": (result.output or "") == "timeout"}
            print(f"{target}: {k[0]}:{row['line']} {k[1]} #{k[2]} -> {outcome}", flush=True)
        with out.open("a", encoding="utf-8") as stream:
            stream.write(json.dumps(row) + "\n")
    os.chdir(ROOT)


def report(targets: list[str], args) -> int:
    """Figures per target; the survivors with their diffs. Non-zero when a target is short."""
    known = equivalents()
    status = 0
    for target in targets:
        chosen, total = sample(target, args.sample, args.seed)
        rows = read_results(BUILD / target / f"{args.label}.jsonl")
        keys = [key(i) for i in chosen]
        ran = [k for k in keys if k in rows]
        equiv = [k for k in ran if k in known]
        counted = [k for k in ran if k not in known and rows[k]["outcome"] != "no-test"]
        caught = [k for k in counted if rows[k]["caught"]]
        share = 100 * len(caught) / len(counted) if counted else 0.0
        print(f"{target}: {total} mutants, sample {len(keys)} (seed {args.seed}), run "
              f"{len(ran)}, equivalent {len(equiv)}, caught {len(caught)} of {len(counted)} "
              f"= {share:.0f}%")
        for k in counted:
            if not rows[k]["caught"]:
                print(f"  survived {k[0]}:{rows[k]['line']} {k[1]} #{k[2]}")
                if args.diffs:
                    print("    " + rows[k]["diff"].replace("\n", "\n    "))
        for k in equiv:
            print(f"  equivalent {k[0]}:{rows[k]['line']} {k[1]} #{k[2]}: {known[k]}")
        if len(ran) < len(keys) or share < 85:
            status = 1
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target", action="append", choices=sorted(TARGETS))
    parser.add_argument("--sample", type=int, default=20, help="mutants per target")
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--label", default="run", help="name of this run's results")
    parser.add_argument("--carry", help="take over what this earlier run caught")
    parser.add_argument("--tests-from", help="take tests/ from this commit (default: the "
                        "work tree)")
    parser.add_argument("--limit", type=int, help="run at most this many mutants now")
    parser.add_argument("--report", action="store_true", help="only print the figures")
    parser.add_argument("--diffs", action="store_true", help="print the survivors' diffs")
    parser.add_argument("--test-python", default=sys.executable, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    tool = ensure_tool()
    if Path(sys.prefix).resolve() != (BUILD / "venv").resolve():
        # go on in the tool's environment; the tests keep this interpreter
        command = [str(tool), __file__, *(argv if argv is not None else sys.argv[1:]),
                   "--test-python", args.test_python]
        return subprocess.run(command, check=False).returncode
    targets = args.target or sorted(TARGETS)
    if not args.report:
        for target in targets:
            run(target, args, args.test_python)
    return report(targets, args)


if __name__ == "__main__":
    sys.exit(main())

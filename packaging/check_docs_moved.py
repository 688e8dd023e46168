"""Check that nothing with a figure in it was lost when the long README moved into docs/ (issue 34).

    python packaging/check_docs_moved.py [--old REV] [--verbose]

Reads README.md as it was at ``REV`` (default: the last commit before the move) and splits it
into sentences (a table row is one). Every sentence that holds a digit must appear, word for
word, in today's README.md or in a file under docs/ (whitespace, line breaks and the targets
of Markdown links do not count: a link's text is kept, where it points may change), or, if it
was reworded on purpose, its new wording (``REWORDED``). Prints the sentences that are missing
and exits 1 if there are any.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the last commit with the long README (1,311 lines)
OLD = "d4b6c4e"

#: sentences that were reworded on purpose in the move: the old one → the one that says it now
REWORDED = {
    "Run the game, then run the tests (Python 3.11+, from a checkout of this repository):":
        "From a checkout of this repository, with Python 3.11 or newer: the first line installs what "
        "the game needs and starts it, the second installs the test tools too and runs every test.",
    # the test tools moved to their own lock file (issue 34)
    'python3 -m pip install -r requirements.lock -e ".[test]" && python3 -m pytest -p no:cacheprovider':
        'python3 -m pip install -r requirements.lock -r requirements-test.lock -e ".[test]" '
        '&& python3 -m pytest -p no:cacheprovider',
    "Zündstoff is a desktop version of the 1995 board game by 1x1 Spiele (English title *Al Capone — "
    "Race to the Sun*) for 2–5 people at one computer or each with their own phone at the table, "
    "with computer seats to fill the table.":
        "Zündstoff is the 1995 board game by 1x1 Spiele (English title *Al Capone — Race to the Sun*) "
        "as a desktop app: 2–5 people at one computer, or each with their own phone at the table, and "
        "computer players of four levels to fill any seat.",
    # the patches left the tree; the paragraph that says where they are replaced them
    "These two experiments are kept as patches against 7c02890 with their records in "
    "`benchmarks/experiments/`.":
        "These two experiments are patches against 7c02890, now only in the history (see Experiments "
        "not kept); their records are in `benchmarks/results/experiments/`.",
    "Time and cancel (`benchmarks/expert_speed.py`, 24 positions of 2 and 4 players, wall clock, "
    "measured on the otherwise idle 2-core machine with the code of this README, after settled "
    "decisions began to end early):":
        "Time and cancel (`benchmarks/expert_speed.py`, 24 positions of 2 and 4 players, wall clock, "
        "measured on the otherwise idle 2-core machine with the code of the README of that time, "
        "after settled decisions began to end early):",
    # the layout editor's grid no longer shrinks or re-centres while editing (issue 36)
    "The grid grows and shrinks to keep a free row and column round the discs (at most 64 × 64).":
        "The grid keeps a free row and column round the discs: it grows at the edge a disc reaches "
        "and never moves or renumbers a cell while you edit (at most 64 × 64);",
}

_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z*`(\"“])")


def normalise(text: str) -> str:
    text = _LINK.sub(r"\1", text)
    text = re.sub(r"</?[A-Za-z][^<>]*>", " ", text)  # inline HTML (the phone pictures)
    return re.sub(r"\s+", " ", text).strip()


def units(readme: str) -> list[str]:
    """The old README's sentences and table rows, whitespace-normalised."""
    out = []
    in_code = False
    block: list[str] = []

    def flush():
        if block:
            out.extend(s for s in _SENTENCE_END.split(normalise(" ".join(block))) if s)
            block.clear()

    for line in readme.splitlines():
        if line.startswith("```"):
            flush()
            in_code = not in_code
            continue
        if in_code:
            if line.strip():
                out.append(normalise(line))
            continue
        stripped = line.strip()
        if stripped.startswith("|"):
            flush()
            out.append(normalise(stripped))
        elif not stripped or stripped.startswith("#") or re.match(r"[-*] |\d+\. ", stripped):
            flush()
            if stripped:
                block.append(re.sub(r"^([-*]|\d+\.) ", "", stripped.lstrip("#").strip()))
        else:
            block.append(stripped)
    flush()
    return out


def corpus() -> str:
    files = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    return normalise("\n".join(f.read_text(encoding="utf-8") for f in files if f.exists()))


def missing(old: str, new: str) -> tuple[list[str], list[str]]:
    """(every figure-bearing sentence of ``old``, those not in the normalised text ``new``)."""
    figures = [u for u in units(old) if re.search(r"\d", u)]
    return figures, [u for u in figures if REWORDED.get(u, u) not in new]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--old", default=OLD, help="the commit whose README.md is checked (%(default)s)")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    old = subprocess.run(["git", "show", f"{args.old}:README.md"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    figures, lost = missing(old, corpus())
    for u in lost:
        print("missing:", u)
    if args.verbose:
        for old_text, now in REWORDED.items():
            print(f"reworded: {old_text}\n      now: {now}")
    print(f"{len(figures)} sentences with figures in the README of {args.old}; "
          f"{len(figures) - len(lost)} found in README.md and docs/, {len(lost)} missing")
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())

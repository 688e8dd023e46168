"""The repository stands alone: nothing in it points to a path outside it, and the rules
documents are the in-app rules help (one text, two outputs)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTSIDE = re.compile(r"\.\./(shared|\.library|\.mirror)|/work/|(?<![\w.])\.\./\.\./")


def _tracked() -> list[Path]:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    if out.returncode != 0:  # not a git checkout (an unpacked source archive): every file
        return [p for p in ROOT.rglob("*") if p.is_file() and ".git" not in p.parts]
    return [ROOT / line for line in out.stdout.splitlines()]


def test_nothing_points_outside_the_repository():
    found = []
    for path in _tracked():
        if path.suffix in (".png", ".qm", ".wav", ".ico", ".icns") or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for n, line in enumerate(text.splitlines(), 1):
            if OUTSIDE.search(line) and path.name != Path(__file__).name:
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()[:100]}")
    assert not found, "\n".join(found)


def test_the_rules_documents_are_the_rules_help():
    out = subprocess.run([sys.executable, str(ROOT / "packaging" / "make_docs.py"), "--check"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    text = (ROOT / "docs" / "rules.md").read_text("utf-8")
    assert "**Decision:**" in text and "**R23**" in text
    assert "**Entscheidung:**" in (ROOT / "docs" / "rules.de.md").read_text("utf-8")


def test_the_rules_documents_name_every_rule_and_mark_every_decision():
    """R1–R27 each under its number (R5–R7 were missing), and the seven places where the app
    had to decide marked as such, in both languages."""
    for name, decision in (("rules.md", "**Decision:**"), ("rules.de.md", "**Entscheidung:**")):
        text = (ROOT / "docs" / name).read_text("utf-8")
        named = set()
        for first, last in re.findall(r"\*\*R(\d+)(?:–R(\d+))?\*\*", text):
            named.update(range(int(first), int(last or first) + 1))
        assert named == set(range(1, 28)), (name, sorted(set(range(1, 28)) - named))
        assert text.count(decision) == 7, name

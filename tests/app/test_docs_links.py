"""Every link between the README and the pages of docs/ leads somewhere: the file is there,
and a ``#anchor`` is one of that page's headings (as GitHub names them)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
_LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
_IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)\)")


def slug(heading: str) -> str:
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    return {slug(line.lstrip("#")) for line in text.splitlines() if re.match(r"#{1,6} ", line)}


def links(page: Path) -> list[str]:
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    return _LINK.findall(text) + _IMAGE.findall(text)


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_link_of_the_page_leads_somewhere(page):
    broken = []
    for target in links(page):
        if re.match(r"[a-z]+:", target):  # http:, https:, mailto:
            continue
        path, _, anchor = target.partition("#")
        goal = (page.parent / path).resolve() if path else page
        if not goal.exists():
            broken.append(f"{target}: no file {goal.relative_to(ROOT)}")
        elif anchor and goal.suffix == ".md" and anchor not in anchors(goal):
            broken.append(f"{target}: no heading #{anchor} in {goal.name}")
    assert not broken, "\n".join(broken)


def test_the_check_finds_a_broken_anchor(tmp_path):
    page = tmp_path / "a.md"
    page.write_text("# Title\n\n## How you win\n\n[ok](#how-you-win) [gone](#how-to-lose)\n",
                    encoding="utf-8")
    assert anchors(page) == {"title", "how-you-win"}
    assert links(page) == ["#how-you-win", "#how-to-lose"]

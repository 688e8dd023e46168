"""The layout editor's grid as a screen reader meets it, through the real AT-SPI bus (issue 36):
each cursor move reaches the bus once (one notification, no description change on the
focused grid that Orca would speak again), the tool chosen with its key is said, and the
tools are radio buttons, one of them checked. Same set-up as test_atspi_bus.py (private X
screen, own D-Bus session and AT-SPI bus, pyatspi in the system's python3); skipped where
the system lacks them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_atspi_bus import MISSING, run_on_bus

HERE = Path(__file__).parent
pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING or "ok")


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    folder = tmp_path_factory.mktemp("editor-atspi")
    run_on_bus(folder, "editor_atspi_app.py", "editor_atspi_reader.py", "1300x900", 150)
    logs = "\n".join(p.read_text()[-2000:] for p in (folder / "app.log", folder / "session.log",
                                                     folder / "codes") if p.exists())
    assert (folder / "events.json").exists(), logs
    return folder


def _said(run) -> list[str]:
    """What a screen reader speaks from: notifications that show (ui/announce.py), and
    announcements (none are sent on Linux)."""
    events = json.loads((run / "events.json").read_text())
    assert not [e for e in events if e["type"].startswith("object:announcement")]
    return [e["name"] for e in events if e["type"].startswith("object:state-changed:showing")
            and e.get("role") == "notification" and e.get("detail1") == 1]


def test_each_cursor_move_reaches_the_bus_once(run):
    said = _said(run)
    history = json.loads((run / "said.json").read_text())  # what the editor said, in order
    moves = [t for t in history if t.startswith("Row ")]
    assert len(moves) == 3 and len(set(moves)) == 3, history  # three moves, three cells
    assert said == history  # each once on the bus, in order, nothing else
    # nothing else a screen reader speaks on the focused grid: no description changes
    events = json.loads((run / "events.json").read_text())
    described = [e for e in events if e["type"] == "object:property-change:accessible-description"
                 and e.get("description", "").startswith("Row ")]
    assert described == [], described


def test_the_tool_chosen_with_its_key_is_said(run):
    assert _said(run).count("Tool: Sun") == 1, _said(run)


def test_the_tools_are_radio_buttons(run):
    tools = json.loads((run / "tools.json").read_text())
    radios = [t for t in tools if t["role"] == "radio button"]
    for name in ("Select", "Sun", "Earth", "Planet slot", "Eraser", "Path preview"):
        assert [t for t in radios if t["name"] == name], (name, tools)
    assert not [t for t in tools if t["role"] == "check box" and t["name"]]
    assert {t["name"] for t in radios if t["checked"]} == {"Select"}

"""Reads the layout editor through the AT-SPI bus, as Orca does (system python3 with pyatspi):
``python3 editor_atspi_reader.py DIR``. Waits for ``DIR/ready.json``, reads the tool buttons
(role, name, checked), says ``DIR/go`` and records, until ``DIR/finished``, every event a
screen reader would speak from: notifications showing (ui/announce.py), announcements, and
description and name changes (``DIR/events.json``, ``DIR/tools.json``). Every wait is bounded.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pyatspi
from bus_steps import each_node
from bus_steps import find_app as find_bus_app
from gi.repository import GLib

LIMIT_S = 60.0


def main(folder: str) -> int:
    out = Path(folder)
    events: list[dict] = []
    state = {"go": False, "since": time.monotonic(), "finished_at": None, "code": 0}

    def record(event) -> None:
        if not state["go"]:
            return
        try:
            source = event.source
            events.append({"type": event.type, "detail1": event.detail1,
                           "name": source.name if source else "",
                           "role": source.getRoleName() if source else "",
                           "description": source.description if source else "",
                           "data": str(event.any_data)})
        except Exception as exc:  # noqa: BLE001 - an object gone meanwhile
            events.append({"type": event.type, "error": str(exc)})

    for kind in ("object:state-changed:showing", "object:announcement",
                 "object:property-change:accessible-description",
                 "object:property-change:accessible-name"):
        pyatspi.Registry.registerEventListener(record, kind)

    def find_app(pid: int):
        return find_bus_app(pyatspi, pid)

    def tools(app) -> list[dict]:
        found = []
        for acc in each_node(app, 3000):
            try:
                role = acc.getRoleName()
                if role in ("radio button", "check box", "toggle button"):
                    states = acc.getState()
                    found.append({"role": role, "name": acc.name,
                                  "parent": acc.parent.getRoleName() if acc.parent else "",
                                  "checked": states.contains(pyatspi.STATE_CHECKED)})
            except Exception:  # noqa: BLE001
                continue
        return found

    def tick() -> bool:
        if time.monotonic() - state["since"] > LIMIT_S or (out / "app-timeout").exists():
            (out / "reader-timeout").write_text("timed out")
            state["code"] = 3
        elif not state["go"]:
            ready = out / "ready.json"
            if not ready.exists():
                return True
            try:
                pid = json.loads(ready.read_text())["pid"]
            except ValueError:
                return True
            app = find_app(pid)
            if app is None:
                return True
            app.set_cache_mask(pyatspi.cache.NONE)
            app.clear_cache()
            (out / "tools.json").write_text(json.dumps(tools(app)))
            state["go"] = True
            (out / "go").write_text("")
            return True
        elif (out / "finished").exists():
            state["finished_at"] = state["finished_at"] or time.monotonic()
            if time.monotonic() - state["finished_at"] < 1.0:
                return True  # the last events still on their way
        else:
            return True
        (out / "events.json").write_text(json.dumps(events))
        pyatspi.Registry.stop()
        return False

    GLib.timeout_add(100, tick)
    pyatspi.Registry.start()
    return state["code"]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Reads the game window through the AT-SPI bus, as Orca does (run with the system's python3,
which has pyatspi): ``python3 atspi_reader.py DIR``.

At each stage the app announces (``DIR/ready-<stage>.json``, see atspi_app.py), this walks the
app's accessibility tree, writes what it found to ``DIR/tree-<stage>.json`` and lets the app go on
(``DIR/done-<stage>``). All the while it records the announcements and focus events the app
sends (``DIR/events.json``). Every wait is bounded.
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

STAGES = ("predialog", "dialog", "privacy", "hand", "hint", "board", "round")
#: every kind of event a screen reader may queue (counted per stage, not read: ``counts``)
ALL_EVENTS = ("object:state-changed", "object:property-change", "object:children-changed",
              "object:selection-changed", "object:active-descendant-changed",
              "object:text-changed", "object:text-caret-moved", "object:text-selection-changed",
              "object:visible-data-changed", "object:bounds-changed", "object:announcement",
              "object:value-changed", "window:")
STAGE_LIMIT_S = 60.0
MAX_NODES = 4000


def main(folder: str) -> int:
    out = Path(folder)
    events: list[dict] = []
    state = {"stage": 0, "since": time.monotonic(), "code": 0}

    counts: list[dict] = []

    def count(event) -> None:
        counts.append({"type": event.type, "stage": STAGES[min(state["stage"], len(STAGES) - 1)],
                       "done": state["stage"], "t": time.monotonic()})

    def record(event) -> None:
        try:
            source = event.source
            events.append({"type": event.type, "stage": STAGES[min(state["stage"], len(STAGES) - 1)],
                           "done": state["stage"], "detail1": event.detail1,
                           "text": str(event.any_data) if event.type.startswith("object:announcement")
                           else (source.name if event.type.startswith("object:state-changed:showing")
                                 and source and source.getRoleName() == "notification" else ""),
                           "name": source.name if source else "",
                           "role": source.getRoleName() if source else "",
                           "index": source.getIndexInParent() if source and (
                               ":selected" in event.type or event.type.endswith("focused"))
                           else -1})
        except Exception as exc:  # noqa: BLE001 - an object gone meanwhile
            events.append({"type": event.type, "error": str(exc)})

    pyatspi.Registry.registerEventListener(record, "object:announcement")
    # what Orca speaks on Linux: a notification that shows (ui/announce.py)
    pyatspi.Registry.registerEventListener(record, "object:state-changed:showing")
    pyatspi.Registry.registerEventListener(record, "object:state-changed:focused")
    pyatspi.Registry.registerEventListener(count, *ALL_EVENTS)
    # a card deselected while it still has the focus: Orca said "not selected"
    pyatspi.Registry.registerEventListener(record, "object:state-changed:selected")

    def find_app(pid: int):
        return find_bus_app(pyatspi, pid)

    def walk(root) -> list[dict]:
        nodes, todo = [], [(root, 0, "")]
        while todo and len(nodes) < MAX_NODES:
            acc, depth, path = todo.pop()
            try:
                states = acc.getState()
                node = {"role": acc.getRoleName(), "name": acc.name or "",
                        "description": acc.description or "", "depth": depth, "path": path,
                        "focusable": states.contains(pyatspi.STATE_FOCUSABLE),
                        "focused": states.contains(pyatspi.STATE_FOCUSED),
                        "showing": states.contains(pyatspi.STATE_SHOWING),
                        "visible": states.contains(pyatspi.STATE_VISIBLE),
                        "children": acc.childCount, "actions": []}
                labels = []
                for relation in acc.getRelationSet():
                    if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                        labels += [relation.getTarget(i).name for i in range(relation.getNTargets())]
                node["labelled_by"] = [t for t in labels if t]
                try:
                    action = acc.queryAction()
                    node["actions"] = [action.getName(i) for i in range(action.nActions)]
                except NotImplementedError:
                    pass
                nodes.append(node)
                here = f"{path}/{node['role']}:{node['name']}"
                for i in range(min(acc.childCount, 400) - 1, -1, -1):
                    child = acc.getChildAtIndex(i)
                    if child is not None:
                        todo.append((child, depth + 1, here))
            except Exception as exc:  # noqa: BLE001
                nodes.append({"error": str(exc), "path": path})
        return nodes

    def act_on_a_disc(app) -> str:
        """Do a disc's first decision action (e.g. 'Stop here') through AT-SPI."""
        for acc in each_node(app, MAX_NODES):
            try:
                if acc.getRoleName() == "list item" and acc.parent is not None \
                        and acc.parent.name == info_name["board"]:
                    action = acc.queryAction()
                    for i in range(action.nActions):
                        if action.getName(i) != "SetFocus":
                            name = action.getName(i)
                            action.doAction(i)
                            return name
            except Exception:  # noqa: BLE001
                continue
        return ""

    info_name = {"board": "Board"}

    def tick() -> bool:
        stage_no = state["stage"]
        if stage_no >= len(STAGES):
            (out / "events.json").write_text(json.dumps(events))
            (out / "counts.json").write_text(json.dumps(counts))
            pyatspi.Registry.stop()
            return False
        stage = STAGES[stage_no]
        ready = out / f"ready-{stage}.json"
        if time.monotonic() - state["since"] > STAGE_LIMIT_S or (out / "app-timeout").exists():
            (out / "reader-timeout").write_text(stage)
            (out / "events.json").write_text(json.dumps(events))
            (out / "counts.json").write_text(json.dumps(counts))
            state["code"] = 3
            pyatspi.Registry.stop()
            return False
        if not ready.exists():
            return True
        try:
            info = json.loads(ready.read_text())
        except ValueError:  # half written: next time
            return True
        # let the stage's last events arrive and be dispatched (they keep the cache right)
        seen = state.setdefault("ready_at", {}).setdefault(stage, time.monotonic())
        if time.monotonic() - seen < (2.0 if stage == "dialog" else 0.6):
            return True  # (the dialog: every event of its opening counted)
        app = find_app(info["pid"])
        if app is not None:
            # read the app as it is now: this reader does not listen to the property
            # changes that keep a cache right (a screen reader does)
            app.set_cache_mask(pyatspi.cache.NONE)
            app.clear_cache()
        found = {"app": app is not None, "nodes": walk(app) if app is not None else []}
        if stage == "board" and app is not None:
            found["did_action"] = act_on_a_disc(app)
        (out / f"tree-{stage}.json").write_text(json.dumps(found))
        (out / f"done-{stage}").write_text("")
        state["stage"] += 1
        state["since"] = time.monotonic()
        return True

    GLib.timeout_add(100, tick)
    pyatspi.Registry.start()
    return state["code"]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

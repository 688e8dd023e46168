"""Drives the replay viewer and hears it through the AT-SPI bus, as a screen-reader user does
(system python3 with pyatspi): ``python3 replay_atspi_reader.py DIR``.

Waits for ``DIR/ready.json`` (replay_atspi_app.py), then carries out ``DIR/plan.json`` one
action after another:

* ``{"do": "key", "keys": ["Right"]}``: real key presses, made by the AT-SPI registry through
  the X server (XTest), as if typed ("Shift+Right": Shift locked around the key);
* ``{"do": "focus", "role": "slider"}``: the focus moved to that control through the bus
  (Component.grabFocus, what a screen reader's "move to" does);
* ``{"do": "value", "value": 20}``: the slider set through the bus (Value.currentValue);
* ``{"do": "walk", "stage": "..."}``: the viewer's whole tree read (``DIR/tree-<stage>.json``);

each with what it waits for (``"expect"``): ``"notices"`` (``"count"`` notifications that
show, what Orca speaks on Linux, ui/announce.py), ``"focus"`` (a focus event), ``"quiet"``
(``"seconds"`` of waiting) or ``"gone"`` (no replay window left in the app's tree, the app
still on the bus). After each action the slider's name and value and the window's title are
read from the bus. ``DIR/results.json`` holds, per action, what was heard (notifications,
announcements, focus events) meanwhile; ``DIR/events.json`` every event, name, description and
value changes too. Every wait is bounded.
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

LIMIT_S = 80.0
WAIT_S = 6.0  # the longest an action waits for what it expects
SETTLE_S = 0.1  # after it came: anything more the action caused (said twice?) is caught by
# the next action, which hears only its own
MAX_NODES = 3000

KEYSYMS = {"Right": 0xFF53, "Left": 0xFF51, "Up": 0xFF52, "Down": 0xFF54, "Home": 0xFF50,
           "End": 0xFF57, "Page_Up": 0xFF55, "Page_Down": 0xFF56, "Escape": 0xFF1B,
           "space": 0x20, "r": 0x72}
SHIFT_MASK = 1


def main(folder: str) -> int:
    out = Path(folder)
    heard: list[dict] = []  # every event, with the number of the action it came during
    state = {"i": -1, "phase": "wait-ready", "since": time.monotonic(), "code": 0,
             "started": time.monotonic()}
    results: list[dict] = []
    found: dict = {}

    def record(event) -> None:
        try:
            source = event.source
            role = source.getRoleName() if source else ""
            name = source.name if source else ""
            entry = {"type": event.type, "detail1": event.detail1, "role": role, "name": name,
                     "action": state["i"], "at": time.monotonic()}
            if event.type.startswith("object:property-change"):
                entry["data"] = str(event.any_data)
            if event.type.startswith("object:announcement"):
                entry["text"] = str(event.any_data)
            elif event.type.startswith("object:state-changed:showing") \
                    and role == "notification" and event.detail1 == 1:
                entry["text"] = name
            heard.append(entry)
        except Exception as exc:  # noqa: BLE001 - an object gone meanwhile
            heard.append({"type": event.type, "error": str(exc), "action": state["i"]})

    for kind in ("object:announcement", "object:state-changed:showing",
                 "object:state-changed:focused", "object:property-change:accessible-name",
                 "object:property-change:accessible-description", "object:value-changed"):
        pyatspi.Registry.registerEventListener(record, kind)

    def find_app(pid: int):
        return find_bus_app(pyatspi, pid)

    def walk(root) -> list[dict]:
        nodes, todo = [], [(root, "")]
        while todo and len(nodes) < MAX_NODES:
            acc, path = todo.pop()
            try:
                states = acc.getState()
                node = {"role": acc.getRoleName(), "name": acc.name or "",
                        "description": acc.description or "", "path": path,
                        "focused": states.contains(pyatspi.STATE_FOCUSED),
                        "showing": states.contains(pyatspi.STATE_SHOWING)}
                nodes.append(node)
                here = f"{path}/{node['role']}:{node['name']}"
                for i in range(min(acc.childCount, 400) - 1, -1, -1):
                    child = acc.getChildAtIndex(i)
                    if child is not None:
                        todo.append((child, here))
            except Exception as exc:  # noqa: BLE001
                nodes.append({"error": str(exc), "path": path})
        return nodes

    def find(root, role: str, limit: int = MAX_NODES):
        for acc in each_node(root, limit):
            try:
                if acc.getRoleName() == role:
                    return acc
            except Exception:  # noqa: BLE001
                continue
        return None

    def press(keys: list[str]) -> None:
        gen = pyatspi.Registry.generateKeyboardEvent
        for key in keys:
            shift = key.startswith("Shift+")
            if shift:
                gen(SHIFT_MASK, None, pyatspi.KEY_LOCKMODIFIERS)
            gen(KEYSYMS[key.removeprefix("Shift+")], None, pyatspi.KEY_SYM)
            if shift:
                gen(SHIFT_MASK, None, pyatspi.KEY_UNLOCKMODIFIERS)

    def frames(app) -> list[str]:
        names = []
        for i in range(app.childCount):
            child = app.getChildAtIndex(i)
            if child is not None and child.getRoleName() == "frame":
                names.append(child.name or "")
        return names

    def read_slider() -> dict:
        slider = found.get("slider")
        try:
            found["app"].clear_cache()
            value = slider.queryValue()
            return {"name": slider.name, "value": value.currentValue,
                    "description": slider.description,
                    "title": next((n for n in frames(found["app"]) if n.startswith("Replay")), "")}
        except Exception as exc:  # noqa: BLE001 - the window gone (Escape)
            return {"error": str(exc)}

    def start_action(action: dict) -> None:
        what = action["do"]
        if what == "key":
            press(action["keys"])
        elif what == "focus":
            target = find(found["frame"], action["role"])
            target.queryComponent().grabFocus()
        elif what == "value":
            found["slider"].queryValue().currentValue = float(action["value"])
        elif what == "walk":
            found["app"].clear_cache()
            (out / f"tree-{action['stage']}.json").write_text(json.dumps(walk(found["frame"])))

    def met(action: dict) -> bool:
        i = state["i"]
        mine = [e for e in heard if e.get("action") == i]
        expect = action.get("expect", "")
        if expect == "notices":
            return len([e for e in mine if e.get("text")]) >= action.get("count", 1)
        if expect == "focus":
            return any(e["type"] == "object:state-changed:focused" and e.get("detail1") == 1
                       for e in mine)
        if expect == "quiet":
            return time.monotonic() - state["since"] >= action.get("seconds", 1.0)
        if expect == "gone":
            app = find_app(found["pid"])
            if app is None:
                return False
            app.clear_cache()
            return not [n for n in frames(app) if n.startswith("Replay")]
        return True

    def finish_action(action: dict, timed_out: bool) -> None:
        i = state["i"]
        entry = {"action": action, "timed_out": timed_out,
                 "heard": [e["text"] for e in heard if e.get("action") == i and e.get("text")],
                 "focus": [{"role": e["role"], "name": e["name"]} for e in heard
                           if e.get("action") == i and e["type"] == "object:state-changed:focused"
                           and e.get("detail1") == 1]}
        if action.get("expect") == "gone":
            app = find_app(found["pid"])
            entry["app_on_bus"] = app is not None
            entry["frames"] = frames(app) if app is not None else []
        else:
            entry["slider"] = read_slider()
        results.append(entry)

    def stop(code: int = 0) -> bool:
        state["code"] = code
        (out / "results.json").write_text(json.dumps(results))
        (out / "events.json").write_text(json.dumps(heard))
        (out / "finished").write_text("")
        pyatspi.Registry.stop()
        return False

    plan = json.loads((out / "plan.json").read_text())

    def tick() -> bool:
        now = time.monotonic()
        if now - state["started"] > LIMIT_S or (out / "app-timeout").exists():
            (out / "reader-timeout").write_text(str(state["i"]))
            return stop(3)
        phase = state["phase"]
        if phase == "wait-ready":
            try:
                info = json.loads((out / "ready.json").read_text())
            except (OSError, ValueError):
                return True
            app = find_app(info["pid"])
            if app is None:
                return True
            app.set_cache_mask(pyatspi.cache.NONE)  # read the app as it is now
            app.clear_cache()
            frame = next((app.getChildAtIndex(i) for i in range(app.childCount)
                          if (app.getChildAtIndex(i).name or "").startswith("Replay")), None)
            if frame is None:
                return True
            found.update(app=app, pid=info["pid"], frame=frame, slider=find(frame, "slider"))
            state["phase"] = "next"
            return True
        if phase == "next":
            state["i"] += 1
            if state["i"] >= len(plan):
                return stop(0)
            state["since"] = now
            state["phase"] = "waiting"
            start_action(plan[state["i"]])
            return True
        action = plan[state["i"]]
        if phase == "waiting":
            timed_out = now - state["since"] > WAIT_S
            if met(action) or timed_out:
                state["phase"] = "settling"
                state["settle_from"] = now
                state["timed_out"] = timed_out
            return True
        if phase == "settling" and now - state["settle_from"] >= SETTLE_S:
            finish_action(action, state["timed_out"])
            state["phase"] = "next"
        return True

    def guarded_tick() -> bool:
        try:
            return tick()
        except Exception as exc:  # noqa: BLE001 - said in DIR/reader-error, and stop
            (out / "reader-error").write_text(f"action {state['i']}: {exc!r}")
            return stop(4)

    GLib.timeout_add(40, guarded_tick)
    pyatspi.Registry.start()
    return state["code"]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

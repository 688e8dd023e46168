"""A blind person at the game, by keys only (orca_game_app.py's player): each call of
:meth:`Person.act` sends at most one key through the X server (xdotool), as Orca hears a
person's, and only once Orca has said what the key before it brought (:meth:`listened`;
``HEAR_S`` at most, so a text Orca lost still fails the test, later).

What the person does: in the New game dialog, Tab to the layout, Down to the small board,
Tab to the seed and type it, Enter. In the game: the first hand walked with Home and Down
from its first card to its last, F2 for a hint, then Up or Down to the card chosen and Enter;
every later hand walked with Up or Down from where the focus is to the card chosen (from
the hand's other end, Home or End, where that is nearer), Enter.
A decision on the bar: Tab to the button that makes it (the compass rose's side by its arrow
key; another planet to turn chosen in its list by Up or Down, then Tab to ¼, ½ or ¾), Space.
The table's Continue: Space (it has the focus). What is chosen is a greedy brain's choice.
"""

from __future__ import annotations

import re
import subprocess
import time
from pathlib import Path

#: the longest a step waits for Orca to say what the step before it brought (s)
HEAR_S = 20.0
#: Tabs a person presses looking for a button before the test calls it missing
TABS_AT_MOST = 25
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)' ?\{'established")
COMPASS_KEYS = ("Up", "Right", "Down", "Left")
#: what the person waits for after a key that moves the focus: anything Orca says
ANY = "*"


class Heard:
    """What Orca has said so far, read from its debug log (DIR/orca.debug, written by
    orca_session.py) as it grows."""

    def __init__(self, log: Path) -> None:
        self.log, self.pos, self.lines = log, 0, []

    def read(self) -> list[str]:
        try:
            with open(self.log, "rb") as f:
                f.seek(self.pos)
                new = f.read()
        except OSError:
            return self.lines
        end = new.rfind(b"\n") + 1  # (whole lines only)
        self.pos += end
        self.lines += SPEECH.findall(new[:end].decode("utf-8", errors="replace"))
        return self.lines


def key(name: str) -> None:
    """A real key (or keys typed) through the X server, as Orca hears a person's."""
    subprocess.run(["xdotool", "key", name], timeout=10, check=False)


class Person:
    """Anna at ``window``, by keys; ``said``: every text the app announced (the test's
    list, connected to each announcer); ``heard``: Orca's speech."""

    def __init__(self, window, brain, said: list[str], heard: Heard) -> None:
        self.window, self.brain, self.said, self.heard = window, brain, said, heard
        self.since_said = self.since_heard = 0
        self.idle_at: float | None = None
        self.expect = ""  # a text Orca must say before the next key (a card focused)
        self.moving: tuple | None = None  # where the keys were before a key that moves
        self.plan = None  # the card chosen for the hand shown, and the keys still to press
        self.walked: list[str] = []  # the first hand, card by card
        self.laid: list[str] = []  # every card Anna laid, by its name
        self.hint = ""
        self.tabs = 0  # Tabs pressed for the decision now
        self.typing: tuple[str, float] | None = None  # the seed's text a digit typed makes
        self.missing: list[str] = []  # what no key reached (the test fails on it)

    # ------------------------------------------------------------ listening
    def step(self, what: str, *keys: str, moves: bool = False) -> None:
        """Send ``keys``; ``moves``: they move the focus (or a list's value), and nothing
        more is done until that is seen (the keys go through the X server: a loaded
        machine shows their effect a few ticks later; 3 s at most)."""
        print(f"step {time.time():.3f} {what}", flush=True)  # (app.log: when each was made)
        self.since_said, self.since_heard = len(self.said), len(self.heard.read())
        self.idle_at = None
        self.moving = (self._where(), time.monotonic()) if moves else None
        for name in keys:
            key(name)

    def _where(self) -> tuple:
        """Where the keys are: the focused widget, the hand's card and size, the seat whose
        hand is shown, a focused list's value."""
        from PySide6.QtWidgets import QApplication, QComboBox
        focus = QApplication.focusWidget()
        try:
            hand = (self.window.hand.view.currentIndex().row(), self.window.hand.model.rowCount(),
                    self.window.flow.looking)
        except (RuntimeError, AttributeError):
            hand = ()
        return focus, hand, focus.currentIndex() if isinstance(focus, QComboBox) else -1

    def settled(self) -> bool:
        """The last key that moves has moved (or 3 s went by)."""
        if self.moving is None:
            return True
        where, at = self.moving
        if self._where() != where or time.monotonic() - at > 3.0:
            self.moving = None
            if self.expect == "?":  # the card the key reached: what Orca must say next
                index = self.window.hand.view.currentIndex()
                self.expect = (index.data() or "") if index.isValid() else ""
            return True
        return False

    def listened(self) -> bool:
        """A person who listens acts once the last key took effect and Orca has said what
        it brought (the last text announced since, the card the focus went to, what the
        focus or a list's value moved to), or after HEAR_S."""
        if not self.settled():
            return False
        new = self.said[self.since_said:]
        wanted = [t for t in (new[-1][:40] if new else "", self.expect) if t]
        # (Orca's echo of a key, "tab ", is not what the key brought)
        lines = [t for t in self.heard.read()[self.since_heard:] if not t.endswith(" ")]
        if all(any(w in line for line in lines) or w == ANY and lines for w in wanted):
            self.expect = ""
            return True
        now = time.monotonic()
        if self.idle_at is None:
            self.idle_at = now
        if now - self.idle_at > HEAR_S:
            print(f"unheard {time.time():.3f} {wanted!r}", flush=True)
            self.expect = ""
            return True
        return False

    # ------------------------------------------------------------ the New game dialog
    def setup_step(self, dialog, layout: str, seed: str) -> bool:
        """One key in the New game dialog; True once Start game was pressed."""
        from PySide6.QtWidgets import QApplication
        focus = QApplication.focusWidget()
        combo = dialog.layout_combo
        if combo.currentData() != layout:
            if focus is not combo:
                self.expect = ANY
                self.step("tab", "Tab", moves=True)
            else:
                self.expect = combo.itemText(combo.currentIndex() + 1)  # (its new value)
                self.step("layout", "Down", moves=True)
            return False
        text = dialog.seed.text()
        if text != seed:
            if focus is not dialog.seed:
                self.expect = ANY
                self.step("tab", "Tab", moves=True)
            elif self.typing is not None and text != self.typing[0] \
                    and time.monotonic() - self.typing[1] < 5.0:
                pass  # (the key typed before is still on its way through the X server)
            elif seed.startswith(text):
                self.typing = (seed[:len(text) + 1], time.monotonic())
                self.step("seed", seed[len(text)])  # one digit a key
            else:
                self.typing = None
                self.step("seed", "ctrl+a", "BackSpace")
            return False
        self.step("start", "Return")
        return True

    # ------------------------------------------------------------ the hand
    def card_step(self, game, looking: int) -> None:
        """One key of Anna's at her hand (see the module's text)."""
        window = self.window
        view, model = window.hand.view, window.hand.model
        if self.plan is None:
            keys = []
            if not self.walked:
                keys = ["Home"] + ["Down"] * (model.rowCount() - 1) + ["F2"]
                self.walked = [model.index(r, 0).data() for r in range(model.rowCount())]
            self.plan = {"card": self.brain.decide(game.view(looking)).card, "keys": keys}
        plan = self.plan
        if plan["keys"]:
            name = plan["keys"].pop(0)
            if name == "Down":
                self.expect = "?"  # (the card the key reaches: known on the next tick)
            self.step(name.lower(), name, moves=name == "Down")
            return
        if self.walked and not self.hint and window.hints.last is not None:
            self.hint = window.hints.banner.label.text()
        row, now_at = model.row_of(plan["card"]), view.currentIndex().row()
        if row != now_at:
            self.expect = "?"
            last = model.rowCount() - 1
            if abs(row - now_at) > 1 + min(row, last - row):  # (the other end is nearer)
                self.step("end" if last - row < row else "home",
                          "End" if last - row < row else "Home", moves=True)
            else:
                self.step("down" if row > now_at else "up", "Down" if row > now_at else "Up",
                          moves=True)
            return
        self.laid.append(model.index(row, 0).data())
        self.plan = None
        self.step("card", "Return", moves=True)

    # ------------------------------------------------------------ the bar
    def continue_step(self) -> None:
        from PySide6.QtWidgets import QApplication
        button = self.window.bar.continue_button
        self.toward(button, QApplication.focusWidget(), "continue")

    def decision_step(self, game, seat: int) -> None:
        """One key towards Anna's decision on the bar (the brain's choice)."""
        from PySide6.QtWidgets import QApplication
        from zuendstoff.engine import Flip, Rotate
        bar = self.window.bar
        if self.plan is None or self.plan.get("seat") != seat or self.plan.get("phase") != game.phase:
            self.plan = {"seat": seat, "phase": game.phase,
                         "decision": self.brain.decide(game.view(seat))}
            self.tabs = 0
        decision = self.plan["decision"]
        focus = QApplication.focusWidget()
        if isinstance(decision, Flip) and bar.compass is not None:
            button = bar.compass.buttons[decision.rotation]
            if focus is not button:
                self.expect = ANY
                self.step("compass", COMPASS_KEYS[decision.rotation], moves=True)
                return
        if isinstance(decision, Rotate) and bar.control_for(decision) is None \
                and bar.combo is not None:
            combo = bar.combo
            if focus is not combo:
                self.toward(combo, focus, "to-list", press=False)
                return
            at = next((j for j in range(combo.count())
                       if tuple(combo.itemData(j) or ()) == tuple(decision.target)), None)
            if at is not None:
                down = at > combo.currentIndex()
                # (the value the key brings: said as the list's new value)
                self.expect = combo.itemText(combo.currentIndex() + (1 if down else -1))
                self.step("list", "Down" if down else "Up", moves=True)
                return
        target = bar.control_for(decision)
        if target is None:
            self.missing.append(f"no control for {decision}")
            self.step("decision")
            self.window.flow.decide(decision)
            self.plan = None
            return
        if self.toward(target, focus, "decision"):
            self.plan = None

    def toward(self, target, focus, what: str, press: bool = True) -> bool:
        """Tab towards ``target``; Space on it (``press``). True once it was pressed."""
        if focus is target:
            if press:
                self.tabs = 0
                self.step(what, "space", moves=True)
                return True
            return False
        self.tabs += 1
        if self.tabs > TABS_AT_MOST:
            name = target.accessibleName() or getattr(target, "text", lambda: "")()
            self.missing.append(f"{what}: {TABS_AT_MOST} Tabs did not reach {name!r}")
            self.tabs = 0
            target.setFocus()
            return False
        self.expect = ANY
        self.step("tab", "Tab", moves=True)
        return False

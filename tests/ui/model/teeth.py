"""Does the model test of the game window have teeth? (issue 41)

Not a test module and not a CI step (pytest collects nothing here). On demand::

    python3 tests/ui/model/teeth.py               # the run without a defect, then every defect
    python3 tests/ui/model/teeth.py --list        # the defects, with what each one breaks
    python3 tests/ui/model/teeth.py --only NAME   # one defect (repeatable), after the clean run

Each defect below is a deliberate bug of one of the kinds the model test must catch
(a board not redrawn after some change, a stray top-level window after some step, a privacy
screen that lets a hand or a chosen card be read, internet play's entries taking what they
must refuse or keeping a connection): one or more exact text replacements in
one app source file. Every replacement must match exactly once, so a refactor makes this
script say so instead of silently testing the unchanged app.

For each defect the app's ``app/`` tree is copied to a temporary folder, the defect applied
there, and the zero-pace model test (``-k "not apps_pace"``, the CI's budget and hypothesis
settings: derandomized, so each run is the same walk) run against the copy (PYTHONPATH names
it; the copy's ``zuendstoff/data`` is a link to this checkout's ``resources/``), niced, with
a time limit. The work tree is never changed. A defect is *caught* when the test fails; the
first line of the failing check is shown (each run's whole output is kept in
``build/teeth/NAME.log``). The clean copy runs first and must pass.

Exit status: 0 when every defect was caught, 1 when one was missed (or the run timed out or
ended with an error other than a failing test: that proves nothing), 2 when
the clean run failed or a replacement no longer matches.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
TEST = "tests/ui/model/test_window_model.py"
LOGS = ROOT / "build" / "teeth"  # each run's whole output, to read what was caught and how
BOARD, WINDOW, PRIVACY, FAR = "board", "window", "privacy", "far away"


@dataclass(frozen=True)
class Defect:
    name: str
    kind: str
    path: str  # relative to app/zuendstoff
    edits: tuple[tuple[str, str], ...]  # (old text, new text), each old text exactly once
    what: str


DEFECTS = (
    Defect("board-keeps-its-game", BOARD, "ui/board/scene.py", (
        ("        game = self._model.game\n        self.layout, self.discs = game.layout, game.discs\n",
         "        game = self._game = self._model.game  # (kept: read on every change)\n"
         "        self.layout, self.discs = game.layout, game.discs\n"),
        ("        new = Shown.of(self._model.game)\n", "        new = Shown.of(self._game)\n")),
        "the board keeps the game object it was built for; Undo and Redo put another in "
        "place, so after an Undo the board stays where it was"),
    Defect("highlights-not-redrawn", BOARD, "ui/board/scene.py", (
        ("        self._highlights[role] = {tuple(c) for c in cells}\n"
         "        if self._shown is not None:\n            self._mark(self._shown)\n",
         "        self._highlights[role] = {tuple(c) for c in cells}\n"),),
        "a new decision's highlights (flight path, planets to turn) are noted but not drawn: "
        "the discs keep the marks of the decision before"),
    Defect("settings-stays-open", WINDOW, "ui/dialogs/settings_dialog.py", (
        ("        self.settings.sync()\n        super().accept()\n",
         "        self.settings.sync()\n        self.accepted.emit()  # (the window applies them)\n"),),
        "Settings → OK applies the settings but the dialog stays open"),
    Defect("new-game-dialog-stays-open", WINDOW, "ui/dialogs/new_game.py", (
        ("                self.settings.phone_host = self.result_setup.phone_host\n"
         "        super().accept()\n",
         "                self.settings.phone_host = self.result_setup.phone_host\n"
         "        self.accepted.emit()  # (the window starts the game)\n"),),
        "New game → OK starts the game but the dialog stays open"),
    Defect("panel-hides-laid-card", PRIVACY, "ui/game/public_panel.py", (
        ("            hand = view.hands[seat]\n",
         "            own = game.view(seat)  # the cards still to choose from (not the one laid)\n"
         "            hand = tuple(n - (i == own.my_choice) for i, n in enumerate(view.hands[seat]))\n"),),
        "the players panel counts a card laid face down out of its owner's hand: the card "
        "missing from the list is the secret choice, readable at the privacy screen"),
    Defect("hand-left-behind-the-screen", PRIVACY, "ui/game/flow.py", (
        ("    def _show_privacy(self, seat: int) -> None:\n        self.hand.clear()\n",
         "    def _show_privacy(self, seat: int) -> None:\n"),
        ("        self.hand.clear()  # the hand disappears at once (after the cover took the focus)\n",
         "")),
        "the hand of the person who just chose stays in the window behind the privacy screen, "
        "their card still selected"),
    Defect("privacy-button-reads-hand", PRIVACY, "ui/game/flow.py", (
        ("        self.privacy.set_seat(seat, self.model.game.players[seat].name, second)\n",
         "        self.privacy.set_seat(seat, self.model.game.players[seat].name, second)\n"
         "        from ...document.names import card_name  # (a blind player hears the hand at once)\n"
         "        self.privacy.button.setAccessibleDescription(\", \".join(\n"
         "            card_name(c) for c in self.model.game.hand_list(seat)))\n"),),
        "the privacy screen's button tells a screen reader the cards of the person asked, "
        "before they pressed it (and chose whether their hand is read aloud)"),
    Defect("refused-broker-saved", FAR, "ui/dialogs/settings_dialog.py", (
        ("        if not self.internet.check():\n"
         "            return  # (said in the dialog: an address the app cannot use is never saved)\n"
         "        self.internet.save(self.settings)\n",
         "        self.internet.save(self.settings)  # (kept as typed, said wrong below)\n"
         "        if not self.internet.check():\n            return\n"),),
        "Settings → Internet play saves a broker's address it then refuses"),
    Defect("refused-invitation-closes-join", FAR, "ui/remote/join_dialog.py", (
        ("            self.problem.show()\n            return\n",
         "            self.problem.show()\n"),),
        "Join a game far away… closes on an invitation it cannot use (the pasted text is lost) "
        "and says why in a message box"),
    Defect("far-window-keeps-connection", FAR, "ui/remote/window.py", (
        ("        try:\n            self.client.stop()\n        finally:\n"
         "            super().closeEvent(event)\n",
         "        super().closeEvent(event)\n"),),
        "the far-away window, closed, keeps its connection to the broker"),
)


class Stale(Exception):
    """A defect's text no longer matches the app (the app was refactored)."""


def make_copy(defect: Defect | None, where: Path) -> Path:
    """A copy of ``app/`` in ``where`` with ``defect`` applied; returns its ``app`` folder."""
    app = where / "app"
    shutil.copytree(ROOT / "app", app, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    data = app / "zuendstoff" / "data"
    if not data.exists():  # (a copy, not a link: links need rights on Windows)
        shutil.copytree(ROOT / "resources", data,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    if defect is not None:
        source = app / "zuendstoff" / defect.path
        text = source.read_text(encoding="utf-8")
        for old, new in defect.edits:
            found = text.count(old)
            if found != 1:
                raise Stale(f"{defect.name}: {defect.path} holds the text to replace {found} times "
                            f"(not once): {old.strip().splitlines()[0]!r}")
            text = text.replace(old, new)
        source.write_text(text, encoding="utf-8")
    return app


def environment(app: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ZUENDSTOFF_SOAK", "HYPOTHESIS"))}
    env.update(PYTHONPATH=str(app), QT_QPA_PLATFORM="offscreen", PYTHONDONTWRITEBYTECODE="1")
    return env


def run(defect: Defect | None, timeout: int) -> dict:
    """Run the zero-pace model test against a copy with ``defect``."""
    with tempfile.TemporaryDirectory(prefix="zuendstoff-teeth-") as tmp:
        app = make_copy(defect, Path(tmp))
        env = environment(app)
        # the copy is what the test imports (not the checkout, not an installed package)
        where = subprocess.run([sys.executable, "-c", "import zuendstoff; print(zuendstoff.__file__)"],
                               env=env, cwd=ROOT, capture_output=True, text=True, check=True)
        assert where.stdout.strip().startswith(str(app)), where.stdout
        command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", TEST, "-x", "-q",
                   "-k", "not apps_pace"]
        start = time.monotonic()
        try:
            done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True,
                                  timeout=timeout, preexec_fn=lambda: os.nice(5))
        except subprocess.TimeoutExpired:
            return dict(result="timed out", line=f"over {timeout} s", seconds=timeout, output="")
        seconds = time.monotonic() - start
    output = done.stdout + done.stderr
    LOGS.mkdir(parents=True, exist_ok=True)
    (LOGS / f"{defect.name if defect else 'clean'}.log").write_text(output, encoding="utf-8")
    if done.returncode == 0:
        return dict(result="passed", line="", seconds=seconds, output=output)
    return dict(result="failed" if done.returncode == 1 else f"error {done.returncode}",
                line=first_check(output), seconds=seconds, output=output)


def first_check(output: str) -> str:
    """The failing check's first line: pytest's first ``E`` line naming an exception (or
    Qt's "Failed:"), else its first ``E`` line, else the output's last line."""
    lines = output.splitlines()
    errors = [x for x in lines if re.match(r"E\s+[A-Za-z_][\w.]*:\s", x)]
    plain = [x for x in lines if re.match(r"E\s+\S", x)]
    tail = [x for x in lines if x.strip()]
    line = (errors or plain or [" " + (tail[-1] if tail else "(no output)")])[0]
    text = re.sub(r"\s+", " ", line[1:].strip())
    if re.fullmatch(r"[\w.]+", text):  # an assertion without words: say where it failed
        where = [m.group(1) for x in lines if (m := re.match(r"(\S+\.py:\d+): " + text, x))]
        text += f" ({where[0]})" if where else ""
    return text if len(text) <= 150 else text[:147] + "..."


def table(rows: list[tuple[str, ...]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="list the defects and stop")
    parser.add_argument("--only", action="append", metavar="NAME", help="run only this defect")
    parser.add_argument("--timeout", type=int, default=1200, help="seconds per run (1200)")
    parser.add_argument("--jobs", type=int, default=1, help="defects run at the same time (1)")
    args = parser.parse_args(argv)
    if args.list:
        for d in DEFECTS:
            print(f"{d.name} ({d.kind}, app/zuendstoff/{d.path}): {d.what}")
        return 0
    chosen = [d for d in DEFECTS if not args.only or d.name in args.only]
    unknown = set(args.only or ()) - {d.name for d in DEFECTS}
    if unknown:
        parser.error(f"no such defect: {', '.join(sorted(unknown))} (see --list)")
    try:  # every defect still applies, before anything is run
        for defect in chosen:
            with tempfile.TemporaryDirectory(prefix="zuendstoff-teeth-") as tmp:
                make_copy(defect, Path(tmp))
    except Stale as exc:
        print(f"teeth: {exc}", file=sys.stderr)
        return 2
    print(f"the model test without a defect ({TEST}, zero pace)...", flush=True)
    clean = run(None, args.timeout)
    print(f"  {clean['result']} in {clean['seconds']:.0f} s", flush=True)
    if clean["result"] != "passed":
        print(clean["output"][-4000:], file=sys.stderr)
        print("teeth: the model test fails without a defect: nothing to learn from the defects",
              file=sys.stderr)
        return 2
    rows = [("defect", "kind", "result", "the failing check (first line)", "seconds"),
            ("(none)", "-", "passed", "", f"{clean['seconds']:.0f}")]
    missed = 0
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        outcomes = pool.map(lambda d: (d, run(d, args.timeout)), chosen)
        for defect, outcome in outcomes:
            caught = outcome["result"] == "failed"  # (an error or a time-out proves nothing)
            missed += not caught
            result = "caught" if caught else "MISSED" if outcome["result"] == "passed" \
                else outcome["result"]
            print(f"{defect.name}: {result} in {outcome['seconds']:.0f} s: {outcome['line']}",
                  flush=True)
            rows.append((defect.name, defect.kind, result, outcome["line"],
                         f"{outcome['seconds']:.0f}"))
    print()
    print(table(rows))
    print(f"\n{len(chosen) - missed} of {len(chosen)} defects caught")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())

"""Layout editor → Board → Suggest a better board…: the board search of
:mod:`zuendstoff.playtest.suggest` in a window (issue 43).

The designer states the goals (a median length, no loops, lead changes a game, no seat
outside its fair share's interval) and presses **Suggest**. :class:`SuggestThread` runs
the search off the GUI thread, its games in spawned worker processes on every core (the
app has threads, so no fork); **Cancel** stops them within a fraction of a second. The
designer's board and the best three candidates are shown side by side, each drawn, with
its figures and intervals and the edits that make it. **Accept** puts a candidate in the
editor as ONE undoable edit (:class:`.document.suggest_commands.AcceptSuggestion`).

The search works in the layout's normalized coordinates; the window maps them to the
editor's cells (its origin) and names rows and columns as the editor's rulers do.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt, QThread, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...document.suggest_commands import AcceptSuggestion
from ...engine.layout import Layout
from ...playtest.suggest import DEFAULTS
from ...playtest.suggest_goals import MOVABLE, Goals
from ..retranslate import Retranslating
from ..screen_fit import fit_on_screen
from .playtest_heat import HeatView

LEVELS = ("easy", "medium", "hard")


class SuggestThread(QThread):
    """Runs :func:`zuendstoff.playtest.suggest.suggest` off the GUI thread."""

    progressed = Signal(object)  # the search's progress dict
    done = Signal(object)  # the result
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, layout, discs, settings: dict, parent=None) -> None:
        super().__init__(parent)
        self.layout, self.discs, self.settings = layout, discs, settings
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def run(self) -> None:  # the thread
        from ...playtest.suggest import suggest
        from ...sim import Cancelled

        s = self.settings
        try:
            result = suggest(self.layout, self.discs, s["players"], s["goals"], seed=s["seed"],
                             level=s["level"], max_edits=s["edits"], jobs=None,
                             on_progress=self.progressed.emit, cancelled=lambda: self._cancel,
                             start_method="spawn", processes=True, **s.get("search", {}))
            self.done.emit(result)
        except Cancelled:
            self.cancelled.emit()
        except Exception as exc:  # noqa: BLE001 - shown as one plain message
            self.failed.emit(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)


class SuggestWindow(Retranslating, QWidget):
    """Goals, the search's progress, and the designer's board beside the best three."""

    def __init__(self, editor, parent=None) -> None:
        super().__init__(parent or editor, Qt.Window)
        self.editor = editor
        self.setObjectName("suggestWindow")
        self.thread: SuggestThread | None = None
        self.result: dict | None = None
        self._origin = (0, 0)
        self._build()
        fit_on_screen(self, QSize(1150, 720))
        self.retranslate()

    # ------------------------------------------------------------------ widgets
    def _build(self) -> None:
        self.use_median = QCheckBox(checked=True)
        self.median_low = QSpinBox(minimum=1, maximum=99, value=9)
        self.median_high = QSpinBox(minimum=1, maximum=99, value=13)
        self.no_loops = QCheckBox(checked=True)
        self.use_leads = QCheckBox(checked=False)
        self.leads = QDoubleSpinBox(minimum=0.0, maximum=50.0, value=2.0, singleStep=0.5, decimals=1)
        self.fair_seats = QCheckBox(checked=False)
        self.players = QSpinBox(minimum=2, maximum=5, value=4)
        self.level = QComboBox()
        self.edits = QSpinBox(minimum=1, maximum=8, value=DEFAULTS["max_edits"])
        self.seed = QSpinBox(minimum=0, maximum=2**31 - 1, value=1)
        self.suggest_button = QPushButton()
        self.suggest_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(enabled=False)
        self.cancel_button.clicked.connect(self.cancel)
        self.status = QLabel(wordWrap=True)
        self.status.setObjectName("suggestStatus")
        self.movable = QLabel(wordWrap=True)
        self.median_to = QLabel()
        median = QHBoxLayout()
        for w in (self.median_low, self.median_to, self.median_high):
            median.addWidget(w)
        for w in (self.median_low, self.median_high):
            w.setMinimumWidth(56)
        leads = QHBoxLayout()
        leads.addWidget(self.leads)
        self.form = QFormLayout()
        self.form_labels = [QLabel() for _ in range(4)]
        self.median_rounds = QLabel()
        median.addWidget(self.median_rounds)
        median.addStretch(1)
        leads.addStretch(1)
        self.form.addRow(self.use_median)  # each goal on its own row: long words fit
        self.form.addRow(median)
        self.form.addRow(self.no_loops)
        self.form.addRow(self.use_leads)
        self.form.addRow(leads)
        self.form.addRow(self.fair_seats)
        for label, field in zip(self.form_labels, (self.players, self.level, self.edits, self.seed)):
            self.form.addRow(label, field)
            label.setBuddy(field)
        buttons = QHBoxLayout()
        buttons.addWidget(self.suggest_button)
        buttons.addWidget(self.cancel_button)
        left = QVBoxLayout()
        left.addLayout(self.form)
        left.addLayout(buttons)
        left.addWidget(self.status)
        left.addWidget(self.movable)
        left.addStretch(1)
        settings = QWidget()
        settings.setLayout(left)
        settings.setMaximumWidth(320)
        self.boards = QGridLayout()
        self.boards.setRowStretch(5, 1)  # the boards' rows at the top, any space below
        holder = QWidget()
        holder.setLayout(self.boards)
        scroll = QScrollArea(widgetResizable=True)
        scroll.setWidget(holder)
        main = QHBoxLayout(self)
        main.addWidget(settings)
        main.addWidget(scroll, 1)
        self.columns: list[dict] = []

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        from ..dialogs.bot_names import bot_display_name

        self.setWindowTitle(self.tr("Suggest a better board"))
        self.use_median.setText(self.tr("&Median length:"))
        self.median_to.setText(self.tr("to"))
        self.median_rounds.setText(self.tr("rounds"))
        self.no_loops.setText(self.tr("No &loops"))
        self.no_loops.setToolTip(self.tr("No game stopped at the round limit in a loop "
                                         "(a whole position that keeps coming back)"))
        self.use_leads.setText(self.tr("L&ead changes a game, at least:"))
        self.fair_seats.setText(self.tr("&Fair seats"))
        self.fair_seats.setToolTip(self.tr("No seat outside its fair share's interval"))
        self.median_low.setAccessibleName(self.tr("Median length from (rounds)"))
        self.median_high.setAccessibleName(self.tr("Median length to (rounds)"))
        self.leads.setAccessibleName(self.tr("Lead changes a game, at least"))
        for label, text in zip(self.form_labels, (self.tr("&Players:"), self.tr("Computer le&vel:"),
                                                  self.tr("At most e&dits:"), self.tr("&Seed:"))):
            label.setText(text)
        current = self.level.currentData() or "medium"
        self.level.clear()
        for key in LEVELS:
            self.level.addItem(bot_display_name(key), key)
        self.level.setCurrentIndex(LEVELS.index(current))
        self.suggest_button.setText(self.tr("Su&ggest"))
        self.cancel_button.setText(self.tr("Cancel"))
        if self.thread is None and self.result is None:
            self.status.setText(self.tr(
                "State the goals and press Suggest: computer players try layouts a few edits "
                "from yours, every one on the same deals, in the background."))
        self.movable.setText(self.movable_text())
        self._show_result()

    def movable_text(self) -> str:
        how = {"much": self.tr("much"), "some": self.tr("somewhat"), "little": self.tr("little")}
        names = {"median": self.tr("Length"), "loops": self.tr("Loops"),
                 "lead_changes": self.tr("Lead changes"), "fair_seats": self.tr("Seat balance")}
        lines = [self.tr("What a layout can move:")]
        for key, (amount, _why) in MOVABLE.items():
            lines.append(self.tr("%1: %2").replace("%1", names[key]).replace("%2", how[amount]))
        lines.append(self.tr("Every seat starts on Earth, so a layout moves seat balance far "
                             "less than length and loops."))
        return "\n".join(lines)

    # ------------------------------------------------------------------ running
    def goals(self) -> Goals:
        lo, hi = sorted((self.median_low.value(), self.median_high.value()))
        return Goals(median=(lo, hi) if self.use_median.isChecked() else None,
                     no_loops=self.no_loops.isChecked(),
                     lead_changes=self.leads.value() if self.use_leads.isChecked() else None,
                     fair_seats=self.fair_seats.isChecked())

    def start(self, search: dict | None = None) -> bool:
        """Start the search (``search``: the search's own settings, for tests)."""
        if self.thread is not None:
            return False
        goals = self.goals()
        if not goals.names():
            self.status.setText(self.tr("Choose at least one goal."))
            return False
        model = self.editor.model
        if not model.is_valid():
            self.status.setText(self.tr("Fix the layout first: %1").replace(
                "%1", " ".join(model.problems())))
            return False
        self._origin = model.origin()
        self.base_layout = model.to_layout()
        self.result = None
        self._show_result()
        settings = {"players": self.players.value(), "level": self.level.currentData(),
                    "seed": self.seed.value(), "edits": self.edits.value(), "goals": goals,
                    "search": search or {}}
        self.thread = SuggestThread(self.base_layout, self.editor.discs, settings, self)
        self.thread.progressed.connect(self._progressed)
        self.thread.done.connect(self._done)
        self.thread.failed.connect(lambda text: self.status.setText(
            self.tr("The search stopped: %1").replace("%1", text)))
        self.thread.cancelled.connect(lambda: self.status.setText(self.tr("Cancelled.")))
        self.thread.finished.connect(self._thread_done)
        self._running(True)
        self.status.setText(self.tr("Starting the computer players…"))
        self.thread.start()
        return True

    def cancel(self) -> None:
        if self.thread is not None:
            self.thread.cancel()

    def _running(self, on: bool) -> None:
        self.suggest_button.setEnabled(not on)
        self.cancel_button.setEnabled(on)

    def _progressed(self, p: dict) -> None:
        best = p["best"]
        if p["stage"] == "base" and not best["sun_reachable"]:
            text = self.tr("Nobody can win on your board. Trying one edit…")
        elif p["stage"] == "base":
            text = self.tr("Your board: median %1 rounds. Trying one edit…").replace(
                "%1", i18n.number(best["median"]))
        else:
            text = (self.tr("%n edit(s) tried: best median so far %1 rounds; %2 games played.",
                            "", p["step"]).replace("%1", i18n.number(best["median"]))
                    .replace("%2", str(p["games"])))
        self.status.setText(text)

    def _done(self, result: dict) -> None:
        self.result = result
        if result["already_met"]:
            self.status.setText(self.tr("Your board already meets the goals: nothing to suggest."))
        elif result["met"]:
            self.status.setText(self.tr("Done: the best suggestions meet the goals."))
        elif result["better"]:
            self.status.setText(self.tr("No board within %n edit(s) met every goal; these come "
                                        "nearest.", "", result["max_edits"]))
        else:
            self.status.setText(self.tr("No board within %n edit(s) came nearer the goals than "
                                        "yours.", "", result["max_edits"]))
        self._show_result()

    def _thread_done(self) -> None:
        self.thread = None
        self._running(False)

    def closeEvent(self, event) -> None:
        if self.thread is not None:
            self.thread.cancel()
            self.thread.wait(3000)
        super().closeEvent(event)

    # ------------------------------------------------------------------ results
    def _show_result(self) -> None:
        for col in self.columns:
            for w in col["widgets"]:
                self.boards.removeWidget(w)
                w.setParent(None)  # gone from the window now, deleted soon
                w.deleteLater()
        self.columns = []
        if self.result is None:
            return
        r = self.result
        entries = [(self.tr("Your board"), r["base"], None)] + [
            (self.tr("Suggestion %1").replace("%1", str(k + 1)), c, k)
            for k, c in enumerate(r["candidates"])]
        for col, (title, c, k) in enumerate(entries):
            head = QLabel(f"<b>{html.escape(title)}</b>")
            layout = Layout.build("", [(x["row"], x["col"], x["kind"]) for x in c["cells"]],
                                  "suggestion") if k is not None else self.base_layout
            view = HeatView(_normalized(layout))
            view.setMinimumSize(200, 120)
            view.setMaximumHeight(200)
            figures = QLabel(self.figures_html(c), wordWrap=True, textFormat=Qt.RichText)
            figures.setTextInteractionFlags(Qt.TextSelectableByMouse)
            widgets = [head, view, figures]
            if k is not None:
                edits = QLabel("<ol>" + "".join(f"<li>{html.escape(self.describe(e))}</li>"
                                                for e in c["edits"]) + "</ol>", wordWrap=True)
                accept = QPushButton(self.tr("Accept suggestion &%1").replace("%1", str(k + 1)))
                accept.clicked.connect(lambda _=False, k=k: self.accept(k))
                widgets += [edits, accept]
            for row, w in enumerate(widgets):
                self.boards.addWidget(w, row, col, Qt.AlignTop)
            self.columns.append({"widgets": widgets})

    def figures_html(self, c: dict) -> str:
        if not c.get("sun_reachable", True):
            return html.escape(self.tr("No flight can ever reach the sun from Earth on this "
                                       "board: nobody can win."))
        lo, hi = c["median_interval"]
        llo, lhi = c["loop_interval"]
        rows = [
            (self.tr("Median rounds [95 % interval]"),
             f"{i18n.number(c['median'])} [{i18n.number(lo)}, {i18n.number(hi)}]"),
            (self.tr("Loops (stopped at the round limit)"),
             f"{c['loops']} / {c['games']} [{i18n.percent(llo)}, {i18n.percent(lhi)}]"),
            (self.tr("Lead changes a game"), i18n.number(c["lead_changes"], 2)),
            (self.tr("Seats outside their fair share's interval"), str(c["seats_off"])),
        ]
        if c.get("drama") is not None:
            rows.append((self.tr("Drama"), i18n.number(c["drama"], 2)))
        rows.append((self.tr("Meets the goals"), self.tr("yes") if c["met"] else self.tr("no")))
        return "<table>" + "".join(f"<tr><td>{html.escape(a)}</td><td>{html.escape(b)}</td></tr>"
                                   for a, b in rows) + "</table>"

    def _cell(self, cell: dict | None) -> tuple[int, int] | None:
        """A search cell (normalized) as the editor's cell."""
        if cell is None:
            return None
        return cell["row"] + self._origin[0], cell["col"] + self._origin[1]

    def describe(self, edit: dict) -> str:
        label = getattr(getattr(self.editor, "scene", None), "label", None)

        def at(cell: dict) -> str:
            r, c = self._cell(cell)
            if label is not None:
                r, c = label((r, c))
            else:
                r, c = r + 1, c + 1
            return self.tr("row %1, column %2").replace("%1", str(r)).replace("%2", str(c))

        kind = {"sun": self.tr("the sun"), "earth": self.tr("Earth"),
                "planet": self.tr("a planet slot")}[edit["kind"]]
        if edit["action"] == "move":
            return (self.tr("Move %1 from %2 to %3").replace("%1", kind)
                    .replace("%2", at(edit["from"])).replace("%3", at(edit["to"])))
        if edit["action"] == "swap":
            return (self.tr("Swap %1 on %2 with the slot on %3").replace("%1", kind)
                    .replace("%2", at(edit["from"])).replace("%3", at(edit["to"])))
        if edit["action"] == "add":
            return self.tr("Add a planet slot on %1").replace("%1", at(edit["to"]))
        return self.tr("Remove the planet slot on %1").replace("%1", at(edit["from"]))

    def accept(self, k: int) -> None:
        """Put candidate ``k`` in the editor: one undoable edit."""
        c = self.result["candidates"][k]
        cells = [(x["row"] + self._origin[0], x["col"] + self._origin[1], x["kind"])
                 for x in c["cells"]]
        self.editor.stack.push(AcceptSuggestion(self.editor.model, cells, len(c["edits"])))
        self.status.setText(self.tr("Suggestion %1 is in the editor; Undo takes it back.")
                            .replace("%1", str(k + 1)))


def _normalized(layout: Layout) -> Layout:
    return Layout.build(layout.name, _shift(layout.triples()), "suggestion")


def _shift(triples):
    r0 = min(r for r, _c, _k in triples)
    c0 = min(c for _r, c, _k in triples)
    return [(r - r0, c - c0, k) for r, c, k in triples]


def open_suggest(editor) -> SuggestWindow:
    """Open (and return) the window for the layout editor ``editor``."""
    win = SuggestWindow(editor)
    win.setAttribute(Qt.WA_DeleteOnClose)
    win.show()
    return win

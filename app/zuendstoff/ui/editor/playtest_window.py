"""Layout editor → Playtest…: how a layout plays, measured by computer players (issue 36).

The settings (players, level, disc set, games, seed, the standard layout beside it) go to
:func:`zuendstoff.playtest.run`, which plays in worker processes (both cores; spawned, since
the app has threads) from a background thread; the figures fill in as games finish, a
progress bar counts them and Cancel stops the workers within a fraction of a second. The
heat map is painted on the editor's own scene of the layout (read-only). The report can be
saved as a PNG of the heat map and the figures as JSON or CSV.

Every figure is explained in docs/designer.md. Nothing here is secret: the games are the
computer's own, played in other processes; no planet of a game being played is shown.

The window's parts: :mod:`.playtest_form` builds its widgets, :mod:`.playtest_runner` runs
the games off the GUI thread, :mod:`.playtest_heat` paints the heat maps; this module holds
the window itself (every text it shows, its slots, the figures table and saving).
"""

from __future__ import annotations

import html
import json
import os

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog, QWidget

from ... import i18n, playtest, resources
from ...engine.errors import DataError
from ..retranslate import Retranslating
from ..screen_fit import fit_on_screen
from . import playtest_form, playtest_more, playtest_odd
from .playtest_heat import HEAT, HeatOverlay, HeatView, png, side_by_side
from .playtest_runner import REFRESH, PlaytestThread

__all__ = ["HEAT", "LEVELS", "REFRESH", "HeatOverlay", "HeatView", "PlaytestThread",
           "PlaytestWindow", "main", "open_playtest"]

LEVELS = ("easy", "medium", "hard")
# games a step of the skill trace when it is ticked
TRACE_GAMES = 20


class PlaytestWindow(Retranslating, QWidget):
    """The settings, the progress, the figures and the heat maps of a playtest."""

    def __init__(self, layout, layout_name: str = "", discs=None, discs_name: str = "",
                 parent=None) -> None:
        super().__init__(parent, Qt.Window)
        self.layout_ = layout
        name = layout_name or layout.name
        # a file's name, not its folders (the title and the column heading)
        self.layout_name = os.path.basename(name) if os.sep in name else name
        self.discs = discs if discs is not None else resources.default_discs()
        self.discs_name = discs_name
        self.reports: dict[str, dict] = {}
        self.thread: PlaytestThread | None = None
        self._was_cancelled = False
        self.setObjectName("playtestWindow")

        playtest_form.build(self)
        self.figures.setOpenLinks(False)
        self.figures.anchorClicked.connect(self._odd_game_clicked)
        fit_on_screen(self, QSize(1100, 760))  # within the screen's available area
        self.retranslate()
        self._show_figures()

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        from ..dialogs.bot_names import bot_display_name

        self.setWindowTitle(self.tr("Playtest: %1").replace("%1", self.layout_name))
        for label, text in zip(self.form_labels, (
                self.tr("&Players:"), self.tr("Computer &level:"), self.tr("Disc set:"),
                self.tr("&Games:"), self.tr("&Seed:"), self.tr("&Compare:"),
                self.tr("S&kill trace:"))):
            label.setText(text)
        current = self.level.currentData() or "medium"
        self.level.clear()
        for key in LEVELS:
            self.level.addItem(bot_display_name(key), key)
        self.level.setCurrentIndex(LEVELS.index(current))
        self.compare.setText(self.tr("Beside the standard layout"))
        self.trace.setText(self.tr("%1 games a level, easy to expert (slow)").replace(
            "%1", str(TRACE_GAMES)))
        self.discs_label.setText(self.discs_name or self.tr("The app's disc set"))
        self.discs_button.setText(self.tr("Choose…"))
        self.run_button.setText(self.tr("&Run"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.save_png.setText(self.tr("Save heat map…"))
        self.save_figures.setText(self.tr("Save figures…"))
        self.heat_titles[0].setText(self.layout_name)
        self.heat_titles[1].setText(self.tr("Standard layout"))
        self.progress.setAccessibleName(self.tr("Games played"))
        self.heat.setAccessibleName(self.tr("Heat map of %1").replace("%1", self.layout_name))
        self.heat_standard.setAccessibleName(self.tr("Heat map of the standard layout"))
        for view in (self.heat, self.heat_standard):  # (its numbers in the language's form)
            view.overlay.update()
        self._show_figures()

    def warning_text(self, w: dict) -> str:
        code = w["code"]
        if code == "never_ends":
            return (self.tr("%1 of %2 games stopped at the %3-round limit without a winner: "
                            "this board may never end.")
                    .replace("%1", str(w["unfinished"])).replace("%2", str(w["games"]))
                    .replace("%3", str(w["limit"])))
        if code == "loops":
            return (self.tr("%1 of %2 games stopped in a loop: the computer players kept coming "
                            "back to the same position (seeds %3).")
                    .replace("%1", str(w["unfinished"])).replace("%2", str(w["games"]))
                    .replace("%3", ", ".join(w["seeds"][:10])))
        if code == "unreachable":
            return self.tr("No flight can ever reach the sun from Earth on this board: nobody can win.")
        if code == "slow":
            return self.tr("Games are long: half of them take %1 rounds or more.").replace(
                "%1", i18n.number(w["median"]))
        if code == "seat_never_wins":
            return self.tr("Seat %1 never won in %2 games.").replace("%1", str(w["seat"])).replace(
                "%2", str(w["games"]))
        if code == "seat_favoured":
            return self.tr("Seat %1 wins more than its fair share (%2).").replace(
                "%1", str(w["seat"])).replace("%2", _pct(w["share"]))
        if code == "seat_behind":
            return self.tr("Seat %1 wins less than its fair share (%2).").replace(
                "%1", str(w["seat"])).replace("%2", _pct(w["share"]))
        more = playtest_more.warning_text(w)
        if more is not None:
            return more
        if code == "luck":
            return (self.tr("The hard player won %1 of the skill games, no better than a fair "
                            "share (%2): on this board luck may decide more than play.")
                    .replace("%1", _pct(w["share"])).replace("%2", _pct(w["fair"])))
        return code

    # ------------------------------------------------------------------ running
    def choose_discs(self) -> None:
        path, _f = QFileDialog.getOpenFileName(self, self.tr("Disc set"), "",
                                               self.tr("Disc sets (*.zdiscs)"))
        if not path:
            return
        try:
            self.discs = resources.discs_from_arg(path)
        except DataError as exc:
            self.status.setText(str(exc).splitlines()[0])
            return
        self.discs_name = path
        self.retranslate()

    def settings(self) -> dict:
        return {"players": self.players.value(), "level": self.level.currentData(),
                "games": self.games.value(), "seed": self.seed.value(), "discs": self.discs,
                "trace_games": TRACE_GAMES if self.trace.isChecked() else 0,
                "discs_name": self.discs_name}

    def start(self) -> None:
        if self.thread is not None:
            return
        self.reports.clear()
        self.run_discs = self.discs  # an odd game is replayed with the run's disc set
        self._was_cancelled = False
        runs = [("layout", self.layout_, self.layout_name)]
        if self.compare.isChecked():
            runs.append(("standard", resources.builtin_layout("standard"), "standard"))
        self.thread = PlaytestThread(runs, self.settings(), self)
        self.thread.progressed.connect(self._progressed)
        self.thread.finished_one.connect(self._finished_one)
        self.thread.failed.connect(self._failed)
        self.thread.cancelled.connect(self._cancelled)
        self.thread.finished.connect(self._thread_done)
        self.progress.setRange(0, 0)
        self.status.setText(self.tr("Starting the computer players…"))
        self._running(True)
        self.thread.start()

    def _more_games(self) -> int | None:
        """The games the seat verdict needs, when it rests on too few (None: enough)."""
        mine = self.reports.get("layout")
        offer = [w for w in mine["warnings"] if w["code"] == "more_games"] if mine else []
        return min(offer[0]["needed"], self.games.maximum()) if offer else None

    def play_more(self) -> None:
        """Run again with the games the seat verdict needs (the offer's button)."""
        offer = self._more_games()
        if offer is not None and self.thread is None:
            self.games.setValue(offer)
            self.start()

    def cancel(self) -> None:
        if self.thread is not None:
            self.thread.cancel()

    def _running(self, on: bool) -> None:
        self.run_button.setEnabled(not on)
        self.cancel_button.setEnabled(on)
        for w in (self.players, self.level, self.games, self.seed, self.compare,
                  self.discs_button, self.trace):
            w.setEnabled(not on)
        self.save_png.setEnabled(not on and "layout" in self.reports)
        offer = self._more_games()
        self.more_button.setVisible(not on and offer is not None)
        if offer is not None:
            self.more_button.setText(self.tr("Play %1 games").replace("%1", str(offer)))
        self.save_figures.setEnabled(not on and "layout" in self.reports)

    def _progressed(self, which: str, done: int, total: int, report: dict) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        what = self.layout_name if which == "layout" else self.tr("the standard layout")
        self.status.setText(self.tr("%1: %2 of %3 games played.").replace("%1", what)
                            .replace("%2", str(done)).replace("%3", str(total)))
        self.reports[which] = report
        (self.heat if which == "layout" else self.heat_standard).set_report(report)
        self._show_figures()

    def _finished_one(self, which: str, report: dict) -> None:
        self._progressed(which, report["games"] + report["skill"]["games"],
                         report["games"] + report["skill"]["games"], report)

    def _failed(self, text: str) -> None:
        self.status.setText(self.tr("The playtest stopped: %1").replace("%1", text))

    def _cancelled(self) -> None:
        self._was_cancelled = True
        self.status.setText(self.tr("Cancelled. The figures are those of the games played."))

    def _thread_done(self) -> None:
        self.thread = None
        self.progress.setRange(0, max(1, self.progress.maximum()))
        if self.reports and not self._was_cancelled:
            self.status.setText(self.tr("Done."))
        self._running(False)

    def closeEvent(self, event) -> None:
        if self.thread is not None:
            self.thread.cancel()
            self.thread.wait(2000)
        super().closeEvent(event)

    # ------------------------------------------------------------------ figures
    def _show_figures(self) -> None:
        mine, std = self.reports.get("layout"), self.reports.get("standard")
        if mine is None:
            self.figures.setHtml("<p>" + html.escape(self.tr(
                "Choose the players and press Run: computer players play the games in the "
                "background, and the figures fill in as they finish.")) + "</p>")
            return
        if not mine.get("played", True):  # nobody can win: said before any game, no figures
            self.figures.setHtml("<p><b>" + html.escape(self.tr("Warnings")) + "</b></p><ul>" + "".join(
                f"<li>{html.escape(self.warning_text(w))}</li>" for w in mine["warnings"]) + "</ul>")
            return
        head = [self.tr("Figure"), self.layout_name] + ([self.tr("Standard layout")] if std else [])
        rows: list[tuple[str, str, str | None]] = []

        def both(label, fn):
            rows.append((label, fn(mine), fn(std) if std else None))

        def share(x):
            return f"{_pct(x['share'])} [{_pct(x['low'])}, {_pct(x['high'])}]"

        both(self.tr("Games played / stopped at the round limit"),
             lambda r: f"{r['games']} / {r['unfinished']}")
        for k in range(len(mine["seats"])):
            both(self.tr("Seat %1 wins").replace("%1", str(k + 1)), lambda r, k=k: share(r["seats"][k]))
        both(self.tr("First-seat advantage"), playtest_more.first_seat)
        both(self.tr("Balance (1 = even)"), lambda r: i18n.number(r["balance"], 3))
        both(self.tr("Shared wins"), lambda r: share(r["drawishness"]))
        both(self.tr("Rounds: median / 90th percentile"), playtest_more.median)
        both(self.tr("Games that ended with a winner"), lambda r: share(r["completion"]))
        both(self.tr("Decided after (share of the game)"),
             lambda r: "–" if r["decisiveness"] is None else _pct(r["decisiveness"]))
        both(self.tr("Lead changes a game"), lambda r: i18n.number(r["lead_changes"], 2))
        both(self.tr("Skill: hard against medium (fair share)"),
             lambda r: playtest_more.skill(r["skill"]))
        for label, fn in playtest_more.rows(mine):
            both(label, fn)
        for colour, name in (("red", self.tr("Red")), ("yellow", self.tr("Yellow")), ("blue", self.tr("Blue"))):
            both(self.tr("%1: flights / sun entries / wins").replace("%1", name),
                 lambda r, c=colour: " / ".join(_pct(r["colours"][c][k]) for k in
                                                ("flight_share", "sun_share", "win_share")))
        out = ["<table cellspacing='0' cellpadding='3'>", "<tr>" + "".join(
            f"<th align='left'>{html.escape(h)}</th>" for h in head) + "</tr>"]
        for label, a, b in rows:
            out.append(f"<tr><td>{html.escape(label)}</td><td>{html.escape(a)}</td>"
                       + (f"<td>{html.escape(b)}</td>" if b is not None else "") + "</tr>")
        out.append("</table>")
        hist = mine["rounds"]["histogram"]
        if hist:
            top = max(h["games"] for h in hist)
            out.append("<p><b>" + html.escape(self.tr("Rounds a game")) + "</b></p><table>")
            for h in hist:
                span = str(h["from"]) if h["from"] == h["to"] else f"{h['from']}–{h['to']}"
                bar = "█" * max(1, round(30 * h["games"] / top))
                out.append(f"<tr><td align='right'>{span}</td><td>{bar} {h['games']}</td></tr>")
            out.append("</table>")
        if "odd_games" in mine:
            out.append(playtest_odd.loops_html(mine))
        warnings = mine["warnings"]
        if warnings:
            out.append("<p><b>" + html.escape(self.tr("Warnings")) + "</b></p><ul>")
            out.extend(f"<li>{html.escape(self.warning_text(w))}</li>" for w in warnings)
            out.append("</ul>")
        out.append("<p>" + html.escape(self.tr(
            "The heat map: the red discs grow with the stops a game on each disc; the numbers "
            "are stops a game and, on face-down slots, the share of games their planet was "
            "turned up; the bars at the sun show the sides flights entered by.")) + "</p>")
        self.figures.setHtml("".join(out))

    def _odd_game_clicked(self, url) -> None:
        g = playtest_odd.game_of(url)
        if g is not None:
            playtest_odd.open_odd_game(self, g)

    # ------------------------------------------------------------------ saving
    def save_heat_map(self) -> None:
        path, _f = QFileDialog.getSaveFileName(self, self.tr("Save heat map"), "heat-map.png",
                                               self.tr("PNG images (*.png)"))
        if path:
            self._save_bytes(path, png(self._heat_image()))

    def _heat_image(self) -> QImage:
        a = self.heat.image()
        if "standard" not in self.reports:
            return a
        b = self.heat_standard.image()
        return side_by_side(a, b)

    def save_report(self) -> None:
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Save figures"), "playtest.json",
            self.tr("JSON (*.json);;CSV (*.csv)"))
        if not path:
            return
        report = dict(self.reports["layout"])
        if "standard" in self.reports:
            report["standard"] = self.reports["standard"]
        if path.lower().endswith(".csv") or "csv" in chosen.lower():
            data = playtest.report_csv(report).encode("utf-8")
        else:
            data = (json.dumps(report, sort_keys=True, indent=1) + "\n").encode("utf-8")
        self._save_bytes(path, data)

    def _save_bytes(self, path: str, data: bytes) -> None:
        from PySide6.QtCore import QSaveFile

        f = QSaveFile(path)  # written to a temporary file, then renamed: never half a file
        ok = f.open(QSaveFile.WriteOnly) and f.write(data) == len(data) and f.commit()
        if not ok:
            self.status.setText(self.tr("Could not save %1: %2").replace("%1", path)
                                .replace("%2", f.errorString()))
        else:
            self.status.setText(self.tr("Saved %1.").replace("%1", path))


def _pct(x: float) -> str:
    return i18n.percent(x)


def open_playtest(parent, layout, discs=None, layout_name: str = "", discs_name: str = ""):
    """Open (and return) a playtest window for ``layout`` (an engine Layout) with ``discs``
    (a DiscSet; None: the app's own). Layout editor → Playtest… calls this."""
    win = PlaytestWindow(layout, layout_name, discs, discs_name, parent)
    win.setAttribute(Qt.WA_DeleteOnClose)
    win.show()
    return win


def main(argv: list[str] | None = None) -> int:
    """``python3 -m zuendstoff.ui.editor.playtest_window [LAYOUT]``: the window on its own."""
    import argparse
    import sys

    from PySide6.QtWidgets import QApplication

    from .common import install_language

    ap = argparse.ArgumentParser(prog="playtest_window")
    ap.add_argument("layout", nargs="?", default="standard")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--run", action="store_true", help="start at once")
    args = ap.parse_args(sys.argv[1:] if argv is None else argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_language(app)
    arg = args.layout
    try:
        layout = resources.layout_from_arg(arg)
    except DataError as exc:
        print(f"playtest: {exc}", file=sys.stderr)
        return 2
    win = PlaytestWindow(layout, arg)
    win.games.setValue(args.games)
    win.show()
    if args.run:
        win.start()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())

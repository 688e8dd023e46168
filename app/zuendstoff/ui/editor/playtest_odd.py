"""The playtest window's odd games (issue 43): every unfinished or looping game of the
designer's layout is listed under the figures with its seed, as a link; one click plays that
game again (the same seed gives the same game) and opens it in the replay viewer.

The loop figures themselves come from :mod:`zuendstoff.playtest.loops`. The games are the
computer's own, so showing one whole is no secret.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QGuiApplication

SCHEME = "game"


# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def loops_html(report: dict) -> str:
    """The loop figures and the list of odd games, each a link ``game:N``."""
    out = ["<p><b>" + html.escape(translate("PlaytestWindow", "Loops")) + "</b><br>"]
    out.append(html.escape(
        translate("PlaytestWindow", "%1 of %2 games repeated a whole position (state repetition: %3 of the "
                  "rounds started from a position seen before in the game); every seat laid "
                  "the same cards in %4 of the rounds.")
        .replace("%1", str(report["looping"])).replace("%2", str(report["games"]))
        .replace("%3", _pct(report["state_repetition"]))
        .replace("%4", _pct(report["mirror_rounds"]))))
    out.append("<br>" + html.escape(
        translate("PlaytestWindow", "Stopped at the round limit: %1 in a loop, %2 long without repeating.")
        .replace("%1", str(report["unfinished_looping"]))
        .replace("%2", str(report["unfinished_long"]))) + "</p>")
    odd = report.get("odd_games") or []
    if odd:
        out.append("<p>" + html.escape(translate("PlaytestWindow", "Odd games (click one to replay it):"))
                   + "</p><ul>")
        for o in odd:
            why = {"loop": translate("PlaytestWindow", "stopped in a loop"),
                   "long": translate("PlaytestWindow", "stopped, long"),
                   "loop broken": translate("PlaytestWindow", "repeated a position, then ended"),
                   "very long": translate("PlaytestWindow", "ended, far longer than most")}[o["why"]]
            label = (translate("PlaytestWindow", "Game %1 (seed %2)").replace("%1", str(o["game"]))
                     .replace("%2", o["seed"]))
            rest = translate("PlaytestWindow", "%1 after %2 rounds").replace("%1", why).replace(
                "%2", str(o["rounds"]))
            out.append(f"<li><a href='{SCHEME}:{o['game']}'>{html.escape(label)}</a>: "
                       f"{html.escape(rest)}</li>")
        out.append("</ul>")
    return "".join(out)


def game_of(url: QUrl) -> int | None:
    """The game number of a ``game:N`` link; None for any other link."""
    if url.scheme() != SCHEME or not url.path().isdigit():
        return None
    return int(url.path())


def open_odd_game(win, g: int):
    """Play game ``g`` of the window's last run again and open it in the replay viewer
    (returned); None when there is no such run."""
    from ...playtest.loops import replay_game
    from ..replay.viewer import ReplayWindow

    report = win.reports.get("layout")
    if report is None or not any(o["game"] == g for o in report.get("odd_games", ())):
        return None
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        game = replay_game(win.layout_, getattr(win, "run_discs", win.discs),
                           report["players"], report["bots"],
                           report["seed"], g, report["round_limit"])
    finally:
        QGuiApplication.restoreOverrideCursor()
    title = translate("PlaytestWindow", "Playtest game %1 (seed %2)").replace(
        "%1", str(g)).replace("%2", f"{report['seed']}:{g}")
    viewer = ReplayWindow(game, title, win)  # a window of its own, closed with the playtest's
    viewer.show()
    return viewer


def _pct(x: float) -> str:
    from ... import i18n

    return i18n.percent(x)

"""The playtest window's figures from issue 43: the seat test and its sample-size guidance,
the skill figure said plainly when it is too wide, the skill trace, Ludii's metrics, and
the texts of the warnings they bring (the same codes as :func:`zuendstoff.playtest.warning_text`).

Every text is in the playtest window's translation context ("PlaytestWindow"), so the
window's own strings and these are translated together. Pure functions of a report.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ... import i18n

translate = QCoreApplication.translate


def pct(x: float) -> str:
    return i18n.percent(x)


def interval(x: dict) -> str:
    return f"{pct(x['share'])} [{pct(x['low'])}, {pct(x['high'])}]"


def first_seat(r: dict) -> str:
    """Seat 1's share minus the fair share, with its interval."""
    a = r["first_seat_advantage"]
    return (f"{i18n.percent(a['share'], sign=True)} [{i18n.percent(a['low'], sign=True)}, "
            f"{i18n.percent(a['high'], sign=True)}]")


def median(r: dict) -> str:
    k = r["rounds"]
    if k["median"] is None:
        return "–"
    return f"{i18n.number(k['median'])} / {i18n.number(k['p90'])}"


def skill(k: dict) -> str:
    """A skill share with its interval and the fair share; plainly "not played" or "too
    wide to read" when it is."""
    if not k["games"]:
        return translate("PlaytestWindow", "not played")
    text = f"{interval(k)} ({pct(k['fair_share'])})"
    if k.get("too_wide"):
        text += " " + translate("PlaytestWindow", "— too wide to read")
    return text


def rows(r: dict) -> list[tuple[str, object]]:
    """(label, function of a report) for the window's table, after the skill row."""
    out: list[tuple[str, object]] = [
        (translate("PlaytestWindow", "Seat warnings: corrected for testing every seat (Holm)"),
         lambda x: translate("PlaytestWindow", "%1 games to see 5 points off").replace(
             "%1", str(x["seat_test"]["games_needed"])) if x.get("seat_test") else "–"),
    ]
    for step, t in enumerate(r.get("skill_trace") or []):
        label = translate("PlaytestWindow", "Skill trace: %1 among %2")
        out.append((label.replace("%1", t["strong"]).replace("%2", t["weak"]),
                    lambda x, k=step: skill(x["skill_trace"][k]) if x.get("skill_trace") else "–"))
    for key, label, fmt in (
            ("branching_factor",
             translate("PlaytestWindow", "Branching factor (choices a decision)"), 2),
            ("decision_factor",
             translate("PlaytestWindow", "Decision factor (choices when there is a choice)"), 2),
            ("drama", translate("PlaytestWindow", "Drama (chips the winner was behind)"), 2),
            ("comeback_share", translate("PlaytestWindow", "Games won from behind"), None),
            ("lead_stability",
             translate("PlaytestWindow", "Lead stability (rounds the lead held)"), None)):
        out.append((label, lambda x, k=key, f=fmt: _metric(x, k, f)))
    return out


def _metric(r: dict, key: str, digits) -> str:
    value = (r.get("metrics") or {}).get(key)
    if value is None:
        return "–"
    return i18n.number(value, digits) if digits is not None else pct(value)


def warning_text(w: dict) -> str | None:
    """The text of the warnings this module brings (None: not one of them)."""
    code = w["code"]
    if code == "more_games":
        text = translate("PlaytestWindow", "%1 games can tell from chance only a seat about %2 "
                         "points off its fair share; to see 5 points, play about %3 games.")
        return (text.replace("%1", str(w["games"]))
                .replace("%2", i18n.number(w["visible"] * 100, 1)).replace("%3", str(w["needed"])))
    if code == "skill_too_wide":
        text = translate("PlaytestWindow", "The skill figure of %1 games is too wide to read "
                         "(±%2 points); about %3 skill games make it ±10 points or narrower.")
        return (text.replace("%1", str(w["games"]))
                .replace("%2", i18n.number(w["half"] * 100, 1)).replace("%3", str(w["needed"])))
    return None

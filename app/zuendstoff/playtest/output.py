"""A playtest's figures written out: as CSV rows (:func:`report_csv`, the window's "Save
figures…" and anyone's spreadsheet) and as the plain text report ``zuendstoff-playtest``
prints (:func:`_text`, with the standard layout's figures beside them when compared). The
JSON report is the figures' dictionary itself (see :mod:`.cli`).
"""

from __future__ import annotations

from typing import Iterable

from .figures import warning_text
from .loops import odd_text


def report_csv(report: dict) -> str:
    """The figures as CSV: one row a figure (section, figure, value, low, high), shares as
    fractions; the standard layout's figures follow with the section prefixed "standard"."""
    import csv
    import io

    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["section", "figure", "value", "low", "high"])

    def rows(r: dict, prefix: str = "") -> None:
        w.writerow([prefix + "games", "games", r["games"], "", ""])
        w.writerow([prefix + "games", "unfinished", r["unfinished"], "", ""])
        for seat in r["seats"]:
            w.writerow([prefix + "balance", f"seat {seat['seat']} ({seat['piece']})",
                        seat["share"], seat["low"], seat["high"]])
        a = r["first_seat_advantage"]
        w.writerow([prefix + "balance", "first-seat advantage", a["share"], a["low"], a["high"]])
        w.writerow([prefix + "balance", "balance", r["balance"], "", ""])
        d = r["drawishness"]
        w.writerow([prefix + "balance", "shared wins", d["share"], d["low"], d["high"]])
        for key in ("median", "p90", "mean"):
            w.writerow([prefix + "length", f"rounds {key}",
                        "" if r["rounds"][key] is None else r["rounds"][key], "", ""])
        c = r["completion"]
        w.writerow([prefix + "completion", "ended with a winner", c["share"], c["low"], c["high"]])
        w.writerow([prefix + "completion", "decisiveness", "" if r["decisiveness"] is None
                    else r["decisiveness"], "", ""])
        w.writerow([prefix + "completion", "lead changes", r["lead_changes"], "", ""])
        for key in ("state_repetition", "looping", "unfinished_looping", "unfinished_long",
                    "mirror_rounds"):
            w.writerow([prefix + "loops", key, r[key], "", ""])
        k = r["skill"]
        w.writerow([prefix + "skill", f"hard's share of {k['games']} games",
                    *("" if k[x] is None else k[x] for x in ("share", "low", "high"))])
        for step in r.get("skill_trace", []):
            w.writerow([prefix + "skill trace", f"{step['strong']} against {step['weak']}",
                        *("" if step[x] is None else step[x] for x in ("share", "low", "high"))])
        for key, value in r.get("metrics", {}).items():
            if key != "games":
                w.writerow([prefix + "metrics", key.replace("_", " "),
                            "" if value is None else value, "", ""])
        for name, col in r["colours"].items():
            for key in ("flight_share", "sun_share", "win_share"):
                w.writerow([prefix + "colours", f"{name} {key}", col[key], "", ""])
        for cell in r["visits"]["cells"]:
            where = f"row {cell['row']} col {cell['col']} ({cell['kind']})"
            w.writerow([prefix + "usage", f"{where} stops per game", cell["stops_per_game"], "", ""])
            if "turned_up_share" in cell:
                w.writerow([prefix + "usage", f"{where} turned up", cell["turned_up_share"], "", ""])
        for side, n in r["visits"]["sun"]["by_side"].items():
            w.writerow([prefix + "usage", f"sun entries {side}", n, "", ""])

    rows(report)
    if report.get("standard"):
        rows(report["standard"], "standard ")
    return out.getvalue()


def _text(report: dict, standard: dict | None, elapsed: float) -> Iterable[str]:
    def pct(x: float) -> str:
        return f"{x:6.1%}"

    def line(label: str, mine: str, std: str | None) -> str:
        return f"{label:<34}{mine:>28}" + (f"   standard: {std}" if std is not None else "")

    r, s = report, standard
    yield (f"layout: {r['layout']}  discs: {r['discs']}  players: {r['players']}  "
           f"bots: {r['bots']}  seed: {r['seed']}")
    if not r.get("played", True):  # nobody can win: nothing was played, so no figures
        yield "no games played"
        for w in r["warnings"]:
            yield "Warning: " + warning_text(w)
        return
    yield (f"games: {r['games']}  finished: {r['finished']}  "
           f"unfinished (round limit {r['round_limit']}): {r['unfinished']}")
    yield ""
    yield "balance (share of games won; 95% interval)"
    for k, seat in enumerate(r["seats"]):
        std = s["seats"][k] if s else None
        yield line(f"  seat {seat['seat']} ({seat['piece']})",
                   f"{pct(seat['share'])} [{seat['low']:.1%}, {seat['high']:.1%}]",
                   pct(std["share"]) if std else None)
    adv = r["first_seat_advantage"]
    yield line("  first-seat advantage", f"{adv['share']:+.1%} [{adv['low']:+.1%}, {adv['high']:+.1%}]",
               f"{s['first_seat_advantage']['share']:+.1%}" if s else None)
    yield line("  balance (1 = even)", f"{r['balance']:.3f}", f"{s['balance']:.3f}" if s else None)
    yield line("  shared wins (drawishness)", pct(r["drawishness"]["share"]),
               pct(s["drawishness"]["share"]) if s else None)
    t = r.get("seat_test")
    if t:
        yield line("  seat warnings", f"Holm over {len(t['seats'])} seats, {t['alpha']:.0%}", None)
        yield line(f"  games to see {t['difference'] * 100:.0f} points off", str(t["games_needed"]),
                   None)
    yield "length (rounds of finished games)"
    yield line("  median / 90th percentile", _median(r), _median(s) if s else None)
    yield "  histogram: " + ", ".join(f"{h['from']}" + (f"–{h['to']}" if h["to"] != h["from"] else "")
                                      + f": {h['games']}" for h in r["rounds"]["histogram"])
    yield "completion"
    c = r["completion"]
    yield line("  games that ended with a winner", f"{pct(c['share'])} [{c['low']:.1%}, {c['high']:.1%}]",
               pct(s["completion"]["share"]) if s else None)
    dec = r["decisiveness"]
    yield line("  decided after (share of the game)", "–" if dec is None else pct(dec),
               ("–" if s["decisiveness"] is None else pct(s["decisiveness"])) if s else None)
    yield line("  lead changes a game", f"{r['lead_changes']:.2f}", f"{s['lead_changes']:.2f}" if s else None)
    yield from odd_text(r)
    k = r["skill"]
    yield "skill (one hard player against medium ones)"
    yield line(f"  hard's share of {k['games']} games", _skill(k), _skill(s["skill"]) if s else None)
    yield f"  (a fair share is {k['fair_share']:.0%})"
    yield from _more(r, s, line)
    yield "colours (share of flights / sun entries / wins)"
    for name, col in r["colours"].items():
        std = s["colours"][name] if s else None
        yield line(f"  {name}", f"{col['flight_share']:.1%} / {col['sun_share']:.1%} / {col['win_share']:.1%}",
                   f"{std['flight_share']:.1%} / {std['sun_share']:.1%} / {std['win_share']:.1%}" if std else None)
    yield "usage (stops a game; planet turned up in a share of games)"
    for cell in r["visits"]["cells"]:
        extra = f", turned up {cell['turned_up_share']:.0%}" if "turned_up" in cell else ""
        yield (f"  row {cell['row']}, col {cell['col']} ({cell['kind']}): "
               f"{cell['stops_per_game']:.2f}{extra}")
    sun = r["visits"]["sun"]
    yield "  sun entries by side: " + ", ".join(f"{k} {v}" for k, v in sun["by_side"].items())
    for w in r["warnings"]:
        yield "Warning: " + warning_text(w)
    yield f"({elapsed:.1f} s)"


def _median(r: dict) -> str:
    """Median / 90th percentile of the finished games, or "–" when none finished."""
    k = r["rounds"]
    return "–" if k["median"] is None else f"{k['median']:.0f} / {k['p90']:.0f}"


def _skill(k: dict) -> str:
    """The skill share with its interval; "not played" without games; marked when it is
    too wide to read (wider than ±10 points)."""
    if not k["games"]:
        return "not played"
    text = f"{k['share']:.1%} [{k['low']:.1%}, {k['high']:.1%}]"
    return text + " (too wide to read)" if k.get("too_wide") else text


def _more(r: dict, s: dict | None, line) -> Iterable[str]:
    """The skill trace and Ludii's metrics (docs/designer.md explains each)."""
    trace = r.get("skill_trace") or []
    if trace:
        yield "skill trace (one player a level up among the level below; fair " \
              f"{trace[0]['fair_share']:.0%})"
        for step in trace:
            yield line(f"  {step['strong']} among {step['weak']}, {step['games']} games",
                       _skill(step), None)
    m = r.get("metrics")
    if not m:
        return
    sm = s.get("metrics") if s else None

    def num(x, fmt):
        return "–" if x is None else format(x, fmt)

    yield "Ludii metrics (balance games)"
    for key, label, fmt in (("branching_factor", "branching factor", ".2f"),
                            ("decision_factor", "decision factor", ".2f"),
                            ("forced_share", "forced decisions", ".1%"),
                            ("drama", "drama (chips behind)", ".2f"),
                            ("comeback_share", "games won from behind", ".1%"),
                            ("lead_changes", "lead changes a game", ".2f"),
                            ("lead_stability", "lead stability", ".1%")):
        yield line(f"  {label}", num(m[key], fmt), num(sm[key], fmt) if sm else None)

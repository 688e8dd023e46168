"""Game records (``.zrec``): write any game, load one by replaying it.

The format is docs/record-format.md exactly (its schema: resources/schemas/
record.schema.json). A record only ever holds
what has been revealed: a seat's card that is chosen but not yet turned over is
never written (R26), so a save made while cards are being chosen keeps only the
revealed cards and those seats choose again after loading.
"""

from __future__ import annotations

import os
from typing import Any

from .constants import CARDS, COLOURS, PIECES
from .decisions import Flip, Phase, PickColour, PlayCard, Rotate, Stop
from .discs import DiscSet
from .errors import IllegalDecision, ReplayDivergence
from .game import Game, Player
from .jsonio import Reader, dumps, read_json_file, write_atomic
from .layout import Layout
from .schema import check

RECORD_FORMAT = "zuendstoff-record"
RECORD_VERSION = 1
MAX_ROUNDS = 10_000
MAX_NAME = 40


def to_record(game: Game, extra: dict[str, Any] | None = None, *,
              for_text: bool = False) -> dict[str, Any]:
    """The record of ``game`` so far, as a JSON-ready dict (``extra`` adds writer fields).
    ``for_text``: the dict is turned into text at once and not changed, so the closed
    rounds' snapshots are shared with the game instead of copied (an autosave after every
    decision copied every earlier round's snapshot again)."""
    cells = game.layout.cells
    rounds = []
    for rnd in game.rounds:
        # copies: the game goes on changing its current round after this returns
        entry = {"cards": [list(c) for c in rnd["cards"]],
                 "rotations": [dict(r, target=list(r["target"])) for r in rnd["rotations"]],
                 "picks": [dict(p) for p in rnd["picks"]],
                 "flights": [dict(f) for f in rnd["flights"]]}
        if "state" in rnd:
            state = rnd["state"]
            entry["state"] = state.shared_json() if for_text else state.to_json()
            rounds.append(entry)
        elif rnd["cards"]:
            flights = entry["flights"]
            if game.phase is Phase.FLIP and flights:
                # the flip is still to be chosen: leave it out rather than write null
                del flights[-1]["flip"]
            rounds.append(entry)
    doc: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "discs": game.discs.to_json(),
        "layout": game.layout.to_json(),
        "players": [{"name": p.name, "piece": p.piece} for p in game.players],
        "deal": [{"cell": list(cells[i]), "planet": game.faces[i]} for i in game.layout.slots],
        "rounds": rounds,
    }
    if game.is_over and game.winners:
        doc["winners"] = list(game.winners)
    if game.end:
        doc["end"] = game.end
    if extra:
        for k, v in extra.items():
            doc.setdefault(k, v)
    return doc


def public_record(game: Game) -> dict[str, Any]:
    """The record of ``game`` as its replay shows it to anyone at the table (R26): the
    faces of planets never turned up are not in it. The replay viewer shows those slots
    face down to the end; this record deals them the planets left over, in the order of
    their cells, so it replays to the same positions and holds no secret (the set of
    planets left over is public by counting; which slot holds which is not).
    """
    from .timeline import timeline

    doc = to_record(game)
    cells = game.layout.cells
    start, steps = timeline(game)
    seen = {i for pos in [start, game, *(s.after for s in steps)]
            for i in game.layout.slots if pos.face_up[i]}
    hidden = [i for i in game.layout.slots if i not in seen]
    left = sorted(game.faces[i] for i in hidden)
    faces = dict(zip(sorted(hidden, key=lambda i: cells[i]), left))
    doc["deal"] = [{"cell": list(cells[i]), "planet": faces.get(i, game.faces[i])}
                   for i in game.layout.slots]
    return doc


def record_text(game: Game, extra: dict[str, Any] | None = None) -> str:
    return dumps(to_record(game, extra, for_text=True))


def save_record(game: Game, path: str | os.PathLike[str],
                extra: dict[str, Any] | None = None) -> None:
    """Write the record atomically: a reader sees the old file or the new one."""
    write_atomic(path, record_text(game, extra))


def load_record(path: str | os.PathLike[str]) -> Game:
    """Load a record by replaying it; raises :class:`DataError` naming the file."""
    return replay(read_json_file(path), os.fspath(path))


def replay(doc: Any, source: str = "record") -> Game:
    """Rebuild the game a record describes, checking every snapshot on the way.

    Raises :class:`ReplayDivergence` (a :class:`DataError`) at the first decision
    the rules reject or the first snapshot field that differs, naming round,
    step and field.
    """
    rd = Reader(source)
    d = rd.header(doc, RECORD_FORMAT, RECORD_VERSION)
    check(d, "record", source)  # the shape first (the schema), then the rules (replay)
    discs = DiscSet.from_json(rd.key(d, "discs", ""), source)
    layout = Layout.from_json(rd.key(d, "layout", ""), source)
    players = _players(rd, rd.key(d, "players", ""))
    deal = _deal(rd, rd.key(d, "deal", ""), layout)
    try:
        game = Game.new(discs, layout, players, deal=deal)
    except IllegalDecision as exc:
        raise rd.fail("", str(exc)) from None
    rounds = rd.lst(rd.key(d, "rounds", ""), "rounds", MAX_ROUNDS)
    for ri, raw in enumerate(rounds, 1):
        _replay_round(rd, game, rd.obj(raw, f"rounds[{ri - 1}]"), ri, ri == len(rounds))
    end = d.get("end")
    if end is not None:
        if end != "limit":
            raise rd.fail("end", f"{end!r} is not a known end")
        if game.is_over:
            raise ReplayDivergence(source, game.round_no, "end", "end",
                                   "the game already has a winner")
        game.stop_at_limit()
    if "winners" in d:
        winners = [rd.as_int(w, f"winners[{i}]", 0, 4)
                   for i, w in enumerate(rd.lst(d["winners"], "winners", 5))]
        if not game.is_over or end is not None or tuple(winners) != game.winners:
            raise ReplayDivergence(source, game.round_no, "end", "winners",
                                   f"the record says {winners}, the rules give "
                                   f"{list(game.winners)}")
    elif game.is_over and end is None:
        raise ReplayDivergence(source, game.round_no, "end", "winners",
                               f"the game is over (winners {list(game.winners)}) but the "
                               "record names no winners")
    return game


# ------------------------------------------------------------------ parts
def _players(rd: Reader, raw: Any) -> list[Player]:
    lst = rd.lst(raw, "players", 5)
    if not 2 <= len(lst) <= 5:
        raise rd.fail("players", f"R6: a game has 2–5 players, this record has {len(lst)}")
    out = []
    for i, p in enumerate(lst):
        obj = rd.obj(p, f"players[{i}]")
        name = rd.str(obj, "name", f"players[{i}]", MAX_NAME)
        piece = PIECES[rd.choice(rd.key(obj, "piece", f"players[{i}]"),
                                 f"players[{i}].piece", PIECES)]
        out.append(Player(name, piece))
    if len({p.piece for p in out}) != len(out):
        raise rd.fail("players", "R6: two players have the same piece")
    return out


def _deal(rd: Reader, raw: Any, layout: Layout) -> dict[tuple[int, int], int]:
    lst = rd.lst(raw, "deal", 14)
    deal: dict[tuple[int, int], int] = {}
    slots = {layout.cells[i] for i in layout.slots}
    for i, e in enumerate(lst):
        obj = rd.obj(e, f"deal[{i}]")
        cell = rd.cell(rd.key(obj, "cell", f"deal[{i}]"), f"deal[{i}].cell", 10_000)
        planet = rd.int(obj, "planet", f"deal[{i}]", 2, 15)
        if cell not in slots:
            raise rd.fail(f"deal[{i}]", f"cell {list(cell)} is not a planet slot of the layout")
        if cell in deal:
            raise rd.fail(f"deal[{i}]", f"cell {list(cell)} is dealt twice")
        if planet in deal.values():
            raise rd.fail(f"deal[{i}]", f"planet {planet} is dealt twice")
        deal[cell] = planet
    if len(deal) != len(slots):
        raise rd.fail("deal", f"the layout has {len(slots)} planet slots but the deal fills "
                      f"{len(deal)}")
    return deal


def _apply(game: Game, decision: Any, source: str, ri: int, step: str, field: str) -> None:
    try:
        game.apply(decision)
    except IllegalDecision as exc:
        raise ReplayDivergence(source, ri, step, field, f"illegal decision: {exc}") from None


def _replay_round(rd: Reader, game: Game, rnd: dict[str, Any], ri: int, last: bool) -> None:
    src = rd.source
    if game.is_over:
        raise ReplayDivergence(src, ri, "cards", "cards", "the game was already over")
    n = game.seats
    has_state = "state" in rnd
    if has_state:
        for key in ("cards", "rotations", "picks", "flights"):
            rd.key(rnd, key, f"rounds[{ri - 1}]")
    elif not last:
        raise rd.fail(f"rounds[{ri - 1}]", "only the last round may lack a state")
    where = f"rounds[{ri - 1}]"
    cards = rd.lst(rnd.get("cards", []), f"{where}.cards", 5)
    if cards and len(cards) != n:
        raise rd.fail(f"{where}.cards", f"there are {n} seats but {len(cards)} card entries")
    pairs = [[CARDS[rd.choice(c, f"{where}.cards[{s}][{k}]", CARDS)]
              for k, c in enumerate(rd.lst(cs, f"{where}.cards[{s}]", 2))]
             for s, cs in enumerate(cards)]
    if any(not p for p in pairs):
        raise rd.fail(f"{where}.cards", "every seat has one or two cards")
    lengths = {len(p) for p in pairs}
    if len(lengths) > 1:
        raise rd.fail(f"{where}.cards", "either every seat's second card is known or none is")
    for k in range(max(lengths, default=0)):
        for s, p in enumerate(pairs):
            _apply(game, PlayCard(s, p[k]), src, ri, f"cards[{s}]", str(k))
    rotations = rd.lst(rnd.get("rotations", []), f"{where}.rotations", 20)
    for j, e in enumerate(rotations):
        w = f"{where}.rotations[{j}]"
        obj = rd.obj(e, w)
        seat = rd.int(obj, "seat", w, 0, 4)
        target = rd.cell(rd.key(obj, "target", w), f"{w}.target", 10_000)
        quarters = rd.int(obj, "quarters", w, 1, 3)
        _apply(game, Rotate(seat, target, quarters), src, ri, f"rotations[{j}]", "target")
    picks = rd.lst(rnd.get("picks", []), f"{where}.picks", 5)
    for j, e in enumerate(picks):
        w = f"{where}.picks[{j}]"
        obj = rd.obj(e, w)
        seat = rd.int(obj, "seat", w, 0, 4)
        colour = COLOURS[rd.choice(rd.key(obj, "colour", w), f"{w}.colour", COLOURS)]
        _apply(game, PickColour(seat, colour), src, ri, f"picks[{j}]", "colour")
    flights = rd.lst(rnd.get("flights", []), f"{where}.flights", 10)
    log = game.rounds[ri - 1]["flights"] if len(game.rounds) >= ri else []
    for j, e in enumerate(flights):
        w = f"{where}.flights[{j}]"
        obj = rd.obj(e, w)
        seat = rd.int(obj, "seat", w, 0, 4)
        colour = COLOURS[rd.choice(rd.key(obj, "colour", w), f"{w}.colour", COLOURS)]
        stop_raw = rd.key(obj, "stop", w)
        stop = None if stop_raw is None else rd.cell(stop_raw, f"{w}.stop", 10_000)
        flip = obj.get("flip")
        if flip is not None:
            flip = rd.as_int(flip, f"{w}.flip", 0, 3)
        step = f"flights[{j}]"
        log = game.rounds[ri - 1]["flights"]
        if j >= len(log):
            current = game.current_flight() if game.phase is Phase.STOP else None
            if current is None:
                raise ReplayDivergence(src, ri, step, "seat", "the rules give no further flight")
            if current != (seat, colour):
                raise ReplayDivergence(src, ri, step, "seat",
                                       f"the record flies seat {seat} {colour}, the rules give "
                                       f"seat {current[0]} {current[1]} (R20)")
            if stop is None:
                raise ReplayDivergence(src, ri, step, "stop",
                                       "the record says the piece could not move, but it can")
            _apply(game, Stop(seat, stop), src, ri, step, "stop")
            if game.phase is Phase.FLIP and game.current_flight() == (seat, colour):
                if flip is not None:
                    _apply(game, Flip(seat, flip), src, ri, step, "flip")
                elif "flip" in obj or has_state or j != len(flights) - 1:
                    raise ReplayDivergence(src, ri, step, "flip",
                                           "the piece stopped on a face-down planet, whose "
                                           "rotation the record does not give (R22)")
                continue
        entry = game.rounds[ri - 1]["flights"][j]
        got = (entry["seat"], entry["colour"], entry["stop"], entry["flip"])
        want = (seat, colour, None if stop is None else list(stop), flip)
        if got != want:
            names = ("seat", "colour", "stop", "flip")
            bad = next(k for k in range(4) if got[k] != want[k])
            raise ReplayDivergence(src, ri, step, names[bad],
                                   f"the record says {want[bad]!r}, the rules give {got[bad]!r}")
    if not has_state:
        return
    done = game.rounds[ri - 1]
    if "state" not in done:
        raise ReplayDivergence(src, ri, "state", "state",
                               f"the round is not finished after the recorded decisions (the "
                               f"game waits for a {game.phase.value.replace('_', ' ')} decision)")
    if len(done["flights"]) != len(flights):
        raise ReplayDivergence(src, ri, "flights", "flights",
                               f"the record lists {len(flights)} flights, the rules give "
                               f"{len(done['flights'])}")
    _compare_state(rd, done["state"].to_json(), rd.obj(rnd["state"], f"{where}.state"), ri)


def _compare_state(rd: Reader, got: dict[str, Any], want: dict[str, Any], ri: int) -> None:
    src = rd.source
    for key in ("sun_rotation", "discs", "pieces", "chips", "hands"):
        if key not in want:
            raise rd.fail(f"rounds[{ri - 1}].state", f"the key '{key}' is missing")
    if want["sun_rotation"] != got["sun_rotation"]:
        raise ReplayDivergence(src, ri, "state", "sun_rotation",
                               f"the record says {want['sun_rotation']!r}, the replay gives "
                               f"{got['sun_rotation']}")
    wd = want["discs"]
    if not isinstance(wd, list) or not all(isinstance(x, dict) for x in wd):
        raise rd.fail(f"rounds[{ri - 1}].state.discs", "expected a list of discs")
    by_cell = {}
    for x in wd:
        cell = x.get("cell")
        key = tuple(cell) if isinstance(cell, list) and len(cell) == 2 else None
        if key in by_cell:
            raise ReplayDivergence(src, ri, "state", f"discs{list(key) if key else ''}",
                                   "the record lists this disc twice")
        by_cell[key] = x
    for disc in got["discs"]:
        w = by_cell.get(tuple(disc["cell"]))
        field = f"discs{disc['cell']}"
        if w is None:
            raise ReplayDivergence(src, ri, "state", field, "the record does not list this disc")
        for k in ("face_up", "rotation"):
            if w.get(k) != disc[k] or type(w.get(k)) is not type(disc[k]):
                raise ReplayDivergence(src, ri, "state", f"{field}.{k}",
                                       f"the record says {w.get(k)!r}, the replay gives {disc[k]!r}")
    if len(by_cell) != len(got["discs"]):
        raise ReplayDivergence(src, ri, "state", "discs", "the record lists other discs")
    for key in ("pieces", "chips", "hands"):
        wl, gl = want[key], got[key]
        if not isinstance(wl, list) or len(wl) != len(gl):
            raise ReplayDivergence(src, ri, "state", key, "one entry per seat expected")
        for s, (w, g) in enumerate(zip(wl, gl)):
            if w != g:
                raise ReplayDivergence(src, ri, "state", f"{key}[{s}]",
                                       f"the record says {w!r}, the replay gives {g!r}")

"""R26 for phones, counterfactually: change a secret, and nothing sent to a seat that may not
know it changes — not one byte, for every message type, in every phase.

Two kinds of secret: the face-down planets (which planet lies where, until turned up) and
each seat's unrevealed card. Games are played with random legal decisions; the probe for a
seat is its ``state`` message plus the answers to a fixed set of phone messages (hello,
ping, a legal decide, an illegal one, a stale one).
"""

from __future__ import annotations

import json
import random

from net_helpers import new_game, table
from zuendstoff.engine import Game
from zuendstoff.engine.constants import CARD_INDEX, CARDS
from zuendstoff.engine.decisions import Phase
from zuendstoff.net.channel import SeatChannels
from zuendstoff.net.protocol import decision_data

PHASES = {p for p in Phase}
DATA_KEYS = ("kind", "card", "target", "quarters", "colour", "cell", "rotation")


def probe(game: Game, seat: int, info) -> list[str]:
    """Every byte a seat's phone would receive now: its state and the answers to a probe."""
    ch = SeatChannels()
    ch.set_seats([seat])
    out = [ch.publish(seat, game.view(seat), info)]
    legal = game.view(seat).legal
    msgs = ['{"type": "hello", "protocol": 1, "id": "h"}', '{"type": "ping", "id": "p"}',
            json.dumps({"type": "decide", "id": "i", "version": 1,
                        "decision": {"kind": "flip", "rotation": 2}}),
            json.dumps({"type": "decide", "id": "s", "version": 0,
                        "decision": {"kind": "card", "card": "sun"}})]
    if legal:
        data = decision_data(game.view(seat), legal[-1])
        msgs.append(json.dumps({"type": "decide", "id": "l", "version": 1,
                                "decision": {k: data[k] for k in data if k in DATA_KEYS}}))
    for raw in msgs:
        out.extend(ch.handle(seat, raw).texts)
    return out


def play(game: Game, decisions: list, info, steps: int) -> list[dict[int, list[str]]]:
    """Apply ``decisions`` (or random ones, appended to it) and probe every seat before each."""
    rng = random.Random(len(decisions) + steps)
    record = []
    i = 0
    while not game.is_over and i < steps:
        record.append({s: probe(game, s, info) for s in range(game.seats)})
        if i < len(decisions):
            game.apply(decisions[i])
        else:
            seat = rng.choice(game.pending_seats())
            d = rng.choice(game.legal_decisions(seat))
            decisions.append(d)
            game.apply(d)
        i += 1
    record.append({s: probe(game, s, info) for s in range(game.seats)})
    return record


def test_face_down_planets_leave_no_trace_in_any_seats_bytes():
    phases_seen: set = set()
    checked = 0
    for seed in range(8):
        a = new_game(3, seed)
        info = table(3, thinking=1, moment="round")
        decisions: list = []
        record_a = play(a, decisions, info, steps=90)  # leaves planets face down
        # the deal of B: the same planet wherever A turned one up, the others shuffled
        slots = a.layout.slots
        hidden = [i for i in slots if not a.face_up[i]]
        if len(hidden) < 2:
            continue
        numbers = [a.faces[i] for i in hidden]
        shuffled = numbers[1:] + numbers[:1]  # every hidden planet moves
        deal = {a.layout.cells[i]: a.faces[i] for i in slots}
        for i, n in zip(hidden, shuffled):
            deal[a.layout.cells[i]] = n
        b = Game.new(a.discs, a.layout, a.players, deal=deal)
        assert [b.faces[i] for i in hidden] != [a.faces[i] for i in hidden]
        record_b = play(b, list(decisions), info, steps=len(decisions))
        assert len(record_b) == len(record_a)
        for step_a, step_b in zip(record_a, record_b):
            assert step_a == step_b, "a face-down planet's identity reached a phone"
            checked += 1
        fresh = new_game(3, seed)
        for d in decisions:
            phases_seen.add(fresh.phase)
            fresh.apply(d)
    assert checked > 500
    assert phases_seen >= PHASES - {Phase.OVER}, phases_seen


def test_an_unrevealed_card_reaches_its_own_phone_only():
    checked = 0
    phases = set()
    for seed in range(4):
        game = new_game(4, seed)
        info = table(4)
        rng = random.Random(seed)
        for _ in range(250):
            if game.is_over:
                break
            if game.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD):
                for s in range(4):
                    chosen = game._choice[s]  # the secret (test-only access)
                    if chosen < 0:
                        continue
                    base = {t: probe(game, t, info) for t in range(4)}
                    for card, count in game.hand(s).items():
                        if CARD_INDEX[card] == chosen or not count:
                            continue
                        other = game.copy()
                        other._choice[s] = CARD_INDEX[card]
                        for t in range(4):
                            got = probe(other, t, info)
                            if t == s:
                                assert got != base[t]  # its own phone shows the laid card
                                assert json.loads(got[0])["laid"] == card
                            else:
                                assert got == base[t], f"seat {s}'s {CARDS[chosen]} reached seat {t}"
                        checked += 1
                        phases.add(game.phase)
            seat = rng.choice(game.pending_seats())
            game.apply(rng.choice(game.legal_decisions(seat)))
    assert checked > 200 and phases == {Phase.FIRST_CARD, Phase.SECOND_CARD}

"""Issue 13: the expert level (ISMCTS). Fast, deterministic: iteration budgets, no timing.

* every decision it makes is legal, and it makes every kind of decision (R13–R22);
* it sees only its view (R26): in two games that differ only in secrets it decides the
  same, in card steps and in the steps of the flights (also turning a face-down planet);
* the same seed and iteration budget give the same decision;
* a cancel flag set before or during the search ends it.
"""

from __future__ import annotations

import json
import threading

import pytest
from zuendstoff.engine.bots import BOTS, ExpertBot, make_bot
from zuendstoff.engine.bots.expert import POLL
from zuendstoff.engine.constants import PIECES
from zuendstoff.engine.decisions import Phase
from zuendstoff.engine.game import Game, Player
from zuendstoff.resources import builtin_layout, default_discs


def _players(n: int) -> list[Player]:
    return [Player(f"P{s}", PIECES[s]) for s in range(n)]


def _game(layout_key: str, n: int, seed) -> Game:
    return Game.new(default_discs(), builtin_layout(layout_key), _players(n), seed=seed)


def _views(n: int, seed: int, rounds: int = 4):
    """Seat 0's views with a real choice, from a game of medium bots."""
    game = _game("standard", n, seed)
    bots = [make_bot("medium", s) for s in range(n)]
    out = []
    while not game.is_over and game.round_no <= rounds:
        for s in game.pending_seats():
            v = game.view(s)
            if s == 0 and len(v.legal) > 1:
                out.append(v)
            game.apply(bots[s].decide(v))
    return out


def test_expert_is_a_level():
    assert "expert" in BOTS and make_bot("expert", 1).name == "expert"


@pytest.mark.parametrize("layout_key,n,seed", [("standard", 2, 1), ("alt1", 3, 2),
                                               ("alt2", 4, 3), ("standard", 5, 4)])
def test_expert_makes_only_legal_decisions(layout_key, n, seed):
    game = _game(layout_key, n, f"legal{seed}")
    bots = [ExpertBot(f"e{s}", iterations=24) if s % 2 == 0 else make_bot("medium", s)
            for s in range(n)]
    kinds = set()
    while not game.is_over and game.round_no <= 40:
        for s in game.pending_seats():
            view = game.view(s)
            d = bots[s].decide(view)
            assert d in view.legal, (d, view.phase)
            if s % 2 == 0:
                kinds.add(type(d).__name__)
            game.apply(d)
    assert {"PlayCard", "Stop"} <= kinds


def test_expert_decides_every_kind_of_step():
    """Across a few games the expert's own rotations, picks, stops and flips all occur."""
    kinds = set()
    for g in range(12):
        n = 2 + g % 3
        game = _game("standard", n, f"kinds{g}")
        bots = [ExpertBot(f"k{g}:{s}", iterations=16) for s in range(n)]
        while not game.is_over and game.round_no <= 30:
            for s in game.pending_seats():
                view = game.view(s)
                d = bots[s].decide(view)
                assert d in view.legal
                if len(view.legal) > 1:
                    kinds.add(view.phase)
                game.apply(d)
        if len(kinds) == 6:
            break
    assert kinds >= {Phase.FIRST_CARD, Phase.SECOND_CARD, Phase.STOP, Phase.FLIP, Phase.ROTATE}


def _twins(n: int, seed: int):
    """Two games equal in public information; the face-down planets differ."""
    discs, layout = default_discs(), builtin_layout("standard")
    a = Game.new(discs, layout, _players(n), seed=seed)
    deal = {layout.cells[i]: a.faces[i] for i in layout.slots}
    down = [layout.cells[i] for i in layout.slots]
    values = [deal[c] for c in down]
    other = dict(zip(down, values[1:] + values[:1]))
    b = Game.new(discs, layout, _players(n), deal=other)
    return a, b


@pytest.mark.parametrize("n,seed", [(2, 11), (3, 12), (4, 13)])
def test_r26_expert_decides_alike_when_only_secrets_differ(n, seed):
    """Counterfactual: hidden card choices of the others and face-down planets differ; the
    expert's decisions (card steps, rotations, picks, stops, flips) do not."""
    a, b = _twins(n, seed)
    assert a.faces != b.faces
    movers = [make_bot("medium", f"m{s}") for s in range(n)]
    checked = set()
    while not a.is_over and a.round_no <= 12:
        pending = a.pending_seats()
        mine = None
        if a.view(0) != b.view(0):  # a planet was turned up: now the games differ in public
            break
        if a.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD) and 0 in pending:
            # the others lay *different* hidden cards in the two games, then seat 0 decides
            others = [s for s in pending if s != 0]
            for s in others:
                la, lb = a.legal_decisions(s), b.legal_decisions(s)
                a.push(la[0])
                b.push(lb[-1])
            va, vb = a.view(0), b.view(0)
            assert va == vb
            if len(va.legal) > 1:
                mine = ExpertBot("same", iterations=60).decide(va)
                assert ExpertBot("same", iterations=60).decide(vb) == mine
                assert mine in va.legal
                checked.add(va.phase)
            for _s in others:
                a.pop()
                b.pop()
        for s in pending:
            va, vb = a.view(s), b.view(s)
            if va != vb:
                break
            if s == 0 and mine is not None:
                d = mine
            elif s == 0 and len(va.legal) > 1:
                d = ExpertBot("same", iterations=60).decide(va)
                assert ExpertBot("same", iterations=60).decide(vb) == d and d in va.legal
                checked.add(va.phase)
            else:
                d = movers[s].decide(va)
            a.apply(d)
            b.apply(d)
    _enough(checked)


def _enough(checked) -> None:
    assert Phase.FIRST_CARD in checked and Phase.SECOND_CARD in checked


def test_r26_expert_flip_ignores_what_lies_face_down():
    """R22: at a face-down planet the expert chooses the same rotation whatever the face."""
    found = 0
    for seed in range(30):
        a, b = _twins(2, 100 + seed)
        bots = [make_bot("medium", s) for s in range(2)]
        while not a.is_over and a.phase is not Phase.FLIP:
            for s in a.pending_seats():
                d = bots[s].decide(a.view(s))
                a.apply(d)
                b.apply(d)
        if a.phase is not Phase.FLIP:
            continue
        seat = a.pending_seats()[0]
        va, vb = a.view(seat), b.view(seat)
        assert va == vb and a.faces != b.faces
        da = ExpertBot(3, iterations=80).decide(va)
        db = ExpertBot(3, iterations=80).decide(vb)
        assert da == db and da in va.legal
        found += 1
        if found >= 3:
            break
    assert found >= 1


def test_same_seed_and_budget_give_the_same_decision():
    for view in _views(3, 5)[:12]:
        first = ExpertBot("r", iterations=120).decide(view)
        for _ in range(2):
            assert ExpertBot("r", iterations=120).decide(view) == first


def test_iterations_are_counted_and_bounded():
    view = _views(2, 6)[0]
    bot = ExpertBot(1, iterations=37)
    bot.decide(view)
    assert bot.last_iterations == 37


def test_a_settled_search_ends_early_and_decides_the_same():
    """Once no further iteration could change the most visited decision, the search ends;
    with an iteration budget the decision is exactly the one the whole budget gives."""
    budget = 1000  # the default; 3,000 over 16 positions cost a minute of CI for the same check
    used = []
    for n, seed in ((2, 21), (4, 22)):
        for view in _views(n, seed)[:6]:
            whole = ExpertBot("s", iterations=budget)
            whole.prune = False
            pruned = ExpertBot("s", iterations=budget)
            assert pruned.decide(view) == whole.decide(view)
            assert whole.last_iterations == budget
            assert pruned.last_iterations <= budget
            used.append(pruned.last_iterations)
    assert min(used) < budget  # some decisions were settled before the budget ran out


class _Clock:
    """A stand-in for ``time``: every look at the clock advances it by a millisecond."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 0.001
        return self.now


def test_a_settled_search_ends_before_its_time_budget(monkeypatch):
    """With a time budget the iterations still to come are estimated from the rate so far;
    a settled decision does not wait for the clock (clock made deterministic here)."""
    from zuendstoff.engine.bots import expert

    views = _views(2, 21)[:8]
    probes = []
    for view in views:
        probe = ExpertBot("s", iterations=3000)
        probe.decide(view)
        probes.append(probe.last_iterations)
    view = views[probes.index(min(probes))]  # a decision that settles early
    runs = {}
    for prune in (False, True):
        monkeypatch.setattr(expert, "time", _Clock())
        bot = ExpertBot("s", time_budget=1.0, workers=1)
        bot.prune = prune
        runs[prune] = (bot.decide(view), bot.last_iterations)
    assert runs[True][0] == runs[False][0] and runs[True][0] in view.legal
    assert runs[True][1] < runs[False][1]


def test_a_stop_flag_set_before_the_search_ends_it_at_once():
    view = _views(2, 7)[0]
    bot = ExpertBot(1, iterations=10**9, should_stop=lambda: True)
    d = bot.decide(view)
    assert d in view.legal and bot.last_iterations == 0


def test_a_stop_flag_set_during_the_search_ends_it():
    view = _views(2, 8)[0]
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 5

    bot = ExpertBot(1, iterations=10**9, should_stop=stop)
    d = bot.decide(view)
    assert d in view.legal and bot.last_iterations == 5 * POLL


def test_cancel_from_another_thread_ends_an_endless_search():
    view = _views(2, 9)[0]
    polled = threading.Event()
    bot = ExpertBot(1, iterations=10**9, should_stop=lambda: polled.set() or False)
    out = []
    worker = threading.Thread(target=lambda: out.append(bot.decide(view)), daemon=True)
    worker.start()
    assert polled.wait(30)  # the search runs and polls its flags
    bot.cancel()
    worker.join(30)
    assert not worker.is_alive() and out and out[0] in view.legal
    assert 0 < bot.last_iterations < 10**9


def test_time_budget_without_iterations_searches_until_told():
    """With only a time budget the iteration limit is open; a stop flag still ends it."""
    view = _views(2, 10)[0]
    calls = []
    bot = ExpertBot(1, time_budget=3600.0,
                    should_stop=lambda: (calls.append(1), len(calls) > 3)[1])
    d = bot.decide(view)
    assert d in view.legal and bot.last_iterations == 3 * POLL


# ------------------------------------------------------------------ zuendstoff-sim

def test_sim_iteration_budgets_are_reproducible(tmp_path, capsys):
    from zuendstoff import sim

    outs = []
    for k in range(2):
        records = tmp_path / f"r{k}"
        assert sim.main(["--players", "2", "--games", "2", "--seed", "4", "--bots",
                         "expert:12,medium", "--records", str(records), "--json"]) == 0
        outs.append(json.loads(capsys.readouterr().out))
        outs.append(sorted(p.read_bytes() for p in records.iterdir()))
    assert outs[0]["wins_by_bot"] == outs[2]["wins_by_bot"]
    assert set(outs[0]["wins_by_bot"]) == {"expert:12", "medium"}
    assert outs[1] == outs[3] and len(outs[1]) == 2  # byte-identical records


def test_sim_budgets_reach_the_bots():
    from zuendstoff import sim

    assert sim.parse_bot("expert:500") == ("expert", 500)
    assert sim.parse_bot("hard") == ("hard", None)
    bot = sim.build_bot("expert:7", 1, think=None, iterations=99)
    assert bot.iterations == 7 and bot.time_budget is None  # the bot's own budget wins
    bot = sim.build_bot("expert", 1, think=0.5)
    assert bot.time_budget == 0.5 and bot.iterations is None  # searches until the time is up
    hard = sim.build_bot("hard", 1, think=0.5, iterations=20)
    assert hard.iterations == 20 and hard.time_budget == 0.5
    assert not hasattr(sim.build_bot("medium", 1, think=0.5), "time_budget")


@pytest.mark.parametrize("args", [["--bots", "expert:x"], ["--bots", "expert:0"],
                                  ["--bots", "wizard:5"], ["--think", "0"],
                                  ["--think", "-1"], ["--iterations", "0"]])
def test_sim_refuses_bad_budgets(args, capsys):
    from zuendstoff import sim

    with pytest.raises(SystemExit) as exc:
        sim.main(["--games", "1", *args])
    assert exc.value.code == 2
    assert "zuendstoff-sim: error" in capsys.readouterr().err


def test_sim_help_documents_the_budgets(capsys):
    from zuendstoff import sim

    with pytest.raises(SystemExit):
        sim.main(["--help"])
    text = capsys.readouterr().out
    assert "--think SECONDS" in text and "--iterations N" in text and "expert:500" in text


# ------------------------------------------------------------------ root parallel

def test_root_parallel_search_in_worker_processes_is_reproducible():
    """Two trees (one in a spawned worker process) with an iteration budget: the budget is
    split, the visits summed, and the same seed gives the same decision."""
    from zuendstoff.engine.bots import expert_pool

    if not expert_pool.available():
        pytest.skip("no worker processes here")
    views = _views(3, 14)[:3]
    try:
        for view in views:
            bots = [ExpertBot("p", iterations=100, workers=2) for _ in range(2)]
            a, b = (bot.decide(view) for bot in bots)
            assert a == b and a in view.legal
            assert bots[0].last_iterations == bots[1].last_iterations == 100  # 50 + 50
        stopped = ExpertBot("p", iterations=10**9, workers=2, should_stop=lambda: True)
        assert stopped.decide(views[0]) in views[0].legal  # a stop flag ends every tree
    finally:
        expert_pool.shutdown()


def test_worker_processes_search_with_what_the_seat_has_read():
    """The worker's tree uses the calling seat's beliefs about its rivals (.reading): the
    summed visits are those of the same two trees searched here with the same beliefs, and
    differ from two trees searched with none."""
    from zuendstoff.engine.bots import expert_pool

    if not expert_pool.available():
        pytest.skip("no worker processes here")
    view = next(v for v in _views(2, 15, rounds=6) if v.phase is Phase.FIRST_CARD
                and v.round_no >= 3)
    reads = (0.0, 0.9)
    try:
        bot = ExpertBot("r", iterations=1200, workers=2)
        bot.reads = reads
        visits = expert_pool.parallel_visits(bot, view, 2)
    finally:
        expert_pool.shutdown()
    rng = ExpertBot("r").rng  # the seeds parallel_visits drew from a fresh bot's generator
    seeds = [rng.random(), rng.random()]

    def local(beliefs):
        total: dict = {}
        for seed in seeds:
            here = ExpertBot("r", iterations=600, workers=1)
            here.reads = beliefs
            for action, n in here.search(view, seed).items():
                total[action] = total.get(action, 0) + n
        return total

    assert visits == local(reads)
    assert visits != local(None)
@pytest.mark.parametrize("n,seed", [(2, 31), (4, 36), (5, 33)])
def test_the_next_rounds_hands_and_pairs_are_the_engines(n, seed):
    """The search's next round (R24): the hand each seat starts it with, computed from a view
    of this round and the cards played, is the engine's; the pairs it may lay are exactly
    the first and second cards the engine allows (quiet card first)."""
    from zuendstoff.engine.bots.hands import after_round, card_pairs, next_hand
    from zuendstoff.engine.constants import CARD_INDEX

    game = _game("standard", n, seed)
    bots = [make_bot("medium", s) for s in range(n)]
    checked = refills = 0
    while not game.is_over and game.round_no <= 30:
        start = game.view(0)  # the start of a round: its hands and put-aside piles
        assert start.phase is Phase.FIRST_CARD
        for s in range(n):  # the pairs: every first card, then every second after it
            allowed = set()
            for first in game.legal_decisions(s):
                game.push(first)
                others = [game.legal_decisions(o)[0] for o in range(n) if o != s]
                for d in others:
                    game.push(d)
                for second in game.legal_decisions(s):
                    a, b = CARD_INDEX[first.card], CARD_INDEX[second.card]
                    allowed.add(tuple(sorted((a, b))))
                for _ in others:
                    game.pop()
                game.pop()
            pairs = card_pairs(start.hands[s])
            assert len(set(pairs)) == len(pairs)
            assert {tuple(sorted(p)) for p in pairs} == allowed
        r = game.round_no
        while game.round_no == r and not game.is_over:
            for s in game.pending_seats():
                game.apply(bots[s].decide(game.view(s)))
        if game.is_over:
            break
        cards = game.rounds[-2]["cards"]
        after = game.view(0)
        for s in range(n):
            a, b = (CARD_INDEX[c] for c in cards[s])
            hand = list(start.hands[s])
            hand[a] -= 1
            hand[b] -= 1
            refills += sum(hand) == 1
            assert next_hand(hand, start.put_aside[s], a, b) == tuple(after.hands[s])
            # and the put-aside pile the round after that starts from (horizon 3 and more)
            assert after_round(hand, start.put_aside[s], a, b) == (tuple(after.hands[s]),
                                                                   tuple(after.put_aside[s]))
            checked += 1
    assert checked >= 8 * n and refills >= n


def test_the_search_plays_the_next_rounds_cards_only_with_two_rounds():
    """Horizon 2: the tree holds the next round's card nodes, one per seat and hand, whose
    pairs are that hand's; horizon 1 (the one-round search kept for benchmarks) holds none."""
    from zuendstoff.engine.bots.hands import card_pairs
    from zuendstoff.engine.bots.ismcts import Search

    view = next(v for v in _views(3, 16) if v.phase is Phase.FIRST_CARD and v.round_no >= 2)
    for horizon in (1, 2):
        tree = Search(view, 0.5, None, horizon)
        for _ in range(300):
            tree.iterate()
        nodes = {k: v for k, v in tree.tree.items() if k[0] == "N"}
        if horizon == 1:
            assert not nodes
            continue
        assert all(len(k) == 3 for k in nodes)  # the next round only
        assert {k[1] for k in nodes} == {0, 1, 2}  # every seat lays a pair there
        for (_n, _s, hand), node in nodes.items():
            assert node.actions == card_pairs(hand)
        assert sum(node.total for k, node in nodes.items() if k[1] == 0) > 0


def test_three_rounds_play_the_round_after_next_from_the_hands_the_next_round_leaves():
    """Horizon 3: besides the next round's nodes (the same keys as horizon 2), the tree holds
    nodes for the round after, one per seat and hand; each of those hands is one the seat can
    hold then (from its hand and pile now, R24 twice, :func:`after_round`), and its pairs are
    that hand's."""
    from zuendstoff.engine.bots.hands import after_round, card_pairs
    from zuendstoff.engine.bots.ismcts import Search

    view = next(v for v in _views(3, 16) if v.phase is Phase.FIRST_CARD and v.round_no >= 2)
    tree = Search(view, 0.5, None, 3)
    for _ in range(400):
        tree.iterate()
    next_nodes = {k: v for k, v in tree.tree.items() if k[0] == "N" and len(k) == 3}
    after = {k: v for k, v in tree.tree.items() if k[0] == "N" and len(k) == 4}
    assert next_nodes and after
    assert {k[1] for k in after} == {2}  # the depth: the round after next
    assert {k[2] for k in after} == {0, 1, 2}  # every seat lays a pair there
    for (_n, _depth, s, hand), node in after.items():
        assert node.actions == card_pairs(hand)
        assert sum(hand) >= 2
    # every such hand is one the seat can hold then: from its hand and pile now, any pair
    # this round, any pair of the hand that leaves next round (R24 both times)
    def left(hand, pair):
        out = list(hand)
        out[pair[0]] -= 1
        out[pair[1]] -= 1
        return out

    for s in range(3):
        reachable = set()
        for pair in card_pairs(view.hands[s]):
            hand1, pile1 = after_round(left(view.hands[s], pair), view.put_aside[s], *pair)
            for pair2 in card_pairs(hand1):
                reachable.add(after_round(left(hand1, pair2), pile1, *pair2)[0])
        held = {k[3] for k in after if k[2] == s}
        assert held and held <= reachable
    assert sum(node.total for node in after.values()) > 0
    assert after_round((0, 1, 0), (1, 2, 3), 0, 2) == ((2, 3, 4), (0, 0, 0))
    assert after_round((1, 1, 0), (1, 2, 3), 0, 2) == ((1, 1, 0), (2, 2, 4))

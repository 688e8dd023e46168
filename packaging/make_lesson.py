"""Check the guided first game as a lesson, or search for a new one.

    python packaging/make_lesson.py --check [RECORD]   # the shipped lesson (or RECORD)
    python packaging/make_lesson.py --search           # find one, write it if it passes

The shipped record (resources/lessons/first_game.zrec) is frozen: the app replays its moves,
so what the computer players would choose today does not matter to it. ``--check`` (run by a
test) reads it as a lesson: the record is valid and every step in it legal (it is replayed),
and it is a lesson as its callouts tell it (engine/lesson.py ``lesson_problems``: two seats,
every kind of step met by the learner, nobody winning on the way, the end the learner's
flight into the sun).

``--search`` finds a new one, only when someone decides to change the lesson: a two-seat
game on the standard layout in which the learner (seat 0) meets every kind of step within a
few rounds. A seeded beam search over rounds: from each kept game, many random round plans
(both seats' cards at random, the learner's public decisions at random, the computer's by
the medium bot) are played; the games that have shown the most kinds of step, the most
recent of them in the fewest rounds, go on. It writes the record only if it passes the check.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "app"))

from zuendstoff import resources  # noqa: E402
from zuendstoff.engine import Game, Phase, PlayCard, Player, load_record  # noqa: E402
from zuendstoff.engine.errors import DataError  # noqa: E402
from zuendstoff.engine.jsonio import dumps  # noqa: E402
from zuendstoff.engine.lesson import EVENTS, LEARNER, events, lesson_problems  # noqa: E402
from zuendstoff.engine.record import replay, to_record  # noqa: E402

OUT = ROOT / "resources" / "lessons" / "first_game.zrec"
ROUNDS = 4
BEAM = 24
PLANS = 160
DEALS = range(1, 40)
WANTED = set(EVENTS)


def _round(game: Game, rng: random.Random, bot) -> tuple[Game, set[str]]:
    """Play one round from ``game`` (a copy) with random cards; the kinds of step seen."""
    g = game.copy()
    seen: set[str] = set()
    start = g.round_no
    while not g.is_over and g.round_no == start:
        for seat in g.pending_seats():
            if g.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD):
                decision = PlayCard(seat, rng.choice(g.hand_list(seat)))
            elif seat == LEARNER:
                decision = rng.choice(g.legal_decisions(seat))
            else:
                decision = bot.decide(g.view(seat))
            before = g.copy()
            g.apply(decision)
            seen.update(events(before, decision, g))
    return g, seen


def search(deal_seed: int, seed: int = 7) -> tuple[Game, set[str]] | None:
    from zuendstoff.engine.bots import make_bot  # (the search only: the check needs no bot)
    discs = resources.default_discs()
    layout = resources.builtin_layout("standard")
    start = Game.new(discs, layout, [Player("You", "black"), Player("Computer", "white")],
                     seed=deal_seed)
    rng = random.Random(f"lesson:{deal_seed}:{seed}")
    bot = make_bot("medium", f"lesson:{deal_seed}")
    beam: list[tuple[Game, frozenset[str]]] = [(start, frozenset())]
    for _ in range(ROUNDS):
        grown: dict[tuple, tuple[Game, frozenset[str]]] = {}
        for game, seen in beam:
            for _plan in range(PLANS):
                g, new = _round(game, rng, bot)
                if g.is_over and not (seen | new) >= WANTED:
                    continue
                key = (frozenset(seen | new), tuple(g.pieces), tuple(map(tuple, g.chips)))
                grown.setdefault(key, (g, frozenset(seen | new)))
        ranked = sorted(grown.values(), key=lambda e: (-len(e[1]), e[0].round_no,
                                                       json.dumps(to_record(e[0])["rounds"])))
        beam = ranked[:BEAM]
        for g, seen in beam:
            if seen >= WANTED:
                return g, set(seen)
    return None


def lesson_text() -> str:
    for deal_seed in DEALS:
        found = search(deal_seed)
        if found is not None:
            game, _seen = found
            record = to_record(game, {"lesson": {"rounds": game.round_no - 1, "deal_seed": deal_seed}})
            return dumps(record)
    raise SystemExit("make_lesson: no deal shows every kind of step; widen the search")


def check(path: Path) -> list[str]:
    """What is wrong with the record at ``path`` as a lesson (empty: nothing)."""
    try:
        game = load_record(path)
    except (DataError, OSError, ValueError) as exc:  # invalid, or a step that is not legal
        return [f"not a valid record: {exc}"]
    return lesson_problems(game)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--check", nargs="?", const=str(OUT), metavar="RECORD",
                      help="check the shipped lesson (or RECORD) as a lesson")
    what.add_argument("--search", action="store_true",
                      help="search for a new lesson and write it if it passes the check")
    args = parser.parse_args(argv)
    if args.check is not None:
        problems = check(Path(args.check))
        for problem in problems:
            print(f"make_lesson: {problem}")
        print("make_lesson: " + ("the lesson is a lesson" if not problems else "NOT A LESSON"))
        return 1 if problems else 0
    text = lesson_text()
    problems = lesson_problems(replay(json.loads(text), "the search's lesson"))
    if problems:
        raise SystemExit("make_lesson: the search's lesson fails the check: " + "; ".join(problems))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(f"make_lesson: wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

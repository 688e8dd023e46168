"""Loops in a playtest's games (issue 43): games that repeat themselves, named apart from
games that are just long, and every odd game listed with its seed.

A game *repeats a position* when a round starts from a whole position it has been in before
(:mod:`..engine.repetition`: the board, pieces, chips, hands and cards put aside). Computer
players of one level that keep laying the same cards go round such a loop to the round
limit; since they now vary their choice when a position comes back, most loops are broken
after a few returns and the game ends. So the report says, of all games:

* ``state_repetition`` (Ludii's *state repetition*): the share of round starts, over all
  games, whose position had been seen before in the same game;
* ``looping``: games in which some position came back; ``unfinished_looping`` of them hit
  the round limit, and ``unfinished_long`` games hit it without ever repeating a position
  (the board's own length, not the players');
* ``mirror_rounds``: the share of rounds in which every seat laid the same two cards (the
  players copying one another);
* ``odd_games``: every unfinished or looping game, and every finished one that lasted more
  than three times the median (and over 30 rounds), with its number and seed (the
  simulator's :func:`.sim.game_seed`), rounds, repeats and why it is odd (``loop``,
  ``long``, ``loop broken``, ``very long``); the playtest window replays one in one click
  (:func:`replay_game`), the command prints the seeds.

:class:`LoopWatch` watches one game as its decisions are applied; :func:`game_loops` sums
it up as a plain tuple that travels back from a worker process; :func:`figures` turns the
tuples of all games into the figures above.
"""

from __future__ import annotations

from ..engine.decisions import Phase
from ..engine.repetition import Repetitions, round_position
from ..sim import game_seed, play_game

#: at most this many odd games are listed (the counts cover all of them)
ODD_LISTED = 100
#: a finished game is also odd when it lasted more than this many times the median of the
#: finished games, and more than :data:`VERY_LONG_ROUNDS` rounds
VERY_LONG = 3
VERY_LONG_ROUNDS = 30


class LoopWatch:
    """Notes the position at the start of each round of one game."""

    __slots__ = ("reps",)

    def __init__(self) -> None:
        self.reps = Repetitions()

    def __call__(self, game) -> None:
        if game.phase is Phase.FIRST_CARD and game.round_no != self.reps.last_round:
            self.reps.see(game.round_no, round_position(game.view(0)))


def mirror_rounds(game) -> tuple[int, int]:
    """(rounds in which every seat laid the same two cards, rounds with all cards laid)."""
    same = rounds = 0
    for rnd in game.rounds:
        cards = rnd["cards"]
        if len(cards) == len(game.players) and all(len(c) == 2 for c in cards):
            rounds += 1
            same += all(c == cards[0] for c in cards)
    return same, rounds


def game_loops(watch: LoopWatch, game) -> tuple[int, int, int, int, int]:
    """What the report needs of one game: (round starts, repeated round starts, most times
    one position was seen, mirror rounds, rounds with all cards laid)."""
    reps = watch.reps
    return (reps.rounds, reps.repeats, reps.most) + mirror_rounds(game)


def figures(results, seed: int) -> dict:
    """The loop figures of the balance games ``results`` (the playtest's result tuples in
    their numbered order; each ends with :func:`game_loops`' tuple)."""
    starts = repeats = looping = unf_loop = unf_long = same = card_rounds = 0
    odd: list[dict] = []
    finished = sorted(r[2] for r in results if not r[3])
    # a finished game far longer than most is odd too
    very_long = max(VERY_LONG_ROUNDS, VERY_LONG * finished[len(finished) // 2]) if finished \
        else None
    for result in results:
        g, rounds, stopped = result[1], result[2], result[3]
        last = result[-1]
        if not isinstance(last, tuple):  # a result made without the loop figures (tests)
            last = (0, 0, 0, 0, 0)
        n_starts, n_repeats, most, n_same, n_rounds = last
        starts += n_starts
        repeats += n_repeats
        same += n_same
        card_rounds += n_rounds
        loops = n_repeats > 0
        looping += loops
        if stopped:
            unf_loop += loops
            unf_long += not loops
        if stopped or loops or (very_long is not None and rounds > very_long):
            why = (("loop" if loops else "long") if stopped else
                   "loop broken" if loops else "very long")
            if len(odd) < ODD_LISTED:
                odd.append({"game": g, "seed": game_seed(seed, g), "rounds": rounds,
                            "unfinished": bool(stopped), "repeats": n_repeats,
                            "most_seen": most, "why": why})
    return {
        "state_repetition": repeats / starts if starts else 0.0,
        "looping": looping,
        "unfinished_looping": unf_loop,
        "unfinished_long": unf_long,
        "mirror_rounds": same / card_rounds if card_rounds else 0.0,
        "odd_games": odd,
    }


def replay_game(layout, discs, players: int, level: str, seed: int, g: int,
                round_limit: int):
    """Game number ``g`` of a playtest, played again (the same seed gives the same game):
    for the replay viewer. Only balance games (every seat ``level``) are listed as odd."""
    return play_game(discs, layout, [level] * players, game_seed(seed, g),
                     round_limit=round_limit)


def odd_text(report: dict) -> list[str]:
    """The command's lines about loops and odd games (English; the window has its own)."""
    out = [f"loops: {report['looping']} of {report['games']} games repeated a whole position "
           f"(state repetition {report['state_repetition']:.1%} of round starts); "
           f"every seat laid the same cards in {report['mirror_rounds']:.1%} of rounds",
           f"  unfinished: {report['unfinished_looping']} looping, "
           f"{report['unfinished_long']} long without repeating"]
    for odd in report["odd_games"]:
        state = "unfinished" if odd["unfinished"] else "finished"
        out.append(f"  game {odd['game']} (seed {odd['seed']}): {odd['why']}, {state} after "
                   f"{odd['rounds']} rounds, {odd['repeats']} repeated round starts")
    return out

"""``zuendstoff-playtest``: how a layout plays, measured by computer players (issue 36).

Examples::

    zuendstoff-playtest standard --players 4 --games 200 --bots medium --seed 1
    zuendstoff-playtest my.zlayout --discs my.zdiscs --players 3 --games 400 --json --jobs 2
    zuendstoff-playtest my.zlayout --compare          # the standard layout beside it

The games are the simulator's (:func:`.sim.play_game`, its seeds and its round limit);
this module only watches them and sums them up. Every figure is described in
docs/designer.md ("Playtesting a layout"); in short:

* **balance** — each seat's share of the games won. Every game hands out one point: a win
  shared by several seats is split between them, and a game stopped at the round limit is
  split between all seats (nobody won it; it moves no seat ahead of another). So the seat
  shares sum to 1 over all games, finished or not. ``first_seat_advantage`` is seat 1's
  share minus a fair share (1 / players). Ludii's ``balance`` (1 − the largest difference
  between two seats' shares) is given as well.
* **length** — median and 90th percentile of rounds, and a histogram; of finished games,
  and of all games (a stopped game counts the limit).
* **completion** — the share of games that ended with a winner; ``unfinished`` games hit
  the round limit.
* **seat warnings** (``seat_test``) — each seat's points against the fair share, Holm-corrected
  over the seats, with the games it takes to see a seat 5 points off (:mod:`.seats`).
* **skill** — extra games with one hard player against medium ones (the hard seat
  rotates; the deals are those of the first balance games): the hard player's share
  beside a fair share. Far above it, play decides; near it, luck does. 97 games by default
  (an interval within ±10 points); a wider one is marked too wide. The **skill trace**
  (``trace_games``) climbs the levels easy → medium → hard → expert (:mod:`.trace`).
* **metrics** — Ludii's branching and decision factor, drama and lead stability
  (:mod:`.metrics`).
* **usage** (``visits``) — per disc, how often a flight stopped on it, how often the planet
  in a slot was turned up; per side of the sun, how many flights entered through it.
* **colours** — each rocket colour's share of the flights, of the sun entries (chips) and
  of the wins (a win takes two chips, so it counts for both their colours).
* **decisiveness**, **drawishness**, **lead changes** — after Browne's metrics as Ludii
  computes them (see docs/designer.md).

A board on which no piece can reach the sun is not played at all; its report says so.
Games run in worker processes (``jobs``); the figures for a seed are the same whatever
the number of jobs (every game's seed is its number's, and the figures are computed from
the games in their numbered order). :func:`run` calls back with the figures so far as
games finish and stops within a fraction of a second when asked to.

The code is split by what it does: :mod:`.games` plays one game in a worker and watches
it, :mod:`.figures` turns the games into the figures and warnings, :mod:`.running` hands
the games out to worker processes and stops them when cancelled, :mod:`.output` writes the
figures as CSV or text, and :mod:`.cli` is the ``zuendstoff-playtest`` command. Everything
a caller needs is importable from here.

``zuendstoff-playtest LAYOUT --suggest`` searches nearby layouts for one that meets a
designer's goals (issue 43): :mod:`.suggest` (the search, on the same games for every
board), :mod:`.suggest_edits` (the edits, checked by the engine's rules),
:mod:`.suggest_goals` (the goals, judged by the figures above) and :mod:`.suggest_cli`.
"""

from __future__ import annotations

from ..sim import ROUND_LIMIT, Cancelled
from .cli import main
from .figures import (
    NEVER_ENDS,
    SIDES,
    SLOW_ROUNDS,
    Tally,
    percentile,
    warning_text,
    warnings,
    wilson,
)
from .games import SKILL_LEVELS, default_skill_games
from .output import report_csv
from .running import POLL, results, run

__all__ = [
    "NEVER_ENDS", "POLL", "ROUND_LIMIT", "SIDES", "SKILL_LEVELS", "SLOW_ROUNDS", "Cancelled",
    "Tally", "default_skill_games", "main", "percentile", "report_csv", "results", "run",
    "warning_text", "warnings", "wilson",
]

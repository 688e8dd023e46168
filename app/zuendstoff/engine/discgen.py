"""How the default disc set (resources/discsets/default.zdiscs) was made.

The rule sheets do not print the discs' faces (R3), so the app designs its own.
Run ``python -m zuendstoff.engine.discgen OUT.zdiscs`` to make the file again;
a test checks that the shipped file is exactly what this produces.

The recipe, seeded so it is reproducible:

1. Every planet leaves one side empty; the empty sides are spread evenly
   (N, E, S, W four times each, one dropped), and the three colours take the
   other three sides in a random order, so each colour points every way about
   equally often.
2. Rocket numbers are 1–45, shuffled and handed out three per planet, so no
   two rockets in the set share a number (R20's tie-break never ties).
3. The sun shows red, yellow and blue on three sides and all three on the
   fourth (R2), in a random arrangement.
4. Of many such candidates, the one kept is the one whose *worst* colour
   reaches the sun from Earth most often in a single flight (averaged over the
   three layouts; a candidate where a colour never gets there on some layout
   is dropped), over 200 random
   boards on each of the standard, alt1 and alt2 layouts (random deal, every
   planet face up at a random rotation, as players leave them when they turn
   planets up; Earth at rotation 0; the sun at a random rotation). This makes
   sure all three colours can reach the sun from Earth and no colour is a
   dead end; within a candidate the three colours' shares differ by little.
"""

from __future__ import annotations

import random
import sys

from .constants import COLOURS, SIDES
from .discs import DiscSet, Planet, Rocket, Sun
from .flight import flight_path
from .layout import Layout

SEED = 1995
CANDIDATES = 120
DEALS = 200


def candidate(rng: random.Random) -> DiscSet:
    empties = [0, 1, 2, 3] * 4
    rng.shuffle(empties)
    numbers = list(range(1, 46))
    rng.shuffle(numbers)
    planets = []
    for i in range(15):
        sides = [s for s in range(4) if s != empties[i]]
        rng.shuffle(sides)
        nums = sorted(numbers[3 * i: 3 * i + 3])
        rng.shuffle(nums)
        rockets = tuple(Rocket(sides[c], nums[c]) for c in range(3))
        planets.append(Planet(i + 1, "Earth" if i == 0 else f"Planet {i + 1}", rockets))
    order = [1 << 0, 1 << 1, 1 << 2, 7]
    rng.shuffle(order)
    return DiscSet("Zündstoff default", Sun(tuple(order)), tuple(planets))


def reach_share(discs: DiscSet, layout: Layout, rng: random.Random, deals: int) -> list[float]:
    """Per colour: share of random boards where one flight from Earth can enter the sun."""
    hits = [0, 0, 0]
    n = len(layout.cells)
    face_up = [True] * n
    for _ in range(deals):
        faces = [0] * n
        faces[layout.earth] = 1
        numbers = list(range(2, 16))
        rng.shuffle(numbers)
        for k, slot in enumerate(layout.slots):
            faces[slot] = numbers[k]
        rotations = [rng.randrange(4) for _ in range(n)]
        rotations[layout.earth] = 0
        sun_rotation = rng.randrange(4)
        for c in range(3):
            path = flight_path(layout, discs, faces, rotations, face_up, sun_rotation, 0,
                               layout.earth, c, 0)
            hits[c] += layout.sun in path
    return [h / deals for h in hits]


def make(layouts: list[Layout]) -> tuple[DiscSet, float]:
    rng = random.Random(SEED)
    best, best_score = None, -1.0
    for _ in range(CANDIDATES):
        discs = candidate(rng)
        shares = [reach_share(discs, lay, random.Random(SEED + k), DEALS)
                  for k, lay in enumerate(layouts)]
        if min(min(s) for s in shares) == 0:
            continue  # some colour never reaches the sun on some layout
        score = min(sum(s[c] for s in shares) / len(shares) for c in range(3))
        if score > best_score:
            best, best_score = discs, score
    assert best is not None
    return best, best_score


def main(argv: list[str] | None = None) -> int:
    from ..resources import builtin_layouts

    argv = sys.argv[1:] if argv is None else argv
    layouts = [lay for _key, lay in builtin_layouts()]
    discs, score = make(layouts)
    if argv:
        discs.save(argv[0])
    print(f"worst colour enters the sun in one flight from Earth on {score:.1%} of boards")
    for p in discs.planets:
        print(p.number, " ".join(f"{COLOURS[c][0]}{SIDES[r.side]}{r.number}"
                                 for c, r in enumerate(p.rockets)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

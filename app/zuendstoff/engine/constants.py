"""Names and fixed numbers of the game's components (R1, R4–R7).

Everything inside the engine is indexed by small integers for speed; the
tuples here translate between those indices and the names used in files
(see docs/record-format.md).
"""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("red", "yellow", "blue")
RED, YELLOW, BLUE = 0, 1, 2

SIDES: tuple[str, ...] = ("N", "E", "S", "W")  # R7: clockwise order
N, E, S, W = 0, 1, 2, 3

CARDS: tuple[str, ...] = (
    "sun", "planet", "red2", "red3", "yellow2", "yellow3", "blue2", "blue3", "black1", "black3",
)
SUN_CARD, PLANET_CARD = 0, 1
BLACK = 3  # colour index used for black match cards
#: colour of each card (None for rotation cards, BLACK for black match cards)
CARD_COLOUR: tuple[int | None, ...] = (None, None, 0, 0, 1, 1, 2, 2, BLACK, BLACK)
#: matches shown on each card
CARD_VALUE: tuple[int, ...] = (0, 0, 2, 3, 2, 3, 2, 3, 1, 3)
#: R4: how many of each card one set holds (11 in all)
FULL_HAND: tuple[int, ...] = (1, 2, 1, 1, 1, 1, 1, 1, 1, 1)
HAND_SIZE = sum(FULL_HAND)
EMPTY_HAND: tuple[int, ...] = (0,) * len(CARDS)

PIECES: tuple[str, ...] = ("black", "white", "purple", "orange", "green")  # R6
MIN_PLAYERS, MAX_PLAYERS = 2, 5

PLANET_COUNT = 15  # R1
EARTH = 1
MAX_SLOTS = PLANET_COUNT - 1  # R8: face-down slots
#: R12: the planets dealt face down onto the slots (every planet but Earth)
DEALT_PLANETS: tuple[int, ...] = tuple(range(EARTH + 1, PLANET_COUNT + 1))

#: the largest row or column index a layout may use (guards against hostile files)
MAX_GRID = 63

CARD_INDEX = {name: i for i, name in enumerate(CARDS)}
COLOUR_INDEX = {name: i for i, name in enumerate(COLOURS)}
SIDE_INDEX = {name: i for i, name in enumerate(SIDES)}

"""Translated names of the game's parts, for models, undo texts and the log.

Everything here is public information: nothing takes a seat's unrevealed choice.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Game

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


#: the name inside the app's own disc set file (resources/discsets/default.zdiscs)
BUILTIN_DISC_SET_NAME = "Zündstoff default"


def disc_set_name(name: str) -> str:
    """A disc set's name as shown: the app's own set by its name in the language ("Zündstoff
    default", German "Zündstoff-Standard"); any other set by its own name. Files keep the
    name they have."""
    if name == BUILTIN_DISC_SET_NAME:
        return translate("names", "Zündstoff default")
    return name


def card_name(card: str) -> str:
    names = {
        "sun": translate("names", "Sun rotation"),
        "planet": translate("names", "Planet rotation"),
        "red2": translate("names", "Red 2"), "red3": translate("names", "Red 3"),
        "yellow2": translate("names", "Yellow 2"), "yellow3": translate("names", "Yellow 3"),
        "blue2": translate("names", "Blue 2"), "blue3": translate("names", "Blue 3"),
        "black1": translate("names", "Black 1"), "black3": translate("names", "Black 3"),
    }
    return names.get(card, card)


def card_help(card: str) -> str:
    if card == "sun":
        return translate("names", "Turns the sun one quarter clockwise (R14).")
    if card == "planet":
        return translate("names", "Turn your own planet a quarter, or another empty face-up planet "
                  "1–3 quarters (R16).")
    if card.startswith("black"):
        return translate("names", "Adds %1 to every colour you also play a card of (R17).").replace(
            "%1", card[-1])
    colour = colour_name(card[:-1])
    return translate("names", "%1 matches for %2 (R17).").replace("%1", card[-1]).replace(
        "%2", colour)


def colour_name(colour: str) -> str:
    return {"red": translate("names", "red"), "yellow": translate("names", "yellow"),
            "blue": translate("names", "blue")}.get(colour, colour)


def piece_name(piece: str) -> str:
    return {"black": translate("names", "black"), "white": translate("names", "white"),
            "purple": translate("names", "purple"), "orange": translate("names", "orange"),
            "green": translate("names", "green")}.get(piece, piece)


def side_name(rotation: int) -> str:
    return (translate("names", "north"), translate("names", "east"),
            translate("names", "south"), translate("names", "west"))[rotation & 3]


def quarters_text(quarters: int) -> str:
    return {1: translate("names", "a quarter turn"), 2: translate("names", "a half turn"),
            3: translate("names", "three quarter turns"),
            4: translate("names", "a full turn")}.get(quarters, str(quarters))


def disc_name(game: Game, cell: tuple[int, int] | list[int]) -> str:
    """What lies at ``cell``, as far as everyone may know it (face-down stays unnamed)."""
    cell = (cell[0], cell[1])
    i = game.layout.index.get(cell)
    if i is None:
        return translate("names", "an empty place")
    if i == game.layout.sun:
        return translate("names", "the sun")
    number = game.planet_at(cell)
    if number is None:
        return translate("names", "a face-down planet")
    if number == 1:
        return translate("names", "Earth")
    return translate("names", "planet %1").replace("%1", str(number))


def disc_label(game: Game, cell: tuple[int, int] | list[int]) -> str:
    """The disc at ``cell`` named on its own (a button, a list entry, words in brackets),
    where :func:`disc_name` is the form inside a sentence ("flew to the sun"): German needs
    an article there and none here. Face-down stays unnamed."""
    cell = (cell[0], cell[1])
    i = game.layout.index.get(cell)
    if i is None:
        return translate("names", "empty place", "a label")
    if i == game.layout.sun:
        return translate("names", "Sun", "a label")
    number = game.planet_at(cell)
    if number is None:
        return translate("names", "Face-down planet", "a label")
    if number == 1:
        return translate("names", "Earth", "a label")
    return translate("names", "Planet %1", "a label").replace("%1", str(number))


def grid_place(layout, cell: tuple[int, int] | list[int]) -> tuple[int, int]:
    """``cell``'s row and column on the layout's grid, counted from 1: the numbers the
    layout editor and its setup sheet print. Row 1 is the layout's first row with a disc
    in it, column 1 its first column with one (a saved layout's row 0, column 0; a file
    written by hand may start further down or right: it is counted the same way), rows
    going down, columns going right."""
    first_row = min(r for r, _c in layout.cells)
    first_col = min(c for _r, c in layout.cells)
    return cell[0] - first_row + 1, cell[1] - first_col + 1


def place_text(layout, cell: tuple[int, int] | list[int]) -> str:
    """"row 2, column 3": where ``cell`` lies on the grid (public: the layout is)."""
    row, col = grid_place(layout, cell)
    return translate("names", "row %1, column %2").replace("%1", str(row)).replace("%2", str(col))


def disc_label_at(game: Game, cell: tuple[int, int] | list[int]) -> str:
    """The disc at ``cell`` named on its own with its place: "Face-down planet, row 2,
    column 3", "Planet 7, row 1, column 4". Unique on the board; face-down stays unnamed."""
    return translate("names", "%1, %2", "a disc's label, then its place").replace(
        "%1", disc_label(game, cell)).replace("%2", place_text(game.layout, cell))


def disc_name_at(game: Game, cell: tuple[int, int] | list[int]) -> str:
    """The disc at ``cell`` inside a sentence, with its place: "a face-down planet at row 2,
    column 3" (``disc_name`` and where it lies)."""
    return translate("names", "%1 at %2", "a disc in a sentence, then its place").replace(
        "%1", disc_name(game, cell)).replace("%2", place_text(game.layout, cell))


def player_name(game: Game, seat: int) -> str:
    return game.players[seat].name

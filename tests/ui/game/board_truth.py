"""Does the board show the game? Read what the scene's items draw and compare it with the
engine's state, item by item: every disc's face and rotation, the stop marks (R22),
every piece's place, the chips (R23) and the winners (R25).

The drawn side is read from the items themselves (what ``paint`` uses), never from the
scene's own idea of what it shows, so a scene that keeps an old state is caught.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from zuendstoff.engine import COLOURS
from zuendstoff.ui.board.art import DISC_R
from zuendstoff.ui.board.items import ChipToken
from zuendstoff.ui.board.shown import cell_centre


def differences(scene, game) -> list[str]:
    """Everything the board draws that differs from ``game`` ([] when it shows the game)."""
    out = []
    layout = game.layout
    stops = {tuple(c) for c in game.stop_discs()}
    names = [p.name for p in game.players]
    for i, item in enumerate(scene.disc_items):
        cell = layout.cells[i]
        if item.flip != 1.0:
            out.append(f"{cell}: half turned over ({item.flip:.2f})")
        if item.is_sun:
            if item.quarters() != game.sun_rotation or item.angle != game.sun_rotation * 90.0:
                out.append(f"sun at {item.angle}°, the game has {game.sun_rotation} quarters")
        else:
            face = game.planet_at(cell)
            if item.planet_number != face:
                out.append(f"{cell}: shows planet {item.planet_number}, the game has {face}")
            elif face and item.angle != game.rotations[i] * 90.0:
                out.append(f"{cell}: turned {item.angle}°, the game has "
                           f"{game.rotations[i]} quarters")
        if item.stop != (cell in stops) or item.marks.stop != (cell in stops):
            out.append(f"{cell}: stop mark {item.stop}, the game says {cell in stops}")
        here = sorted(names[s] for s in range(game.seats) if game.piece_cell(s) == cell)
        if sorted(item.occupants) != here:
            out.append(f"{cell}: says pieces {item.occupants}, the game has {here}")
    for seat, piece in enumerate(scene.piece_items):
        centre = cell_centre(game.piece_cell(seat))
        offset = piece.pos() - centre
        if QPointF.dotProduct(offset, offset) > (DISC_R * 0.8) ** 2:
            out.append(f"{names[seat]}'s piece at {piece.pos()}, not on {game.piece_cell(seat)}")
        if piece.opacity() != 1.0:
            out.append(f"{names[seat]}'s piece is faded ({piece.opacity()})")
    drawn = [tuple(COLOURS[c] for c in held) for held in scene.panel.chips]
    if drawn != [tuple(game.chip_colours(s)) for s in range(game.seats)]:
        out.append(f"chips drawn {drawn}, the game has "
                   f"{[game.chip_colours(s) for s in range(game.seats)]}")
    if tuple(scene.panel.winners) != tuple(game.winners):
        out.append(f"winners drawn {scene.panel.winners}, the game has {game.winners}")
    tokens = [item for item in scene.items() if isinstance(item, ChipToken)]
    if tokens:
        out.append(f"{len(tokens)} chip(s) still flying")
    return out

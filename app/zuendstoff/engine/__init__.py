"""The rules engine: pure Python, no Qt (a test enforces it).

Public API::

    from zuendstoff.engine import Game, Player, PlayCard, Rotate, PickColour, Stop, Flip
    game = Game.new(discs, layout, players, seed=1)
    game.pending_seats(); game.legal_decisions(seat); game.apply(decision)
    game.push(decision); game.pop(); game.copy(); game.view(seat)
"""

from .constants import CARDS, COLOURS, PIECES, SIDES
from .decisions import Decision, Flip, Phase, PickColour, PlayCard, Rotate, Stop
from .discs import DiscSet
from .errors import DataError, IllegalDecision, ReplayDivergence
from .game import Game, Player
from .layout import Layout
from .record import load_record, replay, save_record, to_record
from .view import SeatView

__all__ = [
    "CARDS", "COLOURS", "PIECES", "SIDES", "DataError", "Decision", "DiscSet", "Flip", "Game",
    "IllegalDecision", "Layout", "Phase", "PickColour", "PlayCard", "Player", "ReplayDivergence",
    "Rotate", "SeatView", "Stop", "load_record", "replay", "save_record", "to_record",
]

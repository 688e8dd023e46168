"""A seat's view dressed as a game, for the board, hand and panel widgets (no Qt here).

The far-away window has no game, only the seat's view that the table sends with each state
(:class:`~zuendstoff.engine.view.SeatView`, R26). The board scene, the decision bar, the
public panel and the hints read a game through a handful of public calls (``planet_at``,
``pending_seats``, ``legal_decisions`` ...): :class:`ViewGame` answers them from the view
alone, so the same widgets draw the seat's view. What the view does not hold — a face-down
planet, another seat's unrevealed card, the rounds' records — it cannot answer either:
``planet_at`` is None for every face-down slot, ``legal_decisions`` is empty for every other
seat, ``chosen_card`` is known only for the seat's own card.
"""

from __future__ import annotations

from ...engine.constants import CARDS, COLOURS
from ...engine.decisions import Phase
from ...engine.view import SeatView, colour_mask


class ViewGame:
    """The game as ``view.seat`` may know it (read-only)."""

    rounds: tuple = ()  # the rounds' records are the table's: not in a view

    def __init__(self, view: SeatView, layout=None) -> None:
        self._view = view
        self.layout = layout if layout is not None and layout == view.layout else view.layout
        self.discs = view.discs
        self.players = view.players
        self.phase = view.phase
        self.round_no = view.round_no
        self.rotations = view.rotations
        self.face_up = view.face_up
        self.sun_rotation = view.sun_rotation
        self.stop_mask = view.stop_mask
        self.pieces = view.pieces
        self.chips = view.chips
        self.hands = view.hands
        self.put_aside = view.put_aside
        self.first = view.first
        self.second = view.second
        self.winners = view.winners
        self.seat = view.seat

    # ------------------------------------------------------------ the engine's calls
    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def seats(self) -> int:
        return len(self.players)

    def view(self, seat: int | None = None) -> SeatView:
        """The seat's own view (its public part is every seat's; nothing else is here)."""
        return self._view

    def pending_seats(self) -> tuple[int, ...]:
        return tuple(self._view.pending)

    def legal_decisions(self, seat: int | None = None) -> list:
        return list(self._view.legal) if seat in (None, self.seat) else []

    def planet_at(self, cell) -> int | None:
        i = self.layout.index[(cell[0], cell[1])]
        if i == self.layout.sun or not self.face_up[i]:
            return None
        return self._view.faces[i] or None

    def current_flight(self) -> tuple[int, str] | None:
        flight = self._view.flight
        if flight is None or self.phase not in (Phase.STOP, Phase.FLIP):
            return None
        return flight[0], COLOURS[flight[1]]

    def flight_path_cells(self) -> list:
        return [self.layout.cells[i] for i in self._view.path]

    def stop_discs(self) -> list:
        return [c for i, c in enumerate(self.layout.cells) if self.stop_mask >> i & 1]

    def piece_cell(self, seat: int):
        return self.layout.cells[self.pieces[seat]]

    def chip_colours(self, seat: int) -> list[str]:
        return [COLOURS[c] for c in self.chips[seat]]

    def chip_mask(self, seat: int) -> int:
        return colour_mask(self.chips[seat])

    def hand_list(self, seat: int) -> list[str]:
        return self._view.hand_names(seat) if seat == self.seat else []

    def has_chosen(self, seat: int) -> bool:
        chosen = self._view.has_chosen
        return bool(chosen[seat]) if chosen else False

    def chosen_card(self, seat: int) -> str | None:
        mine = self._view.my_choice
        return CARDS[mine] if seat == self.seat and mine >= 0 else None

    def revealed_cards(self, seat: int) -> list[str]:
        return [CARDS[c] for c in (self.first[seat], self.second[seat]) if c >= 0]

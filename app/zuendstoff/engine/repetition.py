"""A whole position repeated (issue 43): the board at the start of a round, as every seat
sees it.

At the start of a round (R13: before anyone has laid a card) everything that decides the
rest of the game is public (R26: hands by counting) except the faces of the face-down
planets, and those never change while they lie face down. So two rounds that start from the
same :func:`round_position` start from the same whole position: the faces and turns of the
planets, the sun's turn, the stop discs, the pieces, the chips, the hands and the cards put
aside. A game in which such a position comes back is *repeating itself* (Ludii's state
repetition); computer players that keep laying the same cards go round such a loop until the
round limit. The playtest counts repetitions (:mod:`zuendstoff.playtest.loops`) and the
medium and easy players vary their choice when a position comes back (:mod:`.bots.medium`).

Pure: takes a :class:`~.view.SeatView` (any seat's: the fields used are public).
"""

from __future__ import annotations

from .decisions import Phase


def round_position(view) -> tuple | None:
    """The whole position at the start of a round, as a hashable tuple; None when ``view``
    is not at the start of a round (first cards still to choose, none revealed)."""
    if view.phase is not Phase.FIRST_CARD:
        return None
    return (view.faces, view.rotations, view.face_up, view.sun_rotation, view.stop_mask,
            view.pieces, view.chips, view.hands, view.put_aside)


class Repetitions:
    """Counts the round positions of one game as they come (each round once)."""

    __slots__ = ("seen", "rounds", "repeats", "last_round", "last_before", "most")

    def __init__(self) -> None:
        self.seen: dict[tuple, int] = {}
        self.rounds = 0  # round starts looked at
        self.repeats = 0  # round starts whose position had been seen before in the game
        self.most = 0  # the most often any one position was seen
        self.last_round = -1
        self.last_before = 0  # how often the last round's position had been seen before it

    def see(self, round_no: int, position: tuple) -> int:
        """Note the position at the start of round ``round_no`` (again for the same round:
        not counted twice); returns how often it has been seen before this round."""
        before = self.seen.get(position, 0)
        if round_no == self.last_round:
            return before - 1
        self.last_round = round_no
        self.last_before = before
        self.seen[position] = before + 1
        self.rounds += 1
        if before:
            self.repeats += 1
        self.most = max(self.most, before + 1)
        return before

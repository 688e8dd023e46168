"""What the table is doing now, in words: the status line, the window title's round and
the players table's "Now" column, all from one description of the moment.

The game says whose decision it waits for; the window adds what it shows meanwhile (the
board still animating the last move, a table moment waiting for *Continue*, a privacy
screen, a hand, a computer thinking). :class:`Situation` holds those facts, and the
functions here turn (game, situation) into words. They are pure: the same facts give the
same text, so the status line, the title and the "Now" column cannot disagree, and a
language switch only has to call them again.

Like :mod:`.outcome`, everything here is public (R26): no seat's unrevealed card and no
face-down planet is read.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from ..engine import Game, Phase
from .names import colour_name, disc_label_at, disc_name_at, side_name
from .outcome import reveal_line, round_line, winners_text

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate

CARD_PHASES = (Phase.FIRST_CARD, Phase.SECOND_CARD)


@dataclass(frozen=True)
class TableMoment:
    """Something the whole table sees together before the next privacy screen.

    Facts only (the line is made when it is said, in the language installed then):
    ``kind`` "reveal" (cards turned over) or "round" (a round ended); ``round_no`` the round
    it is about (1-based); ``cards`` how many cards per seat it shows turned over (a reveal;
    for a round's end, the second cards that ended it at once, else 0).
    """

    kind: str
    round_no: int
    cards: int = 0

    def line(self, game: Game) -> str:
        """The one line said about it."""
        if self.kind == "reveal":
            return reveal_line(game, self.round_no - 1, self.cards)
        text = round_line(game, self.round_no)
        if self.cards:  # the second cards ended the round at once
            text = reveal_line(game, self.round_no - 1, self.cards) + " " + text
        return text


@dataclass(frozen=True)
class Situation:
    """What the window shows besides the game (see the module's text)."""

    shown_round: int = 1  # the round the table is looking at (an ended one while it is shown)
    moment: TableMoment | None = None
    animating: bool = False  # the board still shows the last move
    last_move: str = ""  # that move, described (while the board animates it)
    looking: int | None = None  # the person whose hand is shown
    held: bool = False  # the join screen for phones is up
    thinking: int | None = None  # the computer seat thinking now
    percent: int = -1  # how far through its budget (−1: not said)
    privacy_seat: int = -1  # the person the privacy screen asks for (−1: none asked)
    computers: frozenset[int] = field(default_factory=frozenset)
    phones: frozenset[int] = field(default_factory=frozenset)  # (far-away seats too)
    far: frozenset[int] = field(default_factory=frozenset)  # people far away (internet play)

    @property
    def waiting(self) -> bool:
        """The table is looking at something before the next step (the board, a moment)."""
        return self.animating or self.moment is not None


def title_round(game: Game, s: Situation) -> int:
    """The round the window's title names: the one the table looks at."""
    return max(1, min(s.shown_round, game.round_no))


def waiting_phones(game: Game, s: Situation) -> list[int]:
    """Phone seats whose secret card the table is waiting for."""
    if game.phase not in CARD_PHASES:
        return []
    return [seat for seat in game.pending_seats() if seat in s.phones]


def waiting_text(names: list[str]) -> str:
    """"Waiting for Anna's phone…", "Waiting for Anna's and Ben's phones…", …"""
    if len(names) == 1:
        return translate("TurnFlow", "Waiting for %1's phone…").replace("%1", names[0])
    if len(names) == 2:
        return translate("TurnFlow", "Waiting for %1's and %2's phones…").replace(
            "%1", names[0]).replace("%2", names[1])
    return translate("TurnFlow", "Waiting for the phones of %1 and %2…").replace(
        "%1", ", ".join(names[:-1])).replace("%2", names[-1])


def _which(game: Game) -> str:
    return translate("TurnFlow", "second") if game.phase is Phase.SECOND_CARD \
        else translate("TurnFlow", "first")


def status_line(game: Game, s: Situation) -> str:
    """The one line that says who must do what now."""
    names = [p.name for p in game.players]
    if s.animating:  # the board is showing the last move: say that one
        if s.last_move:
            return s.last_move + "…"
        return translate("TurnFlow", "The board follows the game…")  # (undo, redo or load)
    if s.moment is not None:
        return s.moment.line(game)
    if game.is_over:
        won = winners_text(game)  # as the game-over dialog says it
        return translate("TurnFlow", "Game over – %1. Start a new game from the Game menu.") \
            .replace("%1", won) if won else translate("TurnFlow", "Game over.")
    if game.phase in CARD_PHASES and s.looking is not None:
        return translate("TurnFlow", "%1: choose your %2 card (arrow keys or mouse), then press "
                                     "Enter.").replace("%1", names[s.looking]).replace(
            "%2", _which(game))
    if s.held:
        return translate("TurnFlow", "Phones join the table: scan your seat's code.")
    phones = waiting_phones(game, s)
    if s.thinking is not None and not phones:
        who = names[s.thinking]
        if s.percent >= 0:  # how far through its budget, never what it weighs
            return translate("TurnFlow", "%1 is thinking… %2%").replace(
                "%2", str(s.percent)).replace("%1", who)
        return translate("TurnFlow", "%1 is thinking…").replace("%1", who)
    if game.phase in CARD_PHASES:
        which = _which(game)
        if s.privacy_seat >= 0:
            text = translate("TurnFlow", "Pass the computer to %1 to choose a %2 card.").replace(
                "%1", names[s.privacy_seat]).replace("%2", which)
            if phones:
                text += " " + translate("TurnFlow", "Phones choose meanwhile.")
            return text
        if phones and set(phones) <= s.far:
            return translate("TurnFlow", "Waiting for %1 (far away)…").replace(
                "%1", ", ".join(names[p] for p in phones))
        if phones:
            return waiting_text([names[p] for p in phones])
        return translate("TurnFlow", "Everyone chooses a %1 card in secret.").replace("%1", which)
    seat = game.pending_seats()[0]
    if seat in s.computers:  # another seat's move: reported, never worded as instructions
        return report_text(game, seat, names[seat])
    text = public_text(game, seat, names[seat])
    if text and seat in s.far:
        text += " " + translate("TurnFlow", "(Or %1 far away.)").replace("%1", names[seat])
    elif text and seat in s.phones:
        text += " " + translate("TurnFlow", "(Or on %1's phone.)").replace("%1", names[seat])
    return text


def public_text(game: Game, seat: int, who: str) -> str:
    """What the one person deciding in public must do now."""
    if game.phase is Phase.ROTATE:
        own = disc_label_at(game, game.piece_cell(seat))
        if len(game.legal_decisions(seat)) == 1:
            return translate("TurnFlow", "%1 played a planet-rotation card: turn your planet "
                                         "(%2) a quarter.").replace("%1", who).replace("%2", own)
        # (the same words for mouse and keys: "choose", never "click")
        return translate("TurnFlow", "%1 played a planet-rotation card: choose your planet (%2) "
                                     "to turn it a quarter, or choose another empty face-up "
                                     "planet and 1–3 quarters.").replace(
            "%1", who).replace("%2", own)
    if game.phase is Phase.PICK:
        won = [colour_name(d.colour) for d in game.legal_decisions(seat)]
        return translate("TurnFlow", "%1 won %2: choose the one colour to fly.").replace(
            "%1", who).replace("%2", translate("TurnFlow", " and ").join(won))
    if game.phase is Phase.STOP:
        flight = game.current_flight()
        colour = colour_name(flight[1]) if flight else ""
        return translate("TurnFlow", "%1 flies %2: choose a highlighted disc to stop there.") \
            .replace("%1", who).replace("%2", colour)
    if game.phase is Phase.FLIP:
        legal = game.legal_decisions(seat)
        if len(legal) == 1:
            return translate("TurnFlow", "%1 landed on a planet the table saw before an undo: "
                                         "it is turned face up again with its top to the %2.") \
                .replace("%1", who).replace("%2", side_name(legal[0].rotation))
        return translate("TurnFlow", "%1 landed on a face-down planet: choose where its top "
                                     "will point, then it is turned face up.").replace("%1", who)
    return ""


def report_text(game: Game, seat: int, who: str) -> str:
    """What a computer seat is deciding now, reported (nobody at this screen is asked)."""
    if game.phase is Phase.ROTATE:
        return translate("TurnFlow", "%1 played a planet-rotation card and chooses which planet "
                                     "to turn.").replace("%1", who)
    if game.phase is Phase.PICK:
        won = [colour_name(d.colour) for d in game.legal_decisions(seat)]
        return translate("TurnFlow", "%1 won %2 and chooses the colour to fly.").replace(
            "%1", who).replace("%2", translate("TurnFlow", " and ").join(won))
    if game.phase is Phase.STOP:
        flight = game.current_flight()
        colour = colour_name(flight[1]) if flight else ""
        return translate("TurnFlow", "%1 flies %2 and chooses where to stop.").replace(
            "%1", who).replace("%2", colour)
    if game.phase is Phase.FLIP:
        return translate("TurnFlow", "%1 landed on %2 and chooses where its top will point.") \
            .replace("%1", who).replace("%2", disc_name_at(game, game.piece_cell(seat)))
    return ""


def seat_step(game: Game, s: Situation, seat: int) -> str:
    """What ``seat`` is doing now, as a key the players table words: "wins", "thinking",
    "choosing", "chosen", "to move" or "" (nothing: the table looks at the board or a table
    moment, or another seat decides)."""
    if game.is_over:
        return "wins" if seat in game.winners else ""
    if s.thinking == seat:
        return "thinking"
    if game.phase in CARD_PHASES:
        if game.has_chosen(seat):
            return "chosen"
        # while the table looks at a moment, only phones (and computers, unseen) choose
        if s.moment is not None and seat not in s.phones:
            return ""
        return "choosing"
    if s.waiting or s.held:
        return ""  # the board (or a moment) comes first: nobody is asked yet
    return "to move" if seat == game.pending_seats()[0] else ""

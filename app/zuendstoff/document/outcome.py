"""One-line texts for the table's shared moments: cards turned over, and a round's end.

Both read only what the whole table has seen: revealed cards (R13), the public round
record (flights, stops, planets turned face up) and the chips (R23, R25). Nothing here
takes a seat's unrevealed choice or a face-down planet (R26).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Game
from ..engine.reveal import flight_winners, match_counts
from .names import card_name, colour_name, disc_name_at, quarters_text, side_name

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate

COLOURS = ("red", "yellow", "blue")


def winners_text(game: Game) -> str:
    """Who won, in words: "Anna wins", "Anna and Ben win together", "Anna, Ben and Clara win
    together" ("" when nobody won). The status line and the game-over dialog both say it."""
    names = [game.players[s].name for s in game.winners]
    if not names:
        return ""
    if len(names) == 1:
        return translate("outcome", "%1 wins").replace("%1", names[0])
    joined = translate("outcome", "%1 and %2").replace("%1", ", ".join(names[:-1])).replace(
        "%2", names[-1])
    return translate("outcome", "%1 win together").replace("%1", joined)


def revealed_now(game: Game) -> int:
    """How many cards per seat are turned over in the round being played (0, 1 or 2)."""
    cards = game.rounds[-1]["cards"] if game.rounds else []
    return len(cards[0]) if cards else 0


def reveal_line(game: Game, round_index: int | None = None, upto: int | None = None) -> str:
    """The revealed cards of a round in one line; after the second cards also the match
    counts and the flight winners (R17, R18). ``upto``: only the first that many cards of
    each seat (the line as it was said when only those were turned over)."""
    if not game.rounds:
        return ""
    rnd = game.rounds[-1 if round_index is None else round_index]
    cards = [list(pair)[:upto] for pair in rnd["cards"]] if upto is not None else rnd["cards"]
    if not cards or not cards[0]:
        return ""
    names = [p.name for p in game.players]
    played = "; ".join(
        translate("outcome", "%1 %2").replace("%1", names[s]).replace(
            "%2", translate("outcome", " + ").join(card_name(c) for c in pair))
        for s, pair in enumerate(cards))
    if len(cards[0]) < 2:
        return translate("outcome", "First cards turned over: %1.").replace("%1", played)
    pairs = [tuple(pair) for pair in cards]
    counts = match_counts(pairs)
    winners = flight_winners(pairs)
    parts = []
    for colour in COLOURS:
        best = max(c[colour] for c in counts)
        seats = winners[colour]
        if not seats:
            parts.append(translate("outcome", "%1: no flight").replace(
                "%1", colour_name(colour)))
            continue
        parts.append(translate("outcome", "%1: %2 with %3").replace("%1", colour_name(colour))
                     .replace("%2", translate("outcome", " and ").join(names[s] for s in seats))
                     .replace("%3", str(best)))
    text = (translate("outcome", "Second cards turned over: %1. Flights – %2.")
            .replace("%1", played).replace("%2", "; ".join(parts)))
    # R14: the sun turned as these cards were turned over (the board shows it turned)
    suns = [names[s] for s, pair in enumerate(cards) for c in pair if c == "sun"]
    if suns:
        text += " " + translate("outcome", "The sun turned %1 (%2).").replace(
            "%1", quarters_text(len(suns))).replace("%2", translate("outcome", ", ").join(suns))
    return text


def round_line(game: Game, round_no: int) -> str:
    """What round ``round_no`` came to, in one line: who flew where, who took a chip, who won."""
    if not 1 <= round_no <= len(game.rounds):
        return ""
    rnd = game.rounds[round_no - 1]
    names = [p.name for p in game.players]
    sun = game.layout.cells[game.layout.sun]
    parts = []
    # R14: the sun turned by the round's sun-rotation cards (public once revealed)
    suns = [names[s] for s, cards in enumerate(rnd["cards"]) for c in cards if c == "sun"]
    if suns:
        quarters = quarters_text(len(suns))
        parts.append(translate("outcome", "the sun turned %1 (%2)").replace("%1", quarters)
                     .replace("%2", translate("outcome", ", ").join(suns)))
    # R15/R16: the planets turned with planet-rotation cards
    for turn in rnd["rotations"]:
        parts.append(translate("outcome", "%1 turned %2 by %3").replace("%1", names[turn["seat"]])
                     .replace("%2", disc_name_at(game, turn["target"]))
                     .replace("%3", quarters_text(turn["quarters"])))
    for flight in rnd["flights"]:
        who, colour = names[flight["seat"]], colour_name(flight["colour"])
        stop = flight["stop"]
        if stop is None:
            parts.append(translate("outcome", "%1 could not fly %2").replace("%1", who)
                         .replace("%2", colour))
        elif tuple(stop) == sun:
            parts.append(translate("outcome", "%1 flew %2 into the sun and took a %2 chip")
                         .replace("%1", who).replace("%2", colour))
        elif flight["flip"] is not None:
            parts.append(translate("outcome", "%1 flew %2 to %3 and turned it face up, top "
                                   "to the %4").replace("%1", who).replace("%2", colour)
                         .replace("%3", disc_name_at(game, stop))
                         .replace("%4", side_name(flight["flip"])))
        else:
            parts.append(translate("outcome", "%1 flew %2 to %3").replace("%1", who)
                         .replace("%2", colour).replace("%3", disc_name_at(game, stop)))
    if not rnd["flights"]:
        parts.append(translate("outcome", "nobody flew"))
    text = translate("outcome", "End of round %1: %2.").replace("%1", str(round_no)).replace(
        "%2", "; ".join(parts))
    if game.is_over and round_no == len(game.rounds):
        won = translate("outcome", " and ").join(names[s] for s in game.winners)
        # the winner first (a screen reader hears this line before the end screen opens)
        text = translate("outcome", "%1 won the game!").replace("%1", won) + " " + text
    return text


def game_story(game: Game) -> list[str]:
    """The decisive flights of a game, in order: every flight into the sun (each chip taken,
    R23), with its round; the last one won the game. Public record only."""
    names = [p.name for p in game.players]
    sun = game.layout.cells[game.layout.sun]
    story = []
    for number, rnd in enumerate(game.rounds, start=1):
        for flight in rnd["flights"]:
            stop = flight["stop"]
            if stop is not None and tuple(stop) == sun:
                colour = colour_name(flight["colour"])
                story.append(translate("outcome", "Round %1: %2 flew %3 into the sun and took "
                                       "a %3 chip.").replace("%1", str(number))
                             .replace("%2", names[flight["seat"]]).replace("%3", colour))
    return story


def why_won(game: Game) -> list[str]:
    """Why each winner won: their two chips (R25)."""
    return [translate("outcome", "%1 holds chips of two colours: %2 and %3.")
            .replace("%1", game.players[s].name)
            .replace("%2", colour_name(COLOURS[game.chips[s][0]]))
            .replace("%3", colour_name(COLOURS[game.chips[s][1]]))
            for s in game.winners if len(game.chips[s]) >= 2]

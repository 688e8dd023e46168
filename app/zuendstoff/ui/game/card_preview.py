"""Where would this card take me? While a person chooses a card at this screen, the card
the mouse points at (or the selection moves to) shows on the board what it would do:
the flight of its colour from where their piece stands, or what a rotation card turns.

The engine works it out from that person's own view (:func:`zuendstoff.engine.preview.card_preview`
on ``game.view(seat)``), so it never shows what that seat may not know. It shows only while
that seat's hand is on the table page: never at a privacy screen, never for a seat whose
hand is not shown here, never while a table moment or another person's turn is up.
A screen reader hears the sentence when the selection moves (not for every mouse move).
Settings → "Show where a card would take my piece" switches it off.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ...document.names import card_name, colour_name, disc_label, disc_name, disc_name_at
from ...engine.constants import COLOURS
from ...engine.preview import CardPreview, card_preview

translate = QCoreApplication.translate


def preview_sentence(game, preview: CardPreview) -> str:
    """The preview in words, for a screen reader (and tests): public things only."""
    cells = game.layout.cells
    card = card_name(preview.card)
    if preview.kind == "none":
        return translate("CardPreview", "%1: adds to the colour of your other card; no flight "
                         "to show yet.").replace("%1", card)
    if preview.kind == "sun":
        return translate("CardPreview", "%1: the sun would turn a quarter clockwise.").replace(
            "%1", card)
    if preview.kind == "planet":
        own = disc_name(game, cells[preview.turns[0]])
        others = len(preview.turns) - 1
        if not others:
            return translate("CardPreview", "%1: you would turn %2 a quarter clockwise.").replace(
                "%1", card).replace("%2", own)
        return translate("CardPreview", "%1: you would turn %2 a quarter clockwise, or one of "
                         "%3 other planets one to three quarters.").replace("%1", card).replace(
            "%2", own).replace("%3", str(others))
    colour = colour_name(COLOURS[preview.colour])
    if not preview.colour_card:
        card = translate("CardPreview", "%1 (for %2)").replace("%1", card).replace("%2", colour)
    start = disc_label(game, cells[preview.start])  # (a name on its own, in any language)
    if not preview.path:
        text = translate("CardPreview", "%1: your piece on %2 cannot fly %3 now.").replace(
            "%1", card).replace("%2", start).replace("%3", colour)
        if preview.end == "wall":
            text += " " + translate("CardPreview", "The sun blocks the way.")
        return text
    stops = []
    for h in preview.hops:
        cell = cells[h.dst]
        # a face-down planet by its place ("a face-down planet at row 3, column 1": public, as
        # the layout is; never what it is), so two of them are told apart
        face_down = h.dst != game.layout.sun and game.planet_at(cell) is None
        name = disc_name_at(game, cell) if face_down else disc_name(game, cell)
        if h.wraps:
            name = translate("CardPreview", "%1 (round the edge)").replace("%1", name)
        stops.append(name)
    text = translate("CardPreview", "%1: from %2 your piece would fly to %3.").replace(
        "%1", card).replace("%2", start).replace("%3", ", ".join(stops))
    end = {
        "sun": translate("CardPreview", "It would enter the sun and take a %1 chip.").replace(
            "%1", colour),
        "unknown": translate("CardPreview", "There it must stop: a face-down planet (?)."),
        "stop": translate("CardPreview", "There it must stop: a stop disc."),
        "wall": translate("CardPreview", "Then the sun blocks the way."),
    }.get(preview.end, "")
    return text + (" " + end if end else "")


class CardPreviews(QObject):
    """Follows the hand panel and draws the card looked at on the board (see the module)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.enabled = window.settings.card_preview
        self.shown: tuple[int, str] | None = None  # (seat, card) drawn now
        self.sentence = ""
        window.hand.looked.connect(self._looked)
        window.pages.currentChanged.connect(lambda _i: self.refresh())
        window.model.changed.connect(self.refresh)
        window.model.gameReplaced.connect(self.refresh)

    def set_enabled(self, on: bool) -> None:
        self.enabled = bool(on)
        self.refresh()

    def _seat(self) -> int | None:
        """The seat whose hand is on the table now, or None."""
        window = self.window
        from .flow import TABLE
        seat = window.hand.model.seat
        if seat is None or window.hand.shown is None or window.flow.looking != seat \
                or window.pages.currentIndex() != TABLE or window.flow.moment is not None \
                or seat not in window.model.screen_seats() \
                or seat not in window.model.game.pending_seats():
            return None
        return seat

    def refresh(self) -> None:
        self._looked(self.window.hand.looked_at(), False)

    def _looked(self, card: str, by_keys: bool) -> None:
        seat = self._seat() if self.enabled and card else None
        if seat is None:
            self._show(None, None)
            return
        game = self.window.model.game
        preview = card_preview(game.view(seat), card)
        self._show((seat, card), preview)
        self.sentence = preview_sentence(game, preview)
        # a hand shown without speech (a screen reader at a shared screen, privacy.py): the
        # picture on the board only, never the sentence that names the card
        spoken = getattr(self.window.hand.model, "spoken", True)
        self.window.hand.view.setAccessibleDescription(self.sentence if spoken else "")
        if by_keys and spoken:
            access = getattr(self.window, "access", None)
            if access is not None:
                access.announcer.say(self.sentence, private=True)

    def _show(self, key, preview) -> None:
        self.shown = key
        if preview is None:
            self.sentence = ""
            self.window.hand.view.setAccessibleDescription("")
        scene = self.window.scene
        if hasattr(scene, "set_preview"):
            scene.set_preview(preview)

    def retranslate(self) -> None:
        """The language changed: the sentence again in the new language."""
        self.refresh()

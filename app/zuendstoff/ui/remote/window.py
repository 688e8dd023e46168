"""The far-away window: one seat of a table elsewhere, played through the broker.

It shows what that seat may know and nothing more: the board, the public panel and the
seat's own hand are the table window's own widgets (:class:`~..board.scene.BoardScene`,
:class:`~..game.hand.HandPanel`, :class:`~..game.decisions.DecisionBar`,
:class:`~..game.public_panel.PublicPanel`) drawn from the seat's view that the table sends
(:class:`~.view_game.ViewGame`, R26); a log of what happened as this seat saw it, the table's
moments, and the end of the game, with *Watch the replay* on the record the table sends then
(the replay viewer, :mod:`..replay`). A card chosen or a decision made is sent as a ``decide``
for the current offer (:class:`~zuendstoff.net.remote.client.SeatClient`: the table alone
applies it). A hint is thought of here, from the seat's own view. The status bar says
whether the broker is reached (connected / reconnecting…).

The conversation runs on paho's thread; this window takes what arrived with a timer on its
own thread (never blocking), so a broker that goes away and comes back costs retries, and
closing the window and joining again with the same invitation gets the present state.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...document.hand_model import HandModel
from ...document.names import card_name, colour_name
from ...engine import PlayCard
from ...engine.constants import CARDS, COLOURS
from ...engine.decisions import Phase
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..game.decisions import DecisionBar
from ..game.hand import HandPanel
from ..game.public_panel import PublicPanel
from ..retranslate import Retranslating
from .model import SeatViewModel

translate = QCoreApplication.translate
POLL_MS = 40
SILENT_AFTER = 6.0  # seconds without a word from the table: said in the status bar
# seconds connected without a word from the table: the window says what may be wrong (its game
# is not open, or this invitation was replaced by a new one, ui/game/far_seats.reissue)
LONG_SILENCE = 30.0


class _HintSignals(QObject):
    done = Signal(int, object)


class FarWindow(Retranslating, QMainWindow):
    """The window of one far-away seat (``client``: a started-or-not SeatClient)."""

    stateShown = Signal()  # a new state of the table is on show (tests, the status line)

    def __init__(self, client, invitation_text: str = "", parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("farWindow")
        self.client = client
        self.invitation_text = invitation_text
        self.model: SeatViewModel | None = None
        self.log_lines: list[str] = []
        self._seen: dict = {}
        self._hint_token = 0
        self._hint_signals = _HintSignals()
        self._hint_signals.done.connect(self._hint_done)
        self.sent_text = ""
        self._undo_asked = False
        self.connected_at: float | None = None  # (monotonic) since when the broker is reached
        central = QWidget()
        self.setCentralWidget(central)
        self.outer = QHBoxLayout(central)
        self.waiting = QLabel()
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.waiting.setWordWrap(True)
        self.outer.addWidget(self.waiting)
        self.connection = QLabel()
        self.connection.setObjectName("farConnection")
        self.statusBar().addPermanentWidget(self.connection)
        self.board_view = None
        # Undo (Ctrl+Z): asks the table to take back this seat's last decision; it decides
        self.undo_action = QAction(self)
        self.undo_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        self.undo_action.triggered.connect(lambda _checked=False: self.ask_undo())
        self.undo_action.setEnabled(False)
        self.addAction(self.undo_action)
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.resize(1200, 780)
        self.retranslate()

    # ------------------------------------------------------------ lifecycle
    def start(self) -> None:
        self.client.start()
        self.timer.start()
        self._show_connection()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.timer.stop()
        self._hint_token += 1
        try:
            self.client.stop()
        finally:
            super().closeEvent(event)
        from .join_dialog import OPEN  # let go of it, once its close is over (not inside it)
        QTimer.singleShot(0, lambda: OPEN.remove(self) if self in OPEN else None)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("FarWindow", "Zündstoff – playing far away"))
        self.waiting.setText(translate("FarWindow", "Joining the table through the broker…"))
        if self.model is not None:
            self.scene.retranslate()
            self._show_state()
        self._show_connection()

    # ------------------------------------------------------------ building (first view)
    def _build(self, view) -> None:
        self.waiting.hide()
        self.model = SeatViewModel(view, self)
        self.scene = BoardScene(self.model)
        self.board_view = BoardView(self.scene)
        self.hand_model = HandModel(self)
        self.hand = HandPanel(self.hand_model)
        self.hand.hide()
        self.hand.confirmed.connect(self._card_chosen)
        self.bar = DecisionBar(self.model, self.scene)
        self.bar.decided.connect(self._decided)
        self.bar.told.connect(lambda text: self.statusBar().showMessage(text, 5000))
        self.scene.discClicked.connect(self.bar.on_disc_clicked)
        self.public_panel = PublicPanel(self.model)
        self.title = QLabel()
        self.title.setObjectName("farTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.doing = QLabel()
        self.doing.setObjectName("farDoing")
        self.doing.setWordWrap(True)
        self.own_hand = QLabel()
        self.own_hand.setObjectName("farOwnHand")
        self.own_hand.setWordWrap(True)
        self.moment = QLabel()
        self.moment.setObjectName("farMoment")
        self.moment.setWordWrap(True)
        self.hint_button = QPushButton()
        self.hint_button.clicked.connect(self.ask_hint)
        self.hint_text = QLabel()
        self.hint_text.setWordWrap(True)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("farUndo")
        self.undo_button.clicked.connect(self.ask_undo)
        self.undo_text = QLabel()
        self.undo_text.setObjectName("farUndoText")
        self.undo_text.setWordWrap(True)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("farReplay")
        self.replay_button.clicked.connect(self.watch_replay)
        self.replay_button.hide()  # shown when the table has sent the game's record (the end)
        self.log = QListWidget()
        self.log.setObjectName("farLog")
        self.log.setWordWrap(True)  # (a line of three players' cards: wrapped, not cut)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setResizeMode(QListWidget.ResizeMode.Adjust)
        side = QWidget()
        column = QVBoxLayout(side)
        for w in (self.title, self.doing, self.moment, self.own_hand):
            column.addWidget(w)
        column.addWidget(self.hand, 2)
        column.addWidget(self.bar)
        row = QHBoxLayout()
        row.addWidget(self.hint_button)
        row.addStretch(1)
        column.addLayout(row)
        row = QHBoxLayout()  # (a row of their own: the hint's long text is not cut)
        row.addWidget(self.undo_button)
        row.addWidget(self.replay_button)
        row.addStretch(1)
        column.addLayout(row)
        column.addWidget(self.hint_text)
        column.addWidget(self.undo_text)
        column.addWidget(self.public_panel)
        column.addWidget(self.log, 1)
        side.setMinimumWidth(400)  # (the hand's title in two lines, in German too)
        split = QSplitter()
        split.addWidget(self.board_view)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        self.outer.addWidget(split)
        split.show()  # (now: a layout shows a new child of a shown window only later)

    # ------------------------------------------------------------ the wire
    def poll(self) -> None:
        """Take what arrived (at most a few things a tick: the window stays responsive)."""
        changed = False
        for _ in range(20):
            kind = self.client.poll(0)
            if kind is None:
                break
            if kind == "state":
                changed = True
            elif kind == "answer" and self.client.undo_answer is not None \
                    and self.client.pending is None and self._undo_asked:
                self._undo_asked = False
                self._show_undo_answer(self.client.undo_answer)
                changed = True
            elif kind == "answer" and self.client.refused is not None:
                changed = True
            elif kind == "record" and self.client.record_error is not None:
                self.statusBar().showMessage(translate(
                    "FarWindow", "The table's record of the game cannot be replayed: %1").replace(
                    "%1", str(self.client.record_error)), 10000)
            elif kind == "record":
                changed = True
        if changed:
            view = self.client.view()
            if view is not None:
                if self.model is None:
                    self._build(view)
                else:
                    self.model.set_view(view)
                self._show_state()
                self.stateShown.emit()
            elif self.client.view_error:
                self.statusBar().showMessage(translate(
                    "FarWindow", "The table sent something that does not fit: %1").replace(
                    "%1", self.client.view_error), 10000)
        self._show_connection()

    def _show_connection(self) -> None:
        client = self.client
        import time
        now = time.monotonic()
        if not client.connected:
            self.connected_at = None
            text = translate("FarWindow", "Reconnecting to the broker…") if client.state \
                else translate("FarWindow", "Connecting to the broker…")
        else:
            if self.connected_at is None:
                self.connected_at = now
            if client.state is None:
                text = translate("FarWindow", "Connected – waiting for the table…")
                if now - self.connected_at > LONG_SILENCE:
                    self._say_waiting(translate(
                        "FarWindow", "The table has not answered. Is its game open in Zündstoff? "
                                     "An invitation the table has replaced with a new one no longer "
                                     "works: ask for the new one."))
            elif now - max(client.heard_at, self.connected_at) > LONG_SILENCE and not client.over:
                text = translate("FarWindow", "Connected – no word from the table for a while. If it "
                                              "sent you a new invitation, open that one.")
            elif now - client.heard_at > SILENT_AFTER and not client.over:
                text = translate("FarWindow", "Connected – the table does not answer…")
            else:
                text = translate("FarWindow", "Connected")
        if self.connection.text() != text:
            self.connection.setText(text)

    def _say_waiting(self, text: str) -> None:
        if self.waiting.text() != text:
            self.waiting.setText(text)

    # ------------------------------------------------------------ what is shown
    def _show_state(self) -> None:
        client, game = self.client, self.model.game
        view = game.view()
        doc = client.state or {}
        me = game.players[view.seat].name
        self.title.setText(translate("FarWindow", "You play %1, round %2").replace(
            "%1", me).replace("%2", str(view.round_no)))
        cards = view.hand_names()
        mine = game.chosen_card(view.seat)
        hand = ", ".join(card_name(c) for c in cards) or "–"
        text = translate("FarWindow", "Your hand: %1").replace("%1", hand)
        if mine is not None:
            text += "\n" + translate("FarWindow", "Laid face down: %1").replace("%1", card_name(mine))
        self.own_hand.setText(text)
        self.moment.setText(doc.get("moment") or "")
        self._log_changes(game, doc)
        offered = client.offered()
        if offered and view.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD):
            self.bar.end()
            if self.hand_model.seat is None or self.hand.isHidden():
                self.hand.show_hand(view.seat, me, cards, view.phase is Phase.SECOND_CARD)
        elif offered:
            self.hand.clear()
            if self.bar.seat is None:
                self.bar.begin(view.seat)
        else:
            self.hand.clear()
            self.bar.end()
        self.hint_button.setEnabled(offered)
        self.hint_button.setText(translate("FarWindow", "Hint: what would the strongest player do?"))
        self.undo_button.setText(translate("FarWindow", "Ask the table to undo"))
        self.undo_button.setToolTip(translate(
            "FarWindow", "Asks the table to take back your last decision (Ctrl+Z); the table's "
            "rules decide."))
        can = self.client.can_ask_undo()
        self.undo_button.setEnabled(can)
        self.undo_button.setVisible(not game.is_over)  # (the end: the replay instead)
        self.undo_action.setEnabled(can)
        self.replay_button.setText(translate("FarWindow", "Watch the replay"))
        self.replay_button.setVisible(self.client.record_game is not None)
        self.log.setAccessibleName(translate("FarWindow", "What happened"))
        if not offered:
            self.hint_text.setText("")
        self.doing.setText(self._doing_text(game, doc, offered))

    def _doing_text(self, game, doc, offered: bool) -> str:
        if game.is_over:
            names = [game.players[s].name for s in game.winners]
            return translate("FarWindow", "The game is over. Won: %1").replace("%1", ", ".join(names) or "–")
        refused = self.client.refused
        if offered:
            said = translate("FarWindow", "Your turn: choose.")
            if refused is not None:
                said = translate("FarWindow", "The table did not take that (%1). Choose again.").replace(
                    "%1", str(refused.get("text", ""))[:120])
            return said
        if self.client.pending is not None and self.client.pending.get("type") == "decide":
            return translate("FarWindow", "Sent – the table takes it…")
        waiting = [game.players[s].name for s in game.pending_seats() if s != game.seat]
        if waiting:
            return translate("FarWindow", "Waiting for %1…").replace("%1", ", ".join(waiting))
        return translate("FarWindow", "Waiting for the table…")

    def _log_changes(self, game, doc) -> None:
        """What this seat saw happen, one line each: revealed cards, flights, chips, the end."""
        lines = []
        seen = self._seen
        if seen.get("round") != game.round_no:
            lines.append(translate("FarWindow", "Round %1").replace("%1", str(game.round_no)))
            seen["round"] = game.round_no
            seen["first"] = seen["second"] = None
        for key in ("first", "second"):
            cards = tuple(getattr(game, key))
            if cards != seen.get(key) and all(c >= 0 for c in cards):
                seen[key] = cards
                lines.append(", ".join(f"{p.name}: {card_name(CARDS[c])}"
                                       for p, c in zip(game.players, cards)))
        flight = game.current_flight()
        if flight is not None and seen.get("flight") != (game.round_no, flight):
            seen["flight"] = (game.round_no, flight)
            lines.append(translate("FarWindow", "%1 flies %2").replace(
                "%1", game.players[flight[0]].name).replace("%2", colour_name(flight[1])))
        chips = tuple(tuple(c) for c in game.chips)
        old = seen.get("chips")
        if old is not None:
            for seat, (was, now) in enumerate(zip(old, chips)):
                for c in now[len(was):]:
                    lines.append(translate("FarWindow", "%1 takes a %2 chip").replace(
                        "%1", game.players[seat].name).replace("%2", colour_name(COLOURS[c])))
        seen["chips"] = chips
        moment = doc.get("moment") or ""
        if moment and moment != seen.get("moment"):
            lines.append(moment)
        seen["moment"] = moment
        if game.is_over and not seen.get("over"):
            seen["over"] = True
            lines.append(self._doing_text(game, doc, False))
        for line in lines:
            self.log_lines.append(line)
            self.log.addItem(line)
        if lines:
            self.log.scrollToBottom()

    def ask_undo(self) -> bool:
        """Ask the table to take back this seat's last decision (it answers: done, or why not)."""
        if self.model is None or not self.client.ask_undo():
            return False
        self._undo_asked = True
        self.undo_button.setEnabled(False)
        self.undo_action.setEnabled(False)
        self.undo_text.setText(translate("FarWindow", "Asked the table to undo…"))
        return True

    def _show_undo_answer(self, doc: dict) -> None:
        said = str(doc.get("text") or "")[:200]
        if doc.get("type") == "ok":
            text = translate("FarWindow", "The table took it back. %1").replace("%1", said)
        else:
            text = translate("FarWindow", "The table did not undo: %1").replace("%1", said)
        self.undo_text.setText(text.strip())
        self.statusBar().showMessage(text.strip(), 8000)

    def watch_replay(self):
        """The replay viewer on the record the table sent at the end (what its own replay
        shows everyone, R26); None before it came."""
        game = self.client.record_game
        if game is None:
            return None
        from ..replay.viewer import ReplayWindow
        viewer = ReplayWindow(game.copy(), ", ".join(p.name for p in game.players), self)
        # no table here to play on at; and the planets never turned up are not the real ones
        viewer.play_on_action.setVisible(False)
        viewer.play_on_action.setEnabled(False)
        self.replay_viewer = viewer
        viewer.show()
        viewer.raise_()
        viewer.activateWindow()
        return viewer

    # ------------------------------------------------------------ deciding
    def _card_chosen(self, seat: int, card: str) -> None:
        self._decided(PlayCard(seat, card))

    def _decided(self, decision) -> None:
        if self.client.decide(decision):
            self.hand.clear()
            self.bar.end()
            self.hint_text.setText("")
            self.doing.setText(self._doing_text(self.model.game, self.client.state or {}, False))

    # ------------------------------------------------------------ hints
    def ask_hint(self) -> None:
        """The strongest computer's move for this seat, thought of here from its own view."""
        view = self.client.view()
        if view is None or not self.client.offered():
            return
        from ...engine.hints import ask

        self._hint_token += 1
        token, signals = self._hint_token, self._hint_signals
        self.hint_text.setText(translate("FarWindow", "Thinking…"))
        self.hint_button.setEnabled(False)
        offer = (self.client.state or {}).get("offer")

        def run() -> None:
            try:
                hint = ask(view, seed=f"hint:{view.round_no}:{view.seat}")
            except Exception:  # noqa: BLE001 - a hint that fails is no hint, never a crash
                hint = None
            signals.done.emit(token, (offer, hint))

        QThreadPool.globalInstance().start(run)

    def _hint_done(self, token: int, answer) -> None:
        offer, hint = answer
        if token != self._hint_token or not self.client.offered() \
                or (self.client.state or {}).get("offer") != offer:
            return  # the game moved on meanwhile: the hint belonged to another position
        self.hint_button.setEnabled(True)
        if hint is None:
            self.hint_text.setText(translate("FarWindow", "No hint this time."))
            return
        from ..game.hints import move_text, reason_text

        game = self.model.game
        self.hint_text.setText(translate("FarWindow", "Hint: %1 – %2").replace(
            "%1", move_text(game, hint)).replace("%2", reason_text(game, hint)))
        self.hint = hint
        if isinstance(hint.decision, PlayCard) and not self.hand.isHidden():
            self.hand.select_card(hint.decision.card)



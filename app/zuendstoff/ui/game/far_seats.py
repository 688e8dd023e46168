"""Friends far away at the table: the window's side of internet play (:mod:`zuendstoff.net.
remote_hub`), wired like the phone seats (:mod:`.phones`).

:class:`FarSeats` keeps a :class:`~zuendstoff.net.remote_hub.RemoteHub` in step with the game:

* it runs while a game with far-away seats is open, with one invitation per such seat (the
  broker from Settings → Internet play, one random room, each seat its own key); new ones are
  shown in the invitations dialog (:mod:`.invitations`). The keys are kept in a private file
  of the data folder (:mod:`zuendstoff.net.remote.keystore`), never in the ``.zrec``: the same
  game reopened (its autosave after a crash, or its file) gets the same invitations back, and
  its far-away players just reconnect;
* after every change it publishes the game to the hub (each far-away seat is sent its own
  view only); a far-away decision takes the phones' path (:meth:`TurnFlow.phone_decision`)
  if the offer it answers is still the seat's present one, else the seat is asked again;
* the players panel says who is connected (a seat's Zündstoff was heard since the table
  started: ``RemoteHub.heard``) and whose connection is lost (not heard for
  :data:`~zuendstoff.net.remote.LOST_AFTER` seconds, an alarm of the app's clock: a
  connected Zündstoff says something every ``KEEPALIVE``), and while the table waits for a
  far-away seat, a notice in the status bar says so. After the wait chosen in Settings →
  Internet play (an alarm of the app's clock, ui/clock.py), it offers "Let the computer play
  for Anna"; the seat keeps its ``far`` mark with the computer on it, and the person takes it
  back by deciding in their Zündstoff, by being heard again after they were away (not
  connected, or lost), or by a click ("Anna plays again"). Decisions carry the offer they
  answer, so nothing is applied twice;
* a far-away seat's request to take back its own last decision is decided by the table's
  own Undo (:meth:`FarSeats.undo_asked`), answered (done, or why not) and the game published;
* a seat's invitation that went astray is replaced (:meth:`FarSeats.reissue`, Game → Seats →
  the seat → New invitation): the old key stops working at once.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from ...document.game_model import FAR, HUMAN, SeatKind
from ...net.remote import LOST_AFTER, keystore

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def _real_hub(broker, invitations, parent: QObject | None, ca_file: str | None = None) -> Any:
    from ...net.remote_hub import RemoteHub
    return RemoteHub(broker, invitations, ca_file or None, parent)


class WaitingNotice(QWidget):
    """In the status bar: whom the table waits for far away, and what the table can do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.buttons: dict[tuple[str, int], QPushButton] = {}
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addWidget(self.label)
        self.hide()

    def show_lines(self, text: str, buttons: list[tuple[str, int, str, Callable[[], None]]]) -> None:
        self.label.setText(text)
        wanted = [(what, seat, label) for what, seat, label, _slot in buttons]
        if wanted == [(w, s, b.text()) for (w, s), b in self.buttons.items()]:
            self.setVisible(bool(text or buttons))  # (the same buttons stay: a click in
            return                                   # progress is never cut off)
        for button in self.buttons.values():
            button.deleteLater()
        self.buttons = {}
        for what, seat, label, slot in buttons:
            button = QPushButton(label)
            button.clicked.connect(lambda _c=False, f=slot: f())
            self.row.addWidget(button)
            self.buttons[(what, seat)] = button
        self.setVisible(bool(text or buttons))


class FarSeats(QObject):
    # how the hub is made (tests may put in one with the same face)
    make_hub: Callable[..., Any] = staticmethod(_real_hub)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.hub: Any = None
        self.keys_file = None  # (None: the data folder's; keystore.keys_path())
        self.heard_at: dict[int, float] = {}
        self.lost: set[int] = set()  # heard once, but not for LOST_AFTER seconds now
        self._silence: dict[int, Any] = {}  # seat → the alarm that says its connection is lost
        self.overdue: set[int] = set()  # seats waited for longer than the table's wait
        self._alarms: dict[int, Any] = {}
        self._away: set[int] = set()  # taken over while away: heard again, they take it back
        self._fresh = False
        self._sync_queued = False
        self.dialog = None
        self._message: QMessageBox | None = None
        self.notice = WaitingNotice(window)
        window.statusBar().addPermanentWidget(self.notice)
        model, flow = window.model, window.flow
        model.changed.connect(self._game_changed)
        model.gameReplaced.connect(self._game_replaced)
        model.seatsChanged.connect(self._queue_sync)
        flow.statusChanged.connect(lambda _text: self._table_changed())
        window.runner.thinkingChanged.connect(lambda _seat: self.publish())
        flow.gameOver.connect(self.publish)
        flow.phoneDecisionDropped.connect(self._reoffer)
        self._queue_sync()

    # ---------------------------------------------------------------- state
    @property
    def running(self) -> bool:
        return self.hub is not None

    def connected(self, seat: int) -> bool:
        return seat in self.heard_at and seat not in self.lost

    def _queue_sync(self) -> None:
        if not self._sync_queued:
            self._sync_queued = True
            QTimer.singleShot(0, self, self._queued_sync)

    def _queued_sync(self) -> None:
        self._sync_queued = False
        self.sync()

    def _game_replaced(self) -> None:
        self._fresh = True
        self._queue_sync()

    def _game_changed(self) -> None:
        if self.window.model.far_seats() and self.hub is None:
            self._queue_sync()
        self.publish()
        self._watch()

    def _table_changed(self) -> None:
        self.publish()
        self._watch()

    def sync(self) -> None:
        """Bring the hub in line with the seats: start (with the kept or new invitations),
        stop, or start again with a seat more or less."""
        window = self.window
        model = window.model
        wanted = model.far_seats()
        if not wanted or not getattr(window, "has_game", True) or window.flow.paused:
            self.stop()
            self._fresh = False
            self._watch()
            return
        if self._fresh or self.hub is None or set(wanted) != set(self.hub.seats()):
            self._fresh = False
            if not self._start(wanted):
                return
        self.publish()
        self._watch()

    def _start(self, wanted: list[int], current: dict | None = None) -> bool:
        """Start the hub for ``wanted`` with the invitations ``current`` (or those kept for
        this game), new ones for seats without; False when it cannot start."""
        from ...net.remote.invitation import Invitation, InvitationError, parse_broker
        window = self.window
        game = window.model.game
        self.stop()
        kept = current if current is not None else keystore.load(game, self.keys_file)
        invitations = {s: kept[s] for s in wanted if s in kept}
        made = [s for s in wanted if s not in invitations]
        if made:
            if invitations:
                first = next(iter(invitations.values()))
                broker, room = first.broker, first.room
            else:
                try:
                    broker = parse_broker(window.settings.broker)
                except InvitationError:
                    self._fall_back(translate("FarSeats", "No broker is set (Settings → Internet play)."))
                    return False
                room = Invitation.new(broker).room  # one room per game, one key per seat
            for seat in made:
                invitations[seat] = Invitation.new(broker, room)
            self._keep(invitations)
        broker = next(iter(invitations.values())).broker
        try:
            ca = window.settings.ca_file if broker.tls else ""
            hub = self.make_hub(broker, invitations, self, *([ca] if ca else []))
            hub.start()
        except Exception as exc:  # noqa: BLE001 - a missing library, a broken CA file: hot-seat
            self._fall_back(str(exc))
            return False
        self.hub = hub
        hub.decisionReceived.connect(self._decision_received)
        hub.heard.connect(self._heard)
        hub.undo_handler = self.undo_asked
        from .phones import _language
        hub.set_language(_language())
        self.heard_at = {}
        for seat in wanted:
            window.players_model.set_connection(seat, "waiting")
        if made:
            self.show_invitations(again=False)
        else:
            window.statusBar().showMessage(translate(
                "FarSeats", "The far-away players rejoin with the invitations they have."), 15000)
        return True

    def _keep(self, invitations: dict) -> bool:
        """The invitations into the private keys file (a plain line when that fails)."""
        try:
            keystore.save(self.window.model.game, invitations, self.keys_file)
            return True
        except OSError as exc:
            self.window.statusBar().showMessage(translate(
                "FarSeats", "The far-away invitations could not be kept (%1): after a restart "
                            "they would be new.").replace("%1", exc.strerror or str(exc)), 15000)
            return False

    def reissue(self, seat: int) -> None:
        """A new invitation for ``seat`` (a new key, the same broker and room), for one that
        went astray: the old one stops working at once, the other seats keep theirs. The
        table's connection starts again with the new keys, as when the game is reopened (the
        other far-away players hear the table again within seconds), and the invitations
        dialog shows the new one."""
        from ...net.remote.invitation import Invitation
        if self.hub is None or seat not in self.hub.seats():
            return
        invitations = dict(self.hub.invitations)
        old = invitations[seat]
        invitations[seat] = Invitation.new(old.broker, old.room)
        self._keep(invitations)
        if self._start(self.window.model.far_seats(), invitations):
            self.publish()
            self._watch()
            self.window.statusBar().clearMessage()  # (not "they rejoin with what they have")
            self.show_invitations(again=False, renewed=seat)

    def stop(self) -> None:
        hub, self.hub = self.hub, None
        if hub is not None:
            for signal, slot in ((hub.decisionReceived, self._decision_received),
                                 (hub.heard, self._heard)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
            hub.stop()
            hub.deleteLater()
        self.heard_at = {}
        self._forget_silence()

    def _forget_silence(self) -> None:
        for alarm in self._silence.values():
            alarm.cancel()
        self._silence = {}
        self.lost = set()

    def shutdown(self) -> None:
        """The window closes: the hub stops (the keys stay: the game may be reopened)."""
        self.stop()
        for alarm in self._alarms.values():
            alarm.cancel()
        self._alarms = {}

    def retranslate(self) -> None:
        """The language changed: the far-away seats hear the table in it, the notice too."""
        if self.hub is not None:
            from .phones import _language
            self.hub.set_language(_language())
            self.publish()
        self._update_notice()

    def _fall_back(self, reason: str) -> None:
        """Internet play cannot start: one plain message; the far-away seats play here."""
        window = self.window
        seats = window.model.far_seats()
        text = translate("FarSeats", "Friends far away cannot join: %1\n\n%2 play on this screen "
                                     "instead (hot-seat).").replace("%1", reason.strip() or "?").replace(
            "%2", ", ".join(window.model.game.players[s].name for s in seats))
        box = QMessageBox(QMessageBox.Icon.Warning, translate("FarSeats", "Friends far away cannot join"),
                          text, QMessageBox.StandardButton.Ok, window)
        if self._message is not None:
            self._message.deleteLater()
        box.open()
        self._message = box
        for seat in seats:
            window.model.set_seat(seat, HUMAN)
        if seats:
            window.flow.reset_bots()
            window.flow.interrupt()
            window.files.autosave()

    # ---------------------------------------------------------------- hub → window
    def _heard(self, seat: int) -> None:
        window = self.window
        if self.hub is None or seat not in self.hub.seats():
            return
        self.heard_at[seat] = time.monotonic()
        self.lost.discard(seat)
        alarm = self._silence.pop(seat, None)
        if alarm is not None:
            alarm.cancel()
        self._silence[seat] = window.clock.later(int(LOST_AFTER * 1000), self,
                                                 lambda s=seat: self._silent(s))
        window.players_model.set_connection(seat, "connected")
        kind = window.model.seats[seat] if seat < len(window.model.seats) else None
        if kind is not None and kind.far and kind.is_computer and seat in self._away:
            self.take_back(seat)  # they were away, and they are back
        self._watch()

    def _silent(self, seat: int) -> None:
        """``seat`` was not heard for LOST_AFTER seconds: its connection is lost (a missing
        seat, waited for like one never connected)."""
        self._silence.pop(seat, None)
        if self.hub is None or seat not in self.hub.seats():
            return
        self.lost.add(seat)
        self.window.players_model.set_connection(seat, "lost")
        self._update_notice()

    def _decision_received(self, seat: int, decision: Any, offer: int) -> None:
        if self.hub is None or self._fresh:
            return
        if offer != self.hub.offer(seat):
            self.hub.reoffer(seat)  # answered for a position the table has left since
            return
        kind = self.window.model.seats[seat]
        if kind.far and kind.is_computer:
            self.take_back(seat)  # the person decided: they play again
        if not self.window.flow.phone_decision(seat, decision):
            self._reoffer(seat)

    def undo_asked(self, seat: int) -> tuple[str | None, str]:
        """A far-away seat asks to take back its last decision. The table's own Undo decides
        (undo_actions.py: casual or not, never across a reveal, what it allows now), and only
        when what it would take back is that seat's own decision: (None, what was taken back)
        or (code, why not), in the table's words."""
        undo = self.window.undo
        target = undo.undo_target()
        if target is None or not undo.undo_action.isEnabled():
            return "not-allowed", undo.reason() or translate("FarSeats", "The table cannot undo now.")
        command = self.window.stack.command(target)
        if getattr(command, "seat", None) != seat:
            return "not-yours", translate(
                "FarSeats", "The last decision Undo would take back is not yours: %1").replace(
                "%1", command.text())
        text = command.text()
        undo.undo()
        self.window.statusBar().showMessage(translate(
            "FarSeats", "Taken back, as %1 asked from far away: %2").replace(
            "%1", self.window.model.game.players[seat].name).replace("%2", text), 8000)
        return None, translate("FarSeats", "Taken back: %1").replace("%1", text)

    def _reoffer(self, seat: int) -> None:
        if self.hub is not None and seat in self.hub.seats():
            self.hub.reoffer(seat)

    # ---------------------------------------------------------------- window → hub
    def publish(self) -> None:
        if self.hub is None or self._fresh:
            return
        window = self.window
        model, flow, runner = window.model, window.flow, window.runner
        table = window.phones.make_table(names=tuple(p.name for p in model.game.players),
                                         kinds=tuple(k.name for k in model.seats),
                                         thinking=runner.seat if runner.busy else None,
                                         moment=flow.moment_line())
        self.hub.publish(model.game, table)

    # ---------------------------------------------------------------- invitations
    def entries(self) -> list:
        from .invitations import FarInvitation
        game = self.window.model.game
        return [FarInvitation(s, game.players[s].name, inv.link(), inv.code())
                for s, inv in sorted(self.hub.invitations.items())] if self.hub else []

    def show_invitations(self, again: bool = True, renewed: int | None = None) -> bool:
        """The invitations dialog (after Start game; Game → Far-away invitations… again;
        after a seat's new invitation, ``renewed``)."""
        if self.hub is None:
            return False
        from .invitations import InvitationsDialog
        if self.dialog is not None:
            self.dialog.close()
        broker = next(iter(self.hub.invitations.values())).broker.url()
        dialog = InvitationsDialog(self.entries(), broker, self.window, again, renewed)
        dialog.finished.connect(lambda _r, d=dialog: self._dialog_closed(d))
        dialog.open()
        self.dialog = dialog
        return True

    def _dialog_closed(self, dialog) -> None:
        """The invitations dialog closed: it goes (opened again, it is made anew)."""
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()

    # ---------------------------------------------------------------- waiting, taking over
    def waiting_for(self) -> list[int]:
        """Far-away people the table waits for now."""
        window = self.window
        game = window.model.game
        if self.hub is None or game.is_over or window.flow.paused:
            return []
        return [s for s in game.pending_seats() if window.model.is_far(s)]

    def _watch(self) -> None:
        """An alarm per far-away seat the table waits for; the notice says who it is."""
        waiting = set(self.waiting_for())
        for seat in [s for s in self._alarms if s not in waiting]:
            self._alarms.pop(seat).cancel()
            self.overdue.discard(seat)
        wait_ms = self.window.settings.far_wait_s * 1000
        for seat in waiting - set(self._alarms):
            self._alarms[seat] = self.window.clock.later(wait_ms, self, lambda s=seat: self._overdue(s))
        self._update_notice()

    def _overdue(self, seat: int) -> None:
        if seat in self._alarms:
            self.overdue.add(seat)
            self._update_notice()

    def _update_notice(self) -> None:
        window = self.window
        model = window.model
        game = model.game
        names = [p.name for p in game.players]
        lines, buttons = [], []
        for seat in self.waiting_for():
            line = translate("FarSeats", "Waiting for %1 (far away)").replace("%1", names[seat])
            if seat in self.lost:
                line += " – " + translate("FarSeats", "connection lost")
            elif not self.connected(seat):
                line += " – " + translate("FarSeats", "not connected")
            lines.append(line)
            if seat in self.overdue:
                buttons.append(("take", seat, translate("FarSeats", "Let the computer play for %1")
                                .replace("%1", names[seat]), lambda s=seat: self.take_over(s)))
        if self.hub is not None and not game.is_over:
            for seat in model.far_seats():
                if model.seats[seat].is_computer:
                    lines.append(translate("FarSeats", "The computer plays for %1").replace("%1", names[seat]))
                    buttons.append(("back", seat, translate("FarSeats", "%1 plays again").replace(
                        "%1", names[seat]), lambda s=seat: self.take_back(s)))
        self.notice.show_lines("; ".join(lines), buttons)

    def take_over(self, seat: int) -> None:
        """A computer plays ``seat`` until its person is back (the seat stays far away)."""
        from ..dialogs.bot_names import default_bot
        model = self.window.model
        if not 0 <= seat < model.game.seats or not model.is_far(seat):
            return
        last = self.heard_at.get(seat)
        if not self.connected(seat) or time.monotonic() - last > LOST_AFTER:
            self._away.add(seat)  # (heard again, they are back)
        self._move(seat, SeatKind(default_bot(), far=True))

    def take_back(self, seat: int) -> None:
        """The far-away person plays ``seat`` again."""
        model = self.window.model
        if not 0 <= seat < model.game.seats or not model.seats[seat].far or model.is_far(seat):
            return
        self._away.discard(seat)
        self._move(seat, FAR)

    def _move(self, seat: int, kind: SeatKind) -> None:
        window = self.window
        window.model.set_seat(seat, kind)
        window.flow.reset_bots()
        window.flow.interrupt(keep_phone_decision=True)
        window.files.autosave()
        self.publish()
        self._watch()

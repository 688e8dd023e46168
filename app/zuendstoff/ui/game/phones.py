"""Phones at the table: the window's side of the phone server (zuendstoff.net.hub).

:class:`PhoneSeats` keeps the hub in step with the game on the table:

* it listens only while a game with phone seats is open (on the address chosen in the
  new-game dialog), and stops when the game ends (after the game-over state went out),
  when a game without phones replaces it and when the window closes; a hub that cannot
  listen gives one plain message and the phone seats go back to this screen (hot-seat);
* after every change of the game, of who plays which seat and of what the table is
  showing (a computer thinking, a table moment), it publishes the game to the hub, which
  sends each phone its own seat's view only;
* a decision from a phone goes to :meth:`TurnFlow.phone_decision` (the path of a click)
  if the offer it answers is still the seat's present one; one answered for a position
  the table has left since (an undo came between) is dropped, and the phone, already
  shown the new position, is asked again there;
* the join screen (:mod:`.join`) shows the codes; connection states go to it and to the
  players panel;
* seats change hands mid-game (to a phone, back to this screen, to the computer) and a
  phone's code can be issued anew (:meth:`move`, :meth:`reissue`, :func:`fill_seat_menu`).
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox

from ...document.game_model import HUMAN, PHONE, SeatKind
from .join import JoinScreen, JoinSeat

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def _real_hub(host: str, parent: QObject | None) -> Any:
    from ...net.hub import PhoneHub
    return PhoneHub(host, 0, parent)


def _real_table_info(**fields: Any) -> Any:
    from ...net.hub import TableInfo
    return TableInfo(**fields)


class PhoneSeats(QObject):
    # how the hub and its TableInfo are made (tests put in a stand-in with the same API)
    make_hub: Callable[[str, QObject | None], Any] = staticmethod(_real_hub)
    make_table: Callable[..., Any] = staticmethod(_real_table_info)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.hub: Any = None
        self.host = ""
        # the join screen: a page of the window's stack, shown in the table's place
        self.join = JoinScreen()
        self.join.startRequested.connect(self.close_join)
        self.join.reissueRequested.connect(self.reissue)
        self.join.hotSeatRequested.connect(lambda seat: self.move(seat, HUMAN))
        window.pages.addWidget(self.join)
        # ms the hub keeps running after the game ended (the last state reaches the phones)
        self.stop_grace_ms = 1500
        self._fresh = False  # a new or loaded game came: new codes for every phone
        self._loaded = False  # that game was reopened with phone seats: phones rejoin
        self._joined = False  # the join screen of this game was closed once (it goes on)
        self._sync_queued = False
        self._message: QMessageBox | None = None
        model = window.model
        model.changed.connect(self._game_changed)
        model.gameReplaced.connect(self._game_replaced)
        model.seatsChanged.connect(self._queue_sync)
        window.flow.statusChanged.connect(lambda _text: self.publish())  # a moment, who thinks
        window.runner.thinkingChanged.connect(lambda _seat: self.publish())
        window.flow.gameOver.connect(self._game_over)
        window.flow.phoneDecisionDropped.connect(self._reoffer)
        self._queue_sync()

    # ---------------------------------------------------------------- state
    @property
    def running(self) -> bool:
        return self.hub is not None and bool(self.hub.running)

    @property
    def join_shown(self) -> bool:
        return self.window.pages.currentWidget() is self.join

    def _queue_sync(self) -> None:
        if not self._sync_queued:
            self._sync_queued = True
            QTimer.singleShot(0, self, self._queued_sync)

    def _queued_sync(self) -> None:
        self._sync_queued = False
        self.sync()

    def _game_replaced(self) -> None:
        # a game reopened with phone seats (start_game says when it is a new one instead)
        self._fresh, self._joined = True, False
        self._loaded = bool(self.window.model.phone_seats())
        self.window.players_model.forget_connections(keep=())
        self._queue_sync()

    def new_game_started(self) -> None:
        """The game on the table was just set up here (not reopened from a file)."""
        self._loaded = False

    def _game_changed(self) -> None:
        if self.window.model.phone_seats() and not self.running and not self.window.model.game.is_over:
            self._queue_sync()  # (an undo after the game had ended)
        self.publish()

    def sync(self) -> None:
        """Bring the hub in line with the seats: start, stop, add or remove phone seats."""
        window = self.window
        model = window.model
        wanted = model.phone_seats()
        if not wanted or not getattr(window, "has_game", True) or window.flow.paused:
            self.stop()
            self._fresh = False
            if self.join_shown:
                self.close_join()
            return
        if model.game.is_over:  # (a finished game opened: nobody plays; its end was published)
            if self._fresh:
                self.stop()
                if self.join_shown:
                    self.close_join()
            self._fresh = False
            return
        starting = self._fresh or not self.running
        self._fresh = False
        if starting:
            self.stop()
            if not self._start():
                return
            self.hub.set_seats(wanted)
            self._show_join(mid_game=self._joined or _under_way(model.game),
                            loaded=self._loaded and not self._joined)
        else:
            added = set(wanted) - set(self.hub.seats())
            self.hub.set_seats(wanted)
            window.players_model.forget_connections(keep=wanted)
            if added:
                self._show_join(mid_game=True, loaded=False)
            elif self.join_shown:
                self._fill_join(self.join.mid_game)
        for seat in wanted:
            window.players_model.set_connection(seat, self.hub.connection(seat))
        window.players_model.refresh()
        self.publish()

    def _start(self) -> bool:
        from ..dialogs.addresses import pick_address
        window = self.window
        self.host = pick_address(window.settings.phone_host)
        try:
            hub = self.make_hub(self.host, self)
            hub.start()
        except Exception as exc:  # no server (port, address, a missing library): hot-seat
            self._fall_back(str(exc))
            return False
        self._attach(hub)
        hub.set_language(_language())
        return True

    def _attach(self, hub: Any) -> None:
        self.hub = hub
        hub.connectionChanged.connect(self._connection_changed)
        hub.decisionReceived.connect(self._decision_received)
        hub.failed.connect(self._hub_failed)

    def _detach(self) -> Any:
        hub, self.hub = self.hub, None
        if hub is not None:
            for signal, slot in ((hub.connectionChanged, self._connection_changed),
                                 (hub.decisionReceived, self._decision_received),
                                 (hub.failed, self._hub_failed)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        return hub

    def stop(self) -> None:
        """Stop listening (idempotent)."""
        hub = self._detach()
        if hub is not None:
            hub.stop()
            hub.deleteLater()

    def shutdown(self) -> None:
        """The window closes: the server stops; the join screen goes."""
        self.stop()

    def retranslate(self) -> None:
        """The language changed: the phones' pages follow, the join screen's note too (its
        cards and buttons retranslate themselves)."""
        if self.hub is not None:
            self.hub.set_language(_language())
            self.publish()  # the phones hear the table in the new language now
        if self.join.note.isVisibleTo(self.join):
            self.join.set_note(self._loaded_note())

    # ---------------------------------------------------------------- hub → window
    def _connection_changed(self, seat: int, state: str) -> None:
        window = self.window
        window.players_model.set_connection(seat, state)
        self.join.set_state(seat, state)
        game = window.model.game
        if state == "lost" and not self.join_shown and 0 <= seat < game.seats and not game.is_over:
            window.statusBar().showMessage(translate(
                "PhoneSeats", "%1's phone lost its connection. It rejoins by itself or with the same "
                              "code (Game → Phones… shows it).").replace("%1", game.players[seat].name), 15000)

    def _decision_received(self, seat: int, decision: Any, offer: int) -> None:
        if self._fresh:
            return  # another game took the table meanwhile: its phones get new codes
        if offer != self.hub.offer(seat):
            # answered "ok" for a position the table has left since (an undo came first):
            # the state published since is the phone's new offer; it is asked again there
            self._reoffer(seat)
            return
        if not self.window.flow.phone_decision(seat, decision):
            self._reoffer(seat)  # answered "ok" by the server, not taken here: asked again

    def _reoffer(self, seat: int) -> None:
        """A phone's decision answered ``ok`` was not made: its page must not wait for the
        table for ever (a new offer; when the game has moved on meanwhile, it has one)."""
        if self.running:
            self.hub.reoffer(seat)

    def _hub_failed(self, text: str) -> None:
        self._fall_back(text)

    def _fall_back(self, reason: str) -> None:
        """The server cannot run: one plain message, and phone seats play on this screen."""
        window = self.window
        self.stop()
        seats = window.model.phone_seats()
        self._show_message(translate(
            "PhoneSeats", "Phones cannot join the table: %1\n\n%2 play on this screen instead "
                          "(hot-seat). You can try phones again from the players panel or Game → "
                          "Seats.").replace("%1", reason.strip() or "?").replace(
            "%2", ", ".join(window.model.game.players[s].name for s in seats)))
        for seat in seats:
            window.model.set_seat(seat, HUMAN)
        if seats:
            window.flow.reset_bots()
            if self.join_shown:
                self.close_join()
            else:
                window.flow.interrupt()
            window.files.autosave()

    def _show_message(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, translate("PhoneSeats", "Phones cannot join"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        if self._message is not None:
            self._message.deleteLater()  # one message at a time
        box.open()
        self._message = box

    # ---------------------------------------------------------------- window → hub
    def publish(self) -> None:
        """Send the game as it is now (the hub sends each phone its own view of it)."""
        if not self.running or self._fresh:
            return  # (a game that just took the table goes to its own phones, with new codes)
        window = self.window
        model, flow = window.model, window.flow
        runner = window.runner
        table = self.make_table(names=tuple(p.name for p in model.game.players),
                                kinds=tuple(k.name for k in model.seats),
                                thinking=runner.seat if runner.busy else None,
                                moment=flow.moment_line())
        self.hub.publish(model.game, table)  # (the hub takes each seat's view at once)

    def _game_over(self) -> None:
        self.publish()
        if self.running:
            QTimer.singleShot(self.stop_grace_ms, self, self._stop_if_over)

    def _stop_if_over(self) -> None:
        if self.window.model.game.is_over:
            self.stop()

    # ---------------------------------------------------------------- join screen
    def _entries(self) -> list[JoinSeat]:
        game = self.window.model.game
        return [JoinSeat(s, game.players[s].name, game.players[s].piece, self.hub.url(s),
                         self.hub.connection(s)) for s in self.window.model.phone_seats()]

    def _fill_join(self, mid_game: bool) -> None:
        self.join.set_address(self.host)
        self.join.set_seats(self._entries(), mid_game)

    def _show_join(self, mid_game: bool, loaded: bool) -> None:
        window = self.window
        self._fill_join(mid_game)
        self.join.set_note(self._loaded_note() if loaded else "")
        flow = window.flow
        flow.held = True
        flow.interrupt(keep_phone_decision=True)  # nothing of the table is shown or asked meanwhile
        window.pages.setCurrentWidget(self.join)
        self.join.start.setFocus() if self.join.start.isEnabled() else self.join.anyway.setFocus()
        window.status_line.setText(flow.describe_now())

    @staticmethod
    def _loaded_note() -> str:
        return translate("PhoneSeats", "This game was saved with phones. The codes are new: "
                                       "every phone joins again with its seat's new code.")

    def show_join(self) -> bool:
        """Game → Phones…: show the codes again (a phone rejoins, a new phone joins)."""
        if not self.running or not self.window.model.phone_seats():
            return False
        self._show_join(mid_game=True, loaded=False)
        return True

    def close_join(self) -> None:
        """Start (or Continue): the table comes back and the game goes on."""
        window = self.window
        window.flow.held = False
        self._joined, self._loaded = True, False
        if self.join_shown:
            window.pages.setCurrentIndex(0)
        window.flow.interrupt(keep_phone_decision=True)

    # ---------------------------------------------------------------- seats
    def move(self, seat: int, kind: SeatKind) -> None:
        """``seat`` is played from now on as ``kind`` (a phone, this screen, a computer)."""
        window = self.window
        model = window.model
        if not 0 <= seat < model.game.seats or model.seats[seat] == kind:
            return
        model.set_seat(seat, kind)
        window.flow.reset_bots()
        if not self.join_shown:  # a hand on show goes; the screen covers if needed
            window.flow.interrupt(keep_phone_decision=True)
        window.files.autosave()
        self.sync()

    def reissue(self, seat: int) -> None:
        """A new code for ``seat``'s phone; the old one stops working at once."""
        if not self.running or seat not in self.hub.seats():
            return
        url = self.hub.reissue(seat)
        self.window.players_model.set_connection(seat, self.hub.connection(seat))
        if self.join_shown:
            self.join.set_url(seat, url)
            self.join.set_state(seat, self.hub.connection(seat))
        else:
            self._show_join(mid_game=True, loaded=False)
        self.publish()


def _under_way(game) -> bool:
    """Whether anything has happened in ``game`` yet (the join screen says "Continue")."""
    from ...engine import Phase
    return game.round_no > 1 or game.phase is not Phase.FIRST_CARD or any(
        game.has_chosen(s) for s in range(game.seats))


def _language() -> str:
    from ... import i18n
    return i18n.current() or "en"


def fill_seat_menu(window, menu: QMenu, seat: int) -> None:
    """Who plays ``seat``: on this screen, on a phone, far away (a seat that is), the computer;
    a phone's new code, a far-away seat's new invitation."""
    from ..dialogs.bot_names import default_bot
    model = window.model
    name = model.game.players[seat].name
    kind = model.seats[seat]
    phones = window.phones

    group = QActionGroup(menu)  # who plays the seat: one of three (shown as radio items)
    group.setExclusive(True)

    def add(text: str, slot, checked: bool | None = None, enabled: bool = True):
        action = menu.addAction(text)
        if checked is not None:
            action.setCheckable(True)
            action.setChecked(checked)
            group.addAction(action)
        action.setEnabled(enabled)
        action.triggered.connect(lambda _c=False: slot())
        return action

    over = model.game.is_over
    add(translate("PhoneSeats", "%1 plays on this screen").replace("%1", name),
        lambda: phones.move(seat, HUMAN), not kind.is_computer and not kind.is_phone, not over)
    add(translate("PhoneSeats", "%1 plays on a phone").replace("%1", name),
        lambda: phones.move(seat, PHONE), kind.is_phone and not kind.far, not over)
    if kind.far:  # (a seat becomes far away in New game: its person gets an invitation)
        far = window.far
        add(translate("PhoneSeats", "%1 plays far away").replace("%1", name),
            lambda: far.take_back(seat), kind.is_phone, not over)
    # (for a far-away seat, until its person is back: the seat stays far away)
    computer = (lambda: window.far.take_over(seat)) if kind.far else (
        lambda: phones.move(seat, SeatKind(kind.bot or default_bot())))
    add(translate("PhoneSeats", "The computer plays for %1").replace("%1", name),
        computer, kind.is_computer, not over)
    if kind.far:
        menu.addSeparator()
        add(translate("PhoneSeats", "New invitation for %1").replace("%1", name),
            lambda: far.reissue(seat), None, far.running and not over)
        add(translate("PhoneSeats", "Show the far-away invitations"), far.show_invitations, None,
            far.running)
    elif kind.is_phone:
        menu.addSeparator()
        add(translate("PhoneSeats", "New code for %1's phone").replace("%1", name),
            lambda: phones.reissue(seat), None, phones.running)
        add(translate("PhoneSeats", "Show the phones' codes"), phones.show_join, None, phones.running)

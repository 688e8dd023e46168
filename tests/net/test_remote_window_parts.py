"""The far-away window's parts without a broker: Game → Join a game far away… with hostile
text, and what the window shows of the seat's view (counterfactually: another seat's card
laid face down, or face-down planets lying elsewhere, change nothing in it)."""

from __future__ import annotations

import json
import queue

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from net_helpers import new_game, table
from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QMessageBox
from zuendstoff.engine import PlayCard
from zuendstoff.engine.decisions import Phase
from zuendstoff.net.channel import SeatChannels
from zuendstoff.net.remote.client import SeatClient
from zuendstoff.net.remote.invitation import Broker, Invitation
from zuendstoff.net.remote.viewcodec import encode_view
from zuendstoff.ui.remote.join_dialog import JoinDialog, open_far_window
from zuendstoff.ui.remote.window import FarWindow

#: only ever parsed here: nothing connects to it (tests stay on 127.0.0.1)
GOOD = Invitation(Broker("mqtts", "broker.example.org", 8883), bytes(16), bytes(range(32)))


class FakeEnd:
    """The wire, without one: what the table "sends" is put in the inbox by the test."""

    connected = True

    def __init__(self) -> None:
        self.inbox: queue.Queue = queue.Queue()
        self.sent: list[dict] = []

    def start(self) -> None:
        pass

    def stop(self) -> None:
        pass

    def send(self, message: dict) -> None:
        self.sent.append(message)


def hostile_texts():
    link, code = GOOD.link(), GOOD.code()
    cut = st.integers(1, len(link) - 1)
    return st.one_of(
        st.text(max_size=300),
        st.binary(max_size=200).map(lambda b: b.decode("latin-1")),
        cut.map(lambda n: link[:n]),  # a link cut short in the message it came in
        st.integers(5, len(code) - 1).map(lambda n: code[:n]),
        st.tuples(st.integers(0, len(link) - 1), st.characters()).map(
            lambda t: link[:t[0]] + t[1] + link[t[0] + 1:]),  # one character changed
        st.tuples(st.integers(4, len(code) - 1), st.characters()).map(
            lambda t: code[:t[0]] + t[1] + code[t[0] + 1:]),
        st.text(max_size=40).map(lambda t: "zuendstoff://join?" + t),
        st.text(max_size=40).map(lambda t: "ZS1-" + t),
        st.just("zuendstoff://join?b=mqtt%3A%2F%2Fexample.org&r=AAAAAAAAAAAAAAAAAAAAAA&k=" + "A" * 43),
        st.just("x" * 5000),
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=hostile_texts())
def test_a_bad_or_damaged_invitation_gets_one_plain_sentence_and_the_dialog_stays(qtbot, text):
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog.text.setPlainText(text)
    dialog.join_button.click()
    if dialog.invitation is not None:
        # a change that left an invitation (another host, another key: an invitation holds
        # no checksum, docs/internet-protocol.md): taken as what it says
        assert dialog.invitation == Invitation.parse(text)
        return
    said = dialog.problem.text()
    assert dialog.isVisible() is False or dialog.result() == 0
    assert said.startswith("This is not an invitation Zündstoff can use: ") and said.endswith(".")
    assert "Traceback" not in said and "\n" not in said and len(said) < 300


def test_a_good_invitation_is_taken_as_pasted_with_white_space_around(qtbot):
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog.text.setPlainText("\n  " + GOOD.code() + "  \n")
    dialog.join_button.click()
    assert dialog.invitation == GOOD and dialog.result() == JoinDialog.DialogCode.Accepted


def test_opening_a_bad_link_says_so_once_and_opens_no_window(qtbot, monkeypatch):
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: said.append(a[2]))
    assert open_far_window("zuendstoff://join?b=mqtt%3A%2F%2Fevil.example&r=AA&k=AA") is None
    assert said == ["This is not an invitation Zündstoff can use: an unencrypted broker "
                    "(mqtt://, ws://) is allowed only on this machine: use mqtts:// or wss:// "
                    "over the internet."]


def test_the_game_menu_offers_join_a_game_far_away(qtbot):
    from zuendstoff.settings import Settings
    from zuendstoff.ui.game.window import MainWindow

    window = MainWindow(Settings())
    qtbot.addWidget(window)
    texts = [a.text() for a in window.menus.game.actions()]
    assert "&Join a game far away…" in texts


def test_the_menu_entry_opens_the_dialog_without_blocking_and_joins_once_accepted(
        qtbot, monkeypatch):
    """The dialog is opened, not exec()'d (a nested event loop would block the window and,
    in the tests, the suite); the far-away window comes once an invitation is accepted."""
    from zuendstoff.settings import Settings
    from zuendstoff.ui.game.window import MainWindow
    from zuendstoff.ui.remote import join_dialog

    opened = []
    monkeypatch.setattr(join_dialog, "open_far_window", lambda text, parent=None: opened.append(
        (text, parent)))
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    action = next(a for a in window.menus.game.actions() if a.text() == "&Join a game far away…")
    action.trigger()  # returns at once (the conftest guard fails the test on an exec())
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, JoinDialog) and w.isVisible())
    assert opened == []
    dialog.text.setPlainText(GOOD.code())
    dialog.join_button.click()
    assert opened == [(GOOD.code(), window)]


# ---------------------------------------------------------------- what the window shows
def shown(qtbot, game, seat: int = 0):
    """A far-away window fed the table's state of ``game`` for ``seat``: every text it
    shows (labels, the log, the hand's cards, the public panel) and the board as a PNG."""
    channels = SeatChannels()
    channels.set_seats([seat])
    view = game.view(seat)
    text = channels.publish(seat, view, table(game.seats, ("phone",) * game.seats))
    end = FakeEnd()
    window = FarWindow(SeatClient(end))
    qtbot.addWidget(window)
    window.start()
    end.inbox.put(("message", json.loads(text), encode_view(view)))
    window.poll()
    window.scene.settle() if hasattr(window.scene, "settle") else None
    texts = [w.text() for w in window.findChildren(QLabel)]
    texts += [w.item(i).text() for w in window.findChildren(QListWidget) for i in range(w.count())]
    texts += [window.hand_model.index(i, 0).data() for i in range(window.hand_model.rowCount())]
    texts += [item.describe() for item in window.scene.disc_items]
    image = window.board_view.grab().toImage()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    window.close()
    return texts, bytes(buffer.data()), end


def test_another_seats_face_down_card_and_the_face_down_planets_change_nothing_shown(qtbot):
    base = new_game(3, 4)
    assert base.phase is Phase.FIRST_CARD
    cards = sorted(set(base.hand_list(1)))
    a, b = base.copy(), base.copy()
    a.apply(PlayCard(1, cards[0]))
    b.apply(PlayCard(1, cards[-1]))
    down = [i for i in b.layout.slots if not b.face_up[i]]
    faces = list(b.faces)
    faces[down[0]], faces[down[1]] = faces[down[1]], faces[down[0]]  # the planets lie elsewhere
    b.faces = tuple(faces)
    b._pub = None
    assert a.faces != b.faces and a.chosen_card(1) != b.chosen_card(1)
    texts_a, board_a, _ = shown(qtbot, a)
    texts_b, board_b, _ = shown(qtbot, b)
    assert texts_a == texts_b and board_a == board_b
    # and what the seat may know is there: its own hand, card by card
    assert any("Your hand: " in t and "Sun rotation" in t for t in texts_a)
    own_a = a.copy()
    own_a.apply(PlayCard(0, sorted(set(a.hand_list(0)))[0]))
    texts_own, _, _ = shown(qtbot, own_a)
    assert any(t.startswith("Your hand") and "Laid face down" in t for t in texts_own)
    assert texts_own != texts_a  # (the seat's own card shows: the comparison can fail)


def test_a_card_chosen_in_the_hand_is_sent_once_for_the_offer(qtbot):
    game = new_game(3, 4)
    channels = SeatChannels()
    channels.set_seats([0])
    view = game.view(0)
    text = channels.publish(0, view, table(3, ("phone",) * 3))
    end = FakeEnd()
    window = FarWindow(SeatClient(end))
    qtbot.addWidget(window)
    window.show()
    window.start()
    end.inbox.put(("message", json.loads(text), encode_view(view)))
    window.poll()
    assert window.hand.isVisible() and window.doing.text() == "Your turn: choose."
    card = window.hand.selected_card()
    window.hand.button.click()
    window.hand.button.click()  # (hidden by then: a second press sends nothing)
    decides = [m for m in end.sent if m["type"] == "decide"]
    assert [d["decision"] for d in decides] == [{"kind": "card", "card": card}]
    assert decides[0]["version"] == json.loads(text)["version"]
    assert channels.handle(0, json.dumps(decides[0])).decision == PlayCard(0, card)
    assert window.hand.isHidden() and window.doing.text() == "Sent – the table takes it…"


# ---------------------------------------------------------------- the command line
def test_zuendstoff_with_an_invitation_link_opens_the_far_away_window(qtbot, monkeypatch):
    from zuendstoff import __main__ as start
    from zuendstoff.ui.remote import join_dialog

    app = QApplication.instance()
    # (the window's life is the test's here) patched on the class: patched on the instance,
    # undoing it left the real exec as an instance attribute, which shadowed the class patch
    # of a later test, whose editor then ran a real event loop for ever (CI hung there)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: said.append(a[2]))
    assert start.is_invitation(GOOD.link()) and start.is_invitation(GOOD.code())
    assert not start.is_invitation("game.zrec")
    before = list(join_dialog.OPEN)
    assert start.join_far_away(app, "zuendstoff://join?b=x") == 2 and len(said) == 1
    assert join_dialog.OPEN == before  # no window for it
    import socket
    with socket.socket() as s:  # a loopback port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    here = Invitation(Broker("mqtt", "127.0.0.1", port), bytes(16), bytes(32))
    assert start.join_far_away(app, here.link()) == 0 and not said[1:]
    (window,) = [w for w in join_dialog.OPEN if w not in before]
    qtbot.addWidget(window)
    assert window.isVisible() and window.client.end.keys.up_topic
    window.close()
    qtbot.waitUntil(lambda: window not in join_dialog.OPEN, timeout=2000)  # let go of once closed


def test_the_headless_join_of_the_bundle_says_a_bad_invitation_plainly(capsys):
    from zuendstoff import __main__ as start

    assert start.main(["--join", "ZS1-broken", "--computer", "easy"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("zuendstoff-join: this code is not a Zündstoff invitation") and "Traceback" not in err


def test_a_hint_is_thought_of_here_from_the_seats_view_and_points_at_its_card(qtbot):
    game = new_game(3, 4)
    channels = SeatChannels()
    channels.set_seats([0])
    view = game.view(0)
    text = channels.publish(0, view, table(3, ("phone",) * 3))
    end = FakeEnd()
    window = FarWindow(SeatClient(end))
    qtbot.addWidget(window)
    window.show()
    window.start()
    end.inbox.put(("message", json.loads(text), encode_view(view)))
    window.poll()
    assert window.hint_button.isEnabled()
    window.hint_button.click()
    qtbot.waitUntil(lambda: window.hint_button.isEnabled(), timeout=30000)
    hint = window.hint
    assert hint.decision in view.legal and window.hint_text.text().startswith("Hint: lay ")
    assert window.hand.selected_card() == hint.decision.card
    assert [m["type"] for m in end.sent] == ["hello"]  # a hint sends nothing to the table


def test_every_reason_an_invitation_is_refused_for_is_known_to_the_dialog():
    """Each refusal of invitation.py is one the dialog can say in the person's language (a
    new one there, not added here, would be said in English inside a German sentence)."""
    import ast
    from pathlib import Path

    from zuendstoff.net.remote import invitation
    from zuendstoff.ui.remote.join_dialog import _reasons, problem_text, reason_text

    tree = ast.parse(Path(invitation.__file__).read_text("utf-8"))
    raised = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "InvitationError":
            arg = node.args[0]
            if isinstance(arg, ast.Constant):
                raised.append(arg.value)
            elif isinstance(arg, ast.BinOp):  # "..." + CODE_PREFIX
                raised.append(arg.left.value + invitation.CODE_PREFIX)
            else:  # an f-string over the room and the key
                for what in ("room", "key"):
                    raised.append(eval(compile(ast.Expression(arg), "f", "eval"),
                                       {"what": what, "raw": bytes(3), "size": 16, "len": len}))
    assert len(raised) >= 15
    from zuendstoff import i18n
    i18n.install("de")
    try:  # in German, each is said in German (a reason the dialog does not know stays English)
        for reason in raised:
            assert reason_text(reason) != reason, reason
        said = problem_text("the invitation's key has 3 bytes, not 32")
    finally:
        i18n.install("en")
    assert said == ("Das ist keine Einladung, die Zündstoff verwenden kann: der Schlüssel der "
                    "Einladung hat 3 Bytes, nicht 32.")
    assert all(r in _reasons() or "bytes, not" in r for r in raised)


def test_a_table_that_never_answers_is_explained(qtbot):
    """Connected, but the table is silent (its game is not open, or it replaced this
    invitation with a new one, ui/game/far_seats.reissue): after LONG_SILENCE the window says
    what may be wrong and what to do, before the first state and during a game."""
    import time

    from zuendstoff.ui.remote import window as far_window
    end = FakeEnd()
    window = FarWindow(SeatClient(end))
    qtbot.addWidget(window)
    window.show()
    window.start()
    assert window.connection.text() == "Connected – waiting for the table…"
    assert window.waiting.text() == "Joining the table through the broker…"
    window.connected_at = time.monotonic() - far_window.LONG_SILENCE - 1
    window.poll()
    assert window.connection.text() == "Connected – waiting for the table…"
    assert window.waiting.isVisible() and window.waiting.text() == (
        "The table has not answered. Is its game open in Zündstoff? An invitation the table has "
        "replaced with a new one no longer works: ask for the new one.")
    # a game on show, then the table goes quiet: a short silence, then a long one
    game = new_game(3, 4)
    channels = SeatChannels()
    channels.set_seats([0])
    text = channels.publish(0, game.view(0), table(3, ("phone",) * 3))
    end.inbox.put(("message", json.loads(text), encode_view(game.view(0))))
    window.poll()
    assert window.model is not None and window.connection.text() == "Connected"
    window.client.heard_at = time.monotonic() - far_window.SILENT_AFTER - 1
    window.poll()
    assert window.connection.text() == "Connected – the table does not answer…"
    window.client.heard_at = time.monotonic() - far_window.LONG_SILENCE - 1
    window.poll()
    assert window.connection.text() == ("Connected – no word from the table for a while. If it "
                                        "sent you a new invitation, open that one.")
    window.close()

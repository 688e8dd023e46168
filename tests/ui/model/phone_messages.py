"""The rule of the whole-window walk in which a phone's messages are refused (issue 41), a
part of window_machine.py's state machine (a mixin, as interrupting.py).

The phone stand-in's messages go through the phone server's own checks
(fake_hub.FakeHub.phone_says: the token by SeatTokens, then SeatChannels.handle): a wrong
token, a decision out of turn (a phone seat that is not pending sends the decision of the
seat that is), a stale version, the same message again and a second decision for one offer
are refused (the same message again gets the same answer), the game unchanged, and the
phone holds the table's newest state, whose decisions are the engine's.
"""

from __future__ import annotations

import hypothesis.strategies as st
from helpers import at_moment
from hypothesis.stateful import precondition, rule
from PySide6.QtWidgets import QApplication


def phone_decisions(hub, seat: int, game) -> list[tuple[dict, object]]:
    """What ``seat``'s phone can send now: a ``decide`` for each decision of the last state it
    was sent, with the engine decision the server's own code makes of it."""
    import json

    from zuendstoff.net.protocol import parse_phone_message, to_decision
    state = hub.last_state(seat)
    if state is None or not state["decisions"]:
        return []
    out = []
    for i in range(len(state["decisions"])):
        message = hub.decide_message(state, i, hub.new_id())
        out.append((message, to_decision(parse_phone_message(json.dumps(message)), game.view(seat))))
    return out


class PhoneMessages:
    """The rule (see the module's text); WindowMachine supplies the window and helpers."""

    # ------------------------------------------------------------ a phone's refused messages
    @precondition(lambda self: self.window() is not None and self._dialog_gone(self.window())
                  and not self.window().model.game.is_over
                  and bool(self.window().model.phone_seats())
                  and self.window().phones.hub is not None)
    @rule(data=st.data())
    def phone_messages_refused(self, data):
        """A phone's messages through the server's own checks: a wrong token (not found), a
        decision out of turn (a phone seat that is not pending sends the pending seat's
        decision), then (played on to a phone's turn) a stale version, a valid decision,
        the same message again (the same answer, nothing made twice) and another decision
        for the same offer: each refused, the game unchanged, the phone holding the
        table's newest state and its decisions the engine's."""
        from window_machine import record_of
        self.TAKEN["phone_messages_refused"] += 1
        w = self.window()
        runner = w.runner
        runner.pause()
        refused = []
        try:
            hub = w.phones.hub
            game = w.model.game
            before = record_of(game)
            assert hub.phone_says("x" * 32, {"type": "ping", "id": "p"}) is None  # a wrong token
            for seat in w.model.phone_seats():
                if seat in game.pending_seats() or hub.last_state(seat) is None:
                    continue
                others = [s for s in game.pending_seats() if game.legal_decisions(s)]
                if not others:
                    continue
                state = hub.last_state(seat)
                theirs = phone_wire(game.legal_decisions(others[0])[0])
                message = {"type": "decide", "id": f"o{state['version']}", "version": state["version"],
                           "decision": theirs}
                refused.append(self._refused(w, seat, message, ("not-pending",), before))
            for _ in range(16):  # on to a phone's turn
                self._quiet_but_the_computer(w)
                pending = [s for s in w.model.game.pending_seats() if w.model.is_phone(s)]
                if pending or w.model.game.is_over or not self._dialog_gone(w):
                    break
                if self._held_answer(w) is not None:
                    self._release(w)
                elif at_moment(w):
                    self.click(w.bar.continue_button)
                elif self._screen_person_to_act():
                    self.decide_once(data)
                else:
                    break
                QApplication.processEvents()
            game = w.model.game
            pending = [s for s in game.pending_seats() if w.model.is_phone(s)]
            if pending and not game.is_over and self._dialog_gone(w):
                seat = pending[0]
                hub = w.phones.hub
                offered = phone_decisions(hub, seat, game)
                assert offered, "a phone's turn, and its phone was offered nothing"
                before = record_of(game)
                state = hub.last_state(seat)
                older = [m for m in hub.told.get(seat, []) if m["type"] == "state"
                         and m["version"] < state["offer"]]
                if older:  # a decision made in a state the game has left
                    stale = dict(offered[0][0], id=f"s{state['version']}", version=older[-1]["version"])
                    refused.append(self._refused(w, seat, stale, ("stale",), before))
                if hub.waits_for_the_table(seat):  # (its decision is held for a table moment)
                    second = dict(offered[-1][0], id=f"w{state['version']}")
                    refused.append(self._refused(w, seat, second, ("already-decided",), before))
                else:
                    message = data.draw(st.sampled_from(offered), label="phone decides")[0]
                    token = hub.tokens.token(seat)
                    answers = hub.phone_says(token, message)
                    assert answers[0]["type"] == "ok", answers
                    QApplication.processEvents()
                    self._quiet_but_the_computer(w)
                    after = record_of(w.model.game)
                    again = hub.phone_says(token, message)  # the same message again (a resend)
                    assert again == answers, "a resent message got another answer"
                    QApplication.processEvents()
                    assert record_of(w.model.game) == after, "a resent decision was made twice"
                    refused.append("resent")
                    second = dict(offered[-1][0], id=message["id"] + "b")
                    refused.append(self._refused(w, seat, second, ("already-decided", "stale"), after))
        finally:
            runner.resume()
        self.effect("phone messages refused", bool(refused))
        for code in refused:
            self.TAKEN[f"phone message refused: {code}"] += 1
        QApplication.processEvents()
        self.settle()

    def _refused(self, w, seat: int, message: dict, codes, before: str) -> str:
        """``message`` from ``seat``'s phone is refused with one of ``codes``; the game is
        ``before``; the phone holds the newest state, whose decisions are the engine's."""
        from window_machine import record_of
        hub = w.phones.hub
        answers = hub.phone_says(hub.tokens.token(seat), message)
        QApplication.processEvents()
        assert len(answers) == 1 and answers[0]["type"] == "refused" and answers[0]["code"] in codes, \
            (codes, answers)
        assert record_of(w.model.game) == before, f"a refused message ({answers[0]['code']}) changed the game"
        state = hub.last_state(seat)
        assert answers[0]["version"] == state["version"] == hub.channels.version(seat)
        game = w.model.game
        legal = game.legal_decisions(seat) if seat in game.pending_seats() else []
        offered = [d for _m, d in phone_decisions(hub, seat, game)]
        assert sorted(map(repr, offered)) == sorted(map(repr, legal)) or (
            not legal and not state["decisions"]), "the phone is offered other decisions than the game's"
        return answers[0]["code"]


def phone_wire(decision) -> dict:
    """An engine decision as a phone's ``decide`` holds it (docs/phone-protocol.md)."""
    from zuendstoff.engine import Flip, PickColour, Rotate, Stop
    if isinstance(decision, Rotate):
        return {"kind": "rotate", "target": list(decision.target), "quarters": decision.quarters}
    if isinstance(decision, Stop):
        return {"kind": "stop", "cell": list(decision.cell)}
    if isinstance(decision, Flip):
        return {"kind": "flip", "rotation": decision.rotation}
    if isinstance(decision, PickColour):
        return {"kind": "pick", "colour": decision.colour}
    return {"kind": "card", "card": decision.card}

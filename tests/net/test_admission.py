"""Who the phone server pushes out when guests without a token fill its waiting room, how
addresses are grouped (an IPv6 /64 is one address), and which of asyncio's lines the server's
loop keeps out of the log. No sockets here except the live log test (127.0.0.1 only); the
shared-address guests against a live server are in test_guests.py."""

from __future__ import annotations

import ipaddress
import logging
import threading

from hypothesis import given, settings
from hypothesis import strategies as st
from net_helpers import Phone, new_game, table
from websockets.datastructures import Headers
from websockets.http11 import Request
from zuendstoff.net.admission import ARRIVED, PARTIAL, REFUSED, SILENT, Admission, address_group
from zuendstoff.net.hub import PhoneHub
from zuendstoff.net.seats import SeatTokens
from zuendstoff.net.server import SEND_AFTER_LOSS


class Conn:
    """A connection as the admission sees it: what the system holds for it (``pending``)."""

    def __init__(self, name: str, pending: str = SILENT) -> None:
        self.name, self.held = name, pending

    def pending(self) -> str:
        return self.held

    def __repr__(self) -> str:
        return self.name


# ---------------------------------------------------------------- who is pushed out
def test_a_connection_known_to_carry_a_wrong_token_gives_up_its_place_while_its_answer_waits():
    adm = Admission(per_address=3, waiting=10, total=50, late=2)
    silent, wrong, phone = Conn("silent"), Conn("wrong"), Conn("phone")
    for conn in (silent, wrong, phone):
        assert adm.admit(conn, "a") == []
    adm.arrived(wrong)
    assert adm.refused(wrong) == []  # its late 429 is on its way: it holds no place meanwhile
    adm.arrived(phone)
    assert adm.admit(Conn("new"), "a") == []  # room for one more, nobody pushed out
    assert adm.state(wrong) == REFUSED and adm.state(silent) == SILENT and adm.count("a") == 3
    # late ones beyond their own cap: the oldest late one goes
    more = [Conn("w2"), Conn("w3")]
    for conn in more:
        adm.admit(conn, "b")
    assert adm.refused(more[0]) == []
    assert adm.refused(more[1]) == [wrong]
    assert adm.refused(Conn("never admitted")) == []


def test_a_full_server_pushes_out_a_late_wrong_token_first():
    adm = Admission(per_address=10, waiting=10, total=3)
    silent, wrong, phone = Conn("silent"), Conn("wrong"), Conn("phone")
    for conn in (silent, wrong, phone):
        adm.admit(conn, "a")
    adm.refused(wrong)
    adm.trusted(phone)
    assert adm.admit(Conn("new", pending=ARRIVED), "b") == [wrong]
    assert adm.admit(Conn("newer", pending=ARRIVED), "c") == [silent]


def test_a_request_that_has_arrived_is_never_pushed_out_for_a_silent_newcomer():
    adm = Admission(per_address=2, waiting=10, total=50)
    phone, other = Conn("phone"), Conn("other")
    assert adm.admit(phone, "a") == [] and adm.admit(other, "a") == []
    adm.arrived(phone)
    adm.arrived(other)
    newcomer = Conn("guest")
    assert adm.admit(newcomer, "a") == [newcomer]  # the silent newcomer itself goes
    assert adm.state(phone) == ARRIVED and adm.state(other) == ARRIVED


def test_a_phones_request_still_unread_by_the_loop_counts_as_arrived():
    """The phone's fresh connection, its request waiting in the system while the loop takes
    in a guest's newer connections: the guest's silent ones go, the phone stays."""
    adm = Admission(per_address=2, waiting=10, total=50)
    phone = Conn("phone", pending=ARRIVED)  # (the loop has not read it yet)
    assert adm.admit(phone, "a") == []
    guests = [Conn(f"g{i}") for i in range(6)]
    pushed = [victim for g in guests for victim in adm.admit(g, "a")]
    assert phone not in pushed and len(pushed) == 5
    assert adm.state(phone) == ARRIVED


def test_a_silent_connection_goes_before_an_older_partial_one_and_a_partial_before_none():
    adm = Admission(per_address=2, waiting=10, total=50)
    partial, silent = Conn("partial"), Conn("silent")
    adm.admit(partial, "a")
    adm.heard(partial)
    adm.admit(silent, "a")
    third = Conn("third", pending=ARRIVED)
    assert adm.admit(third, "a") == [silent]
    assert adm.admit(Conn("fourth", pending=ARRIVED), "a") == [partial]


def test_the_waiting_room_in_all_pushes_out_by_the_same_order_across_addresses():
    adm = Admission(per_address=10, waiting=3, total=50)
    a, b, c = Conn("a1"), Conn("b1"), Conn("c1")
    for conn, address in ((a, "a"), (b, "b"), (c, "c")):
        adm.admit(conn, address)
    adm.arrived(a)
    adm.heard(b)
    assert adm.admit(Conn("d1", pending=ARRIVED), "d") == [c]  # the silent one, though a and b are older
    assert adm.admit(Conn("e1", pending=ARRIVED), "e") == [b]  # then the partial one, never a
    assert adm.state(a) == ARRIVED


def test_a_full_server_turns_the_newcomer_away_when_every_request_has_arrived():
    adm = Admission(per_address=10, waiting=10, total=2)
    first, second = Conn("first"), Conn("second")
    adm.admit(first, "a")
    adm.admit(second, "b")
    adm.arrived(first)
    adm.arrived(second)
    late = Conn("late", pending=ARRIVED)
    assert adm.admit(late, "c") == [late]
    assert adm.state(first) == ARRIVED and adm.state(second) == ARRIVED


OPS = st.lists(st.tuples(st.sampled_from(["admit", "heard", "arrived", "refused", "trusted", "gone"]),
                         st.integers(0, 30), st.sampled_from(["a", "b", "c"]),
                         st.sampled_from([SILENT, PARTIAL, ARRIVED])), max_size=80)
ORDER = {REFUSED: 0, SILENT: 1, PARTIAL: 2, ARRIVED: 3}


def _shown(adm: Admission, conn: Conn) -> str:
    """What ``conn`` has shown: what it told the loop, or what the system holds for it."""
    state = adm.state(conn) or SILENT
    return state if state == REFUSED else max(state, conn.held, key=ORDER.get)


@settings(max_examples=300, deadline=None)
@given(OPS)
def test_generated_guests_push_out_the_lowest_in_the_order_and_never_an_arrived_request(ops):
    """Any sequence of connections coming (from three addresses), showing tokens, sending
    parts of requests and going: when a cap is passed, the one pushed out is the oldest of
    the lowest kind there (silent, then partial; the newcomer included), never one whose
    request has arrived; a full server pushes out a late wrong token first; and the server
    never holds more than it may."""
    adm = Admission(per_address=3, waiting=6, total=8, late=2)
    conns: dict[int, Conn] = {}
    for op, n, address, pending in ops:
        conn = conns.get(n)
        if op != "admit":
            if conn is not None:
                for victim in getattr(adm, op)(conn) or ():  # (refused: late ones beyond the cap)
                    assert adm.state(victim) is None
                    adm.gone(victim)
            assert len(adm.late) <= adm.late_cap
            continue
        if conn is not None and conn in adm.open:
            continue
        conn = conns[n] = Conn(f"c{n}", pending)
        present = [(c, adm.waiting[c].address) for c in adm.waiting] + [(conn, address)]
        late = list(adm.late)
        if sum(1 for _, a in present if a == address) > adm.per_address:
            scope = [c for c, a in present if a == address]
        elif len(present) > adm.waiting_cap:
            scope = [c for c, _ in present]
        else:
            scope = []
        shown = {c: _shown(adm, c) if c is not conn else conn.held for c in scope}
        lowest = sorted((ORDER[shown[c]], i) for i, c in enumerate(scope) if shown[c] != ARRIVED)
        expected = scope[lowest[0][1]] if lowest else None
        opened = len(adm.open)
        victims = adm.admit(conn, address)
        if scope and expected is not None:
            assert victims[0] is expected, (victims, expected, shown)
            victims_left = victims[1:]
        else:
            victims_left = victims
        if victims_left and late:  # the server's size: a late wrong token goes first
            assert victims_left[0] is late[0]
        assert len(victims_left) <= 1  # at most one more, for the server's size
        assert len(victims) == len(set(victims)) <= 2
        assert opened + 1 - len(victims) <= adm.total
        for victim in victims:
            assert adm.state(victim) is None  # it no longer waits
            adm.gone(victim)
        assert len(adm.open) <= adm.total
        assert adm.count() == len(adm.waiting)
        assert sum(adm.count(a) for a in "abc") == adm.count()


# ---------------------------------------------------------------- addresses
def test_ipv6_addresses_count_with_their_64_and_ipv4_stays_itself():
    assert address_group("2001:db8:1:2:aaaa::1") == address_group("2001:db8:1:2:ffff:1:2:3")
    assert address_group("2001:db8:1:2::1") != address_group("2001:db8:1:3::1")
    assert address_group("2001:db8:1:2::1") == "2001:db8:1:2::/64"
    assert address_group("fe80::1%eth0") == address_group("fe80::2")
    assert address_group("::ffff:192.168.1.7") == "192.168.1.7"
    assert address_group("192.168.1.7") == "192.168.1.7" != address_group("192.168.1.8")
    assert address_group("?") == "?"


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**128 - 1), st.integers(0, 2**64 - 1), st.text(max_size=60))
def test_generated_addresses_group_by_their_first_64_bits_and_nothing_raises(value, low, junk):
    ip = ipaddress.IPv6Address(value)
    same = ipaddress.IPv6Address((value >> 64 << 64) | low)
    if ip.ipv4_mapped is None and same.ipv4_mapped is None:
        assert address_group(str(ip)) == address_group(same.compressed) == address_group(ip.exploded)
        other = ipaddress.IPv6Address(value ^ (1 << 64))
        assert address_group(str(other)) != address_group(str(ip))
    assert isinstance(address_group(junk), str)  # hostile text: never an exception


class _Transport:
    def __init__(self, peer: str) -> None:
        self.peer = peer

    def get_extra_info(self, name: str, default=None):
        return (self.peer, 40000, 0, 0) if name == "peername" else default


class _Connection:
    def __init__(self, peer: str) -> None:
        self.transport = _Transport(peer)


def test_a_guesser_that_moves_within_its_64_is_still_one_guesser(qtbot):
    """The wrong-token limit counts an IPv6 /64 as one address: a guesser that takes a new
    address in its /64 for every guess is slowed down after the limit all the same, while a
    neighbouring /64 (another home) is not."""
    hub = PhoneHub("127.0.0.1", 0, tokens=SeatTokens(max_failures=5))
    hub.start()
    try:
        hub.set_seats((0,))
        server = hub._server
        for i in range(5):
            request = Request(f"/p/{'G' * 30}{i:02d}/", Headers(), "GET")
            answer = server._http(_Connection(f"2001:db8:5:6::{i + 1:x}"), request)
            assert answer.status_code == 404
        request = Request(f"/p/{'G' * 32}/", Headers(), "GET")
        late = server._http(_Connection("2001:db8:5:6:ffff::9"), request)
        assert not hasattr(late, "status_code")  # the late 429 (a coroutine, awaited by the library)
        late.close()
        answer = server._http(_Connection("2001:db8:5:7::1"), request)
        assert answer.status_code == 404
        valid = hub.url(0).split(str(hub.address[1]), 1)[1] + "/"
        answer = server._http(_Connection("2001:db8:5:6::abcd"), Request(valid, Headers(), "GET"))
        assert answer.status_code == 200 and b"phone.js" in answer.body  # its valid token: served as ever
    finally:
        hub.stop()


# ---------------------------------------------------------------- the loop's log
def test_asyncio_lines_about_sends_to_a_lost_connection_are_dropped_and_other_errors_still_logged(qtbot, caplog):
    """After a connection is lost, every write to it beyond the fifth makes asyncio log
    "socket.send() raised exception." (the issue saw stderr fill with them after aborted
    clients). The server's loop drops exactly those lines; an error in the loop still
    reaches the log, and the same line from any other thread still passes."""
    hub = PhoneHub("127.0.0.1", 0)
    hub.start()
    phone = None
    try:
        hub.set_seats((0,))
        hub.publish(new_game(2), table(2))
        phone = Phone(hub.url(0))
        phone.state()
        server = hub._server
        ws = server._active[0]
        done = threading.Event()

        def lose_and_write() -> None:
            ws.transport.abort()  # as a reset or the admission's push does
            for _ in range(10):  # writes that come after all (answers already on their way)
                ws.transport.write(b"late")
            done.set()

        caplog.set_level(logging.WARNING)
        server._loop.call_soon_threadsafe(lose_and_write)
        server._loop.call_soon_threadsafe(lambda: 1 / 0)  # another error on the server's loop
        assert done.wait(5)
        qtbot.waitUntil(lambda: any("Exception in callback" in r.getMessage() for r in caplog.records),
                        timeout=5000)
        lines = [r.getMessage() for r in caplog.records if r.name == "asyncio"]
        assert not any(SEND_AFTER_LOSS in line for line in lines), lines
        assert any("ZeroDivisionError" in (r.exc_text or "") or r.exc_info for r in caplog.records
                   if r.name == "asyncio")
        logging.getLogger("asyncio").warning(SEND_AFTER_LOSS)  # (not the server's loop)
        assert caplog.records[-1].getMessage() == SEND_AFTER_LOSS
    finally:
        if phone is not None:
            phone.close()
        hub.stop()

"""Join codes: unguessable, new every time, compared in constant time, guessing rate-limited."""

from __future__ import annotations

import base64

from zuendstoff.net.seats import TOKEN_BYTES, SeatTokens, plausible


def test_tokens_carry_at_least_128_random_bits_and_are_never_reused():
    tokens = SeatTokens()
    seen = {tokens.issue(s % 5) for s in range(500)}
    assert len(seen) == 500
    for token in seen:
        assert plausible(token)
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        assert len(raw) == TOKEN_BYTES and TOKEN_BYTES * 8 >= 128


def test_lookup_finds_the_seat_and_a_reissue_or_revoke_ends_the_old_token_at_once():
    tokens = SeatTokens()
    a, b = tokens.issue(0), tokens.issue(3)
    assert tokens.lookup(a, "x") == 0 and tokens.lookup(b, "x") == 3
    c = tokens.issue(0)
    assert tokens.lookup(a, "x") is None and tokens.lookup(c, "x") == 0
    assert not tokens.current(0, a) and tokens.current(0, c)
    tokens.revoke(3)
    assert tokens.lookup(b, "x") is None and tokens.seats() == (0,)
    assert tokens.lookup(c[:-1], "x") is None and tokens.lookup("é" * 32, "x") is None


def test_too_many_wrong_tokens_mark_the_address_for_a_while_and_no_other_and_never_refuse_a_valid_one():
    now = [0.0]
    tokens = SeatTokens(max_failures=3, window=10, block=30, clock=lambda: now[0])
    good = tokens.issue(1)
    for _ in range(2):
        assert tokens.lookup("A" * 32, "10.0.0.9") is None
    assert tokens.lookup(good, "10.0.0.9") == 1  # two failures: still fine
    assert tokens.lookup("A" * 32, "10.0.0.9") is None  # the third blocks
    # blocked: its wrong tokens are slowed by the server; a valid one (a player behind the
    # same router) still opens its seat
    assert tokens.blocked("10.0.0.9") and tokens.lookup(good, "10.0.0.9") == 1
    assert not tokens.blocked("10.0.0.7")  # another address is not affected
    now[0] = 31
    assert not tokens.blocked("10.0.0.9") and tokens.lookup(good, "10.0.0.9") == 1


def test_failures_outside_the_window_are_forgotten():
    now = [0.0]
    tokens = SeatTokens(max_failures=3, window=10, block=30, clock=lambda: now[0])
    for _ in range(10):
        tokens.fail("a")
        now[0] += 6  # slower than 3 in 10 s
    assert not tokens.blocked("a")

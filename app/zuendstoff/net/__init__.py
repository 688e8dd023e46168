"""Phones as hidden-hand screens: the server side (issue 12).

:mod:`.protocol` (pure: what a seat is sent, what a phone may send), :mod:`.seats` (join
codes), :mod:`.channel` (versions, answers, idempotency), :mod:`.server` (HTTP + WebSocket
on its own thread), :mod:`.hub` (the PhoneHub the window uses), :mod:`.headless` (the
``zuendstoff-table`` command). The engine stays Qt-free; this package uses QtCore only in
the hub and the headless table.
"""

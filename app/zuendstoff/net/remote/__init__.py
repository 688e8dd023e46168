"""Internet play (issue 44): far-away seats through an MQTT 5 broker, end to end encrypted.

Qt-free. :mod:`.invitation` (what a far-away seat is given: broker, room, key; as a link, a
code and a QR code), :mod:`.sealed` (AES-GCM frames, topics, padding, sequence numbers),
:mod:`.viewcodec` (a seat's view as JSON, so the far side decides from its own view),
:mod:`.transport` (paho-mqtt), :mod:`.table` (the table's side, reusing the phone
protocol's checks and offers of :mod:`..channel`), :mod:`.join` (``zuendstoff-join``).
docs/internet-protocol.md describes the wire.
"""

# the longest a connected far-away seat is silent (it says ``ping`` then: .client); the
# table shows a seat not heard for LOST_AFTER seconds as "connection lost" (ui/game/far_seats.py)
KEEPALIVE = 5.0
LOST_AFTER = 3 * KEEPALIVE

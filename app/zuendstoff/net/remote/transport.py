"""The connection to the broker: paho-mqtt (MQTT 5, TLS, WebSockets), nothing hand-written.

One :class:`Link` per end. It connects in the background and again after every loss (paho's
own loop thread, 1–2 s between attempts), subscribes its topics on every connect (a broker
that restarted without a memory has forgotten them), and hands each received payload to
``on_frame(topic, payload)`` on that thread. It publishes at QoS 1; what is published while
the broker is away waits in paho's queue. The client id is random: it names nobody.
"""

from __future__ import annotations

import secrets
import socket
import ssl
import sys
from collections.abc import Callable, Iterable

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion

from .invitation import Broker
from .sealed import MAX_FRAME

KEEPALIVE = 10


def _no_delay(sock) -> None:
    """Send each small frame at once (paho leaves Nagle's algorithm on: a decision would wait
    for the acknowledgement of the frame before it, up to 40 ms on Linux)."""
    sock = getattr(sock, "_socket", sock)  # paho's WebSocket wrapper keeps the socket inside
    try:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    except (AttributeError, OSError):
        pass


class Link:
    def __init__(self, broker: Broker, topics: Iterable[str],
                 on_frame: Callable[[str, bytes], None],
                 on_connect: Callable[[], None] | None = None,
                 ca_file: str | None = None) -> None:
        self.broker = broker
        self.topics = list(topics)
        self.on_frame = on_frame
        self.on_connect = on_connect
        self.connected = False
        client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id="z" + secrets.token_hex(11),
                             protocol=mqtt.MQTTv5,
                             transport="websockets" if broker.websockets else "tcp")
        if broker.websockets:
            client.ws_set_options(path=broker.path)
        if broker.tls:
            try:
                context = ssl.create_default_context(cafile=ca_file or None)
                if ca_file:  # (an authority of one's own, and the system's as well)
                    context.load_default_certs(ssl.Purpose.SERVER_AUTH)
            except (OSError, ssl.SSLError) as exc:  # SSLError is an OSError; named for the reader
                reason = getattr(exc, "strerror", None) or getattr(exc, "reason", None) or exc
                raise OSError(f"the certificate authority file {ca_file} cannot be used: {reason}") from None
            client.tls_set_context(context)
        client.reconnect_delay_set(1, 2)
        client.max_queued_messages_set(1024)
        client.on_connect = self._connected
        client.on_disconnect = self._disconnected
        client.on_message = self._message
        self._client = client

    def start(self) -> None:
        self._client.connect_async(self.broker.host, self.broker.port, keepalive=KEEPALIVE)
        self._client.loop_start()

    def stop(self) -> None:
        try:
            self._client.disconnect()
        finally:
            self._client.loop_stop()

    def subscribe(self, topic: str) -> None:
        self.topics.append(topic)
        if self.connected:
            self._client.subscribe(topic, qos=1)

    def publish(self, topic: str, frame: bytes) -> None:
        self._client.publish(topic, frame, qos=1)

    # paho's thread
    def _connected(self, client, _userdata, _flags, reason, _props) -> None:
        if reason.is_failure:
            return
        self.connected = True
        _no_delay(client.socket())
        if self.topics:
            client.subscribe([(t, 1) for t in self.topics])
        if self.on_connect is not None:
            self.on_connect()

    def _disconnected(self, _client, _userdata, _flags, _reason, _props) -> None:
        self.connected = False

    def _message(self, _client, _userdata, msg) -> None:
        payload = msg.payload
        if len(payload) > MAX_FRAME:
            return  # never even looked at
        try:
            self.on_frame(msg.topic, payload)
        except Exception as exc:  # noqa: BLE001 - the link must outlive any one frame
            # (paho's thread would stop on an exception, and with it every later frame)
            print(f"zuendstoff: a frame was dropped: {type(exc).__name__}", file=sys.stderr, flush=True)

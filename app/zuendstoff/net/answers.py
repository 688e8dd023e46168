"""The HTTP answers the phone server gives besides the page's files: their headers and
their fixed bodies. Nothing in an answer without a valid token depends on the game, and no
answer repeats anything the client sent: a wrong path or token gets :data:`NOT_FOUND` (one
fixed line in English and German, its style allowed by its hash), a guesser's wrong token
:data:`TOO_MANY`, and the answers the ``websockets`` library makes itself (414, 431, 400,
...) are made by :func:`library_answer` (a fixed body, the app's headers). Every answer,
the WebSocket's 101 included, leaves through :func:`finish_answer`, which adds the headers
in :data:`ALWAYS`, drops ``Server`` and the body of a HEAD. The server that routes
requests to these answers is :mod:`zuendstoff.net.server`.
"""

from __future__ import annotations

import base64
import hashlib
from http import HTTPStatus

from websockets.datastructures import Headers
from websockets.http11 import Request, Response

# the one answer to a wrong path or token: a readable line in both languages, the same bytes
# whatever the game (no name of the app, a seat or a game); its style is allowed by its hash
_NOT_FOUND_STYLE = ("body{margin:0;padding:24px;background:#0b1026;color:#f4f4f8;"
                    "font:18px/1.4 system-ui,sans-serif}p{margin:0 0 12px}")
NOT_FOUND = ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
             '<meta name="viewport" content="width=device-width, initial-scale=1">'
             '<meta name="referrer" content="no-referrer"><title>404</title>'
             f'<style>{_NOT_FOUND_STYLE}</style></head><body>'
             '<p>Not found — this link does not work (any more).</p>'
             '<p lang="de">Nicht gefunden – dieser Link gilt nicht (mehr).</p>'
             '</body></html>\n').encode("utf-8")
NOT_FOUND_CSP = ("default-src 'none'; style-src 'sha256-"
                 + base64.b64encode(hashlib.sha256(_NOT_FOUND_STYLE.encode("utf-8")).digest()).decode("ascii")
                 + "'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
TOO_MANY = b"Too many attempts\n"
# the policy of the plain-text answers (429, 405, the library's own): nothing may load
PLAIN_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
PAGE_CSP = ("default-src 'self'; connect-src 'self'; img-src 'self' data:; "
            "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
# headers every answer carries, the WebSocket's 101 included (the rest of security_headers
# describes a body, which a 101 does not have)
ALWAYS = ("Cache-Control", "Pragma", "Content-Security-Policy", "Referrer-Policy",
          "X-Content-Type-Options", "X-Frame-Options")


def security_headers(content_type: str, length: int, csp: str = PAGE_CSP) -> Headers:
    headers = Headers()
    headers["Content-Type"] = content_type
    headers["Content-Length"] = str(length)
    headers["Cache-Control"] = "no-store"
    headers["Pragma"] = "no-cache"
    headers["Content-Security-Policy"] = csp
    headers["Referrer-Policy"] = "no-referrer"
    headers["X-Content-Type-Options"] = "nosniff"
    headers["X-Frame-Options"] = "DENY"
    headers["Connection"] = "close"
    return headers


def response(status: HTTPStatus, body: bytes, content_type: str = "text/plain; charset=utf-8",
             extra: dict[str, str] | None = None, csp: str = PAGE_CSP) -> Response:
    headers = security_headers(content_type, len(body), csp)
    for key, value in (extra or {}).items():
        headers[key] = value
    return Response(status.value, status.phrase, headers, body)


def not_found() -> Response:
    return response(HTTPStatus.NOT_FOUND, NOT_FOUND, "text/html; charset=utf-8", csp=NOT_FOUND_CSP)


def plain(status: HTTPStatus, body: bytes | None = None, extra: dict[str, str] | None = None) -> Response:
    """A short plain-text answer: the status line's words unless ``body`` is given."""
    if body is None:
        body = f"{status.value} {status.phrase}\n".encode("ascii")
    return response(status, body, extra=extra, csp=PLAIN_CSP)


def library_answer(status, text: str = "") -> Response:
    """What the ``websockets`` library answers by itself (a request line or header too long,
    a failed WebSocket handshake, a server shutting down, ...): its status with a fixed body
    and the app's headers. ``text`` (the library's words, which may quote the request and
    name the library) is never sent."""
    try:
        status = HTTPStatus(int(status))
    except ValueError:
        status = HTTPStatus.BAD_REQUEST
    return plain(status)


def _finish_body(request: Request, answer: Response) -> Response:
    if request.method == "HEAD" and answer.body:
        return Response(answer.status_code, answer.reason_phrase, answer.headers, b"")
    return answer


def finish_answer(connection, request: Request, answer: Response) -> Response:
    """Every answer that leaves through the handshake (ours, the library's, the 101):
    the app's headers, no ``Server``, and no body for HEAD (the server's
    ``process_response`` hook)."""
    headers = answer.headers
    if answer.status_code != HTTPStatus.SWITCHING_PROTOCOLS and answer.body \
            and "Content-Security-Policy" not in headers:
        return _finish_body(request, library_answer(answer.status_code))
    base = security_headers("", 0, PLAIN_CSP)
    for key in ALWAYS:
        if key not in headers:
            headers[key] = base[key]
    if "Server" in headers:
        del headers["Server"]
    return _finish_body(request, answer)

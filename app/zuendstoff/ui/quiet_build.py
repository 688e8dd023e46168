"""Building a window without telling screen readers every step of it.

A widget tells the accessibility bus about every change as it is built: each name set, each
item added to a combo box and each current item chosen is an event. The new-game dialog sent
about 160 of them while it was built and some 80 more as it showed (issue 42), and Orca 43,
which throws queued events away once more than 50 wait, said nothing of the dialog for about
16 s on a busy computer. What a screen reader needs of a new window is the window itself and
its focus, which it reads from the finished tree when the window becomes active; so a window
is built (and filled) with the bridge quiet (:func:`quiet`), and only shown with it on.
"""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtGui import QAccessible


@contextmanager
def quiet():
    """Within this, no accessibility event is sent (where a screen reader listens); after it,
    they are sent again. Nested uses and a bridge that was not on are left as they are."""
    was = QAccessible.isActive()
    if was:
        QAccessible.setActive(False)
    try:
        yield
    finally:
        if was:
            QAccessible.setActive(True)

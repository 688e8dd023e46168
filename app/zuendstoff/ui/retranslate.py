"""Retranslating in place, the Qt way (``QEvent.LanguageChange``).

:func:`zuendstoff.i18n.install` makes Qt post a ``LanguageChange`` event to every
top-level widget, and each widget passes it on to its children. A widget that shows
text mixes in :class:`Retranslating` and sets *every* one of its texts in
``retranslate()`` (and nowhere else), called once at the end of ``__init__`` and again
on each language change. No window is rebuilt, so nothing has to be carried across a
switch: the documents, undo stacks, file stamps, phones and watchers simply stay.

Things that are not widgets (actions, scene items, models, undo commands) get no
``changeEvent``; the widget that owns them calls their hooks from its ``retranslate()``.

>>> class Banner(Retranslating, QLabel):           # doctest: +SKIP
...     def __init__(self):
...         super().__init__()
...         self.retranslate()
...     def retranslate(self):
...         self.setText(self.tr("Hello"))
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent


class Retranslating:
    """Mixin for QWidget subclasses: ``retranslate()`` runs on every ``LanguageChange``.

    Put it *before* the Qt base class: ``class Foo(Retranslating, QDialog)``.
    """

    def retranslate(self) -> None:  # pragma: no cover - every user defines its own
        raise NotImplementedError

    def changeEvent(self, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def deliver_language_change() -> None:
    """Deliver the posted ``LanguageChange`` events now (after :func:`i18n.install`).

    ``installTranslator`` only *posts* the events; callers that must see the new texts at
    once (the settings dialog's OK, tests) call this.
    """
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    QCoreApplication.sendPostedEvents(None, 0)

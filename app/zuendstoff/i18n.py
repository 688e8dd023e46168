"""The app's languages: English (the source language) and German.

The translations are Qt's own: ``resources/i18n/zuendstoff_<lang>.ts``, kept up to date
with ``pyside6-lupdate`` and compiled to ``.qm`` files with ``pyside6-lrelease`` by
``packaging/update_translations.py``. The ``.qm`` files are committed next to the ``.ts``
files, so a checkout, a wheel and the bundle all find them in the same place (a test
recompiles the ``.ts`` files and checks that the committed ``.qm`` files are identical).

English needs a catalogue too: ``zuendstoff_en.qm`` holds only the plural forms
(``%n disc(s)`` → ``1 disc`` / ``2 discs``).

The language is the one chosen in the settings, or the system's when none is chosen
("" = follow the system). :func:`install` can be called again at any time; Qt then sends
every window a ``LanguageChange`` event and each widget sets its texts again in place
(``ui/retranslate.py``, ``ui/game/language.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from . import resources

# language code → its name in that language (what the settings offer)
LANGUAGES = {"en": "English", "de": "Deutsch"}
SOURCE_LANGUAGE = "en"

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's UI languages the app speaks (English if none)."""
    locale = locale or QLocale.system()
    for name in locale.uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def resolve(choice: str | None) -> str:
    """The language to use for a settings value ("" or unknown = the system's)."""
    choice = (choice or "").strip().lower()
    return choice if choice in LANGUAGES else system_language()


def catalogue_path(code: str):
    """The compiled catalogue of the app for ``code`` (it may not exist)."""
    return resources.path("i18n", f"zuendstoff_{code}.qm")


def context(name: str) -> QObject:
    """An object whose ``tr()`` translates in the context ``name``.

    For code outside a QObject class that needs plural forms: lupdate finds plurals only
    in ``X.tr("%n disc(s)", "", n)`` calls (not in ``translate(ctx, text, None, n)``), and
    takes ``X`` as the context. So: ``LayoutEditor = i18n.context("LayoutEditor")`` and
    ``LayoutEditor.tr("%n slot(s) left", "", n)``: the same context for lupdate and Qt.
    """
    return type(name, (QObject,), {"__doc__": f"Translation context {name}."})()


def set_text(command, make) -> None:
    """Give an undo command its text from ``make()`` and keep ``make`` to describe it again
    after a language switch (``retranslate_undo_texts`` in ui/game/language.py, called by the
    game window for its own undo stack and those of the windows it owns)."""
    command._make_text = make
    command.setText(make())


def current() -> str:
    """The language installed last (the source language before any install)."""
    return _current


def uninstall(app: QCoreApplication | None = None) -> None:
    """Remove the translators :func:`install` put in (the source texts show; for tests)."""
    global _current
    app = app or QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _current = SOURCE_LANGUAGE


def install(code: str, app: QCoreApplication | None = None) -> str:
    """Install the translators for ``code`` (replacing any installed before).

    Loads the app's catalogue and, where present, Qt's own (``qtbase_<code>.qm``: the
    texts of standard buttons and dialogs). A missing or damaged catalogue is not an
    error: the app then shows its English source texts. Returns the language installed.
    """
    global _current
    app = app or QCoreApplication.instance()
    if code not in LANGUAGES:
        code = SOURCE_LANGUAGE
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    own = QTranslator(app)
    if own.load(str(catalogue_path(code))):
        _installed.append(own)
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if code != SOURCE_LANGUAGE and qt.load(f"qtbase_{code}", qt_dir):
        _installed.append(qt)
    for translator in _installed:
        app.installTranslator(translator)
    QLocale.setDefault(QLocale(code))
    _current = code
    return code


def number(value: float, decimals: int | None = 0) -> str:
    """``value`` with ``decimals`` places in the language installed ("0.25" / "0,25");
    ``None``: none for a whole number, else one ("3", "1,5": seconds in a sentence)."""
    if decimals is None:
        decimals = 0 if float(value).is_integer() else 1
    return QLocale().toString(float(value), "f", decimals)


def percent(share: float, decimals: int = 1, sign: bool = False) -> str:
    """A share (0.123) as a percentage in the language installed: "12.3%" / "12,3 %"
    (German sets a space before the sign); ``sign``: "+" before a positive one."""
    text = number(100.0 * share, decimals)
    if sign and share > 0:
        text = "+" + text
    return text + ("\u00a0%" if QLocale().language() == QLocale.Language.German else "%")


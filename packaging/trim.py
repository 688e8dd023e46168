"""What the lean bundle leaves out. Used by ``zuendstoff.spec``; pure functions, tested.

PyInstaller's PySide6 hooks collect every plugin of each plugin type a Qt module
might use and all Qt translations. The app draws widgets and a QGraphicsScene with
the raster engine, reads SVG and PNG, and needs a window system: that is all it keeps.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

#: Python modules the app never imports (several pull in large binaries)
EXCLUDES = [
    # other Qt modules (PySide6-Essentials ships them; the app uses Core, Gui, Widgets, Svg,
    # and Network: the join screen lists the adapters by name, as in the venv)
    "PySide6.QtDBus", "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets",
    "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets", "PySide6.QtQuickControls2",
    "PySide6.QtSql", "PySide6.QtTest", "PySide6.QtXml", "PySide6.QtUiTools",
    "PySide6.QtDesigner", "PySide6.QtHelp", "PySide6.QtConcurrent", "PySide6.QtPrintSupport",
    "PySide6.QtSvgWidgets",
    # standard library parts a desktop game without network does not need
    "tkinter", "_tkinter", "unittest", "pydoc", "pydoc_data", "doctest", "pdb",
    # (ssl and _hashlib stay since issue 44: internet play talks TLS to its broker)
    "sqlite3", "_sqlite3", "lib2to3", "xmlrpc",
    # (multiprocessing stays: the playtest, the editor's quick check and the expert's
    # search run in worker processes, in the bundle as in the venv)
    # miniaudio (sound) takes numpy arrays if numpy is there; the app hands it array.array
    "numpy",
    # the phone server uses websockets' asyncio implementation only; its other flavours are
    # named in lazy imports that PyInstaller's hook follows (trio would bring IPython, jedi, …,
    # the router werkzeug and cryptography, where they are installed)
    "websockets.trio", "websockets.legacy", "websockets.sync", "websockets.cli", "websockets.__main__",
    "websockets.asyncio.router", "trio", "werkzeug",
]

#: Qt plugins kept, by plugin type → file stems (lib prefix and suffix stripped); a
#: type not listed here is left out entirely
KEEP_PLUGINS: dict[str, set[str]] = {
    # windowing systems: X11 and Wayland (Linux), Windows, macOS; offscreen for --self-test
    "platforms": {"qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen"},
    # the desktop portal (file dialogs inside sandboxes, colour scheme); not GTK3, which
    # alone pulls in GTK, cairo, pango and more
    "platformthemes": {"qxdgdesktopportal"},
    "platforminputcontexts": {"composeplatforminputcontextplugin",
                              "ibusplatforminputcontextplugin"},
    "xcbglintegrations": {"qxcb-glx-integration", "qxcb-egl-integration"},
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": {"bradient", "adwaita"},
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
    "imageformats": {"qsvg"},  # PNG is built into QtGui
    "iconengines": {"qsvgicon"},
    "styles": {"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"},
}

#: Qt translations kept (the app's own catalogues live in resources/i18n)
KEEP_QT_TRANSLATIONS = {"qtbase_de.qm"}

#: Qt libraries no kept plugin or module needs (on Linux the dependency pruning below
#: finds these by itself; named here for Windows and macOS)
DROP_QT_LIBS = re.compile(
    r"Qt6?(Qml\w*|Quick\w*|EglFSDeviceIntegration|EglFsKmsSupport|Pdf\w*|"
    r"VirtualKeyboard\w*|Sql|Test|Xml|Designer\w*|Help|Concurrent|PrintSupport|"
    r"OpenGLWidgets|SvgWidgets|UiTools)\b")

_PLUGIN = re.compile(r"(?:^|/)plugins/([^/]+)/([^/]+)$")
_FRAMEWORK = re.compile(r"(?:^|/)(Qt\w+)\.framework/")
_TRANSLATION = re.compile(r"(?:^|/)PySide6/(?:Qt/)?translations/([^/]+)$")


def _norm(dest: str) -> str:
    return dest.replace("\\", "/")


def plugin_stem(filename: str) -> str:
    """``libqxcb.so`` / ``qwindows.dll`` / ``libqcocoa.dylib`` → ``qxcb`` / ``qwindows`` / ``qcocoa``."""
    stem = re.sub(r"\.(so|dll|dylib)$", "", filename)
    return stem[3:] if stem.startswith("lib") else stem


def keep_plugin(dest: str) -> bool | None:
    """True/False for a Qt plugin, None if ``dest`` is not a Qt plugin."""
    match = _PLUGIN.search(_norm(dest))
    if not match or "PySide6" not in dest:
        return None
    kind, name = match.groups()
    return plugin_stem(name) in KEEP_PLUGINS.get(kind, set())


def keep_data(dest: str) -> bool:
    """Whether a collected data file stays (Qt translations are the only ones trimmed)."""
    match = _TRANSLATION.search(_norm(dest))
    if match:
        return match.group(1) in KEEP_QT_TRANSLATIONS
    framework = _FRAMEWORK.search(_norm(dest))
    if framework and DROP_QT_LIBS.search(framework.group(1)):
        return False  # macOS: the rest of a framework whose library is left out
    return keep_plugin(dest) is not False


#: other files of the Qt wheels the app does not use (Windows: Mesa's software OpenGL, 20 MB)
DROP_FILES = {"opengl32sw.dll"}


def keep_binary(dest: str) -> bool:
    """Whether a collected binary stays, by name (plugins and the unused Qt libraries)."""
    plugin = keep_plugin(dest)
    if plugin is not None:
        return plugin
    name = _norm(dest).rsplit("/", 1)[-1]
    if name.lower() in DROP_FILES:
        return False
    return not (DROP_QT_LIBS.search(name) and ("Qt" in name))


def _base(name: str) -> str:
    return _norm(name).rsplit("/", 1)[-1]


def prune_unreachable(entries: list[tuple[str, str, str]],
                      imports_of: Callable[[str], Iterable[str]]) -> list[tuple[str, str, str]]:
    """Drop shared libraries that no kept binary needs (directly or through others).

    ``entries`` are PyInstaller's (dest, source, typecode) binaries after
    :func:`keep_binary`; ``imports_of(source)`` gives the file names a binary links to.
    Roots are Python extensions, Qt plugins and the Python library; every other
    shared library stays only if a root reaches it.
    """
    by_name: dict[str, list[tuple[str, str, str]]] = {}
    for entry in entries:
        by_name.setdefault(_base(entry[0]), []).append(entry)

    def is_root(entry: tuple[str, str, str]) -> bool:
        dest, _src, kind = entry
        base = _base(dest)
        return (kind == "EXTENSION" or keep_plugin(dest) is not None
                or base.startswith(("libpython", "python")) or base.endswith((".pyd", ".abi3.so")))

    reached: set[str] = set()
    todo = [e for e in entries if is_root(e)]
    for e in todo:
        reached.add(_base(e[0]))
    while todo:
        entry = todo.pop()
        for name in imports_of(entry[1]):
            base = _base(name)
            if base in by_name and base not in reached:
                reached.add(base)
                todo.extend(by_name[base])
    return [e for e in entries if _base(e[0]) in reached]


def drop_dangling_symlinks(binaries: list[tuple[str, str, str]],
                           datas: list[tuple[str, str, str]]) -> tuple[list, list]:
    """Remove PyInstaller's SYMLINK entries whose target was trimmed away.

    A target counts as present when it is a kept file, a folder holding kept files
    (``Versions/Current -> A`` in a macOS framework), or reaches one of those through
    other symlinks (``QtCore.framework/QtCore -> Versions/Current/QtCore``).
    """
    import posixpath

    files = {_norm(e[0]) for e in binaries + datas if e[2] != "SYMLINK"}
    dirs = {posixpath.dirname(f) for f in files}
    for d in list(dirs):
        while d:
            d = posixpath.dirname(d)
            dirs.add(d)
    links = {_norm(e[0]): _norm(e[1]) for e in binaries + datas if e[2] == "SYMLINK"}

    def present(path: str, depth: int = 0) -> bool:
        if path in files or path in dirs:
            return True
        if depth > 40:
            return False
        parts = path.split("/")
        for i in range(len(parts), 0, -1):  # the longest leading part that is a symlink
            head = "/".join(parts[:i])
            if head in links:
                target = posixpath.normpath(posixpath.join(posixpath.dirname(head), links[head]))
                return present("/".join([target, *parts[i:]]), depth + 1)
        return False

    def ok(entry: tuple[str, str, str]) -> bool:
        return entry[2] != "SYMLINK" or present(_norm(entry[0]))

    return [e for e in binaries if ok(e)], [e for e in datas if ok(e)]

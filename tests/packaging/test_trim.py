"""The lean bundle's rules (packaging/trim.py)."""

from __future__ import annotations

import trim


def test_plugins_kept_and_dropped():
    keep = ["PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms/libqwayland.so",
            "PySide6/Qt/plugins/platforms/libqoffscreen.so", "PySide6\\plugins\\platforms\\qwindows.dll",
            "PySide6/Qt/plugins/platforms/libqcocoa.dylib", "PySide6/Qt/plugins/imageformats/libqsvg.so",
            "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
            "PySide6/plugins/styles/qmodernwindowsstyle.dll"]
    drop = ["PySide6/Qt/plugins/platforms/libqeglfs.so", "PySide6/Qt/plugins/platforms/libqvnc.so",
            "PySide6/Qt/plugins/platformthemes/libqgtk3.so", "PySide6/Qt/plugins/imageformats/libqjpeg.so",
            "PySide6/Qt/plugins/imageformats/libqtiff.so", "PySide6/Qt/plugins/tls/libqopensslbackend.so",
            "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so",
            "PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so"]
    for dest in keep:
        assert trim.keep_plugin(dest) is True, dest
        assert trim.keep_binary(dest), dest
    for dest in drop:
        assert trim.keep_plugin(dest) is False, dest
        assert not trim.keep_binary(dest), dest
    assert trim.keep_plugin("libQt6Core.so.6") is None


def test_the_bundle_keeps_what_the_venv_uses():
    """multiprocessing (the playtest, the quick check and the expert's worker processes; a
    plain start of the frozen program imports it first thing) and QtNetwork (the join
    screen's adapters, by name) stay in the bundle. (Both were left out: every plain start
    of the bundle crashed, and its join screen listed fewer addresses.)"""
    assert "multiprocessing" not in trim.EXCLUDES
    assert not any(name.startswith("multiprocessing.") for name in trim.EXCLUDES)
    assert "PySide6.QtNetwork" not in trim.EXCLUDES
    for dest in ("PySide6/Qt/lib/libQt6Network.so.6", "PySide6\\Qt6Network.dll"):
        assert trim.keep_binary(dest), dest
    assert trim.keep_data("PySide6/Qt/lib/QtNetwork.framework/Versions/A/Resources/Info.plist")


def test_qt_libraries_and_translations():
    assert not trim.keep_binary("PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6")
    assert not trim.keep_binary("PySide6/Qt6Qml.dll")
    assert not trim.keep_binary("PySide6\\opengl32sw.dll")
    for name in ("libQt6Core.so.6", "libQt6Gui.so.6", "libQt6Widgets.so.6", "libQt6Svg.so.6",
                 "libQt6XcbQpa.so.6", "libQt6DBus.so.6", "Qt6Core.dll", "libicudata.so.73"):
        assert trim.keep_binary("PySide6/Qt/lib/" + name), name
    assert trim.keep_data("PySide6/Qt/translations/qtbase_de.qm")
    assert not trim.keep_data("PySide6/Qt/translations/qtbase_fr.qm")
    assert not trim.keep_data("PySide6/translations/qt_help_de.qm")
    assert trim.keep_data("zuendstoff/data/i18n/zuendstoff_de.qm")  # the app's own stay
    assert not trim.keep_data("PySide6/Qt/lib/QtQml.framework/Versions/A/Resources/Info.plist")
    assert trim.keep_data("PySide6/Qt/lib/QtCore.framework/Versions/A/Resources/Info.plist")


#: where the system's own libraries come from (only data for the trimming: it runs on any system)
SYSTEM = "/usr/lib/"  # not POSIX-only: a path in the entries under test, never opened


def test_prune_unreachable_keeps_what_roots_need():
    entries = [
        ("PySide6/QtGui.abi3.so", "/s/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/s/libQt6Gui.so.6", "BINARY"),
        ("libfreetype.so.6", SYSTEM + "libfreetype.so.6", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
        ("libxcb-icccm.so.4", SYSTEM + "libxcb-icccm.so.4", "BINARY"),
        ("libgtk-3.so.0", SYSTEM + "libgtk-3.so.0", "BINARY"),   # only a dropped plugin wanted it
        ("libcairo.so.2", SYSTEM + "libcairo.so.2", "BINARY"),
        ("libpython3.11.so.1.0", SYSTEM + "libpython3.11.so.1.0", "BINARY"),
    ]
    imports = {
        "/s/QtGui.abi3.so": ["libQt6Gui.so.6"],
        "/s/libQt6Gui.so.6": ["libfreetype.so.6", "libc.so.6"],
        "/s/libqxcb.so": ["libxcb-icccm.so.4", "libQt6Gui.so.6"],
        SYSTEM + "libgtk-3.so.0": ["libcairo.so.2"],
    }
    kept = trim.prune_unreachable(entries, lambda src: imports.get(src, []))
    names = {e[0] for e in kept}
    assert "libgtk-3.so.0" not in names and "libcairo.so.2" not in names
    assert names == {e[0] for e in entries} - {"libgtk-3.so.0", "libcairo.so.2"}


def test_dangling_symlinks_go():
    binaries = [("PySide6/Qt/lib/libQt6Core.so.6", "/s/libQt6Core.so.6", "BINARY")]
    datas = [("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
             ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
             ("zuendstoff/data/layouts/standard.zlayout", "/s/standard.zlayout", "DATA")]
    b, d = trim.drop_dangling_symlinks(binaries, datas)
    assert b == binaries
    assert [e[0] for e in d] == ["libQt6Core.so.6", "zuendstoff/data/layouts/standard.zlayout"]


def test_macos_framework_symlinks_stay_while_their_files_do():
    fw = "PySide6/Qt/lib/QtCore.framework"
    net = "PySide6/Qt/lib/QtQml.framework"
    binaries = [(f"{fw}/Versions/A/QtCore", "/s/QtCore", "BINARY")]
    datas = [(f"{fw}/Versions/A/Resources/Info.plist", "/s/Info.plist", "DATA"),
             (f"{fw}/Versions/Current", "A", "SYMLINK"),
             (f"{fw}/QtCore", "Versions/Current/QtCore", "SYMLINK"),
             (f"{fw}/Resources", "Versions/Current/Resources", "SYMLINK"),
             (f"{net}/Versions/Current", "A", "SYMLINK"),              # its binary was trimmed
             (f"{net}/QtQml", "Versions/Current/QtQml", "SYMLINK")]
    _, d = trim.drop_dangling_symlinks(binaries, datas)
    assert [e[0] for e in d] == [f"{fw}/Versions/A/Resources/Info.plist", f"{fw}/Versions/Current",
                                 f"{fw}/QtCore", f"{fw}/Resources"]

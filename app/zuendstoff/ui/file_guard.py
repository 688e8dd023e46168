"""Nothing of a person's files is overwritten that they did not choose to overwrite.

Two gaps the file dialogs leave, for the game window and both editors:

- **A file ending added after the dialog.** Save as adds ``.zrec`` (``.zlayout``,
  ``.zdiscs``) to a name typed without it. The dialog asked "replace?" only about the name as
  typed, so :func:`with_suffix` asks about the name that will really be written.
- **A file changed on disk meanwhile.** Save writes to the file the document came from or
  went to last. If another program (or a second copy of the app, a synced folder, a copy made
  by hand) changed that file since, Save asks first (:func:`ask_changed`): replace it, save
  under another name, or do nothing. :func:`stamp` is what "changed" compares: the file's
  modification time and size.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

translate = QCoreApplication.translate

REPLACE, SAVE_AS, CANCEL = "replace", "save_as", "cancel"


def stamp(path: str | os.PathLike[str] | None) -> tuple[int, int] | None:
    """The file's modification time (ns) and size; None when there is no such file."""
    if path is None:
        return None
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


def changed_since(path: str | os.PathLike[str], known: tuple[int, int] | None) -> bool:
    """Whether ``path`` is not the file last read or written here (``known``, its
    :func:`stamp` then). A file that is gone holds nothing to lose: not changed."""
    now = stamp(path)
    return now is not None and now != known


def with_suffix(parent: QWidget | None, path: str, suffix: str) -> str | None:
    """``path`` as chosen in a save dialog, with ``suffix`` added when the name does not end
    in it (and is not a file that exists: the dialog asked about that one, and the person
    chose it; "Brett v1.2" becomes "Brett v1.2.zlayout"). When the added ending makes the
    name of a file that exists, ask before replacing it (the dialog asked only about the
    name as typed); None: the person said no."""
    if not path or path.lower().endswith(suffix.lower()) or os.path.exists(path):
        return path  # it has the ending, or it is the file the dialog asked about
    full = path + suffix
    if os.path.exists(full):
        answer = QMessageBox.question(
            parent, translate("Files", "Replace file?"),
            translate("Files", "“%1” already exists. Do you want to replace it?")
            .replace("%1", full),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return None
    return full


def changed_box(parent: QWidget | None, path: str) -> tuple[QMessageBox, dict]:
    """The question :func:`ask_changed` asks, and its buttons by answer."""
    text = translate("Files", "“%1” was changed by another program since it was opened or "
                              "saved here. Replace it with what is open here, or save under "
                              "another name?").replace("%1", path)
    box = QMessageBox(QMessageBox.Icon.Warning, translate("Files", "File changed on disk"), text,
                      QMessageBox.StandardButton.NoButton, parent)
    buttons = {
        REPLACE: box.addButton(translate("Files", "&Replace"),
                               QMessageBox.ButtonRole.DestructiveRole),
        SAVE_AS: box.addButton(translate("Files", "Save &as…"), QMessageBox.ButtonRole.AcceptRole),
        CANCEL: box.addButton(QMessageBox.StandardButton.Cancel),
    }
    box.setDefaultButton(buttons[SAVE_AS])
    box.setEscapeButton(buttons[CANCEL])
    return box, buttons


def ask_changed(parent: QWidget | None, path: str) -> str:
    """:data:`REPLACE`, :data:`SAVE_AS` or :data:`CANCEL` for a file changed on disk."""
    box, buttons = changed_box(parent, path)
    box.exec()
    clicked = box.clickedButton()
    for answer, button in buttons.items():
        if clicked is button:
            return answer
    return CANCEL

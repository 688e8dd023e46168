"""What a saved file's mode can tell, on each system.

On Linux and macOS the mode is the file's permissions: a document meant to be handed round
gets 0666 less the umask (0644 under the usual umask 022), readable by others. On Windows the
mode is not a permission (who may read a file is its ACL): ``os.stat`` reports 0o666 for every
file that is not read-only and 0o444 for one that is, so all that can be checked there is
that a saved document is not read-only.
"""

from __future__ import annotations

import os
import stat

from zuendstoff.engine.jsonio import current_umask


def assert_readable_like_any_document(path: str | os.PathLike[str]) -> None:
    if os.name == "posix":
        mode = stat.S_IMODE(os.stat(path).st_mode)
        assert mode == 0o666 & ~current_umask(), oct(mode)
        assert mode & 0o044, oct(mode)  # (0644 under the usual umask 022)
    else:
        mode = stat.S_IMODE(os.stat(path).st_mode)
        assert mode == 0o666, oct(mode)  # not read-only (0o444)

"""The player's files, shared by every Garden Games window on the machine: how they are written, read, locked and
set aside.

A player may start the app twice (a double click too many, a second window to read the rules), and both windows
write the same folders. So:

- a write goes to a temporary file unique to its writer (process and a random token), is flushed to disk and
  renamed over the real file, which therefore always holds the old content or the new, whole;
- a temporary file is swept only when it is stale: its writer process is gone, or it is older than any write
  takes. Another window's write in progress is never pulled from under it;
- a file that is read, changed and written again (statistics, recent games, settings) is changed under a lock
  (``locked``), a cross-platform file lock from ``filelock``, so no window's update is lost;
- a saved game is played by one window at a time: that window holds its ``Claim`` while the table is open;
- only a regular file is ever read, and never more than a limit: a FIFO or a device where a file belongs is
  refused at once (opening it could block forever), as is a file far larger than ours ever are.

Pure Python: the store, the recent games, the crash reports and the art cache write through here.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import stat
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from gardengames.i18n import _

if TYPE_CHECKING:
    import filelock

STALE_TEMP_SECONDS = 600.0  # a write takes milliseconds; a temp file this old is a killed writer's, whoever it was
LOCK_WAIT = 15.0  # seconds a window waits for another's update of a shared file (each takes milliseconds)
_TEMP_NAME = re.compile(r"\.(\d+)(?:-[0-9a-f]+)?\.tmp$")


class FileProblem(ValueError):
    """A file's content (or kind) is unusable; the message names the field or what is wrong."""


class BusyError(OSError):
    """Another window held a shared file's lock for longer than any update takes (it hangs, or the folder is a
    network share that does not lock): the write is not done, and the caller says so like any failed write."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EBUSY, _("another Garden Games window is using it"), str(path))


def temp_name(path: Path) -> Path:
    """Where ``path``'s next content is written first: unique to this process and this write, so two writers
    (two windows, or two threads) never share a temporary file."""
    return path.with_name(f"{path.name}.{os.getpid()}-{os.urandom(4).hex()}.tmp")


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` always holds either the old or the new content, whole, keeping the old
    content as ``.bak``.

    A failed write (full disk, read-only folder) removes its temporary file before the error goes on.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_name(path)
    try:
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if path.is_file():
            _replace_backup(path)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(path.parent)


def backup_path(path: Path) -> Path:
    """The previous content of ``path`` (one write older)."""
    return path.with_name(path.name + ".bak")


def _replace_backup(path: Path) -> None:
    """Keep the current file as ``.bak``: copied (the real file must exist at every instant, old or new) to
    a temporary name and renamed, so a kill during the copy never leaves a cut-short backup either."""
    bak = backup_path(path)
    tmp = temp_name(bak)
    try:
        shutil.copy2(path, tmp)
        os.replace(tmp, bak)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def sweep_temp_files(folder: Path) -> None:
    """Remove the temporary files killed writers left in ``folder``; a write in progress (this window's or
    another's) and every real file are left alone."""
    if not folder.is_dir():
        return
    for stray in folder.glob("*.tmp"):
        if _stale(stray):
            with contextlib.suppress(OSError):
                stray.unlink()


def _stale(tmp: Path) -> bool:
    """A temporary file whose writer can no longer finish it: a process that is gone, or too old to be a write."""
    try:
        age = time.time() - tmp.lstat().st_mtime
    except OSError:
        return False
    if age > STALE_TEMP_SECONDS:
        return True
    found = _TEMP_NAME.search(tmp.name)
    if found is None:
        return False  # not named by a writer of ours: only its age can tell
    pid = int(found.group(1))
    return pid != os.getpid() and not _process_alive(pid)


def _process_alive(pid: int) -> bool:
    """True unless process ``pid`` is known to be gone. Only POSIX can ask without touching the process; elsewhere
    a file still open for writing cannot be deleted anyway, and age decides the rest."""
    if os.name != "posix" or pid <= 0:
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, run by someone else
    return True


def set_aside(path: Path) -> Path:
    """Rename a broken file out of the way (kept for the player or a bug report, never deleted)."""
    target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}-{n}")
    os.replace(path, target)
    return target


def keep_aside(path: Path, problem: str, notices: list[str]) -> None:
    """Set ``path`` aside and say so in ``notices``: ``problem`` is the sentence about it, in the player's language
    and naming the file ("recent.json could not be used (...)"), to which "; it was kept as <name>.broken-..." is
    added. A folder where the file cannot even be renamed still gets the sentence, without the new name.
    """
    try:
        kept = set_aside(path)
        notices.append(_("{problem}; it was kept as {kept}.").format(problem=problem, kept=kept.name))
    except OSError:
        notices.append(f"{problem}.")


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of regular file ``path``, refusing anything over ``limit`` without reading it all into memory.

    Anything but a regular file (a FIFO, a device, a socket) is refused before a byte is read: opening a FIFO for
    reading waits for a writer that may never come. The file is opened without waiting (``O_NONBLOCK``) and its
    kind is checked on the open descriptor, so nothing swapped in between the look and the open can block either.
    """
    kind = os.stat(path).st_mode
    if stat.S_ISDIR(kind):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(kind):
        raise FileProblem(_("it is not a regular file"))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with open(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise FileProblem(_("it is not a regular file"))
        blob = handle.read(limit + 1)
    if len(blob) > limit:
        raise FileProblem(_("the file is larger than {kb} KB").format(kb=limit // 1024))
    return blob


_guards: dict[Path, tuple[threading.RLock, filelock.FileLock]] = {}
_guards_lock = threading.Lock()


@contextlib.contextmanager
def locked(lock: Path, wait: float = LOCK_WAIT) -> Iterator[None]:
    """Hold the lock file ``lock`` while this window reads, changes and writes the file it stands for, so that
    another window's change in between is never lost. Re-entrant (a read inside a read-change-write of the same
    file), and the threads of this process take turns too. ``BusyError`` when another window keeps the lock past
    ``wait`` seconds. Lock files live apart from the files they lock (``store.lock_file``): the player's folders
    hold only the player's files."""
    import filelock  # here, not at the top: 50 ms of imports the app's start does not need

    key = lock.absolute()
    with _guards_lock:
        if key not in _guards:
            _guards[key] = (threading.RLock(), filelock.FileLock(str(key), thread_local=False))
        guard, held = _guards[key]
    if not guard.acquire(timeout=wait):
        raise BusyError(lock)
    try:
        key.parent.mkdir(parents=True, exist_ok=True)
        try:
            held.acquire(timeout=wait)
        except filelock.Timeout:
            raise BusyError(lock) from None
        try:
            yield
        finally:
            held.release()
    finally:
        guard.release()


class Claim:
    """One window's hold on a file for as long as it works with it (a saved game while its table is open), so a
    second window is told the game is open elsewhere instead of both writing it. The operating system lets go of
    the lock when the process ends, however it ends: a killed window never leaves a game claimed."""

    def __init__(self, lock: Path) -> None:
        import filelock

        self.lock = lock
        self._lock = filelock.FileLock(str(lock), thread_local=False)

    def take(self) -> bool:
        """Claim the file now if no other window holds it (never waits); False when one does. A folder the lock
        cannot be made in (read-only) claims nothing to lose: the writes there fail and say so anyway."""
        import filelock

        try:
            self.lock.parent.mkdir(parents=True, exist_ok=True)
            self._lock.acquire(timeout=0)
        except filelock.Timeout:
            return False
        except OSError:
            return True
        return True

    @property
    def held(self) -> bool:
        return self._lock.is_locked

    def release(self) -> None:
        """Let go (the table closed); harmless when not held."""
        while self._lock.is_locked:
            self._lock.release()


def in_use(lock: Path) -> bool:
    """True while another window holds the claim on lock file ``lock`` (a look only: the claim is not kept)."""
    claim = Claim(lock)
    if not claim.take():
        return True
    claim.release()
    return False

"""One window per data folder: starting the program while its window is open brings that window to
the front instead of opening a second one on the same decks.

The first start holds a lock file in the data folder (QLockFile; a crashed program's lock is found
stale by its process id) and listens on a local socket named after the folder (QLocalServer). A second
start finds the lock taken, asks the first over the socket to show its window, and quits. The command
line takes no lock: it runs beside the window, its writes being short transactions (see the store).
"""

from __future__ import annotations

import hashlib
import time
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_FILE = "window.lock"
SHOW = b"show\n"
SHOWN = b"shown\n"  # the running window is now in front
STARTING = b"starting\n"  # it is still starting: its window opens in a moment
# How long a second start waits for the first to answer (it may be importing the card data).
ANSWER_MS = 15_000


def server_name(folder: Path) -> str:
    """The local socket of the window using ``folder``: short (a Unix socket path is limited) and the
    same for every spelling of the folder."""
    digest = hashlib.sha1(str(folder.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"lorcana-desktop-{digest}"


class RunningWindow(QObject):
    """Held by the start that owns the data folder: answers a later start's request to show the window."""

    showRequested = Signal()

    def __init__(self, folder: Path, lock: QLockFile | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lock = lock
        self.ready = False  # True once the window is on screen
        self.name = server_name(folder)
        self.server = QLocalServer(self)
        # We hold the lock, so no live window serves this name: a socket file left by a crash goes.
        QLocalServer.removeServer(self.name)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._answer)
        self.listening = self.server.listen(self.name)

    def _answer(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        if bytes(socket.readLine().data()) == SHOW:
            if self.ready:
                self.showRequested.emit()
            socket.write(SHOWN if self.ready else STARTING)
            socket.flush()
        socket.disconnectFromServer()

    def release(self) -> None:
        self.server.close()
        if self.lock is not None:
            self.lock.unlock()


def claim(folder: Path) -> RunningWindow | None:
    """Take the data folder for this start's window; None when another window holds it."""
    lock = QLockFile(str(folder / LOCK_FILE))
    lock.setStaleLockTime(0)  # held as long as the window is open; only a dead holder's lock is stale
    if lock.tryLock(200):
        return RunningWindow(folder, lock)
    if lock.error() == QLockFile.LockError.LockFailedError:
        return None
    # No lock file can be made there (a read-only folder): the window opens anyway, and the store
    # says what cannot be saved.
    return RunningWindow(folder, None)


def ask_to_show(folder: Path, wait_ms: int = ANSWER_MS) -> bytes | None:
    """Ask the window holding ``folder`` to come to the front: SHOWN or STARTING, or None when no
    window answers in time."""
    deadline = time.monotonic() + wait_ms / 1000
    socket = QLocalSocket()
    while True:
        socket.connectToServer(server_name(folder))
        if socket.waitForConnected(500):
            break
        socket.abort()
        if time.monotonic() >= deadline:
            return None
        time.sleep(0.2)  # the first start may not listen yet
    socket.write(SHOW)
    socket.flush()
    answer = b""
    while not answer.endswith(b"\n") and time.monotonic() < deadline:
        if socket.waitForReadyRead(500):
            answer += bytes(socket.readAll().data())
        elif socket.state() == QLocalSocket.LocalSocketState.UnconnectedState:
            break  # it hung up without a word
    socket.abort()
    return answer if answer in (SHOWN, STARTING) else None

"""A guard against a PySide6 6.12.0 defect on CPython 3.11: Qt calls drop references to None and True.

Measured here (PySide6-Essentials 6.12.0, CPython 3.11.7): ``QPoint().setX(1)``,
``QFont().setBold(True)``, ``QPainter.setPen(...)`` and every other method returning nothing
lower ``sys.getrefcount(None)`` by one per call, and every ``Signal.emit`` lowers
``sys.getrefcount(True)`` by one; 6.11.2 does neither. The deck builder paints faces, charts
and list rows with thousands of such calls, so after some scrolling and clicking a count
reaches zero and the interpreter aborts ("Fatal Python error: none_dealloc" or
"bool_dealloc"), at the latest when the program quits. CPython 3.12 made these objects
immortal; on 3.11 we do the same by giving them reference counts so large that no session can
use them up. The guard only acts when it sees a leak, so it does nothing once PySide6 is fixed
or Python is 3.12+.
"""

from __future__ import annotations

import ctypes
import sys

_applied = False
# 2**40 references: at a million leaked calls a second, 12 days of painting.
_RESERVE = 1 << 40


def none_leak_detected() -> bool:
    """True when calling a void Qt method loses a reference to None."""
    from PySide6.QtCore import QPoint

    point = QPoint()
    before = sys.getrefcount(None)
    for _ in range(64):
        point.setX(1)
    return sys.getrefcount(None) < before - 32


def true_leak_detected() -> bool:
    """True when emitting a Qt signal loses a reference to True."""
    from PySide6.QtCore import QObject

    obj = QObject()
    before = sys.getrefcount(True)
    for _ in range(64):
        obj.objectNameChanged.emit("x")
    return sys.getrefcount(True) < before - 32


def keep_none_alive() -> bool:
    """Make None, True and False effectively immortal if this PySide6 leaks their references; True when applied."""
    global _applied
    if _applied:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not (none_leak_detected() or true_leak_detected()):
        return False
    # ob_refcnt is the first field of every CPython object (a Py_ssize_t at id(obj)).
    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += _RESERVE
    _applied = True
    return True

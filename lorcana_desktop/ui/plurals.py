"""English plurals for ``tr("%n card(s)", "", n)``: "1 card", "2 cards", without a compiled translation file.

The other languages write their plural forms in their translation files; this translator speaks only while
the window is in English."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QTranslator

from lorcana_desktop.languages import Language
from lorcana_desktop.ui.i18n import current_language

# "card(s)" -> "card"/"cards"; "copy/copies" style pairs are written "cop(y/ies)".
_S = re.compile(r"\(s\)")
_PAIR = re.compile(r"\(([^()/]*)/([^()/]*)\)")


def english_plural(text: str, n: int) -> str:
    """``text`` with its "(s)" and "(y/ies)" marks resolved for ``n`` (Qt fills in %n itself)."""
    one = n == 1
    text = _S.sub("" if one else "s", text)
    return _PAIR.sub(lambda m: m.group(1) if one else m.group(2), text)


class EnglishPlurals(QTranslator):
    """The fallback translator: only strings with a count and a plural mark are changed."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        if n < 0 or source is None or "(" not in source or current_language() is not Language.EN:
            return None  # type: ignore[return-value]  # None (a null string): no translation here
        resolved = english_plural(source, n)
        return resolved if resolved != source else None  # type: ignore[return-value]

    def isEmpty(self) -> bool:
        return False


_installed: EnglishPlurals | None = None


def install_english_plurals() -> EnglishPlurals | None:
    """Install the plural translator on the running application once; None without an application."""
    global _installed
    app = QCoreApplication.instance()
    if app is None:
        return None
    if _installed is None:
        _installed = EnglishPlurals(app)
        app.installTranslator(_installed)
    return _installed

"""The window's language: Qt's translators for it (ours and Qt's own buttons), the locale that numbers, dates
and percentages follow, and ``translate()``, the one translation call the window's modules use where a
class's ``self.tr()`` does not fit.

The language is installed once at start-up, before the main window is built (every widget says its words
when it is made); changing it builds the window again (``ui/language_switch.py``).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from lorcana_desktop import i18n
from lorcana_desktop.languages import Language, chosen_language, language_of
from lorcana_desktop.paths import cache_dir

log = logging.getLogger(__name__)


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the window's language (``context`` is where lupdate files it; ``n`` picks a plural)."""
    return QCoreApplication.translate(context, text, disambiguation, n)  # i18n: lupdate reads the callers


_current = Language.EN
_installed: list[QTranslator] = []


def current_language() -> Language:
    """The language the window speaks now."""
    return _current


def locale() -> QLocale:
    """The locale of the window's language: how numbers, dates and percentages are written."""
    return QLocale(_current.value)


def system_languages() -> list[str]:
    """The system's preferred languages, first first ("it-IT", "en-US")."""
    return list(QLocale.system().uiLanguages()) or [QLocale.system().name()]


def settings_language() -> Language:
    """The language the settings ask for, else the system's (a damaged settings file: the system's)."""
    from lorcana_desktop.paths import DataFolderError
    from lorcana_desktop.settings import SettingsError, load_settings

    try:
        setting = load_settings().language
    except (SettingsError, DataFolderError):  # said elsewhere; the language is the system's meanwhile
        setting = None
    return chosen_language(setting, system_languages())


def compiled(lang: Language) -> Path | None:
    """The ``.qm`` of ``lang``: the one the set-up compiled beside the sources, or, when that is missing or
    older than its ``.ts`` (a checkout changed since), one compiled now into the cache folder."""
    qm, ts = i18n.qm_path(lang), i18n.ts_path(lang)
    if qm.exists() and (not ts.exists() or qm.stat().st_mtime >= ts.stat().st_mtime):
        return qm
    if ts.exists():
        try:
            fresh = i18n.compile_one(lang, cache_dir() / "i18n")
        except (OSError, RuntimeError) as exc:  # no lrelease here, or the cache cannot be written
            log.warning("cannot compile the %s translation: %s", lang.own_name, exc)
        else:
            return fresh
    return qm if qm.exists() else None


def install_language(lang: Language) -> bool:
    """Make ``lang`` the window's language from now on: its translators replace the earlier ones and the
    default locale follows. False when its translation file cannot be found (the window stays English)."""
    global _current
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a running QApplication")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    found = True
    if lang is not Language.EN:
        qt_own = QTranslator(app)  # the words of Qt's own buttons and dialogs (Cancel, Yes, Save)
        if qt_own.load(QLocale(lang.value), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_own)
            _installed.append(qt_own)
        ours = QTranslator(app)
        qm = compiled(lang)
        found = qm is not None and ours.load(str(qm))
        if found:
            app.installTranslator(ours)
            _installed.append(ours)
        else:
            log.warning("no %s translation file; the window stays in English", lang.own_name)
    _current = lang if found else Language.EN
    QLocale.setDefault(QLocale(_current.value))
    return found


def language_named(code: str | None) -> Language:
    """The language of a settings value, English when it names none."""
    return language_of(code) or Language.EN


# -- numbers, percentages and dates in the window's language ---------------------------------------------

def number(value: int) -> str:
    """A whole number with the language's digit grouping ("3,556", "3.556", "3 556")."""
    return locale().toString(value)


def decimal(value: float, digits: int = 1) -> str:
    """A number with ``digits`` decimals and the language's decimal mark ("2.45", "2,45")."""
    return locale().toString(float(value), "f", digits)


def percent(share: float, digits: int = 0) -> str:
    """A share (0.45) as the language writes a percentage: "45%" in English and Italian, "45 %" (with a
    no-break space) in French and German."""
    space = "\u00a0" if _current in (Language.FR, Language.DE) else ""
    return f"{decimal(share * 100, digits)}{space}%"


def date_text(iso: str) -> str:
    """A date of the form 2026-01-31 (or the date part of an ISO time) as the language writes it short;
    the text itself when it is no such date."""
    from PySide6.QtCore import QDate

    day = QDate.fromString(iso[:10], "yyyy-MM-dd")
    return locale().toString(day, QLocale.FormatType.ShortFormat) if day.isValid() else iso


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context`` (lupdate reads the call); translated where it is shown.
    Qt's own marker is typed as returning ``object``; this one keeps the ``str``."""
    return text

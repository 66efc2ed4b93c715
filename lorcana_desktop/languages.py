"""The languages the program speaks (English, Italian, French, German) and which one a person gets: the
one they chose in the settings, else their system's, else English."""

from __future__ import annotations

import enum


class Language(enum.Enum):
    """A language of the window and of the game's own words, by its ISO 639-1 code."""

    EN = "en"
    IT = "it"
    FR = "fr"
    DE = "de"

    @property
    def own_name(self) -> str:
        """The language's name in its own words, as a language menu lists it (never translated)."""
        return _OWN_NAMES[self]


_OWN_NAMES = {Language.EN: "English", Language.IT: "Italiano", Language.FR: "Fran\u00e7ais",
              Language.DE: "Deutsch"}
# The translated languages: each has a translation file (lorcana_desktop/i18n/lorcana_desktop_<code>.ts).
TRANSLATED: tuple[Language, ...] = (Language.IT, Language.FR, Language.DE)


def language_of(code: str | None) -> Language | None:
    """The language of a code or locale name ("it", "it_IT", "de-AT", "fr_CA.UTF-8"), or None if the
    program does not speak it."""
    if not code:
        return None
    head = code.strip().replace("-", "_").split(".")[0].split("_")[0].casefold()
    return next((lang for lang in Language if lang.value == head), None)


def chosen_language(setting: str | None, system_languages: list[str]) -> Language:
    """The language to use: the setting when it names one we speak, else the first of the system's
    preferred languages we speak ("fr-CH", "en-US"...), else English."""
    found = language_of(setting)
    if found is not None:
        return found
    for code in system_languages:
        found = language_of(code)
        if found is not None:
            return found
    return Language.EN

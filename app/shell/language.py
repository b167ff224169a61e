"""Switching the UI language live: Qt translators plus the default QLocale.

Installing or removing a translator sends `LanguageChange` to every widget, which retranslate
themselves. The default `QLocale` tells `app.ui.i18n` which language the engine text goes to.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from app.engine.phrases import breakable
from app.engine.resources import resource_path

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

__all__ = ["CJK_FAMILIES", "LanguageManager"]

_log = logging.getLogger(__name__)

CJK_FAMILIES = ("Noto Sans CJK JP", "Noto Sans JP", "IPAexGothic", "IPAGothic", "TakaoPGothic")
"""Fonts preferred for Japanese text, best first (fontconfig falls back otherwise)."""


def _set_default_locale(japanese: bool) -> None:
    if japanese:
        QLocale.setDefault(QLocale(QLocale.Language.Japanese, QLocale.Country.Japan))
    else:
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


class LanguageManager:
    """Owns the application's translators.

    Args:
        app: The application.
    """

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._translators: list[QTranslator] = []
        self.language = "en"

    def set_language(self, language: str) -> bool:
        """Switch to "en" or "ja"; return False (and stay English) if a catalogue is missing.

        Widgets get a (posted) `LanguageChange` event and retranslate themselves.
        """
        japanese = language == "ja"
        _set_default_locale(japanese)
        for translator in self._translators:
            self._app.removeTranslator(translator)
        self._translators = []
        ok = True
        if japanese:
            ok = self._load("hotseat_ja", str(resource_path("i18n")))
            self._load("qtbase_ja", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
            # Installed last, so asked first: it holds only what qtbase_ja leaves untranslated.
            self._load("qtgaps_ja", str(resource_path("i18n")))
            if not ok:
                _set_default_locale(False)
        self.language = "ja" if japanese and ok else "en"
        self._set_font_family()
        return ok

    def _load(self, name: str, folder: str) -> bool:
        # the app's own catalogue marks Japanese phrase breaks; Qt's is left as Qt ships it
        kind = PhraseTranslator if name.startswith("hotseat_") else QTranslator
        translator = kind(self._app)
        if not translator.load(name, folder):
            _log.warning("translation %s not found in %s", name, folder)
            return False
        self._app.installTranslator(translator)
        self._translators.append(translator)
        return True

    def _set_font_family(self) -> None:
        if not isinstance(self._app, QGuiApplication):
            return
        font = QFont(QGuiApplication.font())
        if self.language == "ja":
            families = set(QFontDatabase.families())
            preferred = [f for f in CJK_FAMILIES if f in families]
            if preferred:
                font.setFamilies([preferred[0], *font.families()])
        else:
            font.setFamilies([f for f in font.families() if f not in CJK_FAMILIES])
        QGuiApplication.setFont(font)


class PhraseTranslator(QTranslator):
    """The app's catalogue, its Japanese marked to wrap between phrases (`app.engine.phrases`).

    Every `tr()` string in Japanese passes here, so labels, buttons, titles and tooltips break
    lines between phrases like the engine texts (`app.ui.i18n.show`) do.
    """

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        text = super().translate(context, source, disambiguation, n)
        return breakable(text) if text else text

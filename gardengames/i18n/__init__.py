"""The player's language and the translation of every text they read (English and Dutch).

Texts in the code are English msgids marked for extraction (Babel, ``gardengames.i18n.extract``) and translated
through standard gettext catalogs: one ``.po`` per area under ``gardengames/locale/<lang>/LC_MESSAGES``, compiled
to ``.mo`` when the app is installed or built, and compiled in memory here when a ``.mo`` is missing or older
than its ``.po`` (a fresh clone run straight from source still speaks Dutch). Texts from the data files carry
their own translations as ``Text`` values (``name`` plus ``name_nl``), so card names live beside the cards.

The markers, all importable by the rules layer (no pygame here):

- ``_("Play")``: the text in the current language; a ``Text`` from a data file gives its own translation.
- ``n_("{n} coin", "{n} coins", n)``: plural forms as the language has them (then ``.format(n=n)``).
- ``p_("order", "Play")``: the same English in another sense.
- ``N_("Play")``: marks a text for extraction without translating it yet (widget labels, class constants,
  which are translated where they are shown, so switching language needs no rebuild).
"""

from __future__ import annotations

import contextlib
import gettext
import io
import locale
import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "nl")
SOURCE = "en"  # the language the code is written in: its msgids are the English texts
# A pseudo-language for tests and translators, never offered to players: every translated text comes out in
# brackets, so a text on screen without them was never passed through a marker (an English word left behind).
PSEUDO = "qps"
PSEUDO_OPEN, PSEUDO_CLOSE = "\u27e6", "\u27e7"
LANGUAGE_NAMES = {"en": "English", "nl": "Nederlands"}  # each in its own language, as a chooser shows them
# One catalog per area, so people translating different games never edit the same file.
DOMAINS = ("core", "ui", "unbeetable", "sabotage", "unsurmountable", "botanicus")
LANG_VARIABLE = "GARDENGAMES_LANG"  # set by ``--lang``: this run's language, whatever Settings say
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"


class Text(str):
    """A text from a data file that knows its translations: it *is* the English text (so ids, sorting, logs
    for developers and tests keep working), and ``_()`` shows it in the player's language."""

    translations: Mapping[str, str]

    def __new__(cls, english: str, translations: Mapping[str, str] | None = None) -> Text:
        text = super().__new__(cls, english)
        text.translations = dict(translations or {})
        return text

    def local(self, lang: str | None = None) -> str:
        """This text in ``lang`` (default: the current language); English where no translation exists."""
        lang = lang or _state.lang
        if lang == PSEUDO:
            return pseudo(str(self))
        return self.translations.get(lang) or str(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Text, (str(self), dict(self.translations)))


def pseudo(text: str) -> str:
    """``text`` as the pseudo-language shows it: bracketed (empty stays empty)."""
    return f"{PSEUDO_OPEN}{text}{PSEUDO_CLOSE}" if text else text


class _Pseudo(gettext.NullTranslations):
    """The pseudo-language's catalog: the English, bracketed."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)


class _State:
    """The current language and its chained catalogs (one per domain)."""

    def __init__(self) -> None:
        self.lang = SOURCE
        self.tr: gettext.NullTranslations = gettext.NullTranslations()
        self.problems: list[str] = []


_state = _State()


def _(message: str) -> str:
    if isinstance(message, Text):
        return message.local()
    return _state.tr.gettext(message)


def n_(singular: str, plural: str, n: int) -> str:
    return _state.tr.ngettext(singular, plural, n)


def p_(context: str, message: str) -> str:
    return _state.tr.pgettext(context, message)


def N_(message: str) -> str:
    return message


def language() -> str:
    """The language texts are shown in now."""
    return _state.lang


def problems() -> list[str]:
    """What went wrong loading the current language's catalogs (for a notice); empty when all is well."""
    return list(_state.problems)


def set_language(lang: str) -> str:
    """Show texts in ``lang`` from now on (an unknown code falls back to English); returns the language set.

    A catalog that cannot be read is named in ``problems()`` and its texts stay English: a broken
    translation file never stops the app."""
    from gardengames.i18n import po  # stdlib only; lazy so English start-up parses no catalog

    if lang == PSEUDO:
        _state.lang, _state.tr, _state.problems = PSEUDO, _Pseudo(), []
        return PSEUDO
    lang = lang if lang in LANGUAGES else SOURCE
    chain: gettext.NullTranslations = gettext.NullTranslations()
    found: list[str] = []
    if lang != SOURCE:
        for domain in reversed(DOMAINS):
            folder = LOCALE_DIR / lang / "LC_MESSAGES"
            try:
                blob = po.compiled(folder / f"{domain}.po", folder / f"{domain}.mo")
                if blob is None:
                    continue
                catalog = gettext.GNUTranslations(io.BytesIO(blob))
            except (OSError, ValueError, UnicodeError, po.PoError) as exc:
                found.append(f"{lang}/LC_MESSAGES/{domain}.po: {exc}")
                continue
            catalog.add_fallback(chain)
            chain = catalog
    _state.lang, _state.tr, _state.problems = lang, chain, found
    return lang


@contextlib.contextmanager
def english() -> Iterator[None]:
    """Texts in English for a while: for matching what a move says against words written in English (a
    lesson's steps), whatever the player reads."""
    saved = (_state.lang, _state.tr)
    _state.lang, _state.tr = SOURCE, gettext.NullTranslations()
    try:
        yield
    finally:
        _state.lang, _state.tr = saved


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system asks for, if we have it, else English: the default before the player chooses one
    in Settings. As gettext does, the first of ``LANGUAGE`` (a list such as ``fr:nl``), ``LC_ALL``,
    ``LC_MESSAGES`` and ``LANG`` that is set decides; without any, the locale module's guess."""
    env = os.environ if environ is None else environ
    value = next((env[key] for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG") if env.get(key)), "")
    if not value and environ is None:
        try:
            value = locale.getlocale()[0] or ""
        except ValueError:
            value = ""
    for part in value.split(":"):
        code = part.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE

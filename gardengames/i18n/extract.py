"""Developers' tool: collect every marked text into a template per area and bring the catalogs up to date.

``python -m gardengames.i18n.extract [DOMAIN ...]`` (all areas when none is named) writes
``gardengames/locale/<domain>.pot`` from the code with Babel, then updates ``<lang>/LC_MESSAGES/<domain>.po``
for every language: new texts appear untranslated, texts no longer in the code are dropped, translations
kept. Needs Babel (a test tool, not a playing one). ``tests/app/test_i18n.py`` fails when a template is stale.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from gardengames.i18n import DOMAINS, LANGUAGES, LOCALE_DIR, SOURCE

PACKAGE = LOCALE_DIR.parent
GAMES = ("unbeetable", "sabotage", "unsurmountable", "botanicus")
KEYWORDS = {"_": None, "n_": (1, 2), "p_": ((1, "c"), 2), "N_": None}
COMMENT_TAGS = ("TRANSLATORS:",)
# Fixed header dates and names, so a catalog changes in git only when its texts do.
STAMP = datetime(2026, 12, 1, tzinfo=timezone.utc)
HEADER: dict[str, Any] = {
    "project": "Garden Games",
    "version": "1",
    "copyright_holder": "the Garden Games team",
    "msgid_bugs_address": "",
    "last_translator": "the Garden Games team",
    "language_team": "the Garden Games team",
    "creation_date": STAMP,
    "revision_date": STAMP,
    "fuzzy": False,
}
HEADER_COMMENT = "# Garden Games: the texts of one area of the app ({domain}), extracted by gardengames.i18n.extract."


def sources(domain: str) -> Iterator[Path]:
    """The code files whose texts belong to ``domain``: a game's folder, the ``ui`` folder, or the rest
    (kernel, sessions, saves, app), never the benchmarks (their output is for developers)."""
    if domain in GAMES:
        yield from sorted((PACKAGE / "games" / domain).rglob("*.py"))
    elif domain == "ui":
        yield from sorted((PACKAGE / "ui").rglob("*.py"))
    elif domain == "core":
        for path in sorted(PACKAGE.rglob("*.py")):
            parts = path.relative_to(PACKAGE).parts
            if parts[0] in ("ui", "bench", "i18n") or (parts[0] == "games" and len(parts) > 2):
                continue
            yield path
    else:
        raise ValueError(f"unknown domain {domain!r}")


def template(domain: str) -> Any:  # a babel Catalog (imported lazily: a test tool)
    """The ``domain``'s texts as a Babel catalog, each with the files it comes from."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract

    catalog = Catalog(domain=domain, header_comment=HEADER_COMMENT.format(domain=domain), **HEADER)
    for path in sources(domain):
        where = path.relative_to(PACKAGE.parent).as_posix()
        with open(path, "rb") as handle:
            for line, message, comments, context in extract(
                "python", handle, keywords=KEYWORDS, comment_tags=COMMENT_TAGS, strip_comment_tags=True
            ):
                catalog.add(message, None, [(where, line)], auto_comments=comments, context=context)
    return catalog


def update(domain: str) -> None:
    """Write the ``domain``'s template and update its catalog in every language."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    pot = template(domain)
    LOCALE_DIR.mkdir(exist_ok=True)
    with open(LOCALE_DIR / f"{domain}.pot", "wb") as handle:
        write_po(handle, pot, width=100, omit_header=False, include_lineno=False, sort_output=True)
    for lang in LANGUAGES:
        if lang == SOURCE:
            continue
        path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            with open(path, "rb") as handle:
                catalog = read_po(handle, locale=lang, domain=domain)
        else:
            catalog = Catalog(locale=lang, domain=domain, header_comment=HEADER_COMMENT.format(domain=domain), **HEADER)
        catalog.update(pot, no_fuzzy_matching=True)
        catalog.creation_date = catalog.revision_date = STAMP
        with open(path, "wb") as handle:
            write_po(handle, catalog, width=100, include_lineno=False, sort_output=True, ignore_obsolete=True)


def main(argv: list[str]) -> int:
    unknown = [d for d in argv if d not in DOMAINS]
    if unknown:
        print(f"unknown domain(s) {', '.join(unknown)}; choose from {', '.join(DOMAINS)}", file=sys.stderr)
        return 2
    for domain in argv or DOMAINS:
        update(domain)
        print(f"{domain}: template and catalogs updated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

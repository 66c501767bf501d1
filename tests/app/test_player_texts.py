"""What players read never carries developers' text (issue 33, point 9): no rule clause IDs, issue numbers,
commands, file names or talk of other summaries in the rules pages, the lessons, the texts of the data files
or the code's catalogs, in English or in Dutch. Developers keep those in the games' README, the data files'
comments, code comments and tests."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from gardengames import games, i18n
from gardengames.app import translatable
from gardengames.i18n import po
from gardengames.i18n.check import texts

DEVELOPER_TEXT = {
    "a rule clause ID": re.compile(r"\b[A-Z]{2}-[A-Z]\d+"),
    "an issue number": re.compile(r"\bissues?\s+#?\d+", re.I),
    "a command": re.compile(r"\bpython3?\s+-m\b|\bmake\s+[a-z]+-[a-z]+|\bpytest\b", re.I),
    "a source or data file": re.compile(r"[\w/]+\.(?:py|yaml|pot?)\b|\b(?:CLAUSES|FACTS)\.md\b"),
    "a code span": re.compile(r"`"),
    "other summaries": re.compile(r"\bother summaries\b|\bandere samenvattingen\b", re.I),
}


def findings(text: str) -> list[str]:
    """What in ``text`` is developers' text, each named with the words it was found in."""
    return [f"{what}: {hit.group(0)!r}" for what, pattern in DEVELOPER_TEXT.items() for hit in pattern.finditer(text)]


def page_texts() -> Iterator[tuple[str, str]]:
    for info in games.GAMES.values():
        for lang in i18n.LANGUAGES:
            page = info.rules_page(lang)
            for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
                yield f"{page.parent.name}/{page.name}:{number}", line


def data_texts() -> Iterator[tuple[str, str]]:
    """Every text a data file or lesson shows, with each of its translations."""
    sources = translatable()
    assert not sources.broken, sources.broken
    for file, data in sources.loaded:
        for where, text in texts(data, file):
            yield where, str(text)
            for lang, local in text.translations.items():
                yield f"{where} ({lang})", local


def catalog_texts() -> Iterator[tuple[str, str]]:
    """Every text of the code, in English and in each catalog's language."""
    for path in sorted(i18n.LOCALE_DIR.glob("*/LC_MESSAGES/*.po")):
        for entry in po.read(path):
            for text in (entry.msgid, entry.plural or "", *entry.strings):
                yield f"{path.parent.parent.name}/{path.name} {entry.msgid[:40]!r}", text


@pytest.mark.parametrize("source", [page_texts, data_texts, catalog_texts], ids=lambda f: f.__name__)
def test_players_never_read_developer_text(source):
    found = [f"{where}: {hit}" for where, text in source() for hit in findings(text)]
    assert found == []


def test_every_kind_of_developer_text_is_found():
    """The scan is not blind: each kind is caught in the forms it took on the pages before, in both languages."""
    caught = [
        "**Who scores a sun** (UB-A4): the owner.",
        "Rule BO-K1: one special task per row.",
        "(UB-A6..A9, UB-A10)",
        "the ladder of issue 14",
        "Measured with `python -m gardengames.bench.ladder sabotage`",
        "make bench-full",
        "the figures are in data/unsurmountable.yaml",
        "other summaries disagree",
        "andere samenvattingen zeggen iets anders",
    ]
    assert [text for text in caught if not findings(text)] == []
    fine = ["Level II, the usual game", "Deal 43 for two", "3 coins a Flower", "Pole Position", "Rule: one task"]
    assert [text for text in fine if findings(text)] == []

"""``python main.py --check-translations``: how much of the app each language has, and what is wrong.

It counts, per language, the code's texts (every entry of each area's template against that language's
catalog), the data files' texts (every ``Text`` field of every game's cards and lesson needs its ``_<lang>``
twin) and the rules pages (``RULES.<lang>.md`` beside each ``RULES.md``). A translation whose ``{placeholders}``
differ from the English is wrong even when present. Exit status 2 when anything is missing or wrong.
Needs no Babel: it reads the committed templates (kept current by a test).
"""

from __future__ import annotations

import dataclasses
import string
import sys
from collections.abc import Iterator
from pathlib import Path
from types import MappingProxyType
from typing import Any

from gardengames.i18n import DOMAINS, LANGUAGES, LOCALE_DIR, SOURCE, Text, po

SHOWN = 12  # problems listed per kind; the count says how many more


def fields_of(text: str) -> set[str] | None:
    """The ``{names}`` a brace-format text uses, or None when it is not valid format syntax."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return None


def placeholder_problem(english: list[str], translated: list[str]) -> str:
    """Why a translation cannot stand in for the English (empty when it can): every form must be valid format
    syntax; a singular must use the English's placeholders; plural forms together use the plural's, and none
    may use one the English does not have (a Dutch singular may say "één" instead of ``{n}``)."""
    wanted = [fields_of(text) for text in english]
    got = [fields_of(text) for text in translated]
    if any(g is None for g in got) and not any(w is None for w in wanted):
        return "is not valid {placeholder} syntax"
    if any(w is None for w in wanted):
        return ""  # not a format string in English either (literal braces): nothing to compare
    allowed = set().union(*(w for w in wanted if w is not None))
    used = set().union(*(g for g in got if g is not None))
    if used - allowed:
        return f"uses {', '.join(sorted(used - allowed))} which the English does not"
    if len(english) == 1 and used != allowed:
        return f"leaves out {', '.join(sorted(allowed - used))}"
    if len(english) > 1 and (wanted[-1] or set()) - used:
        return f"leaves out {', '.join(sorted((wanted[-1] or set()) - used))}"
    return ""


def label(entry: po.Entry) -> str:
    return (f"[{entry.context}] " if entry.context else "") + repr(entry.msgid)


def check_code(lang: str) -> tuple[int, int, list[str], list[str]]:
    """Translated count, total, missing texts and wrong ones, over every area's catalog."""
    done = total = 0
    missing: list[str] = []
    wrong: list[str] = []
    for domain in DOMAINS:
        template = [e for e in po.read(LOCALE_DIR / f"{domain}.pot") if e.msgid]
        path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"
        try:
            have = {(e.context, e.msgid): e for e in po.read(path)}
        except OSError:
            have = {}
        for entry in template:
            total += 1
            found = have.get((entry.context, entry.msgid))
            if found is None or not found.translated:
                missing.append(f"{domain}: {label(entry)}")
                continue
            english = [entry.msgid] if entry.plural is None else [entry.msgid, entry.plural]
            problem = placeholder_problem(english, found.strings)
            if problem:
                wrong.append(f"{domain}: {label(entry)} {problem}")
            else:
                done += 1
    return done, total, missing, wrong


def texts(value: Any, where: str) -> Iterator[tuple[str, Text]]:
    """Every ``Text`` inside loaded data (dataclasses, tuples, mappings), with a path saying where."""
    if isinstance(value, Text):
        yield where, value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        name = getattr(value, "id", "")
        for f in dataclasses.fields(value):
            yield from texts(getattr(value, f.name), f"{where}{'/' + name if name else ''}.{f.name}")
    elif isinstance(value, (tuple, list)):
        for i, item in enumerate(value):
            yield from texts(item, f"{where}[{i}]")
    elif isinstance(value, (dict, MappingProxyType)):
        for key, item in value.items():
            yield from texts(item, f"{where}.{key}")


@dataclasses.dataclass
class Sources:
    """What the check reads beside the code's catalogs, gathered by the command line (so the translation
    machinery needs no game, lesson or session code): each loaded data file with its name, the files that
    could not be loaded (one line each), and the English rules pages."""

    loaded: list[tuple[str, Any]]
    broken: list[str]
    pages: list[Path]


def check_data(lang: str, sources: Sources) -> tuple[int, int, list[str], list[str]]:
    """Translated count, total, missing and wrong over every loaded data file and lesson."""
    done = total = 0
    missing: list[str] = []
    wrong: list[str] = list(sources.broken)
    seen: set[tuple[str, str]] = set()
    for file, data in sources.loaded:
        for where, text in texts(data, file):
            if (file, where) in seen or not str(text):
                continue  # one object reached twice (a card listed in two decks), or a field left empty
            seen.add((file, where))
            total += 1
            local = text.translations.get(lang, "")
            if not local:
                missing.append(f"{where} {str(text)[:40]!r}")
                continue
            problem = placeholder_problem([str(text)], [local])
            if problem:
                wrong.append(f"{where} {problem}")
            else:
                done += 1
    return done, total, missing, wrong


def check_pages(lang: str, pages: list[Path]) -> tuple[int, int, list[str]]:
    """Rules pages present in ``lang`` out of all (``pages`` are the English ones), and the missing ones."""
    missing = [f"RULES.{lang}.md ({p.parent.name})" for p in pages if not p.with_name(f"RULES.{lang}.md").is_file()]
    return len(pages) - len(missing), len(pages), missing


def run(sources: Sources, out: Any = None) -> int:
    """Print the report for every language; 2 when anything is missing or wrong, else 0."""
    out = out or sys.stdout
    failed = False
    for lang in LANGUAGES:
        if lang == SOURCE:
            print(f"{lang}: the source language (every text is written in it)", file=out)
            continue
        try:
            code = check_code(lang)
        except (OSError, po.PoError, UnicodeError) as exc:
            print(f"{lang}: a catalog cannot be read: {exc}", file=out)
            failed = True
            continue
        data = check_data(lang, sources)
        pages = check_pages(lang, sources.pages)
        done = code[0] + data[0] + pages[0]
        total = code[1] + data[1] + pages[1]
        print(
            f"{lang}: {done} of {total} translated (code {code[0]}/{code[1]}, data {data[0]}/{data[1]},"
            f" rules pages {pages[0]}/{pages[1]})",
            file=out,
        )
        for kind, items in (
            ("missing", code[2] + data[2] + pages[2]),
            ("placeholders or syntax wrong", code[3] + data[3]),
        ):
            if not items:
                continue
            failed = True
            print(f"  {len(items)} {kind}:", file=out)
            for item in items[:SHOWN]:
                print(f"    {item}", file=out)
            if len(items) > SHOWN:
                print(f"    ... and {len(items) - SHOWN} more", file=out)
    return 2 if failed else 0

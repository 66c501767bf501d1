"""The translation machinery: catalogs, plural forms, data texts, Dutch orders, and the translation check."""

from __future__ import annotations

import gettext
import io
import subprocess
import sys
from pathlib import Path

import pytest

from gardengames import i18n
from gardengames.engine import data, text
from gardengames.i18n import Text, check, po

ROOT = Path(__file__).resolve().parents[2]

PO = r"""
msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#. a note
msgid "Play"
msgstr "Spelen"

msgctxt "order"
msgid "Play"
msgstr "Speel"

msgid "{n} coin"
msgid_plural "{n} coins"
msgstr[0] "één munt"
msgstr[1] "{n} munten"

#, fuzzy
msgid "Quit"
msgstr "Stop"

msgid "Long "
"line"
msgstr "Lange "
"regel"

msgid "Empty"
msgstr ""
"""


def catalog(text: str) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(po.to_mo(po.parse(text))))


def test_po_compiles_to_a_catalog_gettext_reads():
    tr = catalog(PO)
    assert tr.gettext("Play") == "Spelen"
    assert tr.pgettext("order", "Play") == "Speel"
    assert tr.ngettext("{n} coin", "{n} coins", 1) == "één munt"
    assert tr.ngettext("{n} coin", "{n} coins", 3).format(n=3) == "3 munten"
    assert tr.gettext("Long line") == "Lange regel"
    assert tr.gettext("Quit") == "Quit"  # fuzzy: not used
    assert tr.gettext("Empty") == "Empty"  # untranslated: English
    entries = {e.msgid: e for e in po.parse(PO) if e.context is None}
    assert entries["Play"].comments == ["a note"]
    assert not entries["Quit"].translated


@pytest.mark.parametrize(
    "bad",
    ['msgid "a"\nmsgstr "b', 'msgid "a"\nmsgid "b"\nmsgstr ""', 'bogus "a"', '"orphan"', 'msgid "a"\nmsgstr[x] "b"'],
)
def test_a_broken_po_names_the_line(bad):
    with pytest.raises(po.PoError, match="line"):
        po.parse(bad, "x.po")


def test_a_broken_catalog_leaves_english_and_says_which(monkeypatch, tmp_path):
    folder = tmp_path / "nl" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "ui.po").write_text('msgid "Only in ui"\nmsgstr "Alleen in ui"\n"dangling', encoding="utf-8")
    (folder / "core.po").write_text(PO, encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    assert i18n.set_language("nl") == "nl"
    assert i18n._("Only in ui") == "Only in ui"
    assert i18n._("Play") == "Spelen"  # core.po still works
    assert i18n.n_("{n} coin", "{n} coins", 2) == "{n} munten"
    assert any("ui.po" in p for p in i18n.problems())


def test_a_stale_mo_is_not_used(tmp_path):
    po_path, mo_path = tmp_path / "a.po", tmp_path / "a.mo"
    mo_path.write_bytes(po.to_mo(po.parse('msgid "Play"\nmsgstr "Oud"\n')))
    po_path.write_text(PO, encoding="utf-8")
    newer = mo_path.stat().st_mtime_ns + 10**9
    import os

    os.utime(po_path, ns=(newer, newer))
    tr = gettext.GNUTranslations(io.BytesIO(po.compiled(po_path, mo_path) or b""))
    assert tr.gettext("Play") == "Spelen"
    assert po.compiled(tmp_path / "none.po", tmp_path / "none.mo") is None


def test_unknown_language_is_english():
    assert i18n.set_language("xx") == "en"
    assert i18n._("Play") == "Play"


@pytest.mark.parametrize(
    ("env", "lang"),
    [
        ({"LANG": "nl_NL.UTF-8"}, "nl"),
        ({"LANG": "nl_BE"}, "nl"),
        ({"LANGUAGE": "fr:nl", "LANG": "fr_FR"}, "nl"),
        ({"LC_ALL": "de_DE.UTF-8", "LANG": "nl_NL"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_system_language(env, lang):
    assert i18n.system_language(env) == lang


def test_data_texts_carry_their_translations(tmp_path):
    path = tmp_path / "d.yaml"
    path.write_text("id: c\nname: Carrot\nname_nl: Wortel\ntext: {en: Grows, nl: Groeit}\n", encoding="utf-8")
    card = data.load(path, data.Described)
    assert card.name == "Carrot" and isinstance(card.name, Text)
    assert card.name.local("nl") == "Wortel" and card.text.local("nl") == "Groeit"
    i18n.set_language("nl")
    assert i18n._(card.name) == "Wortel"
    i18n.set_language("en")
    assert i18n._(card.name) == "Carrot"
    import pickle

    assert pickle.loads(pickle.dumps(card.name)).local("nl") == "Wortel"


def test_data_text_problems_are_named(tmp_path):
    path = tmp_path / "d.yaml"
    path.write_text("id: c\nname: Carrot\nname_nl: 3\nname_fr: Carotte\ntext: {en: x, de: y}\n", encoding="utf-8")
    with pytest.raises(data.DataError) as err:
        data.load(path, data.Described)
    said = str(err.value)
    assert "name_nl" in said and "name_fr" in said and "text.de" in said


@pytest.mark.parametrize(
    ("predicate", "order"),
    [
        ("speelt een kaart", "Speel een kaart"),
        ("plant een wortel", "Plant een wortel"),
        ("gaat naar de top", "Ga naar de top"),
        ("vindt hun eigen tuin", "Vind je eigen tuin"),
        ("kiest zijn eigen kaart", "Kies je eigen kaart"),
        ("Ann past", "Ann past"),
    ],
)
def test_dutch_orders(predicate, order):
    i18n.set_language("nl")
    assert text.imperative(predicate) == order


def test_english_orders_unchanged():
    assert text.imperative("passes their own turn") == "Pass your own turn"


def test_english_context_manager():
    i18n.set_language("nl")
    with i18n.english():
        assert i18n.language() == "en"
    assert i18n.language() == "nl"


@pytest.mark.parametrize(
    ("english", "translated", "ok"),
    [
        (["{n} coin"], ["{n} munt"], True),
        (["{n} coin"], ["een munt"], False),
        (["{n} coin"], ["{m} munt"], False),
        (["{n} coin", "{n} coins"], ["één munt", "{n} munten"], True),
        (["{n} coin", "{n} coins"], ["één munt", "munten"], False),
        (["{name} wins"], ["{name wint"], False),
        (["no braces"], ["geen"], True),
    ],
)
def test_placeholder_check(english, translated, ok):
    assert (check.placeholder_problem(english, translated) == "") is ok


def test_templates_are_current():
    """Every marked text in the code is in its area's template, and the template holds nothing else:
    run ``python -m gardengames.i18n.extract`` after changing texts."""
    pytest.importorskip("babel")
    from gardengames.i18n import extract

    for domain in i18n.DOMAINS:
        fresh = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in extract.template(domain) if m.id}
        committed = {(e.context, e.msgid) for e in po.read(i18n.LOCALE_DIR / f"{domain}.pot") if e.msgid}
        assert fresh == committed, f"{domain}.pot is stale: run python -m gardengames.i18n.extract {domain}"


def test_check_translations_passes_and_fails_on_a_gap(tmp_path, monkeypatch):
    """Every text of every area, data file and rules page is in Dutch with the right placeholders (the command
    exits 0); and a catalog with one translation taken out makes it exit 2 naming that text."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--check-translations"], capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "nl:" in result.stdout and "translated" in result.stdout
    import shutil

    locale = tmp_path / "locale"
    shutil.copytree(i18n.LOCALE_DIR, locale)
    catalog = locale / "nl" / "LC_MESSAGES" / "ui.po"
    entries = catalog.read_text(encoding="utf-8")
    target = next(e for e in po.parse(entries) if e.msgid and e.plural is None and e.translated)
    broken = entries.replace(f'msgstr "{target.strings[0]}"', 'msgstr ""', 1)
    assert broken != entries
    catalog.write_text(broken, encoding="utf-8")
    monkeypatch.setattr(check, "LOCALE_DIR", locale)
    out = io.StringIO()
    from gardengames import app

    assert check.run(app.translatable(), out=out) == 2
    assert "1 missing" in out.getvalue() and repr(target.msgid) in out.getvalue()


def test_the_pseudo_language_brackets_every_marked_text():
    i18n.set_language(i18n.PSEUDO)
    assert i18n._("Play") == "\u27e6Play\u27e7"
    assert i18n.n_("{n} coin", "{n} coins", 2).format(n=2) == "\u27e62 coins\u27e7"
    assert i18n._(Text("Carrot", {"nl": "Wortel"})) == "\u27e6Carrot\u27e7"
    assert i18n._("") == ""


def _marker_calls():
    """Every call of a translation marker in the package: (file, line, call, inside a function)."""
    import ast

    for path in sorted((ROOT / "gardengames").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                body = node.body if isinstance(node.body, list) else [node.body]
                for part in body:
                    functions.update(id(n) for n in ast.walk(part))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "n_", "p_"):
                yield path.relative_to(ROOT), node.lineno, node, id(node) in functions


def test_no_text_is_translated_at_import_time():
    """A text translated at import (module level, class body, default argument) stays in the language the app
    started in; such constants are marked with N_ and translated where shown."""
    early = [f"{path}:{line}" for path, line, _, inside in _marker_calls() if not inside]
    assert not early, f"translated at import time: {early}"


def test_markers_are_given_literal_texts_with_named_placeholders():
    """Babel can only extract a literal text (never an f-string or a variable, except a data Text through _),
    and a translator can only move a placeholder that has a name."""
    import ast

    bad = []
    for path, line, call, _ in _marker_calls():
        name = call.func.id  # type: ignore[attr-defined]
        texts = call.args[1:] if name == "p_" else call.args[:2] if name == "n_" else call.args[:1]
        for arg in texts:
            if isinstance(arg, ast.JoinedStr):
                bad.append(f"{path}:{line} an f-string")
            elif isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                fields = check.fields_of(arg.value)
                if fields is not None and any(f == "" or f.isdigit() for f in fields):
                    bad.append(f"{path}:{line} a placeholder without a name")
            elif name != "_":
                bad.append(f"{path}:{line} not a literal text")
    assert not bad, bad


def test_pseudo_language_log_lines_keep_their_subject():
    i18n.set_language(i18n.PSEUDO)
    predicate = i18n._("builds the First card")
    assert text.sentence("Ann", predicate) == "Ann \u27e6builds the First card\u27e7"
    assert text.capital(predicate) == "\u27e6Builds the First card\u27e7"
    assert text.sentence("Ann", "Ann wins") == "Ann wins"

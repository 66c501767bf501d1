"""Gettext catalogs without extra packages: read a ``.po`` file and write the ``.mo`` that ``gettext`` loads.

Playing needs no Babel: ``make play`` and the executable build compile the catalogs with this module
(``python -m gardengames.i18n.po``), and the app compiles a missing or stale one in memory. Babel is the
developers' tool for extracting texts and updating catalogs (``gardengames.i18n.extract``).
"""

from __future__ import annotations

import ast
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

MAX_PO_BYTES = 4 << 20  # our catalogs are tens of KB; a bigger file is not one of ours


class PoError(ValueError):
    """A catalog that cannot be read: says the line."""


@dataclass
class Entry:
    """One message of a catalog: its context, English singular and plural, translations and flags."""

    msgid: str
    context: str | None = None
    plural: str | None = None
    strings: list[str] = field(default_factory=list)  # one, or one per plural form
    flags: set[str] = field(default_factory=set)
    comments: list[str] = field(default_factory=list)  # "#." notes for translators

    @property
    def translated(self) -> bool:
        """Usable: not fuzzy and every form filled in."""
        return "fuzzy" not in self.flags and bool(self.strings) and all(self.strings)


def parse(text: str, name: str = "catalog") -> list[Entry]:
    """The entries of a ``.po`` text (the header is the entry with msgid ``""``); obsolete ``#~`` entries skipped."""
    entries: list[Entry] = []
    current: Entry | None = None
    target: tuple[str, int] | None = None  # which string a continuation line extends
    flags: set[str] = set()
    notes: list[str] = []
    parts: dict[str, str] = {}
    forms: dict[int, str] = {}

    def finish() -> None:
        nonlocal current
        if "msgid" in parts:
            entry = Entry(parts["msgid"], parts.get("msgctxt"), parts.get("msgid_plural"), flags=set(flags))
            entry.comments = list(notes)
            if entry.plural is None:
                entry.strings = [parts.get("msgstr", "")]
            else:
                entry.strings = [forms[i] for i in sorted(forms)]
            entries.append(entry)
        parts.clear()
        forms.clear()
        flags.clear()
        notes.clear()
        current = None

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#~"):
            if not line and parts:
                finish()
            continue
        if line.startswith("#"):
            if parts and "msgid" in parts and ("msgstr" in parts or forms):
                finish()
            if line.startswith("#,"):
                flags.update(f.strip() for f in line[2:].split(",") if f.strip())
            elif line.startswith("#."):
                notes.append(line[2:].strip())
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            if target is None:
                raise PoError(f"{name}, line {number}: text outside a message")
            value = _string(line, name, number)
            if target[0] == "msgstr[]":
                forms[target[1]] += value
            else:
                parts[target[0]] += value
            continue
        if keyword in ("msgctxt", "msgid") and ("msgstr" in parts or forms):
            finish()
        if keyword.startswith("msgstr[") and keyword.endswith("]"):
            try:
                index = int(keyword[7:-1])
            except ValueError:
                raise PoError(f"{name}, line {number}: bad plural index") from None
            forms[index] = _string(rest, name, number)
            target = ("msgstr[]", index)
        elif keyword in ("msgctxt", "msgid", "msgid_plural", "msgstr"):
            if keyword in parts:
                raise PoError(f"{name}, line {number}: a second {keyword} in one message")
            parts[keyword] = _string(rest, name, number)
            target = (keyword, 0)
        else:
            raise PoError(f"{name}, line {number}: unknown keyword {keyword[:20]!r}")
    finish()
    return entries


def _string(token: str, name: str, number: int) -> str:
    token = token.strip()
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise PoError(f"{name}, line {number}: expected a quoted string")
    try:
        value = ast.literal_eval(token)
    except (ValueError, SyntaxError):
        raise PoError(f"{name}, line {number}: a string that cannot be read") from None
    if not isinstance(value, str):
        raise PoError(f"{name}, line {number}: expected a quoted string")
    return value


def read(path: Path) -> list[Entry]:
    """The entries of the ``.po`` file at ``path``; ``PoError``/``OSError`` name what is wrong."""
    with open(path, "rb") as handle:
        blob = handle.read(MAX_PO_BYTES + 1)
    if len(blob) > MAX_PO_BYTES:
        raise PoError(f"{path.name} is larger than {MAX_PO_BYTES // 1024} KB")
    return parse(blob.decode("utf-8"), path.name)


def to_mo(entries: list[Entry]) -> bytes:
    """The GNU ``.mo`` bytes for ``entries``: translated messages only (fuzzy and empty ones stay English)."""
    pairs: dict[bytes, bytes] = {}
    for entry in entries:
        if entry.msgid == "" and entry.context is None:
            pairs[b""] = entry.strings[0].encode("utf-8")  # the header: charset and plural forms
            continue
        if not entry.translated:
            continue
        name = entry.msgid if entry.plural is None else f"{entry.msgid}\0{entry.plural}"
        if entry.context is not None:
            name = f"{entry.context}\x04{name}"
        pairs[name.encode("utf-8")] = "\0".join(entry.strings).encode("utf-8")
    keys = sorted(pairs)
    count = len(keys)
    header_size = 7 * 4
    originals_at = header_size
    translations_at = originals_at + count * 8
    data_at = translations_at + count * 8
    table_o, table_t, data = [], [], b""
    for key in keys:
        table_o.append((len(key), data_at + len(data)))
        data += key + b"\0"
    for key in keys:
        value = pairs[key]
        table_t.append((len(value), data_at + len(data)))
        data += value + b"\0"
    out = struct.pack("<7I", 0x950412DE, 0, count, originals_at, translations_at, 0, 0)
    out += b"".join(struct.pack("<2I", *pair) for pair in table_o)
    out += b"".join(struct.pack("<2I", *pair) for pair in table_t)
    return out + data


def compiled(po_path: Path, mo_path: Path) -> bytes | None:
    """The ``.mo`` bytes for a catalog: the compiled file when it is at least as new as its ``.po``, else the
    ``.po`` compiled now (in memory); None when there is neither."""
    try:
        po_time = po_path.stat().st_mtime_ns
    except OSError:
        po_time = None
    try:
        if po_time is None or mo_path.stat().st_mtime_ns >= po_time:
            return mo_path.read_bytes()
    except OSError:
        if po_time is None:
            return None
    return to_mo(read(po_path))


def compile_all(root: Path) -> list[Path]:
    """Write ``.mo`` beside every ``.po`` under ``root`` (install and build time); returns the files written."""
    written = []
    for po_path in sorted(root.glob("*/LC_MESSAGES/*.po")):
        mo_path = po_path.with_suffix(".mo")
        mo_path.write_bytes(to_mo(read(po_path)))
        written.append(mo_path)
    return written


if __name__ == "__main__":
    from gardengames.i18n import LOCALE_DIR

    try:
        done = compile_all(LOCALE_DIR)
    except (OSError, PoError, UnicodeError) as exc:
        print(f"cannot compile the translations: {exc}", file=sys.stderr)
        sys.exit(1)
    print(f"compiled {len(done)} catalogs")

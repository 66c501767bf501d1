"""The rules page reader: numbered lists stay lists, and a table wider than the page shares the width out."""

from __future__ import annotations

import pytest

from gardengames import games, i18n
from gardengames.ui.rulespage import column_widths, parse_markdown


def test_numbered_items_are_items_not_one_paragraph():
    lines = parse_markdown("Your turn:\n\n1. Draw a card.\n2. Play it\n   on a plot.\n3. End.\n")
    kinds = [(k, t) for k, t in lines if k != "blank"]
    assert kinds == [
        ("para", "Your turn:"),
        ("numbered", "1. Draw a card."),
        ("numbered", "2. Play it on a plot."),
        ("numbered", "3. End."),
    ]


@pytest.mark.parametrize(
    ("natural", "room"),
    [([100, 200, 300], 1000), ([400, 400, 400, 400, 400], 900), ([50, 900, 60], 500), ([300, 300], 200)],
)
def test_columns_never_pass_the_page(natural, room):
    widths = column_widths(natural, room, 60)
    assert len(widths) == len(natural)
    if sum(natural) <= room:
        assert widths == natural
    else:
        assert sum(widths) <= max(room, 60 * len(natural))
        assert all(w <= n for w, n in zip(widths, natural, strict=True))  # none wider than it needs
        assert min(widths) >= min(min(natural), 60)


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_every_rules_page_reads_in_both_languages(game_id, lang):
    """Each game has a page in each language, every table row has the header's columns, and the Dutch page is
    not the English one."""
    info = games.GAMES[game_id]
    page = info.rules_page(lang)
    assert page.name == ("RULES.md" if lang == i18n.SOURCE else f"RULES.{lang}.md")
    lines = parse_markdown(page.read_text(encoding="utf-8"))
    assert sum(1 for k, _ in lines if k == "h1") == 1
    for kind, rows in lines:
        if kind == "table":
            assert all(len(r) == len(rows[0]) for r in rows), rows[0]
    if lang != i18n.SOURCE:
        assert page.read_text(encoding="utf-8") != info.rules_page().read_text(encoding="utf-8")

"""The rules page reader: numbered lists stay lists (and only real ones), numbers never run into their text,
every table column has a header, a table wider than the page shares the width out, and the reader shows where
it is and answers Home and End."""

from __future__ import annotations

import pygame
import pytest

from gardengames import games, i18n
from gardengames.ui import theme
from gardengames.ui.rulespage import RulesScene, column_widths, parse_markdown
from tests.ui_events import key


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
            assert all(cell.strip() for cell in rows[0]), f"a column without a header: {rows[0]}"
    if lang != i18n.SOURCE:
        assert page.read_text(encoding="utf-8") != info.rules_page().read_text(encoding="utf-8")


def test_a_wrapped_line_starting_with_a_number_is_not_a_list_item():
    """Issue 33, point 13: "0." and "22)" at the start of a wrapped line went on as list numbers. Only "1." starts
    a list inside a paragraph, and an indented line under an item continues it."""
    lines = parse_markdown(
        "- **Worth**: an aphid's plant counts 0, weeds count\n  0. Still tied: they share.\n\n"
        "gave 51 (126 before), 27,5 with three (before\n22) and 25,5 with four.\n\nTurn:\n1. Draw.\n2. Plant.\n"
    )
    kinds = [(k, t) for k, t in lines if k != "blank"]
    assert kinds == [
        ("bullet", "Worth: an aphid's plant counts 0, weeds count 0. Still tied: they share."),
        ("para", "gave 51 (126 before), 27,5 with three (before 22) and 25,5 with four."),
        ("para", "Turn:"),
        ("numbered", "1. Draw."),
        ("numbered", "2. Plant."),
    ]


@pytest.fixture
def sabotage_page(app):
    """Garden Sabotage!'s page (ten numbered actions, longer than a screen) open in the app, drawn once."""
    page = RulesScene(app, games.GAMES["sabotage"])
    app.stack.push(page)
    app.step(0.016)
    return page


def test_numbers_of_ten_and_more_keep_a_gap_before_their_text(sabotage_page):
    """Issue 33, point 13: "10Discard:": numbered items are indented past their widest number."""
    px = int(17 * sabotage_page.scale)
    assert "10. **Discard**" in games.GAMES["sabotage"].rules_page().read_text(encoding="utf-8")
    wide = theme.font(px, bold=True).size("10.")[0]
    assert sabotage_page.number_indent(px) >= wide + 4 * sabotage_page.scale


def _thumb_colour_at(app, y):
    track, _thumb = app.stack.top.scroll_bar()
    return tuple(app.screen.get_at((track.centerx, y)))[:3]


def test_end_and_home_jump_to_the_end_and_the_top_and_the_bar_shows_where(app, sabotage_page):
    """Issue 33, point 13: End and Home did nothing and nothing showed where the reader was. Real key presses:
    End goes to the end of the page and Home back to the top, and the scroll bar's thumb follows."""
    page = sabotage_page
    track, thumb = page.scroll_bar()
    assert page.scroll == 0 and thumb.top == track.top and thumb.h < track.h
    assert _thumb_colour_at(app, track.top + 2) == theme.LEAF_DARK
    assert _thumb_colour_at(app, track.bottom - 3) == theme.PAPER_DARK
    key(app, pygame.K_END)
    assert page.scroll == page.max_scroll() > 0 and page.position() == 1.0
    track, thumb = page.scroll_bar()
    assert thumb.bottom == track.bottom
    assert _thumb_colour_at(app, track.bottom - 3) == theme.LEAF_DARK
    assert _thumb_colour_at(app, track.top + 2) == theme.PAPER_DARK
    key(app, pygame.K_DOWN)
    assert page.scroll == page.max_scroll()  # the end stays the end
    key(app, pygame.K_HOME)
    assert page.scroll == 0 and page.position() == 0.0
    assert _thumb_colour_at(app, track.top + 2) == theme.LEAF_DARK
    key(app, pygame.K_PAGEDOWN)
    assert 0 < page.position() < 1

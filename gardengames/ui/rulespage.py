"""A game's rules page (its RULES.md, written in our own words; RULES.nl.md in Dutch), readable and scrollable in
the app, in the player's language."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pygame

from gardengames import i18n
from gardengames.games import GameInfo
from gardengames.i18n import N_, _
from gardengames.ui import theme
from gardengames.ui.dialogs import dim
from gardengames.ui.scenes import Scene
from gardengames.ui.widgets import Button, WidgetGroup, button_width

if TYPE_CHECKING:
    from gardengames.ui.shell import App


def plain(text: str) -> str:
    """Inline markdown (bold, italics, code) reduced to its words."""
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    text = re.sub(r"(?<![\w*])[*_](?!\s)(.+?)(?<!\s)[*_](?![\w*])", r"\1", text)
    return text.replace("`", "")


def parse_markdown(text: str) -> list[tuple[str, Any]]:
    """Markdown reduced to (kind, content) lines: h1, h2, bullet, numbered ("3. text": its number kept), para,
    blank, and table (a list of rows). As in CommonMark, a wrapped line that happens to start with a number
    ("0. If players...", "22) and 25") goes on the item or paragraph it belongs to: only "1." starts a list
    inside a paragraph, and an indented line under an item continues it."""
    out: list[tuple[str, Any]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            out.append(("para", " ".join(para)))
            para.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            out.append(("blank", ""))
        elif line.startswith("#"):
            flush()
            level = len(line) - len(line.lstrip("#"))
            out.append(("h1" if level == 1 else "h2", line.lstrip("#").strip()))
        elif line.startswith(("- ", "* ")):
            flush()
            out.append(("bullet", line[2:].strip()))
        elif out and out[-1][0] in ("bullet", "numbered") and not para and raw.startswith("  "):
            out[-1] = (out[-1][0], out[-1][1] + " " + line)
        elif (found := NUMBERED.match(line)) and (not para or int(found.group(1)[:-1]) == 1):
            flush()
            out.append(("numbered", line))
        elif line.startswith("|"):
            flush()
            cells = [plain(c.strip()) for c in line.strip("|").split("|")]
            if all(set(c) <= set("-: ") for c in cells):
                continue  # the header rule
            if out and out[-1][0] == "table":
                out[-1][1].append(cells)
            else:
                out.append(("table", [cells]))
        else:
            para.append(line)
    flush()
    return [(k, t if k == "table" else plain(t)) for k, t in out]


NUMBERED = re.compile(r"(\d{1,3}[.)])\s+(.*)")


def column_widths(natural: list[int], room: int, least: int) -> list[int]:
    """Widths for a table's columns in ``room``: each its widest cell when they fit; else every column gets its
    fair share (or less, if it needs less) and what is left goes to the wider ones by how much more they need,
    so text wraps in the wide columns and no column is pushed off the page."""
    if sum(natural) <= room:
        return list(natural)
    cols = len(natural)
    share = max(least, room // cols)
    widths = [min(w, share) for w in natural]
    left = room - sum(widths)
    wants = [w - given for w, given in zip(natural, widths, strict=True)]
    total = sum(wants)
    if left > 0 and total > 0:
        widths = [given + left * want // total for given, want in zip(widths, wants, strict=True)]
    return widths


class RulesScene(Scene):
    overlay = True
    room = (660, 372)  # a page that scrolls grows to 200 % nearly everywhere (tests/ui/test_ui_scale.py)
    magnifies = True

    def __init__(self, app: App, info: GameInfo) -> None:
        super().__init__(app)
        self.info = info
        self.lines: list[tuple[str, Any]] = []
        self.relabel()
        self.scroll = 0.0
        self.widgets = WidgetGroup()
        self.close = self.widgets.add(Button(N_("Close"), app.stack.pop, primary=True))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.content_h = 0

    def relabel(self) -> None:
        """Read the page in the player's language (the English one where that language has none)."""
        path = self.info.rules_page(i18n.language())
        try:
            self.lines = parse_markdown(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeError):  # missing or damaged: the table stays usable without it
            self.lines = [("h1", _(self.info.title)), ("para", _("The rules page for this game is not written yet."))]

    def layout(self, size: tuple[int, int]) -> None:
        s = self.scale = theme.scale_for(size, self.room)
        self.rect = pygame.Rect(0, 0, min(size[0] - int(40 * s), int(900 * s)), size[1] - int(60 * s))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.close.rect = pygame.Rect(0, 0, button_width([self.close.label], s, int(140 * s)), int(44 * s))
        self.close.rect.bottomright = (self.rect.right - int(20 * s), self.rect.bottom - int(16 * s))

    def wheel_at(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)  # the wheel over the page scrolls its text, as at any scale

    def back(self) -> None:
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        step = 40 * self.scale
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step * 1.5
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_j):
            self.scroll += step
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_k):
            self.scroll -= step
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
            self.scroll += self.rect.h * 0.8
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_PAGEUP:
            self.scroll -= self.rect.h * 0.8
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_HOME:
            self.scroll = 0.0
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_END:
            self.scroll = self.max_scroll()
        else:
            self.widgets.handle(event)
        self.scroll = max(0.0, min(self.scroll, self.max_scroll()))

    def max_scroll(self) -> float:
        """How far the page scrolls: until its last line stands just above the Close button."""
        return max(0.0, self.content_h - self.rect.h + 120 * self.scale)

    def position(self) -> float:
        """Where the reader is, from 0.0 (the top) to 1.0 (the end): what the scroll bar shows."""
        far = self.max_scroll()
        return self.scroll / far if far else 0.0

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        s = self.scale
        theme.rounded_panel(surface, self.rect, theme.PAPER, radius=int(16 * s))
        inner = self.text_area()
        clip = surface.get_clip()
        surface.set_clip(inner)
        y = inner.y - int(self.scroll)
        styles = {
            "h1": (30, True, theme.darken(self.info.colour, 0.2)),
            "h2": (22, True, theme.INK),
            "para": (17, False, theme.INK),
            "bullet": (17, False, theme.INK),
            "numbered": (17, False, theme.INK),
        }
        hang = self.number_indent(int(17 * s))
        for kind, line in self.lines:
            if kind == "blank":
                y += int(8 * s)
                continue
            if kind == "table":
                y = self._draw_table(surface, line, inner, y)
                continue
            px, bold, colour = styles[kind]
            x = inner.x + (int(22 * s) if kind == "bullet" else hang if kind == "numbered" else 0)
            if kind == "bullet":
                pygame.draw.circle(surface, theme.LEAF, (inner.x + int(8 * s), y + int(10 * s)), max(2, int(4 * s)))
            elif kind == "numbered":
                found = NUMBERED.match(line)
                if found:  # the number hangs left of the item, as a bullet does
                    number, line = found.groups()
                    theme.text(surface, number, (inner.x, y), int(px * s), theme.LEAF_DARK, bold=True)
            if kind == "h2":
                y += int(6 * s)
            r = theme.text(surface, line, (x, y), int(px * s), colour, bold=bold, width=inner.right - x)
            y = r.bottom + int(4 * s)
        self.content_h = y + int(self.scroll) - inner.y
        surface.set_clip(clip)
        bar = self.scroll_bar()
        if bar:
            track, thumb = bar
            pygame.draw.rect(surface, theme.PAPER_DARK, track, border_radius=track.w // 2)
            pygame.draw.rect(surface, theme.LEAF_DARK, thumb, border_radius=track.w // 2)
        theme.text(
            surface,
            _("Scroll: wheel, arrows, Page Up/Down, Home/End"),
            (self.rect.x + int(30 * s), self.close.rect.centery),
            int(14 * s),
            theme.INK_SOFT,
            anchor="midleft",
        )
        self.widgets.draw(surface, s)

    def number_indent(self, px: int) -> int:
        """How far numbered items are indented: past their widest number ("10."), so a number never runs into
        its text."""
        font = theme.font(px, bold=True)
        numbers = [
            found.group(1) for kind, line in self.lines if kind == "numbered" and (found := NUMBERED.match(line))
        ]
        gap = int(8 * self.scale)
        return max([int(22 * self.scale), *(font.size(number)[0] + gap for number in numbers)])

    def text_area(self) -> pygame.Rect:
        """Where the page's text is drawn (and clipped) inside the panel."""
        s = self.scale
        inner = self.rect.inflate(-int(60 * s), -int(100 * s))
        inner.top = self.rect.top + int(24 * s)
        return inner

    def scroll_bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The track right of the text and its thumb, which shows which part of the page is in view and how
        much of it (None when the whole page fits)."""
        far = self.max_scroll()
        if not far:
            return None
        s, inner = self.scale, self.text_area()
        track = pygame.Rect(self.rect.right - int(18 * s), inner.top, max(4, int(6 * s)), inner.h)
        length = max(int(30 * s), int(track.h * inner.h / (inner.h + far)))
        thumb = pygame.Rect(track.x, track.y + int((track.h - length) * self.position()), track.w, length)
        return track, thumb

    def _draw_table(self, surface: pygame.Surface, rows: list[list[str]], inner: pygame.Rect, y: int) -> int:
        """Columns sized to their widest cell, or shared out when the page is too narrow (text then wraps within
        its column); the first row is the header."""
        s = self.scale
        px = int(16 * s)
        pad = int(14 * s)
        cols = max(len(r) for r in rows)
        widths = [0] * cols
        for r in rows:
            for i, cell in enumerate(r):
                widths[i] = max(widths[i], theme.font(px, bold=True).size(cell)[0])
        widths = column_widths(widths, inner.w - pad * (cols - 1), int(60 * s))
        for n, r in enumerate(rows):
            x, row_h = inner.x, 0
            for i, cell in enumerate(r):
                img = theme.font(px, bold=n == 0).render(cell, True, theme.INK, wraplength=max(1, widths[i]))
                surface.blit(img, (x, y))
                row_h = max(row_h, img.get_height())
                x += widths[i] + pad
            if n == 0:
                pygame.draw.line(surface, theme.PAPER_DARK, (inner.x, y + row_h + 1), (x - pad, y + row_h + 1), 1)
            y += row_h + int(4 * s)
        return y + int(6 * s)

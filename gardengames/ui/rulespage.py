"""A game's rules page (its RULES.md, written in our own words), readable and scrollable in the app."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.games import GameInfo
from gardengames.ui import theme
from gardengames.ui.dialogs import dim
from gardengames.ui.scenes import Scene
from gardengames.ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from gardengames.ui.shell import App


def plain(text: str) -> str:
    """Inline markdown (bold, italics, code) reduced to its words."""
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    text = re.sub(r"(?<![\w*])[*_](?!\s)(.+?)(?<!\s)[*_](?![\w*])", r"\1", text)
    return text.replace("`", "")


def parse_markdown(text: str) -> list[tuple[str, Any]]:
    """Markdown reduced to (kind, content) lines: h1, h2, bullet, para, blank, and table (a list of rows)."""
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
        elif out and out[-1][0] == "bullet" and not para and raw.startswith("  "):
            out[-1] = ("bullet", out[-1][1] + " " + line)
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


class RulesScene(Scene):
    overlay = True

    def __init__(self, app: App, info: GameInfo) -> None:
        super().__init__(app)
        self.info = info
        path = info.rules_page()
        try:
            self.lines = parse_markdown(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeError):  # missing or damaged: the table stays usable without it
            self.lines = [("h1", info.title), ("para", "The rules page for this game is not written yet.")]
        self.scroll = 0.0
        self.widgets = WidgetGroup()
        self.close = self.widgets.add(Button("Close", app.stack.pop, primary=True))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.content_h = 0

    def layout(self, size: tuple[int, int]) -> None:
        s = self.scale = theme.scale_for(size)
        self.rect = pygame.Rect(0, 0, min(size[0] - int(40 * s), int(900 * s)), size[1] - int(60 * s))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.close.rect = pygame.Rect(0, 0, int(140 * s), int(44 * s))
        self.close.rect.bottomright = (self.rect.right - int(20 * s), self.rect.bottom - int(16 * s))

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
        else:
            self.widgets.handle(event)
        self.scroll = max(0.0, min(self.scroll, max(0, self.content_h - self.rect.h + 120 * self.scale)))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        s = self.scale
        theme.rounded_panel(surface, self.rect, theme.PAPER, radius=int(16 * s))
        inner = self.rect.inflate(-int(60 * s), -int(100 * s))
        inner.top = self.rect.top + int(24 * s)
        clip = surface.get_clip()
        surface.set_clip(inner)
        y = inner.y - int(self.scroll)
        styles = {
            "h1": (30, True, theme.darken(self.info.colour, 0.2)),
            "h2": (22, True, theme.INK),
            "para": (17, False, theme.INK),
            "bullet": (17, False, theme.INK),
        }
        for kind, line in self.lines:
            if kind == "blank":
                y += int(8 * s)
                continue
            if kind == "table":
                y = self._draw_table(surface, line, inner, y)
                continue
            px, bold, colour = styles[kind]
            x = inner.x + (int(22 * s) if kind == "bullet" else 0)
            if kind == "bullet":
                pygame.draw.circle(surface, theme.LEAF, (inner.x + int(8 * s), y + int(10 * s)), max(2, int(4 * s)))
            if kind == "h2":
                y += int(6 * s)
            r = theme.text(surface, line, (x, y), int(px * s), colour, bold=bold, width=inner.right - x)
            y = r.bottom + int(4 * s)
        self.content_h = y + int(self.scroll) - inner.y
        surface.set_clip(clip)
        theme.text(
            surface,
            "Scroll: wheel, arrows or Page Up/Down",
            (self.rect.x + int(30 * s), self.close.rect.centery),
            int(14 * s),
            theme.INK_SOFT,
            anchor="midleft",
        )
        self.widgets.draw(surface, s)

    def _draw_table(self, surface: pygame.Surface, rows: list[list[str]], inner: pygame.Rect, y: int) -> int:
        """Columns sized to their widest cell (text wraps in the last column); the first row is the header."""
        s = self.scale
        px = int(16 * s)
        pad = int(14 * s)
        cols = max(len(r) for r in rows)
        widths = [0] * cols
        for r in rows:
            for i, cell in enumerate(r):
                widths[i] = max(widths[i], theme.font(px, bold=True).size(cell)[0])
        room = inner.w - pad * (cols - 1)
        if sum(widths) > room:  # the last column wraps into what is left
            widths[-1] = max(int(120 * s), room - sum(widths[:-1]))
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

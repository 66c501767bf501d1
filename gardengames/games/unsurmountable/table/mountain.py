"""The mountain, a part of the Unsurmountable table: the game's title over it, the cards built so far, the
outline of the finished triangle, the places the First card may go, the prompt line under it, and the winning
path lighting up along the trails the art paints.

The mountain's columns float (geometry.py), so the view centres on the cards plus the places the next card may
go; that range is worked out once per position (keyed on the session's version)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from gardengames.games.unsurmountable import rules
from gardengames.games.unsurmountable.rules import geometry
from gardengames.games.unsurmountable.table.faces import trail_points
from gardengames.i18n import N_, _
from gardengames.ui import theme
from gardengames.ui.cards import slot_outline
from gardengames.ui.parts import Part
from gardengames.ui.sprites import Place
from gardengames.ui.widgets import button_width

if TYPE_CHECKING:
    from gardengames.games.unsurmountable.table import TableScene

CARD_RATIO = 1.4  # height / width, as the art (250 x 350)
PATH_GLOW_SECONDS = 1.8
REACH = (200, 236, 255)  # a trail joined to the foot, while the mountain is built
WINNABLE_WORDS = N_("A proven winnable deal: the solver found a way to the peak.")


class Mountain(Part):
    """Four rows of cards in five columns of room on the left of the table."""

    table: TableScene

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.area = self.card = pygame.Rect(0, 0, 0, 0)
        self.card_w = self.card_h = 0
        self._view: tuple[int, tuple[float, float], dict[str, geometry.Slot]] | None = None
        self.win_time = 1e9 if table.state.is_over else 0.0  # a finished game shows its whole path at once
        self._reach: tuple[tuple, list[list[tuple[float, float]]]] | None = None

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.table.scale
        top = int(56 * s)
        margin = int(16 * s)
        # Four rows of cards, five columns of room (a growing bottom row shifts the view).
        mh = h - top - int(84 * s)
        self.card_h = min(mh // 4, int((w * 0.42) / 5 * CARD_RATIO))
        self.card_w = int(self.card_h / CARD_RATIO)
        self.area = pygame.Rect(margin, top, self.card_w * 5 + int(20 * s), self.card_h * 4)
        # Give up (shown only while the mountain is full without a way up) in the mountain's top corner, beside the
        # peak it cannot reach: in the top bar it covered the title in Dutch at 1024x600.
        give_up = self.table.move_buttons[self.table.buttons[0]]
        give_up.rect = pygame.Rect(0, 0, button_width([give_up.label], s, int(120 * s)), int(36 * s))
        give_up.rect.topright = (self.area.right, self.area.top)
        self.table.prompt_line.px = 19
        self.table.prompt_line.rect = pygame.Rect(
            margin, self.area.bottom + int(12 * s), self.area.w, h - self.area.bottom - int(24 * s)
        )

    def _position_view(self) -> tuple[tuple[float, float], dict[str, geometry.Slot]]:
        """This position's bottom-row column range the view is centred on (the cards plus where the next
        may go) and the mountain places its moves name by key; worked out once per version."""
        version = self.table.session.version
        if self._view is None or self._view[0] != version:
            st = self.table.state
            named = {m.target_key or m.source_key for m in st.legal_moves()}
            slots = {str(key): slot for key in named if (slot := rules.slot_of_key(key)) is not None}
            shown = [*st.mountain, *slots.values(), *([] if st.is_over else st.legal_slots())]
            if shown:
                lo = min(geometry.slot_origin(sl)[0] for sl in shown)
                hi = max(geometry.slot_origin(sl)[0] + 1 for sl in shown)
            else:
                lo, hi = 0.0, 1.0
            self._view = (version, (lo, hi), slots)
        return self._view[1], self._view[2]

    def slot_rect(self, slot: geometry.Slot) -> pygame.Rect:
        """Where mountain place ``slot`` is drawn: the view centres on the cards and where the next may go."""
        lo, hi = self._position_view()[0]
        x0, y0 = geometry.slot_origin(slot)
        left = self.area.centerx - (hi - lo) * self.card_w / 2
        x = left + (x0 - lo) * self.card_w
        y = self.area.bottom + (y0 - 1) * self.card_h
        return pygame.Rect(round(x), round(y), self.card_w, self.card_h)

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """The mountain places this position's moves name."""
        return {key: self.slot_rect(slot) for key, slot in self._position_view()[1].items()}

    def card_places(self) -> dict[Hashable, Place]:
        return {
            card: Place(self.slot_rect(slot), 0, 10 + slot[0], "bare")
            for slot, card in self.table.state.mountain.items()
        }

    def draw(self, surface: pygame.Surface) -> None:
        """The title, then where the finished triangle will stand (once its position is settled) and where the
        First may go."""
        table, s = self.table, self.table.scale
        info = table.session.info
        level = info.options[0].label_of(table.session.options.get("level", 1))
        title = _("{game} - level {level}").format(game=_(info.title), level=level)
        room = table.hints.bar_left - int(28 * s)  # a large UI scale leaves less room before the buttons
        px = theme.fit_text(title, int(24 * s), room, bold="title")
        theme.text(surface, title, (int(16 * s), int(14 * s)), px, theme.PAPER, bold="title")
        st = table.state
        if st.winnable_only:  # the setup's promise, kept in sight: the solver proved this deal can be won
            theme.text(surface, _(WINNABLE_WORDS), (int(18 * s), int(41 * s)), int(13 * s), theme.GLOW, bold=True)
        frames = geometry.frames(st.mountain) if st.mountain else []
        if len(frames) == 1:
            for slot in geometry.frame(frames[0]):
                if slot not in st.mountain:
                    slot_outline(surface, self.slot_rect(slot), s, (255, 255, 255, 40))
        if not st.is_over and table.question is None:
            for slot in st.legal_slots():
                slot_outline(surface, self.slot_rect(slot), s)

    def update(self, dt: float) -> None:
        if self.table.state.won:
            self.win_time += dt

    def next_frame(self) -> float | None:
        """Frames while the winning path lights up."""
        return 0.0 if self.table.state.won and self.win_time < self._glow_seconds() else None

    def _glow_seconds(self) -> float:
        return PATH_GLOW_SECONDS * max(0.2, self.table.app.animation_factor)

    def overlay(self, surface: pygame.Surface) -> None:
        if self.table.state.won:
            self.draw_path(surface, max(0.0, min(1.0, self.win_time / self._glow_seconds())))
        elif not self.table.state.is_over:
            self.draw_reach(surface)

    def reach_lines(self) -> list[list[tuple[float, float]]]:
        """The trails joined to the bottom edge so far, as lines on screen along the painted trails (worked out
        once per position and layout: the overlay is drawn every frame)."""
        st = self.table.state
        key = (self.table.session.version, tuple(self.area), self.card_w)
        if self._reach is None or self._reach[0] != key:
            lines = []
            for slot, index in sorted(st.foot_reach()):
                card_id = st.mountain[slot]
                card = st.card(card_id)
                rect = self.slot_rect(slot)
                for a in sorted(card.pieces[index]):
                    for b, _climbers in card.adjacency.get(a, ()):
                        if a < b:
                            points = trail_points(card_id, a, b)
                            lines.append([(rect.x + x * rect.w, rect.y + y * rect.h) for x, y in points])
            self._reach = (key, lines)
        return self._reach[1]

    def draw_reach(self, surface: pygame.Surface) -> None:
        """While building: the trails a climb from the foot already reaches, traced in a thin light line, so the
        player sees how far up the way goes (and where it stops)."""
        width = max(2, int(3 * self.table.scale))
        for line in self.reach_lines():
            if len(line) >= 2:
                pygame.draw.lines(surface, REACH, False, line, width)

    def draw_path(self, surface: pygame.Surface, shown: float) -> None:
        """Light the winning path from the bottom edge up to the peak along the trails the art shows; ``shown``
        (0..1) is how much of it is lit so far."""
        st = self.table.state
        nodes = st.path
        if len(nodes) < 2:
            return
        points: list[tuple[float, float]] = []
        for (r0, c0, a), (r1, c1, b) in zip(nodes, nodes[1:], strict=False):
            if (r0, c0) != (r1, c1):
                continue  # crossing from one card to the next: the two points meet at the edge
            rect = self.slot_rect((r0, c0))
            points += [(rect.x + x * rect.w, rect.y + y * rect.h) for x, y in trail_points(st.mountain[(r0, c0)], a, b)]
        count = shown * (len(points) - 1)
        whole = int(count)
        drawn = points[: whole + 1]
        if whole < len(points) - 1:
            (x0, y0), (x1, y1) = points[whole], points[whole + 1]
            f = count - whole
            drawn.append((x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
        if len(drawn) >= 2:
            width = max(3, int(7 * self.table.scale))
            pygame.draw.lines(surface, (255, 236, 150), False, drawn, width + 6)
            pygame.draw.lines(surface, (255, 190, 60), False, drawn, width)
        if shown >= 1.0:
            pygame.draw.circle(surface, theme.GLOW, [round(v) for v in points[-1]], int(10 * self.table.scale))

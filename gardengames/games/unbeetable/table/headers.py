"""The header by each Unbeetable garden: the player's name, score and hand (as backs), and the harvests so far,
season by season, with the garden's worth (the tie-break): always in view, beside the garden."""

from __future__ import annotations

from typing import Any

import pygame

from gardengames.engine.text import signed
from gardengames.games.unbeetable import rules
from gardengames.games.unbeetable.rules import SEASONS
from gardengames.i18n import N_, _, n_
from gardengames.ui import theme

from .keys import CARD_RATIO
from .part import TablePart

# TRANSLATORS: a season in two letters, in the short harvest list by a garden ("Sp +3  Su +5").
SEASON_SHORT = {"spring": N_("Sp"), "summer": N_("Su"), "autumn": N_("Au"), "winter": N_("Wi")}


class Headers(TablePart):
    """Every garden's header (the gardens lay out where each one goes)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self._history_cache: tuple[int, list[dict[str, int]]] | None = None

    def draw(self, surface: pygame.Surface) -> None:
        for p in range(self.state.num_players):
            self._draw_header(surface, p)

    def harvest_history(self) -> list[dict[str, int]]:
        """Points each player harvested in each season, from the events of the game so far (cached per position)."""
        stamp = self.table.session.version
        if self._history_cache is None or self._history_cache[0] != stamp:
            out: list[dict[str, int]] = [{} for _ in range(self.state.num_players)]
            season = "spring"
            for _move, _actor, events in self.table.session.history:
                for event in events:
                    if isinstance(event, rules.SeasonChanged):
                        season = event.season
                    elif isinstance(event, rules.Harvested) and event.spots:
                        out[event.player][season] = out[event.player].get(season, 0) + sum(event.points)
            self._history_cache = (stamp, out)
        return self._history_cache[1]

    def score_rect(self, p: int) -> pygame.Rect:
        s = self.table.scale
        header = self.table.gardens.header_rects[p]
        if self.table.gardens.header_side:
            return pygame.Rect(header.x + int(10 * s), header.y + int(34 * s), header.w - int(20 * s), int(38 * s))
        return pygame.Rect(header.right - int(92 * s), header.y + int(4 * s), int(88 * s), int(24 * s))

    def _draw_header(self, surface: pygame.Surface, p: int) -> None:
        """Name, score, cards in hand (as backs) and the harvests so far: always visible, beside the garden."""
        s = self.table.scale
        st = self.state
        seat = self.table.session.seats[p]
        colour = theme.seat_colour(seat.colour)
        header = self.table.gardens.header_rects[p]
        current = p == st.current_player
        theme.rounded_panel(
            surface,
            header,
            theme.PAPER if current else theme.PAPER_DARK,
            radius=int(10 * s),
            border=colour if current else theme.INK_SOFT,
            width=max(2, int((3 if current else 1) * s)),
        )
        pad = int(10 * s)
        name = seat.name if seat.is_human else _("{name} (computer)").format(name=seat.name)
        score = self.score_rect(p)
        pygame.draw.rect(surface, colour, score, border_radius=int(8 * s))
        points = n_("{n} point", "{n} points", st.score[p]).format(n=st.score[p])
        px = theme.fit_text(points, int((22 if self.table.gardens.header_side else 18) * s), score.w - 8, bold=True)
        theme.text(surface, points, score.center, px, theme.ink_on(colour), bold=True, anchor="center")
        history = self.harvest_history()[p]
        parts = [f"{_(SEASON_SHORT[season])} {signed(history[season])}" for season in SEASONS if season in history]
        worth = st.garden_worth(p)
        mini = self.table.gardens.mini_hands[p]
        show_backs = p != self.table.hand.owner()
        backs = self.table.shown()["hands_backs"][p]
        if self.table.gardens.header_side:
            dot = (header.x + pad + int(7 * s), header.y + int(17 * s))
            theme.seat_mark(surface, seat.colour, dot, int(7 * s))
            nx = dot[0] + int(12 * s)
            theme.text(
                surface,
                name,
                (nx, dot[1]),
                theme.fit_text(name, int(17 * s), header.right - nx - pad, True),
                bold=True,
                anchor="midleft",
            )
            y = mini.bottom + int(8 * s)
            if show_backs:
                self._draw_mini_hand(surface, mini, backs, header.right - pad)
            else:
                below = _("hand below")
                theme.text(surface, below, (mini.x, mini.centery), int(13 * s), theme.INK_SOFT, anchor="midleft")
            lines = [_("Harvests:"), *(parts or [_("none yet")]), _("Garden worth {worth}").format(worth=signed(worth))]
            for line in lines:
                r = theme.text(surface, line, (header.x + pad, y), int(14 * s), theme.INK_SOFT)
                y = r.bottom + int(1 * s)
                if y > header.bottom - int(14 * s):
                    break
            if current:
                theme.text(
                    surface,
                    _("playing"),
                    (header.right - pad, header.bottom - int(6 * s)),
                    int(14 * s),
                    theme.readable(colour),
                    bold=True,
                    anchor="bottomright",
                )
        else:
            dot = (header.x + pad + int(7 * s), header.y + int(16 * s))
            theme.seat_mark(surface, seat.colour, dot, int(7 * s))
            nx = dot[0] + int(12 * s)
            room = (mini.x if show_backs else score.x) - nx - int(6 * s)
            # The longest label that still reads well: drop "(computer)", then "playing", before shrinking.
            options = [
                _("{name} - playing").format(name=name) if current else name,
                _("{name} - playing").format(name=seat.name) if current else seat.name,
                seat.name,
            ]
            label = next((o for o in options if theme.fit_text(o, int(17 * s), room, True) >= int(15 * s)), seat.name)
            theme.text(
                surface,
                label,
                (nx, dot[1]),
                theme.fit_text(label, int(17 * s), room, True),
                bold=True,
                anchor="midleft",
            )
            if show_backs:
                self._draw_mini_hand(surface, mini, backs, score.x - int(4 * s))
            line = _("Harvests: {harvests}   |   garden worth {worth}").format(
                harvests="  ".join(parts) if parts else _("none yet"), worth=signed(worth)
            )
            px = theme.fit_text(line, int(14 * s), header.w - 2 * pad)
            theme.text(surface, line, (header.x + pad, header.y + int(40 * s)), px, theme.INK_SOFT, anchor="midleft")

    def _draw_mini_hand(self, surface: pygame.Surface, rect: pygame.Rect, backs: list[str], right: int) -> None:
        s = self.table.scale
        h = rect.h
        w = int(h / CARD_RATIO)
        step = int(7 * s)
        for i, back in enumerate(backs):
            surface.blit(self.table.cards.back_image((w, h), back), (rect.x + i * step, rect.y))
        # Which deck each card came from is public and its back's colour shows it; the count by season says it
        # in words too ("Sp 3 Su 2"), for players who do not tell the ribbons apart.
        tally = "  ".join(f"{_(SEASON_SHORT[d])} {backs.count(d)}" for d in SEASONS if d in backs) or "0"
        left = rect.x + max(0, len(backs) - 1) * step + w + int(4 * s)
        room = max(int(20 * s), right - left)
        px = theme.fit_text(tally, int(15 * s), room, True)
        theme.text(surface, tally, (left, rect.centery), px, theme.INK, bold=True, anchor="midleft")

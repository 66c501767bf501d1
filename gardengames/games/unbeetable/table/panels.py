"""What the Unbeetable table draws around the cards: each garden's soil and spots, the header by each garden
(name, score, the hand as backs, the harvests so far), the season card's note, the discard pile and the three
decks, the floods' lit rows and columns, and the prompt line.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

import pygame

from gardengames.engine.text import capital, signed
from gardengames.games.unbeetable import rules
from gardengames.games.unbeetable.rules import DECK_OPENS, DECKS, SEASONS, deck_key, season_word
from gardengames.i18n import N_, _, n_
from gardengames.ui import assets, theme
from gardengames.ui.cards import slot_outline
from gardengames.ui.drag import glow_rect

from .faces import Faces, deck_back
from .layout import CARD_RATIO, split_key

# TRANSLATORS: a season in two letters, in the short harvest list by a garden ("Sp +3  Su +5").
SEASON_SHORT = {"spring": N_("Sp"), "summer": N_("Su"), "autumn": N_("Au"), "winter": N_("Wi")}
# How to do what the prompt asks, by its kind, with the mouse or the keys (in a lighter hand beside it).
HOW = {
    "seasonal-grow": N_("Click a glowing plant, or drag the season card onto it."),
    "draw": N_("Click a glowing deck for each card (1, 2, 3), or drag it onto your hand."),
    "play": N_("Drag a card onto a glowing place, or click the card and then the place."),
}


class Panels(Faces):
    """Everything drawn under and over the cards except the effects (the base table draws those)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._history_cache: tuple[int, list[dict[str, int]]] | None = None
        self._backs: dict[tuple[tuple[int, int], str, bool], pygame.Surface] = {}
        super().__init__(*args, **kwargs)

    def layout_table(self, size: tuple[int, int]) -> None:
        self._backs.clear()
        super().layout_table(size)

    def harvest_history(self) -> list[dict[str, int]]:
        """Points each player harvested in each season, from the events of the game so far (cached per position)."""
        stamp = self.session.version
        if self._history_cache is None or self._history_cache[0] != stamp:
            out: list[dict[str, int]] = [{} for _ in range(self.state.num_players)]
            season = "spring"
            for _move, _actor, events in self.session.history:
                for event in events:
                    if isinstance(event, rules.SeasonChanged):
                        season = event.season
                    elif isinstance(event, rules.Harvested) and event.spots:
                        out[event.player][season] = out[event.player].get(season, 0) + sum(event.points)
            self._history_cache = (stamp, out)
        return self._history_cache[1]

    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        season = _(self.data.by_id[st.season].name)
        title = _(self.session.info.title)
        r = theme.text(surface, title, (int(16 * s), int(12 * s)), int(26 * s), theme.PAPER, bold="title")
        theme.text(
            surface,
            _("{season} - turn {n}").format(season=season, n=st.turn + 1),
            (max(int(200 * s), r.right + int(14 * s)), int(20 * s)),  # after a longer title ("Onverbietelijk")
            int(18 * s),
            theme.PAPER_DARK,
            bold=True,
        )
        for p in range(st.num_players):
            self._draw_garden(surface, p)
            self._draw_header(surface, p)
        self._draw_piles(surface)
        self.log.draw(surface, self.log_rect, s)
        owner = self.hand_owner()
        if owner is not None:
            count = len(self.shown()["hands_backs"][owner])
            for i in range(count, self.data.hand_size):
                slot_outline(surface, self.hand_rect(i), s, (255, 255, 255, 40))

    def _draw_garden(self, surface: pygame.Surface, p: int) -> None:
        s = self.scale
        st = self.state
        garden = self.gardens[p]
        radius = int(12 * s)
        soil = assets.svg("unbeetable/garden.svg", (512, 512))
        clip = surface.get_clip()
        surface.set_clip(garden)
        for x in range(garden.x, garden.right, 512):
            for y in range(garden.y, garden.bottom, 512):
                surface.blit(soil, (x, y))
        surface.set_clip(clip)
        colour = theme.seat_colour(self.session.seats[p].colour)
        current = p == st.current_player
        pygame.draw.rect(
            surface,
            colour if current else theme.darken(colour, 0.35),
            garden,
            max(2, int((5 if current else 3) * s)),
            border_radius=radius,
        )
        for spot in range(st.size * st.size):
            slot_outline(surface, self.spot_rect(p, spot), s, (255, 240, 210, 60))

    def _score_rect(self, p: int) -> pygame.Rect:
        s = self.scale
        header = self.headers[p]
        if self.header_side:
            return pygame.Rect(header.x + int(10 * s), header.y + int(34 * s), header.w - int(20 * s), int(38 * s))
        return pygame.Rect(header.right - int(92 * s), header.y + int(4 * s), int(88 * s), int(24 * s))

    def _draw_header(self, surface: pygame.Surface, p: int) -> None:
        """Name, score, cards in hand (as backs) and the harvests so far: always visible, beside the garden."""
        s = self.scale
        st = self.state
        seat = self.session.seats[p]
        colour = theme.seat_colour(seat.colour)
        header = self.headers[p]
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
        score = self._score_rect(p)
        pygame.draw.rect(surface, colour, score, border_radius=int(8 * s))
        points = n_("{n} point", "{n} points", st.score[p]).format(n=st.score[p])
        px = theme.fit_text(points, int((22 if self.header_side else 18) * s), score.w - 8, bold=True)
        theme.text(surface, points, score.center, px, theme.WHITE, bold=True, anchor="center")
        history = self.harvest_history()[p]
        parts = [f"{_(SEASON_SHORT[season])} {signed(history[season])}" for season in SEASONS if season in history]
        worth = st.garden_worth(p)
        mini = self.mini_hands[p]
        show_backs = p != self.hand_owner()
        backs = self.shown()["hands_backs"][p]
        if self.header_side:
            dot = (header.x + pad + int(7 * s), header.y + int(17 * s))
            pygame.draw.circle(surface, colour, dot, int(7 * s))
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
                self._draw_mini_hand(surface, mini, backs)
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
                    theme.darken(colour, 0.2),
                    bold=True,
                    anchor="bottomright",
                )
        else:
            dot = (header.x + pad + int(7 * s), header.y + int(16 * s))
            pygame.draw.circle(surface, colour, dot, int(7 * s))
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
                self._draw_mini_hand(surface, mini, backs)
            line = _("Harvests: {harvests}   |   garden worth {worth}").format(
                harvests="  ".join(parts) if parts else _("none yet"), worth=signed(worth)
            )
            px = theme.fit_text(line, int(14 * s), header.w - 2 * pad)
            theme.text(surface, line, (header.x + pad, header.y + int(40 * s)), px, theme.INK_SOFT, anchor="midleft")

    def _draw_mini_hand(self, surface: pygame.Surface, rect: pygame.Rect, backs: list[str]) -> None:
        s = self.scale
        h = rect.h
        w = int(h / CARD_RATIO)
        step = int(7 * s)
        for i, back in enumerate(backs):
            surface.blit(self.back_image((w, h), back), (rect.x + i * step, rect.y))
        theme.text(
            surface,
            f"{len(backs)}",
            (rect.x + max(0, len(backs) - 1) * step + w + int(4 * s), rect.centery),
            int(15 * s),
            theme.INK,
            bold=True,
            anchor="midleft",
        )

    def back_image(self, size: tuple[int, int], deck: str, dim: bool = False) -> pygame.Surface:
        """A deck's card back for the board (kept per table and size: the board draws many every frame)."""
        found = self._backs.get((size, deck, dim))
        if found is None:
            found = deck_back(size, deck)
            if dim:
                found.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
            self._backs[(size, deck, dim)] = found
        return found

    def _draw_piles(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        label_px = int(15 * s)
        counts = self.shown()["decks_count"]
        theme.text(
            surface,
            _("Season"),
            (self.season_rect.centerx, self.season_rect.y - int(3 * s)),
            label_px,
            theme.PAPER,
            bold=True,
            anchor="midbottom",
        )
        theme.text(
            surface,
            _("Discard ({n})").format(n=len(st.discard)),
            (self.discard_rect.centerx, self.discard_rect.y - int(3 * s)),
            label_px,
            theme.PAPER,
            bold=True,
            anchor="midbottom",
        )
        slot_outline(surface, self.discard_rect, s)
        info = self.info_rect
        season = self.data.by_id[st.season]
        theme.rounded_panel(surface, info, theme.lighten(theme.PAPER, 0.3), radius=int(8 * s), shadow=False)
        r = theme.text(surface, _(season.name), (info.x + int(6 * s), info.y + int(4 * s)), int(16 * s), bold=True)
        # The card speaks to whoever's turn it is; the note by the pile is read by everyone. The Dutch card text
        # already says it for everyone, so only the English needs the change.
        body = _(season.text).replace("Start of your turn: ", "Each turn starts: ")
        px = int(14 * s)
        while px > 9 and theme.font(px).render(
            body, True, theme.INK, wraplength=info.w - int(12 * s)
        ).get_height() > info.bottom - r.bottom - int(6 * s):
            px -= 1
        theme.text(
            surface, body, (info.x + int(6 * s), r.bottom + int(3 * s)), px, theme.INK_SOFT, width=info.w - int(12 * s)
        )
        for deck, rect in self.deck_rects.items():
            opened = deck in st.open_decks
            n = counts[deck]
            theme.text(
                surface,
                f"{capital(season_word(deck))} ({n})",
                (rect.centerx, rect.y - int(3 * s)),
                label_px,
                theme.PAPER if opened else theme.PAPER_DARK,
                bold=True,
                anchor="midbottom",
            )
            slot_outline(surface, rect, s)
            if n:
                img = self.back_image(rect.size, deck, dim=not opened)
                for i in range(min(3, max(1, n // 8)) - 1, -1, -1):
                    surface.blit(img, rect.move(-i * 2, -i * 2))
            if not opened:
                theme.text(
                    surface,
                    # TRANSLATORS: under a closed deck, on two lines: "opens in" / "summer".
                    _("opens in\n{season}").format(season=season_word(DECK_OPENS[deck])),
                    (rect.centerx, rect.bottom - int(6 * s)),
                    int(13 * s),
                    theme.PAPER,
                    bold=True,
                    anchor="midbottom",
                    width=rect.w,
                )

    def _draw_deck_glows(self, surface: pygame.Surface) -> None:
        """The decks the next card may be drawn from breathe (over the board, as they change with time)."""
        if not self.my_turn or self.drag.active or self.selection.lifted is not None:
            return
        index = self.selection.index
        for deck, rect in self.deck_rects.items():
            if index.by_source.get(deck_key(deck)):
                glow_rect(surface, rect, self.scale, pulse=self.breath())

    def _deck_tip(self, deck: str) -> str:
        st = self.state
        if deck not in st.open_decks:
            return st.why_not(deck_key(deck))
        n = self.shown()["decks_count"][deck]
        if not self.my_turn:
            return n_("The {deck} deck: {n} card left.", "The {deck} deck: {n} cards left.", n).format(
                deck=season_word(deck), n=n
            )
        key = DECKS.index(deck) + 1
        if deck != st.open_decks[-1]:
            return _("Click (key {key}) or drag onto your hand to draw the next card from the {deck} deck.").format(
                key=key, deck=season_word(deck)
            )
        return _(
            "Click (key {key}) or drag onto your hand to draw the next card from the {deck} deck. "
            "The {season} card hides among its last {n} cards."
        ).format(key=key, deck=season_word(deck), season=season_word(SEASONS[key]), n=self.data.season_window)

    def draw_band_targets(self, surface: pygame.Surface, targets: Mapping[Hashable, Any], hot: Hashable | None) -> None:
        """Floods: a soft glow round every garden with a band to wash away, small markers at each legal row and
        column, and the band under the pointer lit in water blue."""
        s = self.scale
        owners = {int(split_key(k)[1]) for k in targets}
        for owner in owners:
            glow_rect(surface, self.gardens[owner], s, pulse=self.breath())
        marker = max(4, int(6 * s))
        for key in targets:
            axis, owner_text, index_text = split_key(key)
            owner, index = int(owner_text), int(index_text)
            band = self.band_rect(owner, axis, index)
            if axis == "row":
                centre = (self.gardens[owner].x + marker, band.centery)
            else:
                centre = (band.centerx, self.gardens[owner].y + marker)
            pygame.draw.circle(surface, theme.GLOW, centre, marker)
            pygame.draw.circle(surface, theme.INK, centre, marker, 1)
        if hot is not None:
            rect = targets[hot].rect
            water = pygame.Surface(rect.size, pygame.SRCALPHA)
            water.fill((90, 160, 230, 90))
            surface.blit(water, rect)
            glow_rect(surface, rect, s, strong=True, colour=(140, 200, 255))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        """What to do now, from the rules' prompt, in bold; how to do it with the mouse, in a lighter hand."""
        s = self.scale
        st = self.state
        rect = self.prompt_rect
        names = self.session.names
        p = st.current_player
        text, how, colour = "", "", theme.PAPER
        if st.is_over:
            text, colour = self.over_line(), theme.GLOW
        elif p is None:
            pass
        elif self.handing_over:
            text, colour = self.seating.prompt, theme.GLOW
        elif self.my_turn:
            prompt = st.prompt
            kind = prompt.kind if prompt is not None else ""
            text, colour = f"{names[p]} \u2014 {prompt.text if prompt is not None else ''}.", theme.GLOW
            how = _(HOW[kind]) if kind in HOW else ""
            if kind == "play" and prompt is not None and not prompt.detail.get("can_end"):
                how = _("Play a card, or click a glowing deck to start refilling your hand.")
            if self.selection.lifted is not None:
                how = _("Now click a glowing place (Esc to put the card back).")
        elif self.spectator:  # a watched game: nobody thinks now
            text = _("{name}'s turn.").format(name=names[p])
        elif not self.session.seats[p].is_human:
            text = _("{name} is thinking").format(name=names[p]) + "." * (1 + int(self.clock * 2) % 3)
        elif self.covered or self.viewer != p:
            text = _("Waiting for {name}.").format(name=names[p])
        elif st.prompt is not None:
            text = f"{names[p]} \u2014 {st.prompt.text}."
        if not text:
            return
        px = theme.fit_text(text, int(19 * s), rect.w, bold=True)
        r = theme.text(surface, text, (rect.x, rect.centery), px, colour, bold=True, anchor="midleft")
        room = rect.right - r.right - int(12 * s)
        if how and room > int(120 * s):
            hpx = theme.fit_text(how, int(16 * s), room)
            if theme.font(hpx).size(how)[0] <= room:
                theme.text(surface, how, (r.right + int(12 * s), rect.centery), hpx, theme.PAPER, anchor="midleft")

"""What the Botanicus table draws around the pieces: the title line with the round and the prizes left, the
tracks (their spaces and shortcuts drawn once; on a track move, where the marker may stop and for what), the
action area and the gardens (board.py, gardens.py), the hand with the deck, Play and Sell, the turn order, what
the question lets the player touch, the cost of a drop by the pointer, and the prompt line.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

import pygame

from gardengames.engine.state import Prompt
from gardengames.engine.text import capital, signed
from gardengames.games.botanicus import rules
from gardengames.games.botanicus.rules import keys as K
from gardengames.games.botanicus.rules.words import is_free
from gardengames.i18n import N_, _, language, p_
from gardengames.ui import theme
from gardengames.ui.cards import card_back, slot_outline
from gardengames.ui.drag import glow_rect
from gardengames.ui.widgets import Button

from .faces import action_parts, draw_icons, effect_icon, glyph_chip
from .layout import TRACK_COLOURS, coins_word, number_word, piece_kind, seat_colour
from .tips import Tips

PULSE_PERIOD = math.pi / 2  # seconds: the soft breathing of what the question lets the player touch
# How to answer each question (the prompt line's second half; "prep" is built from what is left to do).
HOW = {
    "assign": N_("drag each task tile onto a glowing row (or click it, then a row)"),
    "neutral": N_("drag the grey Flower onto a space, or click one"),
    "final": N_("click a track or a button"),
    "order": N_("click the glowing space or tile, or a button (1, 2)"),
    "pay": N_("pay, or let the action go"),
    "plant": N_("drag the plant from the tray into a glowing bed, or click one"),
    "water": N_("click a glowing plant"),
    "move": N_("drag the gardener to a glowing footprint, or click one"),
    "track": N_("click a glowing space or a button; the coins you get or pay are shown"),
}


class Panels(Tips):
    """Everything drawn under and over the pieces that is not a card face."""

    _tracks_img: tuple[Any, pygame.Surface] | None = None
    _when_right = 0
    choice_buttons: list[Button]  # the answers to the question that are not places (the table's buttons)
    choice_panel_bottom = 0

    def board_key(self) -> Hashable:
        # whose garden is large, and whether the choice buttons (or the hot-seat pass button) hide the turn order
        return self.focus, tuple(b.visible for b in self.choice_buttons), self.pass_button.visible

    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        theme.text(
            surface, _(self.session.info.title), (int(12 * s), int(8 * s)), int(26 * s), theme.PAPER, bold="title"
        )
        asked = self.asked
        if asked is None:
            when = _("Game over")
        elif asked.kind == "assign":
            when = _("Placing special tasks")
        elif st.round == 3:
            when = _("Round 3: the last turn")
        else:
            when = _("Round {round} of 3 \u00b7 column {column} of {columns}").format(
                round=st.round, column=st.column + 1, columns=len(self.data.columns)
            )
        self._when_right = theme.text(
            surface, when, (int(168 * s), int(16 * s)), int(16 * s), theme.PAPER_DARK, bold=True
        ).right
        self._draw_prizes(surface)
        surface.blit(self._board_surface(), self.board_rect)
        self._draw_board_state(surface)
        surface.blit(self._tracks_surface(), self.tracks_area)
        for garden in self.gardens.values():
            self._draw_garden(surface, garden)
        self._draw_hand_area(surface)
        if not any(b.visible for b in self.choice_buttons) and not st.is_over:
            self._draw_order(surface)
        self.log.draw(surface, self.log_rect, s)

    def _draw_prizes(self, surface: pygame.Surface) -> None:
        s = self.scale
        rect = self.prize_rect
        prizes = [self.data.prize_value(key) for key in self.state.prizes]
        label = _("Track prizes:") if prizes else _("All track prizes are taken")
        x = max(rect.x, self._when_right + int(24 * s))
        r = theme.text(surface, label, (x, rect.centery), int(14 * s), theme.PAPER, bold=True, anchor="midleft")
        d = int(22 * s)
        x = r.right + int(6 * s)
        step = min(d + int(3 * s), (rect.right - x - d) / max(1, len(prizes) - 1)) if len(prizes) > 1 else 0
        for i, value in enumerate(prizes):
            img = effect_icon("vp", value, "", d)
            surface.blit(img, (round(x + i * step), rect.centery - d // 2))

    def _draw_order(self, surface: pygame.Surface) -> None:
        """The turn order of this column in the choice row, when nothing is asked there. During the hot-seat pause
        the pass button stands at the row's end: only the chips that fit before it show, and no sentence (the
        prompt line says what to do then)."""
        s = self.scale
        st = self.state
        rect = self.choice_rect
        right = self.pass_button.rect.left - int(8 * s) if self.pass_button.visible else rect.right
        asked = self.asked
        if asked is not None and asked.kind == "assign":
            count = number_word(len(self.data.garden.rows))
            text = _(
                "Everyone puts their {count} special tasks on their rows; they turn face up when all are placed."
            ).format(count=count)
            px = theme.fit_text(text, int(14 * s), rect.w)
            if not self.pass_button.visible:
                theme.text(surface, text, (rect.x + int(4 * s), rect.centery), px, theme.PAPER_DARK, anchor="midleft")
            return
        r = theme.text(
            surface,
            _("Turn order:"),
            (rect.x + int(4 * s), rect.centery),
            int(14 * s),
            theme.PAPER_DARK,
            bold=True,
            anchor="midleft",
        )
        x = r.right + int(8 * s)
        f = theme.font(int(14 * s), True)
        for i, p in enumerate(st.order):
            name = self.session.names[p]
            chip = pygame.Rect(x, rect.y + int(6 * s), f.size(name)[0] + int(30 * s), rect.h - int(12 * s))
            if chip.right > right:
                break
            now = i == st.idx and (asked is None or asked.kind != "neutral")
            done = i < st.idx
            pygame.draw.rect(surface, theme.PAPER if now else (70, 84, 64), chip, border_radius=chip.h // 2)
            pygame.draw.circle(
                surface, seat_colour(self.session, p), (chip.x + chip.h // 2, chip.centery), chip.h // 2 - int(3 * s)
            )
            colour = theme.INK if now else (theme.PAPER_DARK if not done else (150, 160, 140))
            theme.text(surface, name, (chip.x + chip.h, chip.centery), int(14 * s), colour, bold=True, anchor="midleft")
            x = chip.right + int(6 * s)

    # -- the tracks
    def _tracks_surface(self) -> pygame.Surface:
        key = (self.tracks_area.size, self.scale, language())  # the tracks' names are drawn in it
        if self._tracks_img is not None and self._tracks_img[0] == key:
            return self._tracks_img[1]
        s = self.scale
        img = pygame.Surface(self.tracks_area.size, pygame.SRCALPHA)
        ox, oy = self.tracks_area.topleft
        for t, track in enumerate(self.data.tracks):
            strip = self.track_strip(t).move(-ox, -oy)
            colour = TRACK_COLOURS.get(track.id, theme.INK_SOFT)
            pygame.draw.rect(img, (160, 186, 116), strip, border_radius=int(10 * s))
            pygame.draw.rect(img, theme.darken(colour, 0.1), strip, max(1, int(2 * s)), border_radius=int(10 * s))
            last = len(track.spaces) - 1
            for i, space in enumerate(track.spaces):
                rect = self.track_space_rect(t, i).move(-ox, -oy)
                if i == 0:
                    pygame.draw.rect(img, colour, rect, border_radius=int(7 * s))
                    chip = int(rect.h * 0.5)
                    img.blit(glyph_chip(track.id, chip), (rect.x + int(3 * s), rect.bottom - chip - int(3 * s)))
                    name = _(track.name)
                    px = theme.fit_text(name, int(13 * s), rect.w - int(6 * s), bold=True)
                    theme.text(img, name, (rect.x + int(4 * s), rect.y + int(2 * s)), px, theme.WHITE, bold=True)
                    continue
                fill = (253, 240, 196) if i == last else (244, 234, 206)
                pygame.draw.rect(img, fill, rect, border_radius=int(6 * s))
                pygame.draw.rect(
                    img,
                    theme.GOLD if i == last else theme.INK_SOFT,
                    rect,
                    max(1, int(2 * s)) if i == last else 1,
                    border_radius=int(6 * s),
                )
                theme.text(
                    img,
                    str(i),
                    (rect.right - int(3 * s), rect.y + int(1 * s)),
                    int(10 * s),
                    theme.INK_SOFT,
                    anchor="topright",
                )
                icons = pygame.Rect(rect.x + 1, rect.y + int(rect.h * 0.42), rect.w - 2, int(rect.h * 0.56))
                draw_icons(img, action_parts(space.reward), icons, int(rect.h * 0.5))
            for cut in track.shortcuts:
                a = self.track_space_rect(t, track.index[cut.start]).move(-ox, -oy)
                b = self.track_space_rect(t, track.index[cut.end]).move(-ox, -oy)
                y = a.y + int(2 * s)
                pts = [
                    (a.centerx, y + int(10 * s)),
                    (a.centerx + int(6 * s), y),
                    (b.centerx - int(6 * s), y),
                    (b.centerx, y + int(10 * s)),
                ]
                pygame.draw.lines(img, theme.DANGER, False, pts, max(2, int(2 * s)))
                coin = effect_icon("pay", cut.cost, "", int(16 * s))
                img.blit(coin, coin.get_rect(center=((a.centerx + b.centerx) // 2, y)))
        self._tracks_img = (key, img)
        return img

    def _draw_tracks_state(self, surface: pygame.Surface) -> None:
        """On a track move of mine: every space the marker may stop on glows, with the coins that stop brings."""
        asked = self.asked
        if not self.my_turn or asked is None or asked.kind != "track":
            return
        s = self.scale
        t = next(i for i, tr in enumerate(self.data.tracks) if tr.id == asked.detail["track"])
        track = self.data.tracks[t]
        by_space: dict[str, list] = {}
        for move in self.legal():
            if isinstance(move, rules.TrackMove):
                by_space.setdefault(move.space, []).append(move)
        breath = self.breath(PULSE_PERIOD)
        for space_id, moves in by_space.items():
            rect = self.track_space_rect(t, track.index[space_id])
            glow_rect(surface, rect, s, pulse=breath)
            # The coins of each way to stop here (a shortcut may make two), stacked over the space's top half.
            y = rect.y + int(2 * s)
            for move in sorted(moves, key=lambda m: -m.coins)[:3]:
                text = signed(move.coins)
                px = theme.fit_text(text, int(12 * s), rect.w - int(6 * s), bold=True)
                img = theme.font(px, True).render(text, True, theme.WHITE)
                box = img.get_rect().inflate(int(6 * s), 0)
                box.midtop = (rect.centerx, y)
                colour = theme.DANGER if move.coins < 0 else theme.LEAF_DARK
                pygame.draw.rect(surface, colour, box, border_radius=box.h // 2)
                surface.blit(img, img.get_rect(center=box.center))
                y = box.bottom + 1

    # -- the hand, the deck, Play and Sell
    def _draw_hand_area(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        area = self.hand_area
        y = area.bottom - self.hand_card[1] - int(18 * s)  # the labels sit just over the cards
        viewer = self.viewer
        if viewer is not None and self.placing_tasks():
            name = self.session.names[viewer]
            text = _(
                "{name}'s special tasks: put one on each row of your garden (a four-plant task needs four beds)"
            ).format(name=name)
            px = theme.fit_text(text, int(14 * s), area.w, bold=True)
            if theme.font(px, True).size(text)[0] <= area.w:
                theme.text(surface, text, (area.x, y), px, theme.PAPER, bold=True)
            else:  # a long name or a wordier language: two lines, in the room the smaller task tiles leave
                theme.text(surface, text, (area.x, y), px, theme.PAPER, bold=True, width=area.w)
            return
        pay, value = self.data.card_words
        for zone, title, sub in (
            (self.play_zone, p_("card zone", "Play"), pay),
            (self.sell_zone, p_("card zone", "Sell"), value),
        ):
            slot_outline(surface, zone, s, (255, 255, 255, 110))
            theme.text(
                surface,
                title,
                (zone.centerx, zone.centery - int(8 * s)),
                int(16 * s),
                theme.PAPER,
                bold=True,
                anchor="center",
            )
            theme.text(
                surface, sub, (zone.centerx, zone.centery + int(10 * s)), int(12 * s), theme.PAPER_DARK, anchor="center"
            )
        deck = self.hidden()["deck_count"]
        if deck:
            back = card_back(self.deck_rect.size)
            for i in range(min(3, (deck + 5) // 6) - 1, -1, -1):
                surface.blit(back, self.deck_rect.move(-i * 2, -i * 2))
        else:
            slot_outline(surface, self.deck_rect, s)
        theme.text(
            surface,
            _("deck {n}").format(n=deck),
            (self.deck_rect.centerx, y + int(2 * s)),
            int(12 * s),
            theme.PAPER_DARK,
            anchor="midtop",
        )
        if viewer is None:
            who = st.current_player if st.current_player is not None else 0
            count = len(st.players[who]["hand"])
            text = _("{name}'s cards are hidden ({n})").format(name=self.session.names[who], n=count)
            theme.text(surface, text, (area.x, y), int(14 * s), theme.PAPER, bold=True)
            back = card_back(self.hand_card)
            for n in range(min(count, 6)):
                surface.blit(back, (area.x + n * int(22 * s), area.bottom - self.hand_card[1]))
            return
        name = self.session.names[viewer]
        count = len(st.players[viewer]["hand"])
        if count:
            text = _("{name}'s garden cards ({n})").format(name=name, n=count)
        else:
            text = _("{name} has no garden cards").format(name=name)
        theme.text(surface, text, (area.x, y), int(14 * s), theme.PAPER, bold=True)

    # -- over the pieces
    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Over the pieces: what the question lets the player touch, the cost of a drop by the pointer, the prompt,
        the backdrop of the choice buttons when they wrap over the hand, and the hover help."""
        s = self.scale
        asked = self.asked
        dragging = self.drag.active
        self._draw_tracks_state(surface)
        if self.my_turn and asked is not None and not dragging:
            self._draw_asks(surface, asked, self.breath(PULSE_PERIOD))
        if dragging and self.drag.drag is not None:
            self._draw_drag_cost(surface)
        self._draw_prompt(surface)
        wrapped = self.choice_panel_bottom > self.choice_rect.bottom + 2
        if not self.state.is_over and wrapped and any(b.visible for b in self.choice_buttons):
            panel = pygame.Rect(
                self.choice_rect.x - int(4 * s),
                self.choice_rect.y - int(4 * s),
                self.choice_rect.w + int(8 * s),
                self.choice_panel_bottom - self.choice_rect.y + int(8 * s),
            )
            theme.rounded_panel(surface, panel, (40, 52, 38), radius=int(8 * s), border=None)
        self._draw_tip(surface)

    def _draw_asks(self, surface: pygame.Surface, asked: Prompt, breath: float) -> None:
        """What the current question lets me touch glows softly."""
        s = self.scale
        st = self.state
        legal = self.legal()
        me = asked.player
        garden = self.gardens.get(me)
        for move in legal:
            if isinstance(move, (rules.Plant, rules.Water)) and garden is not None:
                glow_rect(surface, garden.bed_rect(move.row, move.col), s, pulse=breath)
            elif isinstance(move, rules.WalkGardener) and asked.kind == "move" and garden is not None:
                glow_rect(surface, garden.node_rect(self.node_corner[move.node]), s, pulse=breath)
            elif isinstance(move, rules.PlaceNeutral):
                glow_rect(surface, self.space_rect(st.column, move.space), s, pulse=breath)
            elif isinstance(move, rules.ChooseTrack):
                t = next(i for i, tr in enumerate(self.data.tracks) if tr.id == move.track)
                glow_rect(surface, self.track_strip(t), s, pulse=breath)
        keys: list[Hashable] = []
        if asked.kind == "prep":
            keys.append(K.flower_key(me))
            if any(isinstance(m, rules.WalkGardener) for m in legal):
                keys.append(K.gardener_key(me))
        elif asked.kind == "neutral":
            keys.append(K.NEUTRAL_FLOWER)
        elif asked.kind == "move":
            keys.append(K.gardener_key(me))
        elif asked.kind == "plant":
            keys.extend(k for k in self.sprites if piece_kind(k) == "supply")
        elif asked.kind == "assign":
            keys.extend(k for k in self.sprites if self.kind(k) == "task" and self.drag_targets(k))
        for key in keys:
            if key in self.sprites:
                glow_rect(surface, self.sprites[key].rect, s, pulse=breath, colour=theme.WHITE)

    def _draw_drag_cost(self, surface: pygame.Surface) -> None:
        """While the gardener or the Flower is carried: what dropping it here costs, by the pointer."""
        drag = self.drag.drag
        hot = self.drag.target_at(drag.pos) if drag is not None else None
        if (
            drag is None
            or hot is None
            or not drag.targets[hot].label
            or drag.targets[hot].label in (p_("card zone", "play"), p_("card zone", "sell"))
        ):
            return
        s = self.scale
        text = drag.targets[hot].label
        img = theme.font(int(15 * s), True).render(text, True, theme.WHITE)
        box = img.get_rect().inflate(int(12 * s), int(6 * s))
        box.bottomleft = (drag.pos[0] + int(14 * s), drag.pos[1] - int(10 * s))
        box.clamp_ip(surface.get_rect())
        colour = theme.LEAF_DARK if is_free(text) else theme.DANGER
        pygame.draw.rect(surface, colour, box, border_radius=box.h // 2)
        pygame.draw.rect(surface, theme.WHITE, box, 1, border_radius=box.h // 2)
        surface.blit(img, img.get_rect(center=box.center))

    def prompt_text(self) -> tuple[str, tuple[int, int, int]]:
        st = self.state
        names = self.session.names
        if st.is_over:
            return self.over_line(), theme.GLOW
        if self.handing_over:
            return self.seating.prompt, theme.GLOW
        asked = self.asked
        assert asked is not None  # the game is not over
        who = names[asked.player]
        if self.covered or (self.viewer is None and self.session.seats[asked.player].is_human):
            return _("Waiting for {name}.").format(name=who), theme.PAPER
        if not self.my_turn:
            question = asked.text.endswith("?")  # ("Pay 1 coin for: plant pink?"): no full stop after it
            if self.session.seats[asked.player].is_human or self.spectator:  # a watched game: nobody thinks now
                line = _("{name}'s turn: {asked}") if question else _("{name}'s turn: {asked}.")
                return line.format(name=who, asked=asked.text), theme.PAPER
            asking = asked.text[:1].lower() + asked.text[1:]
            line = _("{name} is thinking: {asked}") if question else _("{name} is thinking: {asked}...")
            return line.format(name=who, asked=asking), theme.PAPER
        how = self._prep_hint(asked) if asked.kind == "prep" else _(HOW[asked.kind])
        if asked.kind in ("pay", "order"):  # a question: the hint is a sentence of its own
            return _("{name}: {asked} {how}.").format(name=who, asked=asked.text, how=capital(how)), theme.GLOW
        return _("{name}: {asked}: {how}.").format(name=who, asked=asked.text, how=how), theme.GLOW

    def _prep_hint(self, asked: Prompt) -> str:
        st = self.state
        parts = []
        if not asked.detail["walked"]:
            parts.append(_("drag the gardener ({coins} a step)").format(coins=coins_word(self.data.walk_step_cost)))
        if not asked.detail["carded"] and st.players[asked.player]["hand"]:
            parts.append(_("drag a card onto Play or Sell"))
        if st.round == 3:
            parts.append(_("then click a track"))
        else:
            parts.append(_("then drag your Flower to a glowing space"))
        return ", ".join(parts)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        s = self.scale
        rect = self.prompt_rect
        text, colour = self.prompt_text()
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 28, 18, 180), layer.get_rect(), border_radius=int(8 * s))
        surface.blit(layer, rect)
        px = theme.fit_text(text, int(16 * s), rect.w - int(16 * s), bold=True)
        if px < int(13 * s):
            px = int(13 * s)
            img = theme.font(px, True).render(text, True, colour, wraplength=rect.w - int(16 * s))
            if img.get_height() > rect.h:
                px = int(12 * s)
            theme.text(
                surface,
                text,
                (rect.x + int(8 * s), rect.centery),
                px,
                colour,
                bold=True,
                anchor="midleft",
                width=rect.w - int(16 * s),
            )
            return
        theme.text(surface, text, (rect.x + int(8 * s), rect.centery), px, colour, bold=True, anchor="midleft")

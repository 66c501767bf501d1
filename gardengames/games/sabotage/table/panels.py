"""What the Garden Sabotage! table draws around and over the cards: the market's decks, piles and labels, each
gardener's board and header, the hand area with its discard zone, the turn counter, the glow of a question's
answers and the prompt line."""

from __future__ import annotations

import pygame

from gardengames.engine.text import join_words
from gardengames.games.sabotage import rules
from gardengames.i18n import N_, _, n_
from gardengames.ui import assets, theme
from gardengames.ui.cards import card_back, slot_outline
from gardengames.ui.drag import glow_rect

from .faces import Faces
from .layout import PLOT_X, SIGN, header_words

# TRANSLATORS: written on an empty discard pile of plants, bugs or objectives
DECK_WORDS = {"plant": N_("plants"), "bug": N_("bugs"), "objective": N_("objectives")}
MARKET_LABELS = (N_("Plants"), N_("Bugs"), N_("Objectives"), N_("Discard piles"), N_("Golden can"))


class Panels(Faces):
    """Everything drawn that is not a card."""

    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.scale
        title = _(self.session.info.title)
        theme.text(surface, title, (int(14 * s), int(10 * s)), int(26 * s), theme.PAPER, bold="title")
        self._draw_market(surface)
        for q in range(self.state.num_players):
            self._draw_garden(surface, q)
        self._draw_hand_area(surface)
        self._draw_counter(surface)
        self.log.draw(surface, self.log_rect, s)

    def _label(self, surface: pygame.Surface, text: str, x0: int, x1: int, y: int) -> None:
        px = theme.fit_text(text, int(15 * self.scale), x1 - x0, bold=True)
        theme.text(surface, text, ((x0 + x1) // 2, y), px, theme.PAPER, bold=True, anchor="midbottom")

    def _draw_market(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        y = self.deck_rects["plant"].y - int(2 * s)
        for text, (x0, x1) in zip(MARKET_LABELS, self.market_groups, strict=True):
            self._label(surface, _(text), x0, x1, y)
        for deck, rect in self.deck_rects.items():
            slot_outline(surface, rect, s)
            count = len(st.deck[deck])
            if count:
                back = card_back(rect.size)
                for i in range(min(3, (count + 9) // 10) - 1, -1, -1):
                    surface.blit(back, rect.move(-i * 2, -i * 2))
            self._badge(surface, str(count), rect.midbottom)
        for rects in self.row_rects.values():
            for rect in rects:
                slot_outline(surface, rect, s)
        for deck, rect in self.discard_rects.items():
            slot_outline(surface, rect, s)
            if not st.discard[deck]:
                word = _(DECK_WORDS[deck])
                px = theme.fit_text(word, int(13 * s), rect.w - 4)
                theme.text(surface, word, rect.center, px, (255, 255, 255, 150), anchor="center")
        can = self.can_rect
        slot_outline(surface, can, s)
        if st.golden_can is not None:
            taken = self.session.names[st.golden_can]
            above = (can.centerx, can.centery - int(4 * s))
            word = _("taken by")
            px = theme.fit_text(word, int(12 * s), can.w - 4)
            theme.text(surface, word, above, px, theme.PAPER_DARK, anchor="midbottom")
            px = theme.fit_text(taken, int(14 * s), can.w - 4, bold=True)
            theme.text(surface, taken, can.center, px, theme.GOLD, bold=True, anchor="midtop")

    def _badge(self, surface: pygame.Surface, text: str, pos: tuple[int, int], corner: bool = False) -> None:
        """A small count at the foot of a deck (``pos`` its midbottom), or on a pile's top right ``corner``."""
        s = self.scale
        img = theme.font(int(14 * s), True).render(text, True, theme.INK)
        rect = img.get_rect().inflate(int(10 * s), int(4 * s))
        if corner:
            rect.topright = (pos[0] + int(4 * s), pos[1] - int(4 * s))
        else:
            rect.center = (pos[0], pos[1] - int(11 * s))
        pygame.draw.rect(surface, theme.PAPER, rect, border_radius=rect.h // 2)
        pygame.draw.rect(surface, theme.INK_SOFT, rect, 1, border_radius=rect.h // 2)
        surface.blit(img, img.get_rect(center=rect.center))

    def _draw_garden(self, surface: pygame.Surface, q: int) -> None:
        s = self.scale
        st = self.state
        colour = theme.seat_colour(self.session.seats[q].colour)
        cell = self.cells[q]
        playing = not st.is_over and st.turn == q
        layer = pygame.Surface(cell.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 30, 20, 90 if not playing else 130), layer.get_rect(), border_radius=int(10 * s))
        surface.blit(layer, cell)
        if playing:
            pygame.draw.rect(surface, colour, cell, max(2, int(3 * s)), border_radius=int(10 * s))
        hdr = self.headers[q]
        cy = hdr.y + int(12 * s)
        pygame.draw.circle(surface, colour, (hdr.x + int(8 * s), cy), int(7 * s))
        pygame.draw.circle(surface, theme.PAPER, (hdr.x + int(8 * s), cy), int(7 * s), max(1, int(s)))
        self._draw_header(surface, q, cy)
        board = self.boards[q]
        surface.blit(assets.svg("sabotage/board.svg", board.size), board)
        for i, plot in enumerate(st.plots[q]):
            sx, sy, sw, sh = SIGN
            sign = self.board_rect(q, PLOT_X[i] + sx, sy, sw, sh)
            label = _("Plot {n}").format(n=i + 1)
            if plot["plants"]:
                label += f" · {len(plot['plants'])}/{rules.PLOT_SIZE}"
            px = theme.fit_text(label, max(9, int(sign.h * 0.55)), sign.w - 4, bold=True)
            theme.text(surface, label, sign.center, px, theme.INK, bold=True, anchor="center")
            bed = self.board_rect(q, PLOT_X[i], 56, 276, 232)
            if plot["bad"] is not None:
                pygame.draw.rect(surface, (210, 70, 60), bed, max(2, int(3 * s)), border_radius=int(8 * s))
            elif plot["pesticide"] is not None:
                pygame.draw.rect(surface, (120, 190, 230), bed, max(2, int(3 * s)), border_radius=int(8 * s))
        strip = self.done_areas[q]
        if not st.completed[q] and st.golden_can != q:
            text = _("Completed objectives")
            px = theme.fit_text(text, int(13 * s), strip.w - int(8 * s))
            theme.text(
                surface, text, (strip.x + int(4 * s), strip.y + int(4 * s)), px, (220, 220, 200), anchor="topleft"
            )

    def _header_parts(self, q: int, short: int = 0) -> tuple[str, ...]:
        """Name, points, objectives done, hand size: ``short`` 0 to 3 says how tersely."""
        st = self.state
        seat = self.session.seats[q]
        n_p, n_b, n_o = (len(st.hands[q][k]) for k in rules.KINDS)
        return header_words(seat.name, seat.is_human, st.totals()[q], len(st.completed[q]), (n_p, n_b, n_o), short)

    def _draw_header(self, surface: pygame.Surface, q: int, cy: int) -> None:
        """Name and points, then objectives done and hand size: on one line in the tersest wording needed, or
        on two lines where the cell has height to spare."""
        s = self.scale
        hdr = self.headers[q]
        parts = self._header_parts(q)
        if self.header_lines == 1:
            for short in range(4):
                parts = self._header_parts(q, short)
                if self.header_width(parts) <= hdr.w:
                    break
        name, score, done, hand = parts
        gap = int(10 * s)
        px = theme.fit_text(name, int(16 * s), hdr.w // 2, bold=True)
        r = theme.text(surface, name, (hdr.x + int(20 * s), cy), px, theme.PAPER, bold=True, anchor="midleft")
        r = theme.text(surface, score, (r.right + gap, cy), int(16 * s), theme.GLOW, bold=True, anchor="midleft")
        if self.header_lines == 1:
            r = theme.text(surface, done, (r.right + gap, cy), int(13 * s), theme.PAPER_DARK, anchor="midleft")
        else:
            cy += int(22 * s)
            r = theme.text(surface, done, (hdr.x + int(4 * s), cy), int(13 * s), theme.PAPER_DARK, anchor="midleft")
        px = theme.fit_text(hand, int(13 * s), hdr.right - r.right - gap)
        theme.text(surface, hand, (hdr.right, cy), px, theme.PAPER_DARK, anchor="midright")

    def _draw_hand_area(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        y = self.hand_rect.y + int(16 * s)
        zone = self.discard_zone
        slot_outline(surface, zone, s, (255, 255, 255, 90))
        for word, dy, px, colour, bold in (
            (_("Discard"), -8, 15, theme.PAPER, True),
            # TRANSLATORS: under "Discard" on the drop zone at the end of the hand
            (_("drop a card"), 10, 12, theme.PAPER_DARK, False),
        ):
            at = (zone.centerx, zone.centery + int(dy * s))
            size = theme.fit_text(word, int(px * s), zone.w - int(4 * s), bold=bold)
            theme.text(surface, word, at, size, colour, bold=bold, anchor="center")
        if self.viewer is None:
            who = st.current_player if st.current_player is not None else st.turn
            text = _("{name}'s hand is hidden").format(name=self.session.names[who])
            theme.text(surface, text, (self.hand_rect.x, y), int(15 * s), theme.PAPER, bold=True, anchor="bottomleft")
            back = card_back(self.hand_card)
            count = sum(len(v) for v in st.hands[who].values())
            for n in range(min(count, 8)):
                surface.blit(back, (self.hand_rect.x + n * int(24 * s), self.hand_rect.bottom - self.hand_card[1]))
            return
        hand = st.hands[self.viewer]
        if not any(hand.values()):
            text = _("{name}'s hand is empty").format(name=self.session.names[self.viewer])
            theme.text(surface, text, (self.hand_rect.x, y), int(15 * s), theme.PAPER, bold=True, anchor="bottomleft")
            return
        for text, x, px in self.hand_labels():
            theme.text(surface, text, (x, y), px, theme.PAPER, bold=True, anchor="bottomleft")

    def hand_labels(self) -> list[tuple[str, int, int]]:
        """(text, left edge, font size) over each group of the hand on screen. A label may run past its cards
        but stops short of the next group's label (or the discard zone); the first also names whose hand it
        is, in shorter words when its group is narrow (a single plant): "Ann's hand: plants", "Ann's plants",
        then just "Plants"."""
        if self.viewer is None:
            return []
        s = self.scale
        hand = self.state.hands[self.viewer]
        self.hand_places(hand)
        held = _("Objectives ({n} of {most})").format(n=len(hand["objective"]), most=rules.MAX_OBJECTIVES_IN_HAND)
        names = {"plant": _("Plants"), "bug": _("Bugs"), "objective": held}
        who = self.session.names[self.viewer]
        readable = max(10, round(12 * s))  # the smallest size a label shrinks to before it takes shorter words
        groups = self.hand_groups
        out = []
        for n, (kind, x0, _x1) in enumerate(groups):
            end = groups[n + 1][1] if n + 1 < len(groups) else self.discard_zone.x
            room = max(int(30 * s), end - x0 - int(10 * s))
            word = names[kind]
            options = [word]
            if n == 0:
                # TRANSLATORS: {cards} is "plants", "bugs" or "objectives (1 of 2)"
                mine = [_("{name}'s hand: {cards}"), _("{name}'s {cards}")]
                options = [t.format(name=who, cards=word.lower()) for t in mine] + options
            sized = [(t, theme.fit_text(t, int(15 * s), room, bold=True)) for t in options]
            fits = [(t, px) for t, px in sized if px >= readable and theme.font(px, True).size(t)[0] <= room]
            text, px = fits[0] if fits else sized[-1]
            out.append((text, x0, px))
        return out

    def _draw_counter(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        rect = self.counter_rect
        theme.rounded_panel(surface, rect, theme.PAPER, radius=int(10 * s))
        pad = int(12 * s)
        names = self.session.names
        if st.is_over:
            winners = st.winners()
            who = join_words([names[w] for w in winners])
            title = n_("{winners} wins!", "{winners} win!", len(winners)).format(winners=who)
            theme.text(surface, _("Game over"), (rect.x + pad, rect.y + pad), int(18 * s), theme.INK_SOFT, bold=True)
            px = theme.fit_text(title, int(24 * s), rect.w - 2 * pad, bold=True)
            theme.text(surface, title, (rect.x + pad, rect.y + pad + int(28 * s)), px, theme.LEAF_DARK, bold=True)
            return
        colour = theme.darken(theme.seat_colour(self.session.seats[st.turn].colour), 0.2)
        title = _("{name}'s turn").format(name=names[st.turn])
        px = theme.fit_text(title, int(19 * s), rect.w - 2 * pad, bold=True)
        theme.text(surface, title, (rect.x + pad, rect.y + pad), px, colour, bold=True)
        y = rect.y + pad + int(30 * s)
        r = int(9 * s)
        for i in range(rules.ACTIONS_PER_TURN):
            c = (rect.x + pad + r + i * (2 * r + int(6 * s)), y + r)
            if i < st.actions_left:
                pygame.draw.circle(surface, theme.LEAF, c, r)
            pygame.draw.circle(surface, theme.INK_SOFT, c, r, max(1, int(2 * s)))
        at = (rect.x + pad + 3 * (2 * r + int(6 * s)) + int(4 * s), y + r)
        words = st.actions_text()
        px = theme.fit_text(words, int(17 * s), rect.right - pad - at[0], bold=True)
        theme.text(surface, words, at, px, theme.INK, bold=True, anchor="midleft")
        if st.final_round:
            if st.trigger is not None:
                line = _("Final round ({name} has the can)").format(name=names[st.trigger])
            else:
                line = _("Final round")
            px = theme.fit_text(line, int(15 * s), rect.w - 2 * pad, bold=True)
            theme.text(
                surface, line, (rect.x + pad, rect.bottom - pad), px, theme.ACCENT, bold=True, anchor="bottomleft"
            )
        else:
            line = _("First to {n} objectives takes the golden can").format(n=rules.OBJECTIVES_TO_FINISH)
            px = theme.fit_text(line, int(14 * s), rect.w - 2 * pad)
            theme.text(surface, line, (rect.x + pad, rect.bottom - pad), px, theme.INK_SOFT, anchor="bottomleft")

    def draw_overlay(self, surface: pygame.Surface) -> None:
        st = self.state
        if not st.is_over and not self.drag.active and (self.asking() or self.completions()):
            self._draw_answers(surface)
        for deck, rect in self.discard_rects.items():  # over the pile's top card
            if st.discard[deck]:
                self._badge(surface, str(len(st.discard[deck])), rect.topright, corner=True)
        self._draw_prompt(surface)

    def asking(self) -> bool:
        """Whether the rules ask a question (which plant a bad bug eats, which objective completes first) rather
        than waiting for the turn's actions: the prompt's kind, never the rules' own ``question``."""
        asked = self.state.prompt
        return asked is not None and asked.kind != "play"

    def completions(self) -> list[rules.CompleteObjective]:
        """The objectives the player at the screen may complete now, during the turn's actions (a free move,
        GS-O1); empty for anyone else, since which objective is met would give a hidden hand away."""
        if not self.my_turn or self.viewer != self.state.turn or self.asking():
            return []
        return [m for m in self.selection.index.legal if isinstance(m, rules.CompleteObjective)]

    def _draw_answers(self, surface: pygame.Surface) -> None:
        """A question's answers glow: the plants a bad bug may eat; the objectives that may complete (first)
        and their plots (once an objective is lifted, the base glows it and its plots)."""
        s, st, breath = self.scale, self.state, self.breath()
        lifted = self.selection.lifted
        asking = self.asking()
        answers: list = self.selection.index.legal if asking else []
        if not asking and lifted is None:  # during the actions: what may complete now, until one is picked
            answers = self.completions()
        for move in answers:
            if isinstance(move, rules.EatPlant) and move.card in self.sprites:
                glow_rect(surface, self.sprites[move.card].rect, s, pulse=breath)
            elif isinstance(move, rules.CompleteObjective) and move.objective != lifted:
                if lifted is None:
                    glow_rect(surface, self.plot_rect(st.turn, move.plot), s, pulse=breath)
                if move.objective in self.sprites and self.viewer == st.turn:
                    glow_rect(surface, self.sprites[move.objective].rect, s, pulse=breath)

    def prompt_text(self) -> tuple[str, tuple[int, int, int]]:
        """What the player at the screen should do now (or what everyone is waiting for)."""
        st = self.state
        names = self.session.names
        if st.is_over:
            return self.over_line(), theme.GLOW
        if self.handing_over:
            return self.seating.prompt, theme.GLOW
        chooser = st.current_player if st.current_player is not None else st.turn
        prompt = st.prompt_for(names)
        if prompt is not None and prompt.kind != "play":
            text = prompt.text
            if chooser != st.turn:
                text = _("Start of {name}'s turn. {prompt}").format(name=names[st.turn], prompt=text)
            if self.my_turn:
                if prompt.kind == "eat":
                    text = _("{prompt} (click a glowing plant)").format(prompt=text)
                elif self.selection.lifted is not None:
                    text = _("{prompt} (now click a glowing plot)").format(prompt=text)
                else:
                    text = _("{prompt} (click a glowing objective)").format(prompt=text)
            elif not self.session.seats[chooser].is_human:
                text += " ..."
            return text, theme.GLOW
        name = names[chooser]
        if self.covered or (self.viewer is None and self.session.seats[chooser].is_human):
            return _("Waiting for {name}.").format(name=name), theme.PAPER
        if not self.session.seats[chooser].is_human or self.spectator:
            return _("{name} is playing ({actions}).").format(name=name, actions=st.actions_text()), theme.PAPER
        if not self.my_turn:
            return _("{name}'s turn.").format(name=name), theme.PAPER
        lifted = self.selection.lifted
        ready = self.completions()
        if lifted is not None and any(m.objective == lifted for m in ready):
            return _("Click a glowing plot to complete the objective there (it costs no action)."), theme.GLOW
        if lifted is not None and self.selection.index.targets(lifted):
            return _("Click a glowing place for the chosen card (click it again to put it back)."), theme.GLOW
        if lifted is not None:
            return _("Press Enter to draw the chosen card, Tab for the next one, Esc to put it back."), theme.GLOW
        if ready:
            met = sorted({_(self.cat.objective[m.objective].name) for m in ready})
            text = n_(
                "{name}, {actions}. {objectives} is met: drag it onto its plot to complete it (free), or keep "
                "playing: what is still met completes as your turn ends.",
                "{name}, {actions}. {objectives} are met: drag one onto its plot to complete it (free), or keep "
                "playing: what is still met completes as your turn ends.",
                len(met),
            )
            return text.format(name=name, actions=st.actions_text(), objectives=join_words(met)), theme.GLOW
        text = _(
            "{name}, {actions}: drag a hand card onto a glowing plot or a discard pile, or click a face-up card or "
            "a deck to draw."
        )
        return text.format(name=name, actions=st.actions_text()), theme.GLOW

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        s = self.scale
        rect = self.prompt_rect
        if self.result_button.visible:
            return
        text, colour = self.prompt_text()
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 28, 18, 170), layer.get_rect(), border_radius=int(8 * s))
        surface.blit(layer, rect)
        x = rect.x + int(10 * s)
        end = self.pass_button.rect.left if self.pass_button.visible else rect.right  # the pass button is on the line
        room = end - x - int(10 * s)
        px = theme.fit_text(text, int(17 * s), room, bold=True)
        if theme.font(px, True).size(text)[0] <= room:
            theme.text(surface, text, (x, rect.centery), px, colour, bold=True, anchor="midleft")
            return
        # Too long for one line even at the smallest size (long names, or a wordy language): two lines.
        lines = two_lines(text)
        px = min(theme.fit_text(line, int(17 * s), room, bold=True) for line in lines)
        px = min(px, max(theme.MIN_TEXT_PX, rect.h // 2 - 1))
        for line, anchor in zip(lines, ("bottomleft", "topleft"), strict=True):
            theme.text(surface, line, (x, rect.centery), px, colour, bold=True, anchor=anchor)


def two_lines(text: str) -> tuple[str, str]:
    """``text`` cut at the space nearest its middle (the halves as even as the words allow)."""
    middle = len(text) // 2
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not spaces:
        return text, ""
    cut = min(spaces, key=lambda i: abs(i - middle))
    return text[:cut], text[cut + 1 :]

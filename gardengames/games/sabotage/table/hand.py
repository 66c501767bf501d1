"""The hand of the player at the screen along the bottom of the Garden Sabotage! table, with the discard zone at
its end, and the prompt line just above it (See result stands on it once the game is over).

The discard zone is the one place key the table invents: a second way onto a discard pile. A face-up card, which
a click draws, may also be dragged onto the hand.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.games.sabotage import rules
from gardengames.i18n import N_, _
from gardengames.ui import theme
from gardengames.ui.cards import card_back, slot_outline
from gardengames.ui.drag import Target
from gardengames.ui.parts import Part
from gardengames.ui.sprites import Place

from .market import CARD_RATIO

if TYPE_CHECKING:
    from . import TableScene

DISCARD_ZONE = "discard-zone"  # the drop zone at the end of the hand: a second way onto a discard pile


class Hand(Part):
    """The hand, its labels and the discard zone; the prompt line above them."""

    table: TableScene

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.where: dict[Hashable, tuple[Any, ...]] = {}  # card -> ("hand", kind)
        self.groups: list[tuple[str, int, int]] = []  # (kind, left, right) of each group of the hand on screen
        self.plant_order = {p.id: i for i, p in enumerate(table.state.data.plants)}  # plants grouped in this order

    def layout(self, size: tuple[int, int]) -> None:
        """The hand along the bottom of the play area, with the discard drop zone at its right end; the prompt
        line above it, See result in its middle."""
        table = self.table
        s = table.scale
        main = table.panel.main
        ch = int(128 * s)
        cw = int(ch / CARD_RATIO)
        label = int(18 * s)
        self.rect = pygame.Rect(main.x, main.bottom - ch - label, main.w, ch + label)
        self.card = (cw, ch)
        self.discard_zone = pygame.Rect(main.right - cw, main.bottom - ch, cw, ch)
        prompt = pygame.Rect(main.x, self.rect.y - int(34 * s), main.w, int(28 * s))
        table.prompt_line.rect = prompt
        table.result_button.rect = pygame.Rect(0, 0, int(190 * s), int(44 * s))
        table.result_button.rect.center = (main.centerx, prompt.centery)

    def places(self, hand: dict[str, list[str]]) -> dict[str, tuple[pygame.Rect, str]]:
        """Plants (grouped by kind), bugs, objectives left to right; cards overlap when there are many."""
        table = self.table
        s = table.scale
        cat = table.state.cat
        cw, ch = self.card
        groups = [
            ("plant", sorted(hand["plant"], key=lambda c: (self.plant_order[cat.plant_of[c]], c))),
            ("bug", sorted(hand["bug"], key=lambda c: (rules.BUG_KINDS.index(cat.bug_kind[c]), c))),
            ("objective", list(hand["objective"])),
        ]
        groups = [(k, cards) for k, cards in groups if cards]
        g_in, g_out = int(6 * s), int(20 * s)
        room = self.discard_zone.x - int(24 * s) - self.rect.x
        total = sum(len(cards) for _, cards in groups)
        self.groups = []
        if not total:
            return {}
        # Objectives (two at most) never overlap: they are read most. Plants and bugs squeeze together if needed.
        full = cw + g_in
        fixed = len(groups) * cw + (len(groups) - 1) * g_out + max(0, len(hand["objective"]) - 1) * full
        steps = total - len(groups) - max(0, len(hand["objective"]) - 1)
        step = full if steps <= 0 else min(full, (room - fixed) / steps)
        out: dict[str, tuple[pygame.Rect, str]] = {}
        x = float(self.rect.x)
        y = self.rect.bottom - ch
        for kind, cards in groups:
            start = x
            gap = full if kind == "objective" else step
            for card in cards:
                out[card] = (pygame.Rect(round(x), y, cw, ch), kind)
                x += gap
            x += cw - gap + g_out
            self.groups.append((kind, round(start), round(x - g_out)))
        return out

    def card_places(self) -> dict[Hashable, Place]:
        table = self.table
        places: dict[Hashable, Place] = {}
        self.where = {}
        if table.viewer is not None:
            for card, (rect, kind) in self.places(table.state.hands[table.viewer]).items():
                places[card] = Place(rect, 0, 70 + rect.x / 10000, "hand")
                self.where[card] = ("hand", kind)
        return places

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """The viewer's hand (a face-up card dropped on it is drawn)."""
        viewer = self.table.viewer
        return {rules.hand_key(viewer): self.rect} if viewer is not None else {}

    def more_targets(self, key: Hashable, targets: dict[Hashable, Target]) -> None:
        """Two more targets for the mouse: a discard also drops on the zone at the end of the hand, and a face-up
        card, which a click draws, may be dragged onto the hand as well. A face-up card lifted with Tab is drawn
        with Enter, so it has no target then."""
        table = self.table
        discard = next((t for k, t in targets.items() if str(k).startswith("discard:")), None)
        if discard is not None:
            targets[DISCARD_ZONE] = Target(self.discard_zone, discard.move, N_("discard"))
        draws = [m for m in table.selection.index.direct(key) if isinstance(m, (rules.DrawPlant, rules.DrawBug))]
        if draws and key in table.sprites and key != table.selection.lifted and table.viewer is not None:
            targets[rules.hand_key(table.viewer)] = Target(self.rect, draws[0], N_("take it"))

    def update(self, dt: float) -> None:
        """See result takes the prompt line's place once the game is over (the turn panel names the winners)."""
        self.table.prompt_line.hidden = self.table.result_button.visible

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        s = table.scale
        st = table.state
        y = self.rect.y + int(16 * s)
        zone = self.discard_zone
        slot_outline(surface, zone, s, (255, 255, 255, 90))
        for word, dy, px, colour, bold in (
            (_("Discard"), -8, 15, theme.PAPER, True),
            # TRANSLATORS: under "Discard" on the drop zone at the end of the hand
            (_("drop a card"), 10, 12, theme.PAPER, False),
        ):
            at = (zone.centerx, zone.centery + int(dy * s))
            size = theme.fit_text(word, int(px * s), zone.w - int(4 * s), bold=bold)
            theme.text(surface, word, at, size, colour, bold=bold, anchor="center")
        if table.viewer is None:
            who = st.current_player if st.current_player is not None else st.turn
            text = _("{name}'s hand is hidden").format(name=table.session.names[who])
            theme.text(surface, text, (self.rect.x, y), int(15 * s), theme.PAPER, bold=True, anchor="bottomleft")
            back = card_back(self.card)
            count = sum(len(v) for v in st.hands[who].values())
            for n in range(min(count, 8)):
                surface.blit(back, (self.rect.x + n * int(24 * s), self.rect.bottom - self.card[1]))
            return
        hand = st.hands[table.viewer]
        if not any(hand.values()):
            text = _("{name}'s hand is empty").format(name=table.session.names[table.viewer])
            theme.text(surface, text, (self.rect.x, y), int(15 * s), theme.PAPER, bold=True, anchor="bottomleft")
            return

    def overlay(self, surface: pygame.Surface) -> None:
        """The hand's labels, over the cards: a lifted card rises into the space above the hand and used to hide
        "Objectives (1 of 2)" (issue 33)."""
        table = self.table
        if table.viewer is None or not any(table.state.hands[table.viewer].values()):
            return
        y = self.rect.y + int(16 * table.scale)
        for text, x, px in self.labels():
            theme.text(surface, text, (x, y), px, theme.PAPER, bold=True, anchor="bottomleft")

    def labels(self) -> list[tuple[str, int, int]]:
        """(text, left edge, font size) over each group of the hand on screen. A label may run past its cards
        but stops short of the next group's label (or the discard zone); the first also names whose hand it
        is, in shorter words when its group is narrow (a single plant): "Ann's hand: plants", "Ann's plants",
        then just "Plants"."""
        table = self.table
        if table.viewer is None:
            return []
        s = table.scale
        hand = table.state.hands[table.viewer]
        self.places(hand)
        held = _("Objectives ({n} of {most})").format(n=len(hand["objective"]), most=rules.MAX_OBJECTIVES_IN_HAND)
        names = {"plant": _("Plants"), "bug": _("Bugs"), "objective": held}
        who = table.session.names[table.viewer]
        readable = max(10, round(12 * s))  # the smallest size a label shrinks to before it takes shorter words
        groups = self.groups
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

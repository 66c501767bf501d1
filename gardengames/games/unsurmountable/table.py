"""The Unsurmountable table: the mountain on the left, deck, helicopter and piles, the Base Camp row,
the ability zone and the log on the right.

Drag the First card onto a glowing mountain place; drag (or click) any other Base Camp card onto the
ability zone; then answer the ability's questions by clicking the glowing cards or places. Every
legality question goes to the rules (``legal_moves()``, read through each move's ``source_key`` and
``target_key``, and ``why_not``); this module only draws and asks. Sprites are keyed by card keys, and
``key_rect`` finds the places moves name (``"slot:<row>:<col>"``, ``"ability"``, the piles).
"""

from __future__ import annotations

import math
import re
import threading
from collections.abc import Hashable
from typing import TYPE_CHECKING
from xml.etree import ElementTree

import pygame

from gardengames import resources
from gardengames.engine.state import Event, Move, Prompt
from gardengames.games.unsurmountable import geometry, rules
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.cards import card_back, card_base, slot_outline, text_band
from gardengames.ui.drag import Target, glow_rect
from gardengames.ui.table import BaseTable, Place
from gardengames.ui.widgets import Button

if TYPE_CHECKING:
    from gardengames.ui.shell import App

CARD_RATIO = 1.4  # height / width, as the art (250 x 350)
PATH_GLOW_SECONDS = 1.8
HELI = rules.HELICOPTER
#: What a drop onto a lit target does, as the drag shows it.
TARGET_LABELS: dict[type[Move], str] = {
    rules.Build: "build",
    rules.UseAbility: "use ability",
    rules.Helicopter: "call the helicopter",
}
STEP_WORDS = {
    "camp": "a glowing Base Camp card",
    "mountain": "a glowing mountain card",
    "slot": "a glowing place on the mountain",
    "deck": "one of the revealed deck cards",
    "discard": "one of the discarded cards",
}


class TableScene(BaseTable):
    hint_available = True

    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        self.data: rules.GameData = session.state.data  # type: ignore[attr-defined]
        super().__init__(app, session, spectator)
        self.hint_button = self.widgets.add(
            Button("Hint", self.hint, tooltip="Show the next move of a winning line (H)")
        )
        self.hint_move: Move | None = None
        self._hint_thread: threading.Thread | None = None
        self._hint_answer: list[Move | None] = []  # the solver's hint; None: no win from here
        self.win_time = 1e9 if session.state.is_over else 0.0  # a finished game shows its whole path at once
        self.hover_ability: str | None = None
        info = session.info.options[0]
        self.level_name = info.label_of(session.options.get("level", 1))

    @property
    def state(self) -> rules.State:
        return self.session.state  # type: ignore[return-value]

    @property
    def question(self) -> Prompt | None:
        """The question an ability (or the helicopter) is asking now; None between turns and once over."""
        prompt = self.state.prompt
        return prompt if prompt is not None and prompt.kind != rules.PLAY else None

    # ---- layout -----------------------------------------------------------------------------------------------
    def layout_table(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        top = int(56 * s)
        margin = int(16 * s)
        # Mountain: four rows of cards, five columns of room (a growing bottom row shifts the view).
        mh = h - top - int(84 * s)
        self.m_card_h = min(mh // 4, int((w * 0.42) / 5 * CARD_RATIO))
        self.m_card_w = int(self.m_card_h / CARD_RATIO)
        self.mountain_area = pygame.Rect(margin, top, self.m_card_w * 5 + int(20 * s), self.m_card_h * 4)
        self.prompt_rect = pygame.Rect(
            margin,
            self.mountain_area.bottom + int(12 * s),
            self.mountain_area.w,
            h - self.mountain_area.bottom - int(24 * s),
        )
        # Right panel.
        px = self.mountain_area.right + int(24 * s)
        pw = w - px - margin
        self.panel = pygame.Rect(px, top, pw, h - top - margin)
        pile_w = int(min(86 * s, pw / 6.5))
        pile = (pile_w, int(pile_w * CARD_RATIO))
        labels_h = int(22 * s)
        y = top + labels_h
        gap = int(18 * s)
        self.deck_rect = pygame.Rect(px, y, *pile)
        self.heli_rect = pygame.Rect(self.deck_rect.right + gap, y, *pile)
        self.discard_rect = pygame.Rect(px + pw - 2 * pile[0] - gap, y, *pile)
        self.removed_rect = pygame.Rect(px + pw - pile[0], y, *pile)
        # Base Camp row.
        cy = self.deck_rect.bottom + int(18 * s) + labels_h
        max_cards = rules.MAX_CAMP + 1
        cw = min(int(128 * s), (pw - (max_cards - 1) * int(8 * s)) // max_cards)
        cw = max(cw, min(int(128 * s), (pw - 5 * int(10 * s)) // 6))
        self.camp_card = (cw, int(cw * CARD_RATIO))
        self.camp_top = cy
        # Ability zone (and the strip where revealed deck cards or the discard pile are spread out).
        zy = cy + self.camp_card[1] + int(26 * s)
        self.zone_rect = pygame.Rect(px, zy, pw, int(max(self.camp_card[1] * 0.62, 70 * s)))
        ly = self.zone_rect.bottom + int(12 * s)
        self._log_rect = pygame.Rect(px, ly, pw, h - ly - margin)
        # Buttons across the top.
        self.layout_top_bar(w - margin, extra=(self.hint_button,))
        self.result_button.rect = pygame.Rect(0, 0, int(180 * s), int(48 * s))
        self.result_button.rect.center = self.zone_rect.center

    def _columns_shown(self) -> tuple[float, float]:
        """The bottom-row column range the view is centred on: the cards plus where the next may go."""
        occ = list(self.state.mountain)
        slots = occ + ([] if self.state.is_over else self.state.legal_slots())
        if not slots:
            return 0.0, 1.0
        lo = min(geometry.slot_origin(sl)[0] for sl in slots)
        hi = max(geometry.slot_origin(sl)[0] + 1 for sl in slots)
        return lo, hi

    def slot_rect(self, slot: geometry.Slot) -> pygame.Rect:
        lo, hi = self._columns_shown()
        x0, y0 = geometry.slot_origin(slot)
        area = self.mountain_area
        left = area.centerx - (hi - lo) * self.m_card_w / 2
        x = left + (x0 - lo) * self.m_card_w
        y = area.bottom + (y0 - 1) * self.m_card_h
        return pygame.Rect(round(x), round(y), self.m_card_w, self.m_card_h)

    def camp_rect(self, index: int, count: int) -> pygame.Rect:
        cw, ch = self.camp_card
        pw = self.panel.w
        gap = min(int(10 * self.scale), (pw - count * cw) // max(1, count - 1)) if count > 1 else 0
        step = cw + gap if count * cw + (count - 1) * gap <= pw else (pw - cw) / max(1, count - 1)
        return pygame.Rect(round(self.panel.x + index * step), self.camp_top, cw, ch)

    def strip_rects(self, cards: list[str]) -> dict[str, pygame.Rect]:
        """Revealed deck cards or the discard pile spread out over the ability zone while choosing."""
        if not cards:
            return {}
        zone = self.zone_rect
        ch = zone.h - int(12 * self.scale)
        cw = int(ch / CARD_RATIO)
        step = min(cw + int(8 * self.scale), (zone.w - cw - int(16 * self.scale)) / max(1, len(cards) - 1))
        return {
            card: pygame.Rect(round(zone.x + int(8 * self.scale) + i * step), zone.y + int(6 * self.scale), cw, ch)
            for i, card in enumerate(cards)
        }

    def strip_cards(self) -> list[str]:
        """The cards a deck or discard question may choose from (the legal answers), else none."""
        question = self.question
        if question is None or question.detail["step"] not in ("deck", "discard"):
            return []
        return [str(m.source_key) for m in self.state.legal_moves()]

    # ---- where every card is --------------------------------------------------------------------------------
    def card_places(self) -> dict[Hashable, Place]:
        st = self.state
        places: dict[Hashable, Place] = {}
        for slot, card in st.mountain.items():
            places[card] = Place(self.slot_rect(slot), 0, 10 + slot[0], "bare")
        for i, card in enumerate(st.camp):
            places[card] = Place(self.camp_rect(i, len(st.camp)), 0, 20 + i)
        strip = self.strip_rects(self.strip_cards())
        for i, (card, rect) in enumerate(strip.items()):
            places[card] = Place(rect, 0, 40 + i)
        for pile, rect in ((st.discard, self.discard_rect), (st.removed, self.removed_rect)):
            shown = [c for c in pile if c not in strip]
            for i, card in enumerate(shown[-2:]):
                places[card] = Place(rect, 0, 5 + i)
        if st.helicopter:
            places[HELI] = Place(self.heli_rect, 0, 5)
        return places

    def appear_from(self, key: Hashable) -> pygame.Rect | None:
        """New cards slide out of the deck."""
        return self.deck_rect

    def key_rect(self, key: Hashable) -> pygame.Rect | None:
        """A card's sprite, or a place that moves name: a mountain slot, the ability zone, a pile."""
        slot = rules.slot_of_key(key)
        if slot is not None:
            return self.slot_rect(slot)
        places = {
            rules.ABILITY: self.zone_rect,
            rules.DECK: self.deck_rect,
            rules.DISCARD: self.discard_rect,
            rules.REMOVED: self.removed_rect,
        }
        if key == rules.CAMP:
            count = max(1, len(self.state.camp))
            return self.camp_rect(0, count).union(self.camp_rect(count - 1, count))
        if isinstance(key, str) and key in places:
            return pygame.Rect(places[key])
        return super().key_rect(key)

    def _shown_rect(self, key: Hashable) -> pygame.Rect | None:
        """Where ``key`` is drawn this frame: a card's sprite as it glides, else its place."""
        sprite = self.sprites.get(key)
        return sprite.rect if sprite is not None else self.key_rect(key)

    # ---- faces ---------------------------------------------------------------------------------------------
    def render_card(self, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface:
        if key == HELI:
            card = card_base(size, "unsurmountable/helicopter.svg", border=theme.DANGER)
            text_band(card, 0.76, self.data.helicopter.name, self.data.helicopter.text if size[0] >= 110 else "")
            return card
        definition = self.data.by_id[str(key)]
        card = card_base(size, f"unsurmountable/{key}.svg")
        if style != "bare":  # on the mountain the whole trail shows, so paths visibly meet across cards
            text_band(card, 0.78, definition.name, definition.ability.text if size[0] >= 110 else "")
        return card

    def card_info(self, key: Hashable) -> tuple[str, str] | None:
        if key == HELI:
            return self.data.helicopter.name, self.data.helicopter.text
        card = self.data.by_id.get(str(key))
        if card is None:
            return None
        features = ", ".join(card.features) or "no features"
        climbers = card.climbers
        return card.name, (f"Ability: {card.ability.text}\n\nFeatures: {features}. Climbers: {climbers}.")

    # ---- input ---------------------------------------------------------------------------------------------
    def _moves_for(self, key: Hashable) -> list[Move]:
        """The legal moves a click on card ``key`` makes: an answer, or its drop onto the ability zone."""
        return [m for m in self.state.legal_moves() if m.source_key == key and m.target_key in (None, rules.ABILITY)]

    def drag_targets(self, key: Hashable) -> dict[Hashable, Target] | None:
        """Where card ``key`` may be dropped: the targets of the legal moves that pick it up."""
        targets: dict[Hashable, Target] = {}
        for move in self.state.legal_moves():
            if move.source_key == key and move.target_key is not None:
                rect = self.key_rect(move.target_key)
                if rect is not None:
                    targets[move.target_key] = Target(rect, move, TARGET_LABELS.get(type(move), ""))
        return targets or None

    def click(self, pos: tuple[int, int], key: Hashable | None) -> bool:
        st = self.state
        if key is not None:
            moves = self._moves_for(key)
            if len(moves) == 1:
                self.play(moves[0])
                return True
        for move in st.legal_moves():  # a place clicked on its own (a mountain slot an ability asks for)
            if move.target_key is None and move.source_key not in self.sprites:
                rect = self.key_rect(move.source_key)
                if rect is not None and rect.collidepoint(pos):
                    self.play(move)
                    return True
        reason = st.why_not(key) if key is not None else ""
        if reason:
            self.flash(reason)
        return bool(reason)

    def hint(self) -> None:
        if self.state.is_over or self._hint_thread is not None:
            return
        snapshot = self.state.clone()
        self.flash("Thinking about a hint...")

        def think() -> None:
            from gardengames.games.unsurmountable import solver

            self._hint_answer.append(solver.hint(snapshot))

        self._hint_thread = threading.Thread(target=think, daemon=True)
        self._hint_thread.start()

    def play(self, move: Move) -> list[Event]:
        self.hint_move = None
        return super().play(move)

    def finish(self) -> None:
        from gardengames.ui.score import ScoreScene

        st = self.state
        used = sum(isinstance(m, rules.UseAbility) for m in self.session.moves)
        lines = [
            f"{len(st.mountain)} of {rules.MOUNTAIN_SIZE} mountain places filled; {used} abilities used; "
            f"{len(st.deck)} cards left in the deck, {len(st.camp)} in the Base Camp; "
            f"helicopter {'still waiting' if st.helicopter else 'used'}."
        ]
        self.app.stack.replace(ScoreScene(self.app, self.session, lines))

    def undo(self) -> None:
        super().undo()
        self.hint_move = None

    def on_events(self, events: list[Event]) -> None:
        audio = self.app.audio
        for event in events:
            if isinstance(event, rules.GameWon):
                audio.play("win")
                self.win_time = 0.0
            elif isinstance(event, rules.GameLost):
                audio.play("lose")
            elif isinstance(event, (rules.CardDrawn, rules.DeckRevealed)):
                audio.play("draw")
            elif isinstance(event, (rules.CardRemoved, rules.CardDiscarded)):
                audio.play("flyback" if isinstance(event, rules.CardRemoved) else "place")
            elif isinstance(event, rules.AbilityIgnored):
                self.flash("That ability could not be carried out in full, so it was ignored.")

    # ---- per-frame ---------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self._hint_thread is not None and not self._hint_thread.is_alive():
            self._hint_thread = None
            answer = self._hint_answer.pop() if self._hint_answer else None
            if answer is None:
                self.flash("This deal can no longer be won from here. Undo can take you back.")
            else:
                self.hint_move = answer
                self.flash(f"Hint: {answer.describe(self.session.names)}")
        if self.state.won:
            self.win_time += dt
        self.hint_button.enabled = not self.state.is_over and not self.spectator
        hovered = self.hover_key if self.hover_key in self.state.camp or self.hover_key == HELI else None
        self.hover_ability = str(hovered) if hovered is not None else None

    # ---- drawing -----------------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        title = f"Unsurmountable - level {self.level_name}"
        theme.text(surface, title, (int(16 * s), int(14 * s)), int(24 * s), theme.PAPER, bold="title")
        # The mountain's outline: where the finished triangle will stand, once its position is settled.
        frames = geometry.frames(st.mountain) if st.mountain else []
        if len(frames) == 1:
            for slot in geometry.frame(frames[0]):
                if slot not in st.mountain:
                    slot_outline(surface, self.slot_rect(slot), s, (255, 255, 255, 40))
        if not st.is_over and self.question is None:
            for slot in st.legal_slots():
                slot_outline(surface, self.slot_rect(slot), s)
        # Piles and their labels.
        label_px = int(15 * s)
        for rect, label in (
            (self.deck_rect, f"Deck ({len(st.deck)})"),
            (self.heli_rect, "Helicopter"),
            (self.discard_rect, f"Discard ({len(st.discard)})"),
            (self.removed_rect, f"Removed ({len(st.removed)})"),
        ):
            theme.text(
                surface,
                label,
                (rect.centerx, rect.y - int(4 * s)),
                label_px,
                theme.PAPER,
                bold=True,
                anchor="midbottom",
            )
            slot_outline(surface, rect, s)
        if st.deck:
            back = card_back(self.deck_rect.size)
            for i in range(min(3, len(st.deck)) - 1, -1, -1):
                surface.blit(back, self.deck_rect.move(-i * 2, -i * 2))
        camp_label = f"Base Camp ({len(st.camp)} of {st.camp_size})"
        theme.text(
            surface,
            camp_label,
            (self.panel.x, self.camp_top - int(4 * s)),
            int(16 * s),
            theme.PAPER,
            bold=True,
            anchor="bottomleft",
        )
        if st.camp:
            first = self.camp_rect(0, len(st.camp))
            theme.text(
                surface,
                "First",
                (first.centerx, first.bottom + int(2 * s)),
                int(14 * s),
                theme.GLOW,
                bold=True,
                anchor="midtop",
            )
        self._draw_zone(surface)
        self.log.draw(surface, self.log_rect, s, "Log")

    def _draw_zone(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        zone = self.zone_rect
        layer = pygame.Surface(zone.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (250, 243, 226, 215), layer.get_rect(), border_radius=int(12 * s))
        surface.blit(layer, zone)
        pygame.draw.rect(surface, theme.PAPER_DARK, zone, max(1, int(2 * s)), border_radius=int(12 * s))
        if self.strip_cards() or st.is_over:
            return
        pad = int(14 * s)
        if self.hover_ability is not None:
            info = self.card_info(self.hover_ability)
            if info:
                title = info[0] + (" (First card: build it)" if self.hover_ability == st.first else "")
                r = theme.text(surface, title, (zone.x + pad, zone.y + pad // 2), int(18 * s), bold=True)
                theme.text(
                    surface, info[1].split("\n")[0], (zone.x + pad, r.bottom + 2), int(16 * s), width=zone.w - 2 * pad
                )
            return
        theme.text(
            surface, "Use an ability", (zone.x + pad, zone.y + pad // 2), int(18 * s), theme.LEAF_DARK, bold=True
        )
        theme.text(
            surface,
            "Drop (or click) any Base Camp card except the First here to discard it for its "
            "ability. Hover a card to read it.",
            (zone.x + pad, zone.y + pad // 2 + int(26 * s)),
            int(15 * s),
            theme.INK_SOFT,
            width=zone.w - 2 * pad,
        )

    def draw_overlay(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        # What the player is being asked to choose: glow every legal answer.
        if self.question is not None and not self.spectator:
            for move in st.legal_moves():
                rect = self._shown_rect(move.source_key)
                if rect is not None:
                    glow_rect(surface, rect, s, pulse=self._pulse())
        elif self.my_turn and not self.drag.active and st.first in self.sprites:
            glow_rect(surface, self.sprites[st.first].rect, s, pulse=self._pulse(), colour=(255, 255, 255))
        if self.hint_move is not None:
            self._draw_hint(surface)
        if st.won:
            self._draw_path(surface)
        self._draw_prompt(surface)

    def _pulse(self) -> float:
        return 0.5 + 0.5 * math.sin(self.clock * 4)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        move = self.hint_move
        if move is None:
            return
        # A build shows where the First card goes; any other move the card (or place) it picks.
        rect = self._shown_rect(move.target_key if isinstance(move, rules.Build) else move.source_key)
        if rect is not None:
            glow_rect(surface, rect, self.scale, strong=True, colour=(140, 220, 255))

    def _draw_path(self, surface: pygame.Surface) -> None:
        """Light the winning path from the bottom edge up to the peak, along the trails the art shows."""
        nodes = self.state.path
        if len(nodes) < 2:
            return
        points: list[tuple[float, float]] = []
        for (r0, c0, a), (r1, c1, b) in zip(nodes, nodes[1:], strict=False):
            if (r0, c0) != (r1, c1):
                continue  # crossing from one card to the next: the two points meet at the edge
            rect = self.slot_rect((r0, c0))
            card = self.state.mountain[(r0, c0)]
            points += [(rect.x + x * rect.w, rect.y + y * rect.h) for x, y in trail_points(card, a, b)]
        shown = max(0.0, min(1.0, self.win_time / (PATH_GLOW_SECONDS * max(0.2, self.app.animation_factor))))
        count = shown * (len(points) - 1)
        whole = int(count)
        drawn = points[: whole + 1]
        if whole < len(points) - 1:
            (x0, y0), (x1, y1) = points[whole], points[whole + 1]
            f = count - whole
            drawn.append((x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
        if len(drawn) >= 2:
            width = max(3, int(7 * self.scale))
            pygame.draw.lines(surface, (255, 236, 150), False, drawn, width + 6)
            pygame.draw.lines(surface, (255, 190, 60), False, drawn, width)
        if shown >= 1.0:
            pygame.draw.circle(surface, theme.GLOW, [round(v) for v in points[-1]], int(10 * self.scale))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        rect = self.prompt_rect
        if st.won:
            text, colour = "The path reaches the peak - you win!", theme.GLOW
        elif st.is_over:
            text, colour = f"The climb is over: {st.reason}.", (255, 200, 180)
        elif self.question is not None:
            question = self.question
            text = f"{question.text}: click {STEP_WORDS.get(question.detail['step'], 'a glowing choice')}."
            colour = theme.GLOW
        elif self.spectator:
            text, colour = "", theme.PAPER
        else:
            text = "Drag the First card onto a glowing place, or use another card's ability. H for a hint."
            colour = theme.PAPER
        if text:
            theme.text(surface, text, (rect.x, rect.y), int(19 * s), colour, bold=True, width=rect.w)


_TRAILS: dict[str, dict[tuple[str, str], list[tuple[float, float]]]] = {}


def trail_points(card: str, a: str, b: str) -> list[tuple[float, float]]:
    """The trail from point ``a`` to ``b`` as the card's art draws it, in card units.

    The art generator writes each trail as ``<path id="seg-A-B">`` from the same data the rules read;
    following that curve makes the lit path lie exactly on the painted one. Without the art file the
    straight line between the two points is used.
    """
    if card not in _TRAILS:
        _TRAILS[card] = {}
        path = resources.art_dir() / "unsurmountable" / f"{card}.svg"
        try:
            root = ElementTree.parse(path).getroot()
            for element in root.iter():
                ident = element.get("id", "")
                if ident.startswith("seg-") and element.get("d"):
                    nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", element.get("d", ""))]
                    pairs = list(zip(nums[::2], nums[1::2], strict=False))
                    on_curve = [pairs[0], *pairs[3::3]]  # M point, then each cubic's end point
                    _, p, q = ident.split("-", 2)
                    pts = [(x / 250, y / 350) for x, y in on_curve]
                    _TRAILS[card][(p, q)] = pts
                    _TRAILS[card][(q, p)] = pts[::-1]
        except (OSError, ElementTree.ParseError, ValueError, IndexError):
            pass
    found = _TRAILS[card].get((a, b))
    return found if found else [geometry.POINTS[a], geometry.POINTS[b]]

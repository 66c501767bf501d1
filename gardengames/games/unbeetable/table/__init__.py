"""The Unbeetable table: one garden per player, the season card, the three decks, the discard pile, the log
on the right and the hand of the player at the screen along the bottom.

A plant card carries its four phases on its four edges; the current phase reads upright at the top, so a
plant that grows turns a quarter turn counterclockwise (the base table animates the angle). Every way to play
comes from the shared interaction layer and the keys the moves name: drag a card from the hand onto a glowing
spot (a flood onto a glowing row or column), or click it and then the place, or Tab / arrows / Enter; drag
the season card onto a plant (or click the plant) for the seasonal grow; for each card of the refill click a deck
(or press 1, 2, 3, or drag the deck onto the hand). End turn (without playing a card) and Discard hand are
buttons, whose tooltips and refusals are the rules' words. Every legality question goes to the rules.

``layout`` says where everything lies, ``faces`` draws the cards, ``panels`` the rest of the table; this
module is the input and what the table shows when something happens.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.engine.state import Event
from gardengames.engine.text import signed
from gardengames.games.unbeetable import rules
from gardengames.games.unbeetable.rules import DECKS, SEASONS, back_of, deck_key, kind_of, season_word
from gardengames.i18n import N_, _
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.drag import DragController, Target, glow_rect
from gardengames.ui.widgets import Button, draw_tooltip

from .layout import is_band
from .panels import Panels

if TYPE_CHECKING:
    from gardengames.ui.shell import App

__all__ = ["TableScene"]

DECK_KEYS = {pygame.K_1: DECKS[0], pygame.K_2: DECKS[1], pygame.K_3: DECKS[2]}
CARD_SOUNDS = {"aphid": "bug", "ladybird": "bug", "flood": "water", "sun": "click", "watering_can": "water"}
WATER = (110, 180, 240)
# What the table says when a season card turns up (whole sentences: Dutch says "De zomer is begonnen!").
SEASON_CAME = {"spring": N_("Spring has come!"), "summer": N_("Summer has come!"), "autumn": N_("Autumn has come!")}


class FloodDrag(DragController):
    """Drag and drop (and the click after click-to-select) that understands floods: a row and a column of one
    garden cross, so the band the pointer means is chosen by where in the spot it is (``Layout.band_at``), and
    the lit bands are drawn as markers with only the chosen one filled with water."""

    def __init__(self, table: TableScene) -> None:
        super().__init__()
        self.table = table

    def pick(self, targets: dict[Hashable, Target], pos: tuple[int, int], card: pygame.Rect | None) -> Hashable | None:
        if any(is_band(k) for k in targets):
            return self.table.band_at(targets, pos)
        return super().pick(targets, pos, card)

    def draw_targets(self, surface: pygame.Surface, scale: float, t: float) -> None:
        if self.active and self.drag is not None and any(is_band(k) for k in self.drag.targets):
            self.table.draw_band_targets(surface, self.drag.targets, self.target_at(self.drag.pos))
            return
        super().draw_targets(surface, scale, t)


class TableScene(Panels):
    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        super().__init__(app, session, spectator)
        self.drag = FloodDrag(self)
        self.end_button = self.widgets.add(
            Button(
                N_("End turn"),
                self.end_turn,
                primary=True,
                hotkey=pygame.K_e,
                tooltip=self.state.end_turn_text(),
            )
        )
        self.discard_button = self.widgets.add(
            Button(
                N_("Discard hand"),
                self.discard_hand,
                tooltip=N_("Throw your whole hand away instead of playing cards. This cannot be undone."),
            )
        )

    def layout_table(self, size: tuple[int, int]) -> None:
        super().layout_table(size)
        s = self.scale
        # Buttons: the table's own beside the hand, the shared ones across the top.
        bx = self.hand_area.x + self.data.hand_size * (self.hand_card[0] + int(10 * s)) + int(16 * s)
        bw, bh = min(int(200 * s), self.hand_area.right - bx), int(46 * s)
        self.end_button.rect = pygame.Rect(bx, self.hand_area.y + int(8 * s), bw, bh)
        self.discard_button.rect = pygame.Rect(bx, self.end_button.rect.bottom + int(12 * s), bw, bh)
        self.result_button.rect = pygame.Rect(bx, self.hand_area.y + int(8 * s), bw, bh)
        self.layout_top_bar(size[0] - int(12 * s))

    def pass_place(self) -> pygame.Rect:
        """The hot-seat pass button takes End turn's place (End turn and Discard hand make way during the pause)."""
        return pygame.Rect(self.end_button.rect)

    def appear_from(self, key: Hashable) -> pygame.Rect | None:
        """A season card comes on screen from the deck it was shuffled into (the deck before its season's)."""
        if isinstance(key, str) and back_of(key) == rules.SEASON_BACK:
            i = SEASONS.index(kind_of(key))
            return self.deck_rects.get(DECKS[i - 1]) if i > 0 else None
        return None

    # ---- the buttons and the deck keys ------------------------------------------------------------------------
    def end_turn(self) -> None:
        """End the turn without playing a card (the rules say when that is possible, and why not)."""
        if not self.my_turn:
            return
        move = self.legal_of(rules.EndTurn)
        if move is not None:
            self.play(move)
        else:
            self.flash(self.state.end_turn_text())

    def discard_hand(self) -> None:
        move = self.legal_of(rules.DiscardHand)
        if self.my_turn and move is not None:
            self.play(move)

    def game_key(self, event: pygame.event.Event) -> bool:
        """1, 2 and 3 click the spring, summer and autumn decks; E while the turn cannot end says why."""
        if self.my_turn and event.key in DECK_KEYS and not event.mod & pygame.KMOD_CTRL:
            self.click(self.deck_rects[DECK_KEYS[event.key]].center, None)
            return True
        if self.my_turn and event.key == pygame.K_e and not self.end_button.enabled and not event.mod:
            self.flash(self.state.end_turn_text())
            return True
        return False

    def click_key(self, key: Hashable) -> bool:
        """A click on a deck draws from it at once (its one target, the hand, needs no second click)."""
        draws = self.selection.index.by_source.get(key, []) if isinstance(key, str) and key.startswith("deck:") else []
        if len(draws) == 1:
            self.app.audio.play("pick")
            self.play(draws[0])
            return True
        return super().click_key(key)

    def lift_place(self, pos: tuple[int, int]) -> tuple[Hashable, pygame.Surface, pygame.Rect] | None:
        """A press on a deck picks up its top card (face down): drop it on the hand, or just click the deck."""
        deck = next((d for d, r in self.deck_rects.items() if r.collidepoint(pos)), None)
        if deck is None:
            return None
        rect = self.deck_rects[deck]
        return deck_key(deck), self.back_image(rect.size, deck), rect

    # ---- what the table shows when something happens -------------------------------------------------------
    def event_handlers(self) -> dict[type[Event], Callable[[Any], str | None]]:
        if not self.grids:  # not laid out yet (a move played before the first frame): nothing to show
            return {}
        return {
            rules.PlantGrew: self._grew,
            rules.Harvested: self._harvested,
            rules.CardPlayed: self._played,
            rules.CardRemoved: self._removed,
            rules.HandDiscarded: self._discarded,
            rules.CardsDrawn: self._cards_drawn,
            rules.SeasonChanged: self._season_came,
            rules.SeasonalActionSkipped: self._skipped,
            rules.GameEnded: self._ended,
        }

    def _grew(self, event: rules.PlantGrew) -> str:
        self.ring(self.spot_rect(event.player, event.spot), theme.LEAF)
        moves = self.session.moves
        return "grow" if moves and isinstance(moves[-1], rules.SeasonalGrow) else "water"  # else a watering can

    def _harvested(self, event: rules.Harvested) -> str | None:
        for spot, points in zip(event.spots, event.points, strict=True):
            self._float(self.spot_rect(event.player, spot).center, signed(points), points)
        if not event.spots:
            return None
        total = sum(event.points)
        self._float(self._score_rect(event.player).center, signed(total), total)
        return "harvest"

    def _played(self, event: rules.CardPlayed) -> str:
        if event.spot >= 0:
            self.ring(self.spot_rect(event.owner, event.spot))
        elif event.axis:
            self.ring(self.band_rect(event.owner, event.axis, event.index), WATER)
        self._from_rival(event.player, (event.card,))
        return CARD_SOUNDS.get(kind_of(event.card), "place")

    def _removed(self, event: rules.CardRemoved) -> str:
        if {"aphid", "ladybird"} <= {kind_of(c) for c in event.cards}:
            self._float(self.spot_rect(event.owner, event.spot).center, _("Aphid eaten!"), 1)
            return "munch"
        return "flyback"

    def _discarded(self, event: rules.HandDiscarded) -> str:
        self._from_rival(event.player, event.cards)
        return "shuffle"

    def _cards_drawn(self, event: rules.CardsDrawn) -> str:
        if event.player == self.viewer:  # the new cards of the hand at the screen slide in from their decks
            for card, deck in zip(event.cards, event.decks, strict=True):
                self.appear_at(card, self.deck_rects[deck])
        return "draw"

    def _season_came(self, event: rules.SeasonChanged) -> str:
        if event.season in SEASON_CAME:
            self.flash(f"{_(SEASON_CAME[event.season])} {_(self.data.by_id[event.season].text)}")
        return "objective"

    def _skipped(self, event: rules.SeasonalActionSkipped) -> None:
        self.flash(event.describe(self.session.names) + ".")

    def _ended(self, event: rules.GameEnded) -> None:
        self.flash(event.describe(self.session.names))  # the base table adds the fanfare (or the horn)

    def _from_rival(self, player: int, cards: tuple[str, ...]) -> None:
        """Cards a rival plays come on screen from their hand by their name (a hand along the bottom, face up
        or as backs, hands its cards over by itself)."""
        if player != self.hand_owner():
            for card in cards:
                self.appear_at(card, self.mini_hand_card(player))

    def _float(self, pos: tuple[int, int], text: str, value: int) -> None:
        colour = (120, 230, 110) if value > 0 else (255, 120, 100) if value < 0 else theme.PAPER
        self.float_text(text, pos, colour)

    # ---- the end ------------------------------------------------------------------------------------------------
    def finish(self) -> None:
        from gardengames.ui.score import ScoreScene

        self.app.stack.replace(ScoreScene(self.app, self.session, self.score_lines()))

    def score_lines(self) -> list[str]:
        """For the score screen: each player's harvests season by season and the garden worth (the tie-break)."""
        st = self.state
        history = self.harvest_history()
        lines = []
        for p, name in enumerate(self.session.names):
            # TRANSLATORS: one season's harvest on the score screen, e.g. "summer +7".
            seasons = ", ".join(
                _("{season} {points}").format(season=season_word(s), points=signed(history[p][s]))
                for s in SEASONS
                if s in history[p]
            )
            worth = signed(st.garden_worth(p))
            if seasons:
                line = _("{name} harvested {seasons}; garden worth at the end {worth} (the tie-break)")
            else:
                line = _("{name} harvested nothing; garden worth at the end {worth} (the tie-break)")
            lines.append(line.format(name=name, seasons=seasons, worth=worth))
        return lines

    # ---- per frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        legal = self.selection.index.legal if self.my_turn else []
        self.end_button.enabled = any(isinstance(m, rules.EndTurn) for m in legal)
        self.end_button.tooltip = self.state.end_turn_text()
        self.discard_button.enabled = any(isinstance(m, rules.DiscardHand) for m in legal)
        # The pass button stands where End turn is during the hot-seat pause: the turn's buttons make way for it.
        self.end_button.visible = self.discard_button.visible = not self.state.is_over and not self.handing_over

    def draw_overlay(self, surface: pygame.Surface) -> None:
        s = self.scale
        self._draw_deck_glows(surface)
        asked = self.state.prompt
        seasonal = asked is not None and asked.kind == "seasonal-grow"
        if self.my_turn and not self.drag.active and self.selection.lifted is None and seasonal:
            for move in self.selection.index.legal:  # the plants the season card may grow glow before it is lifted
                rect = self.key_rect(move.target_key) if move.target_key is not None else None
                if rect is not None:
                    glow_rect(surface, rect, s, pulse=self.breath())
        self._draw_prompt(surface)
        if not self.drag.active and self.app.stack.top is self:
            for deck, rect in self.deck_rects.items():
                if self.pointer is not None and rect.collidepoint(self.pointer):
                    draw_tooltip(surface, self._deck_tip(deck), rect, s)

    def draw_selection(self, surface: pygame.Surface) -> None:
        """A lifted flood lights its rows and columns as markers, the one the keyboard or the pointer means
        filled with water; any other lifted card lights its targets the base table's way."""
        lifted = self.selection.lifted
        targets = self.drag_targets(lifted) if lifted is not None and not self.drag.active else None
        if not targets or not any(is_band(k) for k in targets):
            super().draw_selection(surface)
            return
        focus = self.selection.focus
        if focus not in targets:
            focus = self.drag.pick(targets, self.pointer, None) if self.pointer is not None else None
        self.draw_band_targets(surface, targets, focus)
        rect = self.key_rect(lifted)
        if rect is not None:
            glow_rect(surface, rect, self.scale, pulse=self.breath(), colour=(255, 255, 255))

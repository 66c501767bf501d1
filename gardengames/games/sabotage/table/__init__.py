"""The Garden Sabotage! table: the market along the top, one garden per player in the middle, the hand of the
player at the screen along the bottom, and the turn panel with the action buttons and the log on the right.

Every way to play comes from the shared interaction layer and the keys the moves name: drag a plant onto one
of your plots, a bad bug onto another gardener's plot, a good bug or a pesticide onto your own, a hand card
onto a discard pile (or the discard zone at the end of the hand); or click a card, then a glowing place; or
Tab / arrows / Enter. Click a face-up card or a deck to draw (or drag a face-up card onto your hand; P and B
draw blind). An objective a plot of yours meets glows with that plot: drag it there (or click it, then the plot)
to complete it, a free move. A question is answered by clicking: the glowing plant a bad bug eats, the glowing
objective to complete first. Sweep, Objective, Dig up and End turn are buttons. Every legality question goes to
the rules.

``layout`` says where everything lies, ``faces`` draws the cards, ``panels`` the rest of the table; this
module is the input and what the table shows when something happens.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.engine.state import Event, Move
from gardengames.games.sabotage import rules
from gardengames.i18n import N_, _
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.drag import Target
from gardengames.ui.widgets import Button

from .layout import DISCARD_ZONE
from .panels import Panels

if TYPE_CHECKING:
    from gardengames.ui.shell import App

__all__ = ["TableScene"]

DRAW_KEYS = {pygame.K_p: rules.DrawPlant, pygame.K_b: rules.DrawBug}  # draw blind from the plant / bug deck
# One dig-up button per plot, each with its own label and tooltip (the buttons translate them when drawn).
DIG_UP = (
    (N_("Dig up 1"), N_("Throw away every plant on your plot 1")),
    (N_("Dig up 2"), N_("Throw away every plant on your plot 2")),
)
MUNCH = (255, 170, 150)
GOOD_BUG = (190, 240, 160)


class TableScene(Panels):
    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        self._backs = 0  # face-down cards flown into hidden hands so far (each gets its own short-lived key)
        super().__init__(app, session, spectator)
        buttons: list[tuple[str, Callable[[], Any], int | None, str]] = [
            (N_("Sweep row"), self.sweep, pygame.K_s, N_("Discard the four face-up plants for four new ones (S)")),
            (N_("Objective"), self.draw_objective, pygame.K_o, N_("Draw an objective card; you may hold two (O)")),
            *((label, functools.partial(self.dig_up, i), None, tip) for i, (label, tip) in enumerate(DIG_UP)),
            (N_("End turn"), self.end_turn, pygame.K_e, N_("Give up the actions you have left (E)")),
        ]
        self.action_buttons = [
            self.widgets.add(Button(label, action, hotkey=hotkey, tooltip=tip))
            for label, action, hotkey, tip in buttons
        ]
        self.sweep_button, self.objective_button, *self.dig_buttons, self.end_button = self.action_buttons

    def layout_table(self, size: tuple[int, int]) -> None:
        """The turn panel under its counter: the action buttons two by two, End turn across, then the log."""
        super().layout_table(size)
        s = self.scale
        p = self.panel
        gap = int(6 * s)
        y = self.panel_top
        half = (p.w - gap) // 2
        bh = int(34 * s)
        for i, button in enumerate([self.sweep_button, self.objective_button, *self.dig_buttons]):
            button.rect = pygame.Rect(p.x + (i % 2) * (half + gap), y + (i // 2) * (bh + gap), half, bh)
        y += 2 * (bh + gap)
        self.end_button.rect = pygame.Rect(p.x, y, p.w, bh)
        y += bh + int(12 * s)
        self._log_rect = pygame.Rect(p.x, y, p.w, p.bottom - y)
        self.result_button.rect = pygame.Rect(0, 0, int(190 * s), int(44 * s))
        self.result_button.rect.center = (self.main.centerx, self.prompt_rect.centery)

    def pass_place(self) -> pygame.Rect:
        """The hot-seat pass button stands at the right end of the prompt line, which says beside it to pass the
        laptop, hardly taller than the line: the gardens end just above it and the hand's labels begin just below."""
        rect = pygame.Rect(0, 0, int(240 * self.scale), self.prompt_rect.h + int(4 * self.scale))
        rect.midright = (self.prompt_rect.right, self.prompt_rect.centery)
        return rect

    # ---- input: the shared layer, plus what the mouse always could do here ----------------------------------
    def drag_targets(self, key: Hashable) -> dict[Hashable, Target] | None:
        """The base's targets (the places the legal moves picking ``key`` up land on), and two more for the
        mouse: a discard also drops on the zone at the end of the hand, and a face-up card, which a click
        draws, may be dragged onto the hand as well. A face-up card lifted with Tab is drawn with Enter, so
        it has no target then."""
        targets = super().drag_targets(key) or {}
        discard = next((t for k, t in targets.items() if str(k).startswith("discard:")), None)
        if discard is not None:
            targets[DISCARD_ZONE] = Target(self.discard_zone, discard.move, N_("discard"))
        draws = [m for m in self.selection.index.direct(key) if isinstance(m, (rules.DrawPlant, rules.DrawBug))]
        if draws and key in self.sprites and key != self.selection.lifted and self.viewer is not None:
            targets[rules.hand_key(self.viewer)] = Target(self.hand_rect, draws[0], N_("take it"))
        return targets or None

    def click(self, pos: tuple[int, int], key: Hashable | None) -> bool:
        """The base's click, with the two shortcuts the "complete" question (at the end of a turn) always had
        here: an objective that can complete on one plot only completes when clicked, and a click anywhere on a
        plot where one objective can complete completes it (where two can, the rules say to click one first).
        An objective with more than one plot is lifted as usual; then a click on a glowing plot completes it.
        During the actions a click on an objective only lifts it (its plot and the discard piles light up)."""
        asked, index = self.state.prompt, self.selection.index
        if asked is not None and asked.kind == "complete" and self.selection.lifted is None:
            own = index.by_source.get(key, []) if key is not None else []
            if len(own) == 1:
                self.play(own[0])
                return True
            plot = self.plot_at(asked.player, pos)
            landing = [m for m in index.legal if plot is not None and m.target_key == plot]
            if not own and len(landing) == 1:
                self.play(landing[0])
                return True
            if not own and landing:
                if not self.refuse(None, plot, sound="error"):
                    self.app.audio.play("error")
                return True
        return super().click(pos, key)

    def game_key(self, event: pygame.event.Event) -> bool:
        """P and B draw blind from the plant and bug decks."""
        if self.my_turn and event.key in DRAW_KEYS and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            deck = rules.deck_key(DRAW_KEYS[event.key].deck)
            self._do(DRAW_KEYS[event.key], deck, source=deck)
            return True
        return False

    def _do(self, kind: type[Move], acts_on: Hashable | None, **fields: Any) -> None:
        """A button's or key's action: the matching legal move, if there is one, else the rules' reason why not
        (``acts_on``: the key of what the button acts on)."""
        if not self.my_turn:
            return
        move = self.legal_of(kind, **fields)
        if move is not None:
            self.play(move)
        elif not self.refuse(acts_on, sound="error"):
            self.app.audio.play("error")

    def sweep(self) -> None:
        self._do(rules.Sweep, rules.ROW)

    def draw_objective(self) -> None:
        self._do(rules.DrawObjective, rules.deck_key("objective"))

    def dig_up(self, plot: int) -> None:
        self._do(rules.DigUp, None, plot=plot)  # (the button is lit only when there is something to dig up)

    def end_turn(self) -> None:
        self._do(rules.EndTurn, None)

    # ---- what happened: flying cards, floating points, and the sound each asks for ---------------------------
    def event_handlers(self) -> dict[type[Event], Callable[[Any], str | None]]:
        return {
            rules.CardDrawn: self._drawn,
            rules.Reshuffled: lambda event: "shuffle",
            rules.Swept: lambda event: "shuffle",
            rules.Planted: functools.partial(self._from_hand, sound="grow"),
            rules.BugPlaced: functools.partial(self._from_hand, sound="bug"),
            rules.Discarded: functools.partial(self._from_hand, sound="place"),
            rules.PlantEaten: self._eaten,
            rules.ObjectiveCompleted: self._completed,
            rules.DugUp: lambda event: "harvest",
            rules.FinalRoundStarted: self._final_round,
        }

    def _drawn(self, event: rules.CardDrawn) -> str:
        """A card the screen shows slides into the hand (from the deck, or from the row by itself); one going
        into a hand the screen does not show flies to that gardener's name, face down if it came from the deck."""
        if event.player == self.viewer:
            if event.slot == rules.DECK:
                self.appear_at(event.card, self.deck_rects[event.deck])
            return "draw"
        if self.app.animation_factor > 0:
            key: Hashable = event.card
            if event.slot == rules.DECK:
                self._backs += 1
                key = ("back", self._backs)
                self.appear_at(key, self.deck_rects[event.deck])
            self.leave_to(key, self.hand_spot(event.player), "row")
        return "draw"

    def _from_hand(self, event: rules.Planted | rules.BugPlaced | rules.Discarded, sound: str) -> str:
        """A card played from a hand the screen does not show comes from that gardener's name."""
        if event.player != self.viewer:
            self.appear_at(event.card, self.hand_spot(event.player))
        return sound

    def _eaten(self, event: rules.PlantEaten) -> str:
        self.float_text(_("munch!"), self.plot_rect(event.owner, event.plot).center, MUNCH)
        return "munch"

    def _completed(self, event: rules.ObjectiveCompleted) -> str:
        """The objective rises from the plot it grew on to the gardener's completed objectives (a hand card
        keeps its sprite: it starts from the plot)."""
        plot = self.plot_rect(event.player, event.plot)
        start = self.spot_rect(event.player, event.plot, 1)
        sprite = self.sprites.get(event.objective)
        if sprite is not None:
            sprite.rect = pygame.Rect(start)
        else:
            self.appear_at(event.objective, start)
        self.float_text(f"+{self.cat.objective[event.objective].points}", plot.center, theme.GLOW)
        if event.good_bug:
            below = (plot.centerx, plot.centery + int(26 * self.scale))
            self.float_text(_("+{points} good bug").format(points=self.state.data.scoring.good_bug), below, GOOD_BUG)
        return "objective"

    def _final_round(self, event: rules.FinalRoundStarted) -> str:
        self.flash(
            _("{name} takes the golden watering can: final round!").format(name=self.session.names[event.player])
        )
        return "water"

    # ---- per frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        legal = self.selection.index.legal if self.my_turn and not self.asking() else []
        kinds = {type(m) for m in legal}
        self.sweep_button.enabled = rules.Sweep in kinds
        self.objective_button.enabled = rules.DrawObjective in kinds
        for i, button in enumerate(self.dig_buttons):
            button.enabled = any(isinstance(m, rules.DigUp) and m.plot == i for m in legal)
        self.end_button.enabled = rules.EndTurn in kinds
        self.undo_button.visible = self.redo_button.visible = not self.spectator

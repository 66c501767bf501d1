"""The Garden Sabotage! table: the market along the top, one garden per player in the middle, the hand of the
player at the screen along the bottom, and the turn panel with the action buttons and the log on the right.

Every way to play comes from the shared interaction layer and the keys the moves name: drag a plant onto one
of your plots, a bad bug onto another gardener's plot, a good bug or a pesticide onto your own, a hand card
onto a discard pile (or the discard zone at the end of the hand); or click a card, then a glowing place; or
Tab / arrows / Enter. Click a face-up card or a deck to draw (or drag a face-up card onto your hand; P and B
draw blind). An objective completes by itself when a plot meets it. A question is answered by clicking: the
glowing plant a bad bug eats, the glowing objective to complete first (or drag it onto its glowing plot).
Sweep, Objective, Dig up and End turn are buttons. Every legality question goes to the rules.

The table is composed of parts, each in its own module: the ``market`` along the top, the ``gardens``, the
``hand`` (and the prompt line above it), the turn ``panel`` and the card ``faces``. This module declares the
buttons and says what the table shows when something happens and what the prompt line says on a turn.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.engine.state import Event
from gardengames.games.sabotage import rules
from gardengames.i18n import N_, _
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.parts import MoveButton
from gardengames.ui.prompt_line import Line
from gardengames.ui.table import BaseTable

from .faces import Faces
from .gardens import Gardens
from .hand import Hand
from .market import Market
from .panel import TurnPanel

if TYPE_CHECKING:
    from gardengames.ui.shell import App

__all__ = ["TableScene"]

MUNCH = (255, 170, 150)
GOOD_BUG = (190, 240, 160)


def dig_up(plot: int) -> MoveButton:
    """The dig-up button of one plot, with its own label and tooltip (the buttons translate them when drawn)."""
    labels = (N_("Dig up 1"), N_("Dig up 2"))
    tips = (N_("Throw away every plant on your plot 1"), N_("Throw away every plant on your plot 2"))
    # (the button is lit only when there is something to dig up, so the rules need no key to explain it)
    return MoveButton(labels[plot], rules.DigUp, {"plot": plot}, tooltip=tips[plot])


class TableScene(BaseTable):
    """The Garden Sabotage! table: the turn panel, the market, the hand and the gardens, and the card faces."""

    # The design size its layout needs in the window (``theme.scale_for``; past it the table is laid out larger
    # than the window and scrolls, ``ui/tableview.py``): the UI scale grows it in the window up to about 109 % at
    # 16:9, where the plot signs and garden headers give way first (tests/ui/test_ui_scale.py finds no overlap,
    # nothing cut, no shrunk body text or card up to there).
    room = (1172, 660)

    buttons = (
        MoveButton(
            N_("Sweep row"),
            rules.Sweep,
            hotkey=pygame.K_s,
            tooltip=N_("Discard the four face-up plants for four new ones (S)"),
            acts_on=rules.ROW,
        ),
        MoveButton(
            N_("Objective"),
            rules.DrawObjective,
            hotkey=pygame.K_o,
            tooltip=N_("Draw an objective card; you may hold two (O)"),
            acts_on=rules.deck_key("objective"),
        ),
        dig_up(0),
        dig_up(1),
        MoveButton(
            N_("End turn"), rules.EndTurn, hotkey=pygame.K_e, tooltip=N_("Give up the actions you have left (E)")
        ),
    )

    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        self._backs = 0  # face-down cards flown into hidden hands so far (each gets its own short-lived key)
        super().__init__(app, session, spectator)
        self.panel = TurnPanel(self)
        self.market = Market(self)
        self.hand = Hand(self)
        self.gardens = Gardens(self)
        self.cards = Faces(self)
        # Laid out in this order: the panel leaves the play area the market and the hand share, and the gardens
        # take what lies between the market and the prompt line over the hand. Nothing of theirs overlaps.
        self.parts = [self.panel, self.market, self.hand, self.gardens, self.cards]

    @property
    def state(self) -> rules.State:
        return self.session.state  # type: ignore[return-value]

    def pass_place(self) -> pygame.Rect:
        """The hot-seat pass button stands at the right end of the prompt line, which says beside it to pass the
        laptop, hardly taller than the line: the gardens end just above it and the hand's labels begin just below."""
        line = self.prompt_line.rect
        rect = pygame.Rect(0, 0, int(240 * self.scale), line.h + int(4 * self.scale))
        rect.midright = (line.right, line.centery)
        return rect

    # ---- what the rules ask now ---------------------------------------------------------------------------------
    def asking(self) -> bool:
        """Whether the rules ask a question (which plant a bad bug eats, which objective completes first) rather
        than waiting for the turn's actions: the prompt's kind, never the rules' own ``question``."""
        asked = self.state.prompt
        return asked is not None and asked.kind != "play"

    def turn_line(self) -> Line:
        """What the player at the screen should do now, or what everyone is waiting for: a question (and who
        answers it), whose turn it is, or how to play the turn."""
        st = self.state
        names = self.session.names
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
            return Line(text, theme.GLOW)
        name = names[chooser]
        if not self.session.seats[chooser].is_human or self.spectator:
            return Line(_("{name} is playing ({actions}).").format(name=name, actions=st.actions_text()))
        if not self.my_turn:
            return Line(_("{name}'s turn.").format(name=name))
        lifted = self.selection.lifted
        if lifted is not None and self.selection.index.targets(lifted):
            return Line(_("Click a glowing place for the chosen card (click it again to put it back)."), theme.GLOW)
        if lifted is not None:
            return Line(_("Press Enter to draw the chosen card, Tab for the next one, Esc to put it back."), theme.GLOW)
        text = _(
            "{name}, {actions}: drag a hand card onto a glowing plot or a discard pile, or click a face-up card or "
            "a deck to draw."
        )
        return Line(text.format(name=name, actions=st.actions_text()), theme.GLOW)

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
                self.appear_at(event.card, self.market.deck_rects[event.deck])
            return "draw"
        if self.app.animation_factor > 0:
            key: Hashable = event.card
            if event.slot == rules.DECK:
                self._backs += 1
                key = ("back", self._backs)
                self.appear_at(key, self.market.deck_rects[event.deck])
            self.leave_to(key, self.gardens.hand_spot(event.player), "row")
        return "draw"

    def _from_hand(self, event: rules.Planted | rules.BugPlaced | rules.Discarded, sound: str) -> str:
        """A card played from a hand the screen does not show comes from that gardener's name."""
        if event.player != self.viewer:
            self.appear_at(event.card, self.gardens.hand_spot(event.player))
        return sound

    def _eaten(self, event: rules.PlantEaten) -> str:
        self.float_text(_("munch!"), self.gardens.plot_rect(event.owner, event.plot).center, MUNCH)
        return "munch"

    def _completed(self, event: rules.ObjectiveCompleted) -> str:
        """The objective rises from the plot it grew on to the gardener's completed objectives (a hand card
        keeps its sprite: it starts from the plot)."""
        plot = self.gardens.plot_rect(event.player, event.plot)
        start = self.gardens.spot_rect(event.player, event.plot, 1)
        sprite = self.sprites.get(event.objective)
        if sprite is not None:
            sprite.rect = pygame.Rect(start)
        else:
            self.appear_at(event.objective, start)
        self.float_text(f"+{self.state.cat.objective[event.objective].points}", plot.center, theme.GLOW)
        if event.good_bug:
            below = (plot.centerx, plot.centery + int(26 * self.scale))
            self.float_text(_("+{points} good bug").format(points=self.state.data.scoring.good_bug), below, GOOD_BUG)
        return "objective"

    def _final_round(self, event: rules.FinalRoundStarted) -> str:
        self.flash(
            _("{name} takes the golden watering can: final round!").format(name=self.session.names[event.player])
        )
        return "water"

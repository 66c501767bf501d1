"""The Unbeetable table: one garden per player, the season card, the three decks, the discard pile, the log
on the right and the hand of the player at the screen along the bottom.

A plant card carries its four phases on its four edges; the current phase reads upright at the top, so a
plant that grows turns a quarter turn counterclockwise (the base table animates the angle). Every way to play
comes from the shared interaction layer and the keys the moves name: drag a card from the hand onto a glowing
spot (a flood onto a glowing row or column), or click it and then the place, or Tab / arrows / Enter; drag
the season card onto a plant (or click the plant) for the seasonal grow; for each card of the refill click a deck
(or press 1, 2, 3, or drag the deck onto the hand). End turn (without playing a card) and Discard hand are
declared buttons, whose tooltips and refusals are the rules' words. Every legality question goes to the rules.

The table is composed of parts, each in its module: the card faces (``faces``), the gardens (``gardens``) and
the header by each (``headers``), the piles, decks and log on the right (``piles``), the hand with its buttons
and the prompt line (``hand``); ``floods`` lights a flood's rows and columns. This module is what the table shows
when something happens and the words of the turn.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, cast

import pygame

from gardengames.engine.state import Event
from gardengames.engine.text import signed
from gardengames.games.unbeetable import rules
from gardengames.games.unbeetable.rules import SEASONS, deck_key, kind_of, season_word
from gardengames.i18n import N_, _
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.parts import MoveButton
from gardengames.ui.prompt_line import Line
from gardengames.ui.table import BaseTable

from .faces import Faces
from .floods import Floods
from .gardens import Gardens
from .hand import Hand
from .headers import Headers
from .piles import DeckTips, Piles

if TYPE_CHECKING:
    from gardengames.ui.shell import App

__all__ = ["TableScene"]

CARD_SOUNDS = {"aphid": "bug", "ladybird": "bug", "flood": "water", "sun": "click", "watering_can": "water"}
WATER = (110, 180, 240)
# What the table says when a season card turns up (whole sentences: Dutch says "De zomer is begonnen!").
SEASON_CAME = {"spring": N_("Spring has come!"), "summer": N_("Summer has come!"), "autumn": N_("Autumn has come!")}
# How to do what the prompt asks, by its kind, with the mouse or the keys (in a lighter hand beside it).
HOW = {
    "seasonal-grow": N_("Click a glowing plant, or drag the season card onto it."),
    "draw": N_("Click a glowing deck for each card (1, 2, 3), or drag it onto your hand."),
    "play": N_("Drag a card onto a glowing place, or click the card and then the place."),
}
DISCARD_TIP = N_("Throw your whole hand away instead of playing cards. This cannot be undone.")


class TableScene(BaseTable):
    # The design size its layout needs in the window (``theme.scale_for``; past it the table is laid out larger
    # than the window and scrolls, ``ui/tableview.py``): the UI scale grows it in the window up to about 115 % at 16:9
    # (tests/ui/test_ui_scale.py finds no overlap, nothing cut, no shrunk body text or card up to there).
    room = (1110, 625)
    # The turn's buttons (the pass button takes End turn's place during the hot-seat pause); a greyed End turn, or
    # its E, says in the rules' words why the turn cannot end yet.
    buttons = (
        MoveButton(
            N_("End turn"),
            rules.EndTurn,
            hotkey=pygame.K_e,
            primary=True,
            hide="pause",
            refusal=lambda table: table.state.end_turn_text(),
        ),
        MoveButton(N_("Discard hand"), rules.DiscardHand, tooltip=DISCARD_TIP, hide="pause"),
    )

    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        self._view_cache: tuple[tuple[int, int | None], dict[str, Any]] | None = None
        super().__init__(app, session, spectator)
        self.end_button, self.discard_button = (self.move_buttons[spec] for spec in self.buttons)
        self.cards = Faces(self)
        self.gardens = Gardens(self)
        self.headers = Headers(self)
        self.piles = Piles(self)
        self.hand = Hand(self)
        self.parts = [self.cards, self.gardens, Floods(self), self.headers, self.piles, self.hand, DeckTips(self)]
        self.prompt_line.px, self.prompt_line.plate = 19, False

    @property
    def state(self) -> rules.State:
        return cast(rules.State, self.session.state)

    def shown(self) -> dict[str, Any]:
        """The view of the seat at the screen (cached per position): hands come only from here."""
        stamp = (self.session.version, self.viewer)
        if self._view_cache is None or self._view_cache[0] != stamp:
            self._view_cache = (stamp, self.view())
        return self._view_cache[1]

    def pass_place(self) -> pygame.Rect:
        """The hot-seat pass button takes End turn's place (End turn and Discard hand make way during the pause)."""
        return pygame.Rect(self.end_button.rect)

    def lift_place(self, pos: tuple[int, int]) -> tuple[Hashable, pygame.Surface, pygame.Rect] | None:
        """A press on a deck picks up its top card (face down): drop it on the hand, or just click the deck."""
        deck = self.piles.deck_at(pos)
        if deck is None:
            return None
        rect = self.piles.deck_rects[deck]
        return deck_key(deck), self.cards.back_image(rect.size, deck), rect

    def turn_line(self) -> Line:
        """What to do now, from the rules' prompt, in bold; how to do it with the mouse, in a lighter hand. A
        watched game says whose turn it is, a computer's turn that it is thinking."""
        st = self.state
        p = st.current_player
        if p is None:
            return Line("")
        name = self.session.names[p]
        if self.spectator:  # a watched game: nobody thinks now
            return Line(_("{name}'s turn.").format(name=name))
        if not self.session.seats[p].is_human:
            return Line(_("{name} is thinking").format(name=name) + "." * (1 + int(self.clock * 2) % 3))
        # A person at the screen (the shared frame says whom the table waits for otherwise).
        prompt = st.prompt
        kind = prompt.kind if prompt is not None else ""
        how = _(HOW[kind]) if kind in HOW else ""
        if kind == "play" and prompt is not None and not prompt.detail.get("can_end"):
            how = _("Play a card, or click a glowing deck to start refilling your hand.")
        if self.selection.lifted is not None:
            how = _("Now click a glowing place (Esc to put the card back).")
        return Line(f"{name} \u2014 {prompt.text if prompt is not None else ''}.", theme.GLOW, how)

    # ---- what the table shows when something happens -------------------------------------------------------
    def event_handlers(self) -> dict[type[Event], Callable[[Any], str | None]]:
        if not self.gardens.grids:  # not laid out yet (a move played before the first frame): nothing to show
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
        self.ring(self.gardens.spot_rect(event.player, event.spot), theme.LEAF)
        moves = self.session.moves
        return "grow" if moves and isinstance(moves[-1], rules.SeasonalGrow) else "water"  # else a watering can

    def _harvested(self, event: rules.Harvested) -> str | None:
        for spot, points in zip(event.spots, event.points, strict=True):
            self._float(self.gardens.spot_rect(event.player, spot).center, signed(points), points)
        if not event.spots:
            return None
        total = sum(event.points)
        self._float(self.headers.score_rect(event.player).center, signed(total), total)
        return "harvest"

    def _played(self, event: rules.CardPlayed) -> str:
        if event.spot >= 0:
            self.ring(self.gardens.spot_rect(event.owner, event.spot))
        elif event.axis:
            self.ring(self.gardens.band_rect(event.owner, event.axis, event.index), WATER)
        self._from_rival(event.player, (event.card,))
        return CARD_SOUNDS.get(kind_of(event.card), "place")

    def _removed(self, event: rules.CardRemoved) -> str:
        if {"aphid", "ladybird"} <= {kind_of(c) for c in event.cards}:
            self._float(self.gardens.spot_rect(event.owner, event.spot).center, _("Aphid eaten!"), 1)
            return "munch"
        return "flyback"

    def _discarded(self, event: rules.HandDiscarded) -> str:
        self._from_rival(event.player, event.cards)
        return "shuffle"

    def _cards_drawn(self, event: rules.CardsDrawn) -> str:
        if event.player == self.viewer:  # the new cards of the hand at the screen slide in from their decks
            for card, deck in zip(event.cards, event.decks, strict=True):
                self.appear_at(card, self.piles.deck_rects[deck])
        return "draw"

    def _season_came(self, event: rules.SeasonChanged) -> str:
        if event.season in SEASON_CAME:
            self.flash(f"{_(SEASON_CAME[event.season])} {_(self.state.data.by_id[event.season].text)}")
        return "objective"

    def _skipped(self, event: rules.SeasonalActionSkipped) -> None:
        self.flash(event.describe(self.session.names) + ".")

    def _ended(self, event: rules.GameEnded) -> None:
        self.flash(event.describe(self.session.names))  # the base table adds the fanfare (or the horn)

    def _from_rival(self, player: int, cards: tuple[str, ...]) -> None:
        """Cards a rival plays come on screen from their hand by their name (a hand along the bottom, face up
        or as backs, hands its cards over by itself)."""
        if player != self.hand.owner():
            for card in cards:
                self.appear_at(card, self.gardens.mini_hand_card(player))

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
        history = self.headers.harvest_history()
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

    # ---- the zoom ----------------------------------------------------------------------------------------------
    def zoom_angle(self, key: Hashable) -> float:
        """How the zoom shows a card: a plant in a garden turned like on the table, current phase on top."""
        entry = self.gardens.entry_of(key)
        if entry is not None and entry["phase"]:
            return 90.0 * (entry["phase"] - 1)
        return 0.0

    def zoom_style(self, key: Hashable) -> str:
        """A garden plant zooms as it lies, with what a harvest now scores; a tucked tab zooms as the whole card."""
        style = self.sprites[key].style if key in self.sprites else ""
        return "" if style.startswith("tab") else style

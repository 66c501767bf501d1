"""The Botanicus table: the action area and the three tracks on the left, the garden in focus in the middle (the
viewer's own, large), the other gardens small on the right, and the prompt, the choices and the hand below.

Every way to play comes from the shared interaction layer and the keys the moves name: drag the Flower to a
glowing space of the next column (its fee shows on the space and by the pointer), the gardener along the
footprints (a badge by the pointer says what the walk costs), the plant from the tray into a glowing bed, a garden
card onto Play or Sell, a special task onto a row, a track marker onto a space it may stop on; or click the
thing, then a glowing place; or Tab / arrows / Enter. A click on a place only one thing can reach is enough (a
space for the Flower, a footprint for the gardener, a bed for the plant), and a click plays what a thing does by
itself (the space or tile whose action comes first, a plant to water, the track of the last action). Where two
moves land on one place (two ways along a track to one space) the base table asks which. Choices that are not
places (a red price, letting an effect go, what a lifted card does) are the declared ``buttons``, keys 1-9; G (or
a click on a small garden) looks at another garden. Every question of legality goes to ``legal_moves()``, every
refusal to ``State.why_not``.

The table is composed of parts, each in a module of its own: ``faces`` draws the cards, tasks and pieces,
``board`` the action area, ``tracks`` the tracks, ``panels`` the title line, the turn panel and what the question
lets the player touch, ``gardens`` the gardens, ``hand`` the hand, ``tips`` the hover help, ``clicks`` what a
click on a place does; this module is what the table shows when something happens, and the words of a turn.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

from gardengames.engine.state import Event, Move, Prompt
from gardengames.engine.text import capital, join_words, signed
from gardengames.games.botanicus import rules
from gardengames.games.botanicus.rules import keys as K
from gardengames.games.botanicus.rules.words import track_text
from gardengames.i18n import N_, _, n_
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.parts import MoveButton
from gardengames.ui.prompt_line import Line
from gardengames.ui.table import BaseTable

from .board import Board
from .clicks import Clicks, PieceDrag
from .faces import Faces, piece_shadow
from .gardens import Gardens
from .hand import Hand
from .layout import number_word, piece_kind
from .panels import Asks, Header, TurnPanel, how_to
from .tips import Tips
from .tracks import Tracks

if TYPE_CHECKING:
    from gardengames.ui.shell import App

__all__ = ["TableScene"]

T = TypeVar("T")
COST = (255, 210, 120)  # a fee or a walk paid, rising from where it was paid
WATER = (120, 190, 240)
ANIMAL = (200, 240, 170)


class TableScene(BaseTable):
    # The design size its layout needs in the window (``theme.scale_for``; past it the table is laid out larger
    # than the window and scrolls, ``ui/tableview.py``): the UI scale grows it in the window up to about 106 % at
    # 16:9, where the hand's cards, under the tracks, would shrink (tests/ui/test_ui_scale.py finds no overlap,
    # nothing cut, no shrunk body text or card up to there).
    room = (1205, 678)
    # The answers to a question that are not places, one button for each legal move of these kinds, laid out by
    # the turn panel; their words are templates the turn panel fills in from the position.
    buttons = (
        MoveButton(
            N_("Space first: {effects}"),
            rules.ChooseAction,
            {"slot": "space"},
            tooltip=N_("Take the space's own action first, then the tile's"),
            each=True,
        ),
        MoveButton(
            N_("Tile first: {effects}"),
            rules.ChooseAction,
            {"slot": "tile"},
            tooltip=N_("Take the tile's action first, then the space's"),
            each=True,
        ),
        MoveButton(N_("Pay {coins}"), rules.PayForAction, {"accept": True}, tooltip="{asked}", each=True),
        MoveButton(
            N_("Let it go"),
            rules.PayForAction,
            {"accept": False},
            tooltip=N_("Skip this action and keep the coins"),
            each=True,
        ),
        MoveButton("{stop}", rules.Pass, tooltip=N_("Give up the rest of this effect"), each=True),
        MoveButton(N_("To {n}: {steps}, {coins}"), rules.TrackMove, tooltip="{way} ({reward})", each=True),
        MoveButton(
            N_("{track} track"),
            rules.ChooseTrack,
            tooltip=N_("Your last action: up to {n} steps on the {track} track"),
            each=True,
        ),
        MoveButton(N_("Space {n}"), rules.PlaceNeutral, tooltip=N_("Put the neutral Flower here"), each=True),
        MoveButton(N_("Play {card} ({coins})"), rules.PlayCard, tooltip="{effects}", each=True),
        MoveButton(N_("Sell {card} ({coins})"), rules.SellCard, tooltip=N_("Coins instead of the action"), each=True),
    )

    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        self.data: rules.GameData = session.state.data  # a Botanicus state
        self.node_corner = {n.id: n.corner for n in self.data.garden.nodes}
        self._cache: dict[str, tuple[Any, Any]] = {}
        super().__init__(app, session, spectator)
        self.drag: PieceDrag = PieceDrag(self)
        self.cards = Faces(self)
        self.header = Header(self)
        self.board = Board(self)
        self.tracks = Tracks(self)
        self.asks = Asks(self)
        self.turn = TurnPanel(self)
        self.gardens = Gardens(self)
        self.hand = Hand(self)
        self.clicks = Clicks(self)
        self.tips = Tips(self)
        self.parts = [
            self.cards,
            self.header,
            self.board,
            self.tracks,
            self.asks,
            self.turn,
            self.gardens,
            self.hand,
            self.clicks,
            self.tips,
        ]
        self.prompt_line.px = 16  # the size this table's prompt always had: the column is narrow

    # ---- what the parts read, asked once per position ------------------------------------------------------
    @property
    def state(self) -> rules.State:
        return self.session.state  # type: ignore[return-value]

    def _cached(self, name: str, make: Callable[[], T]) -> T:
        """``make()``, kept until the position (the session's version) or the seat at the screen changes."""
        stamp = (self.session.version, self.viewer)
        found = self._cache.get(name)
        if found is None or found[0] != stamp:
            found = self._cache[name] = (stamp, make())
        return found[1]

    def legal(self) -> list[Move]:
        """The legal moves now (the shared move index, rebuilt whenever the position changes)."""
        return self.selection.index.legal

    def hidden(self) -> dict[str, Any]:
        """The view of the seat at the screen: hands and unrevealed tasks come only from here."""
        return self._cached("view", self.view)

    def sheets(self) -> list:
        return self._cached("scores", self.state.scores)

    def flower_spots(self) -> dict[str, tuple[int, int, int]]:
        """Flower key -> (column, space, place in the pile); column -1 is the start lane (space = rank)."""
        return self._cached("flowers", self.state.flower_spots)

    @property
    def asked(self) -> Prompt | None:
        """What the rules ask now (the kernel's prompt)."""
        return self.state.prompt

    def kind(self, key: Hashable) -> str:
        """What a sprite key is: a piece kind (see ``piece_kind``), "task" or "card"."""
        piece = piece_kind(key)
        if piece or not isinstance(key, str):
            return piece
        return "task" if key in self.data.task else "card"

    # ---- the prompt line and the pass button ---------------------------------------------------------------
    def turn_line(self) -> Line:
        """What to do now and how; or whose turn it is while nobody at the screen may act."""
        st = self.state
        asked = self.asked
        assert asked is not None  # the game is not over
        who = self.session.names[asked.player]
        if not self.my_turn:
            question = asked.text.endswith("?")  # ("Pay 1 coin for: plant pink?"): no full stop after it
            if self.session.seats[asked.player].is_human or self.spectator:  # a watched game: nobody thinks now
                line = _("{name}'s turn: {asked}") if question else _("{name}'s turn: {asked}.")
                return Line(line.format(name=who, asked=asked.text))
            asking = asked.text[:1].lower() + asked.text[1:]
            line = _("{name} is thinking: {asked}") if question else _("{name} is thinking: {asked}...")
            return Line(line.format(name=who, asked=asking))
        how = how_to(st, asked)
        if asked.kind in ("pay", "order"):  # a question: the hint is a sentence of its own
            return Line(_("{name}: {asked} {how}.").format(name=who, asked=asked.text, how=capital(how)), theme.GLOW)
        return Line(_("{name}: {asked}: {how}.").format(name=who, asked=asked.text, how=how), theme.GLOW)

    def pass_place(self) -> pygame.Rect:
        """The hot-seat pass button stands at the right end of the choice row (no choice is offered during the
        pause), clear of the turn order at its left; the prompt line above it says to pass the laptop."""
        rect = pygame.Rect(0, 0, int(240 * self.scale), int(40 * self.scale))
        rect.midright = self.turn.choice_rect.midright
        return rect

    # ---- how pieces look when zoomed and carried -------------------------------------------------------------
    def zoom_style(self, key: Hashable) -> str:
        return self.sprites[key].style if key in self.sprites and self.kind(key) == "task" else ""

    def draw_sprite_shadow(self, surface: pygame.Surface, key: Hashable, rect: pygame.Rect, lift: float) -> None:
        """The shadow under a sprite: a card's for cards and tasks, a round one for a token (``piece_shadow``)."""
        piece_shadow(surface, key, rect, self.scale, lift)

    # ---- what happened: floating numbers, rings, and the sound each asks for ---------------------------------
    def event_handlers(self) -> dict[type[Event], Callable[[Any], str | None]]:
        return {
            rules.FlowerMoved: self._flower_moved,
            rules.NeutralPlaced: lambda event: "place",
            rules.GardenerMoved: self._walked,
            rules.Planted: self._planted,
            rules.Watered: self._watered,
            rules.TaskCompleted: self._task_done,
            rules.CoinsChanged: self._coins,
            rules.PointsScored: self._points,
            rules.AnimalAdded: self._animal,
            rules.TrackMoved: lambda event: "click",
            rules.PrizeTaken: self._prize,
            rules.CardDrawn: lambda event: "draw",
            rules.CardPlayed: self._card_played,
            rules.CardSold: self._card_sold,
            rules.DeckShuffled: lambda event: "shuffle",
            rules.ActionSkipped: self._skipped,
            rules.TasksRevealed: self._revealed,
            rules.RoundEnded: self._round_ended,
        }

    def _flower_moved(self, event: rules.FlowerMoved) -> str:
        if event.cost:
            self.float_text(signed(-event.cost), self.board.space_rect(event.column, event.space).center, COST)
        return "place"

    def _walked(self, event: rules.GardenerMoved) -> str:
        garden = self.gardens.views.get(event.player)
        if event.cost and garden is not None:
            self.float_text(signed(-event.cost), garden.node_point(self.node_corner[event.end]), COST)
        return "click"

    def _planted(self, event: rules.Planted) -> str:
        """A new plant grows from where the plant from the tray was let go (or from the tray)."""
        garden = self.gardens.views.get(event.player)
        if not event.replaced:
            origin = self.drag.dropped if self.drag.dropped is not None else self.gardens.tray_rect
            self.appear_at(K.plant_key(event.player, event.row, event.col), origin)
        if garden is not None:
            self.ring(garden.bed_rect(event.row, event.col), theme.LEAF)
        return "grow"

    def _watered(self, event: rules.Watered) -> str:
        garden = self.gardens.views.get(event.player)
        if garden is not None:
            self.ring(garden.bed_rect(event.row, event.col), WATER)
        return "water"

    def _task_done(self, event: rules.TaskCompleted) -> str:
        garden = self.gardens.views.get(event.player)
        if garden is not None:
            special = event.kind == "special" and garden.big
            rect = garden.special_rect(event.row) if special else garden.plaque_rect(event.row)
            self.float_text(f"+{event.points}", rect.center, theme.GLOW)
            self.ring(rect, theme.GLOW)
        return "objective"

    def _coins(self, event: rules.CoinsChanged) -> None:
        if event.amount and event.player in self.gardens.views:
            self.float_text(signed(event.amount), self.gardens.stat_anchor(event.player, "coins"), theme.GOLD)

    def _points(self, event: rules.PointsScored) -> str:
        if event.player in self.gardens.views:
            self.float_text(f"+{event.points}", self.gardens.stat_anchor(event.player, "score"), theme.GLOW)
        return "objective"

    def _animal(self, event: rules.AnimalAdded) -> str:
        if event.player in self.gardens.views:
            self.float_text(
                n_("+{n} animal", "+{n} animals", event.count).format(n=event.count),
                self.gardens.stat_anchor(event.player, "animals"),
                ANIMAL,
            )
        return "bug"

    def _prize(self, event: rules.PrizeTaken) -> str:
        t = self.tracks.index(event.track)
        rect = self.tracks.space_rect(t, len(self.data.tracks[t].spaces) - 1)
        self.float_text(_("+{n} prize").format(n=event.points), rect.center, theme.GLOW)
        return "objective"

    def _card_played(self, event: rules.CardPlayed) -> str:
        if event.player == self.viewer:
            self.leave_to(event.card, self.hand.play_zone, "hand")
        return "place"

    def _card_sold(self, event: rules.CardSold) -> str:
        if event.player == self.viewer:
            self.leave_to(event.card, self.hand.sell_zone, "hand")
        if event.player in self.gardens.views:
            self.float_text(signed(event.coins), self.gardens.stat_anchor(event.player, "coins"), theme.GOLD)
        return "harvest"

    def _skipped(self, event: rules.ActionSkipped) -> None:
        if event.player == self.viewer:
            self.flash(event.describe(self.session.names) + ".")

    def _revealed(self, event: rules.TasksRevealed) -> None:
        self.flash(_("Everyone's special tasks are turned face up."))

    def _round_ended(self, event: rules.RoundEnded) -> str:
        nxt = event.round + 1
        self.flash(
            _("Round 3: one last turn each, on a track of your choice.")
            if nxt == 3
            else _("Round {round}: the Flowers start again and the tiles show their dark side.").format(round=nxt)
        )
        return "shuffle"

    # ---- the end -----------------------------------------------------------------------------------------------
    def finish(self) -> None:
        from gardengames.ui.score import ScoreScene

        self.app.stack.replace(ScoreScene(self.app, self.session, self.score_lines()))

    def score_lines(self) -> list[str]:
        """Each player's points explained where the table cannot: column by column, tasks, tracks finished."""
        st = self.state
        lines = []
        for p, name in enumerate(self.session.names):
            me = st.players[p]
            cols = "+".join(str(v) for v in st.column_points(p))
            basic, special = sum(me["basic_done"]), sum(me["special_done"])
            done = [track_text(t) for t in me["finished"]]
            everything = _("all {n} tracks").format(n=number_word(len(self.data.tracks)))
            tracks = everything if len(done) == len(self.data.tracks) else (join_words(done) or _("no track"))
            lines.append(
                _(
                    "{name}: columns {columns} \u00b7 {basic} basic, {special} special tasks \u00b7 finished {tracks}"
                ).format(name=name, columns=cols, basic=basic, special=special, tracks=tracks)
            )
        return lines

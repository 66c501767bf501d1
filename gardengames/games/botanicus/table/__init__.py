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
places (a red price, letting an effect go, what a lifted card does) are buttons, keys 1-9; G (or a click on a
small garden) looks at another garden. Every question of legality goes to ``legal_moves()``, every refusal to
``State.why_not``.

``layout`` says where everything lies, ``faces`` draws the cards, tasks and pieces, ``board``, ``gardens`` and
``panels`` the rest of the table, ``tips`` the hover help; this module is the input and what the table shows
when something happens.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames import i18n
from gardengames.engine.state import Event, Move
from gardengames.engine.text import join_words, signed
from gardengames.games.botanicus import rules
from gardengames.games.botanicus.rules import keys as K
from gardengames.games.botanicus.rules.words import free_text, steps_text, track_text
from gardengames.i18n import N_, _, n_, p_
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.drag import Drag, DragController, Target
from gardengames.ui.widgets import Button

from .faces import piece_shadow
from .layout import ROUND_PIECES, coins_word, number_word, piece_kind
from .panels import Panels

if TYPE_CHECKING:
    from gardengames.ui.shell import App

__all__ = ["TableScene"]

COST = (255, 210, 120)  # a fee or a walk paid, rising from where it was paid
WATER = (120, 190, 240)
ANIMAL = (200, 240, 170)
CHOICE_KEYS = [pygame.K_1 + i for i in range(9)] + [pygame.K_0]
PASS_LABELS = {"plant": N_("Let the plant go"), "water": N_("Stop watering"), "move": N_("Do not walk")}


class PieceDrag(DragController):
    """Drag and drop whose carried token casts a round shadow, and which remembers where the last drop was let go:
    the plant taken from the tray grows from there, not from the tray."""

    def __init__(self) -> None:
        super().__init__()
        self.dropped: pygame.Rect | None = None

    def handle(self, event: pygame.event.Event) -> tuple[str, Drag, Hashable | None] | None:
        result = super().handle(event)
        if result is not None and result[0] == "drop":
            self.dropped = pygame.Rect(result[1].rect)
        return result

    def draw_card(self, surface: pygame.Surface, scale: float) -> None:
        if not self.active or self.drag is None:
            return
        if piece_kind(self.drag.item) in ROUND_PIECES:
            rect = self.drag.rect
            piece_shadow(surface, self.drag.item, rect.move(int(4 * scale), int(6 * scale)), scale, 1.0)
            surface.blit(self.drag.image, rect.move(0, -int(4 * scale)))
            return
        super().draw_card(surface, scale)


class TableScene(Panels):
    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        self.choice_moves: list[Move | None] = []
        self._choices_shown: tuple[Any, ...] | None = None  # what the choice buttons were laid out for
        super().__init__(app, session, spectator)
        self.drag: PieceDrag = PieceDrag()
        self.choice_buttons = []
        for i in range(12):  # a long track move may offer many stops; the keys 1-9 and 0 reach the first ten
            hotkey = CHOICE_KEYS[i] if i < len(CHOICE_KEYS) else None
            button = Button("", functools.partial(self._choose, i), hotkey=hotkey)
            button.visible = False
            self.choice_buttons.append(self.widgets.add(button))

    # ---- input: the shared layer, plus what this table's places always did ----------------------------------
    def drag_targets(self, key: Hashable) -> dict[Hashable, Target] | None:
        """The base's targets (the places the legal moves picking ``key`` up land on), each labelled with what a
        drop there costs or does (shown by the pointer)."""
        targets = super().drag_targets(key)
        for target in (targets or {}).values():
            if isinstance(target.move, Move):
                target.label = self.drop_label(target.move)
        return targets

    def drop_label(self, move: Move) -> str:
        """What a drop costs or does, shown by the pointer and on the zones."""
        if isinstance(move, rules.MoveFlower):
            return self.state.fee_text(move.space)
        if isinstance(move, rules.WalkGardener):
            return free_text() if not move.cost else coins_word(move.cost)
        if isinstance(move, rules.PlayCard):
            return p_("card zone", "play")
        if isinstance(move, rules.SellCard):
            return p_("card zone", "sell")
        return ""

    def click_key(self, key: Hashable) -> bool:
        """The base's click on one key, and three more: a click on a bed does what a click on its plant does
        (water it); a place that only one piece can reach now moves it there (a space for the Flower, a footprint
        for the gardener; a card still has to be picked first); a place nothing can reach says why, in the rules'
        words, for the first thing that goes to places of that kind (the Flower into the wrong column, a marker
        that cannot stop there)."""
        if super().click_key(key):
            return True
        index = self.selection.index
        parts = K.parts(key)
        if parts[:1] == ["bed"] and index.direct(K.plant_key(*map(int, parts[1:]))):
            return super().click_key(K.plant_key(*map(int, parts[1:])))
        landing = [m for m in index.legal if m.source_key is not None and m.target_key == key]
        sources = {m.source_key for m in landing}
        if len(sources) == 1 and piece_kind(next(iter(sources))):
            self.play_choice(landing[0] if len(landing) == 1 else tuple(landing))
            return True
        if not landing and key in self.place_rects():
            kind = K.parts(key)[:1]  # asked only of what goes to places of this kind (a space, a track space)
            could = [source for source in index.sources if any(K.parts(t)[:1] == kind for t in index.targets(source))]
            reason = next((r for source in could if (r := self.state.why_not(source, key))), "")
            if reason:
                self.flash(reason)
                self.app.audio.play("flyback")
                return True
        return False

    def _choose(self, i: int) -> None:
        if i < len(self.choice_moves) and self.my_turn:
            move = self.choice_moves[i]
            if move is not None:
                self.play(move)

    def choices(self) -> list[tuple[str, Move, str]]:
        """The buttons for what is asked now: (label, move, tooltip)."""
        st = self.state
        asked = self.asked
        if not self.my_turn or asked is None:
            return []
        legal = self.legal()
        kind = asked.kind
        out: list[tuple[str, Move, str]] = []
        # Each button stands for one of the rules' legal moves, found among them (``legal_of``), never built here.
        found: list[tuple[str, Move | None, str]] = []
        if kind == "order":
            first = self.legal_of(rules.ChooseAction, slot="space")
            then = self.legal_of(rules.ChooseAction, slot="tile")
            if isinstance(first, rules.ChooseAction):
                own, tile = st.actions_at(first.column, first.space)
                found.append(
                    (
                        _("Space first: {effects}").format(effects=rules.effect_text(own.effects, own.pay)),
                        first,
                        _("Take the space's own action first, then the tile's"),
                    )
                )
                found.append(
                    (
                        _("Tile first: {effects}").format(effects=rules.effect_text(tile.effects, tile.pay)),
                        then,
                        _("Take the tile's action first, then the space's"),
                    )
                )
        elif kind == "pay":
            pay = _("Pay {coins}").format(coins=coins_word(asked.detail["amount"]))
            found.append((pay, self.legal_of(rules.PayForAction, accept=True), asked.text))
            skip = _("Skip this action and keep the coins")
            found.append((_("Let it go"), self.legal_of(rules.PayForAction, accept=False), skip))
        elif kind in ("plant", "water", "move"):
            found.append((_(PASS_LABELS[kind]), self.legal_of(rules.Pass), _("Give up the rest of this effect")))
        elif kind == "track":
            track = self.data.track[asked.detail["track"]]
            for way in (m for m in legal if isinstance(m, rules.TrackMove)):
                index = track.index[way.space]
                label = _("To {n}: {steps}, {coins}").format(
                    n=index, steps=steps_text(way.steps), coins=signed(way.coins)
                )
                tip = way.instruction(self.session.names) + " (" + rules.effect_text(track.spaces[index].reward) + ")"
                out.append((label, way, tip))
        elif kind == "final":
            for move in legal:
                if isinstance(move, rules.ChooseTrack):
                    name = track_text(move.track)
                    tip = _("Your last action: up to {n} steps on the {track} track")
                    out.append(
                        (_("{track} track").format(track=name), move, tip.format(n=self.data.final_steps, track=name))
                    )
        elif kind == "neutral":
            for move in legal:
                if isinstance(move, rules.PlaceNeutral):
                    out.append((_("Space {n}").format(n=move.space + 1), move, _("Put the neutral Flower here")))
        elif kind == "prep" and self.selection.lifted is not None and self.kind(self.selection.lifted) == "card":
            chosen = self.selection.lifted
            card = self.data.card_of(str(chosen))
            for move in legal:
                if isinstance(move, rules.PlayCard) and move.card == chosen:
                    label = _("Play {card} ({coins})").format(card=_(card.name), coins=signed(-card.cost))
                    out.append((label, move, rules.effect_text(card.effects)))
                elif isinstance(move, rules.SellCard) and move.card == chosen:
                    label = _("Sell {card} ({coins})").format(card=_(card.name), coins=signed(card.value))
                    out.append((label, move, _("Coins instead of the action")))
        out[:0] = [(label, move, tip) for label, move, tip in found if move is not None]
        return out[: len(self.choice_buttons)]

    def _layout_choices(self) -> None:
        """Buttons flow left to right in the choice row; when they are many they wrap over the hand."""
        s = self.scale
        items = self.choices()
        self.choice_moves = [m for _label, m, _tip in items]
        f = theme.font(int(16 * s), True)
        x, y = self.choice_rect.x, self.choice_rect.y
        bh = self.choice_rect.h
        gap = int(6 * s)
        widths = [min(int(330 * s), f.size(f"0  {label}")[0] + int(24 * s)) for label, _move, _tip in items]
        if widths and sum(widths) + gap * (len(widths) - 1) > self.choice_rect.w:  # many: equal widths, wrapped
            per_row = max(1, min(len(widths), self.choice_rect.w // int(150 * s)))
            even = (self.choice_rect.w - gap * (per_row - 1)) // per_row
            widths = [even] * len(widths)
        for i, button in enumerate(self.choice_buttons):
            if i >= len(items):
                button.visible = False
                continue
            label, _move, tip = items[i]
            if x + widths[i] > self.choice_rect.right + 1:
                x = self.choice_rect.x
                y += bh + gap
            button.label = f"{(i + 1) % 10}  {label}" if i < 10 else label
            button.tooltip = tip
            button.rect = pygame.Rect(x, y, widths[i], bh)
            button.visible = True
            button.primary = i == 0 and len(items) <= 2 and not isinstance(items[0][1], rules.Pass)
            x += widths[i] + gap
        self.choice_panel_bottom = y + bh if items else self.choice_rect.bottom

    def handle(self, event: pygame.event.Event) -> None:
        """A click on a small garden looks at it closely, unless it answers the question asked there."""
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.drag.drag is None
            and not any(b.visible and b.rect.collidepoint(event.pos) for b in self.widgets.widgets)
        ):
            for seat, garden in self.gardens.items():
                if not garden.big and garden.block.collidepoint(event.pos) and not self._wants(event.pos):
                    self.set_focus(seat)
                    self.app.audio.play("click")
                    return
        super().handle(event)

    def _wants(self, pos: tuple[int, int]) -> bool:
        """True when a click at ``pos`` does something for the question asked (a bed, a footprint, a plant)."""
        if not self.my_turn:
            return False
        index = self.selection.index
        keys = index.clickable() | {m.target_key for m in index.legal if m.target_key is not None}
        return self.thing_at(pos, keys) is not None

    def game_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_g and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            n = self.state.num_players
            self.set_focus((self.focus + (-1 if event.mod & pygame.KMOD_SHIFT else 1)) % n)
            return True
        return False

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
            self.float_text(signed(-event.cost), self.space_rect(event.column, event.space).center, COST)
        return "place"

    def _walked(self, event: rules.GardenerMoved) -> str:
        garden = self.gardens.get(event.player)
        if event.cost and garden is not None:
            self.float_text(signed(-event.cost), garden.node_point(self.node_corner[event.end]), COST)
        return "click"

    def _planted(self, event: rules.Planted) -> str:
        """A new plant grows from where the plant from the tray was let go (or from the tray)."""
        garden = self.gardens.get(event.player)
        if not event.replaced:
            origin = self.drag.dropped if self.drag.dropped is not None else self.tray_rect
            self.appear_at(K.plant_key(event.player, event.row, event.col), origin)
        if garden is not None:
            self.ring(garden.bed_rect(event.row, event.col), theme.LEAF)
        return "grow"

    def _watered(self, event: rules.Watered) -> str:
        garden = self.gardens.get(event.player)
        if garden is not None:
            self.ring(garden.bed_rect(event.row, event.col), WATER)
        return "water"

    def _task_done(self, event: rules.TaskCompleted) -> str:
        garden = self.gardens.get(event.player)
        if garden is not None:
            special = event.kind == "special" and garden.big
            rect = garden.special_rect(event.row) if special else garden.plaque_rect(event.row)
            self.float_text(f"+{event.points}", rect.center, theme.GLOW)
            self.ring(rect, theme.GLOW)
        return "objective"

    def _coins(self, event: rules.CoinsChanged) -> None:
        if event.amount and event.player in self.gardens:
            self.float_text(signed(event.amount), self.stat_anchor(event.player, "coins"), theme.GOLD)

    def _points(self, event: rules.PointsScored) -> str:
        if event.player in self.gardens:
            self.float_text(f"+{event.points}", self.stat_anchor(event.player, "score"), theme.GLOW)
        return "objective"

    def _animal(self, event: rules.AnimalAdded) -> str:
        if event.player in self.gardens:
            self.float_text(
                n_("+{n} animal", "+{n} animals", event.count).format(n=event.count),
                self.stat_anchor(event.player, "animals"),
                ANIMAL,
            )
        return "bug"

    def _prize(self, event: rules.PrizeTaken) -> str:
        t = next(i for i, track in enumerate(self.data.tracks) if track.id == event.track)
        rect = self.track_space_rect(t, len(self.data.tracks[t].spaces) - 1)
        self.float_text(_("+{n} prize").format(n=event.points), rect.center, theme.GLOW)
        return "objective"

    def _card_played(self, event: rules.CardPlayed) -> str:
        if event.player == self.viewer:
            self.leave_to(event.card, self.play_zone, "hand")
        return "place"

    def _card_sold(self, event: rules.CardSold) -> str:
        if event.player == self.viewer:
            self.leave_to(event.card, self.sell_zone, "hand")
        if event.player in self.gardens:
            self.float_text(signed(event.coins), self.stat_anchor(event.player, "coins"), theme.GOLD)
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

    # ---- per frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The garden in focus follows the seat at the screen, and the one the question is about."""
        st = self.state
        owner = self.viewer if self.viewer is not None else (st.current_player or 0)
        if owner != self._focus_owner and self.gardens:
            self._focus_owner = owner
            self.set_focus(owner)
        asked = self.asked
        if self.gardens and self.my_turn and asked is not None and asked.kind in ("plant", "water", "move", "assign"):
            self.set_focus(asked.player)
        super().update(dt)
        self.drag.dropped = None  # a drop is played (and its plant planted) in the frame it is let go
        # The buttons are worked out again only when what they show may differ: a table nobody touches must
        # cost next to nothing a frame (their texts go through the rules' words and the data file).
        shown = (
            self.session.version,
            i18n.language(),
            self.my_turn,
            self.selection.lifted,
            tuple(self.choice_rect),
            self.scale,
        )
        if shown != self._choices_shown:
            self._choices_shown = shown
            self._layout_choices()
        self.undo_button.visible = self.redo_button.visible = not self.spectator

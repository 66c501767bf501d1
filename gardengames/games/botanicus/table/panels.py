"""What the Botanicus table shows around the pieces: the title line with the round and the prizes left; the turn
panel (the prompt line, under it the answers to the question that are not places, as buttons, or else the turn
order); and, over the pieces, what the question lets the player touch and what a drop costs, by the pointer.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames import i18n
from gardengames.engine.state import Move, Prompt
from gardengames.engine.text import signed
from gardengames.games.botanicus import rules
from gardengames.games.botanicus.rules import keys as K
from gardengames.games.botanicus.rules.words import free_text, is_free, steps_text, track_text
from gardengames.i18n import N_, _, p_
from gardengames.ui import theme
from gardengames.ui.drag import Target, glow_rect
from gardengames.ui.widgets import Button

from .faces import effect_icon
from .layout import TablePart, coins_word, number_word, piece_kind
from .tracks import PULSE_PERIOD

if TYPE_CHECKING:
    from . import TableScene

CHOICE_KEYS = [pygame.K_1 + i for i in range(9)] + [pygame.K_0]
CHOICE_BUTTONS = 12  # a long track move may offer many stops; the keys 1-9 and 0 reach the first ten
PASS_LABELS = {"plant": N_("Let the plant go"), "water": N_("Stop watering"), "move": N_("Do not walk")}


class Header(TablePart):
    """The title line: the game's name, the round, the track prizes left, and the shared buttons at its end."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.prize_rect = pygame.Rect(0, 0, 0, 0)  # laid out on the first frame
        self._when_right = 0

    def layout(self, size: tuple[int, int]) -> None:
        s = self.table.scale
        first = self.table.layout_top_bar(size[0] - int(10 * s), width=78, height=32, gap=6, top=8)
        self.prize_rect = pygame.Rect(int(380 * s), int(6 * s), first - int(392 * s), int(36 * s))

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        s = table.scale
        st = table.state
        theme.text(
            surface, _(table.session.info.title), (int(12 * s), int(8 * s)), int(26 * s), theme.PAPER, bold="title"
        )
        asked = table.asked
        if asked is None:
            when = _("Game over")
        elif asked.kind == "assign":
            when = _("Placing special tasks")
        elif st.round == 3:
            when = _("Round 3: the last turn")
        else:
            when = _("Round {round} of 3 \u00b7 column {column} of {columns}").format(
                round=st.round, column=st.column + 1, columns=len(table.data.columns)
            )
        self._when_right = theme.text(
            surface, when, (int(168 * s), int(16 * s)), int(16 * s), theme.PAPER_DARK, bold=True
        ).right
        self._draw_prizes(surface)

    def _draw_prizes(self, surface: pygame.Surface) -> None:
        table = self.table
        s = table.scale
        rect = self.prize_rect
        prizes = [table.data.prize_value(key) for key in table.state.prizes]
        label = _("Track prizes:") if prizes else _("All track prizes are taken")
        x = max(rect.x, self._when_right + int(24 * s))
        d = int(22 * s)
        px = int(14 * s)
        if x + d > rect.right:
            return  # a large UI scale in a narrow window leaves the title line no room for the prizes
        # nor, perhaps, for the words before them: then the prizes show alone
        if x + theme.font(px, True).size(label)[0] + int(6 * s) + (d if prizes else 0) <= rect.right:
            x = theme.text(surface, label, (x, rect.centery), px, theme.PAPER, bold=True, anchor="midleft").right
            x += int(6 * s)
        step = min(d + int(3 * s), (rect.right - x - d) / max(1, len(prizes) - 1)) if len(prizes) > 1 else 0
        for i, value in enumerate(prizes):
            img = effect_icon("vp", value, "", d)
            surface.blit(img, (round(x + i * step), rect.centery - d // 2))


class TurnPanel(TablePart):
    """Under the tracks: the prompt line, then the choice row: a button for each answer to the question that is not
    a place (the table's ``each`` buttons, keys 1-9 and 0), wrapping over the hand when they are many; when nothing
    is asked there, the turn order of this column."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.choice_rect = pygame.Rect(0, 0, 0, 0)  # laid out on the first frame
        self.choice_moves: list[Move] = []
        self.choice_panel_bottom = 0
        self._shown: tuple[Any, ...] | None = None  # what the choice buttons were laid out for
        self.buttons: list[Button] = []
        for i in range(CHOICE_BUTTONS):
            hotkey = CHOICE_KEYS[i] if i < len(CHOICE_KEYS) else None
            button = Button("", functools.partial(self._choose, i), hotkey=hotkey)
            button.visible = False
            self.buttons.append(table.widgets.add(button))

    def layout(self, size: tuple[int, int]) -> None:
        table = self.table
        s = table.scale
        tracks = table.tracks.area
        table.prompt_line.rect = pygame.Rect(tracks.x, tracks.bottom + int(6 * s), tracks.w, int(30 * s))
        self.choice_rect = pygame.Rect(tracks.x, table.prompt_line.rect.bottom + int(4 * s), tracks.w, int(36 * s))
        table.result_button.rect = pygame.Rect(0, 0, int(200 * s), int(40 * s))
        table.result_button.rect.center = self.choice_rect.center

    # ---- the choices ------------------------------------------------------------------------------------------
    def choices(self) -> list[tuple[str, Move, str]]:
        """The buttons for what is asked now: (label, move, tooltip), each move one of the rules' legal ones (the
        table's ``each`` buttons), its words filled in from the position. What a card does is offered only for the
        card lifted."""
        table = self.table
        lifted = table.selection.lifted
        out = []
        for label, move, tip in table.move_buttons.choices():
            if isinstance(move, (rules.PlayCard, rules.SellCard)) and move.card != lifted:
                continue
            words = self.words(move)
            out.append((label.format(**words), move, tip.format(**words)))
        return out[: len(self.buttons)]

    def words(self, move: Move) -> dict[str, Any]:
        """What the label and tooltip of a choice say about its move (the fields of their templates)."""
        table = self.table
        st, data, asked = table.state, table.data, table.asked
        if isinstance(move, rules.ChooseAction):
            own, tile = st.actions_at(move.column, move.space)
            action = own if move.slot == "space" else tile
            return {"effects": rules.effect_text(action.effects, action.pay)}
        if isinstance(move, rules.PayForAction) and asked is not None:
            return {"coins": coins_word(asked.detail["amount"]), "asked": asked.text}
        if isinstance(move, rules.Pass) and asked is not None:
            return {"stop": _(PASS_LABELS[asked.kind])}
        if isinstance(move, rules.TrackMove):
            track = data.track[move.track]
            index = track.index[move.space]
            return {
                "n": index,
                "steps": steps_text(move.steps),
                "coins": signed(move.coins),
                "way": move.instruction(table.session.names),
                "reward": rules.effect_text(track.spaces[index].reward),
            }
        if isinstance(move, rules.ChooseTrack):
            return {"track": track_text(move.track), "n": data.final_steps}
        if isinstance(move, rules.PlaceNeutral):
            return {"n": move.space + 1}
        if isinstance(move, (rules.PlayCard, rules.SellCard)):
            card = data.card_of(move.card)
            coins = signed(-card.cost) if isinstance(move, rules.PlayCard) else signed(card.value)
            return {"card": _(card.name), "coins": coins, "effects": rules.effect_text(card.effects)}
        return {}

    def widget_move(self, widget: object) -> Move | None:
        i = next((i for i, button in enumerate(self.buttons) if button is widget and button.visible), None)
        return self.choice_moves[i] if i is not None and i < len(self.choice_moves) and self.table.my_turn else None

    def _choose(self, i: int) -> None:
        if i < len(self.choice_moves) and self.table.my_turn:
            self.table.play(self.choice_moves[i])

    def update(self, dt: float) -> None:
        """The buttons are worked out again only when what they show may differ: a table nobody touches must cost
        next to nothing a frame (their texts go through the rules' words and the data file)."""
        table = self.table
        shown = (
            table.session.version,
            i18n.language(),
            table.my_turn,
            table.selection.lifted,
            tuple(self.choice_rect),
            table.scale,
        )
        if shown != self._shown:
            self._shown = shown
            self._lay_out_choices()
        table.undo_button.visible = table.redo_button.visible = not table.spectator

    def _lay_out_choices(self) -> None:
        """Buttons flow left to right in the choice row; when they are many they wrap over the hand."""
        s = self.table.scale
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
        for i, button in enumerate(self.buttons):
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

    # ---- drawing ----------------------------------------------------------------------------------------------
    def board_key(self) -> Hashable:
        # whether the choice buttons (or the hot-seat pass button) hide the turn order
        return tuple(b.visible for b in self.buttons), self.table.pass_button.visible

    def draw(self, surface: pygame.Surface) -> None:
        if not any(b.visible for b in self.buttons) and not self.table.state.is_over:
            self._draw_order(surface)

    def overlay(self, surface: pygame.Surface) -> None:
        """The backdrop of the choice buttons when they wrap over the hand."""
        s = self.table.scale
        wrapped = self.choice_panel_bottom > self.choice_rect.bottom + 2
        if not self.table.state.is_over and wrapped and any(b.visible for b in self.buttons):
            panel = pygame.Rect(
                self.choice_rect.x - int(4 * s),
                self.choice_rect.y - int(4 * s),
                self.choice_rect.w + int(8 * s),
                self.choice_panel_bottom - self.choice_rect.y + int(8 * s),
            )
            theme.rounded_panel(surface, panel, (40, 52, 38), radius=int(8 * s), border=None)

    def _draw_order(self, surface: pygame.Surface) -> None:
        """The turn order of this column in the choice row, when nothing is asked there. During the hot-seat pause
        the pass button stands at the row's end: only the chips that fit before it show, and no sentence (the
        prompt line says what to do then)."""
        table = self.table
        s = table.scale
        st = table.state
        rect = self.choice_rect
        passing = table.pass_button
        right = passing.rect.left - int(8 * s) if passing.visible else rect.right
        asked = table.asked
        if asked is not None and asked.kind == "assign":
            count = number_word(len(table.data.garden.rows))
            text = _(
                "Everyone puts their {count} special tasks on their rows; they turn face up when all are placed."
            ).format(count=count)
            px = theme.fit_text(text, int(14 * s), rect.w)
            if not passing.visible:
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
            name = table.session.names[p]
            chip = pygame.Rect(x, rect.y + int(6 * s), f.size(name)[0] + int(30 * s), rect.h - int(12 * s))
            if chip.right > right:
                break
            now = i == st.idx and (asked is None or asked.kind != "neutral")
            done = i < st.idx
            pygame.draw.rect(surface, theme.PAPER if now else (70, 84, 64), chip, border_radius=chip.h // 2)
            mark = (chip.x + chip.h // 2, chip.centery)
            theme.seat_mark(surface, table.session.seats[p].colour, mark, chip.h // 2 - int(4 * s))
            colour = theme.INK if now else (theme.PAPER_DARK if not done else (200, 208, 190))
            theme.text(surface, name, (chip.x + chip.h, chip.centery), int(14 * s), colour, bold=True, anchor="midleft")
            x = chip.right + int(6 * s)


class Asks(TablePart):
    """Over the pieces: what the current question lets the player touch glows softly, and while the gardener or
    the Flower is carried, what a drop there costs shows by the pointer (and on the lit places it names)."""

    def more_targets(self, key: Hashable, targets: dict[Hashable, Target]) -> None:
        """Each lit place is labelled with what a drop there costs or does (shown by the pointer)."""
        for target in targets.values():
            if isinstance(target.move, Move):
                target.label = self.drop_label(target.move)

    def drop_label(self, move: Move) -> str:
        """What a drop costs or does, shown by the pointer and on the zones."""
        if isinstance(move, rules.MoveFlower):
            return self.table.state.fee_text(move.space)
        if isinstance(move, rules.WalkGardener):
            return free_text() if not move.cost else coins_word(move.cost)
        if isinstance(move, rules.PlayCard):
            return p_("card zone", "play")
        if isinstance(move, rules.SellCard):
            return p_("card zone", "sell")
        return ""

    def overlay(self, surface: pygame.Surface) -> None:
        table = self.table
        asked = table.asked
        dragging = table.drag.active
        if table.my_turn and asked is not None and not dragging:
            self._draw_asks(surface, asked, table.breath(PULSE_PERIOD))
        if dragging and table.drag.drag is not None:
            self._draw_drag_cost(surface)

    def _draw_asks(self, surface: pygame.Surface, asked: Prompt, breath: float) -> None:
        """What the current question lets me touch glows softly."""
        table = self.table
        s = table.scale
        st = table.state
        legal = table.legal()
        me = asked.player
        garden = table.gardens.views.get(me)
        board = table.board
        for move in legal:
            if isinstance(move, (rules.Plant, rules.Water)) and garden is not None:
                glow_rect(surface, garden.bed_rect(move.row, move.col), s, pulse=breath)
            elif isinstance(move, rules.WalkGardener) and asked.kind == "move" and garden is not None:
                glow_rect(surface, garden.node_rect(table.node_corner[move.node]), s, pulse=breath)
            elif isinstance(move, rules.PlaceNeutral):
                glow_rect(surface, board.space_rect(st.column, move.space), s, pulse=breath)
            elif isinstance(move, rules.ChooseTrack):
                glow_rect(surface, table.tracks.strip(table.tracks.index(move.track)), s, pulse=breath)
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
            keys.extend(k for k in table.sprites if piece_kind(k) == "supply")
        elif asked.kind == "assign":
            keys.extend(k for k in table.sprites if table.kind(k) == "task" and table.drag_targets(k))
        for key in keys:
            if key in table.sprites:
                glow_rect(surface, table.sprites[key].rect, s, pulse=breath, colour=theme.WHITE)

    def _draw_drag_cost(self, surface: pygame.Surface) -> None:
        """While the gardener or the Flower is carried: what dropping it here costs, by the pointer."""
        drag = self.table.drag.drag
        hot = self.table.drag.target_at(drag.pos) if drag is not None else None
        if (
            drag is None
            or hot is None
            or not drag.targets[hot].label
            or drag.targets[hot].label in (p_("card zone", "play"), p_("card zone", "sell"))
        ):
            return
        s = self.table.scale
        text = drag.targets[hot].label
        img = theme.font(int(15 * s), True).render(text, True, theme.WHITE)
        box = img.get_rect().inflate(int(12 * s), int(6 * s))
        box.bottomleft = (drag.pos[0] + int(14 * s), drag.pos[1] - int(10 * s))
        box.clamp_ip(surface.get_rect())
        colour = theme.LEAF_DARK if is_free(text) else theme.DANGER
        pygame.draw.rect(surface, colour, box, border_radius=box.h // 2)
        pygame.draw.rect(surface, theme.WHITE, box, 1, border_radius=box.h // 2)
        surface.blit(img, img.get_rect(center=box.center))


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


def how_to(state: rules.State, asked: Prompt) -> str:
    """How to answer ``asked`` with the mouse; on a turn's preparation, only what is left to do."""
    if asked.kind != "prep":
        return _(HOW[asked.kind])
    parts = []
    if not asked.detail["walked"]:
        parts.append(_("drag the gardener ({coins} a step)").format(coins=coins_word(state.data.walk_step_cost)))
    if not asked.detail["carded"] and state.players[asked.player]["hand"]:
        parts.append(_("drag a card onto Play or Sell"))
    if state.round == 3:
        parts.append(_("then click a track"))
    else:
        parts.append(_("then drag your Flower to a glowing space"))
    return ", ".join(parts)

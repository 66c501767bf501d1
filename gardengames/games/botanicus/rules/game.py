"""The Botanicus game state: turns, Flower spaces, the gardener, tasks, tracks and scoring.

Everything a player decides is a move listed by ``legal_moves()``; a Flower stop is resolved as a
queue of effects (plant, water, walk, track...) in which every choice waits for the next move, so the
UI, the bots and the tests all drive the game the same way. The state holds only plain data.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Hashable
from typing import Any

from gardengames.engine.schema import NOBODY, OWNER, Field, plain_copy, state_field
from gardengames.engine.state import Codec, Event, GameState, Move, Prompt, ScoreSheet
from gardengames.i18n import N_, _

from . import keys as K
from . import moves as mv
from . import reasons, views
from .content import FLOWER_COLUMNS, SPACES_PER_COLUMN, Action, GameData, load_data
from .keys import NEUTRAL_FLOWER
from .words import NO_FLOWER, coins_text, effect_items, effect_text, flower_text, steps_text, track_text

IMMEDIATE = ("coins", "vp", "animals", "cards", "pole")
"""Effects that need no decision and are carried out as soon as they come up."""


def _item_parts(item: list) -> tuple[str, int, str]:
    if item[0] == "track":
        return "track", item[2], item[1]
    return item[0], item[1], ""


#: Score categories as the score screen shows them (in the player's language: see ``State.scores``).
PART_TASKS = N_("Garden tasks")
PART_PRIZES = N_("Track prizes")
PART_BONUS = N_("Points from actions")
PART_ANIMALS = N_("Animals")
PART_COLUMNS = N_("Full columns")


def coins_part(per_point: int) -> str:
    """The score category of the coins left at the end, named by what they are worth in the data
    (``coins_per_point``): "Coins (3 = 1 point)" for the shipped game."""
    return _("Coins ({n} = 1 point)").format(n=per_point)


EMPTY_BOARD: list[list[list[str]]] = [[[] for _space in range(SPACES_PER_COLUMN)] for _column in range(FLOWER_COLUMNS)]

SEAT_FIELDS = (
    Field("coins"),
    Field("hand", 1, OWNER),
    Field("node"),
    Field("garden", 2),
    Field("track", 1),
    Field("finished", 1),
    Field("prizes", 1),
    Field("tasks"),
    Field("bonus"),
    Field("animals"),
    Field("pole"),
    # Special tasks are placed in secret and shown together once everyone has placed theirs (BO-K1).
    Field("task_hand", 1, OWNER, until="tasks_public"),
    Field("specials", 1, OWNER, until="tasks_public", count=views.placed),
    Field("basic_done", 1),
    Field("special_done", 1),
)
"""What each seat's record in ``State.players`` holds; only its hand (and, until all are placed, its special
tasks) is its own."""


class State(GameState):
    """A game of Botanicus for 2-4 players."""

    game_id = "botanicus"
    state_version = 2  # 2: every card, prize token and Flower is named by its key (see keys.py)
    codec = Codec(mv.MOVE_CLASSES)
    events = Codec(mv.EVENT_CLASSES)
    data_loader = staticmethod(load_data)
    data: GameData

    # Every field, once: its type, how deep a copy goes, who sees it, and where a new game starts.
    num_players: int = state_field()
    round: int = state_field(default=1)
    column: int = state_field(default=0)
    order: list[int] = state_field(1)  # seat order this step; set up by new_game
    idx: int = state_field(default=0)
    stage: str = state_field(default="assign")
    board: list[list[list[str]]] = state_field(3, default=EMPTY_BOARD)  # column -> space -> Flowers, bottom first
    tiles: list[str] = state_field(1, default=[])
    players: list[dict[str, Any]] = state_field(default=[], records=SEAT_FIELDS)
    deck: list[str] = state_field(1, NOBODY, default=[])
    discard: list[str] = state_field(1, default=[])
    task_piles: dict[str, list[str]] = state_field(2, NOBODY, default={"four": [], "other": []})
    prizes: list[str] = state_field(1)  # set up by new_game from the data, as is the supply
    supply: list[int] = state_field(1)
    queue: list[list] = state_field(2, default=[])  # the effects still to carry out, first first
    todo: list[str] = state_field(1, default=[])
    context: str = state_field(default="")
    pay_for: list = state_field(1, default=[])
    walked: bool = state_field(default=False)
    carded: bool = state_field(default=False)
    tasks_public: bool = state_field(default=False)

    # -- the shared API ------------------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        if self.stage == "over":
            return None
        if self.stage == "neutral":
            return self.order[1]
        return self.order[self.idx]

    @property
    def is_over(self) -> bool:
        return self.stage == "over"

    @property
    def mover(self) -> int:
        """The seat whose decision it is, while the game runs (``current_player`` without the None)."""
        p = self.current_player
        if p is None:
            raise LookupError("the game is over: nobody moves")
        return p

    @property
    def prompt(self) -> Prompt | None:
        """What is being asked now, or None once the game is over. ``detail`` holds the ``amount`` of a price or
        an effect (plants: the level) and the ``track`` of a track move; a turn's preparation says whether the
        gardener has ``walked`` and a card was ``carded`` (played or sold) yet; a choice of order or price says
        whether it follows the Flower's move (``flower``) rather than a card."""
        p = self.current_player
        if p is None:
            return None
        if self.stage == "assign":
            return Prompt("assign", p, _("Put each of your special tasks on a garden row"))
        if self.stage == "neutral":
            return Prompt(
                "neutral", p, _("Put the neutral Flower on a space of column {column}").format(column=self.column + 1)
            )
        if self.stage == "prep":
            done = {"walked": self.walked, "carded": self.carded}
            if self.round == 3:
                return Prompt("final", p, _("Walk, play a card, then choose a track for your last action"), done)
            text = _("Walk, play a card, then move your Flower to column {column}").format(column=self.column + 1)
            return Prompt("prep", p, text, done)
        flower = self.context == "flower"
        if self.stage == "order":
            return Prompt("order", p, _("Which action first: the space's or the tile's?"), {"flower": flower})
        if self.stage == "pay":
            action = self.action_of(self.pay_for)
            text = _("Pay {coins} for: {effects}?").format(
                coins=coins_text(action.pay), effects=effect_text(action.effects)
            )
            return Prompt("pay", p, text, {"amount": action.pay, "flower": flower})
        kind, amount, track = _item_parts(self.queue[0])
        if kind == "plant":
            text = _("Choose a bed for {flower}").format(flower=flower_text(amount))
        elif kind == "water":
            text = _("Choose a plant to water ({n} left)").format(n=amount)
        elif kind == "move":
            text = _("Walk the gardener up to {steps} for free").format(steps=steps_text(amount))
        else:
            text = _("Move up to {steps} on the {track} track").format(
                steps=steps_text(amount), track=track_text(track)
            )
        return Prompt(kind, p, text, {"amount": amount, "track": track})

    def legal_moves(self) -> list[Move]:
        if self.stage == "over":
            return []
        p = self.mover
        me = self.players[p]
        if self.stage == "assign":
            return self._assign_moves(p)
        if self.stage == "neutral":
            return [mv.PlaceNeutral.of[self.column, s] for s in range(SPACES_PER_COLUMN)]
        if self.stage == "order":
            space = self.flower_space(p)
            return [mv.ChooseAction.of[slot, self.column, space] for slot in self.todo]
        if self.stage == "pay":
            return [mv.PayForAction.of[True], mv.PayForAction.of[False]]
        if self.stage == "prep":
            out: list[Move] = []
            if not self.walked:
                step = self.data.walk_step_cost
                out.extend(self._walk_moves(p, me["coins"] // step if step else len(self.data.garden.nodes), True))
            if not self.carded:
                for key in sorted(me["hand"], key=_by_card):
                    if me["coins"] >= self.data.card_of(key).cost:
                        out.append(mv.PlayCard.of[key])
                    out.append(mv.SellCard.of[key])
            if self.round == 3:
                out += [mv.ChooseTrack.of[t.id] for t in self.data.tracks]
            else:
                for space in range(SPACES_PER_COLUMN):
                    cost = self.space_cost(space, p)
                    if cost is not None:
                        out.append(mv.MoveFlower.of[p, self.column, space, cost])
            return out
        kind, amount, track = _item_parts(self.queue[0])
        if kind == "plant":
            beds = self.data.garden.reach[me["node"]]
            return [*[mv.Plant.of[p, r, c, amount] for r, c in beds], mv.Pass.of[()]]
        if kind == "water":
            return [*[mv.Water.of[p, r, c] for r, c in self._waterable(me)], mv.Pass.of[()]]
        if kind == "move":
            return [*self._walk_moves(p, amount, paid=False), mv.Pass.of[()]]
        return list(self._track_moves(p, track, amount))

    def _apply(self, move: Move) -> list[Event]:
        ev: list[Event] = []
        p = self.mover
        me = self.players[p]
        if isinstance(move, mv.AssignTask):
            self._assign(p, move, ev)
        elif isinstance(move, mv.PlaceNeutral):
            self.board[self.column][move.space].append(NEUTRAL_FLOWER)
            ev.append(mv.NeutralPlaced(p, self.column, move.space))
            self.stage = "prep"
            ev.append(mv.TurnStarted(self.order[0], self.round, self.column))
        elif isinstance(move, mv.WalkGardener):
            start = me["node"]
            me["coins"] -= move.cost
            me["node"] = move.node
            ev.append(mv.GardenerMoved(p, start, move.node, move.cost))
            if self.stage == "prep":
                self.walked = True
            else:
                self.queue.pop(0)
                self._run(ev)
        elif isinstance(move, mv.PlayCard):
            card = self.data.card_of(move.card)
            me["coins"] -= card.cost
            me["hand"].remove(move.card)
            self.discard.append(move.card)
            self.carded = True
            ev.append(mv.CardPlayed(p, move.card, card.cost))
            self.context = "card"
            self._start_action(p, ["card", K.card_id(move.card)], ev)
        elif isinstance(move, mv.SellCard):
            card = self.data.card_of(move.card)
            me["coins"] += card.value
            me["hand"].remove(move.card)
            self.discard.append(move.card)
            self.carded = True
            ev.append(mv.CardSold(p, move.card, card.value))
        elif isinstance(move, mv.MoveFlower):
            self._move_flower(p, move, ev)
        elif isinstance(move, mv.ChooseAction):
            self.todo.remove(move.slot)
            self._start_action(p, self.slot_ref(p, move.slot), ev)
        elif isinstance(move, mv.PayForAction):
            action = self.action_of(self.pay_for)
            if move.accept:
                me["coins"] -= action.pay
                ev.append(mv.CoinsChanged(p, -action.pay, mv.FOR_PRICE))
                self.queue[:0] = [e.as_item() for e in action.effects]
            else:
                ev.append(mv.ActionSkipped(p, mv.SKIP_DECLINED))
            self.pay_for = []
            self._run(ev)
        elif isinstance(move, mv.Plant):
            self.queue.pop(0)
            self._plant(p, move.row, move.col, move.level, ev)
            self._run(ev)
        elif isinstance(move, mv.Water):
            self._water(p, move.row, move.col, ev)
            item = self.queue[0]
            item[1] -= 1
            if item[1] <= 0:
                self.queue.pop(0)
            self._run(ev)
        elif isinstance(move, mv.TrackMove):
            self.queue.pop(0)
            self._track_move(p, move, ev)
            self._run(ev)
        elif isinstance(move, mv.ChooseTrack):
            self.context = "final"
            self.queue = [["track", move.track, self.data.final_steps]]
            ev.append(mv.ActionStarted(p, "final", (("track", self.data.final_steps, move.track),)))
            self._run(ev)
        elif isinstance(move, mv.Pass):
            self.queue.pop(0)
            self._run(ev)
        else:  # pragma: no cover - apply() only lets legal moves through
            raise TypeError(move)
        return ev

    # -- set-up: special tasks -----------------------------------------------------------------------------

    def _assign_moves(self, p: int) -> list[Move]:
        me = self.players[p]
        sizes = self.data.row_size
        free = [r for r, t in enumerate(me["specials"]) if not t]
        out: list[Move] = []
        for tid in me["task_hand"]:
            four = len(self.data.task[tid].plants) >= 4
            left_four = sum(1 for t in me["task_hand"] if t != tid and len(self.data.task[t].plants) >= 4)
            for r in free:
                if four and sizes[r] < 4:
                    continue
                long_left = sum(1 for x in free if x != r and sizes[x] >= 4)
                if left_four <= long_left:
                    out.append(mv.AssignTask.of[p, tid, r])
        return out

    def _assign(self, p: int, move: mv.AssignTask, ev: list[Event]) -> None:
        me = self.players[p]
        me["task_hand"].remove(move.task)
        me["specials"][move.row] = move.task
        if me["task_hand"]:
            return
        self.idx += 1
        if self.idx < self.num_players:
            return
        self.tasks_public = True
        ev.append(mv.TasksRevealed(tuple(tuple(pl["specials"]) for pl in self.players)))
        self.idx = 0
        self._begin_step(ev)

    # -- the turn ------------------------------------------------------------------------------------------

    def _begin_step(self, ev: list[Event]) -> None:
        """All Flowers are about to move into ``self.column``: the first player's turn (after the neutral)."""
        self.walked = self.carded = False
        self.context = ""
        if self.num_players == 2 and self.round < 3 and self.idx == 0:
            self.stage = "neutral"
            ev.append(mv.TurnStarted(self.order[1], self.round, self.column))
            return
        self.stage = "prep"
        ev.append(mv.TurnStarted(self.order[self.idx], self.round, self.column))

    def space_cost(self, space: int, player: int | None = None) -> int | None:
        """Coins the player pays to put their Flower on ``space`` of the next column (None: not allowed).

        0 for an empty space, 3 per Flower already there, 0 when a Pole Position token covers it.
        """
        p = self.current_player if player is None else player
        if p is None or self.round == 3 or not 0 <= space < SPACES_PER_COLUMN:
            return None
        stack = self.board[self.column][space]
        if not stack or self.players[p]["pole"] > 0:
            return 0
        cost = self.data.occupied_fee * len(stack)
        return cost if cost <= self.players[p]["coins"] else None

    def fee_text(self, space: int) -> str:
        """What moving the Flower to ``space`` costs, in words ("free", "free (Pole)", "3 coins"; "": not allowed)."""
        return reasons.fee_text(self, space)

    @property
    def neutral_in_play(self) -> bool:
        """The neutral Flower takes part: two players, rounds 1 and 2 (BO-T4)."""
        return self.num_players == 2 and self.round < 3

    def flower_spots(self) -> dict[str, tuple[int, int, int]]:
        """Every Flower in play -> (column, space, height); column -1 is the start lane (space: the rank)."""
        return reasons.flower_spots(self)

    def why_not(self, source: Hashable | None, target: Hashable | None = None) -> str:
        return reasons.why_not(self, source, target)

    def walk_cost(self, node: str, player: int | None = None) -> int | None:
        """Coins a paid walk of the player's gardener to ``node`` costs (None: no path)."""
        p = self.current_player if player is None else player
        if p is None:
            return None
        steps = self.data.garden.distances[self.players[p]["node"]].get(node)
        return None if steps is None else steps * self.data.walk_step_cost

    def _walk_moves(self, p: int, max_steps: int, paid: bool) -> list[Move]:
        walks = self.data.garden.walks[self.players[p]["node"]]
        step = self.data.walk_step_cost if paid else 0
        walk = mv.WalkGardener.of
        return [walk[p, n, d * step] for n, d in walks if d <= max_steps]

    def _move_flower(self, p: int, move: mv.MoveFlower, ev: list[Event]) -> None:
        me = self.players[p]
        stack = self.board[self.column][move.space]
        occupied = bool(stack)
        pole = occupied and me["pole"] > 0
        if pole:
            me["pole"] -= 1
        me["coins"] -= move.cost
        stack.append(K.flower_key(p))
        ev.append(mv.FlowerMoved(p, self.column, move.space, move.cost, pole))
        self.context = "flower"
        if occupied:
            self.todo = []
            self._start_action(p, self.slot_ref(p, "tile"), ev)
        else:
            self.todo = ["space", "tile"]
            self.stage = "order"

    @property
    def tile_side(self) -> str:
        """Which side the tiles show: light in round 1, dark from round 2 on (BO-R1)."""
        return "light" if self.round == 1 else "dark"

    def tile_at(self, column: int, space: int) -> str:
        """The id of the tile over a Flower space (one tile per two neighbouring spaces)."""
        return self.tiles[column * 2 + space // 2]

    def actions_at(self, column: int, space: int) -> tuple[Action, Action]:
        """The space's own action and its connected (tile) action this round, for the UI."""
        tile = getattr(self.data.tile[self.tile_at(column, space)], self.tile_side)
        return self.data.columns[column].spaces[space].action, tile

    def slot_ref(self, p: int, slot: str) -> list:
        """A reference to the action of the player's Flower space (``space``) or its tile (``tile``)."""
        space = self.flower_space(p)
        if slot == "space":
            return ["space", self.column, space]
        return ["tile", self.tile_at(self.column, space), self.tile_side]

    def flower_space(self, p: int) -> int:
        """The space of the current column the player's Flower stands on."""
        flower = K.flower_key(p)
        for space, stack in enumerate(self.board[self.column]):
            if flower in stack:
                return space
        raise LookupError(f"player {p} has no Flower in column {self.column}")

    def action_of(self, ref: list) -> Action:
        """The action a reference names: ``["space", column, space]``, ``["tile", id, side]``, ``["card", id]``."""
        if ref[0] == "space":
            return self.data.columns[ref[1]].spaces[ref[2]].action
        if ref[0] == "tile":
            return getattr(self.data.tile[ref[1]], ref[2])
        return Action(self.data.card[ref[1]].effects)

    def _start_action(self, p: int, ref: list, ev: list[Event]) -> None:
        action = self.action_of(ref)
        me = self.players[p]
        ev.append(mv.ActionStarted(p, ref[0], effect_items(action.effects), action.pay))
        if action.pay:
            if me["coins"] >= action.pay:
                self.pay_for = ref
                self.stage = "pay"
                return
            ev.append(mv.ActionSkipped(p, mv.SKIP_UNPAID, action.pay))
        else:
            self.queue[:0] = [e.as_item() for e in action.effects]
        self._run(ev)

    def _run(self, ev: list[Event]) -> None:
        """Carry out effects from the front of the queue until one needs a decision or the queue is empty."""
        p = self.mover
        me = self.players[p]
        while self.queue:
            item = self.queue[0]
            kind = item[0]
            if kind in IMMEDIATE:
                self.queue.pop(0)
                self._immediate(p, kind, item[1], ev)
                continue
            if kind == "plant" and not self.supply[item[1] - 1]:
                self.queue.pop(0)
                ev.append(mv.ActionSkipped(p, NO_FLOWER[item[1]]))
                continue
            if kind == "water" and not self._waterable(me):
                self.queue.pop(0)
                ev.append(mv.ActionSkipped(p, mv.SKIP_NO_WATER))
                continue
            self.stage = "effect"
            return
        self._after_queue(ev)

    def _after_queue(self, ev: list[Event]) -> None:
        p = self.mover
        if self.context == "card":
            self.context = ""
            self.stage = "prep"
        elif self.context == "flower" and self.todo:
            slot = self.todo.pop()
            self._start_action(p, self.slot_ref(p, slot), ev)
        else:
            self._end_turn(ev)

    def _immediate(self, p: int, kind: str, amount: int, ev: list[Event]) -> None:
        me = self.players[p]
        if kind == "coins":
            me["coins"] += amount
            ev.append(mv.CoinsChanged(p, amount, mv.FOR_BONUS))
        elif kind == "vp":
            me["bonus"] += amount
            ev.append(mv.PointsScored(p, amount, mv.FOR_BONUS))
        elif kind == "animals":
            me["animals"] += amount
            ev.append(mv.AnimalAdded(p, amount, me["animals"]))
        elif kind == "cards":
            self._draw(p, amount, ev)
        else:
            me["pole"] += amount
            ev.append(mv.PolePositionTaken(p))

    def _draw(self, p: int, count: int, ev: list[Event]) -> None:
        for _i in range(count):
            if not self.deck:
                if not self.discard:
                    ev.append(mv.ActionSkipped(p, mv.SKIP_NO_CARD))
                    return
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
                ev.append(mv.DeckShuffled(len(self.deck)))
            card = self.deck.pop()
            self.players[p]["hand"].append(card)
            ev.append(mv.CardDrawn(p, card))

    def _end_turn(self, ev: list[Event]) -> None:
        self.context = ""
        self.todo = []
        self.idx += 1
        if self.idx < len(self.order):
            self._begin_step(ev)
            return
        self.idx = 0
        if self.round == 3:
            self.stage = "over"
            sheets = self.scores()
            ev.append(mv.GameEnded(tuple(s.total for s in sheets), tuple(self.winners())))
            return
        self.column += 1
        if self.column < FLOWER_COLUMNS:
            self.order = self._order_from(self.column - 1)
            self._begin_step(ev)
            return
        self.order = self._order_from(FLOWER_COLUMNS - 1)
        ev.append(mv.RoundEnded(self.round, tuple(self.order)))
        self.board = plain_copy(EMPTY_BOARD)
        self.round += 1
        self.column = 0
        self._begin_step(ev)

    def _order_from(self, column: int) -> list[int]:
        """Turn order from a column: top space first; on a shared space the Flower on top goes first (BO-T5)."""
        return [K.flower_seat(key) for stack in self.board[column] for key in reversed(stack) if key != NEUTRAL_FLOWER]

    # -- the garden ----------------------------------------------------------------------------------------

    def _waterable(self, me: dict) -> list[tuple[int, int]]:
        out = []
        for r, c in self.data.garden.reach[me["node"]]:
            level = me["garden"][r][c]
            if 0 < level < 4 and self.supply[level]:
                out.append((r, c))
        return out

    def _plant(self, p: int, row: int, col: int, level: int, ev: list[Event]) -> None:
        me = self.players[p]
        old = me["garden"][row][col]
        if old:
            self.supply[old - 1] += 1
        self.supply[level - 1] -= 1
        me["garden"][row][col] = level
        ev.append(mv.Planted(p, row, col, level, old))
        self._check_tasks(p, row, ev)

    def _water(self, p: int, row: int, col: int, ev: list[Event]) -> None:
        me = self.players[p]
        old = me["garden"][row][col]
        self.supply[old - 1] += 1
        self.supply[old] -= 1
        me["garden"][row][col] = old + 1
        ev.append(mv.Watered(p, row, col, old + 1))
        self._check_tasks(p, row, ev)

    def row_levels(self, player: int, row: int) -> list[int]:
        """The plant levels now in a row of a player's garden (empty beds left out)."""
        grid = self.players[player]["garden"][row]
        return [grid[c] for c in self.data.garden.rows[row].columns if grid[c]]

    def _check_tasks(self, p: int, row: int, ev: list[Event]) -> None:
        """Score a row's tasks the moment the row shows them: the basic one first, each only once (BO-K2)."""
        me = self.players[p]
        have = self.row_levels(p, row)
        basic = self.data.garden.rows[row].basic
        if not me["basic_done"][row] and _contains(have, basic.plants):
            me["basic_done"][row] = True
            me["tasks"] += basic.points
            ev.append(mv.TaskCompleted(p, row, basic.id, "basic", basic.points))
        special = me["specials"][row]
        if me["basic_done"][row] and not me["special_done"][row] and special:
            task = self.data.task[special]
            if _contains(have, task.plants):
                me["special_done"][row] = True
                me["tasks"] += task.points
                ev.append(mv.TaskCompleted(p, row, task.id, "special", task.points))

    # -- tracks --------------------------------------------------------------------------------------------

    def _track_moves(self, p: int, track_id: str, allowed: int) -> list[mv.TrackMove]:
        """Every (end space, steps) a move may take; paths end at the last space (BO-K3..K6)."""
        me = self.players[p]
        track = self.data.track[track_id]
        last = len(track.spaces) - 1
        coins = me["coins"]
        best: dict[tuple[int, int], int] = {}
        frontier = [(me["track"][track_id], 0)]
        steps = 0
        while frontier:
            steps += 1
            extra = max(0, steps - allowed) * self.data.extra_step_cost
            if extra > coins:
                break
            nxt = []
            for here, cut_cost in frontier:
                for to, cost in track.exits[here]:
                    paid = cut_cost + cost
                    if paid + extra > coins:
                        continue
                    key = (to, steps)
                    if key not in best or best[key] > paid:
                        best[key] = paid
                        if to != last:
                            nxt.append((to, paid))
            frontier = nxt
        out = []
        for (to, steps_taken), paid in sorted(best.items()):
            extra = max(0, steps_taken - allowed) * self.data.extra_step_cost
            refund = max(0, allowed - steps_taken) * self.data.short_step_refund
            out.append(mv.TrackMove.of[p, track_id, track.spaces[to].id, steps_taken, refund - paid - extra])
        return out

    def _track_move(self, p: int, move: mv.TrackMove, ev: list[Event]) -> None:
        me = self.players[p]
        track = self.data.track[move.track]
        start = track.spaces[me["track"][move.track]].id
        end = track.index[move.space]
        me["coins"] += move.coins
        ev.append(mv.TrackMoved(p, move.track, start, move.space, move.steps, move.coins))
        reward = [e.as_item() for e in track.spaces[end].reward]
        if end == len(track.spaces) - 1:
            if move.track not in me["finished"]:
                me["finished"].append(move.track)
                if self.prizes:
                    prize = self.prizes.pop(0)
                    me["prizes"].append(prize)
                    ev.append(mv.PrizeTaken(p, move.track, self.data.prize_value(prize), prize))
            end = 0
            ev.append(mv.TrackRestarted(p, move.track))
        me["track"][move.track] = end
        self.queue[:0] = reward

    # -- scoring -------------------------------------------------------------------------------------------

    def column_points(self, player: int) -> list[int]:
        """Points of each garden column now: its best plant's value if every bed is planted, else 0."""
        g = self.data.garden
        grid = self.players[player]["garden"]
        out = []
        for c, rows in enumerate(g.column_beds):
            levels = [grid[r][c] for r in rows]
            out.append(g.column_points[c][max(levels) - 1] if all(levels) else 0)
        return out

    def prize_points(self, player: int) -> int:
        """The points of the prize tokens a player has taken."""
        return sum(self.data.prize_value(key) for key in self.players[player]["prizes"])

    def animal_points(self, player: int) -> int:
        scale = self.data.animal_points
        return scale[min(self.players[player]["animals"], len(scale) - 1)]

    def scores(self) -> list[ScoreSheet]:
        """Points so far; at the end this is the final score (BO-E1). Ties go to the next round's starter."""
        sheets = []
        for p, me in enumerate(self.players):
            parts = {
                _(PART_TASKS): me["tasks"],
                _(PART_PRIZES): self.prize_points(p),
                _(PART_BONUS): me["bonus"],
                _(PART_ANIMALS): self.animal_points(p),
                _(PART_COLUMNS): sum(self.column_points(p)),
                coins_part(self.data.coins_per_point): me["coins"] // self.data.coins_per_point,
            }
            tiebreak = float(len(self.order) - self.order.index(p))
            sheets.append(ScoreSheet(sum(parts.values()), parts, tiebreak))
        return sheets

    # -- keys, hidden information and old saves (copies and views are derived from the fields) ---------------

    def all_cards(self) -> Counter[str]:
        """Every garden card, special task tile and prize token, wherever it lies: each key exactly once."""
        out: Counter[str] = Counter(self.deck)
        out.update(self.discard)
        out.update(self.prizes)
        for pile in self.task_piles.values():
            out.update(pile)
        for me in self.players:
            out.update(me["hand"])
            out.update(me["prizes"])
            out.update(me["task_hand"])
            out.update(t for t in me["specials"] if t)
        return out

    def private_cards(self, seat: int) -> list[str]:
        """The hand in its shown order; while special tasks are being placed, also the drawn and placed ones."""
        me = self.players[seat]
        out = sorted(me["hand"], key=_by_card)
        if not self.tasks_public:
            out += [*me["task_hand"], *(t for t in me["specials"] if t)]
        return out

    def deal_hidden(self, view: dict[str, Any], rng: random.Random) -> None:
        """Other hands, the deck, the undrawn tasks and (while they are being placed) other players' special
        tasks, dealt at random from what the viewer cannot account for."""
        views.deal_hidden(self, view, rng)

    def upgrade_move(self, raw: dict[str, Any], version: int) -> Move:
        """A move of a format-1 save (before keys) as the legal move it means now (see views.upgrade_move)."""
        if version >= 2:
            return self.codec.decode(raw)
        return self.codec.decode(views.upgrade_move(self, raw))


def _contains(have: list[int], need: tuple[int, ...]) -> bool:
    """Whether the levels ``have`` hold each level of ``need`` as often as ``need`` names it."""
    return all(have.count(level) >= n for level, n in _counted(need))


@functools.lru_cache(maxsize=256)
def _counted(levels: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(level, how many) of a task's plants; worked out once per task, as every planting checks them."""
    return tuple(Counter(levels).items())


def _by_card(key: str) -> tuple[str, str]:
    """Hand order: by card id, then copy (as the hand is shown)."""
    return K.card_id(key), key


def new_game(num_players: int, seed: int, options: dict | None = None, data: GameData | None = None) -> State:
    """Set up a game: tiles shuffled onto the board, cards dealt, special tasks drawn (BO-K1)."""
    if not 2 <= num_players <= 4:
        raise ValueError("Botanicus is for 2 to 4 players")
    state = State.bare(data)
    data = state.data
    state.num_players = num_players
    state.order = list(range(num_players))
    state.prizes = data.prize_keys()
    state.supply = list(data.plant_supply)
    state.rng = rng = random.Random(seed)
    tiles = [t.id for t in data.tiles]
    rng.shuffle(tiles)
    state.tiles = tiles
    deck = data.deck()
    rng.shuffle(deck)
    four = [t.id for t in data.special_tasks if len(t.plants) >= 4]
    other = [t.id for t in data.special_tasks if len(t.plants) < 4]
    rng.shuffle(four)
    rng.shuffle(other)
    rows = len(data.garden.rows)
    for _i in range(num_players):
        drawn = [four.pop() for _i in range(data.special_four_per_player)]
        drawn += [other.pop() for _i in range(data.special_other_per_player)]
        state.players.append(
            {
                "coins": data.start_coins,
                "hand": [deck.pop() for _i in range(data.start_cards)],
                "node": data.garden.start,
                "garden": [[0] * data.garden.columns for _i in range(rows)],
                "track": {t.id: 0 for t in data.tracks},
                "finished": [],
                "prizes": [],
                "tasks": 0,
                "bonus": 0,
                "animals": 0,
                "pole": 0,
                "task_hand": sorted(drawn),
                "specials": [""] * rows,
                "basic_done": [False] * rows,
                "special_done": [False] * rows,
            }
        )
    state.deck = deck
    state.task_piles = {"four": four, "other": other}
    return state

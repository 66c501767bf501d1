"""The data schema of Botanicus (board, tiles, tracks, garden, tasks, cards) and its cross-checks.

The YAML in ``data/botanicus.yaml`` is read into these frozen dataclasses by ``engine.data.load``;
``GameData.check`` then validates everything that spans entries (counts, references, geometry) and
names the file, the entry id and the field of every problem, so a broken edit is easy to find.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, fields
from functools import cached_property
from pathlib import Path
from typing import Annotated

from gardengames.engine.data import Id, MaxLen, Problem, Problems, Range, Version, duplicate_ids, load_cached
from gardengames.i18n import Text, _, n_

from .keys import card_id, card_key, prize_index, prize_key

SCHEMA_VERSION = 1
LEVELS = (1, 2, 3, 4)
LEVEL_NAMES = {1: "yellow", 2: "pink", 3: "green", 4: "blue"}
FLOWER_COLUMNS = 8
SPACES_PER_COLUMN = 4
TILE_COUNT = 16
CARD_COUNT = 18
SPECIAL_TASK_COUNT = 20
PRIZE_COUNT = 12
GARDEN_ROWS = 5
MAX_PLAYERS = 4

# The bounds of every value the data file gives (the loader refuses anything outside them before a game sees it;
# the rules' exact sizes and limits are GameData.check's). Generous: the shipped file's values are well inside.
Amount = Annotated[int, Range(-20, 20)]  # what an action gives or costs: ours 0-6 (check says where a price goes)
Level = Annotated[int, Range(0, 9)]  # a plant level: check wants 1 to 4
Small = Annotated[int, Range(0, 20)]  # a rule's coins, steps or cards: ours are at most 6
Score = Annotated[int, Range(0, 100)]  # points of a task, a prize token or a column line: ours are at most 24
Index = Annotated[int, Range(0, 20)]  # a garden column or corner (check wants it inside the garden)
Supply = Annotated[int, Range(0, 99)]  # plant tokens of one level: ours are at most 30


@dataclass(frozen=True)
class Effect:
    """One thing an action does; exactly one field is set (see the comment at the top of the YAML)."""

    plant: Level = 0
    water: Amount = 0
    move: Amount = 0
    coins: Amount = 0
    vp: Amount = 0
    animals: Amount = 0
    cards: Amount = 0
    pole: Amount = 0
    track: Id = ""
    steps: Small = 0

    @cached_property
    def kind(self) -> str:
        """The effect's kind: the name of its one set field (``track`` uses ``steps`` with it); worked out once
        (the effect never changes), as every action started asks it."""
        for f in fields(self):
            if f.name != "steps" and getattr(self, f.name):
                return f.name
        return ""

    @property
    def amount(self) -> int:
        return self.steps if self.track else getattr(self, self.kind, 0)

    @cached_property
    def _item(self) -> tuple:
        return ("track", self.track, self.steps) if self.track else (self.kind, self.amount)

    def as_item(self) -> list:
        """The queue form kept in the game state: plain JSON data (a fresh list: the state changes it)."""
        return list(self._item)


Effects = Annotated[tuple[Effect, ...], MaxLen(6)]  # what one action does, in order: ours do at most 2 things


@dataclass(frozen=True)
class Action:
    """Effects done in order; ``pay`` is the red price paid before them (the action may be declined)."""

    effects: Effects
    pay: Amount = 0


@dataclass(frozen=True)
class Space:
    id: Id
    effects: Effects
    pay: Amount = 0

    @property
    def action(self) -> Action:
        return Action(self.effects, self.pay)


@dataclass(frozen=True)
class Column:
    id: Id
    spaces: Annotated[tuple[Space, ...], MaxLen(10)]  # exactly 4 (check)


@dataclass(frozen=True)
class Tile:
    id: Id
    light: Action
    dark: Action
    # What the hover help calls it (its id, read as words, when the data names none).
    name: Annotated[Text, MaxLen(60)] = Text("")


@dataclass(frozen=True)
class TrackSpace:
    id: Id
    reward: Effects = ()


@dataclass(frozen=True)
class Shortcut:
    id: Id
    start: Id
    end: Id
    cost: Small


@dataclass(frozen=True)
class Track:
    id: Id
    name: Annotated[Text, MaxLen(60)]
    spaces: Annotated[tuple[TrackSpace, ...], MaxLen(30)]  # ours have at most 14
    shortcuts: Annotated[tuple[Shortcut, ...], MaxLen(10)] = ()

    @cached_property
    def index(self) -> dict[str, int]:
        return {s.id: i for i, s in enumerate(self.spaces)}

    @cached_property
    def exits(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """For each space index: (next index, coin cost) of every step leaving it."""
        out: list[list[tuple[int, int]]] = [
            [(i + 1, 0)] if i + 1 < len(self.spaces) else [] for i in range(len(self.spaces))
        ]
        for cut in self.shortcuts:
            out[self.index[cut.start]].append((self.index[cut.end], cut.cost))
        return tuple(tuple(x) for x in out)


@dataclass(frozen=True)
class Task:
    id: Id
    plants: Annotated[tuple[Level, ...], MaxLen(9)]  # check wants 1 to 4
    points: Score


@dataclass(frozen=True)
class Row:
    id: Id
    columns: Annotated[tuple[Index, ...], MaxLen(20)]  # check wants 3 to the garden's columns
    basic: Task


@dataclass(frozen=True)
class Node:
    id: Id
    corner: tuple[Index, Index]


@dataclass(frozen=True)
class Garden:
    columns: Annotated[int, Range(0, 8)]  # the board's size across: ours is 4 (check wants at least 3)
    rows: Annotated[tuple[Row, ...], MaxLen(10)]  # exactly 5 (check)
    nodes: Annotated[tuple[Node, ...], MaxLen(40)]  # a corner inside 5 rows of 8 beds: at most 28; ours are 12
    paths: Annotated[tuple[tuple[Id, Id], ...], MaxLen(100)]  # each joins two corners: ours are 15
    start: Id
    column_points: Annotated[tuple[tuple[Score, Score, Score, Score], ...], MaxLen(10)]  # one per column (check)

    def has_bed(self, row: int, col: int) -> bool:
        return 0 <= row < len(self.rows) and col in self.rows[row].columns

    @cached_property
    def beds(self) -> tuple[tuple[int, int], ...]:
        return tuple((r, c) for r, row in enumerate(self.rows) for c in row.columns)

    @cached_property
    def reach(self) -> dict[str, tuple[tuple[int, int], ...]]:
        """The beds diagonal to each footprint spot (the ones the gardener can plant in and water)."""
        out = {}
        for node in self.nodes:
            r, c = node.corner
            around = ((r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c))
            out[node.id] = tuple(b for b in around if self.has_bed(*b))
        return out

    @cached_property
    def neighbours(self) -> dict[str, tuple[str, ...]]:
        out: dict[str, list[str]] = {n.id: [] for n in self.nodes}
        for a, b in self.paths:
            if a in out and b in out:
                out[a].append(b)
                out[b].append(a)
        return {k: tuple(sorted(v)) for k, v in out.items()}

    @cached_property
    def distances(self) -> dict[str, dict[str, int]]:
        """Footprint steps between every two spots (breadth-first search over the paths)."""
        out = {}
        for start in self.neighbours:
            dist = {start: 0}
            todo = deque([start])
            while todo:
                here = todo.popleft()
                for nxt in self.neighbours[here]:
                    if nxt not in dist:
                        dist[nxt] = dist[here] + 1
                        todo.append(nxt)
            out[start] = dist
        return out

    @cached_property
    def walks(self) -> dict[str, tuple[tuple[str, int], ...]]:
        """For each spot, every other spot the gardener can reach and its steps, in spot-id order (the order of
        the walk moves); sorted once, as every turn lists the walks."""
        return {start: tuple(sorted((n, d) for n, d in dist.items() if d)) for start, dist in self.distances.items()}

    @cached_property
    def column_beds(self) -> tuple[tuple[int, ...], ...]:
        """For each garden column, the rows that have a bed in it."""
        return tuple(tuple(r for r, row in enumerate(self.rows) if c in row.columns) for c in range(self.columns))


@dataclass(frozen=True)
class Card:
    id: Id
    name: Annotated[Text, MaxLen(60)]
    count: Annotated[int, Range(0, 20)]  # copies: the deck has 18 cards in all (check)
    cost: Amount
    value: Amount
    effects: Effects


@dataclass(frozen=True)
class GameData:
    """The whole data file."""

    version: Version
    start_coins: Annotated[int, Range(0, 50)]  # ours is 6
    start_cards: Small
    walk_step_cost: Small
    occupied_fee: Small
    extra_step_cost: Small
    short_step_refund: Small
    coins_per_point: Small
    final_steps: Small
    special_four_per_player: Small
    special_other_per_player: Small
    plant_supply: tuple[Supply, Supply, Supply, Supply]
    animal_points: Annotated[tuple[Score, ...], MaxLen(20)]  # ours has 9 steps
    prize_tokens: Annotated[tuple[Score, ...], MaxLen(30)]  # exactly 12 (check)
    columns: Annotated[tuple[Column, ...], MaxLen(20)]  # exactly 8 (check)
    tiles: Annotated[tuple[Tile, ...], MaxLen(40)]  # exactly 16 (check)
    tracks: Annotated[tuple[Track, ...], MaxLen(6)]  # exactly 3 (check)
    garden: Garden
    special_tasks: Annotated[tuple[Task, ...], MaxLen(40)]  # exactly 20 (check)
    cards: Annotated[tuple[Card, ...], MaxLen(40)]  # kinds of card: their copies add up to 18 (check)

    @cached_property
    def card(self) -> dict[str, Card]:
        return {c.id: c for c in self.cards}

    @cached_property
    def tile(self) -> dict[str, Tile]:
        return {t.id: t for t in self.tiles}

    @cached_property
    def track(self) -> dict[str, Track]:
        return {t.id: t for t in self.tracks}

    @cached_property
    def task(self) -> dict[str, Task]:
        out = {t.id: t for t in self.special_tasks}
        out.update({row.basic.id: row.basic for row in self.garden.rows})
        return out

    @cached_property
    def row_size(self) -> tuple[int, ...]:
        return tuple(len(row.columns) for row in self.garden.rows)

    def deck(self) -> list[str]:
        """Every garden card's key once (``seed-packet.01``, ``seed-packet.02``...), in file order (the game
        shuffles it)."""
        return [card_key(c.id, n) for c in self.cards for n in range(1, c.count + 1)]

    def card_of(self, key: str) -> Card:
        """The definition of the garden card with key ``key`` (every copy shares it)."""
        return self.card[card_id(key)]

    def prize_keys(self) -> list[str]:
        """The prize tokens' keys from the top of the stack (the highest) down."""
        return [prize_key(i) for i in range(len(self.prize_tokens))]

    def prize_value(self, key: str) -> int:
        """The points printed on a prize token."""
        return self.prize_tokens[prize_index(key)]

    @property
    def card_words(self) -> tuple[str, str]:
        """What playing and selling a card does, for the Play and Sell zones: "pay 2", "+3 coins" (or, should the
        cards ever differ, "pay its cost", "its value"), in the player's language."""
        costs = {c.cost for c in self.cards}
        values = {c.value for c in self.cards}
        pay = _("pay {n}").format(n=costs.pop()) if len(costs) == 1 else _("pay its cost")
        if len(values) != 1:
            return pay, _("its value")
        value = values.pop()
        return pay, n_("+{n} coin", "+{n} coins", value).format(n=value)

    # -- validation ---------------------------------------------------------------------------------------

    def check(self, file: str) -> list[Problem]:
        """Everything the field types cannot say: counts, references, geometry."""
        problems = Problems(file)
        bad = problems.bad
        problems.version(self.version, SCHEMA_VERSION)
        problems.at_least(self, ("start_coins", "coins_per_point", "final_steps"), 1)
        if len(self.animal_points) < 2 or list(self.animal_points) != sorted(self.animal_points):
            bad("", "animal_points", "must list at least two scores that never go down")
        elif self.animal_points[0] != 0:
            bad("", "animal_points", "must start at 0 (no animals, no points)")
        if len(self.prize_tokens) != PRIZE_COUNT:
            bad("", "prize_tokens", f"must hold {PRIZE_COUNT} tokens, not {len(self.prize_tokens)}")
        if list(self.prize_tokens) != sorted(self.prize_tokens, reverse=True):
            bad("", "prize_tokens", "must go from the highest value to the lowest")
        track_ids = {t.id for t in self.tracks}

        def check_effects(entry: str, field: str, effects: tuple[Effect, ...], allow_empty: bool = False) -> None:
            if not effects and not allow_empty:
                bad(entry, field, "needs at least one effect")
            for i, effect in enumerate(effects):
                where = f"{field}[{i}]"
                set_fields = [f.name for f in fields(effect) if f.name != "steps" and getattr(effect, f.name)]
                if len(set_fields) != 1:
                    bad(entry, where, f"must set exactly one effect, not {set_fields or 'none'}")
                    continue
                kind = set_fields[0]
                if kind == "track":
                    if effect.track not in track_ids:
                        bad(entry, f"{where}.track", f"names no track: {effect.track!r}")
                    if effect.steps < 1:
                        bad(entry, f"{where}.steps", "a track move needs at least 1 step")
                elif effect.steps:
                    bad(entry, f"{where}.steps", "only goes with a track move")
                elif kind == "plant" and effect.plant not in LEVELS:
                    bad(entry, f"{where}.plant", f"must be a plant level 1-4, not {effect.plant}")
                elif getattr(effect, kind) < 0:
                    bad(entry, f"{where}.{kind}", "cannot be negative (a price goes in 'pay')")

        if len(self.columns) != FLOWER_COLUMNS:
            bad("", "columns", f"must hold {FLOWER_COLUMNS} columns, not {len(self.columns)}")
        problems.extend(duplicate_ids(file, self.columns))
        problems.extend(duplicate_ids(file, [s for col in self.columns for s in col.spaces]))
        for col in self.columns:
            if len(col.spaces) != SPACES_PER_COLUMN:
                bad(col.id, "spaces", f"must hold {SPACES_PER_COLUMN} Flower spaces, not {len(col.spaces)}")
            for space in col.spaces:
                check_effects(space.id, "effects", space.effects)
                if space.pay < 0:
                    bad(space.id, "pay", "cannot be negative")

        if len(self.tiles) != TILE_COUNT:
            bad("", "tiles", f"must hold {TILE_COUNT} tiles, not {len(self.tiles)}")
        problems.extend(duplicate_ids(file, self.tiles))
        for tile in self.tiles:
            for side in ("light", "dark"):
                action: Action = getattr(tile, side)
                check_effects(tile.id, f"{side}.effects", action.effects)
                if action.pay < 0:
                    bad(tile.id, f"{side}.pay", "cannot be negative")

        if set(track_ids) != {"money", "wheelbarrow", "shovel"}:
            bad("", "tracks", f"must be money, wheelbarrow and shovel, not {sorted(track_ids)}")
        problems.extend(duplicate_ids(file, self.tracks))
        for track in self.tracks:
            if len(track.spaces) < 3:
                bad(track.id, "spaces", "needs a start space, at least one space and an end space")
            problems.extend(duplicate_ids(file, track.spaces))
            if track.spaces and track.spaces[0].reward:
                bad(track.id, "spaces[0].reward", "the start space pays nothing")
            for i, stop in enumerate(track.spaces[1:], start=1):
                check_effects(track.id, f"spaces[{i}].reward", stop.reward)
            index = {s.id: i for i, s in enumerate(track.spaces)}
            for j, cut in enumerate(track.shortcuts):
                where = f"shortcuts[{j}]"
                if cut.start not in index:
                    bad(cut.id, f"{where}.start", f"names no space of track {track.id}: {cut.start!r}")
                if cut.end not in index:
                    bad(cut.id, f"{where}.end", f"names no space of track {track.id}: {cut.end!r}")
                if cut.start in index and cut.end in index and index[cut.end] <= index[cut.start] + 1:
                    bad(cut.id, f"{where}.end", "a shortcut must skip at least one space forwards")
                if cut.cost < 1:
                    bad(cut.id, f"{where}.cost", "a shortcut costs at least 1 coin")

        problems.extend(self._check_garden(file))

        if len(self.special_tasks) != SPECIAL_TASK_COUNT:
            bad("", "special_tasks", f"must hold {SPECIAL_TASK_COUNT} tasks, not {len(self.special_tasks)}")
        problems.extend(duplicate_ids(file, [*self.special_tasks, *(r.basic for r in self.garden.rows)]))
        for task in self.special_tasks:
            self._check_task(task, "plants", problems)
        four = sum(1 for t in self.special_tasks if len(t.plants) == 4)
        need_four = self.special_four_per_player * MAX_PLAYERS
        need_other = self.special_other_per_player * MAX_PLAYERS
        if four < need_four:
            bad("", "special_four_per_player", f"{MAX_PLAYERS} players need {need_four} four-flower tasks; {four}")
        if len(self.special_tasks) - four < need_other:
            bad("", "special_other_per_player", f"{MAX_PLAYERS} players need {need_other} other tasks")
        long_rows = sum(1 for size in self.row_size if size >= 4)
        if self.special_four_per_player > long_rows:
            bad("", "special_four_per_player", f"only {long_rows} rows have room for a four-flower task")
        if self.special_four_per_player + self.special_other_per_player != len(self.garden.rows):
            bad("", "special_other_per_player", "a player must draw one special task per garden row")

        problems.extend(duplicate_ids(file, self.cards))
        total = 0
        for card in self.cards:
            total += card.count
            if card.count < 1:
                bad(card.id, "count", "must be at least 1")
            if card.cost < 0:
                bad(card.id, "cost", "cannot be negative")
            if card.value < 0:
                bad(card.id, "value", "cannot be negative")
            check_effects(card.id, "effects", card.effects)
        if total != CARD_COUNT:
            bad("", "cards", f"the counts must add up to {CARD_COUNT} cards, not {total}")
        return problems

    @staticmethod
    def _check_task(task: Task, field: str, problems: Problems) -> None:
        if not 1 <= len(task.plants) <= 4:
            problems.bad(task.id, field, "a task needs 1 to 4 plants")
        for i, level in enumerate(task.plants):
            if level not in LEVELS:
                problems.bad(task.id, f"{field}[{i}]", f"must be a plant level 1-4, not {level}")
        problems.at_least(task, ("points",), 1, task.id)

    def _check_garden(self, file: str) -> list[Problem]:
        g = self.garden
        problems = Problems(file)
        bad = problems.bad

        if len(g.rows) != GARDEN_ROWS:
            bad("garden", "garden.rows", f"must hold {GARDEN_ROWS} rows, not {len(g.rows)}")
        problems.extend(duplicate_ids(file, g.rows))
        for row in g.rows:
            if not 3 <= len(row.columns) <= g.columns:
                bad(row.id, "columns", f"a row has 3 to {g.columns} beds, not {len(row.columns)}")
            if len(set(row.columns)) != len(row.columns) or any(not 0 <= c < g.columns for c in row.columns):
                bad(row.id, "columns", f"must name different columns from 0 to {g.columns - 1}")
            self._check_task(row.basic, "basic.plants", problems)
            if len(row.basic.plants) > len(row.columns):
                bad(row.basic.id, "basic.plants", f"needs more plants than row {row.id} has beds")
        problems.extend(duplicate_ids(file, g.nodes))
        node_ids = {n.id for n in g.nodes}
        for node in g.nodes:
            r, c = node.corner
            if not (1 <= r < len(g.rows) and 1 <= c < g.columns):
                bad(node.id, "corner", "must be a corner between beds (not on the garden's edge)")
        for i, path in enumerate(g.paths):
            for end in path:
                if end not in node_ids:
                    bad("garden", f"garden.paths[{i}]", f"names no footprint spot: {end!r}")
            if path[0] == path[1]:
                bad("garden", f"garden.paths[{i}]", "a path joins two different spots")
        if g.start not in node_ids:
            bad("garden", "garden.start", f"names no footprint spot: {g.start!r}")
        elif not problems:
            reached = g.distances[g.start]
            for node in g.nodes:
                if node.id not in reached:
                    bad(node.id, "corner", f"cannot be walked to from the start spot {g.start}")
            reachable = {bed for beds in g.reach.values() for bed in beds}
            for r, c in g.beds:
                if (r, c) not in reachable:
                    bad(g.rows[r].id, "columns", f"the bed in column {c} is next to no footprint spot")
            for node in g.nodes:
                if not g.reach[node.id]:
                    bad(node.id, "corner", "touches no bed")
        if len(g.column_points) != g.columns:
            bad("garden", "garden.column_points", f"needs one line per garden column ({g.columns})")
        for i, line in enumerate(g.column_points):
            if list(line) != sorted(line) or line[0] < 0:
                bad("garden", f"garden.column_points[{i}]", "points must not go down as the best plant gets better")
        return problems


def load_data(folder: Path | str | None = None) -> GameData:
    """Read and check ``botanicus.yaml`` (by default from the app's data folder; read again when it changes)."""
    return load_cached("botanicus.yaml", GameData, folder)

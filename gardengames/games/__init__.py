"""The game registry: what each game is called, who can play it, and where its code lives.

Entry points are module paths imported on demand, so importing this registry (and any rules or
bots module) never pulls in pygame; only ``table_scene`` loads a game's pygame code.

Titles, taglines and option words are English, marked for translation (``N_``): whoever shows one says it
in the player's language with ``_(info.title)``, ``_(option.label_of(value))``; ``level_name`` translates
itself.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from gardengames import resources
from gardengames.i18n import N_, SOURCE, p_


@dataclass(frozen=True)
class GameOption:
    """A choice on the setup screen (e.g. level), stored in ``options`` by ``id``; ``label`` and ``labels`` are
    English (marked), shown with ``_(option.label)`` and ``_(option.label_of(value))``."""

    id: str
    label: str
    choices: tuple[Any, ...]
    default: Any
    labels: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()  # what each choice means, beside the choice on the setup screen (English, marked)

    def note_of(self, value: Any) -> str:
        """The English note on choice ``value`` (marked), "" when there is none."""
        return self.notes[self.choices.index(value)] if self.notes and value in self.choices else ""

    def label_of(self, value: Any) -> str:
        """The English label of the choice ``value`` (marked): shown with ``_(option.label_of(value))``."""
        if self.labels and value in self.choices:
            return self.labels[self.choices.index(value)]
        return str(value)


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    tagline: str
    min_players: int
    max_players: int
    colour: tuple[int, int, int]
    options: tuple[GameOption, ...] = ()
    bot_levels: tuple[str, ...] = ("easy", "medium", "hard")
    rules_version: int = 1
    """Saves are move lists: a change to what a move means bumps this, and saves of another version are refused
    (kept aside, never replayed into a different game). Each bump is explained where it is declared."""
    solver: bool = False
    """The game has an exact solver (its ``solver`` module: ``play``, ``analyse``): its one computer player is the
    solver, and a lost game's score screen offers "Show me how"."""
    undo_unlimited: bool = False
    """Undo may go back to the first move. Where other players share the table, undo stops at a reveal or a
    hand-off (what a player has seen cannot be unseen); a solitaire hides nothing from anyone."""
    package: str = ""
    """Where the game's code lives; by default the package of this registry named after the game's id."""
    setup: str = "rules"
    """The module whose ``new_game`` sets a game up: the rules, unless setting up needs more than rules (a deal
    the solver proves winnable)."""
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.package:
            object.__setattr__(self, "package", f"{__name__}.{self.id}")

    @property
    def data_file(self) -> str:
        return f"{self.id}.yaml"

    @property
    def solitaire(self) -> bool:
        return self.max_players == 1

    def default_options(self) -> dict[str, Any]:
        return {o.id: o.default for o in self.options}

    def module(self, name: str) -> ModuleType:
        """One of the game's modules by name (rules, bots, solver, table...), imported on first use."""
        return importlib.import_module(f"{self.package}.{name}")

    def new_game(self, num_players: int, seed: int, options: dict[str, Any] | None, data: Any = None) -> Any:
        """A new game of these seats, seed and options (see ``setup``); ``data`` replaces the shipped data."""
        kwargs = {"data": data} if data is not None else {}
        return self.module(self.setup).new_game(num_players, seed, options, **kwargs)

    @property
    def rules(self) -> ModuleType:
        """The pure rules module: ``new_game(num_players, seed, options)``, ``State``, ``load_data``."""
        return self.module("rules")

    @property
    def bots(self) -> ModuleType:
        """The pure computer players: ``choose_move(view, legal, level, rng)`` (deterministic: no clock)."""
        return self.module("bots")

    def table_scene(self) -> Callable[..., Any]:
        """The pygame table scene class (imports pygame)."""
        return self.module("table").TableScene

    def rules_page(self, lang: str = SOURCE) -> Path:
        """This game's rules page in ``lang``, written in our own words (each language's page written afresh,
        not translated line by line); the English page where that language has none."""
        page = Path(__file__).parent / self.id / f"RULES.{lang}.md"
        return page if lang != SOURCE and page.is_file() else page.with_name("RULES.md")

    def load_data(self, folder: Path | None = None) -> Any:
        return self.rules.load_data(folder or resources.data_dir())


GAMES: dict[str, GameInfo] = {
    g.id: g
    for g in (
        GameInfo(
            id="unbeetable",
            # TRANSLATORS: the game's name, a pun on "unbeatable" and beetroot
            title=N_("Unbeetable"),
            tagline=N_("Grow, harvest and sabotage through three seasons before winter comes."),
            min_players=2,
            max_players=4,
            colour=(176, 58, 72),
            # 2: a turn may end with no card played (EndTurn has no deck) and the refill draws card by card, each
            # from a deck of the player's choosing (DrawCard); the deck sizes and card counts were tuned.
            rules_version=2,
        ),
        GameInfo(
            id="sabotage",
            # TRANSLATORS: the game's name
            title=N_("Garden Sabotage!"),
            tagline=N_("Plant to match your objectives, and set bad bugs on your friends."),
            min_players=2,
            max_players=4,
            colour=(92, 140, 60),
            # 2: completing an objective is a free move the player makes at any time in the turn (what is still
            # met completes when the turn ends), and the objectives' points were retuned (data/sabotage.yaml).
            # 3: an objective completes the moment it is met (the rulebook's "automatically"); the player only
            # chooses between two that compete for one plot.
            rules_version=3,
        ),
        GameInfo(
            id="unsurmountable",
            # TRANSLATORS: the game's name, a pun on "insurmountable": a mountain built of cards
            title=N_("Unsurmountable"),
            tagline=N_("Solitaire: build a mountain card by card, with a path to the peak."),
            min_players=1,
            max_players=1,
            colour=(70, 104, 150),
            options=(
                GameOption(
                    "level",
                    N_("Level"),
                    (1, 2, 3, 4, 5),
                    1,
                    (N_("I"), N_("II"), N_("III"), N_("IV"), N_("V")),
                    # Each level keeps the ones before it (UM-D1) and adds one demand (UM-D2..D5).
                    (
                        N_("Five cards in the Base Camp; any path to the peak wins."),
                        N_("Only four cards in the Base Camp."),
                        N_("Also: no feature twice in one row."),
                        N_("Also: no feature twice on one outer slope."),
                        N_("Also: the path carries fewer climbers than the mountain is high."),
                    ),
                ),
                GameOption(
                    "winnable_only",
                    N_("Deals"),
                    (False, True),
                    False,
                    (N_("Any deal"), N_("Winnable only")),
                    (N_("Any shuffle: some cannot be won."), N_("Only deals the solver has proved winnable.")),
                ),
            ),
            bot_levels=(),
            # 2: issue 14's card redesign (new trails, climbers and features); 3: the third cards (six summit
            # cards, straight climbs, two free summits at level V).
            rules_version=3,
            solver=True,
            setup="deals",
            undo_unlimited=True,
        ),
        GameInfo(
            id="botanicus",
            # TRANSLATORS: the game's name (a Dutch game: keep its own name)
            title=N_("Botanicus"),
            tagline=N_("Move your Flower, walk your gardener, and plant the finest garden."),
            min_players=2,
            max_players=4,
            colour=(196, 132, 48),
        ),
    )
}


def level_name(level: str) -> str:
    """A computer player's level as the player reads it ("hard"); the level ids themselves ("easy", "solver")
    are what saves and settings hold. A level no game declares is shown as it is."""
    names = {
        "easy": p_("computer level", "easy"),
        "medium": p_("computer level", "medium"),
        "hard": p_("computer level", "hard"),
        "solver": p_("computer level", "solver"),
    }
    return names.get(level, level)


def get(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(GAMES)})") from None

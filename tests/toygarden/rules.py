"""The rules of Toy Garden (see the package docstring): pure, keyed, and small enough to read in a minute."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from gardengames.engine.schema import NOBODY, OWNER, state_field
from gardengames.engine.state import Codec, Event, GameState, Move, Prompt, ScoreSheet

BEDS = 3


@dataclass(frozen=True)
class Sow(Move):
    player: int
    card: str
    bed: int
    depth: str = ""

    @property
    def source_key(self) -> str:
        return self.card

    @property
    def target_key(self) -> str:
        return f"bed:{self.player}:{self.bed}"

    def describe(self, names):
        kind = self.card.partition(".")[0]
        return f"{names[self.player]} sows a {kind} in bed {self.bed + 1}{' ' + self.depth if self.depth else ''}"


@dataclass(frozen=True)
class Draw(Move):
    player: int

    @property
    def source_key(self) -> str:
        return "deck"


@dataclass(frozen=True)
class Pass(Move):
    player: int


@dataclass(frozen=True)
class Sown(Event):
    player: int
    card: str


SEEDS = [f"{kind}.{i:02d}" for kind in ("pea", "bean") for i in range(1, 5)]


class ToyGarden(GameState):
    game_id = "toygarden"
    codec = Codec([Sow, Draw, Pass])
    shared = ()
    num_players: int = state_field()
    hands: list[list[str]] = state_field(2, OWNER)
    deck: list[str] = state_field(1, NOBODY)
    beds: list[list[str | None]] = state_field(2)
    turn: int = state_field(default=0)
    passes: int = state_field(default=0)

    def __init__(self, num_players: int, seed: int) -> None:
        self.num_players = num_players
        self.rng = random.Random(seed)
        deck = list(SEEDS)
        self.rng.shuffle(deck)
        self.hands: list[list[str]] = [[deck.pop(), deck.pop()] for _ in range(num_players)]
        self.deck = deck
        self.beds: list[list[str | None]] = [[None] * BEDS for _ in range(num_players)]
        self.turn = 0
        self.passes = 0

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.turn

    @property
    def is_over(self) -> bool:
        return self.passes >= self.num_players or all(None not in beds for beds in self.beds)

    @property
    def prompt(self) -> Prompt | None:
        return None if self.is_over else Prompt("sow", self.turn, "Sow a seed, draw, or pass")

    def legal_moves(self) -> list[Move]:
        if self.is_over:
            return []
        p = self.turn
        moves: list[Move] = []
        for card in self.hands[p]:
            for bed, held in enumerate(self.beds[p]):
                if held is None:
                    depths = ("deep", "shallow") if card.startswith("bean") else ("",)
                    moves.extend(Sow(p, card, bed, d) for d in depths)
        if self.deck:
            moves.append(Draw(p))
        moves.append(Pass(p))
        return moves

    def why_not(self, source, target=None) -> str:
        if isinstance(source, str) and source.startswith("bed:"):
            return "Beds take seeds: pick up a seed card first."
        if source == "deck" and not self.deck:
            return "The deck is empty."
        return ""

    def _apply(self, move: Move) -> list[Event]:
        p = self.turn
        events: list[Event] = []
        if isinstance(move, Sow):
            self.hands[p].remove(move.card)
            self.beds[p][move.bed] = move.card
            events.append(Sown(p, move.card))
            self.passes = 0
        elif isinstance(move, Draw):
            self.hands[p].append(self.deck.pop())
            self.passes = 0
        else:
            self.passes += 1
        self.turn = (self.turn + 1) % self.num_players
        return events

    def scores(self) -> list[ScoreSheet]:
        return [
            ScoreSheet(sum(c is not None for c in beds), {"beds": sum(c is not None for c in beds)})
            for beds in self.beds
        ]

    def all_cards(self) -> Counter[str]:
        return Counter(self.deck + [c for h in self.hands for c in h] + [c for b in self.beds for c in b if c])

    def deal_hidden(self, view: dict[str, Any], rng: random.Random) -> None:
        """The deck and the others' seeds, dealt from the seeds the viewer cannot see."""
        seen = {c for hand in view["hands"] if hand for c in hand} | {c for beds in self.beds for c in beds if c}
        pool = [c for c in SEEDS if c not in seen]
        rng.shuffle(pool)
        self.hands = [
            hand if hand is not None else [pool.pop() for _ in range(n)]
            for hand, n in zip(view["hands"], view["hands_count"], strict=True)
        ]
        self.deck = pool


def new_game(num_players: int, seed: int, options: dict[str, Any] | None = None, **_: Any) -> ToyGarden:
    return ToyGarden(num_players, seed)

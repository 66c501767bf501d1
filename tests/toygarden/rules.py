"""The rules of Toy Garden (see the package docstring): pure, keyed, and small enough to read in a minute."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from gardengames.engine.state import Codec, Event, GameState, Move, Prompt, ScoreSheet, rng_from_json, rng_to_json

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


class ToyGarden(GameState):
    game_id = "toygarden"
    codec = Codec([Sow, Draw, Pass])

    def __init__(self, num_players: int, seed: int) -> None:
        self.num_players = num_players
        self.rng = random.Random(seed)
        deck = [f"{kind}.{i:02d}" for kind in ("pea", "bean") for i in range(1, 5)]
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

    def view(self, player: int | None) -> dict[str, Any]:
        out = {**self.view_header(player), **self.to_dict()}
        del out["rng"]
        out["deck"] = len(self.deck)
        out["hands"] = [h if p == player else len(h) for p, h in enumerate(self.hands)]
        return out

    def to_dict(self) -> dict[str, Any]:
        return self.envelope(
            {
                "num_players": self.num_players,
                "rng": rng_to_json(self.rng),
                "hands": [list(h) for h in self.hands],
                "deck": list(self.deck),
                "beds": [list(b) for b in self.beds],
                "turn": self.turn,
                "passes": self.passes,
            }
        )

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ToyGarden:
        data = cls.unwrap(data)
        s = cls.__new__(cls)
        s.num_players, s.rng = data["num_players"], rng_from_json(data["rng"])
        s.hands, s.deck, s.beds = [list(h) for h in data["hands"]], list(data["deck"]), [list(b) for b in data["beds"]]
        s.turn, s.passes = data["turn"], data["passes"]
        return s


def new_game(num_players: int, seed: int, options: dict[str, Any] | None = None, **_: Any) -> ToyGarden:
    return ToyGarden(num_players, seed)

"""A tiny game (take 1-3 counters, last taker wins) used to test the kernel, session and shell
without depending on any real game's rules."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from gardengames.engine.schema import state_field
from gardengames.engine.state import Codec, Event, GameState, Move, Prompt, ScoreSheet


@dataclass(frozen=True)
class Take(Move):
    count: int

    def describe(self, names):
        return f"took {self.count}"


@dataclass(frozen=True)
class Took(Event):
    player: int
    count: int


@dataclass(frozen=True)
class Passed(Event):
    reveals = True
    player: int


class ToyState(GameState):
    """Nothing is hidden, so it declares perfect information and the kernel's exact ``from_view`` serves."""

    game_id = "toy"
    codec = Codec([Take])
    perfect_information = True
    shared = ()
    num_players: int = state_field()
    pile: int = state_field()
    turn: int = state_field(default=0)
    taken: list[int] = state_field(1)
    last: int | None = state_field()

    def __init__(self, num_players: int, seed: int) -> None:
        self.num_players = num_players
        self.rng = random.Random(seed)
        self.pile = self.rng.randint(8, 15)
        self.turn = 0
        self.taken = [0] * num_players
        self.last = None

    @property
    def current_player(self):
        return None if self.is_over else self.turn

    @property
    def is_over(self):
        return self.pile == 0

    @property
    def prompt(self):
        return None if self.is_over else Prompt("take", self.turn, "Take 1, 2 or 3 counters", {"pile": self.pile})

    def legal_moves(self):
        return [] if self.is_over else [Take(n) for n in (1, 2, 3) if n <= self.pile]

    def _apply(self, move):
        self.pile -= move.count
        self.taken[self.turn] += move.count
        self.last = self.turn
        events: list[Event] = [Took(self.turn, move.count)]
        if self.rng.random() < 0.5 or self.is_over:
            self.turn = (self.turn + 1) % self.num_players
            events.append(Passed(self.turn))
        return events

    def scores(self):
        return [
            ScoreSheet(
                int(i == self.last and self.is_over),
                {"won": int(i == self.last and self.is_over), "taken": self.taken[i]},
            )
            for i in range(self.num_players)
        ]

    def view(self, player):
        """The whole state, its generator too: a toy with nothing hidden, rebuilt exactly from any view."""
        return {**self.view_header(player), **self.to_dict()}

    def all_cards(self):
        return Counter()


def new_game(num_players, seed, options=None):
    return ToyState(num_players, seed)


def autoplay_move(state):
    return state.legal_moves()[0]

"""Helpers for the Botanicus tests: games set up past the task placement, and quick ways to reach a spot."""

from __future__ import annotations

import pytest

from gardengames.games.botanicus import rules as R


class Helpers:
    """Small drivers shared by the rules tests (first-legal-move policies, direct set-up)."""

    R = R

    @staticmethod
    def setup(players: int = 3, seed: int = 1) -> R.State:
        """A new game with every special task placed (first legal choice), at the first turn."""
        state = R.new_game(players, seed)
        while state.stage == "assign":
            state.apply(state.legal_moves()[0])
        return state

    @staticmethod
    def to_prep(state: R.State, neutral_space: int = 0) -> R.State:
        """Two players: place the neutral Flower so the current player is in the walk/card step."""
        if state.stage == "neutral":
            state.apply(R.PlaceNeutral(state.column, neutral_space))
        return state

    @staticmethod
    def finish_turn(state: R.State) -> list:
        """Answer every pending choice of the current turn with its first (or Pass) option."""
        player = state.current_player
        events = []
        while not state.is_over and state.current_player == player and state.stage != "prep":
            legal = state.legal_moves()
            passes = [m for m in legal if isinstance(m, R.Pass)]
            events += state.apply(passes[0] if passes else legal[0])
        return events

    @staticmethod
    def play_flower(state: R.State, space: int, first: str = "space") -> list:
        """Move the current Flower to ``space`` and take the actions (``first`` one first), passing choices."""
        player = state.current_player
        cost = state.space_cost(space)
        column = state.column
        events = state.apply(R.MoveFlower(player, column, space, cost))
        if state.stage == "order":
            events += state.apply(R.ChooseAction(first, column, space))
        while not state.is_over and state.current_player == player and state.stage not in ("prep", "neutral"):
            legal = state.legal_moves()
            passes = [m for m in legal if isinstance(m, R.Pass)]
            declines = [m for m in legal if m == R.PayForAction(False)]
            events += state.apply(passes[0] if passes else declines[0] if declines else legal[0])
        return events

    @staticmethod
    def play_column(state: R.State, spaces: dict[int, int] | None = None) -> None:
        """Every player moves into the current column (seat -> space, else the first legal space)."""
        column, rnd = state.column, state.round
        while state.column == column and state.round == rnd and not state.is_over:
            Helpers.to_prep(state)
            seat = state.current_player
            wanted = (spaces or {}).get(seat)
            if wanted is None:
                wanted = next(m.space for m in state.legal_moves() if isinstance(m, R.MoveFlower))
            Helpers.play_flower(state, wanted)

    @staticmethod
    def queue_effects(state: R.State, effects: list[list]) -> list:
        """Run these effects for the current player (as if a card gave them), through ``apply``: they wait in the
        queue behind a plant the player lets go (a legal Pass), which runs the queue on. Returns their events."""
        state.context, state.stage = "card", "effect"
        state.queue = [["plant", 1], *(list(e) for e in effects)]
        return state.apply(R.Pass())

    @staticmethod
    def plant(state: R.State, p: int, row: int, col: int, level: int) -> list:
        """Plant through a real Plant move (where the rules check the row's tasks): the gardener stands where it
        reaches the bed, and a plant effect of that level is what is asked (as if a card gave it)."""
        me = state.players[p]
        me["node"] = next(node for node, beds in state.data.garden.reach.items() if (row, col) in beds)
        state.context, state.queue, state.stage = "card", [["plant", level]], "effect"
        return state.apply(R.Plant(p, row, col, level))

    @staticmethod
    def plants_total(state: R.State) -> list[int]:
        """Plants per level in the supply plus in every garden: must never change."""
        total = list(state.supply)
        for me in state.players:
            for row in me["garden"]:
                for level in row:
                    if level:
                        total[level - 1] += 1
        return total


@pytest.fixture
def bo() -> type[Helpers]:
    return Helpers

"""The Garden Sabotage! game state: set-up, the turn, the questions a move opens, scoring, views, saves.

Everyone (table, bots, hints, tests) drives the game through ``State``: ``legal_moves()`` lists every legal
move, including the answers to the question ``State.prompt`` describes; ``apply(move)`` returns the events to
animate. Clause IDs (GS-*) refer to the shared CLAUSES.md; the decisions the rulebook leaves open are
explained in RULES.md ("Decisions we made").
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable, Sequence
from typing import Any

from gardengames.engine.schema import NOBODY, OWNER, state_field
from gardengames.engine.state import Codec, Event, GameState, Move, Prompt, ScoreSheet, default_names
from gardengames.engine.text import seat_name
from gardengames.i18n import _

from . import reasons
from .content import (
    ACTIONS_PER_TURN,
    DEAL,
    DECK,
    DEFAULT_MAX_ROUNDS,
    GOLDEN_CAN,
    KINDS,
    MAX_OBJECTIVES_IN_HAND,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OBJECTIVES_TO_FINISH,
    PART_GOLDEN_CAN,
    PART_GOOD_BUGS,
    PART_OBJECTIVES,
    PLOT_SIZE,
    PLOTS,
    ROW_SIZE,
    Catalogue,
    GameData,
    catalogue,
    deck_key,
    load_data,
)
from .moves import (
    ACTION_MOVES,
    ANSWER_MOVES,
    EVENTS,
    BugPlaced,
    CardDrawn,
    CompleteObjective,
    DigUp,
    Discard,
    Discarded,
    DrawBug,
    DrawObjective,
    DrawPlant,
    DugUp,
    EatPlant,
    EndTurn,
    FinalRoundStarted,
    GameEnded,
    ObjectiveCompleted,
    PesticideLifted,
    Plant,
    PlantEaten,
    Planted,
    PlayGoodBug,
    Reshuffled,
    RowRefilled,
    Sabotage,
    Sweep,
    Swept,
    TurnPassed,
    UsePesticide,
)

BUG_SLOTS = ("good", "bad", "pesticide")  # a plot's bug places; "by" is the seat that set its bad bug
DECK_KEYS = {deck: deck_key(deck) for deck in KINDS}


def _new_plot() -> dict[str, Any]:
    return {"plants": [], "good": None, "bad": None, "by": None, "pesticide": None}


def _copy_plot(plot: dict[str, Any]) -> dict[str, Any]:
    new = dict(plot)
    new["plants"] = list(plot["plants"])
    return new


def _copy_hand(hand: dict[str, list[str]]) -> dict[str, list[str]]:
    return {"plant": list(hand["plant"]), "bug": list(hand["bug"]), "objective": list(hand["objective"])}


def _copy_question(question: dict[str, Any] | None) -> dict[str, Any] | None:
    if question is None:
        return None
    out = dict(question)
    if "options" in out:
        out["options"] = [list(o) for o in out["options"]]
    return out


def _copy_plots(plots: list[list[dict[str, Any]]]) -> list[list[dict[str, Any]]]:
    return [[_copy_plot(x) for x in mine] for mine in plots]


def _question_seen(state: State, seat: int | None) -> dict[str, Any] | None:
    """A "complete" question's answers are objectives in its player's hand: only that player sees them."""
    out = _copy_question(state.question)
    if out is not None and "options" in out and seat != out["player"]:
        del out["options"]
    return out


def _plot_cards(plot: dict[str, Any]) -> list[str]:
    """Every card lying on a plot: its plants, then its bugs."""
    return [*plot["plants"], *(plot[b] for b in BUG_SLOTS if plot[b] is not None)]


class State(GameState):
    """A game of Garden Sabotage! in progress (plain data plus the seeded RNG).

    ``question`` is the multi-step choice a move opened, as plain data (``None`` while the turn's player
    simply takes actions): ``{"kind": "eat", "player", "owner", "plot"}`` or ``{"kind": "complete", "player",
    "options": [[objective, plot], ...]}``; ``prompt`` turns it into the kernel's ``Prompt``.
    """

    game_id = "sabotage"
    state_version = 2  # 2: the question (was "pending"), the envelope, draws naming the card they take
    codec = Codec([*ACTION_MOVES, EndTurn, *ANSWER_MOVES])
    events = Codec(EVENTS)
    data_loader = staticmethod(load_data)
    shared = ("data", "cat")
    deals_first = True
    data: GameData
    cat: Catalogue

    # Every field, once: its type, how deep a copy goes, who sees it, and where a new game starts.
    num_players: int = state_field(default=0)
    turn: int = state_field(default=0)
    actions_left: int = state_field(default=ACTIONS_PER_TURN)
    question: dict[str, Any] | None = state_field(copy=_copy_question, shown=_question_seen)
    start_queue: list[int] = state_field(1, default=[])
    row: dict[str, list[str | None]] = state_field(2, default={k: [None] * n for k, n in ROW_SIZE.items()})
    discard: dict[str, list[str]] = state_field(2, default={k: [] for k in KINDS})
    plots: list[list[dict[str, Any]]] = state_field(default=[], copy=_copy_plots)
    completed: list[list[dict[str, Any]]] = state_field(3, default=[])
    golden_can: int | None = state_field()
    trigger: int | None = state_field()
    first_player: int = state_field(default=0)
    turns_taken: int = state_field(default=0)
    max_rounds: int = state_field(default=DEFAULT_MAX_ROUNDS)
    over: bool = state_field(default=False)
    seed: int = state_field(seen=NOBODY, count=None, default=0)  # with the public moves it tells every card
    hands: list[dict[str, list[str]]] = state_field(  # GS-S5: dealt in secret
        seen=OWNER, default=[], copy=lambda hands: [_copy_hand(h) for h in hands]
    )
    deck: dict[str, list[str]] = state_field(2, NOBODY, default={k: [] for k in KINDS})

    # ---- the shared API

    @property
    def current_player(self) -> int | None:
        if self.over:
            return None
        if self.question is not None:
            return int(self.question["player"])
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def final_round(self) -> bool:
        return self.trigger is not None

    @property
    def prompt(self) -> Prompt | None:
        """What is asked now: "play" (take actions), "eat" (which plant a bad bug eats) or "complete" (which
        objective to complete first); ``None`` once the game is over."""
        return self.prompt_for(default_names(self.num_players))

    def prompt_for(self, names: Sequence[str]) -> Prompt | None:
        """``prompt`` with its text naming the seats by ``names`` (the table's player names)."""
        if self.over:
            return None
        q = self.question
        if q is None:
            text = f"{seat_name(names, self.turn)}: {self.actions_text()}"
            return Prompt("play", self.turn, text, {"actions_left": self.actions_left})
        detail = _copy_question(q) or {}
        kind, player = detail.pop("kind"), detail.pop("player")
        who = seat_name(names, player)
        if kind == "eat":
            text = _("{name}: choose the plant the bad bug eats on {owner}'s plot {plot}").format(
                name=who, owner=seat_name(names, q["owner"]), plot=q["plot"] + 1
            )
        else:
            text = _("{name}: choose which objective to complete first").format(name=who)
        return Prompt(kind, player, text, detail, private=("options",))

    def legal_moves(self) -> list[Move]:
        if self.over:
            return []
        q = self.question
        if q is not None:
            if q["kind"] == "eat":
                owner, i = q["owner"], q["plot"]
                return [EatPlant.of[q["player"], owner, i, c] for c in self.plots[owner][i]["plants"]]
            return [CompleteObjective.of[q["player"], o, i] for o, i in q["options"]]
        p = self.turn
        hand = self.hands[p]
        mine = self.plots[p]
        moves: list[Move] = []
        add = moves.append  # plain loops: the lists are short, and a comprehension costs a call of its own
        for deck, cls in (("plant", DrawPlant), ("bug", DrawBug)):  # GS-T2, GS-T4
            draw = cls.family[p]
            if self.deck[deck] or self.discard[deck]:
                add(draw[DECK_KEYS[deck]])
            for c in self.row[deck]:
                if c is not None:
                    add(draw[c])
        plant = Plant.family[p]
        open_plots = [i for i in range(PLOTS) if len(mine[i]["plants"]) < PLOT_SIZE]  # GS-T3
        for c in hand["plant"]:
            for i in open_plots:
                add(plant[c, i])
        bugs = hand["bug"]
        kind = self.cat.bug_kind
        bads = [c for c in bugs if kind[c] == "bad"]
        if bads:  # GS-T5: other players' plots with no bad bug and no pesticide
            targets = [
                (c, q, i)
                for c in bads
                for q in range(self.num_players)
                if q != p
                for i, plot in enumerate(self.plots[q])
                if plot["bad"] is None and plot["pesticide"] is None
            ]
            moves += map(Sabotage.family[p].__getitem__, targets)
        goods = [c for c in bugs if kind[c] == "good"]
        if goods:  # GS-T6
            good = PlayGoodBug.family[p]
            moves += [good[c, i] for c in goods for i in range(PLOTS) if mine[i]["good"] is None]
        if self.can_sweep():
            add(Sweep.of[p])  # GS-T7
        sprays = [c for c in bugs if kind[c] == "pesticide"]
        if sprays:  # GS-T8
            spray = UsePesticide.family[p]
            moves += [spray[c, i] for c in sprays for i in range(PLOTS) if mine[i]["bad"] is not None]
        if self.can_draw_objective():
            add(DrawObjective.of[p])  # GS-T9
        dig = DigUp.family[p]
        for i in range(PLOTS):  # GS-T10
            if mine[i]["plants"]:
                add(dig[i])
        discard = Discard.family[p]
        for k in KINDS:  # GS-T11
            for c in hand[k]:
                add(discard[c])
        add(EndTurn.of[p])
        return moves

    def can_sweep(self) -> bool:
        """GS-T7: a face-up plant to sweep, and cards left to lay out a new row."""
        row = self.row["plant"]
        return row.count(None) < len(row) and bool(self.deck["plant"] or self.discard["plant"])

    def can_draw_objective(self) -> bool:
        """GS-T9: fewer than two objectives in hand, and an objective card left to draw."""
        short = len(self.hands[self.turn]["objective"]) < MAX_OBJECTIVES_IN_HAND
        return short and bool(self.deck["objective"] or self.discard["objective"])

    def why_not(self, source: Hashable | None, target: Hashable | None = None) -> str:
        """Why no legal move picks up ``source`` (and lands on ``target``), in words; "" when one does."""
        return reasons.why_not(self, source, target)

    def upgrade_move(self, raw: dict[str, Any], version: int) -> Move:
        """Save format 1 named a draw by its slot (-1 the deck, else the face-up slot); now a draw names the
        card it takes (or the deck's key), so an old slot becomes the key of the card lying there now."""
        if version < 2 and raw.get("type") in ("DrawPlant", "DrawBug") and "slot" in raw:
            deck = "plant" if raw["type"] == "DrawPlant" else "bug"
            slot = raw["slot"]
            row = self.row[deck]
            if slot == DECK:
                source = deck_key(deck)
            elif isinstance(slot, int) and not isinstance(slot, bool) and 0 <= slot < len(row) and row[slot]:
                source = str(row[slot])
            else:
                raise ValueError(f"{raw['type']}: no face-up card in slot {slot!r}")
            raw = {k: v for k, v in raw.items() if k != "slot"} | {"source": source}
        return self.codec.decode(raw)

    def _apply(self, move: Move) -> list[Event]:
        ev: list[Event] = []
        t = type(move)
        if isinstance(move, EatPlant):
            self.question = None
            self._eat(move.owner, move.plot, move.card, move.player, ev)
        elif isinstance(move, CompleteObjective):
            self.question = None
            self._complete(move.player, move.objective, move.plot, ev)
        elif t is EndTurn:
            self.actions_left = 0
        else:
            self.actions_left -= 1
            self._action(move, ev)
        self._settle(ev)
        return ev

    # ---- actions

    def _action(self, move: Any, ev: list[Event]) -> None:
        t = type(move)
        p = move.player
        hand = self.hands[p]
        if t is DrawPlant or t is DrawBug:
            deck = "plant" if t is DrawPlant else "bug"
            if move.source == DECK_KEYS[deck]:
                slot = DECK
                card = self._take_top(deck, ev)
            else:
                slot = self.row[deck].index(move.source)
                card = move.source
                self.row[deck][slot] = None
            hand[deck].append(card)
            ev.append(CardDrawn(p, deck, card, slot))
            self._top_up(deck, ev)
        elif t is Plant:
            hand["plant"].remove(move.card)
            self.plots[p][move.plot]["plants"].append(move.card)
            ev.append(Planted(p, move.card, move.plot))
        elif t is Sabotage:
            hand["bug"].remove(move.card)
            plot = self.plots[move.target][move.plot]
            plot["bad"] = move.card
            plot["by"] = p
            ev.append(BugPlaced(p, move.card, move.target, move.plot))
            self._bite(move.target, move.plot, p, ev)
        elif t is PlayGoodBug:
            hand["bug"].remove(move.card)
            self.plots[p][move.plot]["good"] = move.card
            ev.append(BugPlaced(p, move.card, p, move.plot))
        elif t is Sweep:
            row = self.row["plant"]
            old = tuple(c for c in row if c is not None)
            row[:] = [None] * len(row)
            ev.append(Swept(p, old))
            self._top_up("plant", ev)  # the swept cards are not in the discards yet, so they cannot come back
            self.discard["plant"].extend(old)
        elif t is UsePesticide:
            hand["bug"].remove(move.card)
            plot = self.plots[p][move.plot]
            killed = plot["bad"]
            self.discard["bug"].append(killed)
            plot["bad"] = plot["by"] = None
            plot["pesticide"] = move.card
            ev.append(BugPlaced(p, move.card, p, move.plot, killed))
        elif t is DrawObjective:
            card = self._take_top("objective", ev)
            hand["objective"].append(card)
            ev.append(CardDrawn(p, "objective", card, DECK))
        elif t is DigUp:
            plot = self.plots[p][move.plot]
            cards = tuple(plot["plants"])
            plot["plants"] = []
            self.discard["plant"].extend(cards)
            ev.append(DugUp(p, move.plot, cards))
        elif t is Discard:
            deck = self.cat.kind_of(move.card)
            hand[deck].remove(move.card)
            self.discard[deck].append(move.card)
            ev.append(Discarded(p, move.card))
        else:  # pragma: no cover - legal_moves only offers the moves above
            raise TypeError(f"not a Garden Sabotage! move: {move!r}")
        for deck, row in self.row.items():  # a gap left by an empty deck fills as soon as cards come back
            if None in row:
                self._top_up(deck, ev)

    def _take_top(self, deck: str, ev: list[Event]) -> Any:
        """Top card of a deck; an empty deck first takes its shuffled discards (RULES.md decisions)."""
        cards = self.deck[deck]
        if not cards:
            spare = self.discard[deck]
            if not spare:
                return None
            cards.extend(spare)
            spare.clear()
            self.rng.shuffle(cards)
            ev.append(Reshuffled(deck, len(cards)))
        return cards.pop()

    def _top_up(self, deck: str, ev: list[Event]) -> None:
        """Fill the gaps of a face-up row from its deck (GS-T2, GS-T4, GS-T7)."""
        row = self.row[deck]
        for slot, card in enumerate(row):
            if card is None:
                card = self._take_top(deck, ev)
                if card is None:
                    return
                row[slot] = card
                ev.append(RowRefilled(deck, slot, card))

    def _bite(self, owner: int, i: int, chooser: int, ev: list[Event]) -> None:
        """A bad bug eats one plant; when the plants differ, ``chooser`` (its owner) picks (GS-T5)."""
        plants = self.plots[owner][i]["plants"]
        if not plants:
            return
        of = self.cat.plant_of
        first = of[plants[0]]
        if all(of[c] == first for c in plants):
            self._eat(owner, i, plants[0], chooser, ev)
        else:
            self.question = {"kind": "eat", "player": chooser, "owner": owner, "plot": i}

    def _eat(self, owner: int, i: int, card: str, chooser: int, ev: list[Event]) -> None:
        self.plots[owner][i]["plants"].remove(card)
        self.discard["plant"].append(card)
        ev.append(PlantEaten(owner, i, card, chooser))

    # ---- objectives

    def completable(self, p: int) -> list[tuple[str, int]]:
        """(objective, plot) pairs player ``p`` could complete right now (GS-O1, GS-O3)."""
        out: list[tuple[str, int]] = []
        need = self.cat.need
        objs = self.hands[p]["objective"]
        if not objs:
            return out
        of = self.cat.plant_of
        for i, plot in enumerate(self.plots[p]):
            if plot["bad"] is not None or not plot["plants"]:
                continue
            have = [of[c] for c in plot["plants"]]
            for oid in objs:
                if self.cat.objective[oid].good_bug and plot["good"] is None:
                    continue
                for t, k in need[oid]:
                    if have.count(t) < k:
                        break
                else:
                    out.append((oid, i))
        return out

    def _complete(self, p: int, oid: str, i: int, ev: list[Event]) -> None:
        """GS-O2: the plants used are discarded, a good bug on the plot goes under the objective."""
        plot = self.plots[p][i]
        rest = list(plot["plants"])
        used = []
        of = self.cat.plant_of
        for t, k in self.cat.need[oid]:
            for _copy in range(k):
                card = next(c for c in rest if of[c] == t)  # the oldest matching card
                rest.remove(card)
                used.append(card)
        plot["plants"] = rest
        self.discard["plant"].extend(used)
        good = plot["good"]
        plot["good"] = None
        self.hands[p]["objective"].remove(oid)
        self.completed[p].append({"objective": oid, "good_bug": good})
        ev.append(ObjectiveCompleted(p, oid, i, tuple(used), good or ""))
        if self.golden_can is None and len(self.completed[p]) >= OBJECTIVES_TO_FINISH:  # GS-E1
            self.golden_can = self.trigger = p
            ev.append(FinalRoundStarted(p))

    # ---- flow

    def _settle(self, ev: list[Event]) -> None:
        """Run everything that follows a move without a decision, until someone must choose.

        An objective completes the moment its plot holds what it shows (GS-O1: automatically, during the
        turn): only where two completions compete for the same plot or the same objective does the player
        say which goes first, and the rest is checked again with what is left."""
        while not self.over and self.question is None:
            if self.start_queue:  # start of turn: each bad bug takes one plant (GS-T5)
                i = self.start_queue.pop(0)
                plot = self.plots[self.turn][i]
                if plot["bad"] is not None:
                    self._bite(self.turn, i, plot["by"], ev)
                continue
            options = self.completable(self.turn)
            if options:
                objs = [o for o, _ in options]
                plots = [i for _, i in options]
                if len(set(objs)) < len(objs) or len(set(plots)) < len(plots):
                    self.question = {"kind": "complete", "player": self.turn, "options": [list(o) for o in options]}
                    return
                for oid, i in options:
                    self._complete(self.turn, oid, i, ev)
                continue
            if self.actions_left > 0:
                return
            self._pass_turn(ev)

    def _pass_turn(self, ev: list[Event]) -> None:
        self.turns_taken += 1
        nxt = (self.turn + 1) % self.num_players
        if self.trigger is not None:
            if nxt == self.trigger:  # everyone else has had the last turn (GS-E1)
                self._end(ev)
                return
        elif self.turns_taken >= self.max_rounds * self.num_players:
            self._end(ev)
            return
        self.turn = nxt
        self.actions_left = ACTIONS_PER_TURN
        ev.append(TurnPassed(nxt))
        for i, plot in enumerate(self.plots[nxt]):  # GS-T8: pesticide lasts until its owner's next turn
            if plot["pesticide"] is not None:
                self.discard["bug"].append(plot["pesticide"])
                ev.append(PesticideLifted(nxt, i, plot["pesticide"]))
                plot["pesticide"] = None
        self.start_queue = [i for i, plot in enumerate(self.plots[nxt]) if plot["bad"] is not None]

    def _end(self, ev: list[Event]) -> None:
        self.over = True
        self.question = None
        self.start_queue = []
        ev.append(GameEnded(tuple(s.total for s in self.scores()), tuple(self.winners())))

    # ---- scoring and what the table shows

    def totals(self) -> list[int]:
        """Each seat's score so far (the ``total`` of ``scores()``, cheaper for the bots)."""
        points = self.cat.objective
        bonus = self.data.scoring
        out = []
        for p, done in enumerate(self.completed):
            total = sum(points[c["objective"]].points + (bonus.good_bug if c["good_bug"] else 0) for c in done)
            out.append(total + (bonus.golden_can if self.golden_can == p else 0))
        return out

    def scores(self) -> list[ScoreSheet]:
        """GS-E2; ties go to more completed objectives, then to the golden can (RULES.md decisions)."""
        sheets = []
        bonus = self.data.scoring
        for p in range(self.num_players):
            done = self.completed[p]
            points = sum(self.cat.objective[c["objective"]].points for c in done)
            bugs = bonus.good_bug * sum(1 for c in done if c["good_bug"])
            can = bonus.golden_can if self.golden_can == p else 0
            parts = {PART_OBJECTIVES: points, PART_GOOD_BUGS: bugs, PART_GOLDEN_CAN: can}
            tiebreak = 2 * len(done) + (1 if self.golden_can == p else 0)
            sheets.append(ScoreSheet(points + bugs + can, parts, float(tiebreak)))
        return sheets

    def summary_lines(self, names: Sequence[str]) -> list[str]:
        """The score screen's story: each gardener's completed objectives with their points."""
        scoring = self.data.scoring
        lines = [
            _("Completed objectives (printed points, +{bonus} for a good bug under one):").format(
                bonus=scoring.good_bug
            )
        ]
        for q, done in enumerate(self.completed):
            parts = []
            for c in done:
                obj = self.cat.objective[c["objective"]]
                parts.append(f"{_(obj.name)} {obj.points}" + (f"+{scoring.good_bug}" if c["good_bug"] else ""))
            if self.golden_can == q:
                parts.append(_("golden can +{points}").format(points=scoring.golden_can))
            lines.append(f"{names[q]}: " + (" \u00b7 ".join(parts) if parts else _("none")))
        totals = [sh.total for sh in self.scores()]
        if totals.count(max(totals)) > 1:
            lines.append(_("Equal points go to the gardener with more completed objectives, then to the golden can."))
        return lines

    def actions_text(self) -> str:
        """Short status for the table, e.g. "2 of 3 actions left"."""
        return _("{left} of {total} actions left").format(left=self.actions_left, total=ACTIONS_PER_TURN)

    # ---- views, copies and saves (derived from the fields)

    def attach(self, game_data: GameData) -> None:
        self.data = game_data
        self.cat = catalogue(game_data)

    def to_dict(self) -> dict[str, Any]:
        """The derived dict, plus two values saves of format 2 took their checksums over though they are no
        fields (a constant and the flag ``trigger`` implies): kept so every old save still verifies."""
        return {**super().to_dict(), "actions_per_turn": ACTIONS_PER_TURN, "final_round": self.final_round}

    def deal_hidden(self, view: dict[str, Any], rng: random.Random) -> None:
        """Cards the view hides are dealt at random from those unaccounted for; a "complete" question asked of
        another seat gets the answers that seat's dealt hand allows (a guess, like the hands)."""
        st = self
        me = view["viewer"]
        seen: set[str] = set()
        for k in KINDS:
            seen.update(view["discard"][k])
        for k in ROW_SIZE:
            seen.update(c for c in view["row"][k] if c is not None)
        for mine in view["plots"]:
            for plot in mine:
                seen.update(_plot_cards(plot))
        for done in view["completed"]:
            for c in done:
                seen.add(c["objective"])
                if c["good_bug"] is not None:
                    seen.add(c["good_bug"])
        if me is not None:
            for k in KINDS:
                seen.update(view["hands"][me][k])
        st.hands = [{k: [] for k in KINDS} for _ in range(st.num_players)]
        st.deck = {}
        for k in KINDS:
            pool = [c for c in st.cat.cards[k] if c not in seen]
            rng.shuffle(pool)
            for q in range(st.num_players):
                if q == me:
                    st.hands[q][k] = list(view["hands"][q][k])
                else:
                    n = view["hands_count"][q][k]
                    st.hands[q][k] = pool[:n]
                    del pool[:n]
            if len(pool) != view["deck_count"][k]:
                size = view["deck_count"][k]
                raise ValueError(f"view does not add up: {len(pool)} unseen {k} cards for a deck of {size}")
            st.deck[k] = pool
        question = st.question
        if question is not None and question["kind"] == "complete" and "options" not in question:
            question["options"] = [list(o) for o in st.completable(question["player"])]

    def private_cards(self, seat: int) -> list[str]:
        """The hand: plants, bugs, then objectives."""
        return [card for k in KINDS for card in self.hands[seat][k]]

    def all_cards(self) -> Counter[str]:
        """Every card key wherever it lies (hands, decks, rows, plots, completed), each exactly once."""
        seen: Counter[str] = Counter()
        for k in KINDS:
            seen.update(self.deck[k])
            seen.update(self.discard[k])
        for k in ROW_SIZE:
            seen.update(c for c in self.row[k] if c is not None)
        for hand in self.hands:
            for k in KINDS:
                seen.update(hand[k])
        for mine in self.plots:
            for plot in mine:
                seen.update(_plot_cards(plot))
        for done in self.completed:
            for c in done:
                seen[c["objective"]] += 1
                if c["good_bug"] is not None:
                    seen[c["good_bug"]] += 1
        seen[GOLDEN_CAN] += 1  # beside the board, or with the player who took it: always exactly one
        return seen


def new_game(num_players: int, seed: int, options: dict[str, Any] | None = None, data: GameData | None = None) -> State:
    """Set up a game (GS-S1..GS-S6). Options: ``first_player`` (default: drawn by the seed), ``max_rounds``."""
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(f"Garden Sabotage! is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players}")
    options = options or {}
    st = State.bare(data)
    st.num_players = num_players
    st.seed = seed
    st.rng = rng = random.Random(seed)
    for k in KINDS:  # GS-S2: three decks, shuffled separately
        st.deck[k] = list(st.cat.cards[k])
        rng.shuffle(st.deck[k])
    for k, size in ROW_SIZE.items():  # GS-S4
        st.row[k] = [st.deck[k].pop() for _ in range(size)]
    st.hands = [{k: [st.deck[k].pop() for _ in range(DEAL[k])] for k in KINDS} for _ in range(num_players)]  # GS-S5
    st.plots = [[_new_plot() for _ in range(PLOTS)] for _ in range(num_players)]  # GS-S1
    st.completed = [[] for _ in range(num_players)]
    st.golden_can = None  # GS-S3: face down beside the board
    first = options.get("first_player")
    if first is None:
        first = rng.randrange(num_players)
    if not 0 <= first < num_players:
        raise ValueError(f"first_player must be a seat from 0 to {num_players - 1}, not {first}")
    st.first_player = st.turn = first  # GS-S6
    st.max_rounds = int(options.get("max_rounds", DEFAULT_MAX_ROUNDS))
    if st.max_rounds < 1:
        raise ValueError("max_rounds must be at least 1")
    return st

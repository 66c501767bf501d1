"""A player's turn, the seasons and the end of the game."""

import pytest

from gardengames.engine.state import IllegalMove
from gardengames.games.unbeetable.rules import (
    CardsDrawn,
    DiscardHand,
    DrawCard,
    EndTurn,
    GameEnded,
    Harvested,
    PlantGrew,
    PlayAction,
    PlayPlant,
    SeasonalActionSkipped,
    SeasonalGrow,
    SeasonChanged,
    TurnPassed,
    new_game,
)


def _refill(st, deck):
    """Draw every card of the refill from ``deck`` (one move per card); the events of all the draws."""
    p, events = st.current, []
    while not st.is_over and st.current == p and DrawCard(p, deck) in st.legal_moves():
        events += st.apply(DrawCard(p, deck))
    return events


def test_turn_order_season_then_cards_then_refill(kit):
    """UB-T1: the seasonal action comes first, then cards are played, then the hand is refilled."""
    st = kit.make(2, "spring")
    kit.plant(st, 0, 0, "beetroot", 1)
    kit.give(st, 0, "carrot", "sun", "hail", "compost", "spade")
    kit.begin_turn(st)
    assert st.stage == "season"
    assert all(isinstance(m, SeasonalGrow) for m in st.legal_moves())
    with pytest.raises(IllegalMove):
        st.apply(PlayPlant(0, "summer:carrot", 1))
    st.apply(SeasonalGrow(0, 0))
    assert st.stage == "play"
    st.apply(PlayPlant(0, "summer:carrot", 1))
    assert len(st.hands[0]) == 4
    events = st.apply(DrawCard(0, "spring"))
    assert len(st.hands[0]) == 5 and isinstance(events[0], CardsDrawn) and TurnPassed(1) in events


def test_spring_grows_one_chosen_plant(kit):
    """UB-T2: in spring the player must grow one of their own plants one phase, and nothing is harvested."""
    st = kit.make(2, "spring")
    kit.plant(st, 0, 0, "beetroot", 1)
    kit.plant(st, 0, 4, "carrot", 2)
    kit.plant(st, 1, 0, "beetroot", 1)
    kit.begin_turn(st)
    assert set(st.legal_moves()) == {SeasonalGrow(0, 0), SeasonalGrow(0, 4)}
    events = st.apply(SeasonalGrow(0, 4))
    assert events == [PlantGrew(0, 4, 3)]
    assert st.gardens[0][0]["phase"] == 1 and st.score[0] == 0


def test_summer_grows_then_harvests_all(kit):
    """UB-T3: in summer the player grows one plant one phase, then harvests every plant of their garden."""
    st = kit.make(2, "summer")
    kit.plant(st, 0, 0, "beetroot", 2)
    kit.plant(st, 0, 1, "carrot", 1)
    kit.begin_turn(st)
    events = st.apply(SeasonalGrow(0, 0))
    assert events[0] == PlantGrew(0, 0, 3)
    assert events[1] == Harvested(0, (0, 1), (5, 1), 6)
    assert st.score[0] == 6


def test_autumn_harvests_all_at_once(kit):
    """UB-T4: in autumn the turn starts by harvesting all the player's plants, with no growing."""
    st = kit.make(2, "autumn")
    kit.plant(st, 0, 0, "beetroot", 3)
    kit.plant(st, 0, 1, "potato", 4)
    events = kit.begin_turn(st)
    assert events == [Harvested(0, (0, 1), (5, 1), 6)]
    assert st.stage == "play" and st.gardens[0][0]["phase"] == 3


def test_no_plant_can_grow_skips_the_grow(kit):
    """UB-T2, UB-T3 (decision): with no plant that can grow, the grow is skipped with a log event."""
    st = kit.make(2, "spring")
    kit.plant(st, 0, 0, "beetroot", 4)
    kit.plant(st, 0, 1, "carrot", 2, under=["aphid"])
    assert kit.begin_turn(st) == [SeasonalActionSkipped(0, "spring")]
    assert st.stage == "play"
    st = kit.make(2, "summer")
    kit.plant(st, 0, 0, "potato", 4)
    events = kit.begin_turn(st)
    assert events == [SeasonalActionSkipped(0, "summer"), Harvested(0, (0,), (1,), 1)]


def test_up_to_three_cards_or_whole_hand(kit):
    """UB-T5: at most three cards a turn, or the whole hand of five discarded at once (then nothing else)."""
    st = kit.make(2, "spring")
    kit.give(st, 0, "carrot", "potato", "radish", "lettuce", "pumpkin")
    assert DiscardHand(0) in st.legal_moves()
    for spot in (0, 1, 2):
        st.apply(next(m for m in st.legal_moves() if isinstance(m, PlayPlant) and m.spot == spot))
        assert DiscardHand(0) not in st.legal_moves()
    assert st.legal_moves() == [DrawCard(0, "spring")]
    st = kit.make(2, "spring")
    kit.give(st, 0, "carrot", "potato", "radish", "lettuce", "pumpkin")
    events = st.apply(DiscardHand(0))
    assert st.hands[0] == [] and tuple(st.discard[-5:]) == events[0].cards
    assert st.legal_moves() == [DrawCard(0, "spring")]
    _refill(st, "spring")
    assert len(st.hands[0]) == 5


def test_a_turn_may_play_no_card_at_all(kit):
    """UB-T5: "up to three cards" includes none: at the start of the turn, with the hand still full, the player
    may end the turn at once; nothing is drawn, the hand stays, and the next player begins."""
    st = kit.make(2, "spring")
    kit.give(st, 0, "weeds", "weeds", "weeds", "weeds", "weeds")
    for owner, garden in enumerate(st.gardens):
        for s in range(len(garden)):
            kit.plant(st, owner, s, "weeds")
    assert st.legal_moves() == [DiscardHand(0), EndTurn(0)]
    hand, decks = list(st.hands[0]), {d: list(c) for d, c in st.decks.items()}
    events = st.apply(EndTurn(0))
    assert st.hands[0] == hand and st.decks == decks and st.current == 1 and TurnPassed(1) in events
    assert st.passes == 1 and EndTurn(0).log_line(["Ann", "Bob"], 0) == "Ann plays no card and ends the turn"


def test_ending_the_turn_without_a_card_only_at_its_start(kit):
    """UB-T5, UB-T2: not before the seasonal action, not after a card or a discard (the refill is the end
    then); a turn that plays a card resets the count of turns that played none."""
    st = kit.make(2, "spring")
    kit.plant(st, 0, 0, "beetroot", 1)
    kit.give(st, 0, "carrot", "sun", "hail", "compost", "spade")
    kit.begin_turn(st)
    assert EndTurn(0) not in st.legal_moves() and st.end_turn_text().startswith("First the seasonal action")
    st.apply(SeasonalGrow(0, 0))
    assert EndTurn(0) in st.legal_moves() and st.end_turn_text().startswith("End your turn without playing")
    st.passes = 3
    st.apply(PlayPlant(0, "summer:carrot", 1))
    assert EndTurn(0) not in st.legal_moves() and st.end_turn_text().startswith("Your turn ends when your hand")
    _refill(st, "spring")
    assert st.current == 1 and st.passes == 0


def test_plants_only_at_home_actions_anywhere(kit):
    """UB-T6: plant cards go only into one's own garden; action cards may target any garden."""
    st = kit.make(3, "spring")
    kit.plant(st, 1, 0, "beetroot", 1)
    kit.plant(st, 2, 0, "beetroot", 1)
    kit.give(st, 0, "carrot", "compost")
    plants = [m for m in st.legal_moves() if isinstance(m, PlayPlant)]
    assert {m.spot for m in plants} == {0, 1, 2, 3} and all(m.player == 0 for m in plants)
    owners = {m.owner for m in st.legal_moves() if isinstance(m, PlayAction)}
    assert owners == {1, 2}


def test_refill_from_chosen_open_deck(kit):
    """UB-T7: the refill goes card by card, each from any opened deck the player picks; older decks stay
    available while they have cards, an empty one is no choice, and the playing is over once drawing begins."""
    st = kit.make(2, "autumn")
    kit.give(st, 0, "sun", "sun", "sun")
    st.apply(DiscardHand(0))
    assert set(st.legal_moves()) == {DrawCard(0, d) for d in ("spring", "summer", "autumn")}
    st.decks["spring"] = st.decks["spring"][:1]
    picks = ["spring", "autumn", "summer", "autumn"]
    drawn = [e for deck in picks for e in st.apply(DrawCard(0, deck)) if isinstance(e, CardsDrawn)]
    assert [e.decks for e in drawn] == [(d,) for d in picks]
    assert all(e.cards[0].startswith(f"{e.decks[0]}:") for e in drawn)
    assert st.hands[0] == [e.cards[0] for e in drawn] and st.stage == "draw" and st.last_deck == "autumn"
    assert set(st.legal_moves()) == {DrawCard(0, "summer"), DrawCard(0, "autumn")}  # spring ran out
    assert st.prompt.kind == "draw" and "1 card to go" in st.prompt.text
    st.apply(DrawCard(0, "summer"))
    assert len(st.hands[0]) == 5 and st.current == 1 and st.last_deck == ""
    st = kit.make(2, "summer")
    kit.give(st, 0, "sun", "spade")
    st.apply(DiscardHand(0))
    assert {m.deck for m in st.legal_moves()} == {"spring", "summer"}


def test_no_card_is_played_once_the_refill_has_begun(kit):
    """UB-T1, UB-T7: playing comes before refilling: after the first card drawn only drawing is left."""
    st = kit.make(2, "spring")
    kit.plant(st, 1, 0, "beetroot", 1)
    kit.give(st, 0, "carrot", "compost", "sun", "spade", "weeds")
    st.apply(PlayPlant(0, "summer:carrot", 0))
    st.apply(PlayAction(0, "summer:compost", 1, 0))
    assert any(isinstance(m, PlayAction) for m in st.legal_moves())
    st.apply(DrawCard(0, "spring"))
    assert st.current == 0 and st.legal_moves() == [DrawCard(0, "spring")] and st.plays_left == 0
    assert "refilling your hand" in st.why_not("summer:sun")


def test_drawn_season_card_changes_season_and_refill_goes_on(kit):
    """UB-T8: a season card drawn during the refill is laid face up at once; the player still gets five."""
    st = kit.make(2, "spring")
    kit.give(st, 0, "sun")
    st.decks["spring"].insert(1, "season:summer")
    st.apply(DiscardHand(0))
    events = st.apply(DrawCard(0, "spring")) + st.apply(DrawCard(0, "spring"))
    assert [type(e) for e in events] == [CardsDrawn, SeasonChanged]
    assert events[1] == SeasonChanged(0, "summer")
    assert st.season == "summer" and st.seasons_shown[-1] == "season:summer" and st.open_decks[-1] == "summer"
    assert len(st.hands[0]) == 1 and DrawCard(0, "summer") in st.legal_moves()  # the new deck is open at once
    events = _refill(st, "summer")
    assert [e.decks for e in events if isinstance(e, CardsDrawn)] == [("summer",)] * 4
    assert len(st.hands[0]) == 5 and not any(c.startswith("season:") for c in st.hands[0])


def test_play_passes_left(kit):
    """UB-T9: after the refill the next seat takes its turn, round the table."""
    st = new_game(3, 8, {"first_player": 2})
    events = []
    while st.current == 2:
        legal = st.legal_moves()
        events = st.apply(next((m for m in legal if isinstance(m, DrawCard)), legal[0]))
    assert st.current == 0 and TurnPassed(0) in events
    st.apply(st.legal_moves()[0])
    st.apply(next(m for m in st.legal_moves() if not isinstance(m, (EndTurn, DrawCard))))
    assert TurnPassed(1) in _refill(st, "spring")


def test_winter_ends_the_game_at_once(kit):
    """UB-E1: the moment the winter card is drawn the game ends, even in the middle of a refill."""
    st = kit.make(2, "autumn")
    kit.plant(st, 0, 0, "beetroot", 3)
    kit.give(st, 0, "sun")
    st.decks["autumn"].insert(1, "season:winter")
    st.apply(DiscardHand(0))
    events = _refill(st, "autumn")
    assert isinstance(events[-1], GameEnded) and events[-2] == SeasonChanged(0, "winter")
    assert st.is_over and st.current_player is None and st.legal_moves() == []
    assert len(st.hands[0]) == 1  # the refill stopped
    assert st.score == [0, 0] and events[-1].winners == (0,)  # points tied, garden worth 5 against 0


def test_most_points_win_then_garden_worth(kit):
    """UB-E2: most points wins; on a tie the garden worth most now (harvest value of every plant) wins."""
    st = kit.make(2, "autumn")
    st.score = [12, 12]
    kit.plant(st, 0, 0, "beetroot", 3, under=["hail"])  # worth 4
    kit.plant(st, 1, 0, "carrot", 3, under=["compost"])  # worth 4
    kit.plant(st, 1, 1, "pumpkin", 3, under=["aphid"])  # blocked: worth 0
    st.stage = "over"
    assert [s.tiebreak for s in st.scores()] == [4.0, 4.0]
    assert st.winners() == [0, 1]  # still equal: both win
    kit.plant(st, 0, 1, "radish", 1)
    assert st.garden_worth(0) == 6 and st.winners() == [0]
    st.score = [11, 12]
    assert st.winners() == [1]


def test_log_lines_and_prompts(kit):
    """UB-T1: the pending prompt follows the turn's steps; moves and events describe themselves with names."""
    st = kit.make(2, "summer")
    kit.plant(st, 0, 0, "beetroot", 2)
    kit.plant(st, 1, 4, "pumpkin", 3)
    kit.give(st, 0, "watering_can", "sun", "flood", "carrot")
    st.played = 0
    kit.begin_turn(st)
    assert st.prompt.kind == "seasonal-grow"
    names = ["Ann", "Bob"]
    lines = [m.log_line(names, 0) for m in (SeasonalGrow(0, 0), PlayAction(0, "summer:watering_can", 1, 4))]
    lines += [e.describe(names) for e in st.apply(SeasonalGrow(0, 0))]
    assert st.prompt.kind == "play"
    lines += [e.describe(names) for e in st.apply(PlayAction(0, "summer:watering_can", 1, 4))]
    lines += [e.describe(names) for e in st.apply(PlayPlant(0, "summer:carrot", 1))]
    assert "Ann plays Watering can in Bob's garden" in lines
    assert "Ann harvests 1 plant for +5 (score 5)" in lines
    assert PlayPlant(0, "summer:carrot", 1).log_line(names, 0) == "Ann plants a Carrot"
    assert any("Bob's garden grows to phase 4" in line for line in lines)
    st.apply(PlayAction(0, "summer:sun", 0, 0))
    assert st.prompt.kind == "draw" and all(isinstance(m, DrawCard) for m in st.legal_moves())
    assert DrawCard(0, "summer").log_line(names, 0) == "Ann draws from the summer deck"
    assert DrawCard(0, "summer").instruction(names) == "Draw from the summer deck"
    drawn = [e.describe(names) for e in _refill(st, "summer")]
    assert drawn[0] == "Ann draws a card from the summer deck" and "Bob's turn" in drawn

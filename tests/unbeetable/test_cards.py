"""Plants and action cards."""

import pytest

from gardengames.engine.state import IllegalMove
from gardengames.games.unbeetable.rules import (
    ACTIONS,
    CardPlayed,
    CardRemoved,
    Harvested,
    PlantGrew,
    PlayAction,
    PlayFlood,
    PlayPlant,
    SeasonalGrow,
    load_data,
)


def _targets(st, card):
    return {(m.owner, m.spot) for m in st.legal_moves() if isinstance(m, PlayAction) and m.card == card}


def test_four_phases_with_species_points():
    """UB-P1: every species scores four phase values; beetroot is the rulebook example 0, +1, +5, -2."""
    data = load_data()
    assert all(len(s.phases) == 4 for s in data.species)
    assert data.plant_species["beetroot"].phases == (0, 1, 5, -2)
    curves = {s.phases for s in data.species}
    assert len(curves) == len(data.species) >= 4  # the species really differ


def test_one_plant_per_spot_one_card_of_each_type(kit):
    """UB-P2 (decision): a plant fills one spot and holds one card of each permanent type; a second card of
    a type it already has is not a legal target."""
    st = kit.make(2, "summer")
    kit.plant(st, 0, 0, "beetroot", 2, under=["compost", "hail"])
    kit.give(st, 0, "compost", "hail", "ladybird", "carrot")
    assert (0, 0) not in _targets(st, "summer:compost") and (0, 0) not in _targets(st, "summer:hail")
    assert (0, 0) in _targets(st, "summer:ladybird")
    assert 0 not in {m.spot for m in st.legal_moves() if isinstance(m, PlayPlant)}
    with pytest.raises(IllegalMove):
        st.apply(PlayAction(0, "summer:compost", 0, 0))
    st.apply(PlayAction(0, "summer:ladybird", 0, 0))
    assert sorted(st.gardens[0][0]["under"]) == ["summer:compost", "summer:hail", "summer:ladybird"]


def test_new_plant_starts_in_phase_one_and_stays(kit):
    """UB-P3: a played plant starts in phase 1 and stays through growing and harvesting."""
    st = kit.make(2, "spring")
    kit.give(st, 0, "pumpkin", "sun", "watering_can")
    events = st.apply(PlayPlant(0, "summer:pumpkin", 4))
    assert events == [CardPlayed(0, "summer:pumpkin", 0, 4)]
    assert st.gardens[0][4] == {"card": "summer:pumpkin", "phase": 1, "under": []}
    st.apply(PlayAction(0, "summer:watering_can", 0, 4))
    st.apply(PlayAction(0, "summer:sun", 0, 4))
    assert st.gardens[0][4]["card"] == "summer:pumpkin" and st.gardens[0][4]["phase"] == 2


def test_growing_and_withered_plants(kit):
    """UB-P4: growing moves a plant one phase on (the UI turns it a quarter); a withered plant cannot grow."""
    st = kit.make(2, "spring")
    kit.plant(st, 0, 0, "beetroot", 3)
    kit.plant(st, 0, 1, "carrot", 4)
    kit.give(st, 0, "watering_can")
    assert _targets(st, "summer:watering_can") == {(0, 0)}
    assert st.apply(PlayAction(0, "summer:watering_can", 0, 0))[1] == PlantGrew(0, 0, 4)
    assert st.growable_spots(0) == []


def test_harvest_scores_phase_and_plant_remains(kit):
    """UB-P5: a harvest scores the current phase, negative too; the plant stays and can be harvested again."""
    st = kit.make(2, "autumn")
    st.score = [10, 0]
    kit.plant(st, 0, 0, "beetroot", 4)
    assert kit.begin_turn(st) == [Harvested(0, (0,), (-2,), 8)]
    assert kit.begin_turn(st) == [Harvested(0, (0,), (-2,), 6)]
    assert st.gardens[0][0]["phase"] == 4


def test_score_never_below_zero(kit):
    """UB-P6 (decision): a score never drops below zero; a harvest of several plants is added up first."""
    st = kit.make(2, "autumn")
    st.score, st.gains = [1, 0], [1, 0]
    kit.plant(st, 0, 0, "pumpkin", 4)  # -4
    kit.plant(st, 0, 1, "beetroot", 3)  # +5
    assert kit.begin_turn(st) == [Harvested(0, (0, 1), (-4, 5), 2)]
    st.gardens[0][1] = None
    assert kit.begin_turn(st)[0].score == 0 and st.score[0] == 0
    sheet = st.scores()[0]
    assert sheet.total == 0 == sum(sheet.parts.values()) and sheet.parts["kept at zero"] == 2


def test_score_is_a_track_not_cards_from_the_discard(kit):
    """UB-P7: points live on a score track; scoring never takes cards from the discard pile."""
    st = kit.make(2, "summer")
    kit.plant(st, 0, 0, "beetroot", 2)
    st.discard = []
    kit.begin_turn(st)
    st.apply(SeasonalGrow(0, 0))
    assert st.discard == [] and st.score[0] == 5 and st.scores()[0].total == 5


def test_nine_action_types():
    """UB-A1: nine actions: four one-time, four permanent, and weeds."""
    data = load_data()
    kinds = {a.id: a.kind for a in data.actions}
    assert sorted(kinds) == sorted(ACTIONS) and len(kinds) == 9
    assert sorted(k for k in kinds.values()) == ["one-time"] * 4 + ["permanent"] * 4 + ["weeds"]


def test_watering_can_grows_any_garden(kit):
    """UB-A2: a watering can grows one plant one phase, in any garden (over-watering a rival's ripe plant)."""
    st = kit.make(2, "summer")
    kit.plant(st, 1, 3, "beetroot", 3)
    kit.give(st, 0, "watering_can")
    events = st.apply(PlayAction(0, "summer:watering_can", 1, 3))
    assert events == [CardPlayed(0, "summer:watering_can", 1, 3), PlantGrew(1, 3, 4)]


def test_spade_removes_plant_or_weeds(kit):
    """UB-A3: a spade digs up one plant (with its cards) or one weed, in any garden."""
    st = kit.make(2, "summer")
    kit.plant(st, 1, 0, "beetroot", 2, under=["compost"])
    kit.plant(st, 1, 1, "weeds")
    kit.give(st, 0, "spade", "spade")
    assert _targets(st, "summer:spade") == {(1, 0), (1, 1)}
    st.apply(PlayAction(0, "summer:spade", 1, 0))
    st.apply(PlayAction(0, "summer:spade", 1, 1))
    assert st.gardens[1][0] is None and st.gardens[1][1] is None


def test_sun_harvests_one_plant_for_its_owner(kit):
    """UB-A4 (decision): a sun harvests one plant, and the garden's owner scores it, good or bad."""
    st = kit.make(2, "spring")
    st.score = [0, 10]
    kit.plant(st, 1, 0, "beetroot", 4)
    kit.plant(st, 1, 1, "beetroot", 3)
    kit.give(st, 0, "sun", "sun")
    assert st.apply(PlayAction(0, "summer:sun", 1, 0))[1] == Harvested(1, (0,), (-2,), 8)
    st.apply(PlayAction(0, "summer:sun", 1, 1))
    assert st.score == [0, 13]


def test_flood_clears_a_row_or_column_of_one_garden(kit):
    """UB-A5: a flood removes every plant and weed of one row or column of one garden, nothing else."""
    st = kit.make(2, "summer")
    kit.plant(st, 1, 3, "beetroot", 2, under=["hail"])
    kit.plant(st, 1, 5, "weeds")
    kit.plant(st, 1, 0, "carrot", 1)
    kit.plant(st, 0, 3, "potato", 1)
    kit.give(st, 0, "flood")
    floods = {(m.owner, m.axis, m.index) for m in st.legal_moves() if isinstance(m, PlayFlood)}
    assert (1, "row", 1) in floods and (1, "row", 2) not in floods  # an empty line is no target
    events = st.apply(PlayFlood(0, "summer:flood", 1, "row", 1))
    assert [e.spot for e in events if isinstance(e, CardRemoved)] == [3, 5]
    assert st.gardens[1][3] is None and st.gardens[1][5] is None
    assert st.gardens[1][0] is not None and st.gardens[0][3] is not None
    st = kit.make(2, "summer")
    kit.plant(st, 0, 1, "beetroot")
    kit.plant(st, 0, 7, "beetroot")
    kit.give(st, 0, "flood")
    st.apply(PlayFlood(0, "summer:flood", 0, "column", 1))
    assert all(e is None for e in st.gardens[0])


def test_ladybird_and_aphid_cancel(kit):
    """UB-A6: an aphid on a ladybird's plant, or a ladybird on an aphid's plant, removes both cards."""
    st = kit.make(2, "summer")
    kit.plant(st, 1, 0, "beetroot", 3, under=["ladybird", "compost"])
    kit.plant(st, 0, 0, "carrot", 2, under=["aphid"])
    kit.give(st, 0, "aphid", "ladybird")
    events = st.apply(PlayAction(0, "summer:aphid", 1, 0))
    assert events[-1] == CardRemoved(1, 0, ("summer:ladybird", "summer:aphid"))
    assert st.gardens[1][0]["under"] == ["summer:compost"]
    st.apply(PlayAction(0, "summer:ladybird", 0, 0))
    assert st.gardens[0][0]["under"] == []
    assert st.discard[-4:] == ["summer:ladybird", "summer:aphid", "summer:aphid", "summer:ladybird"]


def test_aphid_blocks_growing_and_harvesting(kit):
    """UB-A7: a plant with an aphid can neither grow nor be harvested, but cards can still remove it."""
    st = kit.make(2, "summer")
    kit.plant(st, 1, 0, "beetroot", 3, under=["aphid"])
    kit.plant(st, 1, 1, "carrot", 2)
    kit.give(st, 0, "watering_can", "sun", "spade")
    assert (1, 0) not in _targets(st, "summer:watering_can") | _targets(st, "summer:sun")
    assert (1, 0) in _targets(st, "summer:spade")
    st.current = 1
    kit.begin_turn(st)
    assert st.legal_moves() == [SeasonalGrow(1, 1)]
    assert st.apply(SeasonalGrow(1, 1))[1] == Harvested(1, (1,), (3,), 3)


@pytest.mark.parametrize(("card", "points"), [("hail", 4), ("compost", 6)])
def test_hail_and_compost(kit, card, points):
    """UB-A8, UB-A9: hail takes one point off every harvest of its plant, compost adds one."""
    st = kit.make(2, "autumn")
    kit.plant(st, 0, 0, "beetroot", 3, under=[card])
    assert kit.begin_turn(st)[0].points == (points,)
    assert kit.begin_turn(st)[0].points == (points,)


def test_weeds_block_open_spots(kit):
    """UB-A10: weeds go on an open spot of any garden, block it, and only a spade or flood removes them."""
    st = kit.make(2, "spring")
    kit.plant(st, 1, 0, "beetroot")
    kit.give(st, 0, "weeds", "carrot", "sun", "watering_can", "compost")
    weeds = _targets(st, "summer:weeds")
    assert (1, 0) not in weeds and len(weeds) == 17
    st.apply(PlayAction(0, "summer:weeds", 0, 4))
    assert 4 not in {m.spot for m in st.legal_moves() if isinstance(m, PlayPlant)}
    for other in ("summer:sun", "summer:watering_can", "summer:compost"):
        assert (0, 4) not in _targets(st, other)


def test_permanent_cards_slide_under(kit):
    """UB-A11: permanent cards stay under their plant, visible to everyone."""
    st = kit.make(2, "spring")
    kit.plant(st, 1, 0, "beetroot")
    kit.give(st, 0, "hail", "compost")
    st.apply(PlayAction(0, "summer:hail", 1, 0))
    assert st.gardens[1][0]["under"] == ["summer:hail"] and "summer:hail" not in st.discard
    assert st.view(1)["gardens"][1][0]["under"] == ["summer:hail"]


def test_example_phase_three_with_compost_and_ladybird(kit):
    """UB-A12: a phase-3 plant (+5) with compost (+1) and a ladybird harvests for +6."""
    st = kit.make(2, "spring")
    kit.plant(st, 0, 0, "beetroot", 3, under=["compost", "ladybird"])
    kit.give(st, 0, "sun")
    events = st.apply(PlayAction(0, "summer:sun", 0, 0))
    assert events[1] == Harvested(0, (0,), (6,), 6) and st.score[0] == 6


def test_removed_cards_go_to_discard(kit):
    """UB-R1: a removed plant goes to the discard pile with its permanent cards; used one-time cards too."""
    st = kit.make(2, "summer")
    kit.plant(st, 1, 0, "beetroot", 2, under=["compost", "hail"])
    kit.give(st, 0, "spade", "sun")
    st.discard = []
    kit.plant(st, 0, 0, "carrot", 1)
    st.apply(PlayAction(0, "summer:sun", 0, 0))
    assert st.discard == ["summer:sun"]
    st.apply(PlayAction(0, "summer:spade", 1, 0))
    assert st.discard == ["summer:sun", "spring:beetroot", "summer:compost", "summer:hail", "summer:spade"]

"""Garden Sabotage! set-up: boards, decks, rows, hands, the golden can and the first player."""

from __future__ import annotations

import json

import pytest

from gardengames.games.sabotage import rules


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_has_two_empty_plots(players):
    """GS-S1, GS-C1: two plots per garden board, for 2 to 4 players."""
    st = rules.new_game(players, 5)
    assert len(st.plots) == players
    for mine in st.plots:
        assert len(mine) == 2
        assert all(not plot["plants"] and plot["bad"] is None and plot["good"] is None for plot in mine)


@pytest.mark.parametrize("players", [1, 5])
def test_player_count_is_two_to_four(players):
    """GS-C1: four garden boards, and the game needs an opponent to sabotage."""
    with pytest.raises(ValueError):
        rules.new_game(players, 1)


def test_three_separately_shuffled_decks():
    """GS-S2: each deck holds only its own kind of card, and is shuffled by the seed."""
    st = rules.new_game(2, 11)
    cat = st.cat
    assert all(c in cat.plant_of for c in st.deck["plant"])
    assert all(c in cat.bug_kind for c in st.deck["bug"])
    assert all(c in cat.objective for c in st.deck["objective"])
    other = rules.new_game(2, 12)
    assert st.deck["plant"] != other.deck["plant"]
    assert st.deck["objective"] != other.deck["objective"]
    unshuffled = [c for c in cat.cards["plant"] if c in st.deck["plant"]]
    assert st.deck["plant"] != unshuffled


def test_golden_can_waits_beside_the_board():
    """GS-S3: nobody holds the golden watering can at the start."""
    st = rules.new_game(3, 2)
    assert st.golden_can is None
    assert st.view(None)["golden_can"] is None
    assert [s.parts[rules.PART_GOLDEN_CAN] for s in st.scores()] == [0, 0, 0]


def test_face_up_rows():
    """GS-S4: four face-up plants and two face-up bugs, visible to everyone."""
    st = rules.new_game(2, 3)
    public = st.view(None)
    assert len(public["row"]["plant"]) == 4 and all(c in st.cat.plant_of for c in public["row"]["plant"])
    assert len(public["row"]["bug"]) == 2 and all(c in st.cat.bug_kind for c in public["row"]["bug"])
    assert public["row"] == {k: list(v) for k, v in st.row.items()}


@pytest.mark.parametrize("players", [2, 4])
def test_deal_three_plants_one_bug_one_objective_in_secret(players):
    """GS-S5: 3 plants, 1 bug and 1 objective each, hidden from the others."""
    st = rules.new_game(players, 8)
    for hand in st.hands:
        assert {k: len(v) for k, v in hand.items()} == {"plant": 3, "bug": 1, "objective": 1}
    seen = json.dumps(st.view(0))
    for q in range(1, players):
        for k in rules.KINDS:
            for card in st.hands[q][k]:
                assert f'"{card}"' not in seen
    assert st.view(0)["hands"][0] == st.hands[0] and st.view(0)["hands"][1] is None
    assert st.view(0)["hands_count"][1] == {"plant": 3, "bug": 1, "objective": 1}


def test_first_player_and_clockwise_order(kit):
    """GS-S6: the chosen first player starts, then play passes to the next seat round the table."""
    st = kit.fresh(3, seed=4, first=2)
    assert st.current_player == 2
    order = []
    for _ in range(4):
        st.apply(rules.EndTurn(st.turn))
        order.append(st.turn)
    assert order == [0, 1, 2, 0]
    firsts = {rules.new_game(4, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}  # without a choice, the seed draws the first player
    assert rules.new_game(4, 7).first_player == rules.new_game(4, 7).first_player

"""The Unbeetable table driven by real pygame mouse and key events (posted, then one frame stepped).

Positions are rigged with the helpers of conftest.py, so each test knows which cards are where; the rules
decide what is legal, the table only has to send the right move and show the result.
"""

import pygame
import pytest

from gardengames.games.unbeetable import rules
from gardengames.session import Seat
from gardengames.ui import theme
from gardengames.ui.dialogs import ConfirmDialog, CoverScreen
from tests.ui_events import click, drag, key, reveal

ANN_VS_BASIL = [Seat("Ann", "human", colour=0), Seat("Basil", "computer", "easy", colour=1)]


@pytest.fixture
def open_ub(open_table):
    """The shared ``open_table`` with this game's seed and first player: ``open_ub(seats, rig, size, animation)``,
    where ``rig(state)`` arranges the table before it first looks."""

    def opened(seats, rig=None, size=(1280, 720), animation="off"):
        options = {"first_player": 0}
        return open_table("unbeetable", seats, rig=rig, size=size, animation=animation, seed=3, options=options)

    return opened


def standard_rig(kit, season="spring", stage="play"):
    """Ann to play: a beetroot, a flood, compost, a sun and a spade in hand; plants in both gardens."""

    def rig(st):
        st.gardens = [[None] * (st.size * st.size) for _ in range(st.num_players)]
        kit.set_season(st, season)
        kit.plant(st, 0, 0, "beetroot", phase=3)
        kit.plant(st, 1, 0, "carrot", phase=1)
        kit.plant(st, 1, 4, "pumpkin", phase=2)
        kit.give(st, 0, "beetroot", "flood", "compost", "sun", "spade")
        st.stage = stage

    return rig


def hand_key(scene, kind):
    """The sprite of a card of this type in the hand along the bottom: sprites are keyed by the card's own key."""
    return next(k for k in scene.sprites if scene.hand.in_hand(k) and rules.kind_of(k) == kind)


def hand_owners(scene):
    """Whose hands show face up on the table (their cards' own keys are among the places)."""
    places = scene.card_places()
    return {p for p, hand in enumerate(scene.state.hands) for card in hand if card in places}


def back_owners(scene):
    """Whose hands show only their backs (``back:<owner>:<index>:<deck>``, never a card's own key)."""
    return {int(k.split(":")[1]) for k in scene.card_places() if k.startswith("back:")}


@pytest.fixture
def table(kit, open_ub):
    app, scene = open_ub(ANN_VS_BASIL, standard_rig(kit))
    yield app, scene
    app.close()


def test_drag_a_plant_onto_an_empty_spot_of_your_garden_plants_it(table):
    app, scene = table
    card = hand_key(scene, "beetroot")
    drag(app, scene.sprites[card].rect.center, scene.gardens.spot_rect(0, 4).center)
    assert scene.session.moves == [rules.PlayPlant(0, "summer:beetroot", 4)]
    assert scene.state.gardens[0][4]["card"] == "summer:beetroot"
    assert card == "summer:beetroot" in scene.sprites  # the same sprite, now in the garden
    assert scene.gardens.spot_rect(0, 4).contains(scene.card_places()[card].rect)


def test_a_drop_on_an_illegal_place_changes_nothing_and_the_card_flies_back(table):
    app, scene = table
    card = hand_key(scene, "beetroot")
    before = scene.state.to_dict()
    drag(app, scene.sprites[card].rect.center, scene.gardens.spot_rect(1, 8).center)  # plants go in your own garden
    assert scene.session.moves == []
    assert scene.state.to_dict() == before
    app.step(1.0)
    assert scene.sprites[card].rect == scene.card_places()[card].rect


def test_the_lit_targets_while_dragging_are_exactly_the_legal_moves(table):
    app, scene = table
    card = hand_key(scene, "compost")
    start = scene.sprites[card].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, 0), buttons=(1, 0, 0))
    )
    app.step(0.016)
    assert scene.drag.active
    lit = {t.move for t in scene.drag.drag.targets.values()}
    legal = {m for m in scene.state.legal_moves() if isinstance(m, rules.PlayAction) and m.card == "summer:compost"}
    assert lit == legal and len(lit) == 3  # the three plants, in both gardens


def test_a_flood_takes_the_row_or_the_column_the_pointer_points_at(table):
    app, scene = table
    card = hand_key(scene, "flood")
    spot = scene.gardens.spot_rect(1, 4)  # the middle of Basil's garden: both row 1 and column 1 hold a plant
    near_side = (spot.right - 4, spot.centery)
    assert scene.drag.pick(scene.drag_targets(card), near_side, None) == "row:1:1"
    near_top = (spot.centerx, spot.top + 4)
    assert scene.drag.pick(scene.drag_targets(card), near_top, None) == "column:1:1"
    drag(app, scene.sprites[card].rect.center, near_top)
    assert scene.session.moves == [rules.PlayFlood(0, "summer:flood", 1, "column", 1)]
    assert scene.state.gardens[1][4] is None and scene.state.gardens[1][0] is not None


def test_click_a_card_then_click_a_glowing_place_plays_it(table):
    app, scene = table
    card = hand_key(scene, "compost")
    click(app, scene.sprites[card].rect.center)
    assert scene.selection.lifted == card
    assert scene.sprites[card].goal[0][1] < scene.hand.card_rect(0).y  # the chosen card is lifted
    click(app, scene.gardens.spot_rect(1, 0).center)
    assert scene.session.moves == [rules.PlayAction(0, "summer:compost", 1, 0)]
    assert scene.state.gardens[1][0]["under"] == ["summer:compost"]
    # Permanent cards tuck under their plant with a tab showing: partly under it, partly beside it.
    tab = scene.card_places()["summer:compost"]
    plant = scene.card_places()["spring:carrot"]
    assert tab.z < plant.z
    assert tab.rect.colliderect(plant.rect) and not plant.rect.contains(tab.rect)
    assert scene.gardens.spot_rect(1, 0).contains(tab.rect) and scene.gardens.spot_rect(1, 0).contains(plant.rect)


def test_each_card_of_the_refill_comes_from_the_deck_clicked_or_dragged_onto_the_hand(kit, open_ub):
    """UB-T7: the refill goes card by card; a click on an open deck draws one card from it, and so does dragging
    the deck onto the hand (the only place lit while it is held). A deck not open yet draws nothing."""
    app, scene = open_ub(ANN_VS_BASIL, standard_rig(kit, season="summer"))
    try:
        click(app, scene.piles.deck_rects["spring"].center)
        assert scene.session.moves == [] and scene.message == scene.state.why_not("deck:spring")
        drag(app, scene.sprites[hand_key(scene, "beetroot")].rect.center, scene.gardens.spot_rect(0, 8).center)
        drag(app, scene.sprites[hand_key(scene, "compost")].rect.center, scene.gardens.spot_rect(0, 0).center)
        assert not scene.end_button.enabled and scene.end_button.tooltip == scene.state.end_turn_text()
        click(app, scene.piles.deck_rects["autumn"].center)
        assert len(scene.session.moves) == 2  # autumn is not open yet
        click(app, scene.piles.deck_rects["spring"].center)
        assert scene.session.moves[-1] == rules.DrawCard(0, "spring") and scene.state.current_player == 0
        start = scene.piles.deck_rects["summer"].center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        app.step(0.016)
        assert set(scene.drag.drag.targets) == {"hand:0"}  # the hand along the bottom is where it lands
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], 0), rel=(0, 0), buttons=(1, 0, 0)))
        app.step(0.016)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], 0), button=1))
        app.step(0.016)
        assert len(scene.session.moves) == 3  # dropped nowhere lit: nothing drawn
        drag(app, start, scene.hand.area.center)
        assert scene.session.moves[-1] == rules.DrawCard(0, "summer")
        assert [rules.back_of(c) for c in scene.state.hands[0][-2:]] == ["spring", "summer"]
        assert scene.state.current_player == 1  # the hand is full again: Basil's turn
    finally:
        app.close()


def test_the_end_turn_button_plays_no_card_at_the_start_of_a_turn(table):
    """UB-T5: at the start of the turn End turn ends it with no card played and nothing drawn; its tooltip is
    the rules' own words."""
    app, scene = table
    hand = list(scene.state.hands[0])
    assert scene.end_button.enabled and scene.end_button.tooltip == scene.state.end_turn_text()
    assert scene.end_button.tooltip.startswith("End your turn without playing a card")
    click(app, scene.end_button.rect.center)
    assert scene.session.moves == [rules.EndTurn(0)]
    assert scene.state.current_player == 1 and scene.state.hands[0] == hand


def test_the_discard_button_then_each_card_from_a_deck_key(table):
    """UB-T5, UB-T7: after a discard End turn is refused with the rules' reason (E says it too), and the
    deck keys draw the five cards one by one."""
    app, scene = table
    assert scene.discard_button.enabled
    click(app, scene.discard_button.rect.center)
    assert scene.session.moves == [rules.DiscardHand(0)]
    assert not hand_owners(scene) and not back_owners(scene)
    assert not scene.end_button.enabled
    key(app, pygame.K_e)
    assert scene.session.moves == [rules.DiscardHand(0)]
    assert scene.message == scene.state.end_turn_text() and "5 cards to draw" in scene.message
    for n in range(5):
        assert scene.state.current_player == 0
        key(app, pygame.K_1)
        assert len(scene.state.hands[0]) == n + 1
    assert scene.session.moves[1:] == [rules.DrawCard(0, "spring")] * 5
    assert scene.state.current_player == 1


def test_the_seasonal_grow_by_click_turns_the_card_a_quarter_turn_counterclockwise(kit, open_ub):
    def rig(st):
        standard_rig(kit, stage="season")(st)
        kit.plant(st, 0, 4, "radish", phase=1)

    app, scene = open_ub(ANN_VS_BASIL, rig, animation="normal")
    try:
        key = "spring:radish"
        assert scene.sprites[key].angle == 0
        click(app, scene.gardens.spot_rect(0, 4).center)
        assert scene.session.moves == [rules.SeasonalGrow(0, 4)]
        app.step(0.2)
        sprite = scene.sprites[key]
        assert sprite.turn is not None and 0 < sprite.angle < 90  # mid-turn, rotozoomed
        for _ in range(40):
            app.step(0.05)
        assert sprite.angle == 90 and sprite.turn is None  # at rest: exactly a quarter turn
        assert sprite.rect.w > sprite.rect.h  # lying down: the second phase's edge on top
    finally:
        app.close()


def test_a_harvest_floats_its_points_over_the_plant(kit, open_ub):
    app, scene = open_ub(ANN_VS_BASIL, standard_rig(kit), animation="normal")
    try:
        drag(app, scene.sprites[hand_key(scene, "sun")].rect.center, scene.gardens.spot_rect(0, 0).center)
        assert scene.state.score[0] == 5  # a ripe beetroot
        assert "+5" in scene.fx.texts
    finally:
        app.close()


def test_keyboard_move_picker_and_deck_keys_play_moves(table):
    app, scene = table
    key(app, pygame.K_m)
    key(app, pygame.K_RETURN)
    assert len(scene.session.moves) == 1
    key(app, pygame.K_1)
    assert scene.session.moves[-1] == rules.DrawCard(0, "spring")


def test_a_rivals_hand_is_only_ever_drawn_from_the_back(table):
    app, scene = table
    drag(app, scene.sprites[hand_key(scene, "beetroot")].rect.center, scene.gardens.spot_rect(0, 8).center)
    click(app, scene.piles.deck_rects["spring"].center)
    assert scene.state.current_player == 1  # Basil's turn: Ann's hand still shows, Basil's never does
    assert hand_owners(scene) == {0}
    assert not back_owners(scene)  # Basil's cards are backs by his garden


def test_cover_screen_between_two_humans_hides_the_hand(kit, open_ub):
    seats = [Seat("Ann", "human", colour=0), Seat("Bob", "human", colour=1)]
    app, scene = open_ub(seats, standard_rig(kit))
    try:
        assert isinstance(app.stack.top, CoverScreen)
        assert scene.viewer is None
        assert not hand_owners(scene)
        reveal(app)
        assert app.stack.top is scene and scene.viewer == 0
        assert hand_owners(scene) == {0}
        click(app, scene.discard_button.rect.center)
        for _ in range(5):
            click(app, scene.piles.deck_rects["spring"].center)
        assert isinstance(app.stack.top, CoverScreen) and app.stack.top.name == "Bob"
        assert scene.viewer is None
        assert not hand_owners(scene)
        assert back_owners(scene) == {1}
        reveal(app)
        assert scene.viewer == 1 and hand_owners(scene) == {1}
    finally:
        app.close()


def test_weeds_fill_their_spot(kit, open_ub):
    def rig(st):
        standard_rig(kit)(st)
        kit.plant(st, 1, 2, "weeds")

    app, scene = open_ub(ANN_VS_BASIL, rig)
    try:
        place = scene.card_places()["spring:weeds"]
        assert place.rect == scene.gardens.spot_rect(1, 2) and place.style == "spot"
    finally:
        app.close()


@pytest.mark.parametrize(
    ("players", "size"), [(2, (1280, 720)), (3, (1280, 720)), (4, (1280, 720)), (2, (1600, 900)), (4, (1600, 900))]
)
def test_everything_is_on_screen_and_nothing_overlaps(players, size, open_ub):
    seats = [Seat(f"P{i}", "computer", "easy", colour=i) for i in range(players)]
    app, scene = open_ub(seats, size=size)
    try:
        screen = pygame.Rect(0, 0, *size)
        zones = [
            *scene.gardens.rects,
            *scene.gardens.header_rects,
            scene.piles.panel,
            scene.hand.area,
            scene.prompt_line.rect,
        ]
        for i, a in enumerate(zones):
            assert screen.contains(a)
            for b in zones[i + 1 :]:
                assert not a.colliderect(b), (a, b)
        card_h = scene.gardens.S
        for p in range(players):
            for spot in range(scene.state.size**2):
                rect = scene.gardens.spot_rect(p, spot)
                assert scene.gardens.rects[p].contains(rect) and rect.w == rect.h == card_h
        for place in scene.card_places().values():
            assert screen.contains(place.rect)
    finally:
        app.close()


def test_a_whole_game_of_computers_runs_through_the_table_to_the_score_screen(open_ub):
    from gardengames.games.unbeetable.table import TableScene
    from gardengames.ui.score import ScoreScene

    seats = [Seat(n, "computer", "easy", colour=i) for i, n in enumerate(("Basil", "Clover", "Sage"))]
    app, scene = open_ub(seats)
    try:
        for _ in range(3000):
            if scene.state.is_over:
                break
            app.step(0.3)
            scene.wait_for_computer()
        assert scene.state.is_over
        app.step(0.016)
        assert scene.result_button.visible
        key(app, pygame.K_RETURN)
        assert isinstance(app.stack.top, ScoreScene)
        lines = app.stack.top.extra_lines
        assert len(lines) == 3 and all("tie-break" in line for line in lines)
        app.step(0.016)
        key(app, pygame.K_r)  # play again: a fresh table of the same players
        assert isinstance(app.stack.top, TableScene) and app.stack.top is not scene
    finally:
        app.close()


def test_drag_the_season_card_onto_a_plant_for_the_seasonal_grow(kit, open_ub):
    app, scene = open_ub(ANN_VS_BASIL, standard_rig(kit, stage="season"))
    try:
        season = "season:spring"
        assert season in scene.sprites
        drag(app, scene.sprites[season].rect.center, scene.gardens.spot_rect(0, 0).center)
        assert scene.session.moves == [rules.SeasonalGrow(0, 0)]
        assert scene.state.gardens[0][0]["phase"] == 4
        assert scene.card_places()["spring:beetroot"].angle == 270
    finally:
        app.close()


def test_cards_glide_from_where_they_were_played_drawn_or_taken_back(kit, open_ub):
    app, scene = open_ub(ANN_VS_BASIL, standard_rig(kit), animation="normal")
    try:
        card = hand_key(scene, "compost")
        slot = pygame.Rect(scene.sprites[card].rect)
        click(app, slot.center)
        click(app, scene.gardens.spot_rect(1, 4).center)
        tab = scene.sprites["summer:compost"]
        assert tab.move is not None and abs(tab.move.start[1] - slot.y) <= 20  # out of the (lifted) hand slot
        for _ in range(20):
            app.step(0.05)
        key(app, pygame.K_z, pygame.KMOD_CTRL)  # undo: the compost comes back from the garden
        back = scene.sprites[card]
        assert back.move is not None and pygame.Rect(back.move.start).colliderect(scene.gardens.spot_rect(1, 4))
        for _ in range(20):
            app.step(0.05)
        click(app, scene.sprites[card].rect.center)
        click(app, scene.gardens.spot_rect(1, 4).center)
        click(app, scene.piles.deck_rects["spring"].center)
        drawn = [s for k, s in scene.sprites.items() if k in scene.state.hands[0] and k.startswith("spring:")]
        assert drawn and all(pygame.Rect(s.move.start) == scene.piles.deck_rects["spring"] for s in drawn)
    finally:
        app.close()


# ---- the shared interaction layer: what every converted table gets ----------------------------------------------


def test_escape_puts_a_lifted_card_down_before_it_asks_to_leave(table):
    app, scene = table
    card = hand_key(scene, "compost")
    click(app, scene.sprites[card].rect.center)
    assert scene.selection.lifted == card
    key(app, pygame.K_ESCAPE)
    assert scene.selection.lifted is None and app.stack.top is scene  # put down, no leave dialog
    app.step(0.016)
    assert scene.sprites[card].goal[0][1] == scene.hand.card_rect(0).y  # back in its slot
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ConfirmDialog)


def test_tab_lifts_a_card_the_arrows_point_at_a_place_and_enter_plays(table):
    app, scene = table
    compost = hand_key(scene, "compost")
    for _ in range(8):
        key(app, pygame.K_TAB)
        if scene.selection.lifted == compost:
            break
    assert scene.selection.lifted == compost
    for _ in range(4):
        key(app, pygame.K_RIGHT)
        if scene.selection.focus == "garden:1:4":
            break
    assert scene.selection.focus == "garden:1:4"
    key(app, pygame.K_RETURN)
    assert scene.session.moves == [rules.PlayAction(0, compost, 1, 4)]


def test_the_keyboard_chooses_a_floods_row_or_column(table):
    app, scene = table
    flood = hand_key(scene, "flood")
    for _ in range(8):
        key(app, pygame.K_TAB)
        if scene.selection.lifted == flood:
            break
    bands = set(scene.drag_targets(flood))
    seen = []
    arrows = [pygame.K_UP, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_UP, pygame.K_UP]
    for arrow in arrows:
        key(app, arrow)
        seen.append(scene.selection.focus)
    # Up to the column above the hand, then rightwards across both gardens, each band the nearest that way (a row
    # and a column that cross share a centre: one step apart, each way), and up to the row above.
    assert seen == ["column:0:0", "row:0:0", "column:1:0", "row:1:1", "column:1:1", "row:1:1", "row:1:0"]
    assert set(seen) == bands  # every legal row and column
    key(app, pygame.K_DOWN)
    assert scene.selection.focus == "row:1:1"
    key(app, pygame.K_SPACE)
    assert scene.session.moves == [rules.PlayFlood(0, flood, 1, "row", 1)]


def test_the_season_card_by_click_then_click_and_by_keyboard(kit, open_ub):
    def rig(st):
        standard_rig(kit, stage="season")(st)
        kit.plant(st, 0, 4, "radish", phase=1)

    app, scene = open_ub(ANN_VS_BASIL, rig)
    try:
        season = "season:spring"
        click(app, scene.sprites[season].rect.center)
        assert scene.selection.lifted == season
        assert set(scene.drag_targets(season)) == {"spring:beetroot", "spring:radish"}  # the plants it may grow
        click(app, scene.gardens.spot_rect(0, 4).center)
        assert scene.session.moves == [rules.SeasonalGrow(0, 4)]
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        key(app, pygame.K_TAB)
        assert scene.selection.lifted == season  # the only thing that can move
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RETURN)
        assert len(scene.session.moves) == 1 and isinstance(scene.session.moves[0], rules.SeasonalGrow)
    finally:
        app.close()


def test_a_refused_click_flashes_the_rules_reason(kit, open_ub):
    app, scene = open_ub(ANN_VS_BASIL, standard_rig(kit, stage="season"))
    try:
        click(app, scene.sprites[hand_key(scene, "compost")].rect.center)
        assert scene.session.moves == [] and scene.selection.lifted is None
        assert scene.message == scene.state.why_not(hand_key(scene, "compost"))
        assert scene.message.startswith("First the seasonal action")
        click(app, scene.piles.deck_rects["autumn"].center)
        assert (
            scene.message
            == scene.state.why_not("deck:autumn")
            == "The autumn deck opens when the autumn card turns up."
        )
        key(app, pygame.K_2)  # the summer deck is not open in spring either
        assert scene.message == "The summer deck opens when the summer card turns up." and scene.session.moves == []
    finally:
        app.close()


def test_a_card_keeps_its_sprite_from_the_hand_to_the_garden_and_to_the_discard_pile(kit, open_ub):
    def rig(st):
        standard_rig(kit)(st)
        kit.give(st, 0, "beetroot", "spade", "compost")

    app, scene = open_ub(ANN_VS_BASIL, rig, animation="normal")
    try:
        card = hand_key(scene, "beetroot")
        sprite = scene.sprites[card]
        drag(app, sprite.rect.center, scene.gardens.spot_rect(0, 4).center)
        app.step(0.016)
        assert scene.sprites[card] is sprite and sprite.move is not None  # the same card, on its way
        assert pygame.Rect(sprite.goal[0]).colliderect(scene.gardens.spot_rect(0, 4))
        for _ in range(20):
            app.step(0.05)
        drag(app, scene.sprites[hand_key(scene, "spade")].rect.center, scene.gardens.spot_rect(0, 4).center)
        app.step(0.016)
        assert scene.state.discard[-2:] == [card, "summer:spade"] and scene.sprites[card] is sprite
        assert pygame.Rect(sprite.goal[0]) == scene.piles.discard_rect  # dug up: onto the discard pile, still itself
    finally:
        app.close()


def test_a_dropped_card_glides_on_from_where_it_was_let_go(kit, open_ub):
    app, scene = open_ub(ANN_VS_BASIL, standard_rig(kit), animation="normal")
    try:
        card = hand_key(scene, "beetroot")
        drop = scene.gardens.spot_rect(0, 4).center
        drag(app, scene.sprites[card].rect.center, drop)
        sprite = scene.sprites[card]
        assert sprite.move is not None and pygame.Rect(sprite.move.start).colliderect(scene.gardens.spot_rect(0, 4))
    finally:
        app.close()


def test_a_plant_with_cards_under_it_shows_what_a_harvest_is_worth(kit, open_ub):
    def rig(st):
        standard_rig(kit)(st)
        kit.plant(st, 1, 4, "pumpkin", phase=2, under=["hail"])

    app, scene = open_ub(ANN_VS_BASIL, rig)
    try:
        value = scene.state.harvest_value(scene.state.gardens[1][4])
        colour = theme.DANGER if value is None or value < 0 else theme.LEAF_DARK if value > 0 else theme.INK
        corner = pygame.Rect(scene.sprites["spring:pumpkin"].rect.topleft, (40, 24))
        surface = pygame.Surface(scene.size)
        scene.draw(surface)
        badge = {
            tuple(surface.get_at((x, y)))[:3]
            for x in range(corner.x, corner.right)
            for y in range(corner.y, corner.bottom)
        }
        assert tuple(colour) in badge  # the badge by the plant's corner
    finally:
        app.close()


def test_a_plant_let_go_in_a_rivals_garden_or_on_a_taken_spot_says_why(table):
    """UB-T6, issue 33 (5): a beetroot dropped in a rival's garden flew back without a word. The rules now say
    why a plant may not go there: into your own garden only, and on an empty spot."""
    app, scene = table
    card = hand_key(scene, "beetroot")
    drag(app, scene.sprites[card].rect.center, scene.gardens.spot_rect(1, 4).center)
    assert scene.session.moves == [] and scene.message == "A plant goes into your own garden."
    taken = next(i for i, spot in enumerate(scene.state.gardens[0]) if spot is not None)
    drag(app, scene.sprites[card].rect.center, scene.gardens.spot_rect(0, taken).center)
    assert scene.session.moves == [] and scene.message == "That spot is taken: a plant needs an empty spot."

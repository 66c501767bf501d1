"""The Garden Sabotage! table driven by real pygame mouse and key events (posted, then one frame stepped).

Positions are rigged with the helpers of conftest.py (cards are moved, never created), so every test knows
exactly which cards are where; the rules decide legality, the table only has to send the right move.
"""

import pygame
import pytest

from gardengames import store
from gardengames.games.sabotage import rules
from gardengames.session import Seat
from gardengames.ui import theme
from gardengames.ui.dialogs import ConfirmDialog, CoverScreen
from tests.ui_events import click, drag, key, reveal


@pytest.fixture
def open_sabotage(open_table):
    """The shared ``open_table`` with this game's defaults: seed 4, the first seat starts."""

    def opened(seats, rig=None, size=(1280, 720), animation="off", first=0):
        options = {"first_player": first}
        return open_table("sabotage", seats, rig=rig, size=size, animation=animation, seed=4, options=options)

    return opened


ANN_VS_BASIL = [Seat("Ann", "human", colour=0), Seat("Basil", "computer", "easy", colour=1)]


def standard_rig(kit):
    def rig(st):
        kit.empty_hands(st)
        kit.give(st, 0, "tomato.01", "radish.01", "bad.01", "good.01", "pesticide.01", "salsa")
        kit.give(st, 1, "lettuce.05", "bad.02")
        kit.sow(st, 1, 0, "carrot.01", "lettuce.03")
        kit.bug(st, 0, 1, "bad.05", by=1)

    return rig


@pytest.fixture
def table(kit, open_sabotage):
    app, scene = open_sabotage(ANN_VS_BASIL, standard_rig(kit))
    yield app, scene
    app.close()


def test_drag_a_plant_onto_your_plot_plants_it(table):
    app, scene = table
    drag(app, scene.sprites["tomato.01"].rect.center, scene.gardens.plot_rect(0, 0).center)
    assert scene.session.moves == [rules.Plant(0, "tomato.01", 0)]
    assert "tomato.01" in scene.state.plots[0][0]["plants"]
    app.step(0.016)
    assert scene.sprites["tomato.01"].rect == scene.gardens.spot_rect(0, 0, 0)


def test_drop_on_an_illegal_place_changes_nothing_and_flies_back(table):
    app, scene = table
    before = scene.state.to_dict()
    home = scene.card_places()["tomato.01"].rect
    drag(app, scene.sprites["tomato.01"].rect.center, scene.gardens.plot_rect(1, 1).center)  # not your garden
    drag(app, scene.sprites["tomato.01"].rect.center, (5, 5))  # nowhere at all
    assert scene.state.to_dict() == before
    assert not scene.session.moves
    app.step(1.0)
    assert scene.sprites["tomato.01"].rect == home


def test_lit_targets_while_dragging_a_bad_bug_are_its_legal_moves(table):
    app, scene = table
    start = scene.sprites["bad.01"].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, 0), buttons=(1, 0, 0))
    )
    app.step(0.016)
    assert scene.drag.active
    lit = {t.move for t in scene.drag.drag.targets.values()}
    legal = {m for m in scene.state.legal_moves() if getattr(m, "card", None) == "bad.01"}
    assert lit == legal
    assert {type(m) for m in lit} == {rules.Sabotage, rules.Discard}
    key(app, pygame.K_ESCAPE)
    assert not scene.session.moves


def test_sabotage_by_drag_then_click_the_glowing_plant_it_eats(table, kit):
    app, scene = table
    drag(app, scene.sprites["bad.01"].rect.center, scene.gardens.plot_rect(1, 0).center)
    assert kit.asked(scene.state) == {"kind": "eat", "player": 0, "owner": 1, "plot": 0}
    assert "choose the plant" in scene.prompt_line.text()
    click(app, scene.sprites["carrot.01"].rect.center)
    assert scene.session.moves[-1] == rules.EatPlant(0, 1, 0, "carrot.01")
    assert scene.state.plots[1][0]["plants"] == ["lettuce.03"]
    assert "carrot.01" in scene.state.discard["plant"]


def test_pesticide_and_good_bug_are_dragged_onto_your_own_plots(table):
    app, scene = table
    drag(app, scene.sprites["pesticide.01"].rect.center, scene.gardens.plot_rect(0, 1).center)
    assert scene.state.plots[0][1]["pesticide"] == "pesticide.01"
    assert scene.state.plots[0][1]["bad"] is None
    drag(app, scene.sprites["good.01"].rect.center, scene.gardens.plot_rect(0, 0).center)
    assert scene.state.plots[0][0]["good"] == "good.01"


def test_click_a_face_up_plant_and_a_deck_to_draw(table):
    app, scene = table
    card = scene.state.row["plant"][2]
    click(app, scene.sprites[card].rect.center)
    assert scene.session.moves[-1] == rules.DrawPlant(0, card)
    assert card in scene.state.hands[0]["plant"]
    click(app, scene.market.deck_rects["bug"].center)
    assert scene.session.moves[-1] == rules.DrawBug(0, rules.BUG_DECK)


def test_select_a_card_then_click_the_discard_zone(table):
    app, scene = table
    click(app, scene.sprites["radish.01"].rect.center)
    assert scene.selection.lifted == "radish.01"
    click(app, scene.hand.discard_zone.center)
    assert scene.session.moves[-1] == rules.Discard(0, "radish.01")
    assert scene.selection.lifted is None


def test_buttons_sweep_and_end_turn(table):
    app, scene = table
    old_row = list(scene.state.row["plant"])
    click(app, scene.panel.sweep_button.rect.center)
    assert scene.session.moves[-1] == rules.Sweep(0)
    assert not set(old_row) & set(scene.state.row["plant"])
    click(app, scene.panel.end_button.rect.center)
    assert scene.session.moves[-1] == rules.EndTurn(0)
    assert scene.state.turn == 1
    assert not scene.panel.end_button.enabled  # the computer's turn now


def test_keyboard_move_picker_and_shortcuts(table):
    app, scene = table
    first = scene.state.legal_moves()[0]
    key(app, pygame.K_m)
    key(app, pygame.K_RETURN)
    assert scene.session.moves == [first]
    key(app, pygame.K_p)
    assert scene.session.moves[-1] == rules.DrawPlant(0, rules.PLANT_DECK)


def test_the_other_hand_is_never_on_screen(table):
    app, scene = table
    places = scene.card_places()
    assert "lettuce.05" not in places and "bad.02" not in places
    assert "salsa" in places  # the viewer's own objective


def test_start_of_turn_bite_says_whose_turn_and_who_chooses(kit, open_sabotage):
    """At the start of the victim's turn the attacker picks the plant; the prompt names both."""

    def rig(st):
        standard_rig(kit)(st)
        kit.bug(st, 1, 0, "bad.03", by=0)  # Ann's bug already sits on Basil's mixed plot

    app, scene = open_sabotage(ANN_VS_BASIL, rig)
    try:
        click(app, scene.panel.end_button.rect.center)
        st = scene.state
        assert st.turn == 1 and st.current_player == 0
        text = scene.prompt_line.text()
        assert "Basil's turn" in text and text.index("Basil's turn") < text.index("Ann")
        assert scene.my_turn
        click(app, scene.sprites["lettuce.03"].rect.center)
        assert scene.session.moves[-1] == rules.EatPlant(0, 1, 0, "lettuce.03")
    finally:
        app.close()


def test_a_completed_objective_rises_from_its_plot_to_the_player(kit, open_sabotage):
    def rig(st):
        standard_rig(kit)(st)
        kit.sow(st, 0, 0, "tomato.02", "radish.02")

    app, scene = open_sabotage(ANN_VS_BASIL, rig, animation="normal")
    try:
        for _ in range(30):
            app.step(0.05)
        drag(app, scene.sprites["tomato.01"].rect.center, scene.gardens.plot_rect(0, 0).center)  # GS-O1: met, done
        assert scene.state.completed[0] == [{"objective": "salsa", "good_bug": None}]
        sprite = scene.sprites["salsa"]
        assert sprite.move is not None
        assert scene.gardens.plot_rect(0, 0).collidepoint(sprite.move.start[0], sprite.move.start[1])
        assert scene.fx.texts and scene.fx.texts[-1] == "+16"
        for _ in range(30):
            app.step(0.05)
        assert sprite.rect == scene.card_places()["salsa"].rect
        assert scene.gardens.where["salsa"] == ("done", 0)
    finally:
        app.close()


def test_cover_screen_between_two_humans_hides_the_hand(kit, open_sabotage):
    seats = [Seat("Ann", "human", colour=0), Seat("Bob", "human", colour=1)]
    app, scene = open_sabotage(seats, standard_rig(kit))
    try:
        assert isinstance(app.stack.top, CoverScreen)
        assert scene.viewer is None and "salsa" not in scene.card_places()
        reveal(app)
        assert app.stack.top is scene and scene.viewer == 0
        assert "salsa" in scene.card_places()
        click(app, scene.panel.end_button.rect.center)
        assert isinstance(app.stack.top, CoverScreen)
        assert app.stack.top.name == "Bob"
        assert scene.viewer is None
        places = scene.card_places()
        assert not {*scene.state.hands[0]["plant"], *scene.state.hands[1]["plant"], "salsa"} & set(places)
        reveal(app)
        assert scene.viewer == 1 and "lettuce.05" in scene.card_places()
    finally:
        app.close()


@pytest.mark.parametrize(("players", "size"), [(2, (1280, 720)), (3, (1280, 720)), (4, (1600, 900))])
def test_every_place_is_on_screen_and_gardens_do_not_overlap(players, size, open_sabotage):
    seats = [Seat(f"P{i}", "computer", "easy", colour=i) for i in range(players)]
    app, scene = open_sabotage(seats, size=size)
    try:
        screen = pygame.Rect(0, 0, *size)
        for place in scene.card_places().values():
            assert screen.contains(place.rect)
        cells = scene.gardens.cells
        assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1 :])
        for cell, board, done in zip(cells, scene.gardens.boards, scene.gardens.done_areas, strict=True):
            assert cell.contains(board) and cell.contains(done) and not board.colliderect(done)
            assert not cell.colliderect(scene.hand.rect) and not cell.colliderect(scene.panel.rect)
    finally:
        app.close()


def test_whole_game_with_computers_reaches_the_score_screen(open_table):
    from gardengames.ui.score import ScoreScene

    seats = [Seat("Ann", "human", colour=0)] + [
        Seat(n, "computer", "easy", colour=i) for i, n in enumerate(["Basil", "Clover"], 1)
    ]
    app, scene = open_table("sabotage", seats, seed=9)
    session = scene.session
    try:
        while not session.state.is_over:
            scene.play(session.computer_move())
            if len(session.moves) % 5 == 0:
                app.step(0.016)
        app.step(0.016)
        assert scene.result_button.visible
        key(app, pygame.K_RETURN)
        assert isinstance(app.stack.top, ScoreScene)
        sheets = app.stack.top.session.state.scores()
        assert [s.total for s in sheets] == [s.total for s in session.state.scores()]
        assert any("Golden watering can" in part for part in sheets[0].parts)
        lines = app.stack.top.session.state.summary_lines(session.names)
        assert lines[-len(seats) :][0].startswith("Ann")
        app.render_still()
        assert store.load_stats([]).game("sabotage").played == 1
    finally:
        app.close()


def test_every_key_a_move_names_is_on_the_table(table):
    """The keys of every legal move are the table's sprites and places (what a shared input layer works from)."""
    app, scene = table

    def check():
        app.step(0.016)
        for move in scene.state.legal_moves():
            for name in (move.source_key, move.target_key):
                assert name is None or scene.key_rect(name) is not None, (move, name)

    check()
    drag(app, scene.sprites["bad.01"].rect.center, scene.gardens.plot_rect(1, 0).center)
    assert scene.state.prompt.kind == "eat"
    check()


def test_a_refused_button_says_the_rule(kit, open_sabotage):
    def rig(st):
        standard_rig(kit)(st)
        kit.give(st, 0, "coleslaw")  # a second objective: the hand is full

    app, scene = open_sabotage(ANN_VS_BASIL, rig)
    try:
        scene.panel.objective_button.on_click()
        assert scene.message == "You may hold at most two objectives." and not scene.session.moves
    finally:
        app.close()


# ---- the shared interaction layer ---------------------------------------------------------------------------


def test_escape_puts_a_lifted_card_down_before_it_asks_to_leave(table):
    app, scene = table
    click(app, scene.sprites["tomato.01"].rect.center)
    assert scene.selection.lifted == "tomato.01"
    key(app, pygame.K_ESCAPE)
    assert scene.selection.lifted is None and app.stack.top is scene  # no "Leave this game?" yet
    assert not scene.session.moves
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ConfirmDialog)


def test_tab_lifts_the_arrows_point_and_enter_plays(table):
    app, scene = table
    for _ in range(len(scene.selection.index.sources)):
        key(app, pygame.K_TAB)
        if scene.selection.lifted == "tomato.01":
            break
    assert scene.selection.lifted == "tomato.01"
    targets = scene.drag_targets("tomato.01")
    assert set(targets) == {"plot:0:0", "plot:0:1", "discard:plant", "discard-zone"}
    key(app, pygame.K_UP)  # the plot straight above the hand, then the one to its right
    assert scene.selection.focus == "plot:0:0"
    key(app, pygame.K_RIGHT)
    assert scene.selection.focus == "plot:0:1"
    key(app, pygame.K_RETURN)
    assert scene.session.moves == [rules.Plant(0, "tomato.01", 1)]
    assert scene.selection.lifted is None


def test_a_face_up_card_lifted_with_tab_is_drawn_with_enter(table):
    app, scene = table
    card = scene.state.row["bug"][0]
    while scene.selection.lifted != card:
        key(app, pygame.K_TAB)
    assert scene.drag_targets(card) is None  # no place to point at: Enter takes it
    key(app, pygame.K_RETURN)
    assert scene.session.moves == [rules.DrawBug(0, card)]


def test_a_refused_click_flashes_the_rules_reason(table):
    app, scene = table
    click(app, scene.sprites["carrot.01"].rect.center)  # a plant on Basil's plot
    assert not scene.session.moves
    assert scene.message == scene.state.why_not("carrot.01")
    assert scene.message == "Drag a card from your hand onto a plot; the dig-up buttons clear a plot."
    scene.message = ""
    click(app, scene.gardens.plot_rect(0, 0).center)  # an empty plot of Ann's, nothing lifted
    assert scene.message == scene.state.why_not("plot:0:0") != ""


def test_a_refused_deck_click_says_the_rule(kit, open_sabotage):
    def rig(st):
        standard_rig(kit)(st)
        kit.give(st, 0, "coleslaw")  # a second objective: the hand is full

    app, scene = open_sabotage(ANN_VS_BASIL, rig)
    try:
        click(app, scene.market.deck_rects["objective"].center)
        assert not scene.session.moves
        assert scene.message == scene.state.why_not("deck:objective") == "You may hold at most two objectives."
    finally:
        app.close()


def test_a_card_keeps_its_sprite_from_hand_to_plot_and_from_row_to_hand(table):
    app, scene = table
    tomato = scene.sprites["tomato.01"]
    drag(app, tomato.rect.center, scene.gardens.plot_rect(0, 0).center)
    assert scene.sprites["tomato.01"] is tomato and tomato.rect == scene.gardens.spot_rect(0, 0, 0)
    card = scene.state.row["plant"][0]
    face_up = scene.sprites[card]
    click(app, face_up.rect.center)
    assert scene.session.moves[-1] == rules.DrawPlant(0, card)
    app.step(0.016)
    assert scene.sprites[card] is face_up and scene.hand.where[card][0] == "hand"


def test_a_face_up_card_dragged_onto_the_hand_is_drawn(table):
    app, scene = table
    card = scene.state.row["bug"][1]
    drag(app, scene.sprites[card].rect.center, scene.hand.rect.center)
    assert scene.session.moves == [rules.DrawBug(0, card)]
    assert card in scene.state.hands[0]["bug"]


def test_a_complete_question_is_answered_by_clicking(kit, open_sabotage):
    """Two objectives met on one plot by one planting: a click on the plot says which to choose, a click on one
    completes it."""

    def rig(st):
        kit.empty_hands(st)
        kit.give(st, 0, "salad-bowl", "sunny-side", "tomato.01")
        kit.sow(st, 0, 0, "lettuce.01", "sunflower.01")

    app, scene = open_sabotage(ANN_VS_BASIL, rig)
    try:
        drag(app, scene.sprites["tomato.01"].rect.center, scene.gardens.plot_rect(0, 0).center)
        assert scene.state.prompt.kind == "complete"  # both met at once: which first? (GS-O1)
        assert "(click a glowing objective)" in scene.prompt_line.text()
        click(app, scene.sprites["tomato.01"].rect.center)  # anywhere on the plot
        assert scene.message == scene.state.why_not(None, "plot:0:0")
        assert "click the one to complete first" in scene.message
        assert scene.session.moves[-1] == rules.Plant(0, "tomato.01", 0)
        click(app, scene.sprites["salad-bowl"].rect.center)
        assert scene.session.moves[-1] == rules.CompleteObjective(0, "salad-bowl", 0)
    finally:
        app.close()


def _two_met_on_one_plot(kit):
    """Ann's plot 1 holds lettuce and radish; her tomato meets Salad Bowl (1) and Ploughman's Lunch (13) at once."""

    def rig(st):
        kit.empty_hands(st)
        kit.give(st, 0, "salad-bowl", "ploughmans-lunch", "tomato.01")
        kit.sow(st, 0, 0, "lettuce.01", "radish.01")

    return rig


def test_the_player_takes_the_bigger_of_two_met_objectives_by_drag(kit, open_sabotage):
    """GS-O1, GS-O2: the planting meets both; the prompt asks which first, and the player drags the bigger
    objective onto the plot; the small one stays in hand, its plants gone."""
    app, scene = open_sabotage(ANN_VS_BASIL, _two_met_on_one_plot(kit))
    try:
        drag(app, scene.sprites["tomato.01"].rect.center, scene.gardens.plot_rect(0, 0).center)
        assert scene.state.prompt.kind == "complete" and scene.state.completed[0] == []
        assert "choose which objective to complete first" in scene.prompt_line.text()
        app.step(0.016)
        drag(app, scene.sprites["ploughmans-lunch"].rect.center, scene.gardens.plot_rect(0, 0).center)
        assert scene.session.moves[-1] == rules.CompleteObjective(0, "ploughmans-lunch", 0)
        assert scene.state.completed[0] == [{"objective": "ploughmans-lunch", "good_bug": None}]
        assert scene.state.hands[0]["objective"] == ["salad-bowl"] and scene.state.actions_left == 2
    finally:
        app.close()


def test_an_objective_met_on_both_plots_clicked_lights_both_and_a_click_on_one_completes_it(kit, open_sabotage):
    """GS-O1: Twin Suns is met on both plots: click it (select), both plots light up, click the one to use."""

    def rig(st):
        kit.empty_hands(st)
        kit.give(st, 0, "twin-suns", "sunflower.04")
        kit.sow(st, 0, 0, "sunflower.01", "sunflower.02")
        kit.sow(st, 0, 1, "sunflower.03")

    app, scene = open_sabotage(ANN_VS_BASIL, rig)
    try:
        drag(app, scene.sprites["sunflower.04"].rect.center, scene.gardens.plot_rect(0, 1).center)
        assert scene.state.prompt.kind == "complete"
        app.step(0.016)
        click(app, scene.sprites["twin-suns"].rect.center)
        assert scene.selection.lifted == "twin-suns"
        lit = scene.drag_targets("twin-suns")
        assert set(lit) == {"plot:0:0", "plot:0:1"}
        assert lit["plot:0:1"].move == rules.CompleteObjective(0, "twin-suns", 1)
        assert "now click a glowing plot" in scene.prompt_line.text()
        click(app, scene.gardens.plot_rect(0, 1).center)
        assert scene.session.moves[-1] == rules.CompleteObjective(0, "twin-suns", 1)
        assert scene.state.plots[0][1]["plants"] == [] and scene.state.actions_left == 2
    finally:
        app.close()


def test_the_plant_a_bad_bug_eats_can_be_chosen_with_tab_and_enter(table):
    app, scene = table
    drag(app, scene.sprites["bad.01"].rect.center, scene.gardens.plot_rect(1, 0).center)
    assert scene.state.prompt.kind == "eat"
    while scene.selection.lifted != "lettuce.03":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert scene.session.moves[-1] == rules.EatPlant(0, 1, 0, "lettuce.03")
    assert scene.state.plots[1][0]["plants"] == ["carrot.01"]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_hand_labels_never_run_into_each_other(players, size, kit, open_sabotage):
    """Issue 15: with one plant in hand, "Ann's hand: plants" ran into "Bugs"; each label now ends before the
    next one starts (and before the discard zone)."""
    bots = [Seat(f"Bot {q}", "computer", "easy", colour=q) for q in range(1, players)]
    seats = [Seat("Rosemary", "human", colour=0), *bots]

    def rig(st):
        kit.empty_hands(st)
        kit.give(st, 0, "potato.01", "bad.01", "bad.02", "pesticide.01", "bug-hotel")

    app, scene = open_sabotage(seats, rig, size=size)
    try:
        labels = scene.hand.labels()
        assert [t for t, _, _ in labels][1:] == ["Bugs", "Objectives (1 of 2)"]
        ends = [x + theme.font(px, True).size(text)[0] for text, x, px in labels]
        starts = [x for _, x, _ in labels[1:]] + [scene.hand.discard_zone.x]
        assert all(end < start for end, start in zip(ends, starts, strict=True)), (labels, ends, starts)
        assert all(px >= 12 * scene.scale - 1 for _, _, px in labels)
    finally:
        app.close()


def test_a_small_objective_shows_its_name_or_no_ribbon_at_all(table, rendered):
    """Issue 33 (7): completed objectives, drawn small, showed an empty name ribbon. A small face writes the name
    on the ribbon when it fits at a readable size, and otherwise covers the ribbon with the card's paper."""
    app, scene = table
    oid = next(iter(scene.cards.cat.objective))
    name = scene.cards.cat.objective[oid].name
    fits = scene.render_card(oid, (75, 105), "")
    assert name in rendered

    def ribbon_red(face):
        """How many of the ribbon band's pixels are the ribbon's red."""
        band = range(round(face.get_height() * 0.08), round(face.get_height() * 0.2))
        reds = (face.get_at((x, y)) for x in range(face.get_width()) for y in band)
        return sum(1 for c in reds if c.r > 150 and c.g < 110 and c.b < 110)

    assert ribbon_red(fits) > 40  # the ribbon stays where the name is written on it
    rendered.clear()
    tiny = scene.render_card(oid, (56, 78), "")
    assert name not in rendered and ribbon_red(tiny) < 8


def test_the_hand_labels_are_drawn_over_a_lifted_card(table, written):
    """Issue 33 (7): a lifted objective rose over "Objectives (1 of 2)" and hid it: the hand's labels are drawn
    over the cards now (the hand's overlay)."""
    app, scene = table
    written.clear()
    scene.hand.overlay(pygame.Surface(app.screen.get_size()))
    drawn = written.words()
    labels = [label for label, _x, _px in scene.hand.labels()]
    assert labels and all(label in drawn for label in labels)
    assert any(words.startswith("Objectives (") for words in drawn)

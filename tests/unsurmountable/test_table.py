"""The Unsurmountable table driven by real pygame mouse and key events (posted, then one frame stepped)."""

import pygame
import pytest

from gardengames import store
from gardengames.games.unsurmountable import rules
from gardengames.session import Seat, Session
from gardengames.ui.shell import App
from tests.ui_events import drag


@pytest.fixture
def table():
    from gardengames.games.unsurmountable.table import TableScene

    app = App((1280, 720), headless=True)
    app.settings.animation_speed = "off"
    session = Session("unsurmountable", [Seat("Ann")], seed=5, options={"level": 1})
    scene = TableScene(app, session)
    app.stack.push(scene)
    app.step(0.016)
    yield app, scene
    app.close()


def test_drag_first_card_onto_a_lit_slot_builds_it_UM_B1(table):
    """UM-B1: the First card is dragged onto the mountain with real mouse events."""
    app, scene = table
    first = scene.state.first
    slot = scene.state.legal_slots()[0]
    start = scene.sprites[first].rect.center
    drag(app, start, scene.slot_rect(slot).center)
    assert scene.state.mountain.get(slot) == first
    assert first not in scene.state.camp
    assert len(scene.session.moves) == 1


def test_drop_elsewhere_flies_back_and_changes_nothing(table):
    app, scene = table
    first = scene.state.first
    before = scene.state.to_dict()
    drag(app, scene.sprites[first].rect.center, (5, 5))
    assert scene.state.to_dict() == before
    app.step(1.0)
    assert scene.sprites[first].rect == scene.card_places()[first].rect


def test_lit_targets_while_dragging_are_the_legal_slots(table):
    app, scene = table
    first = scene.state.first
    start = scene.sprites[first].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 30, start[1]), rel=(0, 0), buttons=(1, 0, 0))
    )
    app.step(0.016)
    assert scene.drag.active
    lit = {t.move for t in scene.drag.drag.targets.values()}
    assert lit == {m for m in scene.state.legal_moves() if isinstance(m, rules.Build)}


def test_sprites_and_targets_use_the_keys_the_moves_name(table):
    """UM-B1: every card on the table is drawn under its card key, and every key a legal move names has a
    place on the table; what a card may be dragged onto is exactly where its legal moves land."""
    app, scene = table
    state = scene.state
    assert set(scene.card_places()) <= set(state.all_cards())
    for move in state.legal_moves():
        for key in (move.source_key, move.target_key):
            assert key is None or scene.key_rect(key) is not None
        if move.target_key is not None:
            assert scene.drag_targets(move.source_key)[move.target_key].move == move
    slot = state.legal_slots()[0]
    assert scene.key_rect(rules.slot_key(*slot)) == scene.slot_rect(slot)
    assert scene.key_rect(rules.ABILITY) == scene.zone_rect and scene.key_rect(rules.DECK) == scene.deck_rect
    assert set(scene.drag_targets(state.camp[1])) == {rules.ABILITY}


def test_a_click_on_the_first_card_says_why_in_the_rules_words(table):
    """UM-B1: the First card is only built, onto a place; clicking it alone says so (the rules' text)."""
    app, scene = table
    first = scene.state.first
    pos = scene.sprites[first].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(0.016)
    assert scene.message == scene.state.why_not(first) != "" and not scene.session.moves


def test_drag_an_ability_card_to_the_zone_then_answer_by_clicking(table):
    app, scene = table
    state = scene.state
    card = next(c for c in state.camp[1:] if state.can_resolve(state.card(c).ability.kind))
    drag(app, scene.sprites[card].rect.center, scene.zone_rect.center)
    assert card in scene.state.discard
    # Answer every question the ability asks by clicking the first glowing choice.
    for _ in range(4):
        if scene.state.prompt is None or scene.state.prompt.kind == rules.PLAY:
            break
        move = scene.state.legal_moves()[0]
        if isinstance(move, rules.ChooseSlot):
            pos = scene.slot_rect((move.row, move.col)).center
        else:
            pos = scene.sprites[move.card].rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.step(0.016)
    assert scene.state.prompt is None or scene.state.prompt.kind == rules.PLAY


def test_keyboard_undo_redo_and_move_picker(table):
    app, scene = table
    key = lambda k, mod=0: pygame.event.post(  # noqa: E731
        pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    )
    start = scene.state.to_dict()
    key(pygame.K_m)
    app.step(0.016)
    key(pygame.K_RETURN)
    app.step(0.016)
    assert len(scene.session.moves) == 1
    after = scene.state.to_dict()
    key(pygame.K_z, pygame.KMOD_CTRL)
    app.step(0.016)
    assert scene.state.to_dict() == start
    key(pygame.K_y, pygame.KMOD_CTRL)
    app.step(0.016)
    assert scene.state.to_dict() == after


def test_whole_game_by_solver_reaches_the_score_screen():
    from gardengames.games.unsurmountable.table import TableScene
    from gardengames.ui.score import ScoreScene

    app = App((1280, 720), headless=True)
    try:
        session = Session("unsurmountable", [Seat("Ann")], seed=3, options={"level": 1})
        scene = TableScene(app, session)
        app.stack.push(scene)
        while not session.state.is_over:
            scene.play(session.computer_move())
            app.step(0.05)
        for _ in range(200):
            app.step(0.05)
        assert scene.result_button.visible
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        app.step(0.016)
        assert isinstance(app.stack.top, ScoreScene)
        row = store.load_stats([]).game("unsurmountable").levels["1"]
        assert row["played"] == 1 and row["won"] == int(session.state.won)
    finally:
        app.close()

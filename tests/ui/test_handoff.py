"""The hot-seat hand-off never shows a hand to the wrong person (issue 30, points 7-9), driven by real posted
events: a late click aimed at "Pass to Bob", or Enter held or hammered to pass, never reveals Bob's cards; the
pass button is on top and the prompt says what to do in every game; no tooltip or zoom of the player leaving
survives the cover; the cover tells the player coming what the others did since their last turn."""

import random

import pygame
import pytest

from gardengames.session import Seat
from gardengames.ui import theme
from gardengames.ui.dialogs import ARM_SECONDS, CoverScreen
from gardengames.ui.seating import HANDOFF_SECONDS
from tests.sabotage.conftest import empty_hands, give, sow
from tests.ui_events import click, key, reveal

NAMES = ["Ann", "Bob", "Cleo", "Dirk"]
MULTIPLAYER = ["unbeetable", "sabotage", "botanicus"]


def people(n):
    return [Seat(name, colour=i) for i, name in enumerate(NAMES[:n])]


def step_until(app, condition, seconds=8.0, dt=0.05):
    for _ in range(int(seconds / dt)):
        if condition():
            return
        app.step(dt)
    assert condition()


def move_to(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.016)


def press(app, pos, button=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.step(0.016)


def release(app, pos, button=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(0.016)


def key_up(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    app.step(0.016)


class Faces:
    """Which card faces the table draws from now on (every sprite it draws asks its face cache)."""

    def __init__(self, table):
        self.keys = set()
        turned = table.faces.turned

        def spy(key, *args, **kwargs):
            self.keys.add(key)
            return turned(key, *args, **kwargs)

        table.faces.turned = spy


def open_sabotage(open_table, n=2, size=(1280, 720), animation="normal", rig=None):
    """A Sabotage table between ``n`` people, Ann first, her cover answered: Ann's turn is on."""
    app, table = open_table(
        "sabotage", people(n), size=size, animation=animation, seed=4, options={"first_player": 0}, rig=rig
    )
    assert isinstance(app.stack.top, CoverScreen)
    reveal(app)
    assert table.viewer == 0 and table.my_turn
    return app, table


def widget_rects(table):
    return [w.rect.copy() for w in table.widgets.widgets if w.visible]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_late_click_on_pass_never_shows_the_next_hand(open_table, size):
    """Point 7: Ann ends her turn, reaches for "Pass to Bob" a little late: the cover is up by then, and neither
    her click there nor one on the cover's button in its first moment shows Bob's cards."""
    app, table = open_sabotage(open_table, size=size)
    try:
        click(app, table.panel.end_button.rect.center)  # the turn's last action
        assert table.handing_over and table.pass_button.visible
        pass_at = table.pass_button.rect.center
        buttons = widget_rects(table)  # where the table's buttons were during the pause, Pass among them
        move_to(app, pass_at)  # the pointer rests on Pass ...
        step_until(app, lambda: isinstance(app.stack.top, CoverScreen), HANDOFF_SECONDS + 3)  # ... the time is up
        cover = app.stack.top
        faces = Faces(table)
        bobs = set(table.session.state.private_cards(1))
        click(app, pass_at)  # the late click where Pass was (at 1280x720 the reveal button came up there)
        assert app.stack.top is cover and table.covered and table.viewer is None
        click(app, cover.ready.rect.center)  # a click on the reveal button in its first moment
        assert app.stack.top is cover and table.covered and table.viewer is None
        assert not cover.armed and not cover.ready.enabled
        margin = int(24 * table.scale)
        assert cover.ready.rect.inflate(2 * margin, 2 * margin).collidelist(buttons) < 0  # far from every button
        assert not cover.ready.rect.inflate(2 * margin, 2 * margin).collidepoint(pass_at)  # not under the pointer
        app.step(ARM_SECONDS / 2)
        click(app, cover.ready.rect.center)  # each press while it is inert starts its wait again
        app.step(ARM_SECONDS / 2 + 0.05)
        assert app.stack.top is cover and table.covered and table.viewer is None
        press(app, cover.ready.rect.center)  # a press before it wakes, let go after: no click
        app.step(ARM_SECONDS + 0.1)
        assert cover.armed
        release(app, cover.ready.rect.center)
        release(app, cover.ready.rect.center)  # a release it never saw pressed: nothing
        assert app.stack.top is cover and table.covered and table.viewer is None
        assert not faces.keys & bobs

        click(app, cover.ready.rect.center)  # Bob, after a moment, with a fresh click
        assert app.stack.top is table and table.viewer == 1 and not table.covered
        app.step(0.016)
        assert bobs and bobs <= faces.keys  # (the spy sees Bob's hand once it may show)
    finally:
        app.close()


@pytest.mark.parametrize("animation", ["normal", "off"])
def test_enter_held_or_hammered_through_the_hand_off_does_not_reveal(open_table, animation):
    """Point 7, the keyboard: Ann ends her turn with E and keeps Enter down (the key repeats), then hammers it:
    the cover comes up and stays; only a fresh Enter after a quiet moment shows Bob's cards. With animations off
    there is no pause, and the wait still holds: it protects people, not animations."""
    app, table = open_sabotage(open_table, animation=animation)
    try:
        key(app, pygame.K_e)  # End turn
        assert table.session.state.current_player == 1
        for _ in range(int(2.5 / 0.04)):  # Enter held: a key-down every 40 ms, as the key repeats
            key(app, pygame.K_RETURN)
            app.step(0.024)
        key_up(app, pygame.K_RETURN)
        for _ in range(8):  # hammered: down and up four times a second
            key(app, pygame.K_RETURN)
            key_up(app, pygame.K_RETURN)
            app.step(0.22)
        cover = app.stack.top
        assert isinstance(cover, CoverScreen) and table.covered and table.viewer is None
        reveal(app, pygame.K_RETURN)
        assert app.stack.top is table and table.viewer == 1
    finally:
        app.close()


def test_the_reveal_button_moves_aside_from_a_resting_pointer(open_table):
    """Point 7: the pointer rests where the reveal button would come up (Ann looked at the market card above
    the middle of the table): it comes up beside it instead."""
    app, table = open_sabotage(open_table, animation="off")
    try:
        home = pygame.Rect(0, int(150 * table.scale), 380, 58)  # (found: the button's place when nothing is near)
        home.centerx = table.size[0] // 2
        move_to(app, home.center)
        key(app, pygame.K_e)
        cover = app.stack.top
        assert isinstance(cover, CoverScreen)
        margin = int(24 * table.scale)
        assert not cover.ready.rect.inflate(2 * margin, 2 * margin).collidepoint(home.center)
        assert cover.ready.rect.inflate(2 * margin, 2 * margin).collidelist(widget_rects(table)) < 0
    finally:
        app.close()


def reach_the_pause(app, table, rng):
    """Play legal moves for whoever is at the screen (answering covers) until a turn ends and the pause shows."""
    for _ in range(400):
        if table.handing_over:
            return
        if isinstance(app.stack.top, CoverScreen):
            reveal(app)
            continue
        assert table.my_turn
        table.play(rng.choice(table.session.state.legal_moves()))
        app.step(0.016)
    raise AssertionError("no hand-off")


@pytest.mark.parametrize("game_id", MULTIPLAYER)
@pytest.mark.parametrize(("n", "size"), [(2, (1280, 720)), (3, (1024, 600)), (4, (2560, 1440))])
def test_the_pass_button_is_on_top_and_the_prompt_says_to_pass(monkeypatch, open_table, rendered, game_id, n, size):
    """Point 8: during the pause the Pass button lies over no other button (Unbeetable's End turn was drawn over
    it) and over no text, and the prompt line says to pass the laptop to the next player (it said "Waiting for
    Ann."). Then the cover's reveal button comes up away from every button the table showed."""
    from gardengames import games

    texts = []  # (text, rect) of every text drawn on a window-sized surface (the screen, the static layer)
    real = theme.text

    def spy(surface, s, pos, px, colour=theme.INK, **kw):
        rect = real(surface, s, pos, px, colour, **kw)
        if surface.get_size() == size and s.strip():
            texts.append((s, rect))
        return rect

    monkeypatch.setattr(theme, "text", spy)
    n = min(n, games.get(game_id).max_players)
    app, table = open_table(game_id, people(n), size=size, animation="normal", seed=5)
    try:
        reach_the_pause(app, table, random.Random(n))
        app.step(0.016)
        button = table.pass_button.rect
        assert table.pass_button.visible and pygame.Rect((0, 0), size).contains(button)
        others = [w.rect for w in table.widgets.widgets if w.visible and w is not table.pass_button]
        assert button.collidelist(others) < 0, [w.label for w in table.widgets.widgets if w.visible]
        incoming = table.session.names[table.session.state.current_player]
        rendered.clear()
        texts.clear()
        theme.clear_caches()  # every text is rendered again ...
        table.redraw()  # ... the static layer's too
        app.step(0.016)
        assert [(t, r) for t, r in texts if r.colliderect(button)] == []
        prompt = f"Turn over: pass the laptop to {incoming} (Enter)."
        assert any(prompt in s for s in rendered), [s for s in rendered if incoming in s]
        assert not any(s.startswith("Waiting for") for s in rendered)
        buttons = widget_rects(table)
        step_until(app, lambda: isinstance(app.stack.top, CoverScreen), HANDOFF_SECONDS + 3)
        margin = int(24 * table.scale)
        assert app.stack.top.ready.rect.inflate(2 * margin, 2 * margin).collidelist(buttons) < 0
    finally:
        app.close()


def bare_space(table):
    """The centre of a Botanicus action space with no piece on it, and its hover help."""
    for col in range(8):
        for space in range(4):
            at = table.board.space_rect(col, space).center
            if table.card_at(at) is None:
                return at, table.tips.tip_at(at)[0]
    raise AssertionError("every space is taken")


TIPS = {  # where each game shows hover help of its own (Sabotage: a button's tooltip), and what it says
    "unbeetable": lambda table: (table.piles.deck_rects["spring"].center, table.piles.deck_tip("spring")),
    "botanicus": bare_space,
    "sabotage": lambda table: (table.rules_button.rect.center, "How to play (F1)"),
}


def zoomable(table):
    """A card on the table that everyone sees, has a zoom and lies on top where it is; None if there is none."""
    private = table.session.state.private_cards(table.viewer)
    for k, sprite in table.sprites.items():
        if k not in private and table.card_at(sprite.rect.center) == k and table.card_info(k) is not None:
            return k
    return None


@pytest.mark.parametrize("game_id", MULTIPLAYER)
def test_no_hover_help_of_the_last_player_survives_the_cover(open_table, rendered, game_id):
    """Point 9: Ann leaves the pointer on something with hover help (Unbeetable's deck, a Botanicus space, a
    button); it shows neither on the cover nor over Bob's table after he reveals it, until the pointer moves."""
    app, table = open_table(game_id, people(2), animation="normal", seed=5)
    try:
        reach_the_pause(app, table, random.Random(1))
        spot, tip = TIPS[game_id](table)
        move_to(app, spot)
        app.step(1.0)  # the help waits for the pointer to rest
        rendered.clear()
        app.step(0.016)
        assert tip in rendered  # (the help shows while Ann looks)
        step_until(app, lambda: isinstance(app.stack.top, CoverScreen), HANDOFF_SECONDS + 3)
        rendered.clear()
        app.step(0.5)
        assert tip not in rendered
        reveal(app)
        assert app.stack.top is table and table.viewer == table.session.state.current_player
        rendered.clear()
        app.step(1.0)
        app.step(0.016)
        bobs = TIPS[game_id](table)[1]  # the help there as Bob would read it (a deck's says what he may do)
        assert tip not in rendered and bobs not in rendered and table.widgets.hovered_tooltip() is None
        move_to(app, spot)  # the pointer moves: the help is back
        app.step(1.0)
        rendered.clear()
        app.step(0.016)
        assert bobs in rendered
    finally:
        app.close()


@pytest.mark.parametrize("game_id", MULTIPLAYER)
def test_no_zoom_of_the_last_player_survives_the_cover(open_table, game_id):
    """Point 9: Ann zooms a card everyone sees (a right click) and moves the pointer off it; the zoom is gone on
    Bob's table after he reveals it."""
    app, table = open_table(game_id, people(2), animation="normal", seed=5)
    try:
        rng = random.Random(1)
        for _ in range(20):  # to a pause with a card on the table that everyone sees and that zooms
            reach_the_pause(app, table, rng)
            step_until(app, lambda: not table.animating, 1.0)  # the turn's last cards settle
            public = zoomable(table)
            if public is not None:
                break
            step_until(app, lambda: isinstance(app.stack.top, CoverScreen), HANDOFF_SECONDS + 3)
        press(app, table.sprites[public].rect.center, button=3)
        move_to(app, (1, table.size[1] // 2))  # off it, onto bare cloth: the zoom stays open for Ann
        assert table.zoom_key == public and table.shown_zoom() == public
        step_until(app, lambda: isinstance(app.stack.top, CoverScreen), HANDOFF_SECONDS + 3)
        reveal(app)
        app.step(0.5)
        assert app.stack.top is table and table.viewer == table.session.state.current_player
        assert table.zoom_key is None and table.shown_zoom() is None
    finally:
        app.close()


def test_the_cover_tells_what_the_others_did_since_your_last_turn(open_table):
    """Point 9: three people; Ann plays, Bob sets a bad bug on Cleo's carrots. Cleo's cover lists everything
    since the game began (she has not played), Bob's bug and what it ate first and marked; it had only the last
    4 lines of the log."""

    def rig(st):
        empty_hands(st)
        give(st, 0, "tomato.01", "radish.01")
        give(st, 1, "bad.01", "lettuce.05")
        sow(st, 2, 0, "carrot.01", "carrot.02")

    app, table = open_sabotage(open_table, n=3, size=(1024, 600), animation="off", rig=rig)
    try:
        for card in ("tomato.01", "radish.01"):  # Ann plants twice and ends her turn
            click(app, table.sprites[card].rect.center)
            click(app, table.gardens.plot_rect(0, 0).center)
        key(app, pygame.K_e)
        reveal(app)
        assert table.viewer == 1
        click(app, table.sprites["bad.01"].rect.center)  # Bob: the bad bug onto Cleo's plot 1
        click(app, table.gardens.plot_rect(2, 0).center)
        key(app, pygame.K_e)
        cover = app.stack.top
        assert isinstance(cover, CoverScreen) and cover.name == "Cleo"
        told = [text.strip() for text, _mine in cover.summary]
        assert told == [line.strip() for line, _colour in table.log.lines[1:]]  # the whole story so far
        assert len(told) > 4
        mine = [text.strip() for text, touched in cover.summary if touched]
        assert mine[0] == "Bob set a bad bug on Cleo's plot 1"
        assert "A bad bug ate Cleo's Carrot on plot 1" in mine
        shown = cover.visible_story()
        assert [row.text for row in shown[:3]] == [
            "Done to your garden and cards since your last turn:",
            "\u2022 " + mine[0],
            "\u2022 " + mine[1],
        ]
        screen = pygame.Rect((0, 0), table.size)
        assert all(screen.contains(row.rect) for row in shown)
        assert {row.text.lstrip("\u2022 ") for row in shown} >= set(told)  # all of it fits at 1024x600
    finally:
        app.close()

"""Botanicus in the player's language: every text a game produces is marked for translation (the pseudo-language
brackets it), hints read as Dutch orders, and no translated word is kept in an event."""

from __future__ import annotations

import random
import re

from gardengames import i18n
from gardengames.games.botanicus import bots
from gardengames.games.botanicus import rules as R
from gardengames.games.botanicus.rules import keys as K

NAMES = ["Ann", "Basil", "Cleo", "Dirk"]
MARKED = re.compile(f"{i18n.PSEUDO_OPEN}[^{i18n.PSEUDO_OPEN}{i18n.PSEUDO_CLOSE}]*{i18n.PSEUDO_CLOSE}")


def unmarked(text: str) -> str:
    """What is left of ``text`` once every bracketed (translated) part and every player's name is taken out: only
    numbers and punctuation may remain."""
    while MARKED.search(text):
        text = MARKED.sub("", text)
    for name in NAMES:
        text = text.replace(name, "")
    return text


def english_left(text: str) -> bool:
    return re.search("[A-Za-z]", unmarked(text)) is not None


def play(players: int, seed: int, seen: list[str] | None = None) -> tuple[list, R.State]:
    """A whole game of easy bots on the rules directly; every text the game produced is added to ``seen``: each
    prompt, each legal move's text, the log line of the move played, its events, the why-not texts of the things
    a player may try, and the score rows."""
    state = R.new_game(players, seed)
    rng = random.Random(seed)
    events: list = []
    names = NAMES[:players]
    while not state.is_over:
        seat = state.mover
        legal = state.legal_moves()
        if seen is not None:
            assert state.prompt is not None
            seen.append(state.prompt.text)
            seen.extend(move.describe(names) for move in legal)
            seen.extend(move.instruction(names) for move in legal)
            me = state.players[seat]
            for card in me["hand"]:
                seen.append(state.why_not(card, K.PLAY_ZONE))
            for space in range(4):
                seen.append(state.why_not(K.flower_key(seat), K.space_key(state.column, space)))
                seen.append(state.fee_text(space))
            seen.append(state.why_not(K.gardener_key(seat)))
            if state.stage == "effect" and state.queue[0][0] == "track":
                track = state.queue[0][1]
                for stop in state.data.track[track].spaces:
                    seen.append(state.why_not(K.marker_key(seat, track), K.track_space_key(track, stop.id)))
        move = bots.choose_move(state.view(seat), legal, "easy", rng)
        happened = state.apply(move)
        events.extend(happened)
        if seen is not None:
            seen.append(move.log_line(names, seat))
            seen.extend(event.describe(names) for event in happened)
    if seen is not None:
        for sheet in state.scores():
            seen.extend(sheet.parts)
            seen.extend(sheet.details)
        seen.append(R.flower_name(R.NEUTRAL_FLOWER, names))
        seen.extend(state.data.card_words)
    return events, state


def test_every_text_of_a_whole_bot_game_is_marked_for_translation():
    """Under the pseudo-language each log line, prompt, move text, why-not text and score row comes out in
    brackets, names and numbers aside: a text without them was never passed to the translation."""
    i18n.set_language(i18n.PSEUDO)
    for players, seed in ((2, 11), (4, 5)):
        seen: list[str] = []
        play(players, seed, seen)
        texts = [t for t in seen if t]
        assert len(texts) > 500
        assert any("Pole Position" in t for t in texts)  # the game did get round to the rarer texts
        left = sorted({t for t in texts if english_left(t)})
        assert not left, left[:10]


def test_a_text_left_in_english_is_caught():
    """The check above can fail: an unmarked word shows."""
    i18n.set_language(i18n.PSEUDO)
    assert english_left("Ann plays " + i18n._("a card"))
    assert not english_left(i18n._("{name} draws a card").format(name="Ann") + " (3)")


def test_hints_read_as_dutch_orders():
    """The Dutch move texts start with the verb, so the hints and the move picker make orders of them."""
    i18n.set_language("nl")
    data = R.load_data()
    names = NAMES[:2]
    packet = i18n._(data.card["seed-packet"].name)
    orders = {
        R.AssignTask(0, "odd-pair", 2): "Leg een speciale taak bij rij 3",
        R.PlaceNeutral(0, 1): "Zet de neutrale Bloem op vakje 2",
        R.WalkGardener(
            0, "n23", 2
        ): "Verplaats de tuinman naar de voetafdruk tussen rij 2-3 en kolom 3-4 voor 2 munten",
        R.WalkGardener(0, "n11", 0): "Verplaats de tuinman gratis naar de voetafdruk tussen rij 1-2 en kolom 1-2",
        R.PlayCard("seed-packet.01"): f"Speel {packet}",
        R.SellCard("seed-packet.02"): f"Verkoop {packet}",
        R.MoveFlower(0, 0, 1, 3): "Zet de Bloem op vakje 2 voor 3 munten",
        R.MoveFlower(0, 0, 0, 0): "Zet de Bloem op vakje 1",
        R.ChooseAction("space", 0, 0): "Neem eerst de actie van het vakje",
        R.ChooseAction("tile", 0, 0): "Neem eerst de actie van de tegel",
        R.PayForAction(True): "Betaal voor de actie",
        R.PayForAction(False): "Sla de actie over",
        R.Plant(0, 0, 1, 1): "Plant een gele bloem in rij 1, kolom 2",
        R.Water(0, 2, 3): "Geef de plant in rij 3, kolom 4 water",
        R.TrackMove(0, "shovel", "shovel-3", 3, 0): "Ga 3 stappen over het Schep-spoor naar vakje 3",
        R.TrackMove(0, "money", "money-1", 1, 2): "Ga 1 stap over het Geld-spoor naar vakje 1, 2 munten terug",
        R.TrackMove(
            0, "wheelbarrow", "barrow-4", 4, -3
        ): "Ga 4 stappen over het Kruiwagen-spoor naar vakje 4 voor 3 munten",
        R.ChooseTrack("money"): "Kies het Geld-spoor voor de laatste actie",
        R.Pass(): "Sla de rest over",
    }
    for move, order in orders.items():
        assert move.instruction(names) == order
    assert R.Plant(0, 0, 1, 1).log_line(names, 1) == "Basil plant een gele bloem in rij 1, kolom 2"
    assert R.CardDrawn(0, "seed-packet.01").describe(names) == "Ann trekt een kaart"
    assert (
        R.ActionSkipped(1, R.SKIP_UNPAID, 2).describe(names) == "Basil kan 2 munten niet betalen en slaat de actie over"
    )


def test_english_stays_as_it_was():
    """The English texts did not change with the markers."""
    names = NAMES[:2]
    assert R.Plant(0, 0, 1, 1).instruction(names) == "Plant a yellow flower in row 1, column 2"
    assert (
        R.TrackMove(0, "money", "money-1", 1, 2).describe(names)
        == "moves 1 step on the Money track to space 1, taking 2 coins"
    )
    assert R.ActionSkipped(1, R.SKIP_UNPAID, 2).describe(names) == "Basil cannot pay 2 coins, so the action goes by"
    started = R.ActionStarted(0, "tile", (("plant", 3, ""), ("track", 2, "money")), 2)
    assert started.describe(names) == "Ann takes the tile action: pay 2: plant green, 2 on Money"


def test_events_and_states_hold_no_translated_words():
    """The same game played in Dutch makes the very same events and state as in English: words are made only
    when shown."""
    english_events, english_state = play(2, 3)
    i18n.set_language("nl")
    dutch_events, dutch_state = play(2, 3)
    assert dutch_events == english_events
    assert dutch_state.to_dict() == english_state.to_dict()


def test_the_table_says_everything_in_the_players_language(open_table, monkeypatch):
    """The table's own words (the prompt line and its hint, the buttons, the hover help over every place, the zoom
    of every card and task, the score lines) come out bracketed under the pseudo-language."""
    from gardengames.session import Seat

    monkeypatch.setenv(i18n.LANG_VARIABLE, i18n.PSEUDO)  # the app speaks it
    seats = [Seat("Ann", "human", colour=0), Seat("Basil", "computer", "easy", colour=1)]

    def rig(state: R.State) -> None:
        while state.stage == "assign":
            state.apply(state.legal_moves()[0])
        state.apply(state.legal_moves()[0])  # the neutral Flower

    app, scene = open_table("botanicus", seats, rig=rig)
    try:
        assert i18n.language() == i18n.PSEUDO
        st = scene.state
        texts = [scene.prompt_line.text(), *(label for label, _move, _tip in scene.turn.choices())]
        texts += [tip for _label, _move, tip in scene.turn.choices()]
        card = st.players[0]["hand"][0]
        scene.click_key(card)
        app.step(0.016)
        texts += [text for choice in scene.turn.choices() for text in (choice[0], choice[2])]
        texts += [part for key in [card, *st.players[0]["specials"]] for part in scene.card_info(key) or ()]
        for rect in scene.place_rects().values():
            tip = scene.tips.tip_at(rect.center)
            if tip is not None:
                texts.append(tip[0])
        for garden in scene.gardens.views.values():
            texts += [
                tip[0] for r in scene.gardens.header_rects(garden).values() if (tip := scene.tips.tip_at(r.center))
            ]
        texts += [
            tip[0]
            for tip in (
                scene.tips.tip_at(scene.board.lane_rect().center),
                scene.tips.tip_at(scene.header.prize_rect.center),
            )
        ]
        texts += [scene.asks.drop_label(move) for move in st.legal_moves()]
        texts += scene.score_lines()
        assert len(texts) > 100
        left = sorted({t for t in texts if t and english_left(t)})
        assert not left, left[:10]
    finally:
        app.close()

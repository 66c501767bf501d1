"""Choosing a language in Settings (issue 16 point 1): it is saved, and every screen on the stack speaks it at
once, the table's log written again from the history, without leaving the game."""

import pygame

from gardengames import i18n, store
from gardengames.session import Seat
from gardengames.ui.rulespage import RulesScene
from gardengames.ui.settings import SettingsScene

KEY = {"mod": 0, "unicode": "", "scancode": 0}


def choose_language(app, lang):
    """Step the Settings' language choice (focused with the keyboard, as a player would) until it says ``lang``."""
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    settings.widgets.focus = settings.widgets.widgets.index(settings.language)
    for _ in range(len(settings.language.choices)):
        if settings.language.value == lang:
            return
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, **KEY))
        app.step(0.016)
    assert settings.language.value == lang


def test_a_language_chosen_in_settings_shows_at_once_on_the_table_below_and_is_saved(open_table, rendered):
    app, table = open_table("unbeetable", [Seat("Ann"), Seat("Basil", "computer", "easy", 1)])
    try:
        english = [line for line, _ in table.log.lines]
        assert english[0].startswith("A game of Unbeetable")
        table.open_settings()
        app.step(0.016)
        choose_language(app, "nl")
        assert i18n.language() == "nl"
        assert store.load_settings([]).language == "nl"
        dutch = [line for line, _ in table.log.lines]
        assert dutch[0].startswith("Een potje ") and len(dutch) == len(english)
        app.step(0.016)
        assert "Verloop" in rendered  # the board is drawn again, in Dutch (its log's title)
        choose_language(app, "")  # System: here (tests) the run's language, English
        assert i18n.language() == "en" and store.load_settings([]).language == ""
        assert [line for line, _ in table.log.lines] == english
    finally:
        app.close()


def test_the_pass_button_names_the_next_player_in_the_new_language(open_table):
    seats = [Seat("Ann"), Seat("Bob", "human", "easy", 1)]
    app, table = open_table("sabotage", seats, animation="normal")
    try:
        table.seating.handoff = (1, table.clock + 100)
        table.seating.relabel()
        assert table.pass_button.label == "Pass to Bob"
        app.set_language("nl")
        assert table.pass_button.label == "Doorgeven aan Bob"
    finally:
        app.close()


def test_the_rules_page_is_read_in_the_players_language(app):
    from gardengames import games

    info = games.get("unbeetable")
    english = RulesScene(app, info).lines
    app.set_language("nl")
    page = RulesScene(app, info)
    assert page.lines != english
    assert info.rules_page("nl").name == "RULES.nl.md"
    app.stack.push(page)
    app.set_language("en")
    assert page.lines == english  # a page left open follows the language too


def test_widgets_translate_their_labels_when_drawn(app):
    """A label stays the English text it was given; what is drawn is its translation, so nothing is rebuilt."""
    from gardengames.ui import widgets

    button = widgets.Button(i18n.N_("Done"), lambda: None, pygame.Rect(0, 0, 160, 48))
    assert widgets.shown(button.label) == "Done"
    app.set_language("nl")
    assert button.label == "Done" and widgets.shown(button.label) == "Klaar"
    assert widgets.shown("") == ""  # never the catalog's header
    wide = widgets.button_width([button.label], 1.0, 0)
    app.set_language("en")
    assert widgets.button_width([button.label], 1.0, 0) < wide  # "Klaar" is wider than "Done"

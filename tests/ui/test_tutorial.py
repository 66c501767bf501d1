"""Issue 16 point 2, the guided first games: every step of every script is proven through the rules (its move
is legal there, and the only one its words and keys name); a broken script is a clear message naming the
file and never a crash; the lesson's rules (the step's move or its reason, the computer's scripted moves, the
end) hold on a real table; and a lesson never writes a save, statistics or a recent game."""

import pygame
import pytest

from gardengames import games, recent, store, tutorial
from gardengames.engine.data import DataError
from gardengames.tutorial import NOT_YET, Lesson, Script, Step, TutorialError, load_script, replay, step_move

SCRIPTS = sorted(p.stem for p in tutorial.tutorials_dir().glob("*.yaml"))


def test_the_solitaire_and_a_multiplayer_game_have_a_tutorial():
    assert {"unsurmountable", "unbeetable"} <= set(SCRIPTS)
    assert set(SCRIPTS) <= set(games.GAMES)


@pytest.mark.parametrize("game_id", SCRIPTS)
def test_every_step_names_exactly_one_legal_move_when_replayed_through_the_rules(game_id):
    script, moves = load_script(game_id)
    state = tutorial.new_state(script)
    for i, step in enumerate(script.steps):
        legal = state.legal_moves()
        found = tutorial.matches(step, legal, script.seats)
        assert found == [moves[i]], f"step {i + 1}: {step.words!r} names {found}"
        assert (state.current_player == 0) == step.learner, f"step {i + 1} is not the right seat's"
        state.apply(moves[i], check=True)
    learner = sum(step.learner for step in script.steps)
    assert 8 <= learner <= 15, f"{learner} learner steps: a lesson is 8 to 15"
    assert all(step.why and step.rule for step in script.steps if step.learner)


@pytest.mark.parametrize("game_id", SCRIPTS)
def test_a_step_with_other_legal_moves_refuses_each_of_them_with_its_reason(game_id):
    script, moves = load_script(game_id)
    lesson = Lesson(script, moves)
    state = tutorial.new_state(script)
    for i, step in enumerate(script.steps):
        if step.learner:
            assert lesson.refusal(i, moves[i]) == ""
            if step.try_wrong:  # the invitation to try something else needs something else to try
                assert len(state.legal_moves()) > 1, f"step {i + 1} invites a wrong try with nothing else legal"
            for other in state.legal_moves():
                if other != moves[i]:
                    assert lesson.refusal(i, other) == NOT_YET + (step.wrong or step.why)
        state.apply(moves[i])
    assert lesson.done(len(moves)) and lesson.refusal(len(moves), moves[0]).startswith("The lesson is over")


def _script(**changes) -> Script:
    script, _ = load_script("unsurmountable")
    fields = {f: getattr(script, f) for f in Script.__dataclass_fields__}
    return Script(**{**fields, **changes})


def test_a_step_whose_words_name_no_legal_move_is_named_with_what_is_legal():
    steps = list(_script().steps)
    steps[2] = Step(do="builds the First card at the peak", why="Too soon.")
    with pytest.raises(DataError) as caught:
        replay(_script(steps=tuple(steps)), "unsurmountable.yaml")
    problem = caught.value.problems[0]
    assert (problem.file, problem.card) == ("unsurmountable.yaml", "step 3")
    assert "no legal move is 'builds the First card at the peak'" in problem.message
    assert "builds the First card in the bottom row" in problem.message  # what is legal there


def test_words_that_fit_several_moves_ask_for_a_key():
    step = Step(do="builds the First card in the bottom row", why="Either side.")
    state = tutorial.new_state(_script())
    state.apply(state.legal_moves()[0])  # one card down: now both sides of it are legal
    move, why = step_move(_script(), step, state)
    assert move is None and "add 'source' or 'target'" in why


def test_a_computer_step_on_the_learners_turn_is_refused():
    move, why = step_move(_script(), Step(computer="calls the Rescue Helicopter"), tutorial.new_state(_script()))
    assert move is None and "learner's" in why


BROKEN = {
    "not yaml": ("steps: [unclosed", "is not valid YAML at line 1"),
    "unknown field": (
        "version: 1\ngame: unsurmountable\ntitle: T\nseed: 4\nintro: I\nsummary: [S]\n"
        "steps:\n  - do: calls the Rescue Helicopter\n    why: W\n    colour: red\n",
        "field 'steps[0].colour': is not a known field",
    ),
    "both kinds": (
        "version: 1\ngame: unsurmountable\ntitle: T\nseed: 4\nintro: I\nsummary: [S]\n"
        "steps:\n  - do: calls the Rescue Helicopter\n    computer: x\n    why: W\n",
        "exactly one of 'do'",
    ),
    "illegal move": (
        "version: 1\ngame: unsurmountable\ntitle: T\nseed: 4\nintro: I\nsummary: [S]\n"
        "steps:\n  - do: builds the First card at the peak\n    why: W\n",
        "card 'step 1', field 'do': no legal move",
    ),
    "bad option": (
        "version: 1\ngame: unsurmountable\ntitle: T\nseed: 4\nintro: I\nsummary: [S]\noptions: {level: 9}\n"
        "steps:\n  - do: x\n    why: W\n",
        "field 'options': level must be one of 1, 2, 3, 4, 5, not '9'",
    ),
    "other game": (
        "version: 1\ngame: unbeetable\ntitle: T\nseed: 4\nintro: I\nsummary: [S]\nseats: [A, B]\n"
        "steps:\n  - do: x\n    why: W\n",
        "says 'unbeetable', not 'unsurmountable'",
    ),
}


@pytest.mark.parametrize("case", list(BROKEN))
def test_a_broken_file_is_one_clear_message_naming_the_file(tmp_path, case):
    text, expected = BROKEN[case]
    (tmp_path / "unsurmountable.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(TutorialError) as caught:
        load_script("unsurmountable", tmp_path)
    message = str(caught.value)
    assert message.startswith("The unsurmountable tutorial cannot be shown:")
    assert "unsurmountable.yaml" in message and expected in message, message


def test_a_missing_file_says_it_cannot_be_read(tmp_path):
    with pytest.raises(TutorialError, match="unsurmountable.yaml: cannot be read"):
        load_script("unsurmountable", tmp_path)
    assert not tutorial.has_tutorial("unsurmountable", tmp_path)


# ---- on a real table --------------------------------------------------------------------------------------


def _app(size=(1280, 720)):
    from gardengames.ui.menu import MenuScene
    from gardengames.ui.shell import App

    app = App(size, headless=True)
    app.settings.animation_speed = "off"
    app.stack.push(MenuScene(app))
    return app


def _lesson(game_id, size=(1280, 720)):
    from gardengames.ui.tutorial import open_tutorial

    app = _app(size)
    assert open_tutorial(app, game_id) == ""
    app.step(0.016)
    table = app.stack.top
    return app, table, table.guide


def _let_the_computer_play(app, table, guide):
    for _ in range(400):
        step = guide.lesson.step(guide.played)
        if step is None or step.learner:
            return
        app.step(0.1)
    raise AssertionError("the scripted computer moves did not come")


def test_a_wrong_legal_move_is_refused_with_the_steps_reason_and_the_step_stays():
    app, table, guide = _lesson("unsurmountable")
    step = guide.lesson.step(0)
    other = next(m for m in table.session.state.legal_moves() if m != guide.lesson.wanted(0))
    assert table.play(other) == []
    assert table.session.moves == [] and guide.played == 0
    assert table.message == NOT_YET + step.wrong and table.message_time > 0
    table.play(guide.lesson.wanted(0))
    assert guide.played == 1


@pytest.mark.parametrize("game_id", SCRIPTS)
def test_the_lesson_plays_to_its_summary_and_play_a_real_game_opens_the_setup(game_id):
    from gardengames.ui.setup import SetupScene

    app, table, guide = _lesson(game_id)
    while not guide.lesson.done(guide.played):
        _let_the_computer_play(app, table, guide)
        if guide.lesson.done(guide.played):
            break
        assert table.my_turn
        assert table.play(guide.lesson.wanted(guide.played)) is not None
        app.step(0.016)
    app.step(0.016)
    assert guide.real_game.visible and "Well done" in " ".join(line[0] for line in guide.lines())
    assert not table.saves_game and table.keeper is None
    assert not store.has_save(game_id) and store.load_stats([]).game(game_id).played == 0
    assert not recent.recent_path().exists()
    click_at(app, guide.real_game.rect.center)
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.info.id == game_id


def click_at(app, pos):
    from tests.ui_events import click

    click(app, pos)


def centre(table, key):
    rect = table.key_rect(key)
    assert rect is not None, f"{key} is not on screen"
    return rect.center


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_whole_lesson_by_real_mouse_events_with_wrong_tries_on_the_way(size):
    """Unsurmountable from the setup screen's Learn to play to the peak, every move dragged with posted events;
    a legal move the lesson does not want and an illegal drop are both refused, and the step stays."""
    from gardengames.ui.setup import SetupScene
    from tests.ui_events import drag

    app = _app(size)
    app.stack.push(SetupScene(app, games.get("unsurmountable")))
    app.step(0.016)
    setup = app.stack.top
    click_at(app, setup.learn_button.rect.center)
    table = app.stack.top
    guide = table.guide
    assert guide is not None and guide.panel.w > 0
    # A wrong try: clicking another Base Camp card lifts it, a second click would spend it: refused.
    other = table.session.state.camp[1]
    click_at(app, centre(table, other))
    click_at(app, centre(table, other))
    assert table.session.moves == [] and table.message.startswith(NOT_YET)
    script = guide.script
    for i, move in enumerate(guide.lesson.moves):
        assert guide.played == i
        if i == 1:  # the other side of the first card is lit (legal) but not this lesson's: refused
            right = next(m for m in table.session.state.legal_moves() if m.target_key == "slot:0:1")
            drag(app, centre(table, right.source_key), centre(table, right.target_key))
            assert guide.played == 1 and table.message == NOT_YET + script.steps[1].wrong
        if i == 4:  # dropped where nothing glows (above the mountain): it flies back, nothing is played
            drag(app, centre(table, move.source_key), (centre(table, guide.lesson.moves[0].source_key)[0], 5))
            assert guide.played == 4
        drag(app, centre(table, move.source_key), centre(table, move.target_key))
        assert guide.played == i + 1, f"step {i + 1} ({script.steps[i].words}) was not played by the drag"
    assert table.session.state.is_over and table.session.state.winners() == [0]
    app.step(0.016)
    assert guide.real_game.visible
    click_at(app, guide.real_game.rect.center)
    assert app.stack.top is setup and not store.has_save("unsurmountable")


def test_unbeetable_by_real_mouse_events_with_basil_playing_his_script():
    """Every learner move dragged from the key it names to where it lands (a season card onto a plant, a hand
    card onto a spot, a deck onto the hand); Basil's moves come by themselves, from the script."""
    from tests.ui_events import click, drag

    app, table, guide = _lesson("unbeetable")
    state = table.session.state
    blocked = state.gardens[0][0]["card"]
    for i, move in enumerate(guide.lesson.moves):
        _let_the_computer_play(app, table, guide)
        if guide.played > i:
            continue
        assert table.my_turn and guide.played == i
        if i == 12:  # the beetroot with the aphid cannot grow: clicking it says why, in the rules' words
            click(app, centre(table, blocked))
            assert guide.played == 12 and table.message and not table.message.startswith(NOT_YET)
        drag(app, centre(table, move.source_key), centre(table, move.target_key))
        assert guide.played == i + 1, f"step {i + 1} ({guide.script.steps[i].words}) was not played by the drag"
    assert guide.lesson.done(guide.played)
    assert not store.has_save("unbeetable") and not recent.recent_path().exists()


def test_a_broken_tutorial_from_the_setup_screen_is_a_notice_and_nothing_else(tmp_path, monkeypatch):
    from gardengames.ui.setup import SetupScene

    (tmp_path / "unsurmountable.yaml").write_text("version: [", encoding="utf-8")
    monkeypatch.setattr(tutorial, "tutorials_dir", lambda: tmp_path)
    app = _app()
    app.stack.push(SetupScene(app, games.get("unsurmountable")))
    app.step(0.016)
    setup = app.stack.top
    click_at(app, setup.learn_button.rect.center)
    assert app.stack.top is setup and "cannot be shown" in setup.error
    assert any("unsurmountable.yaml" in note for note in app.notices)


def test_the_screenshot_of_a_step_is_written(tmp_path):
    from gardengames.ui.tutorial import screenshot

    out = tmp_path / "step.png"
    line = screenshot("unbeetable", 8, (1024, 600), out)
    assert out.stat().st_size > 10_000 and "step 8 of 17" in line


@pytest.mark.parametrize("game_id", SCRIPTS)
def test_every_learner_step_of_every_lesson_can_be_played_with_the_mouse(game_id):
    """What the guide lights is what the player can use: each step's move, made by posted mouse events on the
    keys it names (a drag from its source to its target, or a click on the one key it has)."""
    from tests.ui_events import click, drag

    app, table, guide = _lesson(game_id)
    for i, move in enumerate(guide.lesson.moves):
        _let_the_computer_play(app, table, guide)
        if guide.played > i:
            continue
        assert table.my_turn and guide.played == i
        lit = guide.lit_rects()
        assert lit, f"step {i + 1} lights nothing"
        source, target = move.source_key, move.target_key
        if target is not None and target != source:
            drag(app, centre(table, source), centre(table, target))
        else:
            click(app, centre(table, source))
        assert guide.played == i + 1, f"step {i + 1} ({guide.script.steps[i].words}) was not played by the mouse"
    assert guide.lesson.done(guide.played)


def test_a_hint_in_a_lesson_shows_the_step_not_the_solvers_way():
    """Hint during a lesson asked the solver, whose winning line may start elsewhere than the step (and so be
    refused); it now lights the step's own move, at once, counting no hint."""
    app, table, guide = _lesson("unsurmountable")
    for _ in range(3):
        table.play(guide.lesson.wanted(guide.played))
    table.hint()
    assert table.hints.move == guide.lesson.wanted(guide.played)
    assert table.hints.next_frame() is None and table.session.hints_used == 0


def test_undo_steps_the_lesson_back_and_a_finished_lesson_stops_drawing_frames():
    app, table, guide = _lesson("unsurmountable")
    table.play(guide.lesson.wanted(0))
    table.play(guide.lesson.wanted(1))
    assert guide.played == 2
    table.undo()
    assert guide.played == 1 and table.play(guide.lesson.wanted(1)) and guide.played == 2
    app2, table2, guide2 = _lesson("unbeetable")
    while not guide2.lesson.done(guide2.played):
        _let_the_computer_play(app2, table2, guide2)
        if not guide2.lesson.done(guide2.played):
            table2.play(guide2.lesson.wanted(guide2.played))
    assert guide2.lesson.done(guide2.played) and table2.session.state.current_player == 1  # Basil's, unscripted
    for _ in range(700):  # the glow settles; no bot ever starts, and the table asks for no more frames
        app2.step(0.016)
    assert not table2.computer.busy and table2.next_frame() is None


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("game_id", SCRIPTS)
def test_the_guides_words_never_hide_what_it_lights_or_a_button(game_id, size):
    """At every step, on a small laptop and at the design size: the panel is inside the window, clear of the
    lit card and place, and clear of every button the table shows."""
    from gardengames.ui.tutorial import tutorial_table

    app = _app(size)
    total = len(load_script(game_id)[1])
    found = []
    for played in range(total + 1):
        table = tutorial_table(app, game_id, played)
        app.stack.push(table)
        app.step(0.016)
        guide = table.guide
        panel = guide.panel
        if not pygame.Rect((0, 0), size).contains(panel):
            found.append(f"step {played}: panel {panel} leaves the window")
        for rect in guide.lit_rects():
            if panel.colliderect(rect):
                found.append(f"step {played}: panel {panel} hides the lit {rect}")
        for widget in table.widgets.widgets:
            if widget.visible and widget is not guide.real_game and panel.colliderect(widget.rect):
                found.append(f"step {played}: panel {panel} hides the button {getattr(widget, 'label', widget)}")
        app.stack.pop()
    assert not found, "\n".join(found)


# ---- in Dutch ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", SCRIPTS)
def test_a_lesson_walks_through_in_dutch_with_its_english_words(game_id):
    """The steps' words are English move words: matched in English while the player reads Dutch, and what the
    lesson says (the refusal and its reason) is Dutch."""
    from gardengames import i18n

    i18n.set_language("nl")
    script, moves = load_script(game_id)  # every step proven against the rules, in Dutch
    lesson = Lesson(script, moves)
    state = tutorial.new_state(script)
    for i, step in enumerate(script.steps):
        assert tutorial.matches(step, state.legal_moves(), script.seats) == [moves[i]], f"step {i + 1}"
        other = next((m for m in state.legal_moves() if m != moves[i]), None)
        if step.learner and other is not None:
            assert lesson.refusal(i, other) == "Nog niet: " + (step.wrong or step.why).local("nl")
        state.apply(moves[i])
    assert lesson.refusal(len(moves), moves[0]).startswith("De les is voorbij")


def test_words_are_matched_in_english_whatever_the_language():
    """A move that says itself through a marker still matches the script's English words in any language (here
    the pseudo-language, which brackets every marked text)."""
    from dataclasses import dataclass

    from gardengames import i18n
    from gardengames.engine.state import Move
    from gardengames.i18n import _

    @dataclass(frozen=True)
    class Build(Move):
        def describe(self, names):
            return _("builds the {card} for {name}").format(card="First card", name=names[0])

    i18n.set_language(i18n.PSEUDO)
    assert Build().describe(["You"]).startswith(i18n.PSEUDO_OPEN)
    assert tutorial.matches(Step(do="builds the First card for You"), [Build()], ("You",)) == [Build()]


def test_the_learner_without_a_name_of_their_own_is_you_in_their_language():
    """Only shown: the script's words keep the script's English seat names."""
    from gardengames import i18n

    script, _moves = load_script("unbeetable")
    assert tutorial.learner_name("  ", script) == "You" and tutorial.learner_name("basil", script) == "You"
    assert tutorial.learner_name(" Mia ", script) == "Mia"
    i18n.set_language("nl")
    assert tutorial.learner_name("", script) == "Jij" and tutorial.learner_name("Basil", script) == "Jij"
    assert load_script("unsurmountable")[0].seats == ("You",)


@pytest.mark.parametrize("game_id", SCRIPTS)
def test_the_lesson_plays_to_its_summary_in_dutch(game_id, monkeypatch):
    monkeypatch.setenv("GARDENGAMES_LANG", "nl")
    app, table, guide = _lesson(game_id)
    from gardengames import i18n

    assert i18n.language() == "nl"
    while not guide.lesson.done(guide.played):
        _let_the_computer_play(app, table, guide)
        if guide.lesson.done(guide.played):
            break
        assert table.play(guide.lesson.wanted(guide.played)) is not None
        app.step(0.016)
    assert guide.lesson.done(guide.played) and not store.has_save(game_id)


@pytest.mark.parametrize("game_id", SCRIPTS)
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_lesson_panel_takes_the_logs_place_whole_or_leaves_it(game_id, size):
    """Issue 33 (7): the lesson panel half covered the log (its heading left over nothing) and, taller in Dutch,
    reached up over the season decks. At every step the panel is exactly the log's place, or clear of it."""
    from gardengames import i18n

    for lang in ("en", "nl"):
        i18n.set_language(lang)
        app, table, guide = _lesson(game_id, size)
        try:
            for _ in range(60):
                _let_the_computer_play(app, table, guide)
                app.step(0.016)
                table.draw(pygame.Surface(size))
                panel, log = guide.panel, table.log_rect
                assert panel == log or not panel.colliderect(log), (lang, guide.played, panel, log)
                wanted = guide.lesson.wanted(guide.played)
                if wanted is None:
                    break
                table.play(wanted)
        finally:
            i18n.set_language("en")
            app.close()

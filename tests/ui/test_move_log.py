"""The move log: repeated lines fold into one with a count, and nothing else is merged."""

from gardengames.ui import theme
from gardengames.ui.widgets import MoveLog


def test_the_same_line_again_becomes_a_count():
    log = MoveLog()
    for _ in range(3):
        log.add("Sage draws a card from the spring deck", theme.INK)
    log.add("Basil's turn", theme.INK_SOFT)
    log.add("Sage draws a card from the spring deck", theme.INK)
    assert [text for text, _ in log.lines] == [
        "Sage draws a card from the spring deck (\u00d73)",
        "Basil's turn",
        "Sage draws a card from the spring deck",
    ]


def test_lines_of_another_colour_or_text_stay_apart():
    log = MoveLog()
    log.add("Ann plays Sun", theme.INK)
    log.add("Ann plays Sun", theme.INK_SOFT)  # another player's colour: another line
    log.add("Ann plays Spade", theme.INK)
    assert len(log.lines) == 3 and all("\u00d7" not in text for text, _ in log.lines)


def test_a_folded_log_still_keeps_its_limit():
    log = MoveLog(limit=5)
    for i in range(8):
        log.add(f"line {i}")
        log.add(f"line {i}")
    assert len(log.lines) == 5 and log.lines[-1][0] == "line 7 (\u00d72)"


def test_every_add_counts_so_a_cached_picture_of_the_log_is_drawn_again():
    log = MoveLog()
    log.add("Ann draws a card")
    before = log.version
    log.add("Ann draws a card")  # the same number of lines, other text
    assert log.version != before and len(log.lines) == 1


def test_clearing_starts_the_count_and_the_picture_again():
    log = MoveLog()
    log.add("Ann draws a card")
    before = log.version
    log.clear()
    log.add("Ann draws a card")  # not folded into a line that is gone
    assert log.lines == [("Ann draws a card", theme.INK)] and log.version > before


def test_an_undone_move_is_told_as_the_log_told_it(open_table):
    """Issue 33 (7): undo lines switched tense: the log told "Ann planted a Lettuce", the undo "Undone: Ann plants
    a Lettuce". The undo line repeats the log's own first line of that move."""
    import pygame

    from gardengames.session import Seat
    from tests.ui_events import key

    app, table = open_table("unsurmountable", [Seat("Ann")], options={"level": 1})
    try:
        move = next(m for m in table.session.state.legal_moves() if type(m).__name__ == "Build")
        before = len(table.log.lines)
        table.play(move)
        told_line = table.log.lines[before][0]  # the move's first line (its later ones are indented under it)
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert table.session.moves == []
        assert table.log.lines[-1][0] == f"Undone: {told_line}"
        assert "was built" in told_line  # the event's words, in the log's tense
    finally:
        app.close()

"""Real pygame input for table tests: events are posted to the queue and one frame is stepped, exactly as
the window would deliver them (positions travel in the events, never through the polled mouse state)."""

import pygame


def key(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.step(0.016)


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(0.016)


def drag(app, start, end, steps=6):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step(0.016)
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        app.step(0.016)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(0.016)


def reveal(app, by_key=None):
    """Answer the pass-the-laptop cover on top as the player coming to the screen does: wait, without touching
    anything, until its button wakes (it takes no input for a moment after it comes up), then click it, or press
    ``by_key``."""
    cover = app.stack.top
    for _ in range(100):
        if cover.armed:
            break
        app.step(0.05)
    if by_key is None:
        click(app, cover.ready.rect.center)
    else:
        key(app, by_key)

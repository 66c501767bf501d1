"""``make bench``: the figures issue 13 sets goals for, one JSON object per line with the goal beside each
(``python -m gardengames.bench [--quick | --full] [SECTION or GAME ...]``; see ``run.py``).

Tests never assert these figures: speed lives here, behaviour in the tests.
"""

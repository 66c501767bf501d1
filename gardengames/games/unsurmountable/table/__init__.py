"""The Unsurmountable table: the mountain on the left; deck, helicopter and piles, the Base Camp row, the
ability zone and the log on the right.

- ``scene``: the ``TableScene`` (input through the shared interaction layer, hint, events, score lines)
- ``layout``: where everything lies, the keyed places moves name, and where every card is
- ``panels``: what is drawn around and over the cards (labels, zone, answers, hint, winning path, prompt)
- ``faces``: card faces, zoom text and the trails the art paints

Every legality question goes to the rules (``legal_moves()``, read through each move's ``source_key`` and
``target_key``, and ``why_not``); this package only draws and asks.
"""

from gardengames.games.unsurmountable.table.scene import TableScene

__all__ = ["TableScene"]

"""The drawing code behind ``art/make_art.py``: shared canvas and motifs, the menu tiles, one module per game."""

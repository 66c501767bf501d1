"""pygame user interface shared by every game."""

"""The game-agnostic rules kernel. Pure Python: nothing here (or in any rules/bots module) imports pygame."""

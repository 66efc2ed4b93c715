"""The rules engine (pure Python): game state, actions, legal actions, effects."""

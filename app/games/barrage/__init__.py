"""Barrage (Cranio Creations, 2019): component data and the first engine layers.

Not registered in `app.games.GAMES` yet: the game is not playable end to end (see RULES.md).
"""

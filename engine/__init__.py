"""The game engine: pure Python, no browser imports.

`engine.core` holds what every game shares (the state protocol, actions,
errors, the seeded generator, game records); each game is a subpackage
(`engine.sequence`, ...). `engine.arena` plays headless matches.
"""

"""The app's own screens around the games: the router, home, About, How to play, Settings and
Statistics."""

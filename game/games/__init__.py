"""One package per game; each registers itself in `game.games.registry`."""

"""One package per game (each defines `GAME`), the climbing family they share, and
the catalogue that lists them."""

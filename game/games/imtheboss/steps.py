"""Where a game stands outside a deal's own stages: the marker to place, a turn's start,
after a roll, discarding down to the hand limit, a deal running, the end."""

MARKER, TURN, ROLLED, DISCARD, DEAL, OVER = (
    "marker", "turn", "rolled", "discard", "deal", "over")

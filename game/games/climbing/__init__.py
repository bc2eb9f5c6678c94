"""What every climbing game shares (Dou Di Zhu, Bao Huang, Guan Dan ...).

`state.ClimbingState` holds hands and the trick loop (lead, follow or pass; the
last player to play leads the next round; seats that went out are skipped);
`agent` turns a policy's rank-level decision into a legal action and dispatches
decisions by phase; `hint` orders suggestions for the human's Hint button. A game
brings its own rules (shapes and comparison), phases before play, scoring and
AI policy. None of this imports pygame.
"""

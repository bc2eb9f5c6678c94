"""Blokus 角斗士 (rules sheet: shared/rules/gladiator_note.md). Work in progress toward
issue 32: the pieces, the board as bit masks, placement and scoring so far; not yet in
the catalogue."""

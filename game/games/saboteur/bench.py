"""Saboteur's benches (filled in by the AI work)."""

BENCHES: tuple = ()

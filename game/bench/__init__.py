"""Benchmarks: python -m game.bench <name> (see __main__)."""

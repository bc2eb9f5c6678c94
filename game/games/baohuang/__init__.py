"""Bao Huang 保皇: five players, four decks, an emperor and a hidden guard."""

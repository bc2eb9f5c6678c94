"""English-word Old Maid (抽乌龟 variant 6, rules sheet party_card_games.md Part 2, E1-E17):
the rules model (`model`), the deck (`cards`), the dictionary and word search
(`dictionary`), the variants (`variants`), the computer players (`ai`) and their
benches (`bench`). No table yet, not catalogued."""

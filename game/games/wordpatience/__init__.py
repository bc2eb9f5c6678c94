"""The English-word solitaire (抽乌龟 booklet, variant 7; rules sheet §2.4, S1-S9): one
player, Klondike adapted to 8 columns, the 52 headword cards of E13 without the jokers.

`deck` (the cards and their headwords), `actions`, `variants` ("normal", "learner"),
`model` (the rules, undo, hidden information), `hint` (a good next move) and `solver`
(is this deal winnable). Model only: no table, no GameDef, not catalogued yet."""

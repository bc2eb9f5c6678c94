"""Saint Petersburg 圣彼得堡: 2 to 4 players buy workers, buildings and aristocrats over
four phases a round (rules sheet: shared/rules/saint_petersburg.md). In progress, not
catalogued yet: so far its cards (`cards.json`, read by `cards`) and what they cost
(`costs`: prices and trading targets)."""

"""Go-Stop 고스톱, the Korean flower-card (hwatu) fishing game: 2 players (Matgo 맞고)
or 3, capturing cards by month and scoring sets until someone says Stop (rules sheet:
shared/rules/gostop.md). For now only the pure rules live here (cards, scoring, junk
payment, settlement); the game definition comes with the model."""

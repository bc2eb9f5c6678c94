"""The King game 国王游戏 (folk party game; rules sheet shared/rules/party_card_games.md,
Part 1, K1-K12): 3 to 10 people at one computer. Each round deals one card to each (the
joker and the numbers 1 to N-1), each peeks at his own behind a hand-off, the joker's
holder is revealed as the King and commands one or two numbers, blind, to perform a task;
only the called numbers are revealed. There are no computer players: the app is the host.

The rules model only (no table, no catalogue entry yet): the task deck `tasks.json` read
by `tasks`; the cards and the deal `cards`; the options `variants`; the actions
`actions`; the King's command checked and listed `command`; refusals `refusals`; the
state machine `model`; what each seat may know `determinize`."""

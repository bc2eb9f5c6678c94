"""I'm the Boss! (Sid Sackson, 1994; orig. *Kohle, Kies & Knete*): 3 to 6 players strike big
deals around a loop of 16 spaces, each needing investors of named families, and bargain
over the dividends (rules sheet: shared/rules/imtheboss.md).

The data as JSON (`imtheboss.json`) read by `data`, `families`, `board`, `tiles`, `cards`;
`money` (payouts, the band hidden money is seen as); one module per rule family: `deck`
(drawing, reshuffling, the hand limit), `deal` (one deal's record), `slots` (which family
may fill a slot, the Boss's own investors, whether a deal can still be filled), `talks`
(offers, proposals, answers, counters, a new Boss's review), `influence` (Travel,
Recruitment, Boss cards), `windows` (reaction windows, Stop, the CLOSE request), `closing`
(a deal closed or broken down, the end die), `scoring`, `variants` (player counts and
options), `steps`, `refusals` (every refusal's words); the state machine `model` with its
`actions` and what a seat may do now (`legal`); what each seat knows `determinize`."""

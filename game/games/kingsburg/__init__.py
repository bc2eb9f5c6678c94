"""Kingsburg 国王之城 (Chiarvesio & Iennaco, 2007): 2 to 5 players influence the King's 18
advisors with their dice over five years of three productive seasons, build up their
province and defend it each winter (rules sheet: shared/rules/kingsburg.md).

So far the rules model only (not yet in the catalogue): the data as JSON read by
`advisors`, `buildings`, `enemies`; one module per rule family (`goods`, `dice` (which
advisors a group reaches), `rerolls` (Statue, Chapel), `turn_order`, `dummy` (the
2-player dummy dice), `court` (the King's aid, reward and Envoy), `seasons` (a season's
start and end), `recruiting`, `battle`, `scoring`); the state machine `model` with its
`actions` and the choices it asks outside the turn order (`asks`); what each seat knows
`determinize`."""

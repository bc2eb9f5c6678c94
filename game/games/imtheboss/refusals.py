"""Every refusal's reason and its English sentence (the UI says it in the player's language
from the reason and its params); `refuse` builds the `IllegalAction`."""

from __future__ import annotations

from typing import Any

from game.core.protocol import IllegalAction

MESSAGES = {
    "not_your_turn": "It is not your turn to do that.",
    "not_now": "That cannot be done now.",
    "game_over": "The game is over.",
    "no_such_space": "There is no space {space}.",
    "no_such_seat": "There is no player {to} to deal with.",
    "no_such_family": "There is no family {family}.",
    "not_in_hand": "That card is not in your hand.",
    "not_a_clan_card": "Only a clan card brings an investor.",
    "not_listed": "The {family} family is not named on this deal.",
    "slot_filled": "The {family} family is in this deal already.",
    "slots_full": "The optional places of this deal are all taken.",
    "travelling": "The {family} investor is travelling: he cannot join this deal.",
    "not_your_placard": "You do not hold the {family} investor.",
    "no_source": "Player {to} has no {family} investor or clan card on the table to bring.",
    "boss_only": "Only the Boss may do that.",
    "not_for_boss": "The Boss does not make offers: he proposes.",
    "self_deal": "You cannot strike a bargain with yourself.",
    "side_paid": "Player {to} has been promised a share already.",
    "side_pay_nothing": "A promise to keep out is one dividend at least.",
    "bad_pay": "A share is a whole number of dividends, 0 or more.",
    "too_much": "That would promise {total} dividends; this deal pays {div}.",
    "no_question": "Nobody has asked you anything.",
    "counters_used": "You two have made {limit} counter-offers this deal already.",
    "same_price": "A counter-offer names another price than {pay}.",
    "cannot_accept": "That bargain cannot stand now: {why}",
    "not_closable": "The deal cannot close: not every place is filled.",
    "not_in_window": "A Stop is played only right after a Travel, Recruitment or Boss card.",
    "not_that_card": "That is not a {type} card.",
    "travel_mismatch": "That travel card does not send a {family} investor.",
    "not_on_table": "That clan card is not on the table.",
    "already_boss": "You are the Boss already.",
    "recruit_set": "Recruitment cards are played in a set of exactly {n}.",
    "recruit_own": "That investor is yours already.",
    "recruit_beside": "An investor beside the board must be recruited first.",
    "hand_ok": "Your hand is within the limit: there is nothing to discard.",
    # the published variants (§8)
    "no_side_pay": "Only the Boss and the players who bring an investor get money in this "
                   "game: no promises to keep out.",
    "too_few_cards": "You hold {n} cards: a deal is begun with {least} cards in hand at least.",
    "must_deal": "With {n} cards at the start of your turn, a deal must be tried, not a draw.",
}


def refuse(reason: str, **params: Any) -> IllegalAction:
    return IllegalAction(reason, MESSAGES[reason].format(**params), **params)

"""Sanguosha's events, declared (`game.core.events`): for each kind its fields, which of
them only some seats learn, its sentence in the log and what the table shows.

Private parts: a draw's cards (the drawer's), a face-down take's card (the taker's and
the owner's), the cards Guo Jia looks at and gives (his, and the receiver's), those
Zhuge Liang stargazes and where he puts them (his), Benevolence's gift (the giver's and
the receiver's), the characters offered to pick from (each his own), the identities
(each his own).

Zones, as the table's anchors: "deck", "discard", "centre" (the cards being resolved),
"hand:{seat}" (the viewer's hand anchor, or another seat's panel), "equipment:{seat}"
(the seat panel's equipment rows). The table's own views (`Effect`): "banner" (a skill's
name on a ribbon over its owner's seat, for a skill in use), "arrows" (from the user to
each target), "centre" (the card used laid in the centre, captioned with who used it on
whom), "dodge" (a Dodge, or Eight Trigrams' dodge, flashes and names itself),
"shudder" (a seat hit by damage shudders, flashes red and shows the loss), "heal" and
"hp_lost" (a flash and the number), "identity_shown" (a dead seat's identity rises in
its colour), "judgement" (the card shown in the centre under "Judgement"),
"centre_cleared" (a new turn clears the centre). An effect plays only where it applies
(the banner for a skill, arrows for targets other than the user, the flash for a
Dodge); its seconds are what the table waits for, though a banner, arrow or number
lingers over the next events (`lasts`). A flight lasts `FLY_TIME`, the cards of one
event leaving one after another; a draw the viewer does not see flies as one card face
down, named by its count; a kind that shows nothing is held still for a moment. The
table kit (`game.ui.kit.motion`) plays all of it, with the sounds.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.events import Effect, EventType, EventTypes, Fly, Silent, Still
from game.core.protocol import Event
from game.games.sanguosha.cards import CARDS, PACK
from game.ui.event_words import template_params
from game.ui.i18n import name_list, t

# -- the table's times (seconds at speed 1) -----------------------------------------------
FLY_TIME = 0.38  # a card's flight
DRAW_STAGGER = 0.07  # each further card drawn leaves this much later
DISCARD_STAGGER = 0.06  # each further card discarded
SKILL_HOLD = 0.45  # a skill's banner
USE_HOLD = 0.55  # a card used or played, in the centre
DAMAGE_HOLD = 0.5
HP_HOLD = 0.4  # health recovered or lost
DEATH_HOLD = 0.9
JUDGEMENT_HOLD = 0.7
TURN_HOLD = 0.3
OVER_HOLD = 1.0
BRIEF = 0.15  # a kind that moves nothing on the table, read in the log
# How long the table's views stay up, over the events that follow (speed-scaled too).
BANNER_TIME = 1.4  # a skill's name over its owner's seat
ARROW_TIME = 1.0  # the arrows from a card's user to its targets
FLOAT_TIME = 1.1  # a number or word rising from a seat (its flash ends sooner)
UNSEEN = 0.0  # set-up bookkeeping the table shows by drawing the state


# -- cards and skills in words ---------------------------------------------------------------
def card_name(name: str) -> str:
    return t(f"sgs_card_{name}")


def face(code: str) -> str:
    """A card code as its face: "7S~1" -> "♠7"."""
    card = CARDS[PACK.from_codes([code])[0]]
    rank = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(card.rank, str(card.rank))
    return f"{card.suit}{rank}"


def card_words(code: str) -> str:
    """A card named with its face: "Slash ♠7"."""
    card = CARDS[PACK.from_codes([code])[0]]
    return f"{card_name(card.name)} {face(code)}"


def skill_name(key: str) -> str:
    return t(f"sgs_skill_{key}") if key else ""


def _seat(v, name_of) -> str:
    return name_of(v) if v is not None else ""


SIDES = {"lord": "sgs_identity_lord", "rebel": "sgs_identity_rebel",
         "renegade": "sgs_identity_renegade"}

FORMATS = {
    "card": lambda v, _n: card_words(v) if v else "",
    "cards": lambda v, _n: ", ".join(card_words(c) for c in v),
    "card_name": lambda v, _n: card_name(v),
    "armour": lambda v, _n: card_name(v),
    "skill": lambda v, _n: skill_name(v),
    "character": lambda v, _n: t(f"sgs_char_{v}"),
    "identity": lambda v, _n: t(f"sgs_identity_{v}"),
    "side": lambda v, _n: t(SIDES[v]) if v else "",
    "to": _seat,
    "owner": _seat,
    "target": _seat,
}


# -- the few sentences a template cannot make ------------------------------------------------
def _either(pick: Callable[[Event], str]):
    """Words from the template `pick` names for the event (a card seen or not, a side
    or a draw), filled like any template."""
    return lambda ev, name_of: t(pick(ev), **template_params(EVENTS, ev, name_of))


def _use(ev: Event, name_of) -> str:
    """A card used or played: its name, and its faces when cards were spent ("Slash (♠7)";
    a Duel by Alienation spends none), on its targets other than the user."""
    d, seat = ev.data, ev.seat
    cards = d.get("cards", [])
    card = card_name(d["card_name"]) + (f" ({', '.join(face(c) for c in cards)})"
                                        if cards else "")
    if ev.kind == "play" or d.get("answer"):
        return t("sgs_log_play", name=name_of(seat), card=card)
    targets = [x for x in d.get("targets", []) if x != seat]
    if targets:
        return t("sgs_log_use_on", name=name_of(seat), card=card,
                 names=name_list([name_of(s) for s in targets], opens=False))
    return t("sgs_log_use", name=name_of(seat), card=card)


def _ability(ev: Event, name_of) -> str:
    """A skill that fired on its own moment: said as a skill in use."""
    return t("sgs_log_ability", name=name_of(ev.seat), skill=skill_name(ev.data["ability"]))


BANNER = Effect("banner", SKILL_HOLD, lasts=BANNER_TIME)
BRIEF_BANNER = Effect("banner", BRIEF, lasts=BANNER_TIME)
USED = (Fly("cards", "hand:{seat}", "centre", seconds=FLY_TIME), Effect("centre", USE_HOLD),
        Effect("arrows", USE_HOLD, lasts=ARROW_TIME),
        Effect("dodge", USE_HOLD, lasts=FLOAT_TIME),
        Effect("banner", USE_HOLD, lasts=BANNER_TIME))
USE_FIELDS = ("cards", "card_name", "targets", "skill", "answer", "for_seat", "via")

EVENTS = EventTypes([
    # Setting up: identities dealt, characters offered and picked, then shown.
    EventType("identities", Silent("each seat sees its own identity on its badge, and the "
                                   "lord's is told with his character"),
              Still(UNSEEN), public=("lord",), private=("identity",)),
    EventType("candidates", Silent("the characters offered are each seat's own choice"),
              Still(UNSEEN), private=("candidates",)),
    EventType("lord_picked", "sgs_log_lord", Still(BRIEF), public=("character",)),
    EventType("picked", Silent("the others' picks are told together, when shown"),
              Still(UNSEEN)),
    EventType("characters", "sgs_log_characters", Still(BRIEF), public=("characters", "hp")),
    # A turn and its phases.
    EventType("turn", "sgs_log_turn", Effect("centre_cleared", TURN_HOLD)),
    EventType("phase", Silent("the table shows the phase; the log keeps to what happens in it"),
              Still(UNSEEN), public=("phase",)),
    EventType("skip_play", "sgs_log_skip_play", Still(BRIEF)),
    EventType("skip_discard", Silent("Self-restraint's own line says it"), Still(BRIEF)),
    # Cards: drawn, used or played, declined, discarded, equipped, judged, taken.
    EventType("draw", _either(lambda ev: "sgs_log_draw_seen" if "cards" in ev.data
                              else "sgs_log_draw"),
              (Fly("cards", "deck", "hand:{seat}", "down", FLY_TIME, stagger=DRAW_STAGGER),
               Fly("count", "deck", "hand:{seat}", "down", FLY_TIME)),
              public=("count",), private=("cards",)),
    EventType("reshuffle", "sgs_log_reshuffle", Still(BRIEF), public=("count",),
              hides_again=True),
    EventType("use", _use, USED, public=(*USE_FIELDS, "against", "cancels"), sound="play"),
    EventType("play", _use, USED, public=(*USE_FIELDS, "replaced", "judged"), sound="play"),
    EventType("decline", "sgs_log_decline", Still(BRIEF), public=("card_name", "about")),
    EventType("discard", "sgs_log_discard",
              (Fly("cards", "hand:{seat}", "discard", seconds=FLY_TIME, stagger=DISCARD_STAGGER),
               BRIEF_BANNER), public=("cards", "skill")),
    EventType("penalty", "sgs_log_penalty",
              Fly("cards", "hand:{seat}", "discard", seconds=FLY_TIME, stagger=DISCARD_STAGGER),
              public=("cards",)),
    EventType("equip", "sgs_log_equip",
              Fly("card", "hand:{seat}", "equipment:{seat}", seconds=FLY_TIME),
              public=("card", "slot", "replaced")),
    EventType("judgement", "sgs_log_judgement", Effect("judgement", JUDGEMENT_HOLD),
              public=("card", "reason")),
    EventType("take", _either(lambda ev: "sgs_log_take_seen" if ev.data.get("card")
                              else "sgs_log_take"),
              Still(BRIEF), public=("owner", "card", "blind", "shown"), private=("card",)),
    EventType("dismantle", "sgs_log_dismantle", Still(BRIEF), public=("owner", "card", "blind")),
    EventType("laid_out", "sgs_log_laid_out", Still(BRIEF), public=("cards",)),
    EventType("lightning_moves", "sgs_log_lightning", Still(BRIEF), public=("to",)),
    # Skills.
    EventType("ability", _ability, BANNER, public=("ability", "moment"),
              sound="click"),
    EventType("use_skill", "sgs_log_ability", BANNER,
              public=("skill", "targets", "cards", "count"), private=("cards",), sound="click"),
    EventType("choose", Silent("the discard or the damage that follows tells the choice"),
              BRIEF_BANNER, public=("option", "skill")),
    EventType("armour_dodge", "sgs_log_armour_dodge", Effect("dodge", BRIEF, lasts=FLOAT_TIME),
              public=("armour",)),
    EventType("armour_failed", "sgs_log_armour_failed", Still(BRIEF), public=("armour",)),
    EventType("slash_moved", "sgs_log_slash_moved", Still(BRIEF), public=("to", "user")),
    EventType("undodgeable", "sgs_log_undodgeable", Still(BRIEF), public=("target", "skill")),
    EventType("rouse_failed", "sgs_log_rouse_failed", Still(BRIEF)),
    EventType("name_suit", "sgs_log_name_suit", Still(BRIEF), public=("suit", "skill")),
    EventType("look", Silent("the skill's line says he looks; the gifts that follow say "
                             "where the cards go"),
              Still(BRIEF), public=("count", "skill"), private=("cards",)),
    EventType("give", _either(lambda ev: "sgs_log_keep" if ev.data["to"] == ev.seat
                              else "sgs_log_give"),
              Still(BRIEF), public=("to", "count", "skill"), private=("cards",)),
    EventType("stargaze", Silent("Stargaze's line says he looks; where the cards go is told "
                                 "once they are put back"),
              Still(BRIEF), public=("count",), private=("cards",)),
    EventType("stargazed", "sgs_log_stargazed", Still(BRIEF), public=("top", "bottom"),
              private=("top_cards", "bottom_cards")),
    # Health, death and the end.
    EventType("damage", "sgs_log_damage", Effect("shudder", DAMAGE_HOLD, lasts=FLOAT_TIME),
              public=("source", "amount", "hp"), sound="bomb"),
    EventType("recover", "sgs_log_recover", Effect("heal", HP_HOLD, lasts=FLOAT_TIME),
              public=("amount", "hp")),
    EventType("lose_hp", "sgs_log_lose_hp", Effect("hp_lost", HP_HOLD, lasts=FLOAT_TIME),
              public=("amount", "hp")),
    EventType("dying", "sgs_log_dying", Still(BRIEF), public=("hp",)),
    EventType("saved", "sgs_log_saved", Still(BRIEF)),
    EventType("death", "sgs_log_death", Effect("identity_shown", DEATH_HOLD, lasts=FLOAT_TIME),
              public=("identity", "killer", "cards")),
    EventType("game_over", _either(lambda ev: "sgs_log_game_over" if ev.data["side"]
                                   else "sgs_log_draw_game"),
              Still(OVER_HOLD), public=("side", "winners", "identities")),
], FORMATS)

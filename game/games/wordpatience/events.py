"""The solitaire's events, declared: the deal (the columns dealt from the stock), a card
or a run moved (it flies from its place to a column or a foundation), a face-down card
turned up (it turns over and its word shows large), a card turned from the stock onto
the waste (likewise), the waste turned over as a new stock, the win (the cards cascade)
and the game stuck. Nothing of another seat: one player. Zones: "stock", "waste",
"column:<i>", "foundation:<suit>"."""

from __future__ import annotations

from game.core.events import Effect, EventType, EventTypes, Fly, Turn
from game.core.protocol import Event
from game.games.wordpatience.words import index, moved_words
from game.ui.i18n import t

DEAL_STAGGER = 0.03  # seconds between two cards of the deal leaving the stock
DEAL_FLIGHT = 0.25
DEAL_SECONDS = 35 * DEAL_STAGGER + DEAL_FLIGHT
WORD_SECONDS = 1.4  # a card's word stays up this long after it turns face up
WIN_SECONDS = 3.5  # the cascade before the results

FORMATS = {
    "card": lambda v, _n: index(v),
    "column": lambda v, _n: str(v + 1),
}


def _moved(ev: Event, _name_of) -> str:
    return t("wp_log_moved", move=moved_words(ev.data))


EVENTS = EventTypes([
    EventType("deal", "wp_log_deal", Effect("deal", DEAL_SECONDS), public=("columns", "stock"),
              sound="deal"),
    EventType("moved", _moved,
              Fly("cards", "{from}:{src}", "{to}:{dst}", seconds=0.22, stagger=0.02),
              public=("from", "src", "to", "dst", "cards", "score"), sound="play"),
    EventType("turned_up", "wp_log_turned_up",
              (Turn("card", "up", seconds=0.25), Effect("word", 0.25, lasts=WORD_SECONDS)),
              public=("column", "card", "word", "score")),
    EventType("stock_turned", "wp_log_stock",
              (Fly("card", "stock", "waste", face="turn_up", seconds=0.25),
               Effect("word", 0.25, lasts=WORD_SECONDS)),
              public=("card", "word", "stock"), sound="deal"),
    EventType("redeal", "wp_log_redeal", Effect("redeal", 0.45),
              public=("pass", "redeals_left"), sound="deal"),
    EventType("won", "wp_log_won", Effect("won", WIN_SECONDS), public=("score",), sound="win"),
    EventType("stuck", "wp_log_stuck", Effect("stuck", 0.8), public=("score",), sound="pass"),
], FORMATS)

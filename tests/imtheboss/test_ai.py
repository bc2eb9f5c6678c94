"""I'm the Boss!'s computer players (rules sheet §7.4, C9): whole legal games at every level
and player count, each policy on a table set up for it (the Boss's opening price, a
provider's ask and acceptance by its leverage, Stop, Recruitment, the Boss card, the
discard, the turn), the seat's view read alike from an observation and from a world, the
speech-bubble remarks, and the hard player's search through `decide`."""

import random

import pytest

from game.core.search import decide
from game.games.imtheboss.actions import (
    Accept,
    Counter,
    DealHere,
    Discard,
    Draw,
    OfferPlacard,
    Pass,
    PlayBoss,
    Propose,
    Recruit,
    Reject,
    Roll,
    Stop,
    TravelPlacard,
)
from game.games.imtheboss.ai import LEVELS, REMARKS, Negotiator, make_agent, remark
from game.games.imtheboss.cards import BOSS, TRAVEL, kind_of
from game.games.imtheboss.hard import HardNegotiator
from game.games.imtheboss.model import DISCARD, ROLLED, BossState
from game.games.imtheboss.values import View
from tests.imtheboss.tables import card, deal, game, ids

# Space 6: Inv 5, Div 10 (f = 2), H K L required, two of P R T.
SIX = {"H": 0, "K": 1, "L": 2, "P": 3}  # R and T beside the board


def level_agent(level: str, seed: int):
    if level == "hard":  # the hard player itself, a few worlds a decision to keep it quick
        return HardNegotiator(seed, max_worlds=2)
    return make_agent(level, seed)


def play(variant: str, levels: list[str], seed: int) -> tuple[BossState, list]:
    s = BossState(seed, variant)
    agents = [level_agent(levels[seat % len(levels)], seed * 10 + seat)
              for seat in range(s.players)]
    moves = 0
    while not s.is_terminal():
        seat = s.to_act
        legal = s.legal_actions(seat)
        action = decide(agents[seat], s, seat, legal)
        assert action in legal
        s.apply(action)
        moves += 1
        assert moves < 5000
    return s, agents


@pytest.mark.parametrize("variant", ["3p", "4p", "6p", "5p-open", "4p-r2", "3p-r6"])
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_easy_and_normal_play_whole_games_legally(variant, level):
    for seed in range(3):
        s, agents = play(variant, [level], seed)
        assert s.is_terminal() and 10 <= s.deals_done <= 15 and max(s.returns()) > 0
        assert all(a.misfits == 0 for a in agents)  # every choice was a legal action


@pytest.mark.parametrize("variant", ["3p", "4p", "6p"])
def test_hard_plays_whole_games_legally(variant):
    s, agents = play(variant, ["hard", "normal", "easy"], 3)
    assert s.is_terminal() and max(s.returns()) > 0
    assert agents[0].rollouts > 0  # it searched


def test_make_agent_knows_the_three_levels():
    assert LEVELS == ("easy", "normal", "hard")
    assert isinstance(make_agent("hard", 1), HardNegotiator)
    normal, easy = make_agent("normal", 1), make_agent("easy", 1)
    assert isinstance(normal, Negotiator) and not normal.easy and normal.level == "normal"
    assert isinstance(easy, Negotiator) and easy.easy and easy.level == "easy"
    with pytest.raises(ValueError):
        make_agent("expert", 1)


def ask(s: BossState, agent=None):
    seat = s.to_act
    agent = agent or Negotiator(seat)
    legal = s.legal_actions(seat)
    action = agent.choose(s.observation(seat), legal)
    assert action in legal
    return action


def six(hands=None, discard=(), boss=0, variant="4p") -> BossState:
    """`boss` deals on space 6 (the first tile); `discard`: cards moved from the deck to
    the discard pile (face up: everyone knows they are out)."""
    s = game(variant, placards=SIX, hands=hands or [[], [], [], []], marker=6, turn=boss)
    out = ids(*discard)
    s.deck = [c for c in s.deck if c not in out]
    s.discard = list(out)
    return deal(s, boss)


ALL_K = ("clan-K-1", "clan-K-2", "clan-K-3", "clan-K-4")


def lay_for(s: BossState, seat: int, code: str) -> None:
    """`code` from `seat`'s hand face up onto the deal's table (as its offer would)."""
    c = card(code)
    s.take_from_hand(seat, c)
    s.table.append(c)
    s.deal.laid[c] = seat


# -- the Boss ---------------------------------------------------------------------------------
def test_the_boss_opens_at_floor_seven_tenths_of_the_fair_share_and_raises_a_counter():
    s = six(discard=ALL_K)
    assert s.to_act == 0 and s.deal.round == 1
    first = ask(s)
    assert isinstance(first, Propose) and first.pay == 1  # floor(2 × 0.7)
    assert first.family in ("K", "L")  # the required families first
    s.apply(first)
    s.apply(Counter(first.to, 4))  # the provider asks 4: one counter made
    again = ask(s)
    assert again == Counter(0, 2)  # raised by one


def test_the_boss_keeps_a_third_of_the_dividends():
    s = six(discard=ALL_K)
    s.apply(Propose(0, 1, "K", 1))
    s.apply(Counter(1, 4))
    s.apply(Counter(0, 2))
    s.apply(Counter(1, 4))  # the three counters are spent
    # 10 dividends, 4 kept, 3 more investors at 1 at least: 3 at most for the K
    assert ask(s) == Reject(0)
    s2 = six(discard=ALL_K)
    s2.apply(Propose(0, 1, "K", 1))
    s2.apply(Counter(1, 4))
    s2.apply(Counter(0, 2))
    s2.apply(Counter(1, 3))
    assert ask(s2) == Accept(0)


# -- a provider -------------------------------------------------------------------------------
def test_a_monopolist_asks_ceil_twice_the_fair_share():
    s = six(discard=ALL_K)  # no other K anywhere: λ = 1
    s.apply(Pass(0))
    offer = ask(s)
    assert offer == OfferPlacard(1, "K", 4)  # ceil(2 × (0.8 + 1.2))


def test_a_provider_with_one_rival_asks_less():
    s = six(hands=[[], [], ["clan-K-4"], []], discard=ALL_K[:3])
    lay_for(s, 2, "clan-K-4")  # the only other K, on the table: λ = 1/2
    s.apply(Pass(0))
    assert ask(s) == OfferPlacard(1, "K", 3)  # ceil(2 × (0.8 + 0.6))


def test_a_provider_counters_with_its_ask_then_accepts_down_to_its_reservation():
    s = six(discard=ALL_K)
    s.apply(Propose(0, 1, "K", 2))
    assert ask(s) == Counter(1, 4)
    for pay, answer in ((2, Accept(1)), (1, Reject(1))):  # reservation floor(2 × 1.2) = 2
        s = six(discard=ALL_K)
        s.deal.counters["0-1"] = 3  # no counter left
        s.apply(Propose(0, 1, "K", pay))
        assert ask(s) == answer
    s = six(hands=[[], [], ["clan-K-4"], []], discard=ALL_K[:3])
    lay_for(s, 2, "clan-K-4")
    s.deal.counters["0-1"] = 3
    s.apply(Propose(0, 1, "K", 1))
    assert ask(s) == Accept(1)  # a rival: reservation floor(2 × 0.8) = 1


def test_the_reservation_falls_toward_one_as_the_clock_runs():
    s = six(discard=ALL_K)
    s.deal.counters["0-1"] = 3
    s.deal.round = s.rounds  # the last round
    s.apply(Propose(0, 1, "K", 1))
    assert ask(s) == Accept(1)


# -- the cards --------------------------------------------------------------------------------
def test_a_stop_answers_a_travel_aimed_at_its_own_placard():
    s = six(hands=[[], ["stop-1"], ["stop-2"], ["travel-K-1"]], discard=ALL_K)
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(Pass(2))
    s.apply(TravelPlacard(3, card("travel-K-1"), "K"))
    assert s.to_act == 1  # the Boss holds nothing: not asked
    assert ask(s) == Stop(1, card("stop-1"))


def test_no_stop_for_a_travel_that_costs_the_seat_nothing():
    s = six(hands=[[], [], ["stop-2"], ["travel-P-1"]], discard=ALL_K)
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(Pass(2))
    s.apply(TravelPlacard(3, card("travel-P-1"), "P"))  # seat 3 sends its own P away
    assert s.to_act == 2
    assert ask(s) == Pass(2)


def test_recruitment_is_played_as_soon_as_three_are_held():
    s = six(hands=[[], [], ["recruit-1", "recruit-2", "recruit-3"], []], discard=ALL_K)
    s.apply(Pass(0))
    s.apply(Pass(1))
    action = ask(s)
    assert isinstance(action, Recruit) and len(action.cards) == 3
    assert action.family in ("R", "T")  # 4 players: from beside the board first


def test_the_boss_recruits_the_placard_his_deal_wants():
    s = game("3p", placards={"H": 0, "K": 1, "L": 1, "P": 2, "R": 2, "T": 0},
             hands=[["recruit-1", "recruit-2", "recruit-3"], [], []], marker=6)
    deal(s, 0)
    action = ask(s)
    assert isinstance(action, Recruit) and action.family in ("K", "L")  # required, missing


def test_a_boss_card_when_the_seat_brings_two_families_the_deal_wants():
    s = six(hands=[[], ["boss-1", "clan-L-1"], [], []], discard=ALL_K)
    s.apply(Pass(0))
    assert ask(s) == PlayBoss(1, card("boss-1"))  # K (placard) and L (clan card)


def test_no_boss_card_with_one_family_or_a_deal_small_beside_the_lead():
    s = six(hands=[[], ["boss-1"], [], []], discard=ALL_K)
    s.apply(Pass(0))
    assert isinstance(ask(s), OfferPlacard)  # K alone
    s = six(hands=[[], ["boss-1", "clan-L-1"], [], []], discard=ALL_K)
    s.money = [60, 0, 0, 0]  # the payout (10 $M) is below 40 % of the leader's lead
    s.open_money = True
    s.apply(Pass(0))
    assert not isinstance(ask(s), PlayBoss)


def test_discarding_down_to_twelve_keeps_the_valuable_cards():
    hand = ["boss-1", "stop-1", "recruit-1", "recruit-2", "recruit-3", "clan-H-1",
            "clan-R-1", "clan-T-1", "travel-K-1", "travel-any-1", "recruit-4", "stop-2",
            "clan-P-1"]
    s = game(hands=[hand, [], [], []], placards=SIX)
    s.step, s.turn = DISCARD, 0
    gone = set()
    while s.step == DISCARD:
        action = ask(s)
        assert isinstance(action, Discard)
        gone.add(action.card)
        s.apply(action)
    assert gone == {card("travel-K-1")}  # the plainest travel card


# -- the turn ---------------------------------------------------------------------------------
def test_a_seat_that_can_fill_the_deal_alone_deals_here():
    s = game(placards=SIX, hands=[["clan-K-1"], [], [], []], marker=1)  # H placard, K card
    assert ask(s) == DealHere(0)


def test_a_poor_deal_is_rolled_past_and_a_draw_taken_after():
    s = game(placards=SIX, hands=[[], [], [], []], marker=1)
    assert ask(s) == Roll(0)
    s.step, s.marker = ROLLED, 9  # K and P: none of them mine
    assert ask(s) == Draw(0)


def test_a_good_deal_is_struck_here_when_a_draw_would_bring_little():
    full = [f"recruit-{i}" for i in range(1, 13)]
    s = game(placards={"H": 0, "R": 1, "K": 2, "L": 3}, hands=[[], [], [], []], marker=13)
    s.deals_done = 12  # tile 13: 5 $M a dividend
    assert ask(s) == Roll(0)  # a draw of three cards is worth more than the deal
    s = game(placards={"H": 0, "R": 1, "K": 2, "L": 3}, hands=[full, [], [], []], marker=13)
    s.deals_done = 12
    assert ask(s) == DealHere(0)  # a full hand: the draw brings nothing


# -- the view -----------------------------------------------------------------------------------
def test_a_seat_sees_the_same_from_its_observation_and_from_the_state():
    s = BossState(5, "4p")
    agents = [make_agent("normal", seat) for seat in range(4)]
    checked = 0
    while not s.is_terminal():
        seat = s.to_act
        for viewer in range(4):
            a, b = View.of_observation(s.observation(viewer)), View.of_state(s, viewer)
            for name in View.__slots__:
                if name.startswith("_"):
                    continue
                x, y = getattr(a, name), getattr(b, name)
                if name == "deal" and x is not None:
                    x, y = vars(x), vars(y)
                assert x == y, name
            checked += 1
        s.apply(agents[seat].choose(s.observation(seat), s.legal_actions(seat)))
    assert checked > 400


# -- remarks ------------------------------------------------------------------------------------
def test_remarks_are_listed_keys_and_a_threat_only_with_a_boss_card_in_hand():
    said = set()
    for seed in range(3):
        s = BossState(seed, "4p")
        agents = [make_agent("normal", seed * 10 + seat) for seat in range(4)]
        while not s.is_terminal():
            seat = s.to_act
            obs = s.observation(seat)
            action = agents[seat].choose(obs, s.legal_actions(seat))
            word = remark(obs, action)
            assert word is None or word in REMARKS
            if word == "threat_boss":
                assert any(kind_of(c).type == BOSS for c in s.hands[seat])
            if word is not None:
                said.add(word)
            assert remark(obs, action) == word  # the same again
            s.apply(action)
    assert {"take_it", "deal_done", "fair_price"} <= said


def test_a_counter_asking_more_is_a_threat_only_from_a_boss_card_holder():
    for hand, word in (([], "ask_more"), (["boss-1"], "threat_boss")):
        s = six(hands=[[], hand, [], []], discard=ALL_K)
        s.apply(Propose(0, 1, "K", 1))
        assert remark(s.observation(1), Counter(1, 4)) == word
    s = six(discard=ALL_K)
    assert remark(s.observation(0), Propose(0, 1, "K", 1)) == "lowball"
    s.apply(Propose(0, 1, "K", 1))
    assert remark(s.observation(1), Accept(1)) == "take_it"
    assert remark(s.observation(1), Reject(1)) == "no_deal"
    assert remark(s.observation(1), Pass(1)) is None


# -- the hard player --------------------------------------------------------------------------
def test_the_hard_player_searches_the_normal_choice_and_a_few_others():
    s = six(discard=ALL_K)
    s.apply(Propose(0, 1, "K", 2))
    hard = HardNegotiator(3, max_worlds=4)
    legal = s.legal_actions(1)
    v = View.of_observation(s.observation(1))
    options = hard.options(v, legal)
    assert options[0] == Counter(1, 4)  # the normal player's choice first
    assert Accept(1) in options and Reject(1) in options and 3 <= len(options) <= hard.many
    action = decide(hard, s, 1, legal)
    assert action in legal and hard.last_worlds == 4


def test_the_hard_player_never_looks_at_the_real_hands():
    s = six(hands=[[], ["boss-1", "clan-L-1"], ["stop-1"], []], discard=ALL_K)
    s.apply(Pass(0))
    hard = HardNegotiator(1, max_worlds=3)
    seen = []

    def worlds(rng: random.Random):
        world = s.determinize(1, rng)
        seen.append(world)
        return world

    hard.choose_in(s.observation(1), s.legal_actions(1), worlds)
    assert seen and all(w.hands[1] == s.hands[1] for w in seen)


def test_travel_cards_are_discarded_before_boss_cards():
    v = View.of_state(game(placards=SIX, hands=[["boss-1", "travel-H-1"], [], [], []]), 0)
    from game.games.imtheboss.values import hand_worth

    assert hand_worth(v, ids("boss-1")) > hand_worth(v, ids("travel-H-1"))
    assert kind_of(card("travel-H-1")).type == TRAVEL

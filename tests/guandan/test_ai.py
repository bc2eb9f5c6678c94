"""Guan Dan computer players: legal whole hands at every level (tributes included), no
hidden information, the card given back, partnership play in rigged positions, the
hint, and bounded work per decision (the time is the bench's: `python -m game.bench
gd-ai-time`)."""

import random

import pytest

from game.games.guandan import ai, ai_hand, rules
from game.games.guandan.levels import HandSetup
from game.games.guandan.model import FACES, PACK, GdState, Pass, Play
from game.games.guandan.rules import TEN
from tests.playing import Metered, assert_no_state_import, count_calls, play_with_agents


def random_setup(rng: random.Random) -> HandSetup:
    if rng.random() < 0.2:
        return HandSetup()
    levels = (rng.randint(2, 14), rng.randint(2, 14))
    order = list(range(4))
    rng.shuffle(order)
    return HandSetup(levels, order[0] % 2, tuple(order))


def play_hand(seed, levels, setup=None, check=True, wrap=lambda agent: agent):
    state = GdState.new(seed, "std", setup or random_setup(random.Random(seed)))
    agents = [wrap(ai.make_agent(levels[s % len(levels)], seed * 4 + s)) for s in range(4)]
    return play_with_agents(state, agents, check)


# A decision judges a few dozen hands at most (ai_hand: "a decision can afford a few
# dozen evaluations"), however many legal plays it has: the candidates are cut to the
# lowest keys (FOLLOW_KEYS, LEAD_KEYS) and each rest of the hand is judged once. The
# hands below judge at most 43 at a time, out of up to 146 legal actions.
MAX_HANDS_JUDGED = 64


@pytest.mark.parametrize("levels", [("easy",), ("normal",), ("hard",),
                                    ("hard", "easy"), ("normal", "hard", "easy", "normal")])
def test_every_level_plays_whole_hands_with_legal_actions(levels, monkeypatch):
    """Every action is one of the legal objects offered, and every decision is bounded
    work: at most MAX_HANDS_JUDGED hand judgements (`hand_cost`), whatever the number of
    legal actions. How long a decision takes is measured by `python -m game.bench
    gd-ai-time`, not here."""
    calls = count_calls(monkeypatch, ai, "hand_cost")
    decisions: list[tuple[int, int]] = []  # (legal actions, hands judged)
    for seed in range(6):
        state, _ = play_hand(seed, levels, wrap=lambda agent: Metered(agent, calls, decisions))
        assert state.result is not None and sum(state.returns()) == 0
    most = max(decisions, key=lambda d: d[1])
    assert most[1] <= MAX_HANDS_JUDGED, most
    assert max(n for n, _j in decisions) > MAX_HANDS_JUDGED  # the bound is not the legal count
    if levels != ("easy",):  # easy judges no hand; the others do, through hand_cost
        assert any(judged for _n, judged in decisions)


def test_hands_with_tributes_are_played_to_the_end():
    tributes = 0
    for seed in range(10):
        setup = HandSetup((5, 9), 1, (1, 3, 0, 2))  # 1st + 2nd: a double tribute
        state, _ = play_hand(100 + seed, ("normal", "hard"), setup)
        tributes += len(state.tributes)
        assert state.result is not None
    assert tributes > 0


def test_agents_are_deterministic_for_a_seed():
    for level in ai.LEVELS:
        a, _ = play_hand(7, (level,))
        b, _ = play_hand(7, (level,))
        assert a.actions == b.actions


def test_agent_modules_never_import_the_state():
    assert_no_state_import(ai, ai_hand)


def test_the_agents_pack_reads_like_the_models():
    assert ai_hand.FACES == FACES


@pytest.mark.parametrize("level", ai.LEVELS)
def test_choice_does_not_depend_on_hidden_cards(level):
    """Deal two other seats' cards the other way round (sizes kept): same answer."""
    checked = 0
    for seed in range(3):
        state = GdState.new(seed)
        agents = [ai.make_agent("normal", s) for s in range(4)]
        for _ in range(40 + 10 * seed):
            seat = state.to_act
            state.apply(agents[seat].choose(state.observation(seat), state.legal_actions(seat)))
        seat = state.to_act
        if state.phase != "play":
            continue
        before = ai.make_agent(level, 3).choose(state.observation(seat),
                                                  state.legal_actions(seat))
        a, b = [s for s in range(4) if s != seat and state.hands[s]][:2]
        pool = state.hands[a] + state.hands[b]
        pool.reverse()
        na = len(state.hands[a])
        state.hands[a], state.hands[b] = state.sort_hand(pool[:na]), state.sort_hand(pool[na:])
        after = ai.make_agent(level, 3).choose(state.observation(seat),
                                                 state.legal_actions(seat))
        assert before == after
        checked += 1
    assert checked


# --- the card given back ------------------------------------------------------------------


@pytest.mark.parametrize("level", ai.LEVELS)
def test_return_card_is_ten_or_lower_and_never_a_wild(level):
    returned = 0
    for seed in range(12):
        setup = HandSetup((TEN, 4), 0, (0, 2, 1, 3))  # level 10: the wild is a ten
        state = GdState.new(200 + seed, "std", setup)
        while state.phase == "return":
            seat = state.to_act
            legal = state.legal_actions(seat)
            action = ai.make_agent(level, seed).choose(state.observation(seat), legal)
            assert any(action is a for a in legal)
            face = FACES[action.card]
            assert face[0] <= TEN and not rules.is_wild(face, state.level)
            state.apply(action)
            returned += 1
    assert returned


def test_normal_returns_a_lone_low_card_not_one_from_a_bomb():
    state = next(s for seed in range(20)
                 if (s := GdState.new(seed, "std", HandSetup((5, 9), 1, (1, 3, 0, 2)))).phase
                 == "return")
    seat = state.to_act
    state.hands[seat] = ids("3S 3D 3C 3H 6C 8S 8D 9C 9D KS KD AS")
    legal = state.legal_actions(seat)
    action = ai.make_agent("normal", 0).choose(state.observation(seat), legal)
    assert FACES[action.card] == (6, "C")


# --- rigged positions -----------------------------------------------------------------------


def ids(text: str) -> list[int]:
    """Card codes -> ids; a repeated code takes the second pack's copy ("3S~1")."""
    out: list[int] = []
    for code in text.split():
        out.append(PACK.from_codes([code if code not in [PACK.code(c) for c in out]
                                    else code + "~1"])[0])
    return out


def position(hands: list[str], current: int, last: tuple[int, str] | None = None) -> GdState:
    """Level 2, `current` to act; `last` = (seat, codes) the play it must beat."""
    state = GdState.new(0)
    state.hands = [state.sort_hand(ids(h)) for h in hands]
    state.phase = "play"
    state.current = state.leader = current
    state.last_play, state.history, state.table = None, [], []
    if last is not None:
        seat, codes = last
        cards = ids(codes)
        combo = rules.readings([FACES[c] for c in cards], state.level)[0]
        state.last_play = (seat, cards, (combo, ()))
        state.history, state.table = [[seat, cards]], list(cards)
        state.leader = seat
    return state


def decide(state: GdState, level: str):
    seat = state.current
    legal = state.legal_actions(seat)
    action = ai.make_agent(level, 0).choose(state.observation(seat), legal)
    assert any(action is a for a in legal)
    return action


def combo(action) -> rules.Combo:
    return rules.parse_reading(action.reading, len(action.cards))


FILLER = ["5C 6D 7S 8H 9C TD JS QH KC 4D", "5D 6C 7H 8S 9D TC JH QS KD 4C",
          "5S 6S 7D 8C 9H TH JD QC KH 4H"]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_partners_low_single_is_left_to_stand(level):
    hands = ["5H 9S 9D JC JD QS QD AC AD 6H 6S", FILLER[0], "3D " + FILLER[1], FILLER[2]]
    state = position(hands, 0, last=(2, "3D"))
    state.hands[2] = state.sort_hand(ids(FILLER[1]))
    assert isinstance(decide(state, level), Pass)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_partner_with_one_card_is_fed_our_lowest_single(level):
    hands = ["3C 5S 5D 8H 8C 8S JD JC QD QC AH", FILLER[0], "7C", FILLER[2]]
    action = decide(position(hands, 0), level)
    assert isinstance(action, Play) and [FACES[c] for c in action.cards] == [(3, "C")]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_no_cheap_single_is_led_to_an_opponent_with_one_card(level):
    hands = ["4C 7S 7D 9H 9S QC QD KS KD", "8D", FILLER[1], FILLER[2]]
    action = decide(position(hands, 0), level)
    c = combo(action)
    assert not (c.kind == "single" and c.key < rules.ACE), c


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bomb_stops_an_opponent_about_to_go_out(level):
    # Seat 3 (an opponent) leads a king and keeps one card; only our bomb beats it.
    hands = ["6S 6D 6C 6H 3C 4D 5S 8D 9C", FILLER[0], FILLER[1], "AS"]
    action = decide(position(hands, 0, last=(3, "KS")), level)
    assert isinstance(action, Play) and combo(action).is_bomb


@pytest.mark.parametrize("level", ai.LEVELS)
def test_no_level_bombs_its_partner(level):
    hands = ["6S 6D 6C 6H 3C 4D 5S 8D 9C", FILLER[0], "AS AD", FILLER[2]]
    for seed in range(20):
        state = position(hands, 0, last=(2, "KS"))
        seat = 0
        legal = state.legal_actions(seat)
        action = ai.make_agent(level, seed).choose(state.observation(seat), legal)
        assert isinstance(action, Pass)


def test_normal_follows_with_a_lone_card_not_a_broken_pair():
    hands = ["5S 5D 8C 9H 9D JS JD", FILLER[0], FILLER[1], FILLER[2]]
    action = decide(position(hands, 0, last=(3, "4S")), "normal")
    assert [FACES[c] for c in action.cards] == [(8, "C")]


def test_normal_keeps_a_straight_flush_whole():
    hands = ["5S 6S 7S 8S 9S 3D 3C JD", FILLER[0], FILLER[1], FILLER[2]]
    action = decide(position(hands, 0, last=(3, "4H")), "normal")
    assert isinstance(action, Pass) or not set(action.cards) & set(ids("5S 6S 7S 8S 9S"))


OWNER_12 = "5C 6D 7S 8H 9C TD JS QH KC 3H 3C 4S"


def follow_ten(owner: int, owner_hand: str = OWNER_12) -> list:
    """Seat 0 holds two pairs it would break to beat an opponent's ten; what does the
    counting player (hard's first guess) answer, and the normal one?"""
    hands = ["5S 5D 8C 9H 9D JS JD", OWNER_12, FILLER[1], OWNER_12]
    state = position(hands, 0, last=(owner, "TS"))
    state.hands[owner] = state.sort_hand(ids(owner_hand))
    legal = state.legal_actions(0)
    return [agent.choose(state.observation(0), legal)
            for agent in (ai.CountingAgent(0), ai.NormalAgent(0))]


def test_counting_breaks_a_pair_for_the_teams_last_chance_at_a_trick():
    # Seat 1 led: seat 2 (the partner) and seat 3 have passed, seat 0 is the last chance.
    counting, normal = follow_ten(owner=1)
    assert isinstance(counting, Play) and FACES[counting.cards[0]][0] == rules.JACK
    assert isinstance(normal, Pass)
    # Seat 3 led: the partner still answers after seat 0, so the pair stays whole.
    assert all(isinstance(a, Pass) for a in follow_ten(owner=3))


def test_counting_fights_for_a_trick_from_an_owner_with_ten_cards_or_fewer():
    counting, normal = follow_ten(owner=3, owner_hand=OWNER_12[:-9])  # 9 cards left
    assert isinstance(counting, Play) and isinstance(normal, Pass)


def test_hard_cashes_a_sure_winner_then_goes_out():
    # A big joker (core code RJ) nobody beats without a bomb; the rest is one pair.
    hands = ["RJ 4S 4D", FILLER[0], FILLER[1], FILLER[2]]
    action = decide(position(hands, 0), "hard")
    assert [FACES[c] for c in action.cards] == [(rules.BJ, "J")]


# --- the hint -------------------------------------------------------------------------------


def test_hint_is_a_legal_play_or_none():
    state = GdState.new(11)
    agents = [ai.make_agent("normal", s) for s in range(4)]
    hints = 0
    while not state.is_terminal():
        seat = state.to_act
        hint = ai.hint_play(state.observation(seat), state.legal_actions(seat))
        legal = state.legal_actions(seat)
        if hint is not None:
            hints += 1
            assert isinstance(hint, Play) and hint in legal
        other = (seat + 1) % 4
        assert ai.hint_play(state.observation(other), state.legal_actions(other)) is None
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions(seat)))
    assert hints > 10


def test_levels_are_known_and_unknown_ones_refused():
    assert ai.LEVELS == ("easy", "normal", "hard")
    with pytest.raises(ValueError):
        ai.make_agent("expert", 0)

"""The four-player hard player: the core's search with §9's form (ai_4p.FOUR_PLAYER_FORM),
and the fast rank-level normal policy it rolls out with."""

import random
from dataclasses import replace

import pytest

from game.core.search import decide
from game.games.doudizhu import ai_4p
from game.games.doudizhu.ai_policy import Table
from game.games.doudizhu.ai_policy_4p import DANGER, low_first, normal_play_4p
from game.games.doudizhu.ai_search import policy_rollout, result_value, world_table
from game.games.doudizhu.model import FOUR_PLAYER, Bid
from game.games.doudizhu.model_4p import new_state
from game.games.doudizhu.rules import NUM_RANKS, RED_JOKER, Combination, parse_cards
from game.games.doudizhu.rules_4p import all_plays, is_bomb_4p, legal_plays_4p, readings_4p

FOUR = ai_4p.FOUR_PLAYER_FORM
DECK = [r for r in range(NUM_RANKS) for _ in range(ai_4p.FULL_DECK_4P[r])]


class FakeClock:
    """Each reading advances time by `step` seconds: budgets without real timing."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def normal_by_definition(t: Table) -> Combination | None:
    """The normal player as stated over every legal play (slow): go out if possible;
    lead the lowest card in the biggest plain play; let a partner's trick stand;
    else the cheapest plain beater, else the smallest bomb when an enemy is close."""
    counts, prev = list(t.hand), t.prev
    plays = legal_plays_4p(counts, prev)
    out = [p for p in plays if len(p.ranks) == sum(counts)]
    if out:
        return out[0]
    plain = [p for p in plays if not is_bomb_4p(p) and all(counts[r] < 4 for r in p.ranks)]
    if prev is None:
        return min(plain or plays, key=low_first)
    if t.prev_seat != t.landlord and t.seat != t.landlord:
        return None
    if plain:
        return min(plain, key=lambda p: (p.key, len(p.ranks)))
    enemies = [t.landlord] if t.seat != t.landlord else [s for s in range(4) if s != t.seat]
    bombs = sorted((p for p in plays if is_bomb_4p(p)), key=lambda p: (p.kind, p.length, p.key))
    if bombs and (min(t.sizes[e] for e in enemies) <= DANGER or sum(counts) <= 8):
        return bombs[0]
    return None


def counts_of(ranks) -> tuple[int, ...]:
    return tuple(ranks.count(r) for r in range(NUM_RANKS))


def random_tables(seed: int, n: int):
    """Random hands of 1 to 33 cards from the two packs (bombs, planes, joker bombs
    and bomb-only hands turn up), against a random play or none."""
    rng = random.Random(seed)
    for _ in range(n):
        deck = DECK[:]
        rng.shuffle(deck)
        hand = counts_of(deck[:rng.randint(1, 33)])
        other = all_plays(list(counts_of(deck[40:40 + rng.randint(1, 25)])))
        prev = rng.choice(other) if rng.random() < 0.7 else None
        seat, landlord = rng.randrange(4), rng.randrange(4)
        prev_seat = rng.choice([s for s in range(4) if s != seat]) if prev else None
        sizes = tuple(sum(hand) if s == seat else rng.randint(1, 25) for s in range(4))
        yield Table(seat, landlord, hand, sizes, prev, prev_seat, ())


def played_tables(hands: int):
    for seed in range(hands):
        state = new_state(seed, FOUR_PLAYER)
        agents = [ai_4p.make_agent_4p("normal" if (seed + s) % 2 else "easy", s)
                  for s in range(4)]
        while not state.is_terminal():
            seat = state.to_act
            observation = state.observation(seat)
            if observation["phase"] == "play":
                yield ai_4p.table_from_4p(observation)
            state.apply(agents[seat].choose(observation, state.legal_actions(seat)))


def crafted_tables():
    """Hands of bombs only, joker bombs on both sides, long sequences."""
    joker_bomb = Combination("joker_bomb", RED_JOKER, 4, parse_cards("BBRR"))
    for hand, prev in [("33334444", None), ("5555566667777", None), ("BBRR33334", None),
                       ("BBRR5555", joker_bomb), ("BBRR66669", parse_cards("22222")),
                       ("A23456789TJQK", parse_cards("34567")), ("A2345", None),
                       ("KKKAAA22233", None), ("3334445566", parse_cards("AAA2223344"))]:
        if prev is not None and not isinstance(prev, Combination):
            prev = max(readings_4p(prev), key=lambda c: c.key)
        counts = counts_of(list(parse_cards(hand)))
        for seat, landlord in ((0, 0), (1, 0), (1, 2)):
            yield Table(seat, landlord, counts, (sum(counts), 3, 3, 3), prev,
                        None if prev is None else 3, ())


def test_the_fast_normal_policy_makes_the_defined_choice():
    tables = [*played_tables(8), *crafted_tables(), *random_tables(1, 1500)]
    kinds = {t.prev.kind for t in tables if t.prev is not None}
    assert {"plane_pair", "pair_straight", "straight", "bomb", "joker_bomb"} <= kinds
    for t in tables:
        assert normal_play_4p(t) == normal_by_definition(t), t


def landlord_seat_game(seed: int) -> tuple:
    """A four-player hand whose shown-card holder bids 3 and becomes landlord."""
    state = new_state(seed, FOUR_PLAYER)
    state.apply(Bid(state.to_act, 3))
    return state


def midgame(seed: int, plays: int):
    """A hand `plays` decisions into its play phase, by normal players."""
    state = landlord_seat_game(seed)
    agent = ai_4p.make_agent_4p("normal")
    for _ in range(plays):
        seat = state.to_act
        state.apply(agent.choose(state.observation(seat), state.legal_actions(seat)))
    return state


def test_hard_agent_only_returns_legal_actions_in_every_phase():
    seen_phases = set()
    for seed in range(3):
        state = new_state(seed, FOUR_PLAYER)
        levels = ["hard", "normal", "easy", "hard"]
        agents = [ai_4p.make_agent_4p(level, seed * 4 + s,
                                      **({"max_worlds": 3, "time_budget": 60}
                                         if level == "hard" else {}))
                  for s, level in enumerate(levels)]
        while not state.is_terminal():
            seat = state.to_act
            legal = state.legal_actions(seat)
            observation = state.observation(seat)
            action = decide(agents[seat], state, seat, legal)
            assert action in legal, (seed, levels[seat], action)
            if levels[seat] == "hard":
                seen_phases.add(observation["phase"])
            state.apply(action)
        assert state.result is not None
    assert seen_phases == {"auction", "play"}
    assert isinstance(ai_4p.make_agent_4p("hard"), ai_4p.HardAgent4)


def a_search_decision() -> tuple:
    """A farmer answering partway into a hand: a real choice among several plays."""
    for plays in range(6, 40):
        state = midgame(3, plays)
        seat = state.to_act
        observation = state.observation(seat)
        t = ai_4p.table_from_4p(observation)
        if len(FOUR.candidates(t, 6)) >= 3 and seat != state.landlord:
            return state, seat, state.legal_actions(seat)
    raise AssertionError("no decision with a choice")


def test_hard_agent_stops_at_its_time_budget_and_its_world_limit():
    state, seat, legal = a_search_decision()
    # Every clock reading costs 0.01 s; a 0.1 s budget allows about ten sampled worlds.
    agent = ai_4p.make_agent_4p("hard", 3, time_budget=0.1, clock=FakeClock(0.01))
    assert decide(agent, state, seat, legal) in legal
    assert 5 <= agent.last_worlds <= 11
    roomy = ai_4p.make_agent_4p("hard", 3, time_budget=1.0, clock=FakeClock(0.01))
    decide(roomy, state, seat, legal)
    assert roomy.last_worlds > 5 * agent.last_worlds // 2
    capped = ai_4p.make_agent_4p("hard", 3, time_budget=60, max_worlds=7)
    decide(capped, state, seat, legal)
    assert capped.last_worlds == 7
    observation = state.observation(seat)
    assert capped.rollouts == 7 * len(capped.candidates(observation, legal))
    assert len(capped.candidates(observation, legal)) == \
        len(FOUR.candidates(ai_4p.table_from_4p(observation), 6))


def test_hard_agent_is_deterministic_for_a_seed():
    state, seat, legal = a_search_decision()
    choices = {decide(ai_4p.make_agent_4p("hard", 9, max_worlds=6, time_budget=60), state,
                      seat, legal) for _ in range(2)}
    assert len(choices) == 1


@pytest.mark.parametrize(("seed", "plays"), [(2, 0), (4, 9), (6, 23), (8, 41)])
def test_searched_worlds_fit_what_the_seat_knows(seed, plays):
    state = midgame(seed, plays)
    seat = state.to_act
    observation = state.observation(seat)
    played = ai_4p.counts_of(c for _s, codes in observation["history"] if codes for c in codes)
    agent = ai_4p.make_agent_4p("hard", seed, max_worlds=10, time_budget=60)
    worlds = []

    def draw(rng):
        worlds.append(state.determinize(seat, rng))
        return worlds[-1]

    agent.choose_in(observation, state.legal_actions(seat), draw)
    if len(agent.candidates(observation, state.legal_actions(seat))) == 1:
        worlds = [state.determinize(seat, random.Random(i)) for i in range(10)]
    for world in worlds:
        tables = [world_table(world, s) for s in range(4)]
        assert world.hands[seat] == state.hands[seat]
        assert [sum(t.hand) for t in tables] == observation["counts"]
        for r in range(NUM_RANKS):  # every card once: in one hand or played
            assert sum(t.hand[r] for t in tables) + played[r] == ai_4p.FULL_DECK_4P[r]
        assert world_table(world, seat) == ai_4p.table_from_4p(observation)
    others = [s for s in range(4) if s != seat]
    assert len({tuple(tuple(w.hands[s]) for s in others) for w in worlds}) > 1  # resampled


def test_four_player_roll_outs_play_the_normal_policy_the_rules_accept():
    rollout = policy_rollout(FOUR.policy)
    for seed in range(4):
        state = landlord_seat_game(seed)
        while not state.is_terminal():
            seat = state.to_act
            observation = state.observation(seat)
            wanted = normal_play_4p(ai_4p.table_from_4p(observation))
            fast, checked = state.clone(), state.clone()
            action = rollout(fast, seat, None)
            assert action == ai_4p.action_for(wanted, state.legal_actions(seat))
            fast.apply(action)
            checked.apply(replace(action))  # a copy: the full check
            assert fast.snapshot() == checked.snapshot()
            state = fast
        value = result_value()(state, state.landlord)
        assert abs(value) == state.result["multiplier"]  # no bomb doubles, no spring (§9)
        assert not state.result["spring"] and not state.result["anti_spring"]

"""Computer players and hint helpers: legal answers, cooperation, blocking, budgets."""

from copy import deepcopy
from dataclasses import replace

import pytest

from game.core.search import decide
from game.games.doudizhu import ai
from game.games.doudizhu.ai_hand import decompose
from game.games.doudizhu.model import PACK, RANK_OF, Bid, DdzState, Pass, Play
from game.games.doudizhu.rules import RANK_CHARS, count_ranks, parse_cards


def rigged(hands: list[str], landlord: int, current: int, last: tuple[int, str] | None = None,
           passes: int = 0) -> DdzState:
    """A hand in play with the given ranks per seat. Cards in no hand count as already
    played (they go into the history as one old play by the landlord), so the agents'
    picture of the unseen cards is exactly the other two hands."""
    state = DdzState(seed=1)
    free = list(PACK.ids)

    def take(text: str) -> list[int]:
        out = []
        for ch in text:
            card = next(c for c in free if RANK_CHARS[RANK_OF[c]] == ch)
            free.remove(card)
            out.append(card)
        return sorted(out, key=lambda c: (RANK_OF[c], c))

    state.hands = [take(text) for text in hands]
    last_cards = take(last[1]) if last else []
    state.table = free + last_cards
    state.history = [[landlord, list(free)]]
    if last:
        state.history.append([last[0], last_cards])
        combo = max(ai.readings([RANK_OF[c] for c in last_cards]), key=lambda c: c.key)
        state.last_play = (last[0], last_cards, combo)
    state.phase, state.landlord, state.current = "play", landlord, current
    state.leader, state.passes = landlord, passes
    state.high_bid, state.kitty_revealed = 1, True
    return state


def ranks_text(state: DdzState, action) -> str:
    return "".join(RANK_CHARS[RANK_OF[c]] for c in sorted(action.cards, key=lambda c: RANK_OF[c]))


def run_game(seed: int, levels: list[str], **hard_options) -> DdzState:
    state = DdzState.new(seed)
    agents = [ai.make_agent(level, seed * 3 + i, **(hard_options if level == "hard" else {}))
              for i, level in enumerate(levels)]
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        action = decide(agents[seat], state, seat, legal)  # as a table asks (hard searches)
        assert action in legal, f"seed {seed}: {levels[seat]} chose illegal {action}"
        state.apply(action)
    return state


@pytest.mark.parametrize("levels", [["easy", "normal", "easy"], ["normal", "easy", "normal"]])
def test_agents_only_return_legal_actions(levels):
    for seed in range(40):
        assert run_game(seed, levels).is_terminal()


def test_normal_choices_are_always_in_the_legal_list():
    """The heuristic's own combination must map onto a legal action, never the fallback."""
    for seed in range(30):
        state = DdzState.new(seed)
        agent = ai.make_agent("normal")
        while not state.is_terminal():
            seat = state.to_act
            legal = state.legal_actions(seat)
            obs = state.observation(seat)
            if obs["phase"] == "play":
                combo = ai.normal_play(ai.table_from(obs))
                action = ai.action_for(combo, legal)
                if combo is not None:
                    assert isinstance(action, Play) and ranks_text(state, action) == combo.text()
            state.apply(agent.choose(obs, legal))


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        ai.make_agent("expert")


def test_decomposition_keeps_bombs_and_finds_chains():
    plan = decompose(count_ranks(parse_cards("3333456789TTJQKBR")))
    kinds = sorted(g.kind for g in plan)
    assert "bomb" in kinds and "rocket" in kinds
    assert sum(len(g.ranks) for g in plan) == 17
    assert any(g.kind == "straight" for g in plan)
    plan = decompose(count_ranks(parse_cards("333444555666789T")))
    assert [g.kind for g in plan] == ["plane_single"]


def test_normal_does_not_beat_its_partner():
    # Seat 2 (farmer) led a 9, the landlord (seat 0) passed; seat 1 could beat it with
    # a T or a K that fit its plan, but the trick already belongs to its side.
    state = rigged(["345678JQKA", "T55668", "447"], landlord=0, current=1,
                   last=(2, "9"), passes=1)
    legal = state.legal_actions(1)
    assert any(isinstance(a, Play) for a in legal)
    action = ai.make_agent("normal").choose(state.observation(1), legal)
    assert isinstance(action, Pass)


def test_normal_beats_the_landlord_when_it_fits():
    state = rigged(["345678JQKA", "T55668", "4479"], landlord=0, current=1, last=(0, "9"))
    action = ai.make_agent("normal").choose(state.observation(1), state.legal_actions(1))
    assert isinstance(action, Play) and ranks_text(state, action) == "T"


def test_farmer_leading_does_not_give_a_one_card_landlord_a_single():
    state = rigged(["K", "3455", "789T"], landlord=0, current=1)
    action = ai.make_agent("normal").choose(state.observation(1), state.legal_actions(1))
    assert isinstance(action, Play) and ranks_text(state, action) == "55"


def test_farmer_blocks_a_one_card_landlord_with_its_highest_single():
    # The landlord (seat 0) led a 5 and holds one card; a 6 or 8 would fit the plan
    # but let him out with his K.
    state = rigged(["K", "3682", "4TJ"], landlord=0, current=1, last=(0, "5"))
    action = ai.make_agent("normal").choose(state.observation(1), state.legal_actions(1))
    assert isinstance(action, Play) and ranks_text(state, action) == "2"


def test_farmer_overtakes_partner_when_landlord_next_would_go_out():
    # Seat 1 led a 4, seat 2 acts and the landlord (seat 0, next) holds one card.
    state = rigged(["A", "67", "56R"], landlord=0, current=2, last=(1, "4"))
    action = ai.make_agent("normal").choose(state.observation(2), state.legal_actions(2))
    assert isinstance(action, Play) and ranks_text(state, action) == "R"


def test_hint_returns_a_legal_play_or_none_only_when_passing_is_allowed():
    for seed in range(15):
        state = DdzState.new(seed)
        agent = ai.make_agent("easy", seed)
        while not state.is_terminal():
            seat = state.to_act
            legal = state.legal_actions(seat)
            hint = ai.hint_play(state.observation(seat), state.legal_actions(seat))
            if state.phase == "play":
                if hint is None:
                    assert any(isinstance(a, Pass) for a in legal)
                else:
                    assert hint in legal
            else:
                assert hint is None
            other = (seat + 1) % 3  # not its turn
            assert ai.hint_play(state.observation(other), state.legal_actions(other)) is None
            state.apply(agent.choose(state.observation(seat), legal))


def test_plays_from_selection_lists_every_play_inside_the_selection():
    state = rigged(["3334789JQ", "5566", "TTK"], landlord=0, current=0)
    hand = state.hands[0]
    picked = [c for c in hand if RANK_CHARS[RANK_OF[c]] in "34"]
    plays = ai.plays_from_selection(state, 0, picked)
    got = sorted((p.reading, ranks_text(state, p)) for p in plays)
    assert got == sorted([("trio_single", "3334"), ("trio", "333"), ("pair", "33"),
                          ("single", "3"), ("single", "4")])
    for p in plays:
        assert set(p.cards) <= set(picked)
    # The chosen physical cards are applied as they are.
    copy = deepcopy(state)
    copy.apply(plays[0])
    assert sorted(copy.history[-1][1]) == sorted(plays[0].cards)


def test_plays_from_selection_respects_the_play_to_beat():
    state = rigged(["3334789JQ", "5566", "TTK"], landlord=1, current=0, last=(1, "3"))
    picked = [c for c in state.hands[0] if RANK_CHARS[RANK_OF[c]] in "34"]
    plays = ai.plays_from_selection(state, 0, picked)
    assert [(p.reading, ranks_text(state, p)) for p in plays] == [("single", "4")]
    assert ai.plays_from_selection(state, 0, []) == []
    foreign = [c for c in state.hands[1] if RANK_CHARS[RANK_OF[c]] == "5"]
    assert ai.plays_from_selection(state, 0, foreign) == []


def test_bids_are_legal_and_strong_hands_bid():
    strong = DdzState.new(3)
    seat = strong.to_act
    rigged_hand = [c for c in PACK.ids if RANK_OF[c] in (12, 13, 14)][:6]
    strong.hands[seat] = sorted(set(strong.hands[seat][:11]) | set(rigged_hand))
    legal = strong.legal_actions(seat)
    action = ai.make_agent("normal").choose(strong.observation(seat), legal)
    assert isinstance(action, Bid) and action.value >= 2


class FakeClock:
    """Each reading advances time by `step` seconds: budgets without real timing."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def a_search_decision() -> tuple[DdzState, list]:
    """The landlord's opening lead of a fixed deal: a real choice among many plays."""
    state = DdzState.new(5)
    while state.phase == "auction":
        seat = state.to_act
        state.apply(Bid(seat, 3 if seat == 0 else 0))
    return state, state.legal_actions(0)


def test_hard_agent_stops_at_its_time_budget():
    state, legal = a_search_decision()
    # Every clock reading costs 0.01 s; a 0.1 s budget allows about ten sampled worlds.
    agent = ai.make_agent("hard", 3, time_budget=0.1, clock=FakeClock(0.01))
    action = decide(agent, state, 0, legal)
    assert action in legal
    assert 5 <= agent.last_worlds <= 11
    roomy = ai.make_agent("hard", 3, time_budget=1.0, clock=FakeClock(0.01))
    decide(roomy, state, 0, legal)
    assert roomy.last_worlds > 5 * agent.last_worlds // 2
    assert roomy.rollouts == roomy.last_worlds * (agent.rollouts // agent.last_worlds)


def test_hard_agent_is_deterministic_for_a_seed():
    state, legal = a_search_decision()
    choices = {decide(ai.make_agent("hard", 9, max_worlds=8, time_budget=60), state, 0, legal)
               for _ in range(2)}
    assert len(choices) == 1


def test_hard_agent_plays_legal_hands_to_the_end():
    for seed in range(2):
        state = run_game(seed, ["hard", "normal", "easy"], max_worlds=4, time_budget=60)
        assert state.result is not None


def test_hard_agent_is_the_core_search_over_the_games_determinize():
    from game.core.search import SearchAgent

    state, legal = a_search_decision()
    agent = ai.make_agent("hard", 1, max_worlds=6, time_budget=60)
    assert isinstance(agent, SearchAgent)
    worlds = []

    def draw(rng):
        worlds.append(state.determinize(0, rng))
        return worlds[-1]

    assert agent.choose_in(state.observation(0), legal, draw) in legal
    assert len(worlds) == agent.last_worlds == 6
    assert agent.rollouts == 6 * len(agent.candidates(state.observation(0), legal))
    for world in worlds:  # the seat's own hand kept, the farmers' dealt again
        assert world.hands[0] == state.hands[0]
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    assert len({tuple(w.hands[1]) for w in worlds}) > 1


def test_hard_agent_bids_as_the_normal_player_and_makes_forced_moves_at_once():
    state = DdzState.new(3)
    seat = state.to_act
    legal = state.legal_actions(seat)
    hard = ai.make_agent("hard", 2)
    assert decide(hard, state, seat, legal) == ai.make_agent("normal").choose(
        state.observation(seat), legal)
    assert hard.rollouts == 0


def test_the_hard_players_first_guess_is_the_normal_players_play():
    for seed in range(6):
        state = DdzState.new(seed)
        normal = ai.make_agent("normal")
        hard = ai.make_agent("hard", seed)
        while not state.is_terminal():
            seat = state.to_act
            observation, legal = state.observation(seat), state.legal_actions(seat)
            wanted = normal.choose(observation, legal)
            assert hard.candidates(observation, legal)[0] == wanted
            state.apply(wanted)


def test_roll_out_tables_are_what_the_seat_would_see():
    """The roll-out reads a world's hands straight, not an observation: in a real hand
    its view is exactly the observation's, and its play is what the full rules accept."""
    from game.games.doudizhu.ai_search import CLASSIC, policy_rollout, world_table

    rollout = policy_rollout(CLASSIC.policy)
    for seed in range(8):
        state = DdzState.new(seed)
        normal = ai.make_agent("normal")
        while not state.is_terminal():
            seat = state.to_act
            observation, legal = state.observation(seat), state.legal_actions(seat)
            if state.phase == "play":
                assert world_table(state, seat) == ai.table_from(observation)
                fast, checked = state.clone(), state.clone()
                action = rollout(fast, seat, None)
                wanted = normal.choose(observation, legal)
                assert action.kind == wanted.kind
                if isinstance(action, Play):
                    assert sorted(RANK_OF[c] for c in action.cards) == \
                        sorted(RANK_OF[c] for c in wanted.cards)
                fast.apply(action)
                checked.apply(replace(action))  # a copy: the full check
                assert fast.snapshot() == checked.snapshot()
            state.apply(normal.choose(observation, legal))


def test_the_value_of_an_ended_world_is_the_sides_result():
    from game.games.doudizhu.ai_search import result_value

    state = run_game(4, ["normal", "normal", "normal"])
    result, landlord = state.result, state.landlord
    sign = 1 if result["winner"] == "landlord" else -1
    worth = result_value(stakes=0.5)
    assert worth(state, landlord) == sign * (1 + 0.5 * (result["multiplier"] - 1))
    farmer = (landlord + 1) % 3
    assert worth(state, farmer) == -worth(state, landlord)


def test_normal_beats_easy_on_the_same_deals_with_roles_swapped():
    from game.games.doudizhu.bench.strength import match

    result = match("normal", "easy", deals=30, workers=1)
    assert result["win"] >= 0.7


def test_the_roll_outs_running_counts_match_the_worlds_hands():
    import random

    from game.games.doudizhu.ai_search import CLASSIC, _Counts, policy_rollout, world_table

    state, _legal = a_search_decision()
    rollout, counts = policy_rollout(CLASSIC.policy), _Counts()
    for seed in range(6):
        world = state.determinize(0, random.Random(seed))
        while not world.is_terminal():
            seat = world.to_act
            assert counts.table(world, seat) == world_table(world, seat)
            world.apply(rollout(world, seat, None))

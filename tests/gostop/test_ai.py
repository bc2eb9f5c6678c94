"""Go-Stop computer players: whole hands with legal answers at every level in every
kind of hand, from the observation alone; the normal player's judgement in rigged
positions (sets, denial, two table cards, bombs, shakes, flip-only turns, Go or Stop);
the hard player's search (legal through `decide`, bounded by its worlds, both Go and
Stop tried) and its roll-out policy. How long a decision takes, and which level beats
which, are the benches' (`python -m game.bench gostop-ai-time`, `gostop-ai-strength`)."""

from __future__ import annotations

import random

import pytest

from game.core.search import SearchAgent, decide
from game.games.gostop import ai, ai_search, bench
from game.games.gostop.actions import Bomb, Chongtong, FlipOnly, Go, Play, Shake, Stop, Take
from game.games.gostop.cards import ids
from game.games.gostop.model import GostopState
from tests.gostop.helpers import rigged
from tests.playing import assert_no_state_import

KINDS = {"play", "take", "go", "stop", "shake", "bomb", "flip_only"}


def card(code: str) -> int:
    return ids(code)[0]


def play_hand(seed: int, variant: str, levels, hard_worlds: int = 2):
    """One hand to its end with these levels round the table (a hard seat searches a
    few worlds through `decide`); every answer must be one of the legal objects.
    Returns the state and the kinds of the answers to a real choice, per level."""
    state = GostopState.new(seed, variant)
    agents = [ai_search.hard_agent(seed + s, max_worlds=hard_worlds, time_budget=1e9)
              if levels[s % len(levels)] == "hard" else
              ai.make_agent(levels[s % len(levels)], seed * 10 + s)
              for s in range(state.players)]
    chosen: dict[str, set[str]] = {level: set() for level in levels}
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        action = decide(agents[seat], state, seat, legal)
        assert any(action is a for a in legal), (state.phase, action)
        if len(legal) > 1:
            chosen[levels[seat % len(levels)]].add(action.kind)
        state.apply(action)
    return state, chosen


@pytest.mark.parametrize("variant", ["2p", "3p", "2p+bonus", "3p+bonus"])
@pytest.mark.parametrize("levels", [("easy",), ("normal",), ("easy", "normal")])
def test_easy_and_normal_play_whole_hands_with_legal_answers(variant, levels):
    kinds: set[str] = set()
    for seed in range(30):
        state, chosen = play_hand(seed, variant, levels)
        assert state.result is not None and sum(state.returns()) == 0
        kinds |= chosen[levels[-1]]
    if variant.startswith("2p") and levels == ("normal",):
        # Every option of a turn came up and was answered: a policy for each.
        assert KINDS <= kinds, KINDS - kinds


@pytest.mark.parametrize("variant", ["2p", "3p", "2p+bonus"])
def test_hard_plays_whole_hands_with_legal_answers_through_decide(variant):
    for seed in range(3):
        state, chosen = play_hand(seed, variant, ("hard", "normal"))
        assert state.result is not None
        assert "play" in chosen["hard"]


def test_every_level_takes_or_judges_a_chongtong():
    state = next(s for s in map(GostopState.new, range(300)) if s.phase == "chongtong")
    seat = state.to_act
    obs, legal = state.observation(seat), state.legal_actions(seat)
    assert ai.make_agent("easy", 1).choose(obs, legal) == Chongtong(seat, True)
    assert ai.make_agent("normal", 1).choose(obs, legal) == Chongtong(seat, True)
    hard = ai_search.hard_agent(1, max_worlds=3, time_budget=1e9)
    action = decide(hard, state, seat, legal)
    assert any(action is a for a in legal) and hard.last_worlds == 3  # both answers tried


def test_the_agents_never_import_the_state():
    assert_no_state_import(ai)


class Public(dict):
    """An observation that fails the test if a player reads a field the seat may not
    use to decide (the hands at the end, the result)."""

    HIDDEN = ("hands", "result")

    def __getitem__(self, key):
        assert key not in self.HIDDEN, f"the player read {key!r}"
        return super().__getitem__(key)

    def get(self, key, default=None):
        assert key not in self.HIDDEN, f"the player read {key!r}"
        return super().get(key, default)


@pytest.mark.parametrize("variant", ["2p", "3p"])
def test_a_player_needs_only_the_public_observation(variant):
    levels = {"easy": ai.make_agent("easy", 2), "normal": ai.make_agent("normal", 2),
              "hard": ai.make_agent("hard", 2)}
    for seed in range(5):
        state = GostopState.new(100 + seed, variant)
        rng = random.Random(seed)
        while not state.is_terminal():
            seat = state.to_act
            legal = state.legal_actions(seat)
            obs = state.observation(seat)
            public = Public({k: v for k, v in obs.items() if k not in Public.HIDDEN})
            for agent in levels.values():  # the hard player without worlds: its first guess
                assert agent.choose(public, legal) in legal
            state.apply(legal[rng.randrange(len(legal))])


# --- the normal player's judgement ----------------------------------------------------


@pytest.mark.parametrize("mine, table, hand, completing", [
    ("06b 09b", "02a 10b", "02c 07c 10c", "10c"),  # cheongdan's third ribbon
    ("01a 03a", "05b 08a", "05c 08c 12c", "08c"),  # the third bright
    ("02a 04a", "03a 08b", "03c 08c", "08c"),  # godori's third bird over a bright
])
def test_normal_completes_a_set_when_a_capture_would(mine, table, hand, completing):
    state = rigged({0: hand, 1: "01c 04c 11c"}, table=table, stock="01d 04d 11d",
                   captures={0: mine})
    action = ai.make_agent("normal", 0).choose(state.observation(0), state.legal_actions(0))
    assert action == Play(0, (card(completing),))


def test_normal_denies_the_card_an_opponent_needs_for_a_set():
    def choice(opponent: str) -> Play:
        state = rigged({0: "07c 10c 12c", 1: "01c 04c 11c"}, table="07b 10b",
                       stock="01d 04d 11d", captures={1: opponent})
        return ai.make_agent("normal", 0).choose(state.observation(0), state.legal_actions(0))

    # Alike for itself: the first (July). With two blue ribbons taken by the opponent,
    # October's ribbon would finish his cheongdan: it takes that one.
    assert choice("") == Play(0, (card("07c"),))
    assert choice("06b 09b") == Play(0, (card("10c"),))


def test_of_two_table_cards_normal_takes_the_better_and_easy_the_first():
    state = rigged({0: "08d 01c", 1: "02c 04c"}, table="08c 08a", stock="11c 11d 12c")
    state.apply(Play(0, (card("08d"),)))
    assert state.phase == "take"
    obs, legal = state.observation(0), state.legal_actions(0)
    assert legal[0] == Take(0, card("08c"))
    assert ai.make_agent("normal", 0).choose(obs, legal) == Take(0, card("08a"))
    assert ai.make_agent("easy", 0).choose(obs, legal) == legal[0]


def test_normal_bombs_rather_than_take_a_pair():
    state = rigged({0: "05a 05b 05c 07c", 1: "02c 04c 11c"}, table="05d 07d",
                   stock="01d 04d 11d")
    legal = state.legal_actions(0)
    assert Bomb(0, tuple(sorted(ids("05a 05b 05c")))) in legal
    assert ai.make_agent("normal", 0).choose(state.observation(0), legal).kind == "bomb"


@pytest.mark.parametrize("ahead, shakes", [(0, True), (1, False)])
def test_normal_shakes_when_it_is_not_behind(ahead, shakes):
    strong = "01a 03a 01b 02b 03b 04b 05b"
    state = rigged({0: "06a 06b 06c", 1: "02d 04d 11d"}, table="01c 02c",
                   stock="01d 04c 11c", captures={ahead: strong})
    action = ai.make_agent("normal", 0).choose(state.observation(0), state.legal_actions(0))
    assert isinstance(action, Shake) is shakes, action


def test_normal_turns_up_only_when_no_card_is_worth_playing():
    def choice(table: str):
        state = rigged({0: "06c 10c", 1: "02d 04d 11d"}, table=table, stock="01d 04c 11c")
        state.skips[0] = 1  # a flip-only turn left from a bomb
        return ai.make_agent("normal", 0).choose(state.observation(0), state.legal_actions(0))

    assert choice("01c 02c") == FlipOnly(0)  # both cards would be left to the opponent
    assert choice("01c 10a") == Play(0, (card("10c"),))  # a capture is worth a card


# --- Go or Stop -------------------------------------------------------------------------

# 2 brights 0 + 5 ribbons 1 + hongdan 3 = 4 points; 08a onto 08c makes 3 brights: 7.
FOUR_POINTS = "01a 03a 01b 02b 03b 04b 05b"


def at_seven(hand: str, opponent_hand: str, opponent: str, mine: str = "") -> GostopState:
    """Seat 0 reaches the target (7) by playing 08a onto 08c, and is asked."""
    state = rigged({0: "08a " + hand, 1: opponent_hand}, table="08c 11c",
                   stock="12b 09c 09d 01c",
                   captures={0: f"{FOUR_POINTS} {mine}".strip(), 1: opponent})
    state.apply(Play(0, (card("08a"),)))
    assert state.phase == "go_stop" and state.to_act == 0
    return state


def test_normal_stops_when_the_opponent_is_one_card_from_the_target_late():
    # Junk value 15 (6 points): any junk he takes makes his 7. Two cards each left.
    state = at_seven("06c 12a", "07c 10c 11d",
                     "02c 02d 03c 03d 04c 04d 05c 05d 06d 07d 10d 12d 11b")
    obs = state.observation(0)
    assert obs["scores"][1] == 6
    assert ai.make_agent("normal", 0).choose(obs, state.legal_actions(0)) == Stop(0)


def test_normal_goes_when_far_ahead_early_with_safe_cards():
    # Seven cards left, the opponent on no point and near no set.
    state = at_seven("06a 06b 06c 10a 10b 10c 12a", "02c 02d 03c 04c 04d 05c 07c 07d",
                     "")
    obs = state.observation(0)
    assert obs["scores"][1] == 0 and obs["hand_counts"][0] == 7
    assert ai.make_agent("normal", 0).choose(obs, state.legal_actions(0)) == Go(0)


def test_the_go_policy_weighs_the_cards_left():
    """The same lead with one card left: not worth a Go."""
    state = at_seven("06a", "02c 02d", "")
    assert ai.go_or_stop(ai.View(state.observation(0))) is False


def test_a_go_is_worth_less_when_a_loss_would_pay_penalties():
    """Against junk worth 3 points and a bright, no junk of its own is pi-bak if he wins
    after the Go; six junk are cover."""
    def worth(mine: str) -> tuple[int, float]:
        state = at_seven("06a 06b 10a", "07a 11d 12c 09a",
                         "11a 02c 02d 03c 03d 04c 04d 05c 05d 11b 12d", mine)
        v = ai.View(state.observation(0))
        return ai.bak_exposure(v, 1), ai.go_worth(v)

    (bare, bare_worth), (covered, covered_worth) = worth(""), worth("06c 06d 07c 07d 10c 10d")
    assert (bare, covered) == (1, 0)
    assert bare_worth < covered_worth


# --- the hard player ----------------------------------------------------------------------


def test_hard_is_a_search_over_the_normal_players_guess():
    agent = ai.make_agent("hard", 3)
    assert isinstance(agent, SearchAgent) and agent.level == "hard"
    state = GostopState.new(5)
    seat = state.to_act
    obs, legal = state.observation(seat), state.legal_actions(seat)
    assert agent.choose(obs, legal) == ai.NormalAgent(3).choose(obs, legal)


def test_hard_returns_a_legal_action_within_a_few_worlds():
    state = GostopState.new(11)
    seat = state.to_act
    legal = state.legal_actions(seat)
    agent = ai_search.hard_agent(4, max_worlds=3, time_budget=1e9)
    action = decide(agent, state, seat, legal)
    assert any(action is a for a in legal)
    assert agent.last_worlds == 3 and agent.rollouts > 3  # several candidates per world


def test_hard_searches_both_go_and_stop():
    state = at_seven("06a 06b 06c 10a 10b 10c 12a", "02c 02d 03c 04c 04d 05c 07c 07d", "")
    agent = ai_search.hard_agent(4, max_worlds=4, time_budget=1e9)
    obs, legal = state.observation(0), state.legal_actions(0)
    assert set(agent.game.candidates(obs, legal)) == {Go(0), Stop(0)}
    action = decide(agent, state, 0, legal)
    assert action in (Go(0), Stop(0)) and agent.rollouts == 8


def test_hard_candidates_try_each_kind_of_card_once():
    # 02c / 02d play alike (two plain junk of February): one is tried.
    state = rigged({0: "02c 02d 03a 05c 07c 09a 12b", 1: "01c 04c 11c"}, table="02a 05b",
                   stock="01d 04d 11d")
    obs, legal = state.observation(0), state.legal_actions(0)
    agent = ai_search.hard_agent(0)
    chosen = agent.game.candidates(obs, legal)
    assert chosen[0] == ai.NormalAgent(0).choose(obs, legal)
    assert len(chosen) == ai_search.MAX_CANDIDATES < len(legal)
    assert not {Play(0, (card("02c"),)), Play(0, (card("02d"),))} <= set(chosen)


def test_hard_is_deterministic_for_a_seed_within_its_worlds():
    a, _ = play_hand(21, "2p", ("hard", "normal"), hard_worlds=3)
    b, _ = play_hand(21, "2p", ("hard", "normal"), hard_worlds=3)
    assert a.actions == b.actions


@pytest.mark.parametrize("variant", ["2p", "3p", "2p+bonus", "3p+bonus"])
def test_the_roll_out_plays_legal_moves_in_sampled_worlds_to_the_end(variant):
    rng = random.Random(0)
    phases: set[str] = set()
    for seed in range(25):
        real = GostopState.new(seed, variant)
        world = real.determinize(real.to_act, rng)
        while not world.is_terminal():
            seat = world.to_act
            action = ai_search.rollout(world, seat, rng)
            assert action in world.legal_actions(seat), (world.phase, action)
            phases.add(world.phase)
            world.apply(action)
    assert {"play", "go_stop"} <= phases


def test_the_strength_bench_plays_a_small_match():
    assert [b.name for b in bench.BENCHES] == ["gostop-ai-time", "gostop-ai-strength",
                                               "gostop-frames"]
    r = bench.match(2, "normal", "easy", deals=2, workers=1)
    assert r["deals"] == 2 and r["games"] == 4 and r["stderr"] >= 0

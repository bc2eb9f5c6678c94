"""Saint Petersburg's computer players (rules sheet §8, C11): every level plays whole games
choosing only legal actions; the normal player's rules (a card into the hand only when
it cannot be paid now and never in the last round, every Pub point in the last round,
a pass when broke, the Observatory and the card it draws); the hard player: its search
asks `decide` for made-up worlds and never sees the state, stops at its budget, defers
the Pub to the normal rule, and its compact rules (`Sim`) play exactly as the model and
the normal player do."""

import random

import pytest

from game.core.search import decide
from game.games.saint_petersburg.actions import (
    Buy,
    Discard,
    Observe,
    Pass,
    Play,
    PubPoints,
    Take,
)
from game.games.saint_petersburg.ai import Merchant, make_agent
from game.games.saint_petersburg.cards import PACK, STACKS
from game.games.saint_petersburg.hard import ENDED, HardMerchant, Sim
from game.games.saint_petersburg.model import ACTIONS, OBSERVED, PUB, SaintPetersburgState


def card(key: str, copy: int = 0) -> int:
    return [c.id for c in PACK.cards if c.rank == key][copy]


def table(players: int = 2, phase: str = "worker", upper=(), lower=(), displays=None,
          hands=None, rubles=None, last_round: bool = False) -> SaintPetersburgState:
    """A game in `phase`'s action loop with the rows, displays, hands and rubles given
    (those cards taken out of the stacks); seat 0 holds the phase's token and acts."""
    s = SaintPetersburgState(5, f"{players}p")
    s.stacks["worker"][:0] = s.upper  # the dealt workers back under their stack
    displays, hands = displays or {}, hands or {}
    placed = {*upper, *lower, *(c for d in displays.values() for c in d),
              *(c for h in hands.values() for c in h)}
    for name in STACKS:
        s.stacks[name] = [c for c in s.stacks[name] if c not in placed]
    s.upper, s.lower = list(upper), list(lower)
    s.displays = [list(displays.get(p, [])) for p in range(players)]
    s.hands = [list(hands.get(p, [])) for p in range(players)]
    s.rubles = list(rubles) if rubles else [25] * players
    s.tokens = dict.fromkeys(STACKS, 0)
    s.phase, s.step, s.passes, s.turn = phase, ACTIONS, 0, 0
    s.last_round = last_round
    return s


def all_pass(s: SaintPetersburgState) -> None:
    """Everyone passes until the phase's loop is over."""
    phase = s.phase
    while s.step == ACTIONS and s.phase == phase:
        s.apply(Pass(s.to_act))


def on_top(s: SaintPetersburgState, stack: str, c: int) -> None:
    """Card `c` moved to the top of its stack."""
    s.stacks[stack].remove(c)
    s.stacks[stack].append(c)


def quick_hard(seed: int, **options) -> HardMerchant:
    """A hard player that samples few worlds (its choices are as legal; the games quick)."""
    return HardMerchant(seed, **{"max_worlds": 1, **options})


def play(state: SaintPetersburgState, agents, watch=None) -> SaintPetersburgState:
    """The game to its end, each seat asked as the table asks it (`decide`); every choice
    must be legal. `watch(state, seat, legal, action)` sees each before it is applied."""
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        action = decide(agents[seat], state, seat, legal)
        assert action in legal
        if watch is not None:
            watch(state, seat, legal, action)
        state.apply(action)
    return state


# -- whole games --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_easy_and_normal_play_whole_games_legally(level, players):
    s = play(SaintPetersburgState(11 + players, f"{players}p"),
             [make_agent(level, 7 + seat) for seat in range(players)])
    assert s.is_terminal() and s.winners()
    assert max(s.returns()) > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_plays_whole_games_legally_among_the_other_levels(players):
    levels = ["hard", "normal", "easy", "normal"][:players]
    agents = [quick_hard(3) if level == "hard" else make_agent(level, 3 + seat)
              for seat, level in enumerate(levels)]
    s = play(SaintPetersburgState(20 + players, f"{players}p"), agents)
    assert s.is_terminal()
    assert agents[0].rollouts > 0  # it searched


def test_make_agent_builds_every_level():
    assert make_agent("hard", 1).level == "hard"
    assert isinstance(make_agent("hard", 1), HardMerchant)
    assert HardMerchant(4).level == "hard"
    assert isinstance(make_agent("normal", 1), Merchant)
    with pytest.raises(ValueError):
        make_agent("expert", 1)


# -- the normal player's rules ------------------------------------------------------------


def test_normal_takes_a_card_only_when_it_cannot_pay_it_and_never_in_the_last_round():
    taken = []

    def watch(state, seat, legal, action):
        if isinstance(action, Take):
            taken.append(action)
            assert not state.last_round
            assert not any(isinstance(a, Buy) and a.card == action.card for a in legal)

    for players in (2, 3, 4):
        play(SaintPetersburgState(30 + players, f"{players}p"),
             [make_agent("normal", seat) for seat in range(players)], watch)
    assert taken  # the rule was put to the test


def test_normal_takes_nothing_in_the_last_round_even_what_it_cannot_pay():
    academy = card("academy")
    s = table(phase="building", upper=[academy], rubles=[8, 8], last_round=True)
    assert Take(0, academy) in s.legal_actions(0)
    assert Merchant(1).choose(s.observation(0), s.legal_actions(0)) == Pass(0)
    s.last_round = False
    s.displays[0] = [card("lumberjack", i) for i in range(5)]  # 8 + 15 rubles: 23
    assert Merchant(1).choose(s.observation(0), s.legal_actions(0)) == Take(0, academy)


def test_normal_buys_every_point_it_can_at_the_pub_in_the_last_round():
    pub = card("pub")
    for last, most in ((True, True), (False, False)):
        s = table(phase="building", displays={0: [pub]}, rubles=[20, 3], last_round=last)
        all_pass(s)  # the Building phase scores; the Pub opens
        assert s.step == PUB and s.asking == (0,)
        choice = decide(make_agent("normal", 1), s, 0, s.legal_actions(0))
        # before the last round it keeps 12 rubles when the rows show nothing better
        assert choice == PubPoints(0, 5 if most else 4)


def test_normal_passes_when_broke():
    s = table(upper=[card("lumberjack"), card("market")], hands={0: [card("gold_miner")]},
              rubles=[0, 25])
    legal = s.legal_actions(0)
    assert len(legal) > 1  # it could take a card
    assert make_agent("normal", 1).choose(s.observation(0), legal) == Pass(0)


def test_normal_buys_a_good_card_it_can_pay_and_passes_on_a_bad_one():
    lumberjack = card("lumberjack")
    s = table(upper=[lumberjack], rubles=[25, 25])
    assert make_agent("normal", 1).choose(s.observation(0), s.legal_actions(0)) == \
        Buy(0, lumberjack)
    s = table(upper=[lumberjack], rubles=[25, 25], last_round=True, phase="aristocrat")
    assert make_agent("normal", 1).choose(s.observation(0), s.legal_actions(0)) == Pass(0)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_observatory_and_the_card_it_draws_get_legal_choices(level):
    observatory, lumberjack = card("observatory"), card("lumberjack")
    s = table(phase="building", displays={0: [observatory]}, rubles=[30, 30])
    on_top(s, "worker", lumberjack)
    legal = s.legal_actions(0)
    assert Observe(0, "worker") in legal
    agent = quick_hard(2) if level == "hard" else make_agent(level, 2)
    assert decide(agent, s, 0, legal) in legal
    s.apply(Observe(0, "worker"))
    assert s.step == OBSERVED and s.drawn == lumberjack
    legal = s.legal_actions(0)
    choice = decide(agent, s, 0, legal)
    assert choice in legal and choice.card == lumberjack
    if level == "normal":
        assert choice == Buy(0, lumberjack)  # 3 rubles a round for 3


def test_a_drawn_card_of_no_use_in_the_last_round_is_discarded():
    observatory, bank = card("observatory"), card("bank")
    s = table(phase="building", displays={0: [observatory]}, rubles=[30, 30], last_round=True)
    on_top(s, "trading", bank)  # no building to displace but the Observatory itself
    s.apply(Observe(0, "trading"))
    legal = s.legal_actions(0)
    assert not any(isinstance(a, Buy) for a in legal)  # a used Observatory is no target
    assert make_agent("normal", 1).choose(s.observation(0), legal) == Discard(0, bank)


# -- the hard player -----------------------------------------------------------------------


class Ticks:
    """A test clock: every reading a tenth of a second later."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.1
        return self.now


def midgame(seed: int = 8, players: int = 3) -> SaintPetersburgState:
    """A game some way in, played by normal players, with a real choice to make."""
    s = SaintPetersburgState(seed, f"{players}p")
    agents = [make_agent("normal", seat) for seat in range(players)]
    while s.round < 3 or s.step != ACTIONS or len(s.legal_actions(s.to_act)) < 4:
        seat = s.to_act
        s.apply(decide(agents[seat], s, seat, s.legal_actions(seat)))
    return s


def test_hard_searches_made_up_worlds_through_decide_never_the_state():
    s = midgame()
    seat = s.to_act
    legal = s.legal_actions(seat)
    made = []
    real = s.determinize

    def determinize(who, rng):
        assert who == seat
        world = real(who, rng)
        made.append(world)
        return world

    s.determinize = determinize
    agent = HardMerchant(1, max_worlds=6, time_budget=60.0)
    seen = []
    original = agent.play_out

    def play_out(world, who):
        seen.append(world)
        return original(world, who)

    agent.play_out = play_out
    choice = decide(agent, s, seat, legal)
    assert choice in legal
    assert len(made) == agent.last_worlds == 6
    assert seen and all(isinstance(w, Sim) for w in seen)  # worlds, not the state
    assert any(w.stacks != s.stacks for w in made)  # the stacks' order dealt again
    assert all(w.displays == s.displays and w.upper == s.upper for w in made)


def test_hard_stops_at_its_budget():
    s = midgame()
    seat = s.to_act
    agent = HardMerchant(1, time_budget=0.35, max_worlds=40, clock=Ticks())
    choice = decide(agent, s, seat, s.legal_actions(seat))
    assert choice in s.legal_actions(seat)
    assert 1 <= agent.last_worlds <= 4  # the clock, not the 40 worlds, stopped it


def test_hard_without_worlds_answers_its_first_guess():
    s = midgame()
    seat = s.to_act
    legal = s.legal_actions(seat)
    agent = HardMerchant(1)
    assert agent.choose(s.observation(seat), legal) == \
        agent.candidates(s.observation(seat), legal)[0]


def test_hard_weighs_the_planners_best_and_always_pass():
    s = midgame()
    seat = s.to_act
    legal = s.legal_actions(seat)
    agent = HardMerchant(1, many=2)
    found = agent.candidates(s.observation(seat), legal)
    assert Pass(seat) in found and all(a in legal for a in found)
    assert found[0] == Merchant(1).choose(s.observation(seat), legal)
    assert len(found) <= 3


def test_hard_buys_pub_points_by_the_normal_rule():
    pub = card("pub")
    s = table(phase="building", displays={0: [pub]}, rubles=[20, 3], last_round=True)
    all_pass(s)
    agent = HardMerchant(1)
    assert decide(agent, s, 0, s.legal_actions(0)) == PubPoints(0, 5)
    assert agent.rollouts == 0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_hand_card_is_played_in_the_last_round_to_save_its_penalty(level):
    market = card("market")  # its point is paid in the Building phase, over by now
    s = table(phase="aristocrat", hands={0: [market]}, rubles=[10, 10], last_round=True)
    legal = s.legal_actions(0)
    agent = HardMerchant(1, max_worlds=4) if level == "hard" else make_agent(level, 1)
    assert decide(agent, s, 0, legal) == Play(0, market)


def test_hard_outscores_normal_at_either_seat():
    hard = normal = 0
    for hard_seat in (0, 1):
        agents = [make_agent("normal", 5), make_agent("normal", 6)]
        agents[hard_seat] = HardMerchant(9, max_worlds=3)
        scores = play(SaintPetersburgState(61 + hard_seat, "2p"), agents).returns()
        hard += scores[hard_seat]
        normal += scores[1 - hard_seat]
    assert hard > normal


# -- the search's compact rules -------------------------------------------------------------

FIELDS = ("stacks", "upper", "lower", "displays", "hands", "rubles", "points", "tokens",
          "round", "phase", "last", "refilled", "step", "used", "drawn", "asking",
          "pub_bought")


@pytest.mark.parametrize("players", [2, 4])
def test_sim_follows_the_model_and_plays_as_the_normal_player(players):
    """Every action of a normal game applied to the Sim leaves it as the model's state
    (after an automatic pass the model moves on by itself: the Sim is read again); the
    Sim's own choice is the normal player's but for the Observatory, which it never
    uses."""
    s = SaintPetersburgState(40 + players, f"{players}p")
    agents = [Merchant(seat) for seat in range(players)]
    compared = same_choice = choices = 0
    while not s.is_terminal():
        seat = s.to_act
        legal = s.legal_actions(seat)
        action = decide(agents[seat], s, seat, legal)
        sim = Sim.of(s)
        if s.step != PUB and len(legal) > 1 and not isinstance(action, Observe):
            mine, theirs = sim.clone(), sim.clone()
            mine.act()
            theirs.apply(action)
            choices += 1
            same_choice += all(getattr(mine, f) == getattr(theirs, f) for f in FIELDS)
        sim.apply(action)
        events = s.apply(action)
        if any(e.kind == "pass" and e.data["auto"] for e in events):
            continue
        now = Sim.of(s)
        for name in FIELDS + ("turn", "passes"):
            assert getattr(sim, name) == getattr(now, name), name
        compared += 1
    assert compared > 50 and choices > 50
    assert same_choice == choices
    assert Sim.of(s).scores() == s.returns()


def test_sim_takes_every_kind_of_action_as_the_model_does():
    observatory, market, author = card("observatory"), card("market"), card("author")
    lumberjack, bank, weapon_master = card("lumberjack"), card("bank"), card("weapon_master")
    customs, second = card("customs_house"), card("lumberjack", 1)
    moves = ([Observe(0, "worker"), Buy(0, lumberjack)], [Observe(0, "worker"),
             Take(0, lumberjack)], [Observe(0, "worker"), Discard(0, lumberjack)],
             [Buy(0, bank, (market,))], [Buy(0, second)], [Take(0, customs)],
             [Play(0, weapon_master, (author,))], [Pass(0), Buy(1, customs), Pass(0)])
    for actions in moves:
        s = table(phase="building", upper=[bank, customs], lower=[second],
                  displays={0: [observatory, market, author]}, hands={0: [weapon_master]},
                  rubles=[30, 30])
        on_top(s, "worker", lumberjack)
        sim = Sim.of(s)
        for action in actions:
            sim.apply(action)
            s.apply(action)
            now = Sim.of(s)
            for name in FIELDS + ("turn", "passes"):
                assert getattr(sim, name) == getattr(now, name), (action, name)


def test_a_sim_plays_a_made_up_world_to_the_end():
    s = midgame(players=4)
    world = Sim.of(s.determinize(0, random.Random(3)))
    copy = world.clone()
    while world.step != ENDED:
        world.act()
    assert world.last and len(world.scores()) == 4
    assert copy.step != ENDED and copy.round == s.round  # a clone is its own

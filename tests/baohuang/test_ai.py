"""Bao Huang computer players: legal whole hands, no hidden information, ascending on
strength, partnership in play, the hint, bounded work per decision (the time is the
bench's: `python -m game.bench bh-ai-time`), and that the levels really differ."""


import pytest

from game.games.baohuang import ai, ai_policy
from game.games.baohuang.model import Abdicate, Ascend, BhState, Declare, Pass, Play
from game.games.baohuang.rules import card_rank, parse
from tests.playing import Metered, assert_no_state_import, count_calls, play_with_agents

VARIANTS = ("ls", "classic", "ls+hold6+roast")


def play_hand(seed, variant, levels, check=True, wrap=lambda agent: agent):
    state = BhState.new(seed, variant)
    agents = [wrap(ai.make_agent(levels[s % len(levels)], seed * 5 + s)) for s in range(5)]
    return play_with_agents(state, agents, check)


# The players search nothing: a decision judges each distinct play a bounded number of
# times (its cost; for hard also whether the unseen cards can beat it, and that again
# for each rank group the rest of the hand would hold, 15 at most). So its judgements
# grow with its legal actions and never with combinations of them. The hands below
# make at most 11 per legal action.
JUDGED_PER_ACTION, JUDGED_OVERHEAD = 20, 40


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("levels", [("easy",), ("normal",), ("hard",),
                                    ("hard", "normal", "easy", "normal", "easy")])
def test_every_level_plays_whole_hands_with_legal_actions(variant, levels, monkeypatch):
    """Every action is one of the legal objects offered, and every decision is bounded
    work: its judgements (`play_cost`, `beatable`) stay within a fixed number per legal
    action. How long a decision takes is measured by `python -m game.bench bh-ai-time`,
    not here."""
    calls = count_calls(monkeypatch, ai, "play_cost", "beatable")
    decisions: list[tuple[int, int]] = []  # (legal actions, judgements)
    for seed in range(4):
        state, _ = play_hand(seed, variant, levels,
                             wrap=lambda agent: Metered(agent, calls, decisions))
        assert state.result is not None and sum(state.returns()) == 0
    for n_legal, judged in decisions:
        assert judged <= JUDGED_PER_ACTION * n_legal + JUDGED_OVERHEAD, (n_legal, judged)
    if levels != ("easy",):  # easy judges nothing; the others do, through these two
        assert any(judged for _n, judged in decisions)


def test_agents_are_deterministic_for_a_seed():
    for level in ai.LEVELS:
        a, _ = play_hand(7, "ls+hold6+roast", (level,))
        b, _ = play_hand(7, "ls+hold6+roast", (level,))
        assert a.actions == b.actions


def test_agent_modules_never_import_the_state():
    """The players' modules import nothing from the model: no state can reach them."""
    assert_no_state_import(ai, ai_policy)
    for module in (ai, ai_policy):
        assert not hasattr(module, "BhState")


def _swap_two_other_hands(state, seat):
    """Keep the sizes, change the cards: deal two other hands' cards the other way round."""
    a, b = [s for s in range(5) if s != seat and len(state.hands[s])][:2]
    pool = state.hands[a] + state.hands[b]
    na = len(state.hands[a])
    pool.reverse()
    state.hands[a] = state.sort_hand(pool[:na])
    state.hands[b] = state.sort_hand(pool[na:])


@pytest.mark.parametrize("level", ai.LEVELS)
def test_choice_does_not_change_when_other_hands_change(level):
    """Mid-hand, deal two other seats' cards differently: the seat sees the same
    observation, so the agent must answer the same."""
    checked = 0
    for seed in range(3):
        state = BhState.new(seed, "ls")
        agents = [ai.make_agent("normal", s) for s in range(5)]
        for _ in range(60):
            seat = state.to_act
            state.apply(agents[seat].choose(state.observation(seat), state.legal_actions(seat)))
        seat = state.to_act
        if state.phase != "play":
            continue
        before = ai.make_agent(level, 3).choose(state.observation(seat),
                                                  state.legal_actions(seat))
        _swap_two_other_hands(state, seat)
        after = ai.make_agent(level, 3).choose(state.observation(seat),
                                                 state.legal_actions(seat))
        assert before == after
        checked += 1
    assert checked


# --- emperor and declarations (rigged observations) -------------------------------------------


def codes(text, suit="S"):
    """Rank text -> distinct-looking card codes (a pack number per copy)."""
    out, seen = [], {}
    for ch in text.replace("10", "T"):
        n = seen.get(ch, 0)
        seen[ch] = n + 1
        face = ch + ("J" if ch in "BR" else suit)
        out.append(face if n == 0 else f"{face}~{n}")
    return out


def emperor_obs(hand, emperor_cards=("RJ",), variant="ls", declines=0):
    return {"seat": 2, "phase": "emperor", "variant": variant, "hand": codes(hand),
            "counts": [34] * 5, "to_act": 2, "emperor_cards": list(emperor_cards),
            "declines": declines, "emperor": None, "roles": [None] * 5, "declared": [],
            "history": [], "last_play": None, "guard_card": None}


STRONG = "RRBB2222AAAAKKKKKKQQQQQQJJJJJJ99999"[:34]
WEAK = "6667778889999TTTJJQQKKA2" + "6789TJQ"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_strong_emperor_ascends_and_weak_abdicates(level):
    agent = ai.make_agent(level, 0)
    legal = [Ascend(2), Abdicate(2)]
    assert agent.choose(emperor_obs(STRONG), legal) == Ascend(2)
    assert agent.choose(emperor_obs(WEAK), legal) == Abdicate(2)


def test_attached_twos_make_ascending_more_attractive():
    agent = ai.make_agent("normal", 0)
    legal = [Ascend(2), Abdicate(2)]
    middling = "66677788899TTJJQQKKAA2B" + "789TJQ"
    assert agent.choose(emperor_obs(middling), legal) == Abdicate(2)
    assert agent.choose(emperor_obs(middling, ("RJ", "2S", "2H", "2D"), declines=4),
                        legal) == Ascend(2)


def test_solo_choices_follow_strength():
    agent = ai.make_agent("normal", 0)
    legal = [Ascend(2), Ascend(2, open_solo=True), Abdicate(2)]
    monster = "RRRBBBB" + "2222222" + "AAAAAAAA" + "KKKKKKKK"
    assert agent.choose(emperor_obs(monster), legal) == Ascend(2, open_solo=True)
    assert agent.choose(emperor_obs(STRONG), legal) == Ascend(2)
    assert agent.choose(emperor_obs(WEAK + "B"), legal) == Abdicate(2)


def test_classic_names_a_triple_it_holds():
    agent = ai.make_agent("normal", 0)
    obs = emperor_obs(STRONG, variant="classic")
    obs["hand"] = ["7H", "7H~1", "7H~2", "KS", "KS~1", "KS~2"] + obs["hand"][:28]
    legal = [Ascend(2, named="7H"), Ascend(2, named="KS"), Ascend(2, open_solo=True),
             Abdicate(2)]
    choice = agent.choose(obs, legal)
    assert choice.kind == "ascend" and choice.named in ("7H", "KS")


def test_declarations_need_a_strong_hand():
    agent = ai.make_agent("normal", 0)
    obs = emperor_obs(STRONG) | {"phase": "declare", "emperor": 0}
    assert agent.choose(obs, [Declare(2), Declare(2, "rebel")]) == Declare(2, "rebel")
    assert agent.choose(obs, [Declare(2), Declare(2, "open_guard")]) == Declare(2, "open_guard")
    weak = obs | {"hand": codes(WEAK)}
    assert agent.choose(weak, [Declare(2), Declare(2, "rebel")]) == Declare(2)
    assert agent.choose(weak, [Declare(2), Declare(2, "open_guard")]) == Declare(2)


# --- play (rigged states) ---------------------------------------------------------------------


def rigged(hands, emperor, guard, current, last=None, variant="ls"):
    """A hand in play; `hands` rank texts per seat, `last` (seat, text) the play on top.
    Cards in no hand count as played earlier by the emperor. The guard gets the
    marked small joker if he has a small joker."""
    state = BhState(seed=1, variant=variant)
    free = sorted(state.pack.ids, key=lambda c: state.pack.code(c) != "BJ")
    if "B" not in hands[guard]:
        free.reverse()  # the marked card goes to no hand: it counts as played... kept last

    def take(text):
        out = []
        for r in parse(text):
            card = next(c for c in free if card_rank(state.pack[c]) == r)
            free.remove(card)
            out.append(card)
        return state.sort_hand(out)

    order = [guard] + [s for s in range(5) if s != guard]
    dealt = {s: take(hands[s]) for s in order}
    state.hands = [dealt[s] for s in range(5)]
    last_cards = take(last[1]) if last else []
    state.table = free + last_cards
    state.history = [[emperor, list(free)]]
    state.phase, state.emperor, state.guard = "play", emperor, guard
    state.guard_card = next(c for c in state.pack.ids if state.pack.code(c) == "BJ")
    state.holder = emperor
    state.current, state.leader = current, emperor
    if last:
        state.history.append([last[0], last_cards])
        state.last_play = (last[0], last_cards, tuple(sorted(parse(last[1]))))
    return state


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_guard_does_not_beat_the_emperor_when_a_commoner_still_acts(level):
    # Emperor 0 led a pair of queens; guard 1 could beat with kings; 2, 3, 4 to act.
    hands = ["789TJ", "KK99B7", "88TT", "66JJ", "77AA"]
    state = rigged(hands, emperor=0, guard=1, current=1, last=(0, "QQ"))
    obs = state.observation(1)
    assert obs["roles"][1] == "guard" and obs["guard_card"] == "BJ"
    legal = state.legal_actions(1)
    assert any(isinstance(a, Play) for a in legal)
    assert isinstance(ai.make_agent(level, 0).choose(obs, legal), Pass)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_commoner_beats_the_emperor_when_it_is_cheap(level):
    hands = ["789TJ", "KK99B7", "8TT", "66JJ", "77AAKK"]
    state = rigged(hands, emperor=0, guard=1, current=4, last=(0, "QQ"))
    action = ai.make_agent(level, 0).choose(state.observation(4), state.legal_actions(4))
    assert isinstance(action, Play)
    assert sorted(card_rank(state.pack[c]) for c in action.cards) == [13, 13]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_guard_beats_a_commoner_who_is_nearly_out(level):
    hands = ["789TJ99", "KK99B7", "Q", "66JJ", "77AA"]
    state = rigged(hands, emperor=0, guard=1, current=1, last=(2, "QQ"))
    action = ai.make_agent(level, 0).choose(state.observation(1), state.legal_actions(1))
    assert isinstance(action, Play)
    assert sorted(card_rank(state.pack[c]) for c in action.cards) == [13, 13]


def test_guard_keeps_his_marked_card_back_when_leading():
    hands = ["789TJ99", "KK99B", "QQQ", "66JJ", "77AA"]
    state = rigged(hands, emperor=0, guard=1, current=1)
    action = ai.make_agent("normal", 0).choose(state.observation(1), state.legal_actions(1))
    assert isinstance(action, Play) and state.guard_card not in action.cards


def test_goes_out_when_it_can():
    hands = ["789TJ99", "KK99B", "QQQ", "66JJ", "AAA"]
    state = rigged(hands, emperor=0, guard=1, current=4, last=(3, "JJ"))
    for level in ai.LEVELS[1:]:
        action = ai.make_agent(level, 0).choose(state.observation(4), state.legal_actions(4))
        assert isinstance(action, Pass) or len(action.cards) == 2
    state = rigged(hands, emperor=0, guard=1, current=4, last=(3, "JJJ"))
    for level in ai.LEVELS[1:]:
        action = ai.make_agent(level, 0).choose(state.observation(4), state.legal_actions(4))
        assert isinstance(action, Play) and len(action.cards) == 3


# --- hint --------------------------------------------------------------------------------------


def test_hint_is_the_normal_players_legal_play_or_none():
    state = BhState.new(3, "ls")
    emperor = state.to_act  # the emperor phase: no hint
    assert ai.hint_play(state.observation(emperor), state.legal_actions(emperor)) is None
    agents = [ai.make_agent("normal", s) for s in range(5)]
    hints = 0
    while not state.is_terminal():
        seat = state.to_act
        other = (seat + 1) % 5
        assert ai.hint_play(state.observation(other), state.legal_actions(other)) is None
        hint = ai.hint_play(state.observation(seat), state.legal_actions(seat))
        if hint is not None:
            assert isinstance(hint, Play)
            hints += 1
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions(seat)))
    assert hints > 10


# --- strength ----------------------------------------------------------------------------------


def test_normal_beats_easy_on_average():
    from game.games.baohuang.bench import match

    result = match("normal", "easy", hands=50, workers=1)
    assert result["mean"] > 0.5, result


def test_hard_first_guess_beats_normal_on_average(monkeypatch):
    """The card-counting heuristic the hard level's search starts from (and answers with
    when it has no worlds); the search itself is measured by `bh-ai-strength`."""
    from game.games.baohuang.bench import match

    monkeypatch.setitem(ai.AGENTS, "hard", ai.HardAgent)
    result = match("hard", "normal", hands=50, workers=1)
    assert result["mean"] > 0.3, result

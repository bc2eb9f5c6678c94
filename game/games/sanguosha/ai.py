"""Computer players for Sanguosha.

`make_agent(level, seed)` answers `choose(observation, legal)` from the seat's
observation and the legal list only. Every kind of decision has a policy (a table
below): picking a character, the play phase (equipment, Peach, every trick, Slash,
active skills), every answer (Dodge, Slash, Nullification, Peach for the dying, a
proxy), triggered skills, choices inside effects (which card to take, Harvest,
discards, named choices, Stargaze, gifts).

- easy: answers to save itself and otherwise plays legal cards at random targets.
- normal: friends and foes from its beliefs (`ai_beliefs.py`): hurts foes, helps
  friends, nullifies what harms a friend or helps a foe, saves friends when dying,
  keeps Peaches and Dodges when discarding.
- hard: the core search over determinized worlds, the normal player's choice first,
  loyalties read by an opponent model of the normal player (`ai_search.py`).
"""

from __future__ import annotations

import random

from game.core.protocol import Action
from game.games.sanguosha.ai_beliefs import attitude
from game.games.sanguosha.cards import CARDS, KINDS, PACK
from game.games.sanguosha.characters import BY_KEY

LEVELS = ("easy", "normal", "hard")

# What keeping a card is worth, for discards and picks (higher: keep).
CARD_VALUE = {
    "peach": 9, "nullification": 7, "dodge": 6, "ex_nihilo": 6, "slash": 5, "snatch": 5,
    "dismantle": 4, "duel": 4, "indulgence": 5, "barbarian_invasion": 4,
    "arrow_barrage": 4, "collateral": 3, "harvest": 3, "peach_garden": 3, "lightning": 1,
}
EQUIPMENT_VALUE = 4
DECLINE_COST = 3.5  # declining a discard (the other side gains a card instead)
# Tricks that help their target; the rest hurt it (for Nullification).
HELPFUL = frozenset({"ex_nihilo", "peach_garden", "harvest"})
# Active skills: whom they are aimed at.
SKILL_AIM = {"benevolence": "friend", "green_salve": "friend", "marriage": "friend",
             "sow_dissension": "foe", "sow_discord": "foe", "rouse": "foe",
             "balance_of_power": "self", "self_injury": "self"}
# A rough strength of each character, for the pick (higher first).
CHARACTER_TIER = {
    "liu_bei": 8, "sun_quan": 8, "cao_cao": 7, "zhuge_liang": 7, "guo_jia": 8, "sima_yi": 7,
    "zhen_ji": 8, "hua_tuo": 8, "huang_gai": 7, "zhou_yu": 7, "sun_shangxiang": 6,
    "lu_xun": 7, "da_qiao": 7, "diao_chan": 7, "zhao_yun": 6, "guan_yu": 6, "zhang_fei": 6,
    "ma_chao": 6, "lu_bu": 6, "xiahou_dun": 6, "zhang_liao": 7, "xu_chu": 5,
    "huang_yueying": 7, "gan_ning": 6, "lu_meng": 6,
}


def card_of(card_id: int) -> str:
    return CARDS[card_id].name


def keep_value(card_id: int) -> float:
    name = card_of(card_id)
    return EQUIPMENT_VALUE if KINDS[name].type == "equipment" else CARD_VALUE.get(name, 3)


class EasyAgent:
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        kinds = {a.kind for a in legal}
        if "respond" in kinds and self._about_me(obs):
            return next(a for a in legal if a.kind == "respond")
        if "end_play" in kinds and self.rng.random() < 0.3:
            return next(a for a in legal if a.kind == "end_play")
        return self.rng.choice(legal)

    @staticmethod
    def _about_me(obs: dict) -> bool:
        top = obs["resolving"][-1] if obs["resolving"] else {}
        return top.get("seat") == obs["seat"]


class NormalAgent:
    level = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        self.obs, self.att = obs, self.attitude(obs) if obs["seats"][0]["character"] or \
            obs["phase"] != "setup" else [0.0] * obs["players"]
        kinds = {a.kind for a in legal}
        for kind, policy in POLICIES:
            if kind in kinds:
                return policy(self, obs, legal)
        return legal[0]

    # --- helpers ------------------------------------------------------------------------
    def attitude(self, obs: dict) -> list[float]:
        """How much this seat wants each seat to do well (`ai_beliefs.attitude`)."""
        return attitude(obs)

    def friend(self, seat: int) -> bool:
        return self.att[seat] > 0

    def foe_score(self, seat: int) -> float:
        """How much hurting `seat` is worth: a foe, more when hurt or few cards."""
        s = self.obs["seats"][seat]
        return -self.att[seat] + (1.5 if s["hp"] <= 1 else 0.0) - 0.05 * s["hand_count"]

    # --- policies -----------------------------------------------------------------------
    def pick(self, obs: dict, legal: list[Action]) -> Action:
        return max(legal, key=lambda a: CHARACTER_TIER.get(a.character, 5))

    def play(self, obs: dict, legal: list[Action]) -> Action:
        best, best_score = None, 0.5
        for action in legal:
            score = self.score_use(obs, action)
            if score > best_score:
                best, best_score = action, score
        return best if best is not None else next(a for a in legal if a.kind == "end_play")

    def score_use(self, obs: dict, action: Action) -> float:
        me = obs["seat"]
        if action.kind == "use_skill":
            return self.score_skill(obs, action)
        if action.kind != "use":
            return 0.0
        name = action.name
        kind = KINDS[name]
        cost = 0.3 * len(action.cards) if action.skill else 0.0
        if kind.type == "equipment" and not action.skill:
            slot = kind.slot
            return 0.0 if slot in obs["seats"][me]["equipment"] else 3.0
        targets = action.targets
        if name == "peach":
            s = obs["seats"][me]
            return 4.0 if s["hp"] < s["max_hp"] else 0.0
        if name in ("ex_nihilo", "harvest"):
            return 3.5 - cost
        if name == "peach_garden":
            return sum(self.att[t] > 0 and obs["seats"][t]["hp"] < obs["seats"][t]["max_hp"]
                       for t in targets) - sum(
                self.att[t] < 0 and obs["seats"][t]["hp"] < obs["seats"][t]["max_hp"]
                for t in targets)
        if name in ("barbarian_invasion", "arrow_barrage"):
            return sum(-self.att[t] / 3 for t in targets) - cost
        if name == "lightning":
            return 0.6 if sum(self.att[t] < 0 for t in range(obs["players"])) > 2 else 0.0
        if name == "collateral":
            holder, victim = targets
            return 1.0 + self.foe_score(victim) / 3 if self.att[holder] < 0 else 0.0
        return sum(self.foe_score(t) for t in targets) / 2 + 1.0 - cost \
            if all(self.att[t] < 0 for t in targets) else 0.0

    def score_skill(self, obs: dict, action: Action) -> float:
        aim = SKILL_AIM.get(action.skill, "self")
        if aim == "self":
            s = obs["seats"][obs["seat"]]
            if action.skill == "self_injury":
                return 1.0 if s["hp"] >= 3 else 0.0
            return 0.8 if action.cards else 0.0
        targets = [t for t in action.targets if t != obs["seat"]] or list(action.targets)
        if not targets:
            return 0.0
        if aim == "friend":
            return 1.5 if all(self.friend(t) or t == obs["seat"] for t in targets) else 0.0
        return 1.0 + sum(self.foe_score(t) for t in targets) / 3 \
            if all(self.att[t] < 0 for t in targets) else 0.0

    def respond(self, obs: dict, legal: list[Action]) -> Action:
        top = obs["resolving"][-1] if obs["resolving"] else {}
        answers = [a for a in legal if a.kind == "respond"]
        passing = next(a for a in legal if a.kind == "pass")
        step = top.get("step")
        if step == "Dying":
            return answers[0] if self.att[top["seat"]] > 0 else passing
        if step == "Nullify":
            return answers[0] if self.wants_cancelled(top) != top["cancelled"] else passing
        if step == "Demand" and top.get("about") == "collateral":
            return passing  # the weapon rather than a Slash at a friend... or keep cards
        # A Dodge or Slash for oneself: the cheapest answer (Eight Trigrams first).
        return min(answers, key=lambda a: (len(a.cards), sum(keep_value(c) for c in a.cards)))

    def wants_cancelled(self, top: dict) -> bool:
        """Whether this seat wants the trick on `target` cancelled."""
        helps = top["trick"] in HELPFUL
        friend = self.att[top["target"]] > 0
        return helps != friend

    def invoke(self, obs: dict, legal: list[Action]) -> Action:
        return next(a for a in legal if a.kind == "invoke")

    def take(self, obs: dict, legal: list[Action]) -> Action:
        """From a foe: his equipment first, else a blind hand card; from a friend: a
        delayed trick off him, else nothing if passing is allowed."""
        takes = [a for a in legal if a.kind == "take_card"]
        passing = next((a for a in legal if a.kind == "pass"), None)
        owner = takes[0].owner
        judging = _ids(obs["seats"][owner]["judging"])
        visible = [a for a in takes if a.card >= 0]
        if self.att[owner] > 0:
            judged = [a for a in visible if a.card in judging]
            return judged[0] if judged else passing or takes[0]
        gear = [a for a in visible if a.card not in judging]
        return gear[0] if gear else takes[0]

    def choose_card(self, obs: dict, legal: list[Action]) -> Action:
        """Harvest: the best card; a hand card given up (Demonic Talent): the cheapest."""
        picks = [a for a in legal if a.kind == "choose_card"]
        if self.step(obs) == "ReplaceJudgement":
            return min(picks, key=lambda a: keep_value(a.card))
        return max(picks, key=lambda a: keep_value(a.card))

    @staticmethod
    def step(obs: dict) -> str:
        """The kind of rule step asking now."""
        return obs["resolving"][-1]["step"] if obs["resolving"] else ""

    def aimed_skill(self, obs: dict, legal: list[Action]) -> Action:
        """A skill's follow-up aimed at a seat (Displacement's new target): a foe, the
        weakest first; otherwise decline."""
        aimed = [a for a in legal if a.kind == "use_skill" and a.targets
                 and all(self.att[t] < 0 for t in a.targets)]
        passing = next((a for a in legal if a.kind == "pass"), None)
        if aimed:
            return max(aimed, key=lambda a: (sum(self.foe_score(t) for t in a.targets),
                                             -sum(keep_value(c) for c in a.cards)))
        return passing or min(legal, key=lambda a: sum(keep_value(c)
                                                       for c in getattr(a, "cards", ())))

    def arrange(self, obs: dict, legal: list[Action]) -> Action:
        """Stargaze, card by card: a card worth keeping on top (it is drawn next), the
        rest under the deck."""
        def worth(a: Action) -> float:
            card = (a.top or a.bottom)[0]
            return keep_value(card) if a.top else 5 - keep_value(card)
        return max(legal, key=worth)

    def discard(self, obs: dict, legal: list[Action]) -> Action:
        """The cheapest card(s) to lose; declining (where offered) costs about a card."""
        return min(legal, key=lambda a: sum(keep_value(c) for c in a.cards)
                   if a.kind == "discard" else DECLINE_COST)

    def choose_option(self, obs: dict, legal: list[Action]) -> Action:
        """Unyielding's price: two cheap cards rather than a wound when health is short
        or the hand is cheap; a suit named for Sow Dissension: any (the card is taken
        blind, so no suit is better)."""
        options = {a.option: a for a in legal}
        if {"discard", "damage"} <= options.keys():
            me = obs["seats"][obs["seat"]]
            cheap = sorted(keep_value(c) for c in _ids(obs["hand"]))[:2]
            pay = me["hp"] <= 2 or sum(cheap) < 8
            return options["discard" if pay else "damage"]
        return legal[self.rng.randrange(len(legal))]

    def give(self, obs: dict, legal: list[Action]) -> Action:
        return max(legal, key=lambda a: self.att[a.to])

    def first(self, obs: dict, legal: list[Action]) -> Action:
        return legal[0]


def _ids(codes: list[str]) -> set[int]:
    return set(PACK.from_codes(codes))


# Which policy answers a decision, by the kinds of action on offer (the first match).
POLICIES = (
    ("pick_character", NormalAgent.pick),
    ("end_play", NormalAgent.play),
    ("respond", NormalAgent.respond),
    ("invoke", NormalAgent.invoke),
    ("take_card", NormalAgent.take),
    ("choose_card", NormalAgent.choose_card),
    ("discard", NormalAgent.discard),
    ("choose", NormalAgent.choose_option),
    ("give", NormalAgent.give),
    ("arrange", NormalAgent.arrange),
    ("use_skill", NormalAgent.aimed_skill),
    ("use", NormalAgent.first),
)

def hard_agent(seed: int = 0):
    """The searching hard player (ai_search builds on the normal one)."""
    from game.games.sanguosha.ai_search import hard_agent as searching
    return searching(seed)


AGENTS = {"easy": EasyAgent, "normal": NormalAgent, "hard": hard_agent}


def make_agent(level: str, seed: int = 0):
    if level not in AGENTS:
        raise ValueError(f"no Sanguosha computer player of level {level!r}")
    return AGENTS[level](seed)


__all__ = ["LEVELS", "make_agent", "BY_KEY"]

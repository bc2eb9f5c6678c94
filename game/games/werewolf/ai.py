"""Computer players for Werewolf (rules sheet §6).

`make_agent(level, seed)` answers `choose(observation, legal)` from the seat's
observation and the legal list only. Every kind of decision has a policy:

- Thief: a werewolf card if one is aside (forced if two), else a power role, else keep.
- Cupid: himself and one other (CUPID_SELF), else two others.
- Seer: the likeliest wolf among the players not yet seen.
- wolves: claimed Seer > claimed Witch > whoever hunts the pack > any villager; not one
  the town already suspects (leave him to the vote); never a packmate; with the
  packmates' bites so far.
- Little Girl: peeks on nights 1-2 while two or more wolves live.
- Witch: heals herself, a claimed or known power role, anyone early; poisons a player
  past POISON_AT.
- decoy mark: the top suspect.
- Captain election: the most trusted; a wolf backs a packmate the town does not suspect.
- discussion: anyone accused today denies it; the Seer claims and names the wolves she
  found (or claims when about to be lynched, or when another claims the Seer: she
  counter-claims and accuses the false one); a power whose role another claims
  counter-claims; the others answer the day's talk (back an accusation of a player
  they suspect, defend one they trust from it, doubt a defence of one they suspect),
  accuse their top suspect and defend whom they trust; a wolf accused by a Seer claim
  fake-claims Seer (FAKE_CLAIM), buses a doomed packmate (BUS), else joins the town
  against its top suspect. A statement re-opens the talk, so each answers the others
  until nobody has more to say; the table gives each accusation the reason the public
  record holds (`reasons.py`).
- vote, tiebreak: the likeliest wolf; a wolf votes with the town unless it names a
  packmate.
- Hunter's shot: the top suspect (on the wolves' side: a villager the town trusts).
- successor: the most trusted.

Choices are drawn with a skill temperature (`TEMPERATURE`) over the scores, so near
ties are shared out and clear favourites nearly always win.

- easy: legal and roughly sensible at random: random suspects, no claims, powers used
  at random (never biting a packmate, a found wolf voted for).
- normal: the list above, on the beliefs of `ai_beliefs.py`.
- hard (`ai_search.py`): the core search (`game/core/search.py`) over determinized
  worlds whose hidden wolves are drawn from an opponent model of these normal players
  (`ai_beliefs.pack_model`), its own choices the normal policies on those sharper
  beliefs; as a wolf it counter-claims and distances from its packmates more.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from game.core.protocol import Action
from game.games.werewolf import legal as rules
from game.games.werewolf.actions import NOBODY, Done, Say
from game.games.werewolf.ai_beliefs import ACCUSE, ACCUSED_VILLAGER, Beliefs, beliefs
from game.games.werewolf.roles import (
    CUPID,
    HUNTER,
    LITTLE_GIRL,
    SEER,
    THIEF,
    VILLAGER,
    WITCH,
    WOLF,
)

LEVELS = ("easy", "normal", "hard")

TEMPERATURE = 0.3  # in score units (log odds): 1.0 apart is ~30:1, equal scores share
MAX_SAY = 3  # statements a normal player makes a day before it is done (the rules allow 5)
NEVER = -50.0  # the score of a choice a policy rules out while it stays legal
THIEF_TAKES = {WOLF: 10.0, SEER: 8.0, WITCH: 7.0, HUNTER: 5.0, LITTLE_GIRL: 4.0,
               CUPID: 3.0, THIEF: 0.0, VILLAGER: -1.0}  # the sheet: a wolf, else a power
CUPID_SELF = 0.7  # sheet: Cupid couples himself with another this often
PEEK_NIGHTS = 2  # sheet: the Little Girl peeks on nights 1-2 only...
PEEK_WOLVES = 2  # ... and only while this many wolves live (one wolf: too likely caught)
EARLY_NIGHTS = 2  # the Witch heals anyone on these nights (every villager saved counts)
HEAL_COST = 2.0  # the heal kept for later is worth this; a heal must beat it
HEAL_SELF = 10.0  # sheet: heal herself
HEAL_POWER = 5.0  # sheet: heal a claimed or known power role
HEAL_EARLY = 3.0
POISON_AT = 0.8  # sheet: poison only a player this likely a wolf
POWER_CLAIMS = (SEER, WITCH, HUNTER, LITTLE_GIRL)
# The wolves' victim: what each makes a player worth biting (score units).
BITE_CLAIM = {SEER: 6.0, WITCH: 4.0, LITTLE_GIRL: 2.0, HUNTER: -2.0}  # a Hunter shoots back
BITE_KNOWN = {SEER: 6.0, WITCH: 4.0, LITTLE_GIRL: 3.0, HUNTER: -2.0}
BITE_THREAT = 1.0  # per accusation or ballot of his against the pack (up to THREAT_CAP)
THREAT_CAP = 4
BITE_AVOID = 1.0  # per log-odds of town suspicion above the average: leave him to the vote
BITE_TOGETHER = 2.5  # a packmate already bit him: a split vote is a coin toss
FAKE_CLAIM = 0.15  # sheet: a wolf accused by a Seer claim fake-claims Seer this often
BUS = 0.5  # sheet: a wolf votes out a doomed packmate this often
DOOMED_AT = 0.6  # the town's P(wolf) that dooms a packmate (or a believed Seer named him)
ACCUSE_ABOVE = 0.5  # accuse a suspect only this many log odds above the average
DANGER_ACCUSERS = 2  # accused by this many today: about to be lynched
DANGER_RATIO = 1.5  # or the town's top suspect by this factor over the next
TRUSTED_BONUS = 3.0  # a proven Seer, for the Captain's post and as a successor
BACK_PACKMATE_BELOW = 0.5  # a wolf backs a packmate for Captain if the town's P(wolf) is
# below the table's median by this factor or lower (he does not stand out)


def logit(p: float) -> float:
    p = min(max(p, 1e-4), 1 - 1e-4)
    return math.log(p / (1 - p))


def pick(options: list[tuple[float, Action]], rng: random.Random,
         temperature: float) -> Action:
    """An action drawn with weight exp(score / temperature); the best at 0."""
    top = max(s for s, _ in options)
    if temperature <= 0:
        return next(a for s, a in options if s == top)
    weights = [math.exp((s - top) / temperature) for s, _ in options]
    return rng.choices([a for _, a in options], weights=weights)[0]


def jitter(seed: int, obs: dict, seat: int) -> float:
    """A tiny tie-breaker fixed for the seat's day, so equal suspects are not always
    the lowest seat."""
    return ((seed * 1_000_003 + obs["day"] * 7919 + obs["seat"] * 104_729 + seat)
            * 2_654_435_761 % 1_000_003) * 1e-9


def coin(seed: int, obs: dict, tag: int) -> float:
    """A draw fixed for the seat's day: a plan (bus, fake claim) holds all day."""
    return random.Random(hash((seed, obs["day"], obs["seat"], tag))).random()


class View:
    """One decision's reading of the observation: beliefs, friends, claims."""

    def __init__(self, obs: dict, b: Beliefs | None = None) -> None:
        self.obs = obs
        self.me = me = obs["seat"]
        self.role = obs["role"]
        self.b: Beliefs = beliefs(obs) if b is None else b
        self._public: Beliefs | None = None
        self._threats: dict[int, int] | None = None
        self.alive = obs["alive"]
        self.others = [s for s, a in enumerate(self.alive) if a and s != me]
        self.pack = {w for w in obs["wolves"] if w != me}
        lovers = obs["lovers"]
        self.partner = (lovers[1] if lovers[0] == me else lovers[0]) \
            if lovers and me in lovers else None
        self.friends = set(self.pack) | ({self.partner} if self.partner is not None else set())
        if self.role == WOLF:
            self.side = "lovers" if self.partner is not None and self.partner not in self.pack \
                else "wolves"
        else:
            self.side = "lovers" if self.partner is not None \
                and obs["roles"][self.partner] == WOLF else "village"

    @property
    def public(self) -> Beliefs:
        if self._public is None:
            self._public = beliefs(self.obs, public=True)
        return self._public

    @property
    def evil(self) -> bool:
        """Plays against the village (a wolf, or a lover of a mixed couple)."""
        return self.side != "village"

    def suspicion(self, seat: int) -> float:
        """How strongly the seat wants `seat` gone, in log odds of it being a wolf; for
        the wolves' side, how strongly the town suspects it. Friends never."""
        if seat in self.friends:
            return NEVER
        if self.evil:
            return self.public.wolf_odds(seat)
        return self.b.wolf_odds(seat)

    def trust(self, seat: int) -> float:
        """How far the seat trusts `seat` (log odds of not being a wolf)."""
        bonus = TRUSTED_BONUS if seat in self.b.trusted else 0.0
        return -self.b.wolf_odds(seat) + bonus

    def threat(self, seat: int) -> int:
        """How hard `seat` has gone after the pack: accusations and ballots against it."""
        if self._threats is None:
            pack = self.pack | {self.me}
            counts: dict[int, int] = {}
            for _, s, what, target, _ in self.obs["statements"]:
                if what in ACCUSE and target in pack:
                    counts[s] = counts.get(s, 0) + 1
            for record in self.obs["votes"]:
                ballots = record.get("ballots")
                if record["kind"] == "vote" and ballots:
                    for voter, target in ballots.items():
                        if target in pack:
                            counts[int(voter)] = counts.get(int(voter), 0) + 1
            self._threats = counts
        return min(self._threats.get(seat, 0), THREAT_CAP)

    def accusers_today(self, seat: int) -> set[int]:
        day = self.obs["day"]
        return {s for d, s, what, t, _ in self.obs["statements"]
                if d == day and t == seat and what in ACCUSE}

    def in_danger(self) -> bool:
        """About to be lynched: accused by several today, or the town's clear top
        suspect."""
        if len(self.accusers_today(self.me)) >= DANGER_ACCUSERS:
            return True
        pub = self.public.wolf
        mine = pub[self.me]
        rest = max((pub[s] for s in self.others), default=0.0)
        return mine > 0.3 and mine >= DANGER_RATIO * rest


class NormalAgent:
    """The sheet's policies (table above) on the seat's beliefs."""

    level = "normal"

    def __init__(self, seed: int = 0, temperature: float = TEMPERATURE,
                 seer_claims: bool = True, potions: bool = True, max_say: int = MAX_SAY,
                 quick_talk: bool = False) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.temperature = temperature
        self.seer_claims = seer_claims  # off: no Seer claims (neither real nor fake)
        self.potions = potions  # off: the Witch never uses a potion
        self.max_say = max_say
        self.quick_talk = quick_talk  # roll-outs: only what reveals roles is said
        self.fake_claim = FAKE_CLAIM
        self.bus = BUS
        self.doomed_at = DOOMED_AT

    # -- the entry points -------------------------------------------------------------
    def view(self, obs: dict) -> View:
        """The decision's reading of the observation (the hard player's guess reads it
        with its opponent model)."""
        return View(obs)

    def choose(self, obs: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return pick(self.options(obs, legal), self.rng, self.temperature)

    def options(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        """Every choice the policy weighs, with its score (higher: better)."""
        kind = legal[0].kind
        if kind == "done":
            return [(0.0, self.statement(obs, legal))]
        return getattr(self, "opt_" + kind)(obs, legal)

    # -- the night -----------------------------------------------------------------------
    def opt_take(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        takes = [a for a in legal if a.card != NOBODY]
        roles = dict(zip((a.card for a in takes), obs["extras"], strict=False))
        return [(THIEF_TAKES[THIEF] if a.card == NOBODY else THIEF_TAKES[roles[a.card]], a)
                for a in legal]

    def opt_couple(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        me = obs["seat"]
        others = [s for s, a in enumerate(obs["alive"]) if a and s != me]
        if self.rng.random() < CUPID_SELF or len(others) < 2:
            pair = (me, self.rng.choice(others))
        else:
            a, b = self.rng.sample(others, 2)
            pair = (a, b)
        want = (min(pair), max(pair))
        return [(0.0, next(a for a in legal if (a.first, a.second) == want))]

    def opt_inspect(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        v = self.view(obs)
        out = []
        for a in legal:
            if v.b.known[a.target] is not None:
                out.append((NEVER, a))
                continue
            p = v.b.wolf[a.target]
            # the likeliest wolf, but one the evidence already all but settles tells less
            out.append((logit(p) - (2.0 if p > 0.9 else 0.0), a))
        return out

    def opt_bite(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        v = self.view(obs)
        pub = v.public
        living = [s for s in v.others if s not in v.friends]
        mean = sum(pub.wolf_odds(s) for s in living) / len(living) if living else 0.0
        bitten = {t for s, t in obs["bites"].items() if int(s) != v.me}
        out = []
        for a in legal:
            t = a.target
            if t == NOBODY or t in v.friends or obs["roles"][t] == WOLF:
                out.append((NEVER, a))
                continue
            score = BITE_THREAT * v.threat(t)
            claim = v.b.claims.get(t)
            if claim in BITE_CLAIM and t not in pub.liars:
                score += BITE_CLAIM[claim]
            known = obs["roles"][t]
            if known in BITE_KNOWN:
                score += BITE_KNOWN[known]
            score -= BITE_AVOID * max(0.0, pub.wolf_odds(t) - mean)
            if t in bitten:
                score += BITE_TOGETHER
            out.append((score, a))
        return out

    def opt_peek(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        wolves = obs["deck"].get(WOLF, 0) - sum(1 for d in obs["deaths"] if d["role"] == WOLF)
        look = obs["night"] <= PEEK_NIGHTS and wolves >= PEEK_WOLVES
        return [(1.0 if a.look == look else 0.0, a) for a in legal]

    def opt_brew(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        if not self.potions:
            return [(0.0 if (not a.heal and a.poison == NOBODY) else NEVER, a) for a in legal]
        v = self.view(obs)
        victim = obs["victim"]
        heal_value = 0.0
        if victim is not None:
            if victim == v.me:
                heal_value = HEAL_SELF
            elif v.b.claims.get(victim) in POWER_CLAIMS and victim not in v.b.liars \
                    or obs["roles"][victim] in POWER_CLAIMS:
                heal_value = HEAL_POWER
            elif obs["night"] <= EARLY_NIGHTS:
                heal_value = HEAL_EARLY
            if v.b.wolf[victim] > 0.5:
                heal_value = NEVER
        out = []
        for a in legal:
            score = heal_value - HEAL_COST if a.heal else 0.0
            if a.poison != NOBODY:
                p = v.b.wolf[a.poison]
                dying = a.poison == victim and not a.heal
                score += logit(p) if p > POISON_AT and a.poison not in v.friends \
                    and not dying else NEVER
            out.append((score, a))
        return out

    def opt_mark(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        v = self.view(obs)
        return [(v.suspicion(a.suspect), a) for a in legal]

    # -- the day ---------------------------------------------------------------------------
    def opt_elect(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        v = self.view(obs)
        me, revote = v.me, bool(obs["candidates"])
        if v.evil:
            pub = v.public
            living = sorted(pub.wolf[s] for s in v.others + [me])
            median = living[len(living) // 2] if living else 0.0
            out = []
            for a in legal:
                t = a.target
                if t in v.friends or t == me:
                    low = pub.wolf[t] <= median * (1 + BACK_PACKMATE_BELOW)
                    out.append((5.0 if low and (t != me or revote) else NEVER, a))
                else:
                    out.append((-pub.wolf_odds(t), a))  # the town's darling: easy to steer
            return out
        out = []
        for a in legal:
            if a.target == me:  # himself only in a revote he is part of
                out.append((20.0 if revote else NEVER, a))
            else:
                out.append((v.trust(a.target), a))
        return out

    def opt_vote(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        v = self.view(obs)
        if not v.evil:
            return [(v.suspicion(a.target), a) for a in legal]
        pub = v.public
        targets = [a.target for a in legal]
        town = max(targets, key=lambda t: (pub.wolf[t], -t))
        bus = town in v.pack and self._doomed(v, town) and coin(self.seed, obs, 1) < self.bus
        out = []
        for a in legal:
            t = a.target
            if t in v.friends:
                out.append((3.0 if bus and t == town else NEVER, a))
            else:
                out.append((pub.wolf_odds(t), a))  # with the town's suspicion
        return out

    def opt_decide(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        v = self.view(obs)
        out = [(NEVER if a.target == v.me else v.suspicion(a.target), a) for a in legal]
        if all(s == NEVER for s, _ in out):  # only friends tied: any
            return [(0.0, a) for a in legal]
        return out

    def opt_shoot(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        v = self.view(obs)
        if v.evil:  # the wolves' side: the villager the town trusts most
            return [(NEVER if a.target in v.friends else -v.public.wolf_odds(a.target), a)
                    for a in legal]
        return [(v.suspicion(a.target), a) for a in legal]

    def opt_succeed(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        v = self.view(obs)
        if v.evil:
            return [((5.0 - v.public.wolf_odds(a.target)) if a.target in v.friends
                     else -v.public.wolf_odds(a.target), a) for a in legal]
        return [(v.trust(a.target), a) for a in legal]

    def _doomed(self, v: View, seat: int) -> bool:
        named = any(what == "wolf" and t == seat and v.b.claims.get(s) == SEER
                    and s not in v.friends for _, s, what, t, _ in v.obs["statements"])
        return named or v.public.wolf[seat] >= self.doomed_at

    # -- the discussion ----------------------------------------------------------------
    def statement(self, obs: dict, legal: list[Action]) -> Action:
        """The next thing to say today, else Done: at most `max_say` statements of its
        own a day, more (up to the rules' limit) only to answer the talk (`owed`)."""
        me = obs["seat"]
        if obs["said_today"] >= rules.SAY_LIMIT:
            return Done(me)
        said = {(s[2], s[3], s[4]) for s in obs["statements"] if s[1] == me}
        today = {(s[2], s[3], s[4]) for s in obs["statements"]
                 if s[1] == me and s[0] == obs["day"]}
        owed = set(self.owed(obs))
        for what, target, role in self.plan(obs):
            key = (what, target, role)
            if what == "claim":
                if key in said:
                    continue
            elif key in today or (what in ("wolf", "not_wolf") and target != me
                                  and key in said):
                continue
            if key not in owed and obs["said_today"] >= min(self.max_say, rules.SAY_LIMIT):
                return Done(me)
            want = Say(me, what, target, role)
            return want if want in legal else Done(me)
        return Done(me)

    def owed(self, obs: dict) -> list[tuple[str, int, str]]:
        """What the talk calls on the seat to answer: a denial when accused today, a
        counter-claim (and the false claimer accused) when another claims its role."""
        me = obs["seat"]
        out: list[tuple[str, int, str]] = []
        if not self.quick_talk and self._accused_today(obs):
            out.append(("not_wolf", me, ""))  # "I am no werewolf!"
        role = obs["role"]
        if role in POWER_CLAIMS and (role != SEER or self.seer_claims):
            rivals = self._rivals(obs, role)
            if rivals:
                out += [("claim", me, role)] + [("accuse", s, "") for s in rivals]
        return out

    def plan(self, obs: dict) -> list[tuple[str, int, str]]:
        """What the seat would say today, most important first."""
        role, me = obs["role"], obs["seat"]
        alive = obs["alive"]
        if self.quick_talk and role not in (SEER, WOLF):
            return []
        out: list[tuple[str, int, str]] = self.owed(obs)
        if role == SEER:
            out += self._seer_plan(obs)
            if self.quick_talk:
                return out
        if role == WOLF:
            out += self._wolf_plan(obs)
            return out
        v = self.view(obs)
        out += self._answers(obs, v)
        if role == LITTLE_GIRL:
            for w in obs["girl_saw"]:
                if alive[w]:
                    if v.in_danger():
                        out += [("claim", me, LITTLE_GIRL), ("wolf", w, "")]
                    out.append(("accuse", w, ""))
        if role in (WITCH, HUNTER) and v.in_danger():
            out.append(("claim", me, role))
        others = v.others
        if others:
            odds = {s: v.suspicion(s) for s in others}
            real = [o for o in odds.values() if o > NEVER]
            mean = sum(real) / len(real) if real else 0.0
            top = max(others, key=lambda s: odds[s] + jitter(self.seed, obs, s))
            if odds[top] > NEVER and odds[top] - mean >= ACCUSE_ABOVE:
                out.append(("accuse", top, ""))
            trusted = [s for s in v.b.trusted if alive[s]]
            good = [s for s in others if v.b.known[s] not in (None, WOLF)
                    and v.accusers_today(s)]  # one he knows is good, under attack
            for s in trusted + good:
                out.append(("defend", s, ""))
        return out

    @staticmethod
    def _accused_today(obs: dict) -> bool:
        me, day = obs["seat"], obs["day"]
        return any(d == day and t == me and what in ACCUSE and s != me
                   for d, s, what, t, _ in obs["statements"])

    @staticmethod
    def _rivals(obs: dict, role: str) -> list[int]:
        """The living others who claim `role`."""
        me, alive = obs["seat"], obs["alive"]
        return [s for _, s, what, _, r in obs["statements"]
                if what == "claim" and r == role and s != me and alive[s]]

    def _answers(self, obs: dict, v: View) -> list[tuple[str, int, str]]:
        """Answers to today's talk about others, the latest first: an accusation of a
        player I suspect too is backed; one I trust is defended from it; a defence of
        a player I suspect is doubted."""
        if self.quick_talk or v.evil:
            return []
        me, day, alive = v.me, obs["day"], obs["alive"]
        odds = {s: v.suspicion(s) for s in v.others}
        real = [o for o in odds.values() if o > NEVER]
        mean = sum(real) / len(real) if real else 0.0
        out: list[tuple[str, int, str]] = []
        for d, s, what, target, _ in reversed(obs["statements"]):
            if d != day or s == me or target in (me, s) or not alive[target] \
                    or what == "claim":
                continue
            lean = odds.get(target, NEVER) - mean
            good = v.b.known[target] not in (None, WOLF) or target in v.b.trusted
            if what in ACCUSE:
                if good or (odds.get(target, 0.0) > NEVER and lean <= -ACCUSE_ABOVE):
                    out.append(("defend", target, ""))
                elif lean >= 2 * ACCUSE_ABOVE:  # backed only when clearly suspect
                    out.append(("accuse", target, ""))
            elif lean >= 2 * ACCUSE_ABOVE:  # he is defended, but I suspect him
                out.append(("accuse", target, ""))
        return out

    def _seer_plan(self, obs: dict) -> list[tuple[str, int, str]]:
        if not self.seer_claims:
            return []
        me, alive = obs["seat"], obs["alive"]
        seen = {int(t): r for t, r in obs["seer"].items()}
        wolves = [t for t, r in seen.items() if r == WOLF and alive[t]]
        good = [t for t, r in seen.items() if r != WOLF and alive[t]]
        claimed = any(s[1] == me and s[2] == "claim" for s in obs["statements"])
        rivals = self._rivals(obs, SEER)  # a false Seer: her counter-claim is owed
        if not wolves and not claimed and not rivals:
            if self.quick_talk or not self.view(obs).in_danger():
                return []
        out = [("claim", me, SEER)]
        out += [("wolf", t, "") for t in wolves]
        out += [("not_wolf", t, "") for t in good]
        return out

    def _wolf_plan(self, obs: dict) -> list[tuple[str, int, str]]:
        me, alive = obs["seat"], obs["alive"]
        pack = {w for w in obs["wolves"] if w != me}
        claims: dict[int, str] = {}
        for _, s, what, _, role in obs["statements"]:
            if what == "claim":
                claims[s] = role
        out: list[tuple[str, int, str]] = []
        faked = claims.get(me) == SEER
        accusers = [s for _, s, what, t, _ in obs["statements"]
                    if what == "wolf" and t == me and claims.get(s) == SEER and s not in pack
                    and alive[s]]
        if self.seer_claims and accusers and (faked or coin(self.seed, obs, 2) < self.fake_claim):
            out += [("claim", me, SEER), ("wolf", accusers[-1], "")]
        if self.quick_talk:
            return out
        v = self.view(obs)
        pub = v.public
        living_pack = [w for w in pack if alive[w]]
        doomed = [w for w in living_pack if self._doomed(v, w)]
        if doomed and coin(self.seed, obs, 1) < self.bus:
            out.append(("accuse", doomed[0], ""))
        # like a villager: the town's top suspect once he stands out, and whoever
        # accused him (as an innocent would), never on a hunch
        villagers = [s for s in v.others if s not in v.friends]
        if villagers:
            grudge = Counter(s for _, s, what, t, _ in obs["statements"]
                             if t == me and what in ACCUSE)
            odds = {s: pub.wolf_odds(s) + grudge[s] * math.log(ACCUSED_VILLAGER)
                    for s in villagers}
            mean = sum(pub.wolf_odds(s) for s in villagers) / len(villagers)
            top = max(villagers, key=lambda s: odds[s] + jitter(self.seed, obs, s))
            if odds[top] - mean >= ACCUSE_ABOVE:
                out.append(("accuse", top, ""))
        return out


class EasyAgent:
    """Legal and roughly sensible at random: no claims, powers used at random."""

    level = "easy"

    def __init__(self, seed: int = 0, **_: Any) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        me = obs["seat"]
        pack = {w for w in obs["wolves"] if w != me}
        if kind == "done":
            return legal[0]
        if kind == "take":
            takes = [a for a in legal if a.card != NOBODY] if obs["extras"].count(WOLF) == 2 \
                else legal
            return self.rng.choice(takes)
        if kind == "inspect":
            fresh = [a for a in legal if obs["roles"][a.target] is None]
            return self.rng.choice(fresh or legal)
        if kind in ("bite", "vote", "decide", "shoot", "mark"):
            target = (lambda a: a.suspect) if kind == "mark" else (lambda a: a.target)
            known = [a for a in legal if obs["roles"][target(a)] == WOLF
                     and target(a) not in pack and target(a) != me]
            if known and kind in ("vote", "decide", "shoot"):
                return self.rng.choice(known)  # a found wolf is the one sensible vote
            fine = [a for a in legal if target(a) not in pack and target(a) != NOBODY]
            return self.rng.choice(fine or legal)
        if kind == "brew":
            heal = obs["victim"] is not None and obs["potions"]["heal"] \
                and self.rng.random() < 0.5
            poison = obs["potions"]["poison"] and self.rng.random() < 0.1
            want = [a for a in legal if a.heal == heal and (a.poison != NOBODY) == poison]
            return self.rng.choice(want or legal)
        return self.rng.choice(legal)


def hard_agent(seed: int = 0, **flags: Any) -> Any:
    """The hard player (`ai_search.py`)."""
    from game.games.werewolf.ai_search import hard_agent as make
    return make(seed, **flags)


AGENTS: dict[str, Callable[..., Any]] = {"easy": EasyAgent, "normal": NormalAgent,
                                         "hard": hard_agent}


def make_agent(level: str, seed: int = 0, **flags: Any) -> Any:
    """A computer player of `level`; `flags` (seer_claims, potions, and for hard the
    search's time_budget, max_worlds) switch parts of its play."""
    if level not in AGENTS:
        raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
    return AGENTS[level](seed, **flags)

"""I'm the Boss!'s hard computer player: the core search (`game.core.search.SearchAgent`,
through `decide`) over the normal player's choice and a few others, each played on in
made-up worlds by the normal player's policy.

- Candidates (`options`): the normal player's choice first, then the few others worth a
  look for the kind of decision: deal here or roll, deal or draw; lay the clan cards or
  negotiate; for an answer accept, reject, and a counter a share dearer or cheaper; for the
  Boss's say CLOSE, waiting, his proposal a share cheaper or dearer; for another seat's
  say waiting, its offer a share or two dearer, a Boss card or recruitment set it holds;
  in a window letting it pass, a Stop, a Boss card. The marker and the discards are the
  normal player's.
- Worlds: `state.determinize(seat, rng)`: the deck and the cards of the others' hands no
  one saw dealt again (while a deal's talks run, so that it can still be filled, as
  everyone knows), the others' hidden money anywhere in its band, the dice reseeded.
  Worlds are weighed by what the others did in the deal under way (`clues`, `weighed`):
  a seat that has had its say while a family the deal wants was missing is unlikely to
  hold that family's clan card (the Boss who opened the deal surely not: he would have
  laid it), an unseated Boss or the owner of a travelling placard held no Stop; a world
  that deals them such a card is kept only with a weight.
- Roll-outs: every seat played by the normal player (`ai.Negotiator`, from the world as
  it would see it) until the deal under way has ended and the next turn begins (a turn
  decision: until the turn after its deal or its draw), HORIZON turns in all, or the
  game's end. A world is then judged for every seat by `worth`: its money, its hand in
  $M (`values.hand_worth` × CARD_DOLLARS) and its placards (PLACARD_SHARE of the share
  values of the next few tiles each), both fading as the tiles run out; the search's
  value is my worth less the best other's.
- Budget: TIME_BUDGET seconds or MAX_WORLDS worlds a decision, whichever comes first;
  the core drops a world still being played at the budget.

Measured: see the module's end and `bench.py` (imtheboss-strength, imtheboss-ai-time)."""

from __future__ import annotations

import random
import time
from typing import Any

from game.core.protocol import Action
from game.core.search import OutOfTime, SearchAgent, SearchGame
from game.games.imtheboss.actions import (
    Accept,
    Close,
    Counter,
    DealHere,
    Draw,
    Lay,
    Negotiate,
    OfferClan,
    OfferPlacard,
    Pass,
    PlayBoss,
    Propose,
    Recruit,
    Reject,
    Roll,
    Stop,
)
from game.games.imtheboss.ai import Negotiator, fit, of_type
from game.games.imtheboss.cards import CLAN, KINDS, STOP
from game.games.imtheboss.deal import OPENING
from game.games.imtheboss.steps import DEAL, ROLLED, TURN
from game.games.imtheboss.tiles import LAST
from game.games.imtheboss.values import View, hand_worth, tile_value, wanted

TIME_BUDGET = 0.2  # seconds a decision searches
MAX_WORLDS = 32  # worlds a decision samples at most
CANDIDATES = 5  # actions searched a decision at most
HORIZON = 1  # turns begun after the decision's own before a roll-out stops
CARD_DOLLARS = 0.8  # $M a unit of `hand_worth` is worth with the whole game ahead
PLACARD_SHARE = 0.25  # of the share values of the next LOOK tiles, a placard's worth
LOOK = 6  # tiles ahead a placard and a hand are worth something for
CHECK_EVERY = 8  # roll-out moves between looks at the clock
BOSS_LACKS = 0.1  # a world's weight if the Boss who opened holds a clan card still wanted
WAITED = 0.35  # ... if a seat that has had its say holds one
NO_STOP = 0.2  # ... if an unseated Boss, or a travelling placard's owner, holds a Stop
WEIGH_TRIES = 8  # worlds drawn at most for one that fits the clues


def ahead(world: Any) -> float:
    """The share values of the next LOOK tiles still to come (0 once the game is over)."""
    if world.is_terminal():
        return 0.0
    first = world.deals_done + 1
    return float(sum(tile_value(t) for t in range(first, min(LAST, first + LOOK - 1) + 1)))


def worth(world: Any, seat: int) -> float:
    """A seat's standing in a world, in $M: money, and what its cards and placards should
    still bring."""
    money = float(world.money[seat])
    if world.is_terminal():
        return money
    left = ahead(world)
    fade = min(1.0, left / (LOOK * 2.0))  # cards are worth less as the game runs out
    v = View.of_state(world, seat)
    cards = CARD_DOLLARS * fade * hand_worth(v, world.hands[seat])
    placards = PLACARD_SHARE * left * sum(1 for o in world.placards.values() if o == seat)
    return money + cards + placards


# -- what the others' play tells of their hands ----------------------------------------------
Clue = tuple[int, str, str, float]  # (seat, card type, family, a world's weight if it holds one)


def clues(v: View) -> list[Clue]:
    """What the deal under way tells of the others' hands (no one draws during a deal):
    the Boss who opened it lays every clan card the deal wants, so a family still
    missing is one he lacks; after a round every seat has had its say, and one that
    holds a clan card of a family still missing would most likely have offered it; a
    Boss unseated, and the owner of a placard sent travelling, had no Stop to play."""
    d = v.deal
    if d is None or v.step != DEAL:
        return []
    out: list[Clue] = []
    me = v.seat
    missing_now = wanted(d)
    laid_by = {(o, KINDS[c].family) for c, o in d.laid.items()}
    if d.stage != OPENING:
        first = d.bosses[0] if d.bosses else d.boss
        for family in missing_now:
            if first == d.boss and d.boss != me:
                out.append((d.boss, CLAN, family, BOSS_LACKS))
            if d.round >= 2:
                for s in range(v.n):
                    if s not in (me, d.boss) and (s, family) not in laid_by:
                        out.append((s, CLAN, family, WAITED))
    for old in set(d.bosses[:-1]):
        if old != me and old != d.boss:
            out.append((old, STOP, "", NO_STOP))
    for family in d.travelling:
        owner = v.placards[family]
        if owner is not None and owner != me:
            out.append((owner, STOP, "", NO_STOP))
    return out


def weighed(worlds: Any, rng: random.Random, hints: list[Clue]) -> Any:
    """A world drawn with the chance its hands fit the clues: each clue a hand breaks
    keeps it only with its weight (rejection, WEIGH_TRIES draws at most)."""
    world = None
    for _ in range(WEIGH_TRIES):
        world = worlds(rng)
        weight = 1.0
        for seat, type_, family, w in hints:
            if any(KINDS[c].type == type_ and KINDS[c].family == family
                   for c in world.hands[seat]):
                weight *= w
        if weight >= 1.0 or rng.random() < weight:
            return world
    return world


def margin(world: Any, seat: int) -> float:
    """My worth less the best other's."""
    scores = [worth(world, s) for s in range(world.players)]
    return scores[seat] - max(v for s, v in enumerate(scores) if s != seat)


class HardNegotiator(SearchAgent):
    """The core's search over the normal player's choice and a few others, each played on
    to the next turn by the normal player and judged by `worth`."""

    level = "hard"

    def __init__(self, seed: int = 0, time_budget: float = TIME_BUDGET,
                 max_worlds: int = MAX_WORLDS, many: int = CANDIDATES,
                 horizon: int = HORIZON, read: bool = True, **options: Any) -> None:
        self.planner = Negotiator(seed)  # the first guess, and the choices not searched
        self.many = many
        self.turns = horizon
        self.roll_seed = seed
        self.read = read
        super().__init__(SearchGame(candidates=self.candidates), seed=seed,
                         time_budget=time_budget, max_worlds=max_worlds, **options)

    # -- without worlds: the normal player's choice ---------------------------------------------
    def choose(self, observation: dict, legal: list[Action]) -> Action:
        return self.planner.choose(observation, legal)

    def choose_in(self, observation: dict, legal: list[Action], worlds) -> Action:
        if len(legal) == 1:
            return legal[0]
        v = View.of_observation(observation)
        self.planner.remember(v)
        self._view = v
        hints = clues(v) if self.read else []
        if hints:
            plain = worlds

            def worlds(rng: random.Random) -> Any:
                return weighed(plain, rng, hints)

        action = super().choose_in(observation, legal, worlds)
        self.planner.note(v, action)
        return action

    # -- the candidates --------------------------------------------------------------------------
    def candidates(self, observation: dict, legal: list[Action]) -> list[Action]:
        v = getattr(self, "_view", None)
        if v is None or v.seat != observation["seat"]:
            v = View.of_observation(observation)
        self._view = None
        return self.options(v, legal)

    def options(self, v: View, legal: list[Action]) -> list[Action]:
        """The normal player's choice first, then the others worth searching."""
        first, _ = fit(self.planner.intent(v, legal), legal)
        out = [first]
        for extra in self.others(v, legal, first):
            if len(out) >= self.many:
                break
            action, ok = fit(extra, legal)
            if ok and action not in out:
                out.append(action)
        return out

    def others(self, v: View, legal: list[Action], first: Action) -> list[Action | None]:
        me = v.seat
        if v.step in (TURN, ROLLED):
            return [DealHere(me), Roll(me) if v.step == TURN else Draw(me)]
        if v.step != DEAL or v.deal is None:
            return []
        d = v.deal
        if d.question is not None:
            return self.answer_options(v, legal, first)
        if d.window is not None:
            boss = of_type(legal, PlayBoss)
            return [Pass(me), *of_type(legal, Stop), *(boss[:1])]
        if d.stage == OPENING:
            return [Negotiate(me)] if isinstance(first, Lay) else []
        if d.boss == me:
            out: list[Action | None] = [Close(me)] if d.closable() else []
            if isinstance(first, Propose):
                out += [Propose(me, first.to, first.family, first.pay - 1),
                        Propose(me, first.to, first.family, first.pay + 1)]
            return out + [Pass(me)]
        out = []
        if isinstance(first, (OfferPlacard, OfferClan)):
            for up in (1, 2):
                if isinstance(first, OfferPlacard):
                    out.append(OfferPlacard(me, first.family, first.ask + up))
                else:
                    out.append(OfferClan(me, first.card, first.ask + up))
        out.append(Pass(me))
        out += of_type(legal, PlayBoss)[:1]
        recruits = of_type(legal, Recruit)
        if recruits and not isinstance(first, Recruit):
            out.append(recruits[0])
        return out

    def answer_options(self, v: View, legal: list[Action], first: Action) -> list[Action | None]:
        me = v.seat
        q = v.deal.question
        out: list[Action | None] = [Accept(me), Reject(me)]
        counters = sorted(a.pay for a in of_type(legal, Counter))
        if counters:
            base = first.pay if isinstance(first, Counter) else q["pay"]
            near = [p for p in (base + 1, base - 1, base + 2) if p in counters]
            out += [Counter(me, p) for p in near[:2]]
        return out

    # -- the roll-outs ---------------------------------------------------------------------------
    def play_out(self, world: Any, seat: int) -> float:
        """`world` on by the normal player for every seat until HORIZON turns have begun
        (or the game's end); my worth less the best other's."""
        rollers = [Negotiator(self.roll_seed * 7 + s) for s in range(world.players)]
        stop_at, clock = self.stop_at, time.perf_counter
        turns, moves = 0, 0
        was_turn = False  # a candidate that ends the turn (a draw) stops at once
        while not world.is_terminal():
            at_turn = world.step == TURN and world.deal is None
            if at_turn and not was_turn:
                turns += 1
                if turns >= self.turns:
                    break
            was_turn = at_turn
            who = world.to_act
            legal = world.legal_actions(who)
            if len(legal) == 1:
                world.apply(legal[0])
            else:
                world.apply(rollers[who].decide(View.of_state(world, who), legal))
            moves += 1
            if moves % CHECK_EVERY == 0 and clock() >= stop_at:
                raise OutOfTime
        self.rollouts += 1
        return margin(world, seat)


__all__ = ["HardNegotiator", "margin", "worth"]

"""Saboteur's state machine (rules sheet §3-§4 and C1-C8): three rounds; in each, the
dwarves dealt in secret, a maze dug from the start toward three face-down goals, one card
played or passed a turn, then a draw; the round ends when the gold is reached (the
gold-diggers win and take nugget cards in turn) or when nobody holds a card (the
saboteurs win and are paid); after round three the most gold wins.

The rules themselves live beside it: `maze` (placing, linking, reaching goals), `tools`
(broken tools and repairs), `payout` (the gold), `legal` (every action a seat may take),
`determinize` (what each seat knows)."""

from __future__ import annotations

import bisect
from typing import Any

from game.core.actionlog import ActionLog, replay
from game.core.determinize import clone_state
from game.core.protocol import Action, Event
from game.core.rng import GameRng
from game.games.saboteur import determinize as knows
from game.games.saboteur import legal as rules
from game.games.saboteur.actions import (
    CODEC,
    BreakTool,
    Map,
    Pass,
    PlacePath,
    Repair,
    Rockfall,
    TakeNugget,
)
from game.games.saboteur.cards import (
    DIGGERS,
    DRAW_CARDS,
    GOALS,
    INFO,
    NUGGETS,
    PACK,
    PLAYERS,
    ROUNDS,
    SABOTEURS,
    START,
    nuggets_drawn,
    per_players,
    saboteur_pay,
)
from game.games.saboteur.layout import load as load_layout
from game.games.saboteur.maze import Cell, links, stone_turn
from game.games.saboteur.payout import first_taker, next_taker, saboteur_cards

VARIANTS = tuple(f"{n}p" for n in PLAYERS)
DIGGER, SABOTEUR = "digger", "saboteur"


def players_of(variant: str) -> int:
    if variant not in VARIANTS:
        raise ValueError(f"not a Saboteur variant: {variant!r}")
    return int(variant[:-1])


def public_act(action: Action) -> list:
    """A turn as every seat saw it: [seat, kind, card code, target], the target a
    placement's [x, y, turned], a rockfall's [x, y], a broken tool's seat, a repair's
    [seat, tool], a map's goal index; a pass shows neither card nor target."""
    if isinstance(action, Pass):
        return [action.seat, "pass", None, None]
    target = {PlacePath: lambda a: [a.x, a.y, a.turned], Rockfall: lambda a: [a.x, a.y],
              BreakTool: lambda a: a.target, Repair: lambda a: [a.target, a.tool],
              Map: lambda a: a.goal}[type(action)](action)
    return [action.seat, action.kind, PACK.code(action.card), target]


class SaboteurState:
    pack, codec = PACK, CODEC

    def __init__(self, seed: int, variant: str) -> None:
        self.log = ActionLog(seed, variant)
        self.rng = GameRng(seed)
        self.players = players_of(variant)
        self.layout = load_layout(self.players)
        self.round = 0
        self.nuggets = list(NUGGETS)
        self.rng.shuffle(self.nuggets)  # face down; the top is the end
        self.gold: list[list[int]] = [[] for _ in range(self.players)]
        self.offer: list[int] = []
        self.picker: int | None = None
        self.results: list[dict] = []  # each finished round's public outcome
        self.last_turn: int | None = None
        self.deal_round()

    # -- a round ---------------------------------------------------------------------------
    def deal_round(self) -> None:
        """Round set-up (§3.1, C4): every path and action card shuffled, hands dealt, the
        dwarves dealt with one left unseen, a new goal row, the first seat."""
        n = self.players
        count = per_players(n)
        self.deck = list(DRAW_CARDS)
        self.rng.shuffle(self.deck)
        self.hands = [sorted(self.deck.pop() for _ in range(count["hand"])) for _ in range(n)]
        dwarves = list(SABOTEURS[:count["saboteurs"]] + DIGGERS[:count["diggers"]])
        self.box = sorted(set(SABOTEURS + DIGGERS) - set(dwarves))  # not used at this count
        self.rng.shuffle(dwarves)
        self.roles = dwarves[:n]
        self.spare = dwarves[n:]
        goals = list(GOALS)
        self.rng.shuffle(goals)
        self.maze: dict[Cell, tuple[int, bool]] = {self.layout.start: (START, False)}
        for cell, card in zip(self.layout.goals, goals, strict=True):
            self.maze[cell] = (card, False)
        self.face_down = set(self.layout.goals)
        self.broken: list[dict[str, int]] = [{} for _ in range(n)]
        self.passed: list[list[int]] = [[] for _ in range(n)]
        self.discard: list[int] = []
        self.mapped: list[list[int]] = [[] for _ in range(n)]  # goal indices each has seen
        self.maps_played: list[list[int]] = []  # [seat, goal] this round, public
        # Every turn this round as all saw it, for the computers' suspicion (C9):
        # [seat, kind, card code (None for a pass), target]; see `public_act`.
        self.acts: list[list] = []
        self.phase = "turn"
        self.turn = self.rng.randrange(n) if self.last_turn is None else (self.last_turn + 1) % n
        self.relink()

    def deal_events(self) -> list[Event]:
        events = [Event("round_started", self.turn,
                        {"round": self.round + 1, "hand": len(self.hands[0])})]
        events += [Event("dealt", s, {"count": len(h)},
                         {s: {"cards": PACK.codes(h), "role": self.role_of(s)}})
                   for s, h in enumerate(self.hands)]
        return events

    def opening_events(self) -> list[Event]:
        return self.deal_events()

    def role_of(self, seat: int) -> str:
        return DIGGER if self.roles[seat] in DIGGERS else SABOTEUR

    def diggers(self) -> set[int]:
        return {s for s in range(self.players) if self.role_of(s) == DIGGER}

    # -- protocol ------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if self.phase == "turn":
            return self.turn
        return self.picker if self.phase == "pick" else None

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def returns(self) -> list[int]:
        return [self.gold_of(s) for s in range(self.players)]

    def gold_of(self, seat: int) -> int:
        return sum(INFO[c].value for c in self.gold[seat])

    def winners(self) -> list[int]:
        totals = self.returns()
        return [s for s, g in enumerate(totals) if g == max(totals)]

    def links(self):
        """The maze's links to the start, made again whenever the maze changes (so judging
        an action changes nothing; a test that lays cards by hand sets `_links` None)."""
        if self._links is None:
            self.relink()
        return self._links

    def relink(self) -> None:
        self._links = links(self.maze, self.face_down, self.layout.start)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        return rules.legal_actions(self, seat)

    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(PACK))
        rules.check(self, action)
        self.log.record(action)
        if isinstance(action, TakeNugget):
            return self.take_nugget(action)
        self.last_turn = action.seat
        self.acts.append(public_act(action))
        playing = self.round
        events = self.play(action)
        if self.phase != "turn" or self.round != playing:  # the round ended on this play
            return events
        if self.deck:
            card = self.deck.pop()
            bisect.insort(self.hands[action.seat], card)
            events.append(Event("drew", action.seat, {"left": len(self.deck)},
                                {action.seat: {"card": PACK.code(card)}}))
        return events + self.next_turn()

    def play(self, action: Action) -> list[Event]:
        seat, card = action.seat, action.card
        self.hands[seat].remove(card)
        code = PACK.code(card)
        if isinstance(action, PlacePath):
            cell = (action.x, action.y)
            self.maze[cell] = (card, action.turned)
            self.relink()
            return [Event("placed", seat, {"card": code, "x": action.x, "y": action.y,
                                           "turned": action.turned})] + self.reach(seat)
        if isinstance(action, BreakTool):
            self.broken[action.target][INFO[card].breaks] = card
            return [Event("broke", seat, {"card": code, "target": action.target,
                                          "tool": INFO[card].breaks})]
        if isinstance(action, Repair):
            mended = self.broken[action.target].pop(action.tool)
            self.discard += [mended, card]
            return [Event("repaired", seat, {"card": code, "target": action.target,
                                             "tool": action.tool,
                                             "broken": PACK.code(mended)})]
        if isinstance(action, Map):
            self.discard.append(card)
            self.mapped[seat].append(action.goal)
            self.maps_played.append([seat, action.goal])
            goal = self.maze[self.layout.goals[action.goal]][0]
            return [Event("mapped", seat, {"card": code, "goal": action.goal},
                          {seat: {"goal_card": PACK.code(goal)}})]
        if isinstance(action, Rockfall):
            removed, _ = self.maze.pop((action.x, action.y))
            self.relink()
            self.discard += [card, removed]
            return [Event("rockfall", seat, {"card": code, "x": action.x, "y": action.y,
                                             "removed": PACK.code(removed)})]
        assert isinstance(action, Pass)
        self.passed[seat].append(card)
        return [Event("passed", seat, {}, {seat: {"card": code}})]

    def reach(self, seat: int) -> list[Event]:
        """C2: every face-down goal an open linked edge faces is turned up, top to bottom;
        a stone turned to join; the gold ends the round for the gold-diggers."""
        events: list[Event] = []
        gold = False
        while True:
            found = self.links()
            faced = sorted(found.faced_goals, key=lambda c: (c[1], c[0]))
            if not faced:
                break
            for cell in faced:
                card, _ = self.maze[cell]
                turned = False if INFO[card].gold else stone_turn(card, cell, self.maze, found)
                self.maze[cell] = (card, turned)
                self.face_down.discard(cell)
                gold = gold or INFO[card].gold
                events.append(Event("revealed", seat, {
                    "goal": self.layout.goals.index(cell), "card": PACK.code(card),
                    "x": cell[0], "y": cell[1], "turned": turned}))
            self.relink()
        if gold:
            events += self.end_round(DIGGER, seat)
        return events

    def next_turn(self) -> list[Event]:
        """The next seat clockwise that holds a card; nobody holds one (the pile is empty
        too): the saboteurs win (C4)."""
        for step in range(1, self.players + 1):
            seat = (self.turn + step) % self.players
            if self.hands[seat]:
                self.turn = seat
                return []
        return self.end_round(SABOTEUR, None)

    # -- the round's end --------------------------------------------------------------------
    def end_round(self, side: str, finder: int | None) -> list[Event]:
        events = []
        for i, cell in enumerate(self.layout.goals):  # the rest of the goal row turned up
            if cell in self.face_down:
                self.face_down.discard(cell)
                card = self.maze[cell][0]
                events.append(Event("goal_shown", None, {"goal": i, "card": PACK.code(card)}))
        self.relink()
        roles = [self.role_of(s) for s in range(self.players)]
        spare = [DIGGER if c in DIGGERS else SABOTEUR for c in self.spare]
        self.results.append({"round": self.round + 1, "side": side, "finder": finder,
                             "roles": roles, "spare": spare})
        events.append(Event("round_won", finder, {"round": self.round + 1, "side": side,
                                                  "roles": roles, "spare": spare}))
        if side == DIGGER:
            draw = min(nuggets_drawn(self.players), len(self.nuggets))
            self.offer = [self.nuggets.pop() for _ in range(draw)]
            if self.offer:
                self.phase = "pick"
                self.picker = first_taker(finder, self.diggers(), self.players)
                events.append(Event("nuggets_drawn", self.picker, {"count": draw},
                                    {self.picker: {"cards": PACK.codes(self.offer)}}))
                return events
        else:
            for seat in range(self.players):
                if self.role_of(seat) == SABOTEUR:
                    events.append(self.pay_saboteur(seat))
        return events + self.next_round()

    def pay_saboteur(self, seat: int) -> Event:
        saboteurs = sum(1 for s in range(self.players) if self.role_of(s) == SABOTEUR)
        paid = saboteur_cards(self.nuggets, saboteur_pay(saboteurs))
        for card in paid:
            self.nuggets.remove(card)
        self.gold[seat] += paid
        return Event("saboteur_paid", seat, {"count": len(paid)},
                     {seat: {"cards": PACK.codes(paid),
                             "gold": sum(INFO[c].value for c in paid)}})

    def take_nugget(self, action: TakeNugget) -> list[Event]:
        self.offer.remove(action.card)
        self.gold[action.seat].append(action.card)
        event = Event("nugget_taken", action.seat, {"left": len(self.offer)},
                      {action.seat: {"card": PACK.code(action.card),
                                     "gold": INFO[action.card].value}})
        if self.offer:
            self.picker = next_taker(action.seat, self.diggers(), self.players)
            return [event, Event("nuggets_passed", action.seat,
                                 {"to": self.picker, "count": len(self.offer)},
                                 {self.picker: {"cards": PACK.codes(self.offer)}})]
        self.picker = None
        return [event] + self.next_round()

    def next_round(self) -> list[Event]:
        self.round += 1
        self.picker = None
        if self.round == ROUNDS:
            self.phase = "over"
            totals = self.returns()
            return [Event("game_over", None, {"totals": totals, "winners": self.winners()})]
        self.deal_round()
        return self.deal_events()

    # -- what each seat knows: determinize.py ------------------------------------------
    observation, hidden_from = knows.observation, knows.hidden_from
    hidden_values, determinize = knows.hidden_values, knows.determinize

    def card_zones(self) -> dict[str, list[int]]:
        goals = {f"goal{i}": [self.maze[c][0]] if c in self.face_down else []
                 for i, c in enumerate(self.layout.goals)}
        shown = [card for cell, (card, _) in self.maze.items() if cell not in self.face_down]
        return {"deck": self.deck, **{f"hand{s}": h for s, h in enumerate(self.hands)},
                **{f"passed{s}": p for s, p in enumerate(self.passed)},
                **{f"broken{s}": sorted(b.values()) for s, b in enumerate(self.broken)},
                "discard": self.discard, "maze": sorted(shown), **goals,
                **{f"role{s}": [r] for s, r in enumerate(self.roles)}, "spare": self.spare,
                "box": self.box, "nuggets": self.nuggets, "offer": self.offer,
                **{f"gold{s}": g for s, g in enumerate(self.gold)}}

    def clone(self) -> SaboteurState:
        return clone_state(self)

    def to_json(self) -> dict[str, Any]:
        return self.log.to_json()

    @classmethod
    def from_json(cls, data: dict) -> SaboteurState:
        return replay(ActionLog.from_json(data, CODEC), cls)

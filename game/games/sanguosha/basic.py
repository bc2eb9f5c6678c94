"""The basic cards (§6): Slash, Dodge, Peach; and `Demand`, a seat asked for a card
that counts as a given name (a Dodge against a Slash, a Slash in a Duel)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Response
from game.core.protocol import Action
from game.games.sanguosha.actions import Pass, Respond
from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


def answers(state: SgsState, seat: int, name: str, verb: str = "use") -> list[Action]:
    """The cards `seat` may answer with as `name`: its own cards of that name, and what
    its abilities let count as one (Dragon Heart's Slash as a Dodge)."""
    from game.games.sanguosha import abilities
    plain = [Respond(seat, (c,), name) for c in sorted(state.seats[seat].hand)
             if state.card(c).name == name]
    return plain + [Respond(seat, cards, name, key)
                    for cards, key in abilities.conversions(state, seat, name, verb)]


class Demand(Step):
    """`seat` is asked for `count` cards as `name`, about `about`; returns True when it
    gave them all, False when it declined. `verb` says whether the answer is used (a
    Dodge cancelling a Slash) or played (a Slash in a Duel): skills care (§3).

    Asked for a Dodge while wearing Eight Trigrams (not ignored by the `source`'s
    Qinggang Sword), the seat may judge once for each Dodge needed: a red card counts
    as that Dodge; on a black one it may still give a real Dodge."""

    __slots__ = ("seat", "name", "count", "about", "verb", "source", "tried")
    ASKING, JUDGED, PROXIED = 0, 1, 2  # stages: ask; an Eight Trigrams or a proxy came back

    def __init__(self, seat: int, name: str, about: str, count: int = 1,
                 verb: str = "use", source: int | None = None) -> None:
        super().__init__()
        self.seat, self.name, self.about, self.count, self.verb = seat, name, about, count, verb
        self.source = source
        self.tried = 0  # the count at which Eight Trigrams was last judged (0: never)

    def run(self, state: SgsState) -> None:
        from game.games.sanguosha.judgement import settle
        if self.stage == self.PROXIED:  # a card given for the seat, or none
            self.stage = self.ASKING
            if state.returned:
                self._gave(state)
                return
        if self.stage == self.JUDGED:
            self.stage = self.ASKING
            card = state.returned
            red = state.card(card).red
            settle(state, card, self.seat)  # runs first; then this step asks again
            if red:
                state.emit("armour_dodge", self.seat, armour="eight_trigrams")
                self._gave(state)
            else:
                state.emit("armour_failed", self.seat, armour="eight_trigrams")
            return
        if not state.seats[self.seat].alive:
            state.pop(False)
            return
        state.ask(Response(self.seat, about=self.about))

    def public(self) -> dict:
        return {"step": "Demand", "seat": self.seat, "name": self.name, "count": self.count,
                "about": self.about, "source": self.source}

    def may_judge(self, state: SgsState, seat: int) -> bool:
        from game.games.sanguosha.equipment import armour_works
        armour = state.seats[seat].equipment.get("armour")
        return self.name == "dodge" and self.tried != self.count and armour is not None \
            and state.card(armour).name == "eight_trigrams" \
            and armour_works(state, seat, self.source)

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        from game.games.sanguosha import abilities
        trigrams = [Respond(seat, (), "dodge", "eight_trigrams")] \
            if self.may_judge(state, seat) else []
        proxies = [Respond(seat, (), self.name, key)
                   for key in abilities.proxies(state, seat, self.name, self.verb)]
        return [*trigrams, *answers(state, seat, self.name, self.verb), *proxies, Pass(seat)]

    def answer(self, state: SgsState, action: Action) -> None:
        from game.games.sanguosha.judgement import Judge
        if isinstance(action, Pass):
            state.emit("decline", action.seat, card_name=self.name, about=self.about)
            state.pop(False)
            return
        from game.games.sanguosha.abilities import ABILITIES
        if action.skill == "eight_trigrams":
            self.tried, self.stage = self.count, self.JUDGED
            state.push(Judge(self.seat, "eight_trigrams"))
            return
        if not action.cards:  # a proxy: others are asked to give it (Escort, Rouse)
            self.stage = self.PROXIED
            state.push(ABILITIES[action.skill].proxy_step(state, self.seat, self.name))
            return
        if self.name == "slash" and action.seat == state.current and state.phase == "play":
            state.slashed_in_play = True
        state.spend(action.seat, action.cards, self.verb, card_name=self.name, targets=[],
                    skill=action.skill, answer=True)
        self._gave(state)

    def _gave(self, state: SgsState) -> None:
        self.count -= 1
        if self.count == 0:
            state.pop(True)


class CardEffect(Step):
    """A used card's effect: by `user` on `targets`; its cards wait in the processing
    area until the effect is over, then go to the discard pile."""

    __slots__ = ("user", "targets", "cards")

    def __init__(self, user: int, targets: tuple[int, ...], cards: tuple[int, ...]) -> None:
        super().__init__()
        self.user, self.targets, self.cards = user, targets, cards

    name = ""

    def public(self) -> dict:
        return {"step": "Effect", "name": self.name, "user": self.user,
                "targets": list(self.targets)}

    def done(self, state: SgsState) -> None:
        left = [c for c in self.cards if c in state.processing]
        for c in left:
            state.processing.remove(c)
        state.to_discard(left)
        state.pop()


class SlashEffect(CardEffect):
    """The target must use a Dodge (two against Peerless) or take 1 damage from the
    user. Abilities answer its moments: "slash_targeted" (Iron Cavalry may make it
    undodgeable, Double Swords), "slash_dodged" (Green Dragon Blade, Rock-Cleaving Axe
    may make it hit anyway), "slash_hits" (Kirin Bow), before the damage."""

    __slots__ = ("undodgeable", "hit_anyway", "extra_damage")
    name = "slash"

    def __init__(self, user: int, targets: tuple[int, ...], cards: tuple[int, ...]) -> None:
        super().__init__(user, targets, cards)
        self.undodgeable = self.hit_anyway = False
        self.extra_damage = 0

    def run(self, state: SgsState) -> None:
        from game.games.sanguosha import abilities
        from game.games.sanguosha.abilities import Moment
        from game.games.sanguosha.damage import Damage
        target = self.targets[0]
        moment = Moment("", self.user, target=target, cards=self.cards)
        if not state.seats[target].alive and self.stage < 4:
            self.stage = 4
        if self.stage == 0:
            self.stage = 1
            abilities.raise_moment(state, moment._replace(kind="slash_targeted"))
        elif self.stage == 1:
            self.stage = 2
            if self.undodgeable:
                state.returned = False
                return
            state.push(Demand(target, "dodge", "slash", source=self.user,
                              count=abilities.dodges_needed(state, self.user, target)))
        elif self.stage == 2:
            self.stage = 3
            if state.returned:
                abilities.raise_moment(state, moment._replace(kind="slash_dodged"))
                return
            self.hit_anyway = True
        elif self.stage == 3:
            self.stage = 4
            if self.hit_anyway:
                self.stage = 5
                abilities.raise_moment(state, moment._replace(kind="slash_hits"))
        elif self.stage == 5:
            self.stage = 4
            if state.seats[target].alive:
                bonus = self.extra_damage + abilities.damage_bonus(state, self.user, "slash")
                state.push(Damage(self.user, target, 1 + bonus, self.cards))
        else:
            self.done(state)


class PeachEffect(CardEffect):
    """The user recovers 1 health."""

    __slots__ = ()
    name = "peach"

    def run(self, state: SgsState) -> None:
        recover(state, self.user, 1)
        self.done(state)


def recover(state: SgsState, seat: int, amount: int) -> None:
    """Health back, never above the maximum (§5)."""
    s = state.seats[seat]
    gained = min(amount, s.max_hp - s.hp)
    s.hp += gained
    state.emit("recover", seat, amount=gained, hp=s.hp)

"""The viewer's selection on the Sanguosha table, read off the decision's one legal list:
the cards picked (hand or own equipment), the seats chosen as targets in order, and the
active skill being used, if any; which cards and seats may be picked next and which legal
actions the selection makes now. Nothing here draws or applies: the table lights what is
said here and its buttons apply what it makes.

Selecting a hand card lights the seats the legal list lets it target (a `Use` names its
cards, name and targets); a lit seat clicked is chosen; the Play button applies the one
legal action the selection makes. A decision that takes one card per action and then
asks again (discarding down to one's health, Benevolence's gifts, Balance of Power's and
Marriage's discards) lets the player pick them all in turn, then press once."""

from __future__ import annotations

from typing import Any

from game.games.sanguosha import actions as A
from game.games.sanguosha.controller import SELECTABLE, SgsController, action_cards, action_targets


class Selection:
    def __init__(self, ctl: SgsController) -> None:
        self.ctl = ctl
        self.clear()

    def clear(self, mode: str | None = None) -> None:
        self.selected: list[int] = []  # hand (or own equipment) card ids
        self.targets: list[int] = []  # seats chosen, in order
        self.mode = mode  # an active skill being used (UseSkill)

    def candidates(self, legal: list) -> list:
        """The legal actions made by picking cards: a skill's while it is active, else
        the others."""
        out = []
        for a in legal:
            if not isinstance(a, SELECTABLE):
                continue
            if isinstance(a, A.UseSkill) != (self.mode is not None):
                continue
            if isinstance(a, A.UseSkill) and a.skill != self.mode:
                continue
            out.append(a)
        return out

    def card_exact(self, legal: list) -> list:
        """The actions made of the selected cards; for picks in turn, of the first."""
        sel = {self.selected[0]} if self.in_turn(legal) else set(self.selected)
        return [a for a in self.candidates(legal) if set(action_cards(a)) == sel]

    def in_turn(self, legal: list) -> bool:
        """The selection is several picks in turn, not one action's cards."""
        sel = set(self.selected)
        return len(sel) > 1 and not any(sel <= set(action_cards(a))
                                        for a in self.candidates(legal))

    def picks(self, legal: list, lead=None) -> list:
        """The actions the selection makes one after another, starting with `lead` (the
        first card's action; by default any one of them), or [] if a card makes none."""
        if not self.selected:
            return []
        if lead is None:
            lead = next((a for a in self.candidates(legal)
                         if action_cards(a) == (self.selected[0],)), None)
        if lead is None:
            return []
        done = [lead]
        for card in self.selected[1:]:
            nxt = self.continuing(done, card)
            if nxt is None:
                return []
            done.append(nxt)
        return done

    def continuing(self, done: list, card: int) -> Any | None:
        """The action picking `card` next once `done` is made: one like the first
        (the same skill, the same targets), or a discard where the decision that
        follows only picks cards to discard (Balance of Power after its first card)."""
        first = done[0]
        if isinstance(first, A.Use | A.Respond):  # a card used is one decision
            return None
        following = self.ctl.asked_next(tuple(done))
        same = [a for a in following if action_cards(a) == (card,) and type(a) is type(first)
                and getattr(a, "skill", "") == getattr(first, "skill", "")
                and action_targets(a) == action_targets(first)]
        if same:
            return same[0]
        if all(isinstance(a, A.Discard | A.Pass) for a in following):
            return next((a for a in following if isinstance(a, A.Discard)
                         and action_cards(a) == (card,)), None)
        return None

    def more_in_turn(self, legal: list) -> set[int]:
        """The cards that could be picked next, after the selection's picks."""
        done = self.picks(legal)
        if not done:
            return set()
        return {c for a in self.ctl.asked_next(tuple(done))
                for c in action_cards(a) if len(action_cards(a)) == 1
                and c not in self.selected and self.continuing(done, c) is not None}

    @staticmethod
    def targeted(exact: list) -> list:
        """The actions of `exact` whose card (by the name it is used as) still needs its
        target chosen: a name with several possible targets. A weapon to equip, which
        goes to its owner, needs none even when the same card could also be a Slash."""
        by_name: dict[str, set] = {}
        for a in exact:
            by_name.setdefault(getattr(a, "name", ""), set()).add(action_targets(a))
        return [a for a in exact if len(by_name[getattr(a, "name", "")]) > 1]

    def complete(self, legal: list) -> list:
        """The legal actions the selection makes now."""
        if not self.selected and self.mode is None:
            return []
        exact = self.card_exact(legal)
        targeted = self.targeted(exact)
        return [a for a in exact if a not in targeted
                or action_targets(a) == tuple(self.targets)]

    def selectable_cards(self, legal: list) -> set[int]:
        sel = set(self.selected)
        out = set()
        for a in self.candidates(legal):
            cards = set(action_cards(a))
            if sel <= cards:
                out |= cards
        return out | self.more_in_turn(legal)

    @staticmethod
    def blind_takes(legal: list) -> dict[int, Any]:
        """A hand card to take from one of several seats (Surprise Raid): each owner's
        blind take, chosen by clicking the owner's seat."""
        takes = {a.owner: a for a in legal
                 if isinstance(a, A.TakeCard) and a.card == A.HAND_CARD}
        return takes if len(takes) > 1 else {}

    def lit_seats(self, legal: list) -> set[int]:
        """The seats a click may choose now: the next target of the selection's card, or
        whose hand to take a card from."""
        blind = self.blind_takes(legal)
        if blind:
            return set(blind)
        exact = self.targeted(self.card_exact(legal))
        if (not self.selected and self.mode is None) or not exact:
            return set()
        n = len(self.targets)
        return {action_targets(a)[n] for a in exact
                if action_targets(a)[:n] == tuple(self.targets) and len(action_targets(a)) > n}

    def aiming_slash(self, legal: list) -> bool:
        """A Slash is selected and its target is being chosen."""
        exact = self.targeted(self.card_exact(legal))
        return bool(exact) and all(getattr(a, "name", "") == "slash" for a in exact)

    def pick(self, card: int, legal: list) -> bool:
        """A card clicked: dropped if picked, added if it goes with the selection, else a
        new selection if it can start one. False when it changes nothing."""
        if card in self.selected:
            self.selected.remove(card)
        elif card in self.selectable_cards(legal):
            self.selected.append(card)
        else:
            # A card that makes nothing with the selection starts a new one, if it can.
            keep = self.selected
            self.selected = []
            if card in self.selectable_cards(legal):
                self.selected = [card]
            else:
                self.selected = keep
                return False
        self.targets = []
        return True

    def to_apply(self, legal: list, name: str | None = None) -> list:
        """The actions a press applies, in order ([]: none): the one the selection makes
        (used as `name` where it could be several cards), or its picks in turn. A skill
        whose picks then end with a pass (Balance of Power: "that is all") ends with it:
        the press said which cards."""
        done = [a for a in self.complete(legal)
                if name is None or getattr(a, "name", None) == name]
        if not done:
            return []
        if not self.in_turn(legal) and not isinstance(done[0], A.UseSkill):
            return done[:1]
        picks = self.picks(legal, done[0]) if self.in_turn(legal) else [done[0]]
        after = self.ctl.asked_next(tuple(picks))
        if isinstance(done[0], A.UseSkill) and after \
                and all(isinstance(a, A.Discard | A.Pass) for a in after):
            picks += [a for a in after if isinstance(a, A.Pass)][:1]
        return picks

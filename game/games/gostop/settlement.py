"""The payment at the end of a hand: rules sheet §7, §8 and the 2026-11 clarifications.

The winner's value V = his Go total (points + Go bonus) × 2 per shake or bomb × the
nagari carry-over (×2 per drawn hand before this one). Each loser pays V doubled once
per penalty (박) that applies to him:

- pi-bak 피박: the winner scored junk points and the loser's junk value is at most the
  threshold (5, zero included; an option exempts a loser with no junk);
- gwang-bak 광박: the winner scored brights and the loser has no bright;
- meong-bak 멍박: the winner scores animals with 7 or more and the loser has no animal
  (on by default, an option);
- go-bak 고박: a loser had said Go and the winner stopped. With 2 players he pays ×2;
  with 3 he pays every loser's share (each share with its own penalties) and the other
  loser nothing; with two Go callers, the one whose Go came last pays.

The sake cup's use is chosen by its holder (there is one cup, so at most one chooser):
the winner takes the use that makes him receive most, a loser the one that makes him pay
least (then the smaller share of his own, which matters when a go-bak partner pays for
him), the animal on a tie. Instant wins are paid apart, by `instant_win`.

Inputs and results are plain frozen data, so the model, the results screen and the
tests share them.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from game.games.gostop.cards import SAKE_CUP
from game.games.gostop.scoring import Score, go_total, score_uses

PI_BAK, GWANG_BAK, MEONG_BAK, GO_BAK = "pi_bak", "gwang_bak", "meong_bak", "go_bak"
PENALTIES = (PI_BAK, GWANG_BAK, MEONG_BAK, GO_BAK)
MEONG_BAK_ANIMALS = 7  # the winner's animal count from which meong-bak applies
PLAYERS = (2, 3)


@dataclass(frozen=True, slots=True)
class Rules:
    """The settlement's options (§9), at the sheet's defaults."""

    target_two: int = 7  # points to stop with 2 players ([V] 5)
    target_three: int = 3  # with 3 players
    pi_bak_max: int = 5  # a loser with this junk value or less is pi-bak ([V] 7)
    pi_bak_zero_exempt: bool = False  # [V] a loser with no junk at all is not pi-bak
    meong_bak: bool = True
    nagari_doubling: bool = True
    instant_points: int | None = None  # an instant win's points; None: the target

    def target(self, players: int) -> int:
        return self.target_two if players == 2 else self.target_three


RULES = Rules()


@dataclass(frozen=True, slots=True)
class Seat:
    """One player at the end of the hand."""

    captures: Collection[int] = ()
    gos: int = 0
    last_go: int = -1  # when he said his last Go (a turn index; later is higher)
    shakes: int = 0  # shakes and bombs, each doubles his value if he wins


@dataclass(frozen=True, slots=True)
class Payment:
    """What one loser pays the winner."""

    seat: int
    penalties: tuple[str, ...]  # in PENALTIES order
    # V doubled per penalty of his own (go-bak included with 2 players only).
    share: int
    # What he pays: his share; with 3 players and go-bak, every share for the Go caller
    # and 0 for the other loser.
    amount: int


@dataclass(frozen=True, slots=True)
class Settlement:
    winner: int
    value: int  # V
    payments: tuple[Payment, ...]  # one per loser, in seat order
    # Every seat's score as settled (the sake cup in its chosen use); empty for an
    # instant win, which is paid without looking at the captures.
    scores: tuple[Score, ...] = ()
    instant: bool = False

    @property
    def total(self) -> int:
        """What the winner receives."""
        return sum(p.amount for p in self.payments)

    def payment(self, seat: int) -> Payment:
        return next(p for p in self.payments if p.seat == seat)


def nagari_multiplier(nagari: int, rules: Rules = RULES) -> int:
    """×2 per drawn hand in a row before this one (clarification "Nagari"); 1 when the
    option is off."""
    return 2 ** nagari if rules.nagari_doubling else 1


def penalties(winner: Score, loser: Score, rules: Rules = RULES) -> tuple[str, ...]:
    """The penalties a loser's captures earn him (go-bak is about Gos, not captures)."""
    junk_exempt = rules.pi_bak_zero_exempt and loser.junk_value == 0
    hits = {
        PI_BAK: winner.junk > 0 and loser.junk_value <= rules.pi_bak_max and not junk_exempt,
        GWANG_BAK: winner.brights > 0 and loser.bright_count == 0,
        MEONG_BAK: (rules.meong_bak and winner.animal_count >= MEONG_BAK_ANIMALS
                    and loser.animal_count == 0),
    }
    return tuple(name for name, hit in hits.items() if hit)


def _check(players: int, winner: int) -> None:
    if players not in PLAYERS:
        raise ValueError(f"Go-Stop settles 2 or 3 players, not {players}")
    if not 0 <= winner < players:
        raise ValueError(f"no seat {winner} among {players} players")


def _settle(seats: Sequence[Seat], winner: int, scores: tuple[Score, ...], nagari: int,
            rules: Rules) -> Settlement:
    """The settlement for fixed scores (the sake cup's use already chosen)."""
    ws = seats[winner]
    value = (go_total(scores[winner].total, ws.gos) * 2 ** ws.shakes
             * nagari_multiplier(nagari, rules))
    losers = [i for i in range(len(seats)) if i != winner]
    callers = [i for i in losers if seats[i].gos > 0]
    go_payer = max(callers, key=lambda i: seats[i].last_go) if callers else None
    own = {i: penalties(scores[winner], scores[i], rules) for i in losers}
    marks = {i: own[i] + ((GO_BAK,) if i == go_payer else ()) for i in losers}
    two_players = len(seats) == 2  # go-bak doubles the share; with 3 it moves the shares
    shares = {i: value * 2 ** len(marks[i] if two_players else own[i]) for i in losers}
    if go_payer is not None and not two_players:
        amounts = {i: sum(shares.values()) if i == go_payer else 0 for i in losers}
    else:
        amounts = shares
    payments = tuple(Payment(i, marks[i], shares[i], amounts[i]) for i in losers)
    return Settlement(winner, value, payments, scores)


def settle(seats: Sequence[Seat], winner: int, nagari: int = 0,
           rules: Rules = RULES) -> Settlement:
    """The payment for a Stop by `winner` (§8): `nagari` is the number of drawn hands in
    a row just before this one."""
    _check(len(seats), winner)
    uses = [score_uses(s.captures) for s in seats]
    base = tuple(u[0] for u in uses)
    holder = next((i for i, s in enumerate(seats) if SAKE_CUP in s.captures), None)
    if holder is None:
        return _settle(seats, winner, base, nagari, rules)
    options = [_settle(seats, winner, base[:holder] + (use,) + base[holder + 1:], nagari,
                       rules) for use in uses[holder]]
    if holder == winner:
        return max(options, key=lambda s: s.total)  # the first (animal) on a tie
    return min(options, key=lambda s: (s.payment(holder).amount, s.payment(holder).share))


def instant_win(players: int, winner: int, nagari: int = 0, rules: Rules = RULES) -> Settlement:
    """An instant win (chongtong at the deal, a third ppuk): paid as a Stop with the
    target's points (7 with 2 players, 3 with 3) and no Go, shaking or penalty
    multipliers (clarification "Instant wins"); the nagari carry-over still applies, as
    it does to any Stop."""
    _check(players, winner)
    points = rules.target(players) if rules.instant_points is None else rules.instant_points
    value = points * nagari_multiplier(nagari, rules)
    payments = tuple(Payment(i, (), value, value) for i in range(players) if i != winner)
    return Settlement(winner, value, payments, instant=True)

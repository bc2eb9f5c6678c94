"""One person among computers: the computers talk like players (posted events, the
statement bar). A false Seer claim by the person is contested by the real Seer while
she lives; an accused computer denies it; an accusation comes with the reason the
public record holds; the day goes to the vote soon after everybody has had their say,
not on a silent clock."""

from __future__ import annotations

from game.games.werewolf.controller import QUIET_SECONDS
from game.games.werewolf.roles import SEER, VILLAGER
from tests.table_events import live, press
from tests.werewolf.test_table import advance, village
from tests.werewolf.village_driver import click_seat

VARIANT = "10p"


def at_the_first_talk(app, seed: int):
    """A table of one person (a villager) and nine computers at day 1's talk, the
    computers done speaking; None when the deal or the night does not fit."""
    from game.games.werewolf.model import WerewolfState

    state = WerewolfState.new(seed, VARIANT)
    if state.role(0) != VILLAGER:
        return None
    ctl = village(app, VARIANT, 1, seed=seed)
    advance(app, ctl, lambda: ctl.state.phase in ("discussion", "over")
            and not ctl.computers_talking() and not ctl.pending and ctl.wait <= 0)
    if ctl.state.phase != "discussion" or not ctl.state.alive[0]:
        return None
    return ctl


def talk_done(ctl) -> bool:
    return not ctl.computers_talking() and not ctl.pending and ctl.wait <= 0


def test_a_false_seer_claim_is_contested_by_the_real_seer(app):
    contested = tried = 0
    for seed in range(1, 40):
        while len(app.scenes) > 1:
            app.pop()
        ctl = at_the_first_talk(app, seed)
        if ctl is None:
            continue
        seer = next(s for s in range(ctl.players) if ctl.state.role(s) == SEER)
        if not ctl.state.alive[seer]:
            continue
        tried += 1
        victim = next(s for s in ctl.state.living() if s not in (0, seer))
        press(app, "st_claim")
        press(app, "claim_seer")
        press(app, "st_wolf")
        click_seat(app, victim)
        live(app, 60 * 60, until=lambda c=ctl: talk_done(c))
        said = [(s, what, t, r) for d, s, what, t, r in ctl.state.statements
                if d == ctl.state.day and s == seer]
        if (seer, "claim", seer, SEER) in said and (seer, "accuse", 0, "") in said:
            contested += 1
        if tried == 4:
            break
    assert tried == 4
    assert contested == tried, f"the real Seer contested {contested} of {tried} false claims"


def test_an_accused_computer_denies_it_and_an_accusation_has_its_reason(app):
    ctl = None
    for seed in range(1, 40):
        while len(app.scenes) > 1:
            app.pop()
        ctl = at_the_first_talk(app, seed)
        if ctl is not None:
            break
    assert ctl is not None
    accused = next(s for s in ctl.state.living() if s != 0)
    press(app, "st_accuse")
    click_seat(app, accused)
    live(app, 60 * 60, until=lambda: talk_done(ctl))
    day = ctl.state.day
    assert (day, accused, "not_wolf", accused, "") in ctl.state.statements
    assert any("I am no werewolf!" in words for seat, words in ctl.log if seat == accused)
    # Every computer accusation of the day is said with a reason when the record has one.
    from game.games.werewolf import reasons

    public = ctl.state.public_view()
    for i, (d, s, what, t, _) in enumerate(public["statements"]):
        if d == day and what == "accuse" and s != 0:
            before = dict(public, statements=public["statements"][:i])
            why = reasons.reason(before, s, what, t, ctl.name_of)
            if why:
                assert any(why in words for seat, words in ctl.log if seat == s)


def test_the_day_goes_to_the_vote_soon_after_the_talk_is_done(app):
    ctl = None
    for seed in range(1, 40):
        while len(app.scenes) > 1:
            app.pop()
        ctl = at_the_first_talk(app, seed)
        if ctl is not None:
            break
    assert ctl is not None
    live(app, 2)
    assert ctl.quiet and ctl.talk_left <= QUIET_SECONDS
    live(app, round((QUIET_SECONDS + 5) * 60), until=lambda: ctl.state.phase != "discussion")
    assert ctl.state.phase != "discussion", "the day waited on a silent clock"

"""The word game's table played as a person plays it, by posted events: started from
the title and the set-up page by clicks; a card drawn by clicking the fan; words made
by typing (one table letter) and by clicking the table card's letters and the hand's
cards in order (two table letters); a word the list lacks refused with nothing changed;
Give up and the hint; the turtle mark at the end, the session's standings on the results
and Next game keeping them; a whole game against computers to the results."""

from __future__ import annotations

import pygame

from game.games.wordmaid import GAME
from game.games.wordmaid.actions import Word
from game.games.wordmaid.cards import PACK, headword
from game.games.wordmaid.model import DRAW, WordMaidState
from game.games.wordmaid.results import WmResults
from game.games.wordmaid.table import WmTableScene
from tests import kit_tables
from tests.table_events import drive, press, press_key, tap
from tests.ui.conftest import app, home  # noqa: F401  (the headless app, its data folder)

ID = {headword(c): c for c in PACK.ids if headword(c) != "?"}
JOKER = 52


def start(app, monkeypatch, seed: int = 4, players: int = 3, hint: bool = False,  # noqa: F811
          people: int = 1, honour: bool = False) -> WmTableScene:
    """From the title and the set-up page, by clicks (the hint's and the +1 buttons'
    toggles pressed if asked)."""
    toggles = [name for name, on in (("opt_hint", hint), ("opt_honour", honour)) if on]
    if toggles:  # pressed on the set-up page before Start
        real = kit_tables.press_widget

        def press_widget(app, name):  # noqa: F811
            if name == "start":
                for toggle in toggles:
                    real(app, toggle)
            real(app, name)

        monkeypatch.setattr(kit_tables, "press_widget", press_widget)
    return kit_tables.start(app, monkeypatch, GAME, WmTableScene, seed, players, people)


def rigged(hands: list[list[str]], variant: str) -> WordMaidState:
    """Seat 0 to draw, the seats holding these cards (headwords), every other card
    played."""
    s = WordMaidState(1, variant)
    s.hands = [[ID[w] if w != "?" else JOKER for w in h] for h in hands]
    s.known = [[] for _ in hands]
    used = {c for h in s.hands for c in h}
    s.played = [c for c in PACK.ids if c not in used]
    s.table, s.turn, s.phase, s.source = [], 0, DRAW, -1
    return s


def set_up(app, table, state: WordMaidState) -> None:  # noqa: F811
    """The table's game replaced by `state`, shown from the person's seat 0."""
    ctl = table.ctl
    assert kit_tables.wait_for_person(app, table)
    ctl.state, ctl.variant, ctl.shown = state, state.log.variant, None
    ctl.session.new_decision()
    ctl.turn_shown = False
    table.made_for = None
    assert kit_tables.wait_for_person(app, table)
    assert ctl.viewer == 0 and ctl.my_decision()


def draw_from_fan(app, table, headword_: str) -> None:  # noqa: F811
    """Click the card of the fan that is `headword_` (the test knows what is face down)."""
    ctl = table.ctl
    src = ctl.state.source_of(0)
    position = ctl.state.hands[src].index(ID[headword_])
    rect = next(r for i, _c, r in table.fan_cards() if i == position)
    tap(app, rect.center)
    assert ctl.state.table == [ID[headword_]], "the clicked card is on the table"
    assert kit_tables.wait_for_person(app, table)


def type_word(app, word: str) -> None:  # noqa: F811
    for ch in word:
        press_key(app, getattr(pygame, f"K_{ch}"))


def hand_card_at(table, name: str) -> tuple:
    code = PACK.code(ID[name] if name != "?" else JOKER)
    return dict(table.hand_cards())[code].center


def tile_at(table, position: int) -> tuple:
    return next(r.center for i, _ch, r in table.table_tiles() if i == position)


def test_a_typed_word_takes_one_letter_of_the_table_card(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    ctl = table.ctl
    set_up(app, table, rigged([["cat", "ant", "ear", "dog"], ["sun", "pig"],
                               ["tree", "moon", "key"]], "3p-s0"))
    draw_from_fan(app, table, "tree")
    type_word(app, "cat")
    picks = table.composer.picks
    assert table.composer.word == "cat"
    assert [p.source[0] for p in picks] == ["hand", "hand", "table"]  # the most cards shed
    press_key(app, pygame.K_RETURN)
    assert ctl.state.history[-1]["word"] == "cat"
    assert sorted(ctl.state.hands[0]) == sorted([ID["ear"], ID["dog"]])
    assert ID["tree"] in ctl.state.played and ctl.state.table == []


def test_clicked_cards_and_two_table_letters_make_a_word(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    ctl = table.ctl
    set_up(app, table, rigged([["apple", "dog", "moon"], ["sun", "pig"],
                               ["tree", "key"]], "3p-s0"))
    draw_from_fan(app, table, "tree")
    tap(app, tile_at(table, 0))  # t
    tap(app, tile_at(table, 2))  # e
    tap(app, hand_card_at(table, "apple"))  # a
    assert table.composer.word == "tea"
    assert [p.source for p in table.composer.picks] == [("table", 0), ("table", 2),
                                                         ("hand", ID["apple"])]
    press(app, "play")
    assert ctl.state.history[-1]["word"] == "tea"
    assert sorted(ctl.state.hands[0]) == sorted([ID["dog"], ID["moon"]])


def test_a_word_not_in_the_list_is_refused_and_nothing_changes(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    ctl = table.ctl
    set_up(app, table, rigged([["cat", "ant", "ear"], ["sun", "pig"], ["tree", "key"]],
                              "3p-s0"))
    draw_from_fan(app, table, "tree")
    before = (ctl.state.to_json(), list(ctl.state.hands[0]), list(ctl.state.table))
    type_word(app, "cta")
    press_key(app, pygame.K_RETURN)
    assert "CTA" in table.message and "dictionary" in table.message
    assert (ctl.state.to_json(), ctl.state.hands[0], ctl.state.table) == before
    assert table.composer.picks == []  # the cards went back
    type_word(app, "z")  # no card gives a z: refused, the word stays as it was
    assert table.composer.word == "" and "Z" in table.message
    type_word(app, "tac")
    press_key(app, pygame.K_BACKSPACE)
    assert table.composer.word == "ta"
    press_key(app, pygame.K_ESCAPE)  # clears the word, not the menu
    assert table.composer.word == "" and app.top is table


def test_give_up_takes_the_table_card_and_the_hint_counts_words(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, hint=True)
    ctl = table.ctl
    assert ctl.hint
    set_up(app, table, rigged([["cat", "ant"], ["sun", "pig"], ["tree", "key"]], "3p-s0"))
    draw_from_fan(app, table, "tree")
    press(app, "hint")
    assert table.hint_text.split()[0].isdigit() and int(table.hint_text.split()[0]) > 0
    press(app, "give_up")
    assert sorted(ctl.state.hands[0]) == sorted([ID["cat"], ID["ant"], ID["tree"]])
    assert ctl.state.to_act != 0


def test_the_last_holder_gets_the_turtle_mark_and_the_session_keeps_it(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, players=2)
    ctl = table.ctl
    set_up(app, table, rigged([["cat", "ant"], ["tree", "moon"]], "2p-s0"))
    draw_from_fan(app, table, "tree")
    type_word(app, "cat")
    press_key(app, pygame.K_RETURN)
    assert ctl.state.is_terminal() and ctl.state.marks == [1]
    drive(app, 600, until=lambda: isinstance(app.top, WmResults))
    assert isinstance(app.top, WmResults)
    assert ctl.marks == [0, 1] and ctl.games == 1
    drive(app, 60)  # the sheet's grace
    press(app, "again")
    assert app.top is table and not ctl.state.is_terminal()
    assert ctl.marks == [0, 1], "Next game keeps the session's marks"
    assert ctl.state.start == 1 and ctl.variant.endswith("-s1"), "the turtle draws first"


def test_the_plus_one_buttons_give_a_turtle_mark_kept_in_the_save(app, monkeypatch):  # noqa: F811
    """E10: with the option, a +1 by each player's turtle count gives that player a mark
    (for speaking Chinese, on the players' honour); without it there is none."""
    table = start(app, monkeypatch, players=3, honour=True)
    ctl = table.ctl
    assert kit_tables.wait_for_person(app, table)
    other = table.others()[0]
    tap(app, next(b for b in table.honour_buttons if b.key == f"honour{other}").rect.center)
    tap(app, next(b for b in table.honour_buttons if b.key == "honour0").rect.center)
    tap(app, next(b for b in table.honour_buttons if b.key == "honour0").rect.center)
    assert ctl.marks[other] == 1 and ctl.marks[0] == 2
    assert "You take a turtle mark" in table.message
    assert ctl.save_data()["marks"] == ctl.marks and ctl.save_data()["honour"] is True
    # The buttons lie where the counts are, clear of each other and of the panels' names.
    rects = [b.rect for b in table.honour_buttons]
    assert len({tuple(r) for r in rects}) == 3
    assert table.panel_of(other).contains(rects[other])
    assert table.a["info"].contains(rects[0])


def test_without_the_option_there_is_no_plus_one_button(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, players=3)
    assert kit_tables.wait_for_person(app, table)
    assert table.honour_buttons == [] and table.toggles() == ()


def test_a_whole_game_against_computers_by_typing_and_clicking(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, seed=8, players=3)
    ctl = table.ctl
    words = draws = give_ups = 0
    bubbles = set()
    while kit_tables.wait_for_person(app, table):
        bubbles |= {w for w, _left in table.bubbles.values()}
        state = ctl.state
        before = len(state.log.actions)
        if state.phase == DRAW:
            rect = next(r for _i, _c, r in table.fan_cards())
            tap(app, rect.center)
            draws += 1
        else:
            menu = [a for a in ctl.legal() if isinstance(a, Word)]
            if menu:
                type_word(app, min(menu, key=lambda a: len(a.word)).word)
                press_key(app, pygame.K_RETURN)
                words += 1
            else:
                press(app, "give_up")
                give_ups += 1
        assert len(ctl.state.log.actions) == before + 1, table.message
    assert ctl.state.is_terminal() and isinstance(app.top, WmResults)
    assert draws and words and bubbles
    assert sum(ctl.marks) == len(ctl.state.marks) and ctl.games == 1


def test_pass_and_play_each_person_sees_only_his_own_hand(app, monkeypatch):  # noqa: F811
    """Two people and a computer: the device is handed to each person for his turn, and
    the table shows his hand, the others' as backs."""
    table = start(app, monkeypatch, seed=3, players=3, people=2)
    ctl = table.ctl
    seen = set()
    for _ in range(6):
        assert kit_tables.wait_for_person(app, table)
        seat = ctl.viewer
        seen.add(seat)
        shown = table.board()
        assert shown["hand"] == ctl.state.observation(seat)["hand"]
        for other, fan in enumerate(shown["fans"]):  # the others' hands: backs
            if other != seat and ctl.state.hands[other]:
                assert None in fan and fan.count(None) == len([
                    c for c in ctl.state.hands[other] if c not in ctl.state.known[other]])
        before = len(ctl.state.log.actions)
        if ctl.state.phase == DRAW:
            tap(app, next(r for _i, _c, r in table.fan_cards()).center)
        else:
            press(app, "give_up")
        assert len(ctl.state.log.actions) == before + 1
    assert seen == {0, 1}

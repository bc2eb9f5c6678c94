"""The table's log: each kind of event in its words (from the declared events, en and
zh, for the viewer and for a named seat); in pass-and-play it holds only what everyone
may know (whoever holds the device can open it: no one's drawn cards), and a resumed
game's log is the one the game had (its actions played again from the deal)."""

from __future__ import annotations

import pytest

from game.core.protocol import Event
from game.games.sanguosha import GAME
from game.games.sanguosha.controller import SgsController
from game.games.sanguosha.events import EVENTS
from game.games.sanguosha.table import SgsTableScene
from game.ui import i18n
from game.ui.app import App
from game.ui.event_words import event_words
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from tests.conformance.helpers import GAMES
from tests.sanguosha.test_full_game import play_to_results
from tests.ui.conftest import drive

# Seat 0 is the viewer. Each event, and its line in English and in Chinese.
SAID = [
    (Event("turn", 1, {}), "Turn of Computer 1", "Computer 1的回合"),
    (Event("turn", 0, {}), "Your turn", "你的回合"),
    (Event("lord_picked", 1, {"character": "liu_bei"}), "Computer 1 is the lord: Liu Bei",
     "Computer 1是主公：刘备"),
    (Event("characters", None, {"characters": ["liu_bei", "cao_cao"], "hp": [4, 4]}),
     "Characters are shown", "武将亮出"),
    (Event("draw", 1, {"count": 2}), "Computer 1 draws 2", "Computer 1摸2张牌"),
    (Event("draw", 0, {"count": 2, "cards": ["7S~1", "AH"]}),
     "You draw Barbarian Invasion ♠7, Arrow Barrage ♥A", "你摸到南蛮入侵 ♠7, 万箭齐发 ♥A"),
    (Event("use", 1, {"cards": ["7S~1"], "card_name": "slash", "targets": [0], "skill": ""}),
     "Computer 1 uses Slash (♠7) on you", "Computer 1对你使用杀 (♠7)"),
    (Event("use", 0, {"cards": [], "card_name": "duel", "targets": [1, 2], "skill": ""}),
     "You use Duel on Computer 1 and Computer 2", "你对Computer 1和Computer 2使用决斗"),
    (Event("use", 1, {"cards": ["AH"], "card_name": "peach", "targets": [1], "skill": ""}),
     "Computer 1 uses Peach (♥A)", "Computer 1使用桃 (♥A)"),
    (Event("use", 0, {"cards": ["2D"], "card_name": "dodge", "targets": [], "skill": "",
                      "answer": True}), "You play Dodge (♦2)", "你打出闪 (♦2)"),
    (Event("decline", 0, {"card_name": "dodge", "about": "slash"}), "You give no Dodge",
     "你不出闪"),
    (Event("damage", 1, {"source": 0, "amount": 1, "hp": 3}),
     "Computer 1 takes 1 damage, 3 HP left", "Computer 1受到1点伤害，剩余3点体力"),
    (Event("recover", 0, {"amount": 1, "hp": 4}), "You recover 1 HP", "你回复1点体力"),
    (Event("lose_hp", 2, {"amount": 1, "hp": 2}), "Computer 2 loses 1 HP", "Computer 2失去1点体力"),
    (Event("discard", 1, {"cards": ["4S~1", "KH"]}), "Computer 1 discards Snatch ♠4, Dodge ♥K",
     "Computer 1弃置顺手牵羊 ♠4, 闪 ♥K"),
    (Event("penalty", 1, {"cards": ["4S~1"]}),
     "Computer 1 discards every card: the penalty for killing a loyalist",
     "Computer 1误杀忠臣，弃置所有牌"),
    (Event("equip", 0, {"card": "2C~1", "slot": "armour", "replaced": None}),
     "You equip Eight Trigrams ♣2", "你装备八卦阵 ♣2"),
    (Event("judgement", 1, {"card": "KD~1", "reason": "indulgence"}),
     "Computer 1 judges: Zixing ♦K", "Computer 1判定：紫骍 ♦K"),
    (Event("take", 0, {"owner": 2, "card": "6S~1", "blind": False}),
     "You take Qinggang Sword ♠6", "你获得青釭剑 ♠6"),
    (Event("take", 1, {"owner": 2, "blind": True}), "Computer 1 takes a card from Computer 2",
     "Computer 1获得Computer 2的一张牌"),
    (Event("dismantle", 1, {"owner": 0, "card": "TC", "blind": True}),
     "Computer 1 discards Slash ♣10 from you", "Computer 1弃置你的杀 ♣10"),
    (Event("dying", 2, {"hp": 0}), "Computer 2 is dying", "Computer 2进入濒死状态"),
    (Event("saved", 0, {}), "You are saved", "你脱离濒死"),
    (Event("death", 2, {"identity": "rebel", "killer": 1, "cards": []}),
     "Computer 2 dies: a Rebel", "Computer 2阵亡，身份是反贼"),
    (Event("ability", 0, {"ability": "goddess_luo", "moment": "turn_start"}),
     "You: Goddess Luo", "你：洛神"),
    (Event("use_skill", 1, {"skill": "benevolence", "targets": [2], "count": 1}),
     "Computer 1: Benevolence", "Computer 1：仁德"),
    (Event("armour_dodge", 0, {"armour": "eight_trigrams"}),
     "Eight Trigrams dodges for you: a red judgement", "八卦阵判定为红色，替你闪避"),
    (Event("armour_failed", 1, {"armour": "eight_trigrams"}),
     "Eight Trigrams fails Computer 1: a black judgement", "八卦阵判定为黑色，Computer 1未能闪避"),
    (Event("skip_play", 1, {}), "Computer 1 skips the play phase", "Computer 1跳过出牌阶段"),
    (Event("lightning_moves", 1, {"to": 0}), "Lightning moves on to you", "闪电移至你"),
    (Event("reshuffle", None, {"count": 94}), "The discard pile is shuffled into the deck",
     "弃牌堆洗入牌堆"),
    (Event("laid_out", 1, {"cards": ["8D~1", "7H"]}), "Laid out: Dodge ♦8, Peach ♥7",
     "亮出：闪 ♦8, 桃 ♥7"),
    (Event("slash_moved", 0, {"to": 2, "user": 1}), "The Slash turns onto Computer 2",
     "杀转移给Computer 2"),
    (Event("give", 1, {"to": 0, "count": 2, "skill": "bequeathed_strategy"}),
     "Computer 1 gives 2 of the cards looked at to you", "Computer 1将观看的2张牌交给你"),
    (Event("give", 0, {"to": 0, "count": 1, "skill": "bequeathed_strategy"}),
     "You keep 1 of the cards looked at", "你将观看的1张牌收入手牌"),
    (Event("name_suit", 2, {"suit": "♠", "skill": "sow_dissension"}), "Computer 2 names ♠",
     "Computer 2选择了♠"),
    (Event("stargazed", 0, {"top": 3, "bottom": 1}),
     "You put 3 on top of the deck and 1 at the bottom", "你将3张牌置于牌堆顶，1张置于牌堆底"),
    (Event("undodgeable", 1, {"target": 0, "skill": "iron_cavalry"}),
     "You may not dodge this Slash", "你不能闪避此杀"),
    (Event("rouse_failed", 1, {}), "Nobody plays a Slash for Computer 1",
     "无人响应Computer 1的激将"),
    (Event("game_over", None, {"side": "rebel", "winners": [2], "identities": []}),
     "Game over: the Rebel side wins", "游戏结束：反贼方获胜"),
    (Event("game_over", None, {"side": None, "winners": [], "identities": []}),
     "Game over: a draw", "游戏结束：平局"),
]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_each_kind_of_event_reads_in_the_log(lang):
    old = i18n.language()
    i18n.set_language(lang)
    try:
        def name_of(seat):
            return i18n.t("you") if seat == 0 else f"Computer {seat}"

        said = [event_words(EVENTS, ev, name_of) for ev, _en, _zh in SAID]
    finally:
        i18n.set_language(old)
    assert said == [en if lang == "en" else zh for _ev, en, zh in SAID]


def test_the_silent_kinds_leave_no_line_and_the_headings_are_notes(app):
    ctl = SgsController(app, [{"kind": "human"}] + [{"kind": "computer"}] * 4, seed=3,
                        threads=False)
    for ev in (Event("phase", 1, {"phase": "play"}), Event("picked", 2, {}),
               Event("look", 1, {"count": 2, "skill": "bequeathed_strategy"})):
        ctl.log_event(ev)
    assert ctl.log_lines() == []
    ctl.log_event(Event("turn", 1, {}))
    ctl.log_event(Event("dying", 1, {"hp": 0}))
    who = ctl.name_of(1)
    assert ctl.log_lines() == [(True, 1, f"Turn of {who}"), (False, 1, f"{who} is dying")]


def fresh_app() -> App:
    app = App((1280, 720), Settings(anim_speed="fast"), games=GAMES)
    app.push(TitleScene(app))
    return app


def test_a_pass_and_play_log_holds_no_ones_private_cards_and_resumes_whole(app):
    seats = [{"kind": "human" if s in (0, 2) else "computer", "level": "normal"}
             for s in range(5)]
    ctl = SgsController(app, seats, seed=21, threads=False)
    app.push(SgsTableScene(app, ctl))
    drive(app, 1)
    from tests.sanguosha import test_full_game

    test_full_game.MAX_FRAMES, frames = 4000, test_full_game.MAX_FRAMES
    try:
        play_to_results(app, ctl, 21)
    except AssertionError:
        pass  # a few thousand frames of the game: enough to have drawn cards
    finally:
        test_full_game.MAX_FRAMES = frames
    lines = [text for _, _, text in ctl.log_lines()]
    assert lines, "nothing was logged"
    drawn_seen = [text for text in lines if "draws" in text and any(s in text for s in "♠♥♣♦")]
    assert not drawn_seen, drawn_seen[:3]  # "Player 3 draws Slash ♠7" would tell all
    data = GAME.load_save()
    again = fresh_app()
    resumed = GAME.resume(again, data, threads=False)
    assert [text for _, _, text in resumed.log_lines()] == lines

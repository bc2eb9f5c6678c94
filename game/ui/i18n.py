"""The app's UI strings in English and Chinese, switchable while the app runs.

`STRINGS` is plain data (id -> language -> text). It holds the shared layers' words;
each game package keeps its own table (`strings.py`), merged in by the catalogue
with `add_strings`, so tools/make_font_subset.py collects every glyph the font must
hold by loading the catalogue.

Seat names and the viewer. A seat is named by `Session.name_of`: "Computer 2",
"Player 3", or `t("you")` ("You") for the one person at the table. By convention a
template's `name` parameter is its subject ("{name} bids first"). When `name` is the
viewer, `t()` uses the template's second-person variant `<key>_you` if the table has
one ("You bid first"); every template whose subject can be the viewer needs it, in
both languages (often the same Chinese). Any other parameter holding the viewer ("to"
in "{name} pays tribute to {to}"), and `name` itself in a template without a variant,
is written `t("you_object")` ("you") unless it begins the sentence: "Pass to you".
A key with `_you_` inside ("gd_tribute_you_paid") is already worded for the viewer;
its seat names are other seats. tests/ui/test_wording.py renders every template with
the viewer and with a named seat in each seat parameter and checks the English agrees.
"""

from __future__ import annotations

import re
from string import Formatter

LANGUAGES = ("en", "zh")

STRINGS: dict[str, dict[str, str]] = {
    # App and title
    "app_title": {"en": "Table Games 0.1", "zh": "牌桌游戏 0.1"},
    "collection_title": {"en": "Table Games", "zh": "牌桌游戏"},
    "title_tagline": {"en": "Chinese and world table games · {n} games at the table",
                      "zh": "中国与世界的桌上游戏 · {n}款游戏已上桌"},
    "btn_resume": {"en": "Resume", "zh": "继续游戏"},
    "btn_new_game": {"en": "New game", "zh": "新游戏"},
    "btn_settings": {"en": "Settings", "zh": "设置"},
    "btn_rules": {"en": "Rules", "zh": "规则"},
    "btn_quit": {"en": "Quit", "zh": "退出"},
    "btn_back": {"en": "Back", "zh": "返回"},
    "btn_start": {"en": "Start", "zh": "开始"},
    "btn_done": {"en": "Done", "zh": "完成"},
    "btn_menu": {"en": "Menu", "zh": "菜单"},
    "btn_next_hand": {"en": "Next hand", "zh": "下一局"},
    "btn_new_match": {"en": "New match", "zh": "新比赛"},
    "preparing_table": {"en": "Setting the table…", "zh": "正在准备牌桌…"},
    "save_bad": {
        "en": "The saved {game} game could not be loaded and was set aside as {file}: "
              "{reason}",
        "zh": "{game}的存档无法读取，已移到一旁（{file}）：{reason}",
    },
    "save_bad_kept": {
        "en": "The saved {game} game could not be loaded: {reason} The file cannot be "
              "moved aside, so it will be ignored from now on.",
        "zh": "{game}的存档无法读取：{reason} 该文件无法移开，今后将忽略它。",
    },
    "saves_bad_many": {"en": "The saved games of {games} could not be loaded and were "
                             "set aside.",
                       "zh": "{games}的存档无法读取，已移到一旁。"},
    "saves_kept": {"en": "The saved games of {games} could not be loaded and cannot be "
                         "moved aside: they will be ignored from now on.",
                   "zh": "{games}的存档无法读取，也无法移开：今后将忽略它们。"},
    "settings_unreadable": {
        "en": "Your settings could not be read and were reset to the defaults (the file "
              "was set aside as {file}): {reason}",
        "zh": "设置文件无法读取，已恢复默认设置（原文件已移到一旁：{file}）：{reason}",
    },
    "settings_unreadable_kept": {
        "en": "Your settings could not be read, so the defaults are used: {reason} The "
              "file cannot be moved aside and will be ignored from now on.",
        "zh": "设置文件无法读取，现使用默认设置：{reason} 该文件无法移开，今后将忽略它。",
    },
    "settings_reset": {
        "en": "Some settings held a value this version cannot use and were reset to "
              "their defaults: {names}.",
        "zh": "部分设置的值无法使用，已恢复默认：{names}。",
    },
    "save_failed": {
        "en": "The game could not be saved ({reason}). Play goes on, but Resume may "
              "later offer an older position.",
        "zh": "无法保存游戏（{reason}）。游戏继续进行，但之后“继续游戏”可能回到较早的进度。",
    },
    # Picker
    # Game browser
    "browser_title": {"en": "Choose a game", "zh": "选择游戏"},
    "browser_keys": {"en": "Arrows choose  ·  Enter set up  ·  S stats  ·  Esc back",
                     "zh": "方向键 选择  ·  回车 设置  ·  S 统计  ·  Esc 返回"},
    "browser_keys_resume": {"en": "Arrows choose  ·  Enter set up  ·  R resume  ·  S stats  ·  "
                                  "Esc back",
                            "zh": "方向键 选择  ·  回车 设置  ·  R 继续  ·  S 统计  ·  Esc 返回"},
    "players_n": {"en": "{n} players", "zh": "{n}人"},
    "players_one": {"en": "1 player", "zh": "单人"},
    "players_range": {"en": "{lo}–{hi} players", "zh": "{lo}–{hi}人"},
    "players_sep": {"en": ", ", "zh": "、"},
    "list_and": {"en": " and ", "zh": "和"},
    "family_climbing": {"en": "Climbing card game", "zh": "出牌类纸牌"},
    "family_dexterity": {"en": "Dexterity and dice", "zh": "手眼与骰子"},
    # Set-up page
    "picker_title": {"en": "New game", "zh": "新游戏"},
    "picker_players": {"en": "Players", "zh": "人数"},
    "seat_human": {"en": "Human", "zh": "玩家"},
    "seat_computer": {"en": "Computer", "zh": "电脑"},
    "setup_people": {"en": "People", "zh": "真人玩家"},  # how many seats people take
    "setup_computers": {"en": "Computers", "zh": "电脑水平"},  # the computers' level
    "level_easy": {"en": "Easy", "zh": "简单"},
    "level_normal": {"en": "Normal", "zh": "普通"},
    "level_hard": {"en": "Hard", "zh": "困难"},
    "deal_code": {"en": "Deal code", "zh": "牌局代码"},
    "deal_code_hint": {
        "en": "Leave empty for a random deal",
        "zh": "留空则随机发牌",
    },
    "deal_code_shape": {"en": "A deal code has 9 letters and digits, like K7QD-2XMAB.",
                        "zh": "牌局代码由9个字母和数字组成，例如 K7QD-2XMAB。"},
    "deal_code_typo": {"en": "That deal code has a typo: its check letter does not match.",
                       "zh": "牌局代码有误：校验字符不符。"},
    "deal_code_variant": {"en": "That deal code is for a rule variant this game lacks.",
                          "zh": "该牌局代码对应的规则变体不存在。"},
    # Table
    "player_n": {"en": "Player {n}", "zh": "玩家{n}"},
    "you": {"en": "You", "zh": "你"},
    "you_object": {"en": "you", "zh": "你"},  # the viewer, not starting a sentence
    "computer_n": {"en": "Computer {n}", "zh": "电脑{n}"},
    # Bao Huang roles, tags on a seat panel, finishing places and role guesses
    "guess_none": {"en": "?", "zh": "?"},
    "cards_left": {"en": "{n} cards", "zh": "{n}张"},
    "card_left_one": {"en": "1 card", "zh": "1张"},
    "warn_left": {"en": "Only {n} left!", "zh": "只剩{n}张！"},
    # One line of help under the pointer (game/ui/table/seat_panels.py).
    "tracker_help": {"en": "Card tracker: cards of each rank not yet played, not in your "
                           "hand",
                     "zh": "记牌器：每种点数还有几张没出、也不在你手里"},
    "guess_chip_help": {"en": "Your private guess at this player's hidden role: click to "
                              "change it",
                        "zh": "你对这位玩家隐藏身份的猜测（只有你看得到）：点击切换"},
    "btn_play": {"en": "Play", "zh": "出牌"},
    "btn_pass": {"en": "Pass", "zh": "不出"},
    "btn_hint": {"en": "Hint", "zh": "提示"},
    "said_pass": {"en": "Pass", "zh": "不出"},
    "hand_no": {"en": "Hand {n}", "zh": "第{n}局"},
    "your_turn": {"en": "Your turn", "zh": "轮到你了"},
    "waiting_for": {"en": "{name} is thinking…", "zh": "{name}思考中…"},
    "waiting_for_you": {"en": "You are thinking…", "zh": "你思考中…"},
    "nothing_selected": {"en": "Select cards to play first.", "zh": "请先选择要出的牌。"},
    "hint_n_of": {"en": "Hint {i} of {n}: {kind}", "zh": "提示 {i}/{n}：{kind}"},
    "hint_in_selection": {"en": "In your selection, play {i} of {n}: {kind}",
                          "zh": "所选牌的出法 {i}/{n}：{kind}"},
    "no_hint": {"en": "Nothing beats it: pass.", "zh": "没有牌大过上家，请不出。"},
    "must_lead": {"en": "You lead: you cannot pass.", "zh": "你是首家，不能不出。"},
    "choose_reading": {"en": "Play these cards as:", "zh": "这些牌出成："},
    "drop_here": {"en": "Drop here to play", "zh": "拖到这里出牌"},
    "drop_not_a_play": {"en": "Not a legal play", "zh": "不能这样出牌"},
    "keys_help": {
        "en": "←→ move  Space select  Enter play  P pass  H hint  Esc menu",
        "zh": "←→ 移动  空格 选牌  回车 出牌  P 不出  H 提示  Esc 菜单",
    },
    # Hand-off
    "handoff_title": {"en": "Pass to {name}", "zh": "请交给{name}"},
    "pass_prompt": {"en": "Seen it? Pass the device to {name}",
                    "zh": "看清了吗？请把设备交给{name}"},
    "btn_pass_on": {"en": "Pass on ›", "zh": "传下去 ›"},
    "handoff_press": {"en": "Press any key or click to continue", "zh": "按任意键或点击继续"},
    "handoff_hold": {"en": "I am {name}: press and hold to reveal",
                     "zh": "我是{name}：按住不放以显示"},
    "handoff_note": {
        "en": "Other players, please look away.",
        "zh": "其他玩家请回避。",
    },
    # Results
    "results_title": {"en": "Hand over", "zh": "本局结束"},
    "col_player": {"en": "Player", "zh": "玩家"},
    "col_role": {"en": "Role", "zh": "身份"},
    "col_hand": {"en": "This hand", "zh": "本局"},
    "col_total": {"en": "Total", "zh": "总分"},
    "tracker_black_joker": {"en": "bJ", "zh": "小"},
    "tracker_red_joker": {"en": "RJ", "zh": "大"},
    "hand_of": {"en": "Hand {n} of {total}", "zh": "第{n}局／共{total}局"},
    # `name` may list several leaders ("Computer 2, You"): no verb agrees with it.
    "match_over": {"en": "Match over · in the lead: {name}", "zh": "比赛结束：{name}领先"},
    "match_over_you": {"en": "Match over: you lead", "zh": "比赛结束：你领先"},
    "deal_code_was": {"en": "Deal code {code}", "zh": "牌局代码 {code}"},
    "hands_left": {"en": "Cards left in hand", "zh": "剩余手牌"},
    # Settings
    "settings_title": {"en": "Settings", "zh": "设置"},
    "set_anim": {"en": "Animation speed", "zh": "动画速度"},
    "anim_slow": {"en": "Slow", "zh": "慢"},
    "anim_normal": {"en": "Normal", "zh": "正常"},
    "anim_fast": {"en": "Fast", "zh": "快"},
    "set_volume": {"en": "Sound volume", "zh": "音量"},
    "set_language": {"en": "Language", "zh": "语言"},
    "lang_en": {"en": "English", "zh": "English"},
    "lang_zh": {"en": "中文", "zh": "中文"},
    "set_fullscreen": {"en": "Full screen", "zh": "全屏"},
    "on": {"en": "On", "zh": "开"},
    "off": {"en": "Off", "zh": "关"},
    # Rules viewer
    "rules_title": {"en": "How to play", "zh": "玩法说明"},
    # Why the model refused an action: "why_" + IllegalAction.reason (see controller.refusal_text).
    "why_not_combo": {"en": "Those cards are not a legal combination.",
                      "zh": "这些牌不成牌型。"},
    "why_same_len": {"en": "You must play a {prev} of the same length, or a bomb.",
                     "zh": "须出同样长度的{prev}，或出炸弹。"},
    "why_kind": {"en": "You must play a {prev}, or a bomb.", "zh": "须出{prev}，或出炸弹。"},
    "why_low": {"en": "Your {play} does not beat the {prev} on the table.",
                "zh": "你的{play}大不过桌上的{prev}。"},
    "why_turn": {"en": "It is not your turn.", "zh": "还没轮到你。"},
    "why_lead": {"en": "You lead this round: play any combination.",
                 "zh": "你是首家，请出任意牌型。"},
    "why_not_yours": {"en": "Those cards are not in your hand.", "zh": "这些牌不在你手中。"},
    "why_choose": {"en": "Choose the cards you want to play.", "zh": "请选择要出的牌。"},
    "why_over": {"en": "The hand is over.", "zh": "本局已结束。"},
    "why_phase": {"en": "You cannot {action} now.", "zh": "现在不能这样做。"},
    # In-game menu, confirmations and the keys overlay (F1)
    "pause_title": {"en": "Paused", "zh": "已暂停"},
    "btn_leave": {"en": "Leave", "zh": "离开"},
    "btn_stay": {"en": "Keep playing", "zh": "继续玩"},
    "leave_title": {"en": "Leave this game?", "zh": "离开本局游戏？"},
    "replace_title": {"en": "Replace the saved game?", "zh": "覆盖保存的对局？"},
    "replace_note": {"en": "A game of this kind is saved in progress. A new one replaces "
                             "it; Back, then Resume, keeps it.",
                     "zh": "这个游戏有一局保存中的对局。开新局会覆盖它；返回后点“继续”可保留。"},
    "btn_new_anyway": {"en": "New game", "zh": "开新局"},
    "btn_keep_it": {"en": "Keep it", "zh": "保留"},
    "leave_note": {"en": "It is saved: Resume on the title screen takes you back to it.",
                   "zh": "游戏已保存：在主界面点“继续游戏”即可回到这里。"},
    "menu_after": {"en": "The menu opens when this ends", "zh": "结束后打开菜单"},
    "keys_title": {"en": "Keys", "zh": "按键"},
    "keys_close": {"en": "Press any key or click to close", "zh": "按任意键或点击关闭"},
    "key_space": {"en": "Space", "zh": "空格"},
    "key_enter": {"en": "Enter", "zh": "回车"},
    "key_updown": {"en": "↑ ↓", "zh": "↑ ↓"},
    "key_leftright": {"en": "← →", "zh": "← →"},
    "key_arrows": {"en": "Arrows", "zh": "方向键"},
    "key_mouse": {"en": "Mouse", "zh": "鼠标"},
    "keys_tab": {"en": "Next control (Shift+Tab: the one before)",
                 "zh": "下一项（Shift+Tab：上一项）"},
    "keys_arrows_move": {"en": "Move between controls", "zh": "在各项之间移动"},
    "keys_arrows_choice": {"en": "Change the choice in focus", "zh": "更改当前选项"},
    "keys_enter": {"en": "Use the control in focus", "zh": "确认当前项"},
    "keys_back": {"en": "Back", "zh": "返回"},
    "keys_resume": {"en": "Back to the game", "zh": "回到游戏"},
    "keys_menu": {"en": "Menu (pauses the game)", "zh": "菜单（暂停游戏）"},
    "keys_f1": {"en": "Show or hide this list", "zh": "显示或隐藏按键说明"},
    "keys_f11": {"en": "Full screen on or off (also Alt+Enter)",
                 "zh": "切换全屏（也可按 Alt+回车）"},
    "keys_continue": {"en": "Continue", "zh": "继续"},
    "keys_turn_page": {"en": "The previous or next game", "zh": "上一个或下一个游戏"},
    "keys_results_next": {"en": "Go on (the focused button)", "zh": "继续（当前按钮）"},
    "keys_results_move": {"en": "Move between the buttons", "zh": "在按钮之间移动"},
    "keys_hand_move": {"en": "Move along your hand", "zh": "在手牌中移动"},
    "keys_hand_pick": {"en": "Pick or put back the card", "zh": "选中或放回这张牌"},
    "keys_hand_raise": {"en": "Pick (↑) or put back (↓)", "zh": "选中（↑）或放回（↓）"},
    "keys_play": {"en": "Play the picked cards", "zh": "出所选的牌"},
    "keys_pass": {"en": "Pass", "zh": "不出"},
    "keys_hint": {"en": "Hint: the next suggestion", "zh": "提示：下一种出法"},
    "keys_history": {"en": "This hand's plays: show or hide", "zh": "显示或隐藏本局出牌记录"},
    "keys_fast_forward": {"en": "Fast forward: the computers finish the hand",
                          "zh": "快进：电脑打完本局"},
    "keys_gesture": {"en": "Make the gesture", "zh": "完成动作"},
    "keys_menu_after": {"en": "Menu, once this ends", "zh": "结束后打开菜单"},
    "keys_browser_choose": {"en": "Choose a game", "zh": "选择游戏"},
    "keys_browser_open": {"en": "Set up the chosen game", "zh": "设置所选游戏"},
    "keys_browser_resume": {"en": "Resume its saved game", "zh": "继续它的存档"},
    "keys_browser_stats": {"en": "Its statistics", "zh": "它的统计"},
    # Glyphs drawn on cards and badges; listed so the font subset keeps them.
    "glyphs": {"en": "♠♥♣♦ JOKER ×·—…←→", "zh": "♠♥♣♦ 王 大王 小王"},
    # Play history, fast forward, statistics
    "history_button": {"en": "Log (L)", "zh": "记录 (L)"},
    "history_title": {"en": "This hand", "zh": "本局出牌"},
    "history_keys": {"en": "L closes · wheel scrolls", "zh": "L 关闭 · 滚轮翻看"},
    "history_empty": {"en": "No plays yet.", "zh": "还没有人出牌。"},
    "history_trick": {"en": "Trick {n}", "zh": "第{n}轮"},
    "history_earlier": {"en": "↑ earlier plays: scroll up", "zh": "↑ 更早的出牌：向上滚动"},
    "ff_button": {"en": "Fast forward (F)", "zh": "快进 (F)"},
    "ff_started": {"en": "Fast forward: the computers finish the hand",
                   "zh": "快进：电脑打完本局"},
    "set_fast_forward": {"en": "Fast forward", "zh": "快进"},
    "set_setups": {"en": "Remembered set-ups", "zh": "记住的开局设置"},
    "set_player_names": {"en": "Players' names", "zh": "玩家名字"},
    "names_title": {"en": "Players' names", "zh": "玩家名字"},
    "names_note": {"en": "Typed once, kept for every game; an empty box keeps the seat's name.",
                   "zh": "输入一次，之后每局都用；留空则用座位名。"},
    "names_seat": {"en": "Seat {n}", "zh": "座位{n}"},
    "btn_names": {"en": "Names…", "zh": "名字…"},
    "set_fast_forward_note": {"en": "when no person is left in the hand",
                              "zh": "本局已无玩家需要出牌时"},
    "ff_ask": {"en": "Ask", "zh": "询问"},
    "ff_auto": {"en": "Automatic", "zh": "自动"},
    "btn_stats": {"en": "Stats", "zh": "统计"},
    "stats_title": {"en": "Statistics · {game}", "zh": "统计 · {game}"},
    "stats_hands": {"en": "Hands played", "zh": "已玩局数"},
    "stats_won": {"en": "Hands won", "zh": "胜局"},
    "stats_matches": {"en": "Matches played", "zh": "已玩比赛"},
    "stats_matches_won": {"en": "Matches won", "zh": "赢得比赛"},
    "stats_best": {"en": "Best hand score", "zh": "单局最高得分"},
    "stats_roles": {"en": "By role", "zh": "按角色"},
    "stats_role": {"en": "Role", "zh": "角色"},
    "stats_played": {"en": "Played", "zh": "局数"},
    "stats_won_col": {"en": "Won", "zh": "胜"},
    "stats_rate": {"en": "Win rate", "zh": "胜率"},
    "stats_none": {"en": "No finished hands yet: play one and it is counted here.",
                   "zh": "还没有打完的牌局：打完一局就会记在这里。"},
    "stats_damaged": {"en": "The statistics file was damaged; counting starts again. {reason}",
                      "zh": "统计文件已损坏，统计重新开始。{reason}"},
    "stats_keys": {"en": "Esc back", "zh": "Esc 返回"},
    # Practising a dexterity gesture (any game's minigame)
    "mg_practise": {"en": "Practice", "zh": "练习"},
    "mg_again": {"en": "Again", "zh": "再来一次"},
    "mg_practice_note": {"en": "Practice: nothing changes in the game",
                         "zh": "练习：不影响游戏"},
    # The keyboard over a table decision's buttons (any game's strip)
    "keys_help_choose": {"en": "Tab or ←→ choose  Enter or Space decides  1 2 3… a button  "
                               "Esc menu",
                         "zh": "Tab 或 ←→ 选择  回车或空格 确定  1 2 3… 对应按钮  Esc 菜单"},
    "key_tab_leftright": {"en": "Tab  ← →", "zh": "Tab  ← →"},
    "key_enter_space": {"en": "Enter  Space", "zh": "回车  空格"},
    "key_numbers": {"en": "1 2 3 …", "zh": "1 2 3 …"},
    "keys_buttons_move": {"en": "Choose a button", "zh": "选择按钮"},
    "keys_buttons_press": {"en": "Press the chosen button", "zh": "按下所选按钮"},
    "keys_buttons_number": {"en": "Press the first, second, … button",
                            "zh": "按下第一、第二……个按钮"},
    # Statistics that could not be written; how pass-and-play counts
    "stats_failed": {"en": "The statistics could not be saved ({reason}). Play goes on; "
                           "this hand may be missing from them.",
                     "zh": "无法保存统计（{reason}）。游戏继续进行，但这一局可能不会计入统计。"},
    "stats_shared_note": {"en": "Pass-and-play: a hand counts once (won if any person won it); "
                                "the role table counts each person's role.",
                          "zh": "多人轮流：每局只计一次（有玩家获胜即算胜局）；"
                                "角色表中每位玩家的身份各计一次。"},
}

_language = "en"


def set_language(code: str) -> None:
    global _language
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}")
    _language = code


def language() -> str:
    return _language


def game_name(game) -> str:
    """A game's (GameDef's) name in the current language."""
    return game.name(_language)


def add_strings(table: dict[str, dict[str, str]]) -> None:
    """Merge a game's own string table (the catalogue does this for every game). A key
    that already means something else is refused: one game must not reword another's
    (or the shared) words."""
    clashes = sorted(k for k, v in table.items() if k in STRINGS and STRINGS[k] != v)
    if clashes:
        raise ValueError(f"string keys already taken: {', '.join(clashes)}")
    STRINGS.update(table)


def t(key: str, **fmt: object) -> str:
    """The string `key` in the current language, formatted with `fmt`.

    When `fmt["name"]` is the viewer ("You"), the variant `<key>_you` is used if there
    is one; the viewer elsewhere than at a sentence's start reads "you" (see above).
    A missing key shows itself, so a gap is visible on screen rather than a crash.
    """
    if fmt and is_viewer(fmt.get("name")) and f"{key}{VIEWER_SUFFIX}" in STRINGS:
        key = f"{key}{VIEWER_SUFFIX}"
    entry = STRINGS.get(key)
    if entry is None:
        return key
    text = entry.get(_language) or entry["en"]
    if not fmt:
        return text
    if any(is_viewer(v) for v in fmt.values()):
        return _format(text, fmt)
    return text.format(**fmt)


def name_list(names: list[str], opens: bool = True) -> str:
    """Seats' names as a list in a sentence: "Computer 2, Computer 5 and you"; the
    viewer reads "You" only first in a list that `opens` a sentence."""
    if not names:
        return ""
    names = [n if i == 0 and opens or not is_viewer(n) else t("you_object")
             for i, n in enumerate(names)]
    if len(names) == 1:
        return names[0]
    return t("players_sep").join(names[:-1]) + t("list_and") + names[-1]


VIEWER_SUFFIX = "_you"  # a template's second-person variant, for the viewer as `name`
_SENTENCE_START = re.compile(r"(^|[.!?]\s+|\n)$")
_formatter = Formatter()


def is_viewer(value: object) -> bool:
    """Whether a formatted value is the viewer's own name ("You", "你")."""
    return isinstance(value, str) and value == STRINGS["you"][_language]


def _format(text: str, fmt: dict[str, object]) -> str:
    """`text.format(**fmt)`, with the viewer as "you" where a sentence does not start."""
    out: list[str] = []
    for literal, field, spec, conversion in _formatter.parse(text):
        out.append(literal)
        if field is None:
            continue
        value = _formatter.get_field(field, (), fmt)[0]
        if is_viewer(value) and not _SENTENCE_START.search("".join(out)):
            value = STRINGS["you_object"][_language]
        value = _formatter.convert_field(value, conversion)
        out.append(_formatter.format_field(value, _formatter.vformat(spec or "", (), fmt)))
    return "".join(out)


def has(key: str) -> bool:
    return key in STRINGS

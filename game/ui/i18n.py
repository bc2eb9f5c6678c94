"""The app's UI strings in English and Chinese, switchable while the app runs.

`STRINGS` is plain data (id -> language -> text). It holds the shared layers' words;
each game package keeps its own table (`strings.py`), merged in by the catalogue
with `add_strings`, so tools/make_font_subset.py collects every glyph the font must
hold by loading the catalogue.
"""

from __future__ import annotations

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
    "btn_menu": {"en": "Menu", "zh": "菜单"},
    "btn_next_hand": {"en": "Next hand", "zh": "下一局"},
    "btn_new_match": {"en": "New match", "zh": "新比赛"},
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
    "saves_kept": {"en": "Those of {games} cannot be moved aside and will be ignored from "
                         "now on.",
                   "zh": "其中{games}的存档无法移开，今后将忽略。"},
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
    "browser_keys": {"en": "Arrows choose  ·  Enter set up  ·  Esc back",
                     "zh": "方向键 选择  ·  回车 设置  ·  Esc 返回"},
    "browser_keys_resume": {"en": "Arrows choose  ·  Enter set up  ·  R resume  ·  Esc back",
                            "zh": "方向键 选择  ·  回车 设置  ·  R 继续  ·  Esc 返回"},
    "players_n": {"en": "{n} players", "zh": "{n}人"},
    "players_range": {"en": "{lo}–{hi} players", "zh": "{lo}–{hi}人"},
    "players_sep": {"en": ", ", "zh": "、"},
    "family_climbing": {"en": "Climbing card game", "zh": "出牌类纸牌"},
    "family_dexterity": {"en": "Dexterity and dice", "zh": "手眼与骰子"},
    # Set-up page
    "picker_title": {"en": "New game", "zh": "新游戏"},
    "picker_players": {"en": "Players", "zh": "人数"},
    "seat_human": {"en": "Human", "zh": "玩家"},
    "seat_computer": {"en": "Computer", "zh": "电脑"},
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
    "computer_n": {"en": "Computer {n}", "zh": "电脑{n}"},
    # Bao Huang roles, tags on a seat panel, finishing places and role guesses
    "guess_none": {"en": "?", "zh": "?"},
    "cards_left": {"en": "{n} cards", "zh": "{n}张"},
    "card_left_one": {"en": "1 card", "zh": "1张"},
    "warn_left": {"en": "Only {n} left!", "zh": "只剩{n}张！"},
    "btn_play": {"en": "Play", "zh": "出牌"},
    "btn_pass": {"en": "Pass", "zh": "不出"},
    "btn_hint": {"en": "Hint", "zh": "提示"},
    "said_pass": {"en": "Pass", "zh": "不出"},
    "hand_no": {"en": "Hand {n}", "zh": "第{n}局"},
    "your_turn": {"en": "Your turn", "zh": "轮到你了"},
    "waiting_for": {"en": "{name} is thinking…", "zh": "{name}思考中…"},
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
    "handoff_press": {"en": "Press any key or click to continue", "zh": "按任意键或点击继续"},
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
    "match_over": {"en": "Match over: {name} leads", "zh": "比赛结束：{name}领先"},
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
    # Glyphs drawn on cards and badges; listed so the font subset keeps them.
    "glyphs": {"en": "♠♥♣♦ JOKER ×·—…←→", "zh": "♠♥♣♦ 王 大王 小王"},
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
    """Merge a game's own string table (the catalogue does this for every game)."""
    STRINGS.update(table)


def t(key: str, **fmt: object) -> str:
    """The string `key` in the current language, formatted with `fmt`.

    A missing key shows itself, so a gap is visible on screen rather than a crash.
    """
    entry = STRINGS.get(key)
    if entry is None:
        return key
    text = entry.get(_language) or entry["en"]
    return text.format(**fmt) if fmt else text


def has(key: str) -> bool:
    return key in STRINGS

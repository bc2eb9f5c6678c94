"""Every UI string in English and Chinese, switchable while the app runs.

`STRINGS` is plain data (id -> language -> text) so tools/make_font_subset.py can
import it and collect every glyph the font must hold.
"""

from __future__ import annotations

LANGUAGES = ("en", "zh")

STRINGS: dict[str, dict[str, str]] = {
    # App and title
    "app_title": {"en": "Table Games 0.1", "zh": "牌桌游戏 0.1"},
    "collection_title": {"en": "Table Games", "zh": "牌桌游戏"},
    "title_tagline": {"en": "Chinese and world table games · now playing: Dou Di Zhu 斗地主, "
                            "Bao Huang 保皇, Guan Dan 掼蛋 and A la Carte",
                      "zh": "中国与世界的桌上游戏 · 现已上桌：斗地主、保皇、掼蛋、料理大厨"},
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
        "en": "The saved game could not be loaded and was set aside: {reason}",
        "zh": "存档无法读取，已移到一旁：{reason}",
    },
    "save_bad_short": {"en": "The saved game was damaged.", "zh": "存档已损坏。"},
    # Picker
    "picker_title": {"en": "New game", "zh": "新游戏"},
    "picker_game": {"en": "Game", "zh": "游戏"},
    "picker_seats": {"en": "Seats", "zh": "座位"},
    "seat_name_0": {"en": "South", "zh": "南家"},
    "seat_name_1": {"en": "East", "zh": "东家"},
    "seat_name_2": {"en": "West", "zh": "西家"},
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
    "need_a_seat": {"en": "Every seat needs a player.", "zh": "每个座位都需要玩家。"},
    # Table
    "player_n": {"en": "Player {n}", "zh": "玩家{n}"},
    "you": {"en": "You", "zh": "你"},
    "computer_n": {"en": "Computer {n}", "zh": "电脑{n}"},
    "role_landlord": {"en": "Landlord", "zh": "地主"},
    "role_farmer": {"en": "Farmer", "zh": "农民"},
    # Bao Huang roles, tags on a seat panel, finishing places and role guesses
    "role_emperor": {"en": "Emperor", "zh": "皇帝"},
    "role_guard": {"en": "Guard", "zh": "侍卫"},
    "role_rebel": {"en": "Rebel", "zh": "反贼"},
    "role_commoner": {"en": "Farmer", "zh": "平民"},
    "role_solo": {"en": "Solo", "zh": "独保"},
    "tag_open_guard": {"en": "Open", "zh": "明保"},
    "tag_secret": {"en": "Hidden", "zh": "暗"},
    "place_1": {"en": "1st", "zh": "头客"},
    "place_2": {"en": "2nd", "zh": "二客"},
    "place_3": {"en": "3rd", "zh": "三客"},
    "place_4": {"en": "4th", "zh": "二拉"},
    "place_5": {"en": "5th", "zh": "大拉"},
    "guess_none": {"en": "?", "zh": "?"},
    "guess_guard": {"en": "G?", "zh": "侍?"},
    "guess_commoner": {"en": "F?", "zh": "民?"},
    "guess_rebel": {"en": "R?", "zh": "反?"},
    "guess_emperor": {"en": "E?", "zh": "皇?"},
    "guess_hint": {"en": "Click the chip on a seat to note who you think is the guard.",
                   "zh": "点击座位上的小标记，记下你认为谁是侍卫。"},
    "cards_left": {"en": "{n} cards", "zh": "{n}张"},
    "card_left_one": {"en": "1 card", "zh": "1张"},
    "warn_left": {"en": "Only {n} left!", "zh": "只剩{n}张！"},
    "btn_play": {"en": "Play", "zh": "出牌"},
    "btn_pass": {"en": "Pass", "zh": "不出"},
    "btn_hint": {"en": "Hint", "zh": "提示"},
    "btn_bid_1": {"en": "1 point", "zh": "1分"},
    "btn_bid_2": {"en": "2 points", "zh": "2分"},
    "btn_bid_3": {"en": "3 points", "zh": "3分"},
    "btn_no_bid": {"en": "No bid", "zh": "不叫"},
    "said_pass": {"en": "Pass", "zh": "不出"},
    "said_no_bid": {"en": "No bid", "zh": "不叫"},
    "said_bid": {"en": "Bid {n}", "zh": "{n}分"},
    "kitty": {"en": "Kitty", "zh": "底牌"},
    "base_mult": {"en": "Bid {base}  ×{mult}", "zh": "底分 {base}  倍数 ×{mult}"},
    "hand_no": {"en": "Hand {n}", "zh": "第{n}局"},
    "your_turn": {"en": "Your turn", "zh": "轮到你了"},
    "bids_first": {"en": "{name} bids first", "zh": "{name}先叫分"},
    "your_bid": {"en": "Your bid", "zh": "请叫分"},
    "waiting_for": {"en": "{name} is thinking…", "zh": "{name}思考中…"},
    "nothing_selected": {"en": "Select cards to play first.", "zh": "请先选择要出的牌。"},
    "hint_n_of": {"en": "Hint {i} of {n}: {kind}", "zh": "提示 {i}/{n}：{kind}"},
    "hint_in_selection": {"en": "In your selection, play {i} of {n}: {kind}",
                          "zh": "所选牌的出法 {i}/{n}：{kind}"},
    "no_hint": {"en": "Nothing beats it: pass.", "zh": "没有牌大过上家，请不出。"},
    "must_lead": {"en": "You lead: you cannot pass.", "zh": "你是首家，不能不出。"},
    "redeal": {"en": "Everyone passed: redeal.", "zh": "无人叫分，重新发牌。"},
    "landlord_is": {"en": "{name} is the landlord", "zh": "{name}成为地主"},
    "bomb": {"en": "Bomb! ×2", "zh": "炸弹！×2"},
    "rocket": {"en": "Rocket! ×2", "zh": "王炸！×2"},
    "spring": {"en": "Spring! ×2", "zh": "春天！×2"},
    "anti_spring": {"en": "Anti-spring! ×2", "zh": "反春！×2"},
    "choose_reading": {"en": "Play these cards as:", "zh": "这些牌出成："},
    "drop_here": {"en": "Drop here to play", "zh": "拖到这里出牌"},
    "keys_help": {
        "en": "←→ move  Space select  Enter play  P pass  H hint  Esc menu",
        "zh": "←→ 移动  空格 选牌  回车 出牌  P 不出  H 提示  Esc 菜单",
    },
    "keys_help_bid": {
        "en": "1 2 3 bid  0 or P no bid  Esc menu",
        "zh": "1 2 3 叫分  0 或 P 不叫  Esc 菜单",
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
    "landlord_wins": {"en": "The landlord wins", "zh": "地主获胜"},
    "farmers_win": {"en": "The farmers win", "zh": "农民获胜"},
    "col_player": {"en": "Player", "zh": "玩家"},
    "col_role": {"en": "Role", "zh": "身份"},
    "col_hand": {"en": "This hand", "zh": "本局"},
    "col_total": {"en": "Total", "zh": "总分"},
    "tracker_black_joker": {"en": "bJ", "zh": "小"},
    "tracker_red_joker": {"en": "RJ", "zh": "大"},
    "hand_of": {"en": "Hand {n} of {total}", "zh": "第{n}局／共{total}局"},
    "match_over": {"en": "Match over: {name} leads", "zh": "比赛结束：{name}领先"},
    "deal_code_was": {"en": "Deal code {code}", "zh": "牌局代码 {code}"},
    "multiplier_was": {"en": "Bid {base} × {mult}", "zh": "底分 {base} × 倍数 {mult}"},
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
    # Two columns; a line starting with "# " is a heading.
    "rules_left": {
        "en": (
            "# Deal\n"
            "54 cards: 17 each and 3 face down as the kitty. A card dealt face up "
            "picks who bids first.\n"
            "# Bidding\n"
            "In turn, bid 1, 2 or 3 (higher than before) or pass; a 3 ends it. The top "
            "bidder is the landlord: the kitty is shown, then joins his hand. All pass: "
            "deal again.\n"
            "# Play\n"
            "The landlord leads. Each player in turn beats the last play with a higher "
            "play of the same shape and length, or passes. After two passes the last "
            "player leads anything. The first to empty a hand wins for his side.\n"
            "# Scoring\n"
            "Score = bid × multiplier. Every bomb or rocket doubles it; so does a spring "
            "(no farmer played) or an anti-spring (the landlord only led once). The "
            "landlord wins or pays 2×, each farmer 1×."
        ),
        "zh": (
            "# 发牌\n"
            "54张牌：每人17张，3张扣作底牌。发牌时亮出的一张牌决定谁先叫分。\n"
            "# 叫分\n"
            "依次叫1、2、3分（须高于前者）或不叫，叫3分立即结束。叫分最高者为地主："
            "亮出底牌后收入手中。三人都不叫则重新发牌。\n"
            "# 出牌\n"
            "地主先出。其后每人须出同牌型、同张数且更大的牌，或选择不出。连续两人不出，"
            "最后出牌者可任意出牌。先出完手牌的一方获胜。\n"
            "# 计分\n"
            "得分 = 叫分 × 倍数。每个炸弹或王炸翻一倍；春天（农民未出一张牌）"
            "或反春（地主只出过首轮）也翻倍。地主输赢2倍，每位农民1倍。"
        ),
    },
    "rules_right": {
        "en": (
            "# Shapes\n"
            "Single 3 ... red joker · Pair 33 · Triplet 333\n"
            "Triplet + single 3334 · Triplet + pair 33344\n"
            "Sequence 34567: five or more, 3 up to A\n"
            "Pair sequence 334455: three or more pairs\n"
            "Airplane 333444, with singles 33344456, with pairs 3334445566\n"
            "Four + two 333345, or + two pairs 33334455\n"
            "Kickers differ from each other and from the main ranks; 2s and jokers never "
            "join a sequence.\n"
            "# Bombs\n"
            "A bomb 3333 beats any other shape and a lower bomb. The rocket (both jokers) "
            "beats everything."
        ),
        "zh": (
            "# 牌型\n"
            "单张 3……大王 · 对子 33 · 三张 333\n"
            "三带一 3334 · 三带二 33344\n"
            "顺子 34567：5张起，从3到A\n"
            "连对 334455：3对起\n"
            "飞机 333444，带单 33344456，带对 3334445566\n"
            "四带二 333345，或四带两对 33334455\n"
            "带牌不能重复，也不能与主牌同点；2和王不能进顺子。\n"
            "# 炸弹\n"
            "炸弹 3333 大过其他任何牌型及更小的炸弹。王炸（大小王）最大。"
        ),
    },
    # Why the model refused an action: "why_" + IllegalAction.reason (see controller.refusal_text).
    "why_not_combo": {"en": "Those cards are not a legal combination.",
                      "zh": "这些牌不成牌型。"},
    "why_rocket": {"en": "Nothing beats the rocket.", "zh": "王炸最大，无牌可压。"},
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
    "why_bid": {"en": "Bid more than {n}, up to 3, or pass.",
                "zh": "请叫高于{n}分（最多3分）或不叫。"},
    # Glyphs drawn on cards and badges; listed so the font subset keeps them.
    "glyphs": {"en": "♠♥♣♦ JOKER ×·—…←→", "zh": "♠♥♣♦ 王 大王 小王"},
    # Combination names the controller takes from game/games/doudizhu/rules.NAMES.
    "kind_names": {
        "en": "Single Pair Triplet Sequence Airplane Bomb Rocket Four",
        "zh": ("单张 对子 三张 三带一 三带二 顺子 连对 飞机 "
               "飞机带单 飞机带对 炸弹 火箭 四带二 四带两对"),
    },
}

# Each game keeps its own table beside this one; one merged dict serves them all.
from game.ui.strings_alacarte import STRINGS as _ALACARTE  # noqa: E402
from game.ui.strings_baohuang import STRINGS as _BAOHUANG  # noqa: E402
from game.ui.strings_guandan import STRINGS as _GUANDAN  # noqa: E402

STRINGS.update(_ALACARTE)
STRINGS.update(_BAOHUANG)
STRINGS.update(_GUANDAN)

_language = "en"


def set_language(code: str) -> None:
    global _language
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}")
    _language = code


def language() -> str:
    return _language


def game_name(key: str) -> str:
    """A game's name from the registry, in the current language."""
    from game.games.registry import load_all

    info = load_all()[key]
    return info.name_zh if language() == "zh" else info.name_en


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

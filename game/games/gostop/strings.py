"""Go-Stop's UI strings in English and Chinese (merged into i18n.STRINGS), and the
set-up page's options.

Korean terms stand beside the interface language's own word ("Go 고", "继续 고"), so a
player learns the names the game is known by. Written as tables where the data is a
table (months, card names, terms) and flattened into the house format,
key -> {"en": ..., "zh": ...}:

- `gs_month_<n>` the month's plant, `gs_month_short_<n>` ("Jan"), `gs_month_label_<n>`
  ("Pine (Jan)"); `gs_kind_<category>`; `gs_card_<code>` every card's name
  ("Pine bright (Jan)" / "松光（1月）"), built from the sheet's deck;
- `gs_term_<k>` a term with its Hangul, `gs_korean_<k>` the Hangul alone;
- `gs_cat_<category>` the live tally's headings; `gs_score_<field>` the scoring sets;
- `gs_pen_<penalty>`, `gs_mult_<kind>`, `gs_set_<line>`, `gs_pays`: the settlement;
- `gs_log_<event kind>`: one sentence per event (game/games/gostop/words.py);
- `gs_opt_<field>`, `gs_row_<name>`: the set-up page (`OPTIONS` below);
- prompts and buttons of the table, result titles, `gs_refuse_<reason>`;
- `rules_gostop_left` / `rules_gostop_right`: the rules page, our own wording of the
  sheet (shared/rules/gostop.md).

A template whose `name` can be the viewer has its `_you` variant (docs/ARCHITECTURE.md,
"Words about a seat").
"""

from __future__ import annotations

from game.core.gamedef import Option
from game.games.gostop.cards import (
    ANIMAL,
    BONUS_CARD,
    BRIGHT,
    CARDS,
    CHEONGDAN,
    CHODAN,
    HONGDAN,
    JUNK,
    RIBBON,
    Hwatu,
)
from game.games.gostop.deck_chart import CHART_STRINGS

# --- months and card names ------------------------------------------------------------

# Month -> (English plant, Chinese plant). Korean decks: paulownia in November, rain in
# December (sheet §1).
MONTHS: dict[int, tuple[str, str]] = {
    1: ("Pine", "松"), 2: ("Plum", "梅"), 3: ("Cherry", "樱"), 4: ("Black clover", "黑胡枝子"),
    5: ("Orchid", "兰"), 6: ("Peony", "牡丹"), 7: ("Red clover", "红胡枝子"), 8: ("Pampas", "芒"),
    9: ("Chrysanthemum", "菊"), 10: ("Maple", "枫"), 11: ("Paulownia", "梧桐"), 12: ("Rain", "雨"),
}
_SHORT_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
             "Dec")

# A card's kind as its name says it: the category, or what sets the card apart.
KINDS: dict[str, tuple[str, str]] = {
    BRIGHT: ("bright", "光"), ANIMAL: ("animal", "动物"), "bird": ("bird", "鸟"),
    "sake": ("sake cup", "酒杯"), RIBBON: ("ribbon", "带"), HONGDAN: ("red poem ribbon", "红带"),
    CHEONGDAN: ("blue ribbon", "青带"), CHODAN: ("plain ribbon", "草带"), JUNK: ("junk", "皮"),
    "double": ("double junk", "双皮"), BONUS_CARD: ("bonus card", "奖励牌"),
}


def _kind_of(c: Hwatu) -> str:
    """Godori birds, the sake cup, the ribbon sets and double junk get their own word:
    the log then says what a capture is worth."""
    if c.godori:
        return "bird"
    if c.sake_cup:
        return "sake"
    if c.category == RIBBON and c.ribbon:
        return c.ribbon
    if c.double_junk:
        return "double"
    return c.category


def _card_names(c: Hwatu) -> dict[str, str]:
    if c.category == BONUS_CARD:
        return {"en": f"Bonus card ×{c.junk_value}", "zh": f"奖励牌×{c.junk_value}"}
    en_plant, zh_plant = MONTHS[c.month]
    en_kind, zh_kind = KINDS[_kind_of(c)]
    return {"en": f"{en_plant} {en_kind} ({_SHORT_EN[c.month - 1]})",
            "zh": f"{zh_plant}{zh_kind}（{c.month}月）"}


MONTH_STRINGS: dict[str, dict[str, str]] = {
    **{f"gs_month_{m}": {"en": en, "zh": zh} for m, (en, zh) in MONTHS.items()},
    **{f"gs_month_short_{m}": {"en": _SHORT_EN[m - 1], "zh": f"{m}月"} for m in MONTHS},
    **{f"gs_month_label_{m}": {"en": f"{en} ({_SHORT_EN[m - 1]})", "zh": f"{zh}（{m}月）"}
       for m, (en, zh) in MONTHS.items()},
    **{f"gs_kind_{k}": {"en": en, "zh": zh} for k, (en, zh) in KINDS.items()},
    **{f"gs_card_{c.code}": _card_names(c) for c in CARDS},
    "gs_list_sep": {"en": ", ", "zh": "、"},
}

# --- terms: the Korean word beside ours -------------------------------------------------

# Key -> (English, Chinese, Hangul).
TERMS: dict[str, tuple[str, str, str]] = {
    "go": ("Go", "继续", "고"), "stop": ("Stop", "停", "스톱"),
    "gwang": ("Bright", "光", "광"), "yeol": ("Animal", "动物", "열끗"),
    "tti": ("Ribbon", "带", "띠"), "pi": ("Junk", "皮", "피"),
    "sseul": ("Sweep", "扫台", "쓸"), "ppuk": ("Ppuk", "卡堆", "뻑"),
    "bak": ("Penalty", "罚", "박"), "heundeulgi": ("Shake", "摇牌", "흔들기"),
    "poktan": ("Bomb", "炸弹", "폭탄"), "chongtong": ("Chongtong", "总统", "총통"),
    "nagari": ("Draw", "流局", "나가리"), "godori": ("Godori", "五鸟", "고도리"),
    "hongdan": ("Hongdan", "红带", "홍단"), "cheongdan": ("Cheongdan", "青带", "청단"),
    "chodan": ("Chodan", "草带", "초단"), "gobak": ("Go-bak", "独赔", "고박"),
    "pibak": ("Pi-bak", "皮罚", "피박"), "gwangbak": ("Gwang-bak", "光罚", "광박"),
    "meongbak": ("Meong-bak", "动物罚", "멍박"),
}

TERM_STRINGS: dict[str, dict[str, str]] = {
    **{f"gs_term_{k}": {"en": f"{en} {ko}", "zh": f"{zh} {ko}"}
       for k, (en, zh, ko) in TERMS.items()},
    **{f"gs_korean_{k}": {"en": ko, "zh": ko} for k, (_, _, ko) in TERMS.items()},
}

# --- the table: tally, prompts, buttons, titles, refusals -------------------------------

TABLE: dict[str, dict[str, str]] = {
    "family_fishing": {"en": "Fishing card game", "zh": "钓鱼类纸牌"},
    "gs_family": {"en": "Fishing card game", "zh": "钓鱼类纸牌"},
    # The live tally of a capture area, by category.
    "gs_cat_bright": {"en": "Brights 광", "zh": "光 광"},
    "gs_cat_animal": {"en": "Animals 열끗", "zh": "动物 열끗"},
    "gs_cat_ribbon": {"en": "Ribbons 띠", "zh": "带 띠"},
    "gs_cat_junk": {"en": "Junk 피", "zh": "皮 피"},
    "gs_points": {"en": "{points} pts", "zh": "{points}分"},
    "gs_needs_to_stop": {"en": "{points} to stop", "zh": "{points}分可停"},
    "gs_go_would": {"en": "Go: ×{mult}", "zh": "继续：×{mult}"},
    "gs_tally_gos": {"en": "Go 고 ×{n}", "zh": "继续 고 ×{n}"},
    "gs_tally_shakes": {"en": "Shaken ×{n}", "zh": "摇牌 ×{n}"},
    "gs_tally_ppuks": {"en": "Ppuk 뻑 ×{n}", "zh": "卡堆 뻑 ×{n}"},
    "gs_tally_skips": {"en": "Turn-ups left: {n}", "zh": "只翻牌：还剩{n}次"},
    "gs_nagari_carry": {"en": "Nagari 나가리: this hand ×{mult}", "zh": "流局 나가리：本局×{mult}"},
    "gs_stock": {"en": "Stock", "zh": "牌堆"},
    "gs_stock_left": {"en": "{n} left", "zh": "剩{n}张"},
    # The big call words and the decisions' buttons.
    "gs_go": {"en": "Go! 고!", "zh": "继续！고！"},
    "gs_stop": {"en": "Stop! 스톱!", "zh": "停！스톱！"},
    "gs_shake": {"en": "Shake 흔들기", "zh": "摇牌 흔들기"},
    "gs_bomb": {"en": "Bomb 폭탄", "zh": "炸弹 폭탄"},
    "gs_flip_only": {"en": "Just turn up a card", "zh": "只翻一张牌"},
    "gs_chongtong_win": {"en": "Win now 총통", "zh": "总统 총통：立即获胜"},
    "gs_chongtong_play": {"en": "Play on", "zh": "继续打牌"},
    "gs_next_hand": {"en": "Next hand", "zh": "下一局"},
    "gs_totals": {"en": "Totals", "zh": "累计"},
    # Prompts (the viewer is asked: no seat name).
    "gs_prompt_play": {"en": "Play a card: drag it onto its match or click it",
                       "zh": "出一张牌：拖到同月的牌上，或点击它"},
    "gs_prompt_take": {"en": "Two cards match: choose which to take",
                       "zh": "有两张同月牌：选一张收走"},
    "gs_prompt_go_stop": {"en": "{points} points: Go or Stop?", "zh": "{points}分：继续还是停？"},
    "gs_prompt_chongtong": {"en": "All four cards of a month in your hand (총통 chongtong): "
                                  "win now or play on?",
                            "zh": "你手握同月四张（总统 총통）：立即获胜还是继续打？"},
    "gs_prompt_flip_only": {"en": "Play a card, or just turn up one (a bomb's free turn)",
                            "zh": "出一张牌，或只翻一张牌（炸弹换来的回合）"},
    # Result titles.
    "gs_title_win": {"en": "{name} wins", "zh": "{name}获胜"},
    "gs_title_win_you": {"en": "You win", "zh": "你获胜"},
    "gs_title_nagari": {"en": "Nagari 나가리: a draw", "zh": "流局 나가리：和局"},
    "gs_title_chongtong": {"en": "{name} wins by chongtong 총통", "zh": "{name}以总统（총통）获胜"},
    "gs_title_chongtong_you": {"en": "You win by chongtong 총통",
                               "zh": "你以总统（총통）获胜"},
    "gs_title_three_ppuk": {"en": "{name} wins with three ppuk 뻑",
                            "zh": "{name}三次卡堆（뻑）获胜"},
    "gs_title_three_ppuk_you": {"en": "You win with three ppuk 뻑",
                                "zh": "你三次卡堆（뻑）获胜"},
    "gs_title_four_on_table": {"en": "{name} wins: four of a month on the table",
                               "zh": "{name}获胜：桌上同月四张"},
    "gs_title_four_on_table_you": {"en": "You win: four of a month on the table",
                                   "zh": "你获胜：桌上同月四张"},
    # Why the model refused an action (IllegalAction.reason).
    "gs_refuse_over": {"en": "The hand is over.", "zh": "本局已结束。"},
    "gs_refuse_turn": {"en": "It is not your turn.", "zh": "还没轮到你。"},
    "gs_refuse_not_now": {"en": "That move is not open to you now.", "zh": "现在不能这样做。"},
    "gs_refuse_malformed": {"en": "That is not a move of this game.", "zh": "这不是本游戏的动作。"},
}

# --- scoring and settlement --------------------------------------------------------------

SCORING: dict[str, dict[str, str]] = {
    # One line per scoring set of scoring.Score; {n} the cards counted.
    "gs_score_brights": {"en": "{n} brights 광: +{points}", "zh": "{n}光（광）：+{points}"},
    "gs_score_brights_rain": {"en": "{n} brights 광 with the rain bright: +{points}",
                              "zh": "{n}光（광）含雨光：+{points}"},
    "gs_score_animals": {"en": "{n} animals 열끗: +{points}", "zh": "{n}张动物（열끗）：+{points}"},
    "gs_score_godori": {"en": "Godori 고도리, the three birds: +{points}",
                        "zh": "五鸟（고도리）三张鸟牌：+{points}"},
    "gs_score_ribbons": {"en": "{n} ribbons 띠: +{points}", "zh": "{n}张带（띠）：+{points}"},
    "gs_score_hongdan": {"en": "Hongdan 홍단, the red poem ribbons: +{points}",
                         "zh": "红带（홍단）三张：+{points}"},
    "gs_score_cheongdan": {"en": "Cheongdan 청단, the blue ribbons: +{points}",
                           "zh": "青带（청단）三张：+{points}"},
    "gs_score_chodan": {"en": "Chodan 초단, the plain ribbons: +{points}",
                        "zh": "草带（초단）三张：+{points}"},
    "gs_score_junk": {"en": "Junk 피 worth {n}: +{points}", "zh": "皮（피）共{n}张：+{points}"},
    "gs_score_total": {"en": "Total: {points}", "zh": "合计：{points}分"},
    "gs_score_none": {"en": "No set scores yet", "zh": "尚未成牌"},
    "gs_score_sake_junk": {"en": "The sake cup counts as double junk", "zh": "酒杯算作双皮"},
    # Penalties 박: each doubles what that loser pays (settlement.PENALTIES).
    "gs_pen_pi_bak": {"en": "{name} has too little junk: pi-bak 피박, ×2",
                      "zh": "{name}皮太少：皮罚（피박），×2"},
    "gs_pen_pi_bak_you": {"en": "You have too little junk: pi-bak 피박, ×2",
                          "zh": "你皮太少：皮罚（피박），×2"},
    "gs_pen_gwang_bak": {"en": "{name} has no bright: gwang-bak 광박, ×2",
                         "zh": "{name}没有光：光罚（광박），×2"},
    "gs_pen_gwang_bak_you": {"en": "You have no bright: gwang-bak 광박, ×2",
                             "zh": "你没有光：光罚（광박），×2"},
    "gs_pen_meong_bak": {"en": "{name} has no animal: meong-bak 멍박, ×2",
                         "zh": "{name}没有动物：动物罚（멍박），×2"},
    "gs_pen_meong_bak_you": {"en": "You have no animal: meong-bak 멍박, ×2",
                             "zh": "你没有动物：动物罚（멍박），×2"},
    "gs_pen_go_bak": {"en": "{name} loses after saying Go: go-bak 고박, ×2",
                      "zh": "{name}叫了继续却输了：独赔（고박），×2"},
    "gs_pen_go_bak_you": {"en": "You lose after saying Go: go-bak 고박, ×2",
                          "zh": "你叫了继续却输了：独赔（고박），×2"},
    # With three players go-bak moves the shares instead of doubling.
    "gs_pen_go_bak_all": {"en": "{name} loses after saying Go: go-bak 고박, paying for every "
                                "loser",
                          "zh": "{name}叫了继续却输了：独赔（고박），替所有输家付"},
    "gs_pen_go_bak_all_you": {"en": "You lose after saying Go: go-bak 고박, paying for every "
                                    "loser",
                              "zh": "你叫了继续却输了：独赔（고박），替所有输家付"},
    # The winner's value, step by step.
    "gs_set_stop": {"en": "{name} stops with {points} points", "zh": "{name}以{points}分停牌"},
    "gs_set_stop_you": {"en": "You stop with {points} points", "zh": "你以{points}分停牌"},
    "gs_set_auto_stop": {"en": "{name} reaches {points} points on the last card",
                         "zh": "{name}在最后一张牌达到{points}分"},
    "gs_set_auto_stop_you": {"en": "You reach {points} points on the last card",
                             "zh": "你在最后一张牌达到{points}分"},
    "gs_set_chongtong": {"en": "{name} wins at once by chongtong 총통: {points} points",
                         "zh": "{name}以总统（총통）直接获胜：{points}分"},
    "gs_set_chongtong_you": {"en": "You win at once by chongtong 총통: {points} points",
                             "zh": "你以总统（총통）直接获胜：{points}分"},
    "gs_set_four_on_table": {"en": "{name} wins at once with four of a month on the table: "
                                   "{points} points",
                             "zh": "桌上同月四张，{name}立即获胜：{points}分"},
    "gs_set_four_on_table_you": {"en": "You win at once with four of a month on the table: "
                                       "{points} points",
                                 "zh": "桌上同月四张，你立即获胜：{points}分"},
    "gs_set_first_ppuk": {"en": "{name} gets {points} from each opponent for a first-turn "
                                "ppuk 첫뻑, whoever won",
                          "zh": "{name}首轮卡堆（첫뻑）：不论输赢，每个对手付{points}分"},
    "gs_set_first_ppuk_you": {"en": "You get {points} from each opponent for a first-turn "
                                    "ppuk 첫뻑, whoever won",
                              "zh": "你首轮卡堆（첫뻑）：不论输赢，每个对手付{points}分"},
    "gs_set_three_ppuk": {"en": "{name} wins at once with a third ppuk 뻑: {points} points",
                          "zh": "{name}第三次卡堆（뻑）直接获胜：{points}分"},
    "gs_set_three_ppuk_you": {"en": "You win at once with a third ppuk 뻑: {points} points",
                              "zh": "你第三次卡堆（뻑）直接获胜：{points}分"},
    "gs_set_sake_animal": {"en": "{name} counts the sake cup as an animal",
                           "zh": "{name}把酒杯算作动物"},
    "gs_set_sake_animal_you": {"en": "You count the sake cup as an animal",
                               "zh": "你把酒杯算作动物"},
    "gs_set_sake_junk": {"en": "{name} counts the sake cup as double junk",
                         "zh": "{name}把酒杯算作双皮"},
    "gs_set_sake_junk_you": {"en": "You count the sake cup as double junk",
                             "zh": "你把酒杯算作双皮"},
    "gs_mult_go": {"en": "Go 고 ×{n}: +{n}", "zh": "继续 고 ×{n}：+{n}"},
    "gs_mult_go_double": {"en": "From the third Go 고: ×{mult}", "zh": "第三次继续起：×{mult}"},
    "gs_mult_shake": {"en": "Shakes and bombs 흔들기/폭탄 ×{n}: ×{mult}",
                      "zh": "摇牌与炸弹（흔들기/폭탄）×{n}：×{mult}"},
    "gs_mult_nagari": {"en": "Nagari 나가리 before this hand ×{n}: ×{mult}",
                       "zh": "之前流局（나가리）×{n}：×{mult}"},
    "gs_set_value": {"en": "Each loser pays {points}, doubled per penalty 박",
                     "zh": "每个输家付{points}分，每项罚（박）翻倍"},
    "gs_pays": {"en": "{name} pays {to} {points} points", "zh": "{name}向{to}付{points}分"},
    "gs_pays_you": {"en": "You pay {to} {points} points", "zh": "你向{to}付{points}分"},
    "gs_pays_nothing": {"en": "{name} pays nothing: the go-bak 고박 player pays for all",
                        "zh": "{name}不用付：独赔（고박）的玩家替所有人付"},
    "gs_pays_nothing_you": {"en": "You pay nothing: the go-bak 고박 player pays for all",
                            "zh": "你不用付：独赔（고박）的玩家替所有人付"},
    "gs_receives": {"en": "{name} receives {points} points in all", "zh": "{name}共得{points}分"},
    "gs_receives_you": {"en": "You receive {points} points in all", "zh": "你共得{points}分"},
    "gs_set_nagari": {"en": "Nagari 나가리: the stock ran out before anyone stopped. "
                            "Nobody pays.",
                      "zh": "流局（나가리）：牌堆翻完也没人停牌，谁都不用付。"},
    "gs_set_nagari_next": {"en": "The next hand counts ×{mult}.", "zh": "下一局的分数×{mult}。"},
}

# --- the log: one sentence per event kind (events.EVENTS) ----------------------------------

_JUNK_ONE_EN, _JUNK_ONE_ZH = "1 junk from each opponent", "每个对手给一张皮"

LOG: dict[str, dict[str, str]] = {
    "gs_log_deal": {"en": "{name} deals: {n} cards each, {count} on the table",
                    "zh": "{name}发牌：每人{n}张，桌面{count}张"},
    "gs_log_deal_you": {"en": "You deal: {n} cards each, {count} on the table",
                        "zh": "你发牌：每人{n}张，桌面{count}张"},
    "gs_log_redeal": {"en": "(Dealt again {n}×: four of a month were on the table.)",
                      "zh": "（桌面出现同月四张，重新发牌{n}次。）"},
    "gs_log_bonus_table": {"en": "{name} takes the bonus cards dealt to the table: {cards}",
                           "zh": "{name}收走发到桌面的奖励牌：{cards}"},
    "gs_log_bonus_table_you": {"en": "You take the bonus cards dealt to the table: {cards}",
                               "zh": "你收走发到桌面的奖励牌：{cards}"},
    "gs_log_bonus": {"en": "{name} captures {card}; the stock gives another card",
                     "zh": "{name}收下{card}，从牌堆补一张"},
    "gs_log_bonus_you": {"en": "You capture {card}; the stock gives another card",
                         "zh": "你收下{card}，从牌堆补一张"},
    "gs_log_draw": {"en": "{name} draws {card} from the stock to play in its place",
                    "zh": "{name}从牌堆摸到{card}，代替打出"},
    "gs_log_draw_you": {"en": "You draw {card} from the stock to play in its place",
                        "zh": "你从牌堆摸到{card}，代替打出"},
    "gs_log_chongtong": {"en": "{name} holds all four of a month: {cards} (chongtong 총통)",
                         "zh": "{name}手握同月四张：{cards}（总统 총통）"},
    "gs_log_chongtong_you": {"en": "You hold all four of a month: {cards} (chongtong 총통)",
                             "zh": "你手握同月四张：{cards}（总统 총통）"},
    "gs_log_chongtong_win": {"en": "{name} takes the chongtong 총통 win",
                             "zh": "{name}选择以总统（총통）获胜"},
    "gs_log_chongtong_win_you": {"en": "You take the chongtong 총통 win",
                                 "zh": "你选择以总统（총통）获胜"},
    "gs_log_chongtong_play": {"en": "{name} plays on instead of winning by chongtong 총통",
                              "zh": "{name}放弃总统（총통），继续打"},
    "gs_log_chongtong_play_you": {"en": "You play on instead of winning by chongtong 총통",
                                  "zh": "你放弃总统（총통），继续打"},
    "gs_log_turn": {"en": "{name}'s turn", "zh": "轮到{name}"},
    "gs_log_turn_you": {"en": "Your turn", "zh": "轮到你"},
    "gs_log_play": {"en": "{name} plays {card}", "zh": "{name}打出{card}"},
    "gs_log_play_you": {"en": "You play {card}", "zh": "你打出{card}"},
    "gs_log_flip": {"en": "{name} turns up {card}", "zh": "{name}翻开{card}"},
    "gs_log_flip_you": {"en": "You turn up {card}", "zh": "你翻开{card}"},
    "gs_log_flip_only": {"en": "{name} turns up a card without playing from hand ({left} left)",
                         "zh": "{name}不出手牌，只翻一张（还剩{left}次）"},
    "gs_log_flip_only_you": {"en": "You turn up a card without playing from hand ({left} left)",
                             "zh": "你不出手牌，只翻一张（还剩{left}次）"},
    "gs_log_choose": {"en": "{name} chooses which card {card} takes: {options}",
                      "zh": "{name}要为{card}选一张牌收走：{options}"},
    "gs_log_choose_you": {"en": "You choose which card {card} takes: {options}",
                          "zh": "你要为{card}选一张牌收走：{options}"},
    "gs_log_take": {"en": "{name} picks {card}", "zh": "{name}选了{card}"},
    "gs_log_take_you": {"en": "You pick {card}", "zh": "你选了{card}"},
    "gs_log_capture": {"en": "{name} captures {cards}", "zh": "{name}收走{cards}"},
    "gs_log_capture_you": {"en": "You capture {cards}", "zh": "你收走{cards}"},
    "gs_log_stack": {"en": "{name} captures the stack of three {what} cards with the fourth",
                     "zh": "{name}用第四张收走三张{what}的牌堆"},
    "gs_log_stack_you": {"en": "You capture the stack of three {what} cards with the fourth",
                         "zh": "你用第四张收走三张{what}的牌堆"},
    "gs_log_stack_ppuk": {"en": "{name} captures the {what} ppuk 뻑 stack that {owner} made: "
                                + _JUNK_ONE_EN,
                          "zh": "{name}收走{owner}的{what}卡堆（뻑）：" + _JUNK_ONE_ZH},
    "gs_log_stack_ppuk_you": {"en": "You capture the {what} ppuk 뻑 stack that {owner} made: "
                                    + _JUNK_ONE_EN,
                              "zh": "你收走{owner}的{what}卡堆（뻑）：" + _JUNK_ONE_ZH},
    "gs_log_stack_ja_ppuk": {"en": "{name} captures back the {what} ppuk stack: ja-ppuk 자뻑, "
                                   "2 junk from each opponent",
                             "zh": "{name}收回自己的{what}卡堆：自卡堆（자뻑），每个对手给两张皮"},
    "gs_log_stack_ja_ppuk_you": {"en": "You capture back the {what} ppuk stack: ja-ppuk 자뻑, "
                                       "2 junk from each opponent",
                                 "zh": "你收回自己的{what}卡堆：自卡堆（자뻑），每个对手给两张皮"},
    "gs_log_ppuk": {"en": "{name} makes a ppuk 뻑 in {month}: the three cards stay on the table "
                          "(ppuk {count} of 3)",
                    "zh": "{name}在{month}形成卡堆（뻑），三张留在桌上（第{count}次，三次即胜）"},
    "gs_log_ppuk_you": {"en": "You make a ppuk 뻑 in {month}: the three cards stay on the table "
                              "(ppuk {count} of 3)",
                        "zh": "你在{month}形成卡堆（뻑），三张留在桌上（第{count}次，三次即胜）"},
    "gs_log_jjok": {"en": "{name} makes a jjok 쪽: " + _JUNK_ONE_EN,
                    "zh": "{name}打出啵（쪽）：" + _JUNK_ONE_ZH},
    "gs_log_jjok_you": {"en": "You make a jjok 쪽: " + _JUNK_ONE_EN,
                        "zh": "你打出啵（쪽）：" + _JUNK_ONE_ZH},
    "gs_log_ttadak": {"en": "{name} makes a ttadak 따닥: " + _JUNK_ONE_EN,
                      "zh": "{name}打出哒哒（따닥）：" + _JUNK_ONE_ZH},
    "gs_log_ttadak_you": {"en": "You make a ttadak 따닥: " + _JUNK_ONE_EN,
                          "zh": "你打出哒哒（따닥）：" + _JUNK_ONE_ZH},
    "gs_log_sseul": {"en": "{name} sweeps the table, sseul 쓸: " + _JUNK_ONE_EN,
                     "zh": "{name}扫台（쓸）：" + _JUNK_ONE_ZH},
    "gs_log_sseul_you": {"en": "You sweep the table, sseul 쓸: " + _JUNK_ONE_EN,
                         "zh": "你扫台（쓸）：" + _JUNK_ONE_ZH},
    "gs_log_bomb": {"en": "{name} bombs 폭탄 with {cards} onto {onto}: " + _JUNK_ONE_EN,
                    "zh": "{name}把{cards}炸到{onto}上（炸弹 폭탄）：" + _JUNK_ONE_ZH},
    "gs_log_bomb_you": {"en": "You bomb 폭탄 with {cards} onto {onto}: " + _JUNK_ONE_EN,
                        "zh": "你把{cards}炸到{onto}上（炸弹 폭탄）：" + _JUNK_ONE_ZH},
    "gs_log_shake": {"en": "{name} shakes 흔들기, showing {cards}",
                     "zh": "{name}摇牌（흔들기），亮出{cards}"},
    "gs_log_shake_you": {"en": "You shake 흔들기, showing {cards}",
                         "zh": "你摇牌（흔들기），亮出{cards}"},
    "gs_log_junk": {"en": "{name} takes {cards} from {owner}",
                    "zh": "{name}从{owner}那里拿走{cards}"},
    "gs_log_junk_you": {"en": "You take {cards} from {owner}", "zh": "你从{owner}那里拿走{cards}"},
    "gs_log_junk_none": {"en": "{name} gets no junk from {owner}: there is none to give",
                         "zh": "{name}从{owner}那里拿不到皮：一张都没有"},
    "gs_log_junk_none_you": {"en": "You get no junk from {owner}: there is none to give",
                             "zh": "你从{owner}那里拿不到皮：一张都没有"},
    "gs_log_go_or_stop": {"en": "{name} reaches {points} points: Go or Stop?",
                          "zh": "{name}达到{points}分：继续还是停？"},
    "gs_log_go_or_stop_you": {"en": "You reach {points} points: Go or Stop?",
                              "zh": "你达到{points}分：继续还是停？"},
    "gs_log_go": {"en": "{name} says Go 고 at {points} points: Go ×{gos}",
                  "zh": "{name}在{points}分叫继续（고）：第{gos}次"},
    "gs_log_go_you": {"en": "You say Go 고 at {points} points: Go ×{gos}",
                      "zh": "你在{points}分叫继续（고）：第{gos}次"},
    "gs_log_stop": {"en": "{name} says Stop 스톱 with {points} points",
                    "zh": "{name}以{points}分叫停（스톱）"},
    "gs_log_stop_you": {"en": "You say Stop 스톱 with {points} points",
                        "zh": "你以{points}分叫停（스톱）"},
    "gs_log_stop_auto": {"en": "{name} reaches {points} points on the last card: Stop 스톱",
                         "zh": "{name}在最后一张牌达到{points}分：停（스톱）"},
    "gs_log_stop_auto_you": {"en": "You reach {points} points on the last card: Stop 스톱",
                             "zh": "你在最后一张牌达到{points}分：停（스톱）"},
    "gs_log_win": {"en": "{name} wins and collects {points} points",
                   "zh": "{name}获胜，共得{points}分"},
    "gs_log_win_you": {"en": "You win and collect {points} points", "zh": "你获胜，共得{points}分"},
    "gs_log_win_chongtong": {"en": "{name} wins by chongtong 총통 and collects {points} points",
                             "zh": "{name}以总统（총통）获胜，共得{points}分"},
    "gs_log_win_chongtong_you": {"en": "You win by chongtong 총통 and collect {points} points",
                                 "zh": "你以总统（총통）获胜，共得{points}分"},
    "gs_log_win_three_ppuk": {"en": "{name} wins with a third ppuk 뻑 and collects {points} "
                                    "points",
                              "zh": "{name}第三次卡堆（뻑）获胜，共得{points}分"},
    "gs_log_win_three_ppuk_you": {"en": "You win with a third ppuk 뻑 and collect {points} "
                                        "points",
                                  "zh": "你第三次卡堆（뻑）获胜，共得{points}分"},
    "gs_log_nagari": {"en": "Nagari 나가리: the stock is out and nobody wins",
                      "zh": "流局（나가리）：牌堆翻完，没人获胜"},
    "gs_log_win_four_on_table": {"en": "{name} wins at once with four of a month on the "
                                       "table and collects {points} points",
                                 "zh": "桌上同月四张，{name}立即获胜，共得{points}分"},
    "gs_log_win_four_on_table_you": {"en": "You win at once with four of a month on the "
                                           "table and collect {points} points",
                                     "zh": "桌上同月四张，你立即获胜，共得{points}分"},
    "gs_log_four_on_table": {"en": "Four of a month on the table: {cards}",
                             "zh": "桌上出现同月四张：{cards}"},
    "gs_log_first_ppuk": {"en": "{name} makes a ppuk on the first turn, first ppuk 첫뻑: each "
                                "opponent pays {points} points",
                          "zh": "{name}首轮卡堆（첫뻑）：每个对手付{points}分"},
    "gs_log_first_ppuk_you": {"en": "You make a ppuk on your first turn, first ppuk 첫뻑: "
                                    "each opponent pays {points} points",
                              "zh": "你首轮卡堆（첫뻑）：每个对手付{points}分"},
}

# --- the set-up page -----------------------------------------------------------------------

# Each option's key is the `options.Options` field it sets; words.choices_to_fields turns
# the page's values (strings for a choice, booleans for a toggle) into field values.
# A toggle starts off, so a rule that is on by default (meong-bak, the chongtong win,
# nagari doubling) is offered as its "off" switch: the toggle on turns the rule off.
OPTIONS: tuple[Option, ...] = (
    Option("target", "gs_row_target", "gs_opt_target", ("usual", "3", "5", "7"),
           help="gs_opt_target_help"),
    *(Option(field, "gs_row_rules", f"gs_opt_{field}", help=f"gs_opt_{field}_help")
      for field in ("bonus", "pi_bak_max", "pi_bak_zero_exempt", "meong_bak", "chongtong",
                    "nagari_doubling", "three_ppuk_points", "first_ppuk_points",
                    "four_table_win")),
    # The month numbers on the cards are the table's (a button and M there), not the
    # set-up page's: the page is full with the rules.
)

OPTION_STRINGS: dict[str, dict[str, str]] = {
    "gs_row_target": {"en": "Points to stop", "zh": "停牌分数"},
    "gs_row_rules": {"en": "Rules", "zh": "规则"},
    "gs_opt_target": {"en": "Points to stop", "zh": "停牌分数"},
    "gs_opt_target_help": {"en": "The points at which you may say Go or Stop.",
                           "zh": "达到这个分数就可以选择继续或停。"},
    "gs_opt_target_usual": {"en": "Usual", "zh": "常规"},
    "gs_opt_target_3": {"en": "3", "zh": "3分"},
    "gs_opt_target_5": {"en": "5", "zh": "5分"},
    "gs_opt_target_7": {"en": "7", "zh": "7分"},
    "gs_opt_target_help_usual": {"en": "Go or Stop from 7 points with two players, from 3 "
                                       "with three.",
                                 "zh": "两人7分、三人3分起可以继续或停。"},
    "gs_opt_target_help_3": {"en": "Go or Stop from 3 points, however many play.",
                             "zh": "不论几人，3分起可以继续或停。"},
    "gs_opt_target_help_5": {"en": "Go or Stop from 5 points, however many play.",
                             "zh": "不论几人，5分起可以继续或停。"},
    "gs_opt_target_help_7": {"en": "Go or Stop from 7 points, however many play.",
                             "zh": "不论几人，7分起可以继续或停。"},
    "gs_opt_three_ppuk_points": {"en": "Three ppuk 10", "zh": "三次卡堆10分"},
    "gs_opt_three_ppuk_points_help": {"en": "A win by a third ppuk 뻑 is worth 10 points, not "
                                            "the points to stop.",
                                      "zh": "第三次卡堆（뻑）获胜得10分，而不是停牌分数。"},
    "gs_opt_bonus": {"en": "Bonus cards", "zh": "奖励牌"},
    "gs_opt_bonus_help": {"en": "Two extra cards worth 2 and 3 junk: whoever gets one keeps it "
                                "and draws again.",
                          "zh": "加入两张奖励牌，分别算2张和3张皮：拿到的人收下并再摸一张。"},
    "gs_opt_pi_bak_max": {"en": "Pi-bak at 7", "zh": "皮罚放宽到7"},
    "gs_opt_pi_bak_max_help": {"en": "A loser with 7 junk or less pays double pi-bak 피박, "
                                     "not only one with 5 or less.",
                               "zh": "输家的皮不超过7张就算皮罚（피박），不只是5张以下。"},
    "gs_opt_pi_bak_zero_exempt": {"en": "No junk, no pi-bak", "zh": "无皮不罚"},
    "gs_opt_pi_bak_zero_exempt_help": {"en": "A loser with no junk at all escapes pi-bak 피박.",
                                       "zh": "一张皮都没有的输家不算皮罚（피박）。"},
    "gs_opt_meong_bak": {"en": "No meong-bak", "zh": "无动物罚"},
    "gs_opt_meong_bak_help": {"en": "A loser with no animal pays no more against 7 animals.",
                              "zh": "赢家有7张动物时，没有动物的输家也不加倍。"},
    "gs_opt_chongtong": {"en": "No chongtong", "zh": "总统不胜"},
    "gs_opt_chongtong_help": {"en": "Four cards of a month in the deal do not win at once: "
                                    "they are played as usual.",
                              "zh": "发到同月四张不能直接获胜，照常打牌。"},
    "gs_opt_nagari_doubling": {"en": "Nagari ×1", "zh": "流局不翻倍"},
    "gs_opt_nagari_doubling_help": {"en": "A drawn hand does not double the next one.",
                                    "zh": "流局后下一局的分数不翻倍。"},
    "gs_opt_first_ppuk_points": {"en": "First ppuk +7", "zh": "首轮卡堆+7"},
    "gs_opt_first_ppuk_points_help": {"en": "A ppuk 뻑 made on one's first turn (첫뻑) is paid "
                                            "7 points by each opponent, whoever wins.",
                                      "zh": "首轮就卡堆（첫뻑）：不论输赢，每个对手付7分。"},
    "gs_opt_four_table_win": {"en": "Four on table", "zh": "桌上四张即胜"},
    "gs_opt_four_table_win_help": {"en": "Four of a month dealt to the table win the dealer "
                                         "10 points at once, instead of a new deal.",
                                   "zh": "桌上发出同月四张时不重发，庄家立即获胜得10分。"},
    "gs_btn_month_numbers": {"en": "1–12", "zh": "1–12"},
    "gs_btn_month_numbers_help": {"en": "Month numbers on the cards, for players new to the "
                                        "flowers (M)",
                                  "zh": "牌角的月份数字，方便还不认识花的玩家（M）"},
}

# --- the rules page ------------------------------------------------------------------------

RULES: dict[str, dict[str, str]] = {
    "rules_gostop_left": {
        "en": "# Cards\n"
              "48 flower cards, four per month: brights (광), animals (열끗), ribbons (띠), "
              "junk (피). Two junk count double, as may the sake cup (September's animal); "
              "bonus cards (an option) count 2 or 3.\n"
              "# Deal and turn\n"
              "2 players get 10 cards, with 8 face up on the table; 3 players get 7, with 6. "
              "Play a card onto a card of its month to take both (of two, pick one; three: "
              "take all) or lay it down; then turn up the stock's top card the same way.\n"
              "# Special events\n"
              "Ppuk (뻑): the turn-up matches the pair you just made; the three stay. Jjok "
              "(쪽: the turn-up pairs your lone card), ttadak (따닥: four at once), sweep (쓸), "
              "bomb or taking a ppuk stack: 1 junk from each opponent, 2 for your own stack "
              "(자뻑); on the last card only stacks count. Shake (흔들기): show three of a "
              "month; bomb (폭탄): play them onto the fourth; each doubles your win. "
              "Chongtong (총통: four of a month dealt) or a third ppuk wins at once.",
        "zh": "# 牌\n"
              "共48张花牌，每月四张：光（광）、动物（열끗）、带（띠）和皮（피）。两张双皮各算两张"
              "皮；九月的酒杯可当动物，也可当双皮。可选的奖励牌算2或3张皮。\n"
              "# 发牌与回合\n"
              "两人每人10张、桌面8张；三人每人7张、桌面6张。把一张手牌打到桌上同月的牌上（两张"
              "同月选一张，三张全收），没有就留在桌上。再翻牌堆顶一张，照样处理。配成的牌归你计分。\n"
              "# 特殊情况\n"
              "卡堆（뻑）：翻出的牌正好和刚配的一对同月，三张都留在桌上。收走卡堆、啵（쪽：翻出"
              "的牌配上你刚打的单张）、哒哒（따닥：一次收同月四张）、扫台（쓸）或炸弹，每个对手各"
              "给你一张皮；收回自己的卡堆（자뻑）给两张；最后一张牌时只有收卡堆算数。"
              "摇牌（흔들기）：亮出同月三张；炸弹（폭탄）：三张一起打到第四张上。两者都让赢分"
              "翻倍。总统（총통，手握同月四张）或第三次卡堆直接获胜。",
    },
    "rules_gostop_right": {
        "en": "# Scoring\n"
              "3 brights: 3 points (2 with the rain bright); 4: 4; 5: 15. 5 animals, 5 "
              "ribbons or 10 junk: 1, +1 per extra. Godori (고도리, three birds) +5. Red "
              "poem (홍단), blue (청단), plain (초단) ribbon sets: +3 each.\n"
              "# Go (고) or Stop (스톱)\n"
              "At 7 points (3 with three players) after your turn: Stop and win, or Go on "
              "(+1 point per Go, doubling from the third; stop later only with more).\n"
              "# Payment\n"
              "Losers pay your points, doubled per shake or bomb and per penalty (박): no "
              "bright against your brights (광박), too little junk (피박), no animal against "
              "7 (멍박). A loser who called Go pays double (고박), or for both if three "
              "play.\n"
              "# Nagari (나가리)\n"
              "The stock runs out with no Stop: nobody pays; the next hand counts double.",
        "zh": "# 计分\n"
              "三光3分（含雨光2分），四光4分，五光15分。动物5张、带5张或皮10张：1分，每多一张"
              "+1。五鸟（고도리，三张鸟牌）+5。红带（홍단）、青带（청단）、草带（초단）各集齐三张"
              "+3。\n"
              "# 继续 Go（고）或停 Stop（스톱）\n"
              "回合结束时达到7分（三人3分）：停牌立即获胜，或继续。每叫一次继续加1分，第三次起"
              "每次翻倍。叫过继续后，分数更高才能再停。\n"
              "# 付分\n"
              "每个输家付你的分数，每次摇牌或炸弹翻倍，每项罚（박）再翻倍：你有光分而他没光"
              "（광박），皮太少（피박），你有7张动物而他没有（멍박）。叫过继续的输家付双倍（고박）"
              "；三人时替两人付。\n"
              "# 流局（나가리）\n"
              "牌堆翻完没人停，谁都不付，下一局分数翻倍。",
    },
}

# The calls said aloud at the table, shown big: an event kind (or a stack's event) ->
# (English, Chinese); the Hangul comes from TERMS or is written here.
CALLS: dict[str, tuple[str, str]] = {
    "go": ("Go! 고!", "继续！고！"), "stop": ("Stop! 스톱!", "停！스톱！"),
    "shake": ("Shake! 흔들기!", "摇牌！흔들기！"), "bomb": ("Bomb! 폭탄!", "炸弹！폭탄！"),
    "ppuk": ("Ppuk! 뻑!", "卡堆！뻑！"), "ja_ppuk": ("Own ppuk! 자뻑!", "自卡堆！자뻑！"),
    "ppuk_capture": ("Ppuk taken! 뻑 먹기!", "吃卡堆！뻑 먹기！"),
    "first_ppuk": ("First ppuk! 첫뻑!", "首轮卡堆！첫뻑！"),
    "four_on_table": ("Four on the table!", "桌上四张！"),
    "jjok": ("Jjok! 쪽!", "亲亲！쪽！"), "ttadak": ("Ttadak! 따닥!", "哒哒！따닥！"),
    "sseul": ("Sweep! 쓸!", "扫台！쓸！"), "chongtong": ("Chongtong! 총통!", "总统！총통！"),
}

# The table's own words beside the tally and prompts above.
TABLE_MORE: dict[str, dict[str, str]] = {
    **{f"gs_call_{k}": {"en": en, "zh": zh} for k, (en, zh) in CALLS.items()},
    "gs_btn_play": {"en": "Play it", "zh": "出这张"},
    "gs_waiting": {"en": "{name} is thinking…", "zh": "{name}正在思考…"},
    "gs_waiting_you": {"en": "Your turn", "zh": "轮到你"},
    "gs_dealer": {"en": "Dealer 선", "zh": "庄家 선"},
    "gs_gos": {"en": "Go ×{n} 고", "zh": "继续×{n} 고"},
    "gs_shakes": {"en": "Shakes and bombs ×{n}", "zh": "摇牌和炸弹×{n}"},
    "gs_stop_worth": {"en": "Stop now: worth {points}", "zh": "现在停：值{points}分"},
    "gs_danger_card": {"en": "{name} needs one more card for {set}: this one would do",
                       "zh": "{name}只差一张就成{set}：这张正好"},
    "gs_danger_card_you": {"en": "You need one more card for {set}: this one would do",
                           "zh": "你只差一张就成{set}：这张正好"},
    "gs_would_pay": {"en": "{name} would pay {points}", "zh": "{name}需付{points}分"},
    "gs_would_pay_you": {"en": "You would pay {points}", "zh": "你需付{points}分"},
    "gs_bak_pi_bak": {"en": "pi-bak 피박 ×2", "zh": "皮博 피박 ×2"},
    "gs_bak_gwang_bak": {"en": "gwang-bak 광박 ×2", "zh": "光博 광박 ×2"},
    "gs_bak_meong_bak": {"en": "meong-bak 멍박 ×2", "zh": "狗博 멍박 ×2"},
    "gs_bak_go_bak": {"en": "go-bak 고박 ×2", "zh": "Go博 고박 ×2"},
    "gs_go_worth": {"en": "Go {n}: worth {points} if you stop later with no more points",
                    "zh": "第{n}次继续：之后即使不再得分，停牌也值{points}分"},
    "gs_account_title": {"en": "How it was paid", "zh": "怎么付分"},
    "gs_sitting_title": {"en": "Totals after hand {n}", "zh": "第{n}局后累计"},
    "gs_over_title": {"en": "Hand {n} is over", "zh": "第{n}局结束"},
    "gs_result_total": {"en": "The losers pay {points} points in all",
                        "zh": "输家共付{points}分"},
    "gs_result_auto_stop": {"en": "The last card was played: a Stop without asking.",
                            "zh": "最后一张牌已出：自动停牌。"},
    "gs_log_title": {"en": "What happened", "zh": "牌局记录"},
    "gs_keys_play": {"en": "Click a card, or drag it onto the table; click a lit card to "
                           "take it", "zh": "点一张牌或拖到桌上；点亮起的牌来选"},
    "gs_keys_confirm": {"en": "Play the chosen card", "zh": "出选中的牌"},
    "gs_keys_go_stop": {"en": "Go or Stop", "zh": "继续或停"},
    "gs_keys_month_numbers": {"en": "Month numbers on the cards on / off",
                              "zh": "牌角月份数字 开/关"},
    "gs_role_dealer": {"en": "Dealer", "zh": "庄家"},
    "gs_role_player": {"en": "Player", "zh": "闲家"},
}

STRINGS: dict[str, dict[str, str]] = {
    **MONTH_STRINGS, **TERM_STRINGS, **TABLE, **TABLE_MORE, **SCORING, **LOG, **OPTION_STRINGS,
    **RULES, **CHART_STRINGS,
}

"""The word solitaire's words, English and Chinese (keys prefixed `wp_`; the rules page
`rules_wordpatience_left` / `_right`; the browser's family `family_solitaire`)."""

from __future__ import annotations

from game.games.wordpatience.model import REFUSALS

REFUSALS_ZH = {
    "game_over": "这局已经结束。",
    "no_column": "没有这一列。",
    "same_column": "一串牌要移到另一列。",
    "no_run": "那一列没有这样一串牌。",
    "face_down": "背面朝上的牌不能移动。",
    "empty_needs_king": "只有K，或以K开头的一串牌，才能放到空列。",
    "wrong_rank": "牌要放在大一点的牌上（比如7放在8上）。",
    "wrong_colour": "牌要放在另一种颜色的牌上（红黑相间）。",
    "empty_column": "那一列是空的。",
    "waste_empty": "废牌堆是空的。",
    "no_foundation": "没有这个收牌堆。",
    "foundation_empty": "那个收牌堆是空的。",
    "foundation_order": "收牌堆按花色从A到K依次收牌。",
    "nothing_to_turn": "牌堆和废牌堆都空了。",
    "no_redeals": "已经没有重新发牌的机会了。",
    "repeats_position": "这一步会回到这局出现过的局面。",
    "nothing_to_undo": "没有可以撤销的一步。",
    "one_card": "收牌堆一次只收一张牌。",
    "wrong_suit": "牌要收到同一花色的收牌堆。",
}
REFUSALS_EN = {**REFUSALS, "nothing_to_undo": "No move to undo.",
               "one_card": "Only one card at a time goes to a foundation.",
               "wrong_suit": "A card goes to the foundation of its own suit."}

STRINGS: dict[str, dict[str, str]] = {
    "family_solitaire": {"en": "Solitaire", "zh": "单人纸牌"},
    "rules_wordpatience_left": {
        "en": "One player, one pack of 52 word cards: each card has its normal index (rank "
              "and suit) and an English word. The deal makes 8 columns of 1 to 8 cards, only "
              "the top card of each face up; the other 16 cards are the stock.\n"
              "Goal: all 52 cards on the four foundations, each suit from Ace up to King.\n"
              "In the columns, build down in alternating colours (a red 7 on a black 8). Any "
              "face-up run moves as a unit; only a King, or a run led by a King, goes into "
              "an empty column. A face-down card left on top turns up.",
        "zh": "一个人玩，一副52张单词牌：每张牌有普通的点数和花色，还有一个英语单词。发牌成8列，"
              "每列1到8张，只有最上面一张正面朝上；其余16张是牌堆。\n"
              "目标：把52张牌全部收到4个收牌堆，每种花色从A收到K。\n"
              "在列里按红黑相间、点数递减往下接（红7接在黑8上）。正面朝上的一串牌可以整串移动；"
              "只有K或以K开头的一串牌才能放到空列。留在最上面的背面牌会翻开。"},
    "rules_wordpatience_right": {
        "en": "Click the stock to turn one card onto the waste; when the stock is empty, "
              "clicking it turns the waste over as a new stock. Normal mode allows 3 passes "
              "through the stock, learner mode as many as you like. The waste's top card may "
              "go onto a column or a foundation, and a foundation's top card may come back "
              "onto a column.\n"
              "Drag a card or a run with the mouse; double-click a card to send it home; "
              "right-click a card to see its word large and hear it. "
              "Score: 10 for each card on a foundation, 5 for each card turned up. Undo "
              "(Ctrl+Z) as often as you like; Hint (H) shows a good move; Winnable? asks the "
              "computer whether the game can still be won from here. A position the game has "
              "been in already may not come back; with no move left the game is stuck.",
        "zh": "点击牌堆翻一张牌到废牌堆；牌堆空了，再点击就把废牌堆翻过来当新的牌堆。普通模式可以"
              "过牌堆3遍，学习模式不限次数。废牌堆最上面的牌可以放到列里或收牌堆，收牌堆最上面的"
              "牌也可以放回列里。\n"
              "用鼠标拖动一张牌或一串牌；双击一张牌把它收走；右键点击一张牌可以看大字、听读音。计分：收牌堆上每张牌10分，每翻开一张"
              "牌5分。可以随时撤销（Ctrl+Z）；提示（H）显示一步好棋；“能赢吗？”请电脑算一算从现在"
              "起还能不能赢。这局出现过的局面不能再出现；没有可走的一步时就卡住了。"},
    # the set-up page
    "wp_row_rules": {"en": "Mode", "zh": "模式"},
    "wp_opt_mode": {"en": "Mode", "zh": "模式"},
    "wp_opt_mode_normal": {"en": "Normal", "zh": "普通"},
    "wp_opt_mode_learner": {"en": "Learner", "zh": "学习"},
    "wp_help_mode_normal": {"en": "Three passes through the stock.",
                            "zh": "牌堆可以过3遍。"},
    "wp_help_mode_learner": {"en": "As many passes through the stock as you like.",
                             "zh": "牌堆可以无限次过。"},
    "wp_setup_note": {"en": "One player: a solitaire with English word cards.",
                      "zh": "单人游戏：用英语单词牌玩的接龙。"},
    # buttons and keys
    "wp_btn_winnable": {"en": "Winnable?", "zh": "能赢吗？"},
    "wp_btn_hint": {"en": "Hint", "zh": "提示"},
    "wp_btn_undo": {"en": "Undo", "zh": "撤销"},
    "wp_btn_new_deal": {"en": "New deal", "zh": "重新发牌"},
    "wp_btn_finish": {"en": "Finish", "zh": "自动收牌"},
    "wp_key_finish": {"en": "Finish: every card home once all are face up",
                      "zh": "牌都翻开后自动收牌"},
    "wp_key_drag": {"en": "Drag cards onto a column or a foundation",
                    "zh": "把牌拖到一列或收牌堆"},
    "wp_key_double": {"en": "Double-click: send a card to its foundation",
                      "zh": "双击：把牌收到收牌堆"},
    "wp_key_say": {"en": "Right-click a card: see and hear its word",
                   "zh": "右键点击一张牌：看大字、听读音"},
    "wp_key_stock": {"en": "Turn a card from the stock", "zh": "从牌堆翻一张牌"},
    "wp_key_undo": {"en": "Undo the last move", "zh": "撤销上一步"},
    "wp_key_hint": {"en": "Show a good move", "zh": "显示一步好棋"},
    "wp_key_new": {"en": "New deal", "zh": "重新发牌"},
    "wp_key_winnable": {"en": "Is this game winnable from here?", "zh": "从现在起还能赢吗？"},
    # the banner
    "wp_prompt": {"en": "Drag cards to build down in alternating colours; click the stock to "
                        "turn a card.",
                  "zh": "拖动牌按红黑相间往下接；点击牌堆翻牌。"},
    "wp_prompt_redeal": {"en": "The stock is empty: click it to turn the waste over.",
                         "zh": "牌堆空了：点击它把废牌堆翻过来。"},
    "wp_prompt_finish": {"en": "Every card is face up: Finish (A) sends them all home.",
                         "zh": "牌都翻开了：按“自动收牌”（A）全部收走。"},
    "wp_prompt_over": {"en": "The game is over.", "zh": "这局结束了。"},
    "wp_hint_says": {"en": "Hint: {move}", "zh": "提示：{move}"},
    "wp_hint_none": {"en": "No helpful move is left: undo, or deal again.",
                     "zh": "没有有用的一步了：撤销，或者重新发牌。"},
    "wp_refuse_goes_on": {"en": "{card} goes on a {colour} {rank}.",
                          "zh": "{card}只能接在{colour}的{rank}上。"},
    "wp_refuse_king_only_empty": {"en": "{card} goes only into an empty column.",
                                  "zh": "{card}只能放到空列。"},
    "wp_black": {"en": "black", "zh": "黑色"},
    "wp_red": {"en": "red", "zh": "红色"},
    "wp_undone": {"en": "Move taken back.", "zh": "已撤销一步。"},
    "wp_busy": {"en": "Wait for the cards to land.", "zh": "等牌落定。"},
    # moves in words (the hint, the log)
    "wp_column": {"en": "column {n}", "zh": "第{n}列"},
    "wp_foundation": {"en": "its foundation", "zh": "收牌堆"},
    "wp_the_waste": {"en": "the waste", "zh": "废牌堆"},
    "wp_act_run": {"en": "{cards} from column {src} onto column {dst}",
                   "zh": "把{cards}从第{src}列移到第{dst}列"},
    "wp_act_col_found": {"en": "{cards} from column {src} to its foundation",
                         "zh": "把{cards}从第{src}列收到收牌堆"},
    "wp_act_waste_col": {"en": "{cards} from the waste onto column {dst}",
                         "zh": "把废牌堆的{cards}移到第{dst}列"},
    "wp_act_waste_found": {"en": "{cards} from the waste to its foundation",
                           "zh": "把废牌堆的{cards}收到收牌堆"},
    "wp_act_found_col": {"en": "{cards} from its foundation back onto column {dst}",
                         "zh": "把收牌堆的{cards}放回第{dst}列"},
    "wp_act_stock": {"en": "turn a card from the stock", "zh": "从牌堆翻一张牌"},
    "wp_act_redeal": {"en": "turn the waste over as a new stock",
                      "zh": "把废牌堆翻过来当新的牌堆"},
    "wp_run": {"en": "{first} and the {n} under it", "zh": "{first}及下面的{n}张"},
    # the log
    "wp_log_deal": {"en": "The cards are dealt: 8 columns, {stock} cards in the stock.",
                    "zh": "发牌：8列，牌堆里{stock}张。"},
    "wp_log_moved": {"en": "{move}.", "zh": "{move}。"},
    "wp_log_turned_up": {"en": "{card} turns up in column {column}: {word}.",
                         "zh": "第{column}列翻开{card}：{word}。"},
    "wp_log_stock": {"en": "From the stock: {card}, {word}.", "zh": "从牌堆翻出{card}：{word}。"},
    "wp_log_redeal": {"en": "The waste becomes the stock again: pass {pass}.",
                      "zh": "废牌堆重新变成牌堆：第{pass}遍。"},
    "wp_log_won": {"en": "All 52 cards are home! Score {score}.",
                   "zh": "52张牌全部收齐！得分{score}。"},
    "wp_log_stuck": {"en": "No move is left. Score {score}.",
                     "zh": "没有可走的一步了。得分{score}。"},
    "wp_log_undone": {"en": "A move is taken back.", "zh": "撤销了一步。"},
    # the numbers beside the stock
    "wp_mode_normal": {"en": "Normal · 3 passes", "zh": "普通 · 过牌堆3遍"},
    "wp_mode_learner": {"en": "Learner · unlimited passes", "zh": "学习 · 不限遍数"},
    "wp_won_count": {"en": "Won {won} of {played}", "zh": "赢了{won}局，共{played}局"},
    "wp_streak": {"en": "Streak {n} · best {best}", "zh": "连胜{n} · 最多{best}"},
    "wp_score": {"en": "Score {n}", "zh": "得分{n}"},
    "wp_time": {"en": "Time {time}", "zh": "用时{time}"},
    "wp_moves": {"en": "Moves {n}", "zh": "步数{n}"},
    "wp_pass_of": {"en": "Pass {n} of {of}", "zh": "第{n}遍/共{of}遍"},
    "wp_pass_n": {"en": "Pass {n}", "zh": "第{n}遍"},
    "wp_pass_none": {"en": "No redeal left", "zh": "不能再翻了"},
    "wp_stock_count": {"en": "{n} left", "zh": "剩{n}张"},
    "wp_home": {"en": "Cards home: {n} of 52", "zh": "已收{n}张（共52张）"},
    # Winnable?
    "wp_solving": {"en": "Thinking… {n} positions", "zh": "计算中…{n}个局面"},
    "wp_winnable_yes": {"en": "Winnable from here!", "zh": "从这里还能赢！"},
    "wp_winnable_no": {"en": "Cannot be won from here.", "zh": "从这里已经赢不了。"},
    "wp_winnable_unknown": {"en": "Could not tell in {s} seconds.",
                            "zh": "{s}秒内没算出来。"},
    "wp_winnable_then": {"en": "(at move {n})", "zh": "（第{n}步时）"},
    "wp_winnable_over": {"en": "The game is over already.", "zh": "这局已经结束了。"},
    # a new deal while a game is under way
    "wp_confirm_title": {"en": "Deal again?", "zh": "重新发牌？"},
    "wp_confirm_note": {"en": "This game is not finished: it will count as lost.",
                        "zh": "这局还没结束：会算作输了一局。"},
    "wp_confirm_yes": {"en": "New deal", "zh": "重新发牌"},
    # the results sheet
    "wp_results_won": {"en": "You won!", "zh": "你赢了！"},
    "wp_results_stuck": {"en": "Stuck: no move is left", "zh": "卡住了：没有可走的一步"},
    "wp_results_score": {"en": "Score {score} · {moves} moves · {time}",
                         "zh": "得分{score} · {moves}步 · {time}"},
    "wp_results_home": {"en": "{n} of 52 cards on the foundations",
                        "zh": "收牌堆上有{n}张牌（共52张）"},
    "wp_results_games": {"en": "Games won: {won} of {played}", "zh": "赢的局数：{won}/{played}"},
    "wp_results_streak": {"en": "Winning streak: {n} · best {best}",
                          "zh": "连胜：{n} · 最多{best}"},
    "wp_results_stuck_note": {"en": "Undo to try another way; a new deal counts this game as "
                                    "lost.",
                              "zh": "撤销可以换一种走法；重新发牌则这局算输。"},
    "wp_results_undo": {"en": "Undo last move", "zh": "撤销上一步"},
    "wp_new_game": {"en": "New deal", "zh": "重新发牌"},
    "wp_words_title": {"en": "Words of this game", "zh": "这局的单词"},
    "stats_hands_wordpatience": {"en": "Games played", "zh": "玩过的局数"},
    **{f"wp_refuse_{k}": {"en": v, "zh": REFUSALS_ZH[k]} for k, v in REFUSALS_EN.items()},
}

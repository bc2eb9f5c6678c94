"""A la Carte's UI strings in English and Chinese (merged into i18n.STRINGS)."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "alc_keys_enter": {"en": "The highlighted action", "zh": "执行高亮的操作"},
    "alc_keys_esc": {"en": "Cancel a cup's choice, else the menu",
                         "zh": "取消杯子的选择，否则打开菜单"},
    "alc_keys_mouse": {"en": "Die, dispensers, dishes, cups", "zh": "骰子、调料瓶、菜品、杯子"},
    "alc_turn": {"en": "{name} is cooking", "zh": "{name} 正在做菜"},
    "alc_turn_you": {"en": "You are cooking", "zh": "你正在做菜"},
    "alc_your_turn": {"en": "Your turn, {name}", "zh": "轮到你了，{name}"},
    "alc_your_turn_you": {"en": "Your turn", "zh": "轮到你了"},
    "alc_your_turn_solo": {"en": "Your turn", "zh": "轮到你了"},
    "alc_actions_left": {"en": "{n} of 3 actions left", "zh": "还剩 {n}/3 次行动"},
    "alc_coffee_ready": {"en": "coffee break ready", "zh": "咖啡时间可用"},
    "alc_coffee_used": {"en": "coffee taken", "zh": "已喝咖啡"},
    "alc_crepe_turn": {"en": "crêpe: roll, then flip up to twice",
                       "zh": "可丽饼：先掷骰，再最多翻两次"},
    "alc_hint_action": {"en": "Roll the heat die, click a dispenser to season, or a cup.",
                        "zh": "掷火力骰、点调料瓶调味，或点咖啡杯。"},
    "alc_choose_dish": {"en": "{name}: choose a new dish", "zh": "{name}：选择一道新菜"},
    "alc_choose_dish_you": {"en": "Choose a new dish", "zh": "选择一道新菜"},
    "alc_choose_setup": {"en": "{name}: choose your first dish",
                         "zh": "{name}：选择第一道菜"},
    "alc_choose_setup_you": {"en": "Choose your first dish", "zh": "选择第一道菜"},
    "alc_choose_heat": {"en": "The die says 1-2-3: choose the heat",
                        "zh": "骰子是 1-2-3：选择火力"},
    "alc_steal": {"en": "The cup pool is empty: take a cup from another chef",
                  "zh": "咖啡杯已抽完：从其他厨师那里拿一个"},
    "alc_steal_btn": {"en": "{cup} from {name}", "zh": "拿{name}的{cup}"},
    "alc_pick_exchange": {"en": "Click the chef to exchange stoves with",
                          "zh": "点击要交换炉灶的厨师"},
    "alc_pick_reseason": {"en": "Click another chef's pan, then a dispenser",
                          "zh": "点击其他厨师的锅，再点调料瓶"},
    "alc_pick_colour": {"en": "Now click the dispenser to pour into {name}'s pan",
                        "zh": "再点调料瓶，倒进{name}的锅"},
    "alc_pick_colour_you": {"en": "Now click the dispenser to pour into your pan",
                            "zh": "再点调料瓶，倒进你的锅"},
    "alc_pick_lower": {"en": "Lower the heat by how much?", "zh": "把火力调低多少？"},
    "btn_heat": {"en": "Roll heat", "zh": "掷火力骰"},
    "btn_flip": {"en": "Flip the crêpe!", "zh": "翻可丽饼！"},
    "btn_end_turn": {"en": "End turn", "zh": "结束回合"},
    "btn_crepe": {"en": "Crêpe (ends turn)", "zh": "可丽饼（结束回合）"},
    "btn_cancel": {"en": "Cancel", "zh": "取消"},
    "btn_plus": {"en": "+{n}", "zh": "+{n}"},
    "btn_minus": {"en": "−{n}", "zh": "−{n}"},
    "btn_new_dinner": {"en": "New game", "zh": "再来一局"},
    "cup_victory": {"en": "Victory point", "zh": "胜利点"},
    "cup_exchange": {"en": "Exchange stoves", "zh": "交换炉灶"},
    "cup_spoons": {"en": "3 more spoons", "zh": "再来三勺"},
    "cup_reseason": {"en": "Re-season", "zh": "帮人调味"},
    "cup_lower": {"en": "Lower heat", "zh": "调低火力"},
    "colour_L": {"en": "lemon", "zh": "柠檬"},
    "colour_P": {"en": "pepper", "zh": "胡椒"},
    "colour_R": {"en": "paprika", "zh": "红椒粉"},
    "colour_H": {"en": "herbs", "zh": "香草"},
    "colour_S": {"en": "salt", "zh": "盐"},
    "alc_heat_label": {"en": "heat", "zh": "火力"},
    "alc_burns": {"en": "burns {n}", "zh": "{n} 焦"},
    "alc_market": {"en": "Dishes", "zh": "菜谱"},
    "alc_sink": {"en": "Sink", "zh": "水槽"},
    "alc_trash": {"en": "Trash", "zh": "垃圾桶"},
    "alc_cups_left": {"en": "{n} cups", "zh": "{n} 个杯子"},
    "alc_points": {"en": "{n} VP", "zh": "{n} 分"},
    "alc_dishes_done": {"en": "{n}/{goal} dishes", "zh": "{n}/{goal} 道菜"},
    # What happened (toasts on the table)
    # A no-break space: a wrapped label never leaves the points alone on a line.
    "alc_finished": {"en": "{dish} finished!\u00a0+{vp}", "zh": "{dish} 完成！+{vp}"},
    "alc_star": {"en": "Perfect: a star!", "zh": "完美：得一颗星！"},
    "alc_burnt": {"en": "Burnt!", "zh": "烧焦了！"},
    "alc_over": {"en": "Over-seasoned!", "zh": "调味过重！"},
    "alc_refill": {"en": "{colour} refilled from the sink", "zh": "{colour}瓶从水槽补满"},
    "alc_drew_cup": {"en": "Coffee: {cup}", "zh": "咖啡杯：{cup}"},
    "alc_no_cup": {"en": "No cup to take", "zh": "没有杯子可拿"},
    "alc_all_heat": {"en": "Every stove +1!", "zh": "所有炉灶 +1！"},
    "alc_poured": {"en": "{n} × {colour}", "zh": "{n} 个{colour}"},
    "alc_poured_none": {"en": "Nothing came out", "zh": "什么都没倒出来"},
    "alc_flip_ok": {"en": "Picture side up: finished!", "zh": "图案朝上：完成！"},
    "alc_flip_recipe": {"en": "Recipe side up: failed", "zh": "菜谱面朝上：失败"},
    "alc_flip_missed": {"en": "Beside the pan: failed", "zh": "掉到锅外：失败"},
    "alc_flip_no_flip": {"en": "No flip: failed", "zh": "没有翻：失败"},
    "alc_steal_done": {"en": "took {cup} from {name}", "zh": "拿走了{name}的{cup}"},
    "alc_cup_used": {"en": "Coffee: {cup}", "zh": "喝咖啡：{cup}"},
    # Minigames
    "pour_title": {"en": "{name}: season with {colour}", "zh": "{name}：加{colour}"},
    "pour_title_you": {"en": "Season with {colour}", "zh": "加{colour}"},
    "pour_target": {"en": "Pan of {name}: {dish}", "zh": "{name}的锅：{dish}"},
    "pour_target_you": {"en": "Your pan: {dish}", "zh": "你的锅：{dish}"},
    "pour_help": {"en": "Grab the dispenser, swing it over the pan in one movement and back. "
                        "Shake it only before the pour; release to stop.",
                  "zh": "抓起调料瓶，一口气移到锅上再移回来。只能在倒之前摇；松开鼠标即停止。"},
    "pour_foul": {"en": "Foul: shaken during the pour!", "zh": "犯规：倒的时候摇瓶了！"},
    "pour_count": {"en": "In the pan: {n}", "zh": "已入锅：{n}"},
    "flip_title": {"en": "{name}: crêpe flip, attempt {n} of 2",
                   "zh": "{name} 翻可丽饼（第 {n}/2 次）"},
    "flip_title_you": {"en": "Your crêpe flip, attempt {n} of 2",
                       "zh": "你翻可丽饼（第 {n}/2 次）"},
    "flip_help": {"en": "Hold the button to hold the pan. Flick up and forward, then catch "
                        "the crêpe picture side up.",
                  "zh": "按住鼠标握住锅。向上向前一甩，再用锅接住，图案面朝上。"},
    # Results
    "alc_results_title": {"en": "Dinner is served", "zh": "上菜啦"},
    "alc_winner": {"en": "{name} wins!", "zh": "{name} 获胜！"},
    "alc_winner_you": {"en": "You win!", "zh": "你获胜！"},
    "alc_star_win": {"en": "{name} wins with three stars!", "zh": "{name} 集齐三星获胜！"},
    "alc_star_win_you": {"en": "You win with three stars!", "zh": "你集齐三星获胜！"},
    "alc_shared_win": {"en": "Shared win: {names}", "zh": "并列获胜：{names}"},
    "alc_end_dishes": {"en": "A chef finished {n} dishes.", "zh": "有厨师完成了 {n} 道菜。"},
    "alc_end_stars": {"en": "A chef earned three stars.", "zh": "有厨师得到三颗星。"},
    "alc_end_no_dish": {"en": "No dish was left to cook.", "zh": "没有菜可做了。"},
    "col_place": {"en": "Place", "zh": "名次"},
    "col_chef": {"en": "Chef", "zh": "厨师"},
    "col_dishes": {"en": "Finished dishes", "zh": "完成的菜"},
    "col_stars": {"en": "Stars", "zh": "星"},
    "col_vp_cups": {"en": "VP cups", "zh": "胜利杯"},
    "col_points": {"en": "Points", "zh": "得分"},
    # Picker
    "picker_end": {"en": "2 chefs end at", "zh": "两人局结束于"},
    "alc_end_7": {"en": "7 dishes", "zh": "7 道菜"},
    "alc_end_5": {"en": "5 dishes", "zh": "5 道菜"},
    "alc_end_help_7": {"en": "Two chefs play on until one has finished 7 dishes "
                             "(the usual rule for two).",
                       "zh": "两人局做完 7 道菜才结束（常见的两人规则）。"},
    "alc_end_help_5": {"en": "Two chefs end at 5 finished dishes, as a bigger table does.",
                       "zh": "两人局和多人局一样，做完 5 道菜就结束。"},
    # Refusals (reason keys of game/games/alacarte/model.py)
    "alc_refuse_not_your_turn": {"en": "It is not your turn.", "zh": "还没轮到你。"},
    "alc_refuse_wrong_phase": {"en": "That cannot be done now.", "zh": "现在不能这样做。"},
    "alc_refuse_not_allowed": {"en": "That is not allowed now.", "zh": "现在不允许。"},
    "alc_refuse_crepe_turn": {"en": "With a crêpe in the pan: roll the die, then flip.",
                              "zh": "锅里是可丽饼：先掷骰，再翻。"},
    "alc_refuse_lower_amount": {"en": "The knob cannot go below 0.", "zh": "火力不能低于 0。"},
    "alc_refuse_dispenser_empty": {"en": "That dispenser is empty.", "zh": "这个调料瓶是空的。"},
    "alc_refuse_unknown_colour": {"en": "There is no seasoning of that colour.",
                                  "zh": "没有这种颜色的调料。"},
    "alc_refuse_exchange_target": {"en": "Choose another chef to exchange stoves with.",
                                   "zh": "请选择另一位厨师交换炉灶。"},
    "alc_refuse_exchange_empty": {"en": "Both pans must hold a dish.",
                                  "zh": "两口锅里都要有菜。"},
    "alc_refuse_exchange_spoiled": {"en": "A spoiled dish cannot be exchanged.",
                                    "zh": "坏掉的菜不能交换。"},
    "alc_refuse_exchange_crepe": {"en": "A pan holding a crêpe cannot be exchanged.",
                                  "zh": "有可丽饼的锅不能交换。"},
    "alc_refuse_reseason_target": {"en": "Re-season needs another chef's seasoned dish.",
                                   "zh": "帮人调味只能用在别人需要调料的菜上。"},
    "alc_refuse_cup_crepe": {"en": "No coffee while your crêpe is in the pan.",
                             "zh": "锅里有可丽饼时不能喝咖啡。"},
    "alc_refuse_cup_once": {"en": "Only one coffee break per turn.",
                            "zh": "每回合只能喝一次咖啡。"},
    "alc_refuse_cup_missing": {"en": "You have no such cup.", "zh": "你没有这个杯子。"},
    "alc_refuse_crepe_used": {"en": "Your crêpe is already used.", "zh": "你的可丽饼已经用过了。"},
    "alc_refuse_crepe_setup": {"en": "The crêpe cannot be chosen at the start.",
                               "zh": "开局不能选可丽饼。"},
    "alc_refuse_dish_colour": {"en": "Choose a dish of a colour you have not finished.",
                               "zh": "请选择你还没完成过的颜色的菜。"},
    "alc_refuse_unknown_dish": {"en": "There is no such dish.", "zh": "没有这道菜。"},
    "alc_refuse_heat_choice": {"en": "Choose one of the numbers on the die.",
                               "zh": "请选择骰子上的数字。"},
    "alc_refuse_steal_cup": {"en": "That cup cannot be taken.", "zh": "这个杯子不能拿。"},
    "alc_refuse_pour_mismatch": {"en": "The pour does not match the dispenser.",
                                 "zh": "倒出的调料与瓶中不符。"},
    # Rules sheet (two columns)
    "rules_alacarte_left": {
        "en": ("# Goal\nCook dishes to score the points on them. The game ends when a chef has "
               "finished 5 dishes (7 in a 2-chef game, a setting) or has 3 stars, or no dish "
               "is left. Three stars win outright; otherwise most points win.\n"
               "# Your turn: 3 actions\nHeat: roll the die. 1, 2, 3 heat your stove; "
               "'all' heats every stove by 1; 1-2-3 lets you choose; the cup face gives you a "
               "coffee cup. The knob stops at 7.\nSeason: grab a dispenser and pour into your "
               "pan in one movement. What falls out counts.\n"
               "# Coffee break\nOnce a turn, free: Victory point (+1 point), Exchange stoves, "
               "3 more spoons (3 more actions), Re-season (pour into another chef's pan), "
               "Lower heat by 1-3."),
        "zh": ("# 目标\n做菜得分。某位厨师完成 5 道菜（两人局可设为 7 道）、得到 3 颗星，或没有菜"
               "可做时游戏结束。三颗星直接获胜，否则得分最高者获胜。\n"
               "# 你的回合：3 次行动\n加热：掷骰。1、2、3 给自己的炉灶加火；“全部”让每个炉灶 +1；"
               "1-2-3 可自选；杯子面抽一个咖啡杯。火力最高 7。\n"
               "调味：抓起调料瓶，一口气往自己的锅里倒。倒出来的都算。\n"
               "# 咖啡时间\n每回合一次，免费：胜利点（+1 分）、交换炉灶、"
               "再来三勺（再行动 3 次）、帮人调味（往别人锅里倒）、调低火力 1-3。"),
    },
    "rules_alacarte_right": {
        "en": ("# Finishing\nA dish is finished when the knob is in its green range and every "
               "condiment it needs is in the pan. Extra is fine, but 3 of one colour (salt too) "
               "spoils it; reaching the red level burns it. Finished with exactly the recipe and "
               "no salt earns a star. Then choose a new dish of a colour you have not finished.\n"
               "Spoiled dishes go to the trash in their owner's turn.\n"
               "# The crêpe\nOnce a game, instead of a dish, put your crêpe in the pan: your "
               "turn ends. Next turns: roll the heat die, then flip up to twice. Picture side up "
               "finishes it (3 points); at 7 it burns. No coffee while it is in the pan.\n"
               "# Refills\nA dispenser with none of its colour left is refilled from the sink."),
        "zh": ("# 完成\n火力在绿色范围内、所需调料都在锅里，菜就完成了。多放没关系，但同一种颜色"
               "（包括盐）有 3 个就坏了；火力到红色就烧焦了。调料与菜谱完全一致且没有盐，可得一颗"
               "星。然后选一道你还没完成过的颜色的新菜。\n坏掉的菜在主人的回合扔进垃圾桶。\n"
               "# 可丽饼\n每局一次，可以不选菜而把可丽饼放进锅里：回合立即结束。之后的回合：先掷"
               "火力骰，再最多翻两次。图案面朝上就完成（3 分）；火力到 7 就烧焦。锅里有可丽饼时"
               "不能喝咖啡。\n# 补充\n调料瓶里没有本色调料时，从水槽补回。"),
    },
    # The statistics page: a game of A la Carte is one "hand".
    "stats_hands_alacarte": {"en": "Games played", "zh": "已玩场数"},
    "stats_won_alacarte": {"en": "Games won", "zh": "获胜场数"},
    "stats_best_alacarte": {"en": "Best score", "zh": "最高得分"},
    "alc_stats_best_stars": {"en": "Most stars in a game", "zh": "单场最多星星"},
    # Readable kitchen and practice (what a jar holds, results, practising a gesture)
    "alc_jar_main": {"en": "{n} {colour}", "zh": "{colour} {n}"},
    "alc_jar_salt": {"en": "+ {n} salt", "zh": "+ 盐 {n}"},
    "pour_fell": {"en": "Into the pan: {what}", "zh": "倒进锅里：{what}"},
    "alc_list_sep": {"en": ", ", "zh": "、"},
    "pour_pan_now": {"en": "The pan now: {needs}", "zh": "锅里现在：{needs}"},
    "pour_put_back": {"en": "Put back: nothing poured", "zh": "放回去了：没有倒"},
    "pour_no_action_spent": {"en": "No action spent", "zh": "不消耗行动"},
    "alc_over_why": {"en": "Over-seasoned: the dish is lost", "zh": "调味过重：这道菜毁了"},
    # US English throughout: "Practice" on the button as in the banners.
    "btn_practice": {"en": "Practice", "zh": "练习"},
    "alc_practice_pick": {"en": "Practice: click a jar to try a pour, or try a crêpe flip",
                          "zh": "练习：点一个调料瓶试着倒，或试翻可丽饼"},
    "btn_practice_flip": {"en": "Try a flip", "zh": "试翻可丽饼"},
    "pour_practice_title": {"en": "Practice: pour {colour}", "zh": "练习：倒{colour}"},
    "flip_practice_title": {"en": "Practice: flip a crêpe", "zh": "练习：翻可丽饼"},
    # The kitchen's play history (L or Log) and fast forward
    "alc_log_title": {"en": "This game", "zh": "本局记录"},
    "alc_log_empty": {"en": "Nothing cooked yet.", "zh": "还没有人做菜。"},
    "alc_log_earlier": {"en": "↑ earlier turns: scroll up", "zh": "↑ 更早的回合：向上滚动"},
    "alc_log_turn": {"en": "Turn {n}", "zh": "第 {n} 回合"},
    "alc_log_by": {"en": "{name}: {what}", "zh": "{name}：{what}"},
    "alc_log_dish": {"en": "chose {dish}", "zh": "选了{dish}"},
    "alc_log_crepe": {"en": "put the crêpe in the pan", "zh": "把可丽饼放进锅里"},
    "alc_log_roll": {"en": "rolled {what}", "zh": "掷出 {what}"},
    "alc_log_face_all": {"en": "every stove +{n}", "zh": "所有炉灶 +{n}"},
    "alc_log_face_cup": {"en": "a coffee cup", "zh": "咖啡杯"},
    "alc_log_drew": {"en": "drew a cup: {cup}", "zh": "抽到杯子：{cup}"},
    "alc_log_cup_exchange": {"en": "Coffee: {cup} with {name}", "zh": "喝咖啡：与{name}{cup}"},
    "alc_log_cup_reseason": {"en": "Coffee: {cup} for {name}", "zh": "喝咖啡：给{name}{cup}"},
    "alc_log_pour": {"en": "seasoned with {colour}: {what}", "zh": "加{colour}：{what}"},
    "alc_log_pour_into": {"en": "{colour} into {name}'s pan: {what}",
                          "zh": "{colour}倒进{name}的锅：{what}"},
    "alc_log_pour_into_you": {"en": "{colour} into your pan: {what}",
                              "zh": "{colour}倒进你的锅：{what}"},
    "alc_log_put_back": {"en": "put the jar back: nothing poured", "zh": "放回调料瓶：没有倒"},
    "alc_log_flip": {"en": "crêpe flip", "zh": "翻可丽饼"},
    "alc_log_flip_failed": {"en": "failed", "zh": "失败"},
    "alc_log_finished": {"en": "finished {dish} +{vp}", "zh": "完成{dish} +{vp}"},
    "alc_log_burnt": {"en": "{dish} burnt", "zh": "{dish}烧焦了"},
    "alc_log_over": {"en": "{dish} over-seasoned", "zh": "{dish}调味过重"},
    "alc_keys_log": {"en": "This game's actions: show or hide", "zh": "显示或隐藏本局记录"},
    "alc_keys_fast_forward": {"en": "Fast forward: the computer chefs finish the game",
                              "zh": "快进：电脑厨师完成本局"},
    "alc_ff_started": {"en": "Fast forward: the computer chefs finish the game",
                       "zh": "快进：电脑厨师完成本局"},
}

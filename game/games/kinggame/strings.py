"""The King game's words, in English and Chinese: the set-up page, the table, the log, the
results, the refusals and the rules page. The tasks' own words are in `tasks.json`."""

from game.games.kinggame.refusals import MESSAGES
from game.games.kinggame.tasks import CATEGORIES

CATEGORY_NAMES = {  # category: (its name, Chinese, a one-line example, Chinese)
    "silly": ("Silly actions", "搞怪动作", "10 jumping jacks, talking like a robot…",
              "做开合跳、像机器人一样说话……"),
    "imitation": ("Imitations", "模仿", "an animal, a job, the weather…",
                  "模仿动物、职业、天气……"),
    "question": ("Questions", "问答", "a friendly question to answer…",
                 "回答一个友好的问题……"),
    "talent": ("Talents", "才艺", "a song, a tongue-twister, a drawing…",
               "唱歌、绕口令、画画……"),
    "pair": ("Pair tasks", "双人任务", "for two numbers: a duet, a staring contest…",
             "两个号码一起：合唱、对视比赛……"),
}
REFUSALS_ZH = {
    "game_over": "游戏已经结束。",
    "not_your_turn": "现在还轮不到你这样做。",
    "not_now": "现在不能这样做。",
    "numbers_count": "请点一个或两个号码。",
    "number_range": "号码只能是1到{top}：{number}不在其中。",
    "number_twice": "请点两个不同的号码。",
    "numbers_kept": "否决之后号码不变：{numbers}。",
    "no_task": "请从牌库抽一个任务，或者自己写一个。",
    "task_and_text": "从牌库抽任务或者自己写，只能选一样。",
    "no_such_task": "没有任务{task}。",
    "category_off": "本局没有开启{category}类任务。",
    "needs_two": "这是双人任务：请点两个号码。",
    "vetoed_task": "这个任务本轮已被否决：请换一个。",
    "no_fitting_task": "本局牌库里没有适合{called}个号码的任务：请自己写一个，或者点两个号码。",
    "text_empty": "请先写下任务。",
    "text_long": "任务最多{limit}个字，这个有{length}个。",
    "text_control": "任务只能是一行普通文字。",
}

STRINGS = {
    # -- the set-up page --------------------------------------------------------------------
    "kg_opt_rounds": {"en": "Rounds", "zh": "轮数"},
    **{f"kg_opt_rounds_{n}": {"en": str(n), "zh": f"{n}轮"} for n in (5, 10, 20)},
    **{f"kg_help_rounds_{n}": {
        "en": f"{en} rounds, then the results (End at a round's end stops sooner).",
        "zh": f"玩{zh}轮后看结果（每轮结束时也可以提前结束）。"}
       for n, en, zh in ((5, "Five", "五"), (10, "Ten", "十"), (20, "Twenty", "二十"))},
    "kg_row_deck": {"en": "Task deck", "zh": "任务牌库"},
    **{f"kg_opt_{c}": {"en": en, "zh": zh} for c, (en, zh, _e, _z) in CATEGORY_NAMES.items()},
    **{f"kg_help_{c}": {"en": f"Tasks the King may draw: {e}", "zh": f"国王可以抽到的任务：{z}"}
       for c, (_en, _zh, e, z) in CATEGORY_NAMES.items()},
    "kg_row_score": {"en": "Score", "zh": "计分"},
    "kg_opt_tally": {"en": "Show the tally", "zh": "显示统计"},
    "kg_help_tally": {"en": "Under each name: how often they were King, were called, did a "
                            "task and vetoed one.",
                      "zh": "每个名字下显示：当了几次国王、被点了几次、完成和否决了几个任务。"},
    "kg_hint_deck": {"en": "The deck: {n} family-friendly tasks ({what}). The King may also "
                           "type his own.",
                     "zh": "牌库：{n}个适合全家的任务（{what}）。国王也可以自己写任务。"},
    "kg_hint_all": {"en": "No category is on, so the whole deck is used: {n} tasks.",
                    "zh": "没有开启任何类别，所以使用整个牌库：{n}个任务。"},
    # -- the words of a card, a number, a category ------------------------------------------
    **{f"kg_cat_{c}": {"en": en, "zh": zh} for c, (en, zh, _e, _z) in CATEGORY_NAMES.items()},
    "kg_no": {"en": "No. {n}", "zh": "{n}号"},
    "kg_number_is": {"en": "No. {n} is {name}", "zh": "{n}号是{name}"},
    "kg_round": {"en": "Round {round} of {of}", "zh": "第{round}轮（共{of}轮）"},
    "kg_king": {"en": "King", "zh": "国王"},
    # -- the peek -------------------------------------------------------------------------
    "kg_prompt_peek": {"en": "Round {round}: the cards are dealt. Each person looks at their "
                             "own card in turn.",
                       "zh": "第{round}轮：牌已发好。大家依次查看自己的牌。"},
    "kg_peek_who": {"en": "{name} looks at their card…", "zh": "{name}正在看自己的牌……"},
    "kg_peek_who_you": {"en": "Your card", "zh": "你的牌"},
    "kg_your_card": {"en": "{name}, this is your card", "zh": "{name}，这是你的牌"},
    "kg_your_card_you": {"en": "This is your card", "zh": "这是你的牌"},
    "kg_your_number": {"en": "Your number is {n}", "zh": "你的号码是{n}"},
    "kg_you_king": {"en": "You are the King!", "zh": "你是国王！"},
    "kg_number_note": {"en": "Remember it and keep it secret: the King calls numbers blind.",
                       "zh": "记住它并保密：国王是盲点号码的。"},
    "kg_king_note": {"en": "Keep a straight face: you are revealed once everyone has looked.",
                     "zh": "别露声色：大家都看完后才会公布国王。"},
    "kg_hide": {"en": "Hide", "zh": "藏好"},
    "kg_hide_next": {"en": "Seen it? Hide it, then pass to {name}",
                     "zh": "看好了吗？藏好后交给{name}"},
    "kg_hide_last": {"en": "Seen it? Hide it: then the King is revealed",
                     "zh": "看好了吗？藏好后公布国王"},
    "kg_hides_in": {"en": "Hides by itself in {n} s", "zh": "{n}秒后自动藏好"},
    # -- the King -------------------------------------------------------------------------
    "kg_king_is": {"en": "{name} is the King!", "zh": "{name}是国王！"},
    "kg_king_is_you": {"en": "You are the King!", "zh": "你是国王！"},
    "kg_prompt_command": {"en": "{name}, call one or two numbers and give them a task.",
                          "zh": "{name}，点一个或两个号码，再给他们一个任务。"},
    "kg_prompt_command_you": {"en": "Call one or two numbers and give them a task.",
                              "zh": "点一个或两个号码，再给他们一个任务。"},
    "kg_prompt_again": {"en": "Vetoed! {name}, give {what} another task.",
                        "zh": "被否决了！{name}，给{what}换一个任务。"},
    "kg_prompt_again_you": {"en": "Vetoed! Give {what} another task.",
                            "zh": "被否决了！给{what}换一个任务。"},
    "kg_call": {"en": "1. Call numbers", "zh": "1. 点号码"},
    "kg_call_note": {"en": "One or two. Nobody knows who holds which.",
                     "zh": "一个或两个。没人知道谁拿着哪个号码。"},
    "kg_call_kept": {"en": "After a veto the numbers stay.", "zh": "否决之后号码不变。"},
    "kg_choose_task": {"en": "2. Give a task", "zh": "2. 给任务"},
    "kg_draw": {"en": "Draw a task", "zh": "抽任务"},
    "kg_draw_again": {"en": "Draw another", "zh": "换一个"},
    "kg_own": {"en": "…or type your own task here", "zh": "……或者在这里自己写任务"},
    "kg_confirm": {"en": "Give the order", "zh": "下令"},
    "kg_task_preview": {"en": "The order", "zh": "命令"},
    "kg_no_numbers": {"en": "Call a number first.", "zh": "先点一个号码。"},
    "kg_no_task_yet": {"en": "Draw a task, or type one.", "zh": "抽一个任务，或者自己写一个。"},
    "kg_draw_from": {"en": "Draw from the lit categories.", "zh": "从亮着的类别里抽。"},
    "kg_pair_off": {"en": "Pair tasks need two numbers.", "zh": "双人任务需要两个号码。"},
    "kg_typed": {"en": "Your own words", "zh": "国王自己写的"},
    "kg_own_order": {"en": "{what}: {words}", "zh": "{what}：{words}"},
    # -- the order and its answers ----------------------------------------------------------
    "kg_order": {"en": "The King's order", "zh": "国王的命令"},
    "kg_prompt_perform": {"en": "{name}: do the task, then press Done. Or Veto it.",
                          "zh": "{name}：完成任务后按“完成”，也可以否决。"},
    "kg_prompt_perform_you": {"en": "Do the task, then press Done. Or Veto it.",
                              "zh": "完成任务后按“完成”，也可以否决。"},
    "kg_done": {"en": "Done", "zh": "完成"},
    "kg_veto": {"en": "Veto", "zh": "否决"},
    "kg_veto_note": {"en": "Veto: the King gives another task, no penalty.",
                     "zh": "否决：国王换一个任务，没有惩罚。"},
    "kg_did_it": {"en": "Done!", "zh": "完成！"},
    # -- a round's end ----------------------------------------------------------------------
    "kg_prompt_round_end": {"en": "Round {round} is over. The next round deals new cards.",
                            "zh": "第{round}轮结束。下一轮会重新发牌。"},
    "kg_next": {"en": "Next round", "zh": "下一轮"},
    "kg_end": {"en": "End the game", "zh": "结束游戏"},
    # -- the tally ----------------------------------------------------------------------------
    "kg_tally_king": {"en": "King", "zh": "国王"},
    "kg_tally_called": {"en": "Called", "zh": "被点"},
    "kg_tally_done": {"en": "Done", "zh": "完成"},
    "kg_tally_vetoed": {"en": "Vetoed", "zh": "否决"},
    "kg_tally_line": {"en": "King {n} · called {count}", "zh": "国王{n} · 被点{count}"},
    # -- the log --------------------------------------------------------------------------
    "kg_log": {"en": "The rounds", "zh": "各轮记录"},
    "kg_log_deal": {"en": "Round {round} of {of}: the cards are shuffled and dealt, one each.",
                    "zh": "第{round}轮（共{of}轮）：洗牌，每人发一张。"},
    "kg_log_king": {"en": "{name} holds the joker: the King of this round.",
                    "zh": "{name}拿到大王：本轮的国王。"},
    "kg_log_king_you": {"en": "You hold the joker: the King of this round.",
                        "zh": "你拿到大王：本轮的国王。"},
    "kg_log_command": {"en": "The King's order: \"{words}\"", "zh": "国王下令：“{words}”"},
    "kg_log_command_again": {"en": "The King's new order: \"{words}\"",
                             "zh": "国王换了命令：“{words}”"},
    "kg_log_targets": {"en": "Revealed: {what}.", "zh": "揭晓：{what}。"},
    "kg_log_done": {"en": "{name} has done the task.", "zh": "{name}完成了任务。"},
    "kg_log_done_you": {"en": "You have done the task.", "zh": "你完成了任务。"},
    "kg_log_veto": {"en": "{name} vetoed the task.", "zh": "{name}否决了任务。"},
    "kg_log_veto_you": {"en": "You vetoed the task.", "zh": "你否决了任务。"},
    "kg_log_round_over": {"en": "Round {round} is over.", "zh": "第{round}轮结束。"},
    "kg_log_over": {"en": "The game is over after {n} rounds.",
                    "zh": "游戏结束，共玩了{n}轮。"},
    # -- the results ----------------------------------------------------------------------
    "kg_results_title": {"en": "The King game: {n} rounds played",
                         "zh": "国王游戏：共玩了{n}轮"},
    "kg_results_rule": {"en": "Nobody wins the King game: it is played for the fun of it.",
                        "zh": "国王游戏不分输赢，图的就是开心。"},
    "kg_new_game": {"en": "Play again", "zh": "再玩一次"},
    # -- keys -------------------------------------------------------------------------------
    "kg_keys_numbers": {"en": "Call or uncall a number", "zh": "点选或取消号码"},
    "kg_keys_draw": {"en": "Draw a task", "zh": "抽任务"},
    "kg_keys_type": {"en": "Type your own task", "zh": "自己写任务"},
    "kg_keys_enter": {"en": "Give the order · Done · Next round",
                      "zh": "下令 · 完成 · 下一轮"},
    "kg_keys_veto": {"en": "Veto the task", "zh": "否决任务"},
    "kg_keys_hide": {"en": "Hide your card", "zh": "藏好你的牌"},
    "kg_keys_end": {"en": "End the game (at a round's end)", "zh": "结束游戏（每轮结束时）"},
    # -- refusals -------------------------------------------------------------------------
    **{f"kg_refuse_{reason}": {"en": en, "zh": REFUSALS_ZH[reason]}
       for reason, en in MESSAGES.items()},
    # -- the rules page -----------------------------------------------------------------
    "rules_kinggame_left": {
        "en": "3 to 10 people at one computer; the app is the host. Each round one card is "
              "dealt to everyone: the joker and the numbers 1 to one less than the players. "
              "The device goes round in seat order: press and hold to see your own card, "
              "remember your number, press Hide and pass it on. Nobody knows who holds "
              "which number. Once all have looked, the joker's holder is revealed to all as "
              "the King.",
        "zh": "3到10人共用一台电脑，由程序主持。每轮给每人发一张牌：一张大王，以及从1到"
              "（人数减1）的号码牌。设备按座位顺序传递：按住屏幕查看自己的牌，记住号码，"
              "按“藏好”再传给下一个人。没人知道谁拿着哪个号码。大家都看完后，拿到大王的人"
              "向所有人亮明身份，成为国王。"},
    "rules_kinggame_right": {
        "en": "The King calls one or two numbers, blind (digits or the number buttons), and "
              "gives them a task: drawn from the built-in family deck (silly actions, "
              "imitations, questions, talents, pair tasks for two numbers) or typed in his "
              "own words. Give the order, and only the called numbers are revealed with "
              "their names. Each does the task and presses Done, or Veto: the King gives "
              "another task, no penalty. Then a new round deals new cards. End stops at a "
              "round's end; the results show who was King how often, and the tally if on.",
        "zh": "国王盲点一个或两个号码（按数字键或号码按钮），给他们一个任务：从内置的全家"
              "任务牌库里抽（搞怪动作、模仿、问答、才艺，以及两个号码一起做的双人任务），"
              "或者自己写。下令后，只揭晓被点到的号码和他们的名字。被点到的人完成任务后按"
              "“完成”，也可以“否决”：国王换一个任务，没有惩罚。然后新一轮重新发牌。每轮"
              "结束时可以结束游戏；结果页显示每人当了几次国王，开启统计时还有统计。"},
}

assert set(CATEGORY_NAMES) == set(CATEGORIES)

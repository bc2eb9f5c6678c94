"""Werewolf's words, English and Chinese (the Chinese game's own terms: 狼人, 预言家,
女巫, 猎人, 丘比特, 警长 for the Captain)."""

from __future__ import annotations

ROLE_NAMES = {
    "werewolf": ("Werewolf", "狼人"),
    "villager": ("Villager", "村民"),
    "seer": ("Seer", "预言家"),
    "witch": ("Witch", "女巫"),
    "hunter": ("Hunter", "猎人"),
    "cupid": ("Cupid", "丘比特"),
    "little_girl": ("Little Girl", "小女孩"),
    "thief": ("Thief", "盗贼"),
}

ROLE_HELP = {
    "werewolf": ("Each night, with the other werewolves, choose a villager to devour. By "
                 "day, pass for a villager.",
                 "每晚与同伴一起选择一名村民杀害。白天伪装成村民。"),
    "villager": ("No power: listen, reason, and vote the werewolves out.",
                 "没有技能：倾听、推理，投票放逐狼人。"),
    "seer": ("Each night, look at one player's card.", "每晚查看一名玩家的身份。"),
    "witch": ("One healing potion (for the wolves' victim, yourself too) and one poison, each "
              "once per game.", "一瓶解药（可救狼人的目标，包括自己）和一瓶毒药，各用一次。"),
    "hunter": ("When you die, you shoot one player of your choice.",
               "你死亡时，可以开枪带走一名玩家。"),
    "cupid": ("On the first night, make two players fall in love (yourself too if you like). "
              "If one dies, so does the other.",
              "第一晚让两名玩家成为恋人（可以包括自己）。一人死亡，另一人殉情。"),
    "little_girl": ("You may spy on the werewolves at night: you may see one, but if they "
                    "catch you, you die in their victim's place.",
                    "夜里可以偷看狼人：也许看到一只狼，但被发现就会代替目标死去。"),
    "thief": ("On the first night, you may swap your card for one of the two laid aside "
              "(you must, if both are werewolves).",
              "第一晚可以用自己的牌换取两张底牌之一（若两张都是狼人则必须换）。"),
}

STRINGS: dict[str, dict[str, str]] = {
    "family_party": {"en": "Party game", "zh": "聚会游戏"},
    # the rules viewer
    "rules_werewolf_left": {
        "en": "The village hides werewolves. Each night they devour a villager; each day "
              "the village talks and votes to eliminate a suspect. The village wins when "
              "the last werewolf is gone; the werewolves when they are as many as the "
              "others.\n\nNight: every living player gets a private turn of the same "
              "length. Roles with a power use it (the Thief and Cupid on the first night; "
              "the Seer looks at a card; the werewolves choose a victim together; the Little "
              "Girl may spy; the Witch, shown the victim, may heal and may poison). Everyone "
              "else marks a suspect, so nobody can tell who did what from the time spent.",
        "zh": "村子里藏着狼人。每晚狼人杀害一名村民；每天村民讨论并投票放逐一名嫌疑人。"
              "最后一只狼人出局时村民获胜；狼人数量与其他人相等时狼人获胜。\n\n夜晚：每位"
              "在世玩家都有同样长的私人回合。有技能的角色使用技能（盗贼和丘比特只在第一"
              "晚；预言家查验一人；狼人共同选择目标；小女孩可以偷看；女巫得知目标后可救"
              "可毒）。其他人标记一名嫌疑人，所以无法从用时看出谁做了什么。"},
    "rules_werewolf_right": {
        "en": "Day: the night's dead are revealed with their roles. A dead Hunter shoots; a "
              "lover dies of grief; a dead Captain names a successor. Then the village "
              "talks (use the statement bar to tell the computer players what you say) and "
              "votes. The Captain, elected on the first day, counts double and breaks "
              "ties; without a Captain the tied are voted on again, and a second tie "
              "spares everyone.\n\nLovers of different sides win only as the last two "
              "alive.\n\nPass-and-play: pass the device as the screen says and press and "
              "hold your name to see your turn; it hides itself when you are done.",
        "zh": "白天：公布夜里的死者及其身份。猎人死亡时开枪；恋人殉情；死去的警长指定"
              "继任者。然后村民讨论（用发言栏告诉电脑玩家你说了什么）并投票。第一天选"
              "出的警长投票算两票并决定平票；没有警长时平票者重新投票，再次平票则无人"
              "出局。\n\n不同阵营的恋人只有成为最后两人时才获胜。\n\n轮流传递：按屏幕"
              "提示传递设备，按住自己的名字查看回合；完成后屏幕自动隐藏。"},
    # the set-up page
    "ww_row_wolves": {"en": "Werewolves", "zh": "狼人"},
    "ww_row_roles": {"en": "Roles", "zh": "角色"},
    "ww_row_rules": {"en": "Rules", "zh": "规则"},
    "ww_opt_wolves": {"en": "Werewolves", "zh": "狼人"},
    "ww_opt_wolves_auto": {"en": "Usual", "zh": "推荐"},
    "ww_opt_wolves_1": {"en": "1", "zh": "1"},
    "ww_opt_wolves_2": {"en": "2", "zh": "2"},
    "ww_opt_wolves_3": {"en": "3", "zh": "3"},
    "ww_opt_wolves_4": {"en": "4", "zh": "4"},
    "ww_help_wolves_auto": {"en": "The usual count: 1 up to 6 players, 2 up to 11, 3 up to "
                                  "17, 4 at 18.",
                            "zh": "推荐数量：6人以下1只，11人以下2只，17人以下3只，18人4只。"},
    "ww_help_wolves_1": {"en": "One werewolf.", "zh": "一只狼人。"},
    "ww_help_wolves_2": {"en": "Two werewolves.", "zh": "两只狼人。"},
    "ww_help_wolves_3": {"en": "Three werewolves.", "zh": "三只狼人。"},
    "ww_help_wolves_4": {"en": "Four werewolves.", "zh": "四只狼人。"},
    "ww_opt_captain_first": {"en": "Captain before night 1", "zh": "首夜前选警长"},
    "ww_help_captain_first": {"en": "Elect the Captain before the first night instead of on "
                                    "the first day.", "zh": "在第一晚之前而不是第一天选出警长。"},
    "ww_opt_secret": {"en": "Secret ballot", "zh": "匿名投票"},
    "ww_help_secret": {"en": "Show only how many votes each player got, not who voted whom.",
                       "zh": "只显示每人得票数，不显示谁投了谁。"},
    "ww_opt_dead_see": {"en": "Dead see all", "zh": "死者可见身份"},
    "ww_help_dead_see": {"en": "Dead players see every role.",
                         "zh": "出局的玩家可以看到所有身份。"},
    "ww_opt_starve": {"en": "Wolves may starve", "zh": "狼人可空刀"},
    "ww_help_starve": {"en": "The werewolves may choose no victim; if they all do, they "
                             "starve and the village wins.",
                       "zh": "狼人可以不杀人；若全部选择不杀，狼人饿死，村民获胜。"},
    "ww_opt_seed_victory": {"en": "Wolves need all", "zh": "狼人需屠尽"},
    "ww_help_seed_victory": {"en": "The werewolves win only once at most one other player is "
                                   "left (not as soon as they are as many as the others).",
                             "zh": "只有其他玩家剩一人或更少时狼人才获胜（而不是人数相等时）。"},
    "ww_opt_no_captain": {"en": "No Captain", "zh": "不设警长"},
    "ww_help_no_captain": {"en": "Play without the Captain and his double vote.",
                           "zh": "不设警长，也没有双倍票。"},
    "stats_hands_werewolf": {"en": "Games played", "zh": "已玩局数"},
    "ww_deck": {"en": "Deck: {deck}. {balance}", "zh": "牌组：{deck}。{balance}"},
    "ww_wolves_cut": {"en": "At most {n} werewolves at this table.",
                      "zh": "这桌最多只能有{n}只狼人。"},
    "ww_balance_even": {"en": "Looks balanced.", "zh": "看起来比较平衡。"},
    "ww_balance_village": {"en": "Favours the village.", "zh": "对村民有利。"},
    "ww_balance_wolves": {"en": "Favours the werewolves.", "zh": "对狼人有利。"},
    "ww_n_role": {"en": "{n} {role}", "zh": "{n}{role}"},
    "ww_roles_werewolf": {"en": "Werewolves", "zh": "狼人"},  # only these come in numbers
    "ww_roles_villager": {"en": "Villagers", "zh": "村民"},
    "ww_seat": {"en": "Player {n}", "zh": "玩家{n}"},
    # the table
    "ww_you_are": {"en": "You are the {role}", "zh": "你的身份：{role}"},
    "ww_turn_of": {"en": "{name}'s night turn", "zh": "{name}的夜晚回合"},
    "ww_round": {"en": "round {n} of {total}", "zh": "第{n}轮，共{total}轮"},
    "ww_turn_of_you": {"en": "Your night turn", "zh": "你的夜晚回合"},
    "ww_vote_of": {"en": "{name}'s vote", "zh": "{name}的投票"},
    "ww_vote_of_you": {"en": "Your vote", "zh": "你的投票"},
    "ww_prompt_mark": {"en": "Mark the player you suspect most: nobody else sees it.",
                       "zh": "标记你最怀疑的玩家：别人看不到。"},
    "ww_prompt_inspect": {"en": "Choose a player whose card you look at.",
                          "zh": "选择一名玩家查验身份。"},
    "ww_prompt_bite": {"en": "Choose tonight's victim with your pack.",
                       "zh": "和同伴一起选择今晚的目标。"},
    "ww_prompt_peek": {"en": "Spy on the werewolves (they may catch you) or sleep?",
                       "zh": "偷看狼人（可能被发现）还是睡觉？"},
    "ww_prompt_brew": {"en": "The werewolves chose {name}. Heal, poison, or neither.",
                       "zh": "狼人选择了{name}。救人、毒人，或者都不。"},
    "ww_prompt_brew_you": {"en": "The werewolves chose you. Heal, poison, or neither.",
                           "zh": "狼人选择了你。救人、毒人，或者都不。"},
    "ww_prompt_take": {"en": "Take one of the two cards laid aside, or keep yours.",
                       "zh": "拿取两张底牌之一，或者保留自己的牌。"},
    "ww_prompt_take_forced": {"en": "Both cards laid aside are werewolves: take one.",
                              "zh": "两张底牌都是狼人：必须拿一张。"},
    "ww_prompt_couple": {"en": "Choose the two lovers (you may be one of them).",
                         "zh": "选择两名恋人（可以包括你自己）。"},
    "ww_prompt_elect": {"en": "Vote for the Captain.", "zh": "投票选举警长。"},
    "ww_prompt_vote": {"en": "Whom should the village eliminate?", "zh": "村子应该放逐谁？"},
    "ww_prompt_revote": {"en": "A tie: vote again among the tied.",
                         "zh": "平票：在平票者中重新投票。"},
    "ww_prompt_decide": {"en": "A tie: as Captain, choose whom to eliminate.",
                         "zh": "平票：作为警长，选择放逐谁。"},
    "ww_prompt_shoot": {"en": "{name}, the Hunter, shoots someone: choose.",
                        "zh": "猎人{name}开枪：选择目标。"},
    "ww_prompt_shoot_you": {"en": "You are the Hunter: choose whom to shoot.",
                            "zh": "你是猎人：选择开枪的目标。"},
    "ww_prompt_succeed": {"en": "{name}, the dying Captain, names a successor.",
                          "zh": "死去的警长{name}指定继任者。"},
    "ww_prompt_succeed_you": {"en": "You were the Captain: name your successor.",
                              "zh": "你是警长：指定继任者。"},
    "ww_prompt_talk": {"en": "Talk it over out loud. Tell the computers what you say with "
                             "the bar below.",
                       "zh": "大声讨论。用下面的发言栏告诉电脑你说了什么。"},
    "ww_prompt_talk_party": {"en": "Talk it over out loud, then go to the vote.",
                             "zh": "大声讨论，然后去投票。"},
    "ww_prompt_quiet": {"en": "Everyone else has had their say: to the vote in {n} s, unless "
                              "you say more with the bar below.",
                        "zh": "其他人都说完了：{n}秒后投票，除非你用下面的发言栏再说些什么。"},
    "ww_prompt_dead": {"en": "You are dead: watch in silence.", "zh": "你已出局：请安静观看。"},
    "ww_waiting": {"en": "Waiting for {name}…", "zh": "等待{name}……"},
    "ww_pack": {"en": "Your pack: {names}", "zh": "你的同伴：{names}"},
    "ww_pack_alone": {"en": "You are the only werewolf.", "zh": "你是唯一的狼人。"},
    "ww_bites": {"en": "Votes so far: {bites}", "zh": "目前的选择：{bites}"},
    "ww_bite_of": {"en": "{name} → {target}", "zh": "{name}→{target}"},
    "ww_partner": {"en": "You are in love with {partner}.", "zh": "你与{partner}是恋人。"},
    "ww_lovers": {"en": "The lovers: {name} and {partner}.", "zh": "恋人：{name}和{partner}。"},
    "ww_seen": {"en": "{name} is the {role}.", "zh": "{name}是{role}。"},
    "ww_seen_you": {"en": "You are the {role}.", "zh": "你是{role}。"},
    "ww_girl_saw": {"en": "You saw {wolf} among the werewolves.", "zh": "你看到{wolf}是狼人。"},
    "ww_girl_caught": {"en": "The werewolves caught you spying!", "zh": "你偷看时被狼人发现了！"},
    "ww_extras": {"en": "Laid aside: {cards}", "zh": "底牌：{cards}"},
    "ww_potions": {"en": "Healing potion: {heal} · Poison: {poison}",
                   "zh": "解药：{heal} · 毒药：{poison}"},
    "ww_potion_left": {"en": "left", "zh": "可用"},
    "ww_potion_used": {"en": "used", "zh": "已用"},
    "ww_heal": {"en": "Heal", "zh": "救人"},
    "ww_poison": {"en": "Poison", "zh": "毒人"},
    "ww_confirm": {"en": "Confirm", "zh": "确认"},
    "ww_keep": {"en": "Keep my card", "zh": "保留原牌"},
    "ww_peek": {"en": "Spy", "zh": "偷看"},
    "ww_sleep": {"en": "Sleep", "zh": "睡觉"},
    "ww_done": {"en": "Done", "zh": "完成"},
    "ww_resting": {"en": "Close your eyes… this screen hides in {n} s.",
                   "zh": "请闭眼……屏幕将在{n}秒后隐藏。"},
    "ww_time_up": {"en": "Time is up: you will be asked again… this screen hides in {n} s.",
                   "zh": "时间到了：稍后会再次轮到你……屏幕将在{n}秒后隐藏。"},
    "ww_pass_on": {"en": "Pass the device on", "zh": "请传递设备"},
    "ww_asleep": {"en": "The village sleeps.", "zh": "村子睡着了。"},
    "ww_start_vote": {"en": "To the vote", "zh": "开始投票"},
    "ww_pause": {"en": "Pause", "zh": "暂停"},
    "ww_resume": {"en": "Go on", "zh": "继续"},
    "ww_speaker": {"en": "Who speaks", "zh": "发言人"},
    "ww_say_what": {"en": "Says", "zh": "说"},
    "ww_pick_target": {"en": "Now click the player it is about.", "zh": "再点击所说的玩家。"},
    "ww_st_accuse": {"en": "Accuse", "zh": "指控"},
    "ww_st_defend": {"en": "Defend", "zh": "辩护"},
    "ww_st_wolf": {"en": "Is a wolf", "zh": "是狼"},
    "ww_st_not_wolf": {"en": "Is no wolf", "zh": "不是狼"},
    "ww_st_claim": {"en": "I am…", "zh": "我是……"},
    "ww_bubble_accuse": {"en": "I accuse {target}!", "zh": "我指控{target}！"},
    "ww_bubble_defend": {"en": "I trust {target}.", "zh": "我相信{target}。"},
    "ww_bubble_wolf": {"en": "{name} is a werewolf!", "zh": "{name}是狼人！"},
    "ww_bubble_wolf_you": {"en": "You are a werewolf!", "zh": "你是狼人！"},
    "ww_bubble_not_wolf": {"en": "{name} is no werewolf.", "zh": "{name}不是狼人。"},
    "ww_bubble_not_wolf_you": {"en": "You are no werewolf.", "zh": "你不是狼人。"},
    "ww_bubble_claim": {"en": "I am the {role}.", "zh": "我是{role}。"},
    "ww_bubble_not_me": {"en": "I am no werewolf!", "zh": "我不是狼人！"},
    "ww_with_reason": {"en": "{words} {reason}", "zh": "{words}{reason}"},
    # Why a computer accuses or trusts someone: the public record (reasons.py).
    "ww_why_named": {"en": "{seer}, as Seer, named {name}.",
                     "zh": "{seer}以预言家身份指认了{name}。"},
    "ww_why_same_claim": {"en": "{name} claims to be the {role} too.",
                          "zh": "{name}也声称是{role}。"},
    "ww_why_same_claim_you": {"en": "You claim to be the {role} too.",
                              "zh": "你也声称是{role}。"},
    "ww_why_voted_wolves": {"en": "{name} voted with the wolves ×{n}.",
                            "zh": "{name}与狼人投了同样的票 ×{n}。"},
    "ww_why_voted_wolves_you": {"en": "You voted with the wolves ×{n}.",
                                "zh": "你与狼人投了同样的票 ×{n}。"},
    "ww_why_voted_villager": {"en": "{name} voted out {victim}, a villager.",
                              "zh": "{name}投票放逐了好人{victim}。"},
    "ww_why_voted_villager_you": {"en": "You voted out {victim}, a villager.",
                                  "zh": "你投票放逐了好人{victim}。"},
    "ww_why_defended_wolf": {"en": "{name} defended {wolf}, a werewolf.",
                             "zh": "{name}为狼人{wolf}辩护过。"},
    "ww_why_defended_wolf_you": {"en": "You defended {wolf}, a werewolf.",
                                 "zh": "你为狼人{wolf}辩护过。"},
    "ww_why_accused_villager": {"en": "{name} accused {victim}, a villager.",
                                "zh": "{name}指控过好人{victim}。"},
    "ww_why_accused_villager_you": {"en": "You accused {victim}, a villager.",
                                    "zh": "你指控过好人{victim}。"},
    "ww_why_accused_me": {"en": "{name} accused me.", "zh": "{name}指控了我。"},
    "ww_why_accused_me_you": {"en": "You accused me.", "zh": "你指控了我。"},
    "ww_why_quiet": {"en": "{name} has said nothing.", "zh": "{name}一言不发。"},
    "ww_why_quiet_you": {"en": "You have said nothing.", "zh": "你一言不发。"},
    "ww_why_found_wolf": {"en": "{name} found {wolf}, a werewolf.",
                          "zh": "{name}找出了狼人{wolf}。"},
    "ww_why_found_wolf_you": {"en": "You found {wolf}, a werewolf.",
                              "zh": "你找出了狼人{wolf}。"},
    "ww_why_voted_out_wolf": {"en": "{name} voted out {wolf}, a werewolf.",
                              "zh": "{name}投票放逐了狼人{wolf}。"},
    "ww_why_voted_out_wolf_you": {"en": "You voted out {wolf}, a werewolf.",
                                  "zh": "你投票放逐了狼人{wolf}。"},
    "ww_why_cleared": {"en": "{seer}, as Seer, cleared {name}.",
                       "zh": "{seer}以预言家身份证明了{name}的清白。"},
    "ww_captain": {"en": "Captain", "zh": "警长"},
    "ww_night_n": {"en": "Night {n}", "zh": "第{n}夜"},
    "ww_day_n": {"en": "Day {n}", "zh": "第{n}天"},
    "ww_votes_for": {"en": "{n} votes", "zh": "{n}票"},
    "ww_vote_line": {"en": "{name} → {target}", "zh": "{name}→{target}"},
    "ww_log": {"en": "Story", "zh": "记录"},
    "ww_keys_choose": {"en": "Choose a player or a card", "zh": "选择玩家或卡牌"},
    "ww_keys_confirm": {"en": "Confirm", "zh": "确认"},
    "ww_keys_pause": {"en": "Pause the talk", "zh": "暂停讨论"},
    "ww_keys_vote": {"en": "To the vote", "zh": "开始投票"},
    # narration: said aloud and written on the stage
    "ww_say_night": {"en": "Night {n} falls on the village. Everyone, close your eyes.",
                     "zh": "第{n}夜降临。所有人请闭眼。"},
    "ww_say_lap_first": {"en": "The Thief and Cupid wake; everyone takes a turn.",
                         "zh": "盗贼和丘比特请睁眼；每个人轮流操作。"},
    "ww_say_lap_main": {"en": "The Seer and the werewolves wake; everyone takes a turn.",
                        "zh": "预言家和狼人请睁眼；每个人轮流操作。"},
    "ww_say_lap_late": {"en": "The Witch wakes; everyone takes a turn.",
                        "zh": "女巫请睁眼；每个人轮流操作。"},
    "ww_say_morning_none": {"en": "Day {n}. The village wakes: nobody died in the night.",
                            "zh": "第{n}天。天亮了：昨晚是平安夜。"},
    "ww_say_morning_dead": {"en": "Day {n}. The village wakes to find {names} dead.",
                            "zh": "第{n}天。天亮了，{names}死了。"},
    "ww_say_death": {"en": "{name} was the {role}.", "zh": "{name}的身份是{role}。"},
    "ww_say_death_you": {"en": "You were the {role}.", "zh": "你的身份是{role}。"},
    "ww_say_shot": {"en": "{name} shoots {target}.", "zh": "{name}开枪带走了{target}。"},
    "ww_say_shot_you": {"en": "You shoot {target}.", "zh": "你开枪带走了{target}。"},
    "ww_say_grief": {"en": "{name} dies of grief.", "zh": "{name}殉情而死。"},
    "ww_say_grief_you": {"en": "You die of grief.", "zh": "你殉情而死。"},
    "ww_say_captain": {"en": "{name} is the Captain.", "zh": "{name}当选警长。"},
    "ww_say_captain_you": {"en": "You are the Captain.", "zh": "你当选警长。"},
    "ww_say_election": {"en": "Elect the Captain.", "zh": "请选举警长。"},
    "ww_say_discussion": {"en": "The village talks.", "zh": "村民开始讨论。"},
    "ww_say_vote": {"en": "Time to vote.", "zh": "开始投票。"},
    "ww_say_revote": {"en": "A tie between {names}: vote again.", "zh": "{names}平票：重新投票。"},
    "ww_say_tiebreak": {"en": "A tie between {names}: the Captain decides.",
                        "zh": "{names}平票：由警长决定。"},
    "ww_say_eliminated": {"en": "The village eliminates {name}.", "zh": "村民放逐了{name}。"},
    "ww_say_nobody": {"en": "Still tied: nobody is eliminated today.",
                      "zh": "仍然平票：今天无人出局。"},
    "ww_say_win_village": {"en": "The village wins: the last werewolf is gone!",
                           "zh": "村民获胜：最后一只狼人出局了！"},
    "ww_say_win_wolves": {"en": "The werewolves win: the village is theirs.",
                          "zh": "狼人获胜：村子落入狼人之手。"},
    "ww_say_win_lovers": {"en": "The lovers win: they are the last two alive.",
                          "zh": "恋人获胜：他们是最后存活的两人。"},
    "ww_say_win_nobody": {"en": "Nobody is left alive.", "zh": "无人幸存。"},
    "ww_say_starved": {"en": "The werewolves chose no victim and starved: the village wins!",
                       "zh": "狼人空刀饿死：村民获胜！"},
    "ww_said": {"en": "{name}: {words}", "zh": "{name}：{words}"},
    # results
    "ww_results_title": {"en": "The end of the game", "zh": "游戏结束"},
    "ww_results_nights": {"en": "{nights} nights, {days} days", "zh": "{nights}夜，{days}天"},
    "ww_won": {"en": "won", "zh": "获胜"},
    "ww_lost": {"en": "lost", "zh": "失败"},
    "ww_new_game": {"en": "New game", "zh": "再来一局"},
    "ww_side_village": {"en": "Village", "zh": "村民阵营"},
    "ww_side_wolves": {"en": "Werewolves", "zh": "狼人阵营"},
    "ww_side_lovers": {"en": "Lovers", "zh": "恋人"},
    # refusals
    "ww_refuse_not_your_turn": {"en": "It is not your turn.", "zh": "还没轮到你。"},
    "ww_refuse_dead": {"en": "The dead take no part any more.", "zh": "出局的玩家不能参与。"},
    "ww_refuse_self_vote": {"en": "You cannot vote for yourself.", "zh": "不能投给自己。"},
    "ww_refuse_dead_target": {"en": "That player is dead.", "zh": "那名玩家已出局。"},
    "ww_refuse_not_tied": {"en": "Only the tied players can be chosen now.",
                           "zh": "现在只能选择平票的玩家。"},
    "ww_refuse_potion_used": {"en": "That potion is used up.", "zh": "这瓶药已经用过了。"},
    "ww_refuse_thief_must_take_wolf": {"en": "Both cards aside are werewolves: take one.",
                                       "zh": "两张底牌都是狼人：必须拿一张。"},
    "ww_refuse_two_lovers": {"en": "Choose two different players.",
                             "zh": "请选择两名不同的玩家。"},
    "ww_refuse_said_enough": {"en": "You have said enough for today.",
                              "zh": "你今天已经说得够多了。"},
    "ww_refuse_not_a_choice": {"en": "That is not a choice now.", "zh": "现在不能这样选择。"},
    "ww_refuse_malformed": {"en": "That is not a move of this game.", "zh": "这不是本游戏的动作。"},
    "ww_refuse_not_now": {"en": "That is not for now.", "zh": "现在不能这样做。"},
}

for _key, (_en, _zh) in ROLE_NAMES.items():
    STRINGS[f"ww_role_{_key}"] = {"en": _en, "zh": _zh}
    STRINGS[f"ww_opt_{_key}"] = {"en": _en, "zh": _zh}
for _key, (_en, _zh) in ROLE_HELP.items():
    STRINGS[f"ww_role_{_key}_help"] = {"en": _en, "zh": _zh}
# The set-up page's one line per special role: deal it, and what it does in brief.
DEAL_HELP = {
    "seer": ("Deal the Seer: each night she looks at one player's card.",
             "加入预言家：每晚查验一名玩家的身份。"),
    "witch": ("Deal the Witch: one healing potion and one poison, once each.",
              "加入女巫：一瓶解药和一瓶毒药，各用一次。"),
    "hunter": ("Deal the Hunter: when he dies he shoots someone.",
               "加入猎人：死亡时开枪带走一人。"),
    "cupid": ("Deal Cupid: on night 1 he makes two players lovers who live and die together.",
              "加入丘比特：第一晚让两名玩家成为同生共死的恋人。"),
    "little_girl": ("Deal the Little Girl: she may spy on the werewolves at a risk.",
                    "加入小女孩：可以冒险偷看狼人。"),
    "thief": ("Deal the Thief: two more cards are laid aside for him to swap with on night 1.",
              "加入盗贼：多发两张底牌，他第一晚可以交换。"),
}
for _key, (_en, _zh) in DEAL_HELP.items():
    STRINGS[f"ww_help_{_key}"] = {"en": _en, "zh": _zh}
for _reason in ("not_thief", "not_cupid", "not_seer", "not_wolf", "not_little_girl",
                "not_witch", "not_captain", "not_hunter"):
    STRINGS[f"ww_refuse_{_reason}"] = {"en": "That is not your role's to do.",
                                       "zh": "这不是你的角色能做的。"}

SPECIALS = ("seer", "witch", "hunter", "cupid", "little_girl", "thief")
RULE_TOGGLES = ("captain_first", "secret", "dead_see", "starve", "seed_victory", "no_captain")

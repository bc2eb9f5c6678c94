"""Forbidden Island's words, English and Chinese."""

from __future__ import annotations

from game.core.gamedef import Option

TILE_NAMES = {
    "temple_of_the_moon": ("Temple of the Moon", "月之神殿"),
    "temple_of_the_sun": ("Temple of the Sun", "日之神殿"),
    "whispering_garden": ("Whispering Garden", "低语花园"),
    "howling_garden": ("Howling Garden", "呼啸花园"),
    "cave_of_embers": ("Cave of Embers", "余烬洞穴"),
    "cave_of_shadows": ("Cave of Shadows", "暗影洞穴"),
    "coral_palace": ("Coral Palace", "珊瑚宫殿"),
    "tidal_palace": ("Tidal Palace", "潮汐宫殿"),
    "fools_landing": ("Fools' Landing", "愚人降落场"),
    "bronze_gate": ("Bronze Gate", "青铜之门"),
    "copper_gate": ("Copper Gate", "紫铜之门"),
    "gold_gate": ("Gold Gate", "黄金之门"),
    "iron_gate": ("Iron Gate", "黑铁之门"),
    "silver_gate": ("Silver Gate", "白银之门"),
    "breakers_bridge": ("Breakers Bridge", "碎浪桥"),
    "cliffs_of_abandon": ("Cliffs of Abandon", "弃绝悬崖"),
    "crimson_forest": ("Crimson Forest", "深红森林"),
    "dunes_of_deception": ("Dunes of Deception", "迷幻沙丘"),
    "lost_lagoon": ("Lost Lagoon", "失落泻湖"),
    "misty_marsh": ("Misty Marsh", "迷雾沼泽"),
    "observatory": ("Observatory", "天文台"),
    "phantom_rock": ("Phantom Rock", "幻影岩"),
    "twilight_hollow": ("Twilight Hollow", "暮光谷"),
    "watchtower": ("Watchtower", "瞭望塔"),
}
TREASURE_NAMES = {
    "earth_stone": ("Earth Stone", "大地之石"),
    "wind_statue": ("Statue of the Wind", "风之雕像"),
    "fire_crystal": ("Crystal of Fire", "火焰水晶"),
    "ocean_chalice": ("Ocean's Chalice", "海洋圣杯"),
}
ROLE_NAMES = {
    "pilot": ("Pilot", "飞行员", "Once a turn, fly to any tile for one action.",
              "每回合一次，用一个行动飞到任意板块。"),
    "engineer": ("Engineer", "工程师", "Shore up two tiles for one action.",
                 "一个行动可以加固两块板块。"),
    "explorer": ("Explorer", "探险家", "Moves and shores up diagonally too.",
                 "也可以斜向移动和加固。"),
    "diver": ("Diver", "潜水员", "Moves through flooded and sunk places for one action.",
              "一个行动可以穿过被淹和沉没的位置。"),
    "navigator": ("Navigator", "领航员", "Moves another player up to two tiles for one action.",
                  "一个行动可以让另一名玩家移动最多两格。"),
    "messenger": ("Messenger", "信使", "Gives treasure cards to a player anywhere.",
                  "可以把宝藏卡交给任何位置的玩家。"),
}
CARD_NAMES = {"HL": ("Helicopter Lift", "直升机"), "SB": ("Sandbags", "沙袋"),
              "WR": ("Waters Rise!", "水位上涨！")}

STRINGS: dict[str, dict[str, str]] = {
    "family_cooperative": {"en": "Cooperative board game", "zh": "合作桌游"},
    "rules_forbidden_island_left": {
        "en": "Together, capture the four treasures and fly off the island before it "
              "sinks. On your turn take up to three actions: move to an adjacent tile, shore "
              "up a flooded tile (yours or an adjacent one), give a treasure card to a "
              "player on your tile, or capture a treasure on one of its two tiles by "
              "handing in four of its cards. Then draw two treasure cards (Waters Rise! "
              "raises the water and puts the flooded tiles' cards back on top) and draw as "
              "many flood cards as the water says: a dry tile floods, a flooded tile sinks.",
        "zh": "大家一起在小岛沉没前夺取四件宝藏并乘直升机离开。回合中最多执行三个行动："
              "移动到相邻板块、加固被淹的板块（自己所在或相邻）、把宝藏卡交给同板块的玩家，"
              "或在宝藏的两块板块之一上交出四张该宝藏卡夺取它。然后抽两张宝藏卡（“水位上涨！”"
              "会提高水位，并把洪水弃牌洗回牌堆顶），再按水位抽洪水卡：干燥板块被淹，被淹板块沉没。"},
    "rules_forbidden_island_right": {
        "en": "Helicopter Lift and Sandbags may be played at any time, by anyone, without an "
              "action. Each adventurer has a power. You win when all four treasures are "
              "captured, everyone stands on Fools' Landing and a Helicopter Lift flies you "
              "off. You lose if Fools' Landing sinks, both tiles of a treasure not yet "
              "captured sink, a pawn cannot swim to safety, or the water reaches the skull. "
              "D shows the tiles whose flood cards are known to come back.",
        "zh": "直升机和沙袋可以由任何人随时使用，不花行动。每位探险家都有特殊能力。四件宝藏"
              "都已夺取、所有人都站在愚人降落场、并使用直升机起飞时获胜。愚人降落场沉没、"
              "尚未夺取的宝藏的两块板块都沉没、有人无法游到安全处，或水位到达骷髅时失败。"
              "按D显示已知会再次被抽到的板块。"},
    # Refusals in words (legal.py's reasons).
    "fi_refuse_malformed": {"en": "That is not a move of this game.", "zh": "这不是本游戏的动作。"},
    "fi_refuse_game_over": {"en": "The game is over.",
                       "zh": "游戏已结束。"},
    "fi_refuse_not_your_turn": {"en": "It is not your decision now.",
                       "zh": "现在不该你决定。"},
    "fi_refuse_not_now": {"en": "Not now: something else must be done first.",
                       "zh": "现在不行：需要先完成别的事。"},
    "fi_refuse_cannot_swim_there": {"en": "You cannot swim to that tile.",
                       "zh": "你游不到那块地。"},
    "fi_refuse_no_actions_left": {"en": "You have used your three actions.",
                       "zh": "你的三次行动已用完。"},
    "fi_refuse_no_such_tile": {"en": "There is no such tile.",
                       "zh": "没有这块地。"},
    "fi_refuse_sunk": {"en": "That tile has sunk.",
                       "zh": "那块地已经沉没。"},
    "fi_refuse_out_of_reach": {"en": "That tile is out of reach.",
                       "zh": "那块地够不着。"},
    "fi_refuse_not_pilot": {"en": "Only the Pilot flies.",
                       "zh": "只有飞行员能飞行。"},
    "fi_refuse_flown": {"en": "The Pilot flies once per turn.",
                       "zh": "飞行员每回合只能飞一次。"},
    "fi_refuse_same_tile": {"en": "That is the same tile.",
                       "zh": "那是同一块地。"},
    "fi_refuse_not_navigator": {"en": "Only the Navigator moves other players.",
                       "zh": "只有领航员能移动其他玩家。"},
    "fi_refuse_navigate_other": {"en": "The Navigator moves another player's pawn.",
                       "zh": "领航员移动的是别人的棋子。"},
    "fi_refuse_not_flooded": {"en": "Only a flooded tile can be shored up.",
                       "zh": "只有被淹的地才能加固。"},
    "fi_refuse_not_engineer": {"en": "Only the Engineer shores up two tiles at once.",
                       "zh": "只有工程师能一次加固两块地。"},
    "fi_refuse_give_to_other": {"en": "Give to another player.",
                       "zh": "请交给另一名玩家。"},
    "fi_refuse_special_not_given": {"en": "Only treasure cards can be given.",
                       "zh": "只有宝藏卡可以交给别人。"},
    "fi_refuse_not_same_tile": {"en": "Give only to a player on your tile (the Messenger "
                                      "gives anywhere).",
                       "zh": "只能交给同一块地上的玩家（信使可以交给任何人）。"},
    "fi_refuse_no_such_treasure": {"en": "There is no such treasure.",
                       "zh": "没有这件宝藏。"},
    "fi_refuse_captured": {"en": "That treasure is captured already.",
                       "zh": "那件宝藏已经取得。"},
    "fi_refuse_not_on_treasure_tile": {"en": "Stand on one of the treasure's tiles.",
                       "zh": "请站在这件宝藏的地块上。"},
    "fi_refuse_need_four_cards": {"en": "A capture takes four of the treasure's cards.",
                       "zh": "取得宝藏需要四张对应的宝藏卡。"},
    "fi_refuse_not_in_hand": {"en": "That card is not in that hand.",
                       "zh": "那张牌不在那手牌里。"},
    "fi_refuse_no_such_player": {"en": "There is no such player.",
                       "zh": "没有这名玩家。"},
    "fi_refuse_wrong_card": {"en": "That card cannot do that.",
                       "zh": "那张牌不能这么用。"},
    "fi_refuse_cannot_lift_off": {"en": "Lift-off needs every treasure and everyone on "
                                        "Fools' Landing.",
                       "zh": "起飞需要取得全部宝藏，且所有人都在愚者降落点。"},
    "fi_refuse_pawns": {"en": "Name one or more pawns, each once.",
                       "zh": "请选择一个或多个棋子，每个只选一次。"},
    "fi_refuse_pawns_apart": {"en": "A Helicopter Lift carries pawns from one tile.",
                       "zh": "直升机只能从同一块地接走棋子。"},
    "stats_hands_forbidden_island": {"en": "Games played", "zh": "已玩局数"},
    "fi_row_island": {"en": "Island", "zh": "岛屿"},
    "fi_row_difficulty": {"en": "Difficulty", "zh": "难度"},
    "fi_opt_shape": {"en": "Island", "zh": "岛屿"},
    "fi_opt_difficulty": {"en": "Difficulty", "zh": "难度"},
    "fi_opt_difficulty_novice": {"en": "Novice", "zh": "新手"},
    "fi_opt_difficulty_normal": {"en": "Normal", "zh": "普通"},
    "fi_opt_difficulty_elite": {"en": "Elite", "zh": "精英"},
    "fi_opt_difficulty_legendary": {"en": "Legendary", "zh": "传奇"},
    "fi_help_difficulty_novice": {"en": "The water starts at 1.", "zh": "水位从1开始。"},
    "fi_help_difficulty_normal": {"en": "The water starts at 2.", "zh": "水位从2开始。"},
    "fi_help_difficulty_elite": {"en": "The water starts at 3.", "zh": "水位从3开始。"},
    "fi_help_difficulty_legendary": {"en": "The water starts at 4.", "zh": "水位从4开始。"},
    "fi_seat": {"en": "Adventurer {n}", "zh": "探险家{n}"},
    "fi_turn": {"en": "{name}'s turn · {role} · {n} actions left",
                "zh": "{name}的回合 · {role} · 剩余{n}个行动"},
    "fi_turn_you": {"en": "Your turn · {role} · {n} actions left",
                    "zh": "你的回合 · {role} · 剩余{n}个行动"},
    "fi_turn_one": {"en": "{name}'s turn · {role} · 1 action left",
                    "zh": "{name}的回合 · {role} · 剩余1个行动"},
    "fi_turn_one_you": {"en": "Your turn · {role} · 1 action left",
                        "zh": "你的回合 · {role} · 剩余1个行动"},
    "fi_flood_phase": {"en": "The island floods: {n} flood cards to draw",
                       "zh": "小岛被淹：还要抽{n}张洪水卡"},
    "fi_must_swim": {"en": "Swim to safety: {name}", "zh": "游到安全处：{name}"},
    "fi_must_discard": {"en": "Too many cards: {name} discards one or plays a special",
                        "zh": "手牌过多：{name}弃一张或使用特殊卡"},
    "fi_must_discard_you": {"en": "Too many cards: you discard one or play a special",
                            "zh": "手牌过多：你弃一张或使用特殊卡"},
    "fi_btn_move": {"en": "Move", "zh": "移动"},
    "fi_btn_shore": {"en": "Shore up", "zh": "加固"},
    "fi_btn_fly": {"en": "Fly", "zh": "飞行"},
    "fi_btn_navigate": {"en": "Navigate", "zh": "领航"},
    "fi_btn_capture": {"en": "Capture", "zh": "夺宝"},
    "fi_btn_end": {"en": "End actions", "zh": "结束行动"},
    "fi_btn_flood": {"en": "Draw flood card", "zh": "抽洪水卡"},
    "fi_btn_lift_off": {"en": "Fly off the island!", "zh": "乘直升机离岛！"},
    "fi_btn_one": {"en": "Only this one", "zh": "只加固这块"},
    "fi_btn_discard": {"en": "Discard it", "zh": "弃掉"},
    "fi_btn_undo": {"en": "Undo (U)", "zh": "撤销(U)"},
    "fi_key_undo": {"en": "Undo your last action this turn (also Ctrl+Z)",
                    "zh": "撤销本回合你的上一个行动（也可按Ctrl+Z）"},
    "fi_undo_none": {"en": "Nothing to undo: only your own actions this turn, before any "
                           "card is drawn.",
                     "zh": "无法撤销：只能撤销本回合你自己的行动，且须在抽牌之前。"},
    "fi_log_undid": {"en": "{name} takes back an action.", "zh": "{name}撤销了一个行动。"},
    "fi_log_undid_you": {"en": "You take back an action.", "zh": "你撤销了一个行动。"},
    "fi_waters_rise": {"en": "Waters Rise!", "zh": "水位上涨！"},
    "fi_splash_level": {"en": "Water level {water}: {n} flood cards a turn",
                        "zh": "水位{water}：每回合抽{n}张洪水卡"},
    "fi_prompt_move": {"en": "Click a lit tile to move there.", "zh": "点击亮起的板块移动。"},
    "fi_prompt_shore": {"en": "Click a lit flooded tile to shore it up.",
                        "zh": "点击亮起的被淹板块加固。"},
    "fi_prompt_second": {"en": "Engineer: click a second tile, or shore only this one.",
                         "zh": "工程师：再点一块板块，或只加固这块。"},
    "fi_prompt_fly": {"en": "Click any tile to fly there.", "zh": "点击任意板块飞过去。"},
    "fi_prompt_navigate": {"en": "Click the pawn to move, then where it goes.",
                           "zh": "先点要移动的棋子，再点目的地。"},
    "fi_prompt_swim": {"en": "Click a lit tile to swim there.", "zh": "点击亮起的板块游过去。"},
    "fi_prompt_discard": {"en": "Click a card in that hand to discard it.",
                          "zh": "点击该手牌中的一张弃掉。"},
    "fi_prompt_give": {"en": "Drag a treasure card onto a pawn or a player's panel to give it.",
                       "zh": "把宝藏卡拖到棋子或玩家面板上交给他。"},
    "fi_prompt_lift": {"en": "Helicopter Lift: click the tile to fly from, then the tile to "
                             "land on.", "zh": "直升机：先点出发板块，再点降落板块。"},
    "fi_prompt_sandbags": {"en": "Sandbags: click a flooded tile.",
                           "zh": "沙袋：点击一块被淹的板块。"},
    "fi_prompt_flood": {"en": "Draw the flood cards (Helicopter Lift and Sandbags may still "
                              "be played).", "zh": "抽洪水卡（仍可使用直升机和沙袋）。"},
    "fi_water": {"en": "Water", "zh": "水位"},
    "fi_cards_per_flood": {"en": "{n} a flood", "zh": "每次{n}张"},
    "fi_deck": {"en": "{n} left", "zh": "剩{n}张"},
    "fi_treasure_deck": {"en": "Treasure", "zh": "宝藏牌"},
    "fi_flood_deck": {"en": "Flood", "zh": "洪水牌"},
    "fi_danger": {"en": "Danger (D)", "zh": "危险(D)"},
    "fi_danger_help": {"en": "Marks the tiles whose flood cards are known to come back "
                             "soon: put back on top after a Waters Rise!, or in the discard.",
                       "zh": "标出洪水卡已知会很快再被抽到的板块：“水位上涨！”后洗回牌堆顶的，"
                             "或在弃牌堆中的。"},
    "fi_captured": {"en": "Captured", "zh": "已夺取"},
    "fi_log": {"en": "Log", "zh": "记录"},
    "fi_log_moved": {"en": "{name} moves to {tile}.", "zh": "{name}移动到{tile}。"},
    "fi_log_flew": {"en": "{name} flies to {tile}.", "zh": "{name}飞到{tile}。"},
    "fi_log_swam": {"en": "{name} swims to {tile}.", "zh": "{name}游到{tile}。"},
    "fi_log_navigated": {"en": "{name} guides {pawn} to {tile}.",
                         "zh": "{name}引导{pawn}到{tile}。"},
    "fi_log_shored": {"en": "{name} shores up {tiles}.", "zh": "{name}加固了{tiles}。"},
    "fi_log_gave": {"en": "{name} gives {card} to {to}.", "zh": "{name}把{card}交给{to}。"},
    "fi_log_captured": {"en": "{name} captures the {treasure}!", "zh": "{name}夺取了{treasure}！"},
    "fi_log_drew": {"en": "{name} draws {cards}.", "zh": "{name}抽到{cards}。"},
    "fi_log_discarded": {"en": "{name} discards {card}.", "zh": "{name}弃掉{card}。"},
    "fi_log_water_rises": {"en": "Waters Rise! The water is at {water}.",
                           "zh": "水位上涨！现在是{water}。"},
    "fi_log_flooded": {"en": "{tile} floods.", "zh": "{tile}被淹了。"},
    "fi_log_sank": {"en": "{tile} sinks into the sea!", "zh": "{tile}沉入大海！"},
    "fi_log_lifted": {"en": "A Helicopter Lift flies {pawns} to {tile}.",
                      "zh": "直升机把{pawns}送到{tile}。"},
    "fi_log_sandbagged": {"en": "Sandbags shore up {tile}.", "zh": "沙袋加固了{tile}。"},
    "fi_log_lifted_off": {"en": "A Helicopter Lift flies the whole team off Fools' Landing!",
                          "zh": "直升机把全队从愚人降落场接走了！"},
    "fi_log_treasure_deck_refilled": {"en": "The treasure discards are shuffled into a new "
                                            "deck ({count} cards).",
                                      "zh": "宝藏弃牌洗匀成为新的宝藏牌堆（{count}张）。"},
    "fi_log_flood_discard_on_top": {"en": "The flood discards are shuffled and put back on "
                                          "top of the flood deck (D shows them).",
                                    "zh": "洪水弃牌洗匀后放回洪水牌堆顶（按D查看）。"},
    "fi_log_flood_deck_refilled": {"en": "The flood deck is empty: its discards are shuffled "
                                         "into a new one ({count} cards).",
                                   "zh": "洪水牌堆用完：弃牌洗匀成为新的牌堆（{count}张）。"},
    "fi_log_moved_you": {"en": "You move to {tile}.", "zh": "你移动到{tile}。"},
    "fi_log_flew_you": {"en": "You fly to {tile}.", "zh": "你飞到{tile}。"},
    "fi_log_swam_you": {"en": "You swim to {tile}.", "zh": "你游到{tile}。"},
    "fi_log_navigated_you": {"en": "You guide {pawn} to {tile}.", "zh": "你引导{pawn}到{tile}。"},
    "fi_log_shored_you": {"en": "You shore up {tiles}.", "zh": "你加固了{tiles}。"},
    "fi_log_gave_you": {"en": "You give {card} to {to}.", "zh": "你把{card}交给{to}。"},
    "fi_log_captured_you": {"en": "You capture the {treasure}!", "zh": "你夺取了{treasure}！"},
    "fi_log_drew_you": {"en": "You draw {cards}.", "zh": "你抽到{cards}。"},
    "fi_log_discarded_you": {"en": "You discard {card}.", "zh": "你弃掉{card}。"},
    "fi_log_turn": {"en": "Turn {turn}: {name}.", "zh": "第{turn}回合：{name}。"},
    "fi_win": {"en": "You flew off the island with all four treasures!",
               "zh": "你们带着四件宝藏飞离了小岛！"},
    "fi_lose_helipad": {"en": "Fools' Landing sank: no way off the island.",
                        "zh": "愚人降落场沉没了：无法离开小岛。"},
    "fi_lose_treasure": {"en": "Both tiles of the {treasure} sank.",
                         "zh": "{treasure}的两块板块都沉没了。"},
    "fi_lose_drowned": {"en": "No tile left to swim to: {name} drowned.",
                        "zh": "无处可游：{name}淹死了。"},
    "fi_lose_skull": {"en": "The water reached the skull.", "zh": "水位到达了骷髅。"},
    "fi_results_title": {"en": "The island", "zh": "禁忌岛"},
    "fi_results_turns": {"en": "{turns} turns · water at {water}",
                         "zh": "{turns}回合 · 水位{water}"},
    "fi_new_game": {"en": "New game", "zh": "再来一局"},
    "fi_card_help_HL": {"en": "any time, fly pawns from one tile to any tile (or lift off)",
                        "zh": "任何时候：把同一块地上的棋子飞到任意地块（或起飞）"},
    "fi_card_help_SB": {"en": "any time, shore up any one tile",
                        "zh": "任何时候：加固任意一块地"},
    "fi_card_help_treasure": {"en": "four of a kind capture the treasure",
                              "zh": "四张同样的卡可取得宝藏"},
}
for _key, (_en, _zh) in TILE_NAMES.items():
    STRINGS[f"fi_tile_{_key}"] = {"en": _en, "zh": _zh}
for _key, (_en, _zh) in TREASURE_NAMES.items():
    STRINGS[f"fi_treasure_{_key}"] = {"en": _en, "zh": _zh}
for _key, (_en, _zh, _hen, _hzh) in ROLE_NAMES.items():
    STRINGS[f"fi_role_{_key}"] = {"en": _en, "zh": _zh}
    STRINGS[f"fi_role_{_key}_help"] = {"en": _hen, "zh": _hzh}
for _key, (_en, _zh) in CARD_NAMES.items():
    STRINGS[f"fi_card_{_key}"] = {"en": _en, "zh": _zh}


def shape_options(shapes: list[str]) -> tuple[Option, ...]:
    """The set-up page's island choice: one button per map there is, the classic first
    (the default)."""
    shapes = sorted(shapes, key=lambda shape: (shape != "classic", shape))
    for shape in shapes:
        STRINGS.setdefault(f"fi_opt_shape_{shape}", {"en": shape.title(), "zh": shape.title()})
        STRINGS.setdefault(f"fi_help_shape_{shape}", {"en": f"The {shape} island.",
                                                      "zh": f"{shape}岛。"})
    return (Option("shape", "fi_row_island", "fi_opt_shape", tuple(shapes), help="fi_help_shape"),)


STRINGS.update({
    "fi_opt_shape_classic": {"en": "Classic", "zh": "经典"},
    "fi_opt_shape_skull": {"en": "Skull", "zh": "骷髅"},
    "fi_opt_shape_bay": {"en": "Bay", "zh": "海湾"},
    "fi_opt_shape_twin": {"en": "Twin", "zh": "双子"},
    "fi_opt_shape_atoll": {"en": "Atoll", "zh": "环礁"},
    "fi_help_shape_classic": {"en": "The classic island: rows of 2, 4, 6, 6, 4, 2.",
                              "zh": "经典岛屿：2、4、6、6、4、2排列。"},
    "fi_help_shape_skull": {"en": "A skull-shaped island.", "zh": "骷髅形状的岛屿。"},
    "fi_help_shape_bay": {"en": "A horseshoe round a bay.", "zh": "环绕海湾的马蹄形岛屿。"},
    "fi_help_shape_twin": {"en": "Two islands joined by one tile.",
                           "zh": "由一块板块相连的两座岛。"},
    "fi_help_shape_atoll": {"en": "A ring of tiles round a lagoon.", "zh": "环绕泻湖的环形岛屿。"},
})
OPTIONS_DIFFICULTY = Option("difficulty", "fi_row_difficulty", "fi_opt_difficulty",
                            ("novice", "normal", "elite", "legendary"),
                            help="fi_help_difficulty", preset="normal")

"""Screenshot scenes of the word game's table (`python -m game --screenshot P --scene
wm-draw`): the person drawing from the fan, building a word, a word refused, a
computer's word in its bubble, six players, and the results with the session's marks.
Positions come from seeded games the easy computer players play, replayed on the
table with the person at seat 0."""

from __future__ import annotations

from game.games.wordmaid.actions import Word
from game.games.wordmaid.dictionary import common_words, is_word
from game.games.wordmaid.model import WordMaidState
from game.ui.kit.shots import replayed

HUMAN = 0
# scene -> (variant, seed, what the person is asked when the picture is taken)
POSITIONS = {"draw": ("4p", 3, "draw"), "word": ("4p", 3, "word"),
             "refused": ("4p", 3, "word"), "bubble": ("3p", 5, "bubble"),
             "six": ("6p", 4, "word"), "end": ("4p", 3, None)}
SCENES = tuple(f"wm-{name}" for name in POSITIONS)
COSTLY_SCENES: tuple[str, ...] = ()
LEAD_IN = 3  # turns played before the picture, so the table has a history
EARLIER = (11, 12)  # the seeds of the session's games before the one that ends


def playthrough(seed: int, variant: str, what: str | None, level: str = "easy") -> list:
    """The normal computers' game up to the person's `what` (a draw, a word they can
    make, a computer's word just played), or to its end."""
    from game.games.wordmaid.ai import make_agent

    state = WordMaidState(seed, variant)
    agents = [make_agent(level, seed * 5 + s) for s in range(state.players)]
    done: list = []
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        if what is not None and seat == HUMAN and state.turns >= LEAD_IN:
            if what == "draw" and state.phase == "draw":
                break
            if what == "word" and any(isinstance(a, Word) for a in legal):
                break
        action = agents[seat].choose(state.observation(seat), legal)
        state.apply(action)
        done.append(action)
        if what == "bubble" and seat != HUMAN and isinstance(action, Word) \
                and state.turns >= LEAD_IN:
            break
    return done


def shoot(app, scene: str):
    name = scene.removeprefix("wm-")
    variant, seed, what = POSITIONS[name]
    actions = playthrough(seed, variant, what, "normal" if name == "end" else "easy")
    ctl = replayed(app, "wordmaid", WordMaidState(seed, variant), HUMAN, actions)
    ctl.hint = True
    sc = ctl.scene
    sc.rebuild_buttons()
    last = ctl.last_word["seat"] if ctl.last_word else None
    for seat in list(sc.bubbles):  # the words of earlier turns have faded by now
        if name != "bubble" or seat != last:
            del sc.bubbles[seat]
    if name in ("word", "six", "refused"):
        words = [a.word for a in ctl.state.legal_actions(HUMAN) if isinstance(a, Word)]
        common = common_words()
        word = max(words, key=lambda w: (w in common, min(len(w), 5), w))
        if name == "refused":  # the same letters in an order the list lacks
            word = next(w for w in (word[::-1], word[1:] + word[0], word[-1] + word[:-1])
                        if not is_word(w))
        for ch in word:
            sc.type_letter(ch)
        if name == "refused":
            sc.play()
        else:
            sc.show_hint()
    if name == "end":  # the third game of a session: two played before it
        game, done = ctl.state, ctl.recorded
        for earlier in EARLIER:
            ctl.state = WordMaidState(earlier, variant)
            for action in playthrough(earlier, variant, None, "normal"):
                ctl.state.apply(action)
            ctl.recorded = False
            ctl.record_game()
        ctl.state, ctl.recorded = game, done
        if ctl.results_pushed:
            ctl.record_game()
        else:
            ctl.show_results()
    return ctl

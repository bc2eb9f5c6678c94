"""The crêpe flip: replay determinism, flicks computed from the physics, timeout."""

from __future__ import annotations

import math
import random

import pytest

from game.games.alacarte.crepe import FlipLayout, FlipScene, judge_landing, run_trace
from game.games.alacarte.crepe_ai import ComputerFlipper, record
from game.minigames.paths import STEP, Sample

LAYOUT = FlipLayout()
AIRTIME = 0.7


def flick_samples(vx: float, vy: float) -> list[Sample]:
    """Grab the pan where it rests, then a raised-cosine stroke up to (vx, -vy) carried
    on briefly so the lagging pan reaches it; the caller then stops the cursor dead."""
    x0, y0 = LAYOUT.start
    samples = [Sample(x0, y0, True)] * 6
    ramp, carry = 0.15, 0.06
    for i in range(1, round((ramp + carry) / STEP) + 1):
        t = i * STEP
        d = t / 2 - ramp / (2 * math.pi) * math.sin(math.pi * t / ramp) if t <= ramp \
            else ramp / 2 + (t - ramp)
        samples.append(Sample(x0 + vx * d, y0 - vy * d, True))
    return samples


def play_flick(vx: float, vy: float, after_launch: str) -> FlipScene:
    """Flick, then hold still; in the air either chase the predicted landing ("catch")
    or pull the pan back toward the cook ("away")."""
    scene = FlipScene(3)
    for sample in flick_samples(vx, vy):
        scene.feed(sample)
    x, y, _ = flick_samples(vx, vy)[-1]
    for _ in range(60 * 8):
        if scene.done:
            break
        predicted = scene.predicted_landing_x()
        if predicted is not None and after_launch == "catch":
            x += max(-30.0, min(30.0, predicted - scene.pan_pose()[0]))
        elif scene.phase == "flight" and after_launch == "away":
            x -= 25.0
        scene.feed(Sample(x, y, True))
    assert scene.done
    return scene


def good_launch() -> tuple[float, float]:
    vy = LAYOUT.gravity * AIRTIME / 2
    return math.pi / (AIRTIME * LAYOUT.k_spin), vy


def test_good_flick_caught_under_the_landing_is_picture_side_up():
    scene = play_flick(*good_launch(), "catch")
    outcome = scene.outcome()
    assert outcome.result == "picture" and outcome.success
    assert abs(outcome.flight_time - AIRTIME) < 0.1
    assert abs(outcome.landing_offset) < 20
    assert scene.crepe_side_up() == "picture"


def test_flick_straight_up_lands_recipe_side_up():
    _, vy = good_launch()
    outcome = play_flick(0.0, vy, "catch").outcome()
    assert outcome.result == "recipe" and not outcome.success
    assert outcome.flight_time > 0.5      # it did fly: no half turn without a forward push


def test_pan_pulled_away_after_launch_misses():
    scene = play_flick(*good_launch(), "away")
    assert scene.outcome().result == "missed"
    assert abs(scene.outcome().landing_offset) > LAYOUT.pan_radius
    assert scene.crepe_pose()[1] > LAYOUT.floor_y - 20     # it lies on the stove top


def test_slow_lift_never_launches():
    scene = FlipScene(0)
    x, y = LAYOUT.start
    for i in range(60):           # 150 px/s upward, then a dead stop: below 300 px/s
        scene.feed(Sample(x, y - 2.5 * i, True))
    for _ in range(30):
        scene.feed(Sample(x, y - 150, True))
    assert scene.phase == "holding"


def test_holding_without_a_flick_is_no_flip_after_the_timeout():
    x, y = LAYOUT.start
    scene = FlipScene(5)
    for _ in range(60 * 10):  # not touching the pan yet: no clock runs against the player
        scene.feed(Sample(x, y, False))
    assert not scene.done and scene.phase == "ready"
    grabbed = scene.time
    steps = 0
    while not scene.done:
        scene.feed(Sample(x, y, True))
        steps += 1
        assert steps < 60 * 7
    assert scene.outcome().result == "no_flip"
    assert abs(scene.time - grabbed - LAYOUT.launch_timeout) < 2 * STEP
    assert run_trace(5, [Sample(x, y, True)]).result == "no_flip"


@pytest.mark.parametrize("skill", ["easy", "hard"])
def test_computer_flip_replays_identically(skill):
    seed = 11
    scene = FlipScene(seed)
    outcome, trace = record(scene, ComputerFlipper(skill, random.Random(seed)))
    assert outcome.result != "no_flip" and outcome.flight_time > 0
    assert run_trace(seed, trace) == outcome
    replay = FlipScene(seed)
    for sample in trace:
        replay.feed(sample)
    assert replay.done and replay.outcome() == outcome
    assert replay.crepe_pose() == scene.crepe_pose()
    assert replay.pan_pose() == scene.pan_pose()


def test_computer_hard_beats_easy_over_a_few_seeds():
    def wins(skill: str) -> int:
        return sum(record(FlipScene(s), ComputerFlipper(skill, random.Random(s)))[0].success
                   for s in range(12))
    assert wins("hard") > wins("easy")


@pytest.mark.parametrize(("offset", "phi", "omega", "expected"), [
    (0.0, math.pi, 4.0, "picture"),
    (0.0, 0.1, 4.0, "recipe"),
    (95.0, math.pi, 4.0, "missed"),
    (10.0, math.radians(100), 4.0, "picture"),     # edge, spin carries it over
    (10.0, math.radians(100), -4.0, "recipe"),     # edge, spin falls back
    (60.0, math.radians(100), 4.0, "missed"),      # edge too far out: slides off
    (0.0, 3 * math.pi + 0.3, 4.0, "picture"),      # one and a half turns
])
def test_landing_rule(offset, phi, omega, expected):
    assert judge_landing(LAYOUT, offset, phi, omega)[0] == expected


def test_slow_motion_stretches_the_flight_but_not_the_physics():
    vx, vy = good_launch()
    slow = FlipScene(3, FlipLayout(slow_motion=0.6))
    normal = FlipScene(3)
    for scene in (slow, normal):
        for sample in flick_samples(vx, vy):
            scene.feed(sample)
    x, y, _ = flick_samples(vx, vy)[-1]
    feeds = {}
    for name, scene in (("slow", slow), ("normal", normal)):
        count = 0
        while scene.phase in ("holding", "flight") and count < 200:
            scene.feed(Sample(x, y, True))
            count += 1
        feeds[name] = count
    assert slow.outcome().result == normal.outcome().result
    assert feeds["slow"] > feeds["normal"] * 1.4

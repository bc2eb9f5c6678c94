"""The seasoning pour: a translucent dispenser full of pymunk pieces, driven by the cursor.

The player grabs the bottle, may shake it while it is far from the pan, then brings it
over the pan in one movement (tilt grows as the cursor nears the pour point) and back.
Pieces that pass the mouth line count as poured, in the order they left.

Physics: the bottle is a kinematic body (thick segment walls: a body, sloping shoulders
and a narrow neck) steered by velocity every substep so contacts stay sane; the pieces
are small dynamic bodies (rounded hexagons, square salt crystals) that arch and jam in
the neck. Two things are modelled on top of the rigid bodies:
- the neck is a snug sleeve: a piece creeping through it rubs (NECK_BRAKE) and moves at
  most NECK_VMAX relative to the bottle, so pieces leave one by one at a pace a player
  can cut; a piece that hits the sleeve fast (a slug from a quick flip) shoots through;
- the hand is never perfectly still: a small seeded tremor of the bottle is what loosens
  a jam during a dwell. It depends on the scene seed only, so the luck is replayable.
Once the bottle is tipped back past LID_ANGLE nothing leaves it any more, and while it
is carried upright (before the movement) the opening is held shut.
Same pieces + seed + input trace gives the same outcome. A copied pymunk space does not
resume identically, so a replay rebuilds the scene and re-feeds the samples (`run_trace`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pymunk

from game.games.alacarte.data import KINDS
from game.minigames.paths import STEP, Sample, min_jerk, replay_into

# Bottle units: y down, origin mid-body, the neck at negative y (upright).
HALF_W = 30.0          # interior 60 wide
BOTTOM = 55.0          # interior 110 tall up to the shoulder
SHOULDER_Y = -55.0
NECK_Y = -62.0         # shallow shoulders: pieces rest on them and arch over the neck
MOUTH_Y = -80.0        # the mouth line: crossing it means poured
NECK_HALF = 6.3        # neck 12.6 wide: a hexagon passes only turned flat to the walls
WALL_R = 4.0           # thick walls (8 units) against tunnelling
# The hand holds the bottle by the neck and the bottle turns about it: turning back
# upright then swings the pile away from the mouth instead of flinging it out.
GRIP_Y = -70.0

PIECE_R = 6.5          # circumradius of a piece
PIECE_R_JITTER = 0.25
PIECE_SIDES = 6        # condiments: rounded hexagons
SALT_SIDES = 4         # salt: square crystals
PIECE_ROUNDING = 1.5
GRAVITY = 6000.0       # units/s^2 (a unit is about a millimetre)
SUBSTEPS = 8
PIECE_FRICTION = 0.9
WALL_FRICTION = 0.2    # glass is slippery ...
NECK_FRICTION = 0.9    # ... the neck's rim is not
ELASTICITY = 0.0
DAMPING = 0.7          # fraction of velocity kept per second: air, calms the chatter
NECK_VMAX = 45.0       # the sleeve: fastest creep through the neck, units/s
THROTTLE_LEN = 13.0    # how far in from the mouth the sleeve reaches
V_SLUG = 150.0         # a lone piece entering the sleeve faster than this shoots through
V_DUMP = 350.0         # ... one entering behind another piece needs this much (a slam)
NECK_BRAKE = 0.85      # sleeve friction, in g: below ~150° tilt a piece stops creeping
HAND_TREMOR = 1.5      # degrees of wrist tremor while pouring
HAND_JITTER = 1.0      # units of hand jitter while pouring
MAX_SPEED = 3000.0     # bottle speed cap, units/s
MAX_TURN = 12.0        # tipping turn-rate cap, rad/s (the wrist)
MAX_TURN_BACK = 28.0   # turning back upright
PRESETTLE_STEPS = 45
LID_ANGLE = math.radians(110)  # tipped back past this, nothing falls out any more

T_SNAP = 0.15          # foul or release: snap upright
T_AUTO_RETURN = 0.35   # dwell cap: return upright gently
DWELL_CAP = 1.5        # seconds near full tilt before the bottle auto-returns
DWELL_S = 0.85         # "near full tilt"
EPS_APPROACH = 25.0    # retreat then approach by more than this = a second approach
SHAKE_SPEED = 400.0    # cursor speed that counts as a jiggle stroke, units/s
SHAKE_WINDOW = 0.5     # two reversals within this = shaking
SETTLE_MIN = 0.35
GRAB_SLIDE = 0.25      # seconds for a grabbed bottle to settle into the hand
RETURN_TIME = 0.45     # glide back to the rest spot after the movement


@dataclass(frozen=True)
class PourLayout:
    """Minigame coordinates: level units of a 1280x720 view, y down."""

    rest: tuple[float, float] = (330.0, 470.0)   # middle of the standing bottle
    pan: tuple[float, float] = (860.0, 560.0)    # pan centre
    pan_radius: float = 150.0
    pour_point: tuple[float, float] = (860.0, 420.0)  # the hand (neck) at full inversion
    r_tilt: float = 260.0      # tilt starts when the cursor comes this close to pour_point
    r_full: float = 60.0       # full inversion inside this radius
    grab_radius: float = 80.0  # press this close to the bottle's middle to grab it
    pan_floor: float = 544.0   # where falling pieces come to rest in the pan


@dataclass(frozen=True)
class PourOutcome:
    poured: tuple[str, ...]     # kinds in the order they left the bottle
    remaining: tuple[str, ...]  # kinds still inside, nearest the neck first
    foul: bool                  # shaken or second approach during the movement
    tilted: bool                # False: grabbed and put back, the controller cancels


# ---- geometry -----------------------------------------------------------------------

def interior_path() -> list[tuple[float, float]]:
    """The inner wall surface from the left lip round the bottom to the right lip."""
    left = [(-NECK_HALF, MOUTH_Y), (-NECK_HALF, NECK_Y), (-HALF_W, SHOULDER_Y),
            (-HALF_W, BOTTOM)]
    return left + [(-x, y) for x, y in reversed(left)]


def offset_path(points: list[tuple[float, float]], d: float) -> list[tuple[float, float]]:
    """Offset an open polyline by d to its outside (right of travel on a y-down screen),
    mitred at the corners, so segments of radius d have their inner surface on `points`."""
    normals = []
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        dx, dy = x1 - x0, y1 - y0
        n = math.hypot(dx, dy)
        normals.append((-dy / n, dx / n))
    out = []
    for i, (x, y) in enumerate(points):
        n1 = normals[max(0, i - 1)]
        n2 = normals[min(len(normals) - 1, i)]
        mx, my = n1[0] + n2[0], n1[1] + n2[1]
        m = math.hypot(mx, my)
        mx, my = mx / m, my / m
        k = d / (mx * n1[0] + my * n1[1])
        out.append((x + mx * k, y + my * k))
    return out


def interior_half_width(y: float) -> float:
    """Half the interior width at bottle height y."""
    if y >= SHOULDER_Y:
        return HALF_W
    if y <= NECK_Y:
        return NECK_HALF
    u = (y - NECK_Y) / (SHOULDER_Y - NECK_Y)
    return NECK_HALF + (HALF_W - NECK_HALF) * u


def base_y(layout: PourLayout) -> float:
    """Where the standing bottle's outer bottom touches the counter."""
    return layout.rest[1] + BOTTOM + 2 * WALL_R


def rest_hand(layout: PourLayout) -> tuple[float, float]:
    """Where the hand (the bottle's neck) is while the bottle stands at rest."""
    return (layout.rest[0], layout.rest[1] + GRIP_Y)


def _grip(p: tuple[float, float]) -> tuple[float, float]:
    """Bottle units to the kinematic body's local frame, whose origin is the hand."""
    return (p[0], p[1] - GRIP_Y)


class _Piece:
    __slots__ = ("body", "shape", "kind", "spin")

    def __init__(self, body: pymunk.Body, shape: pymunk.Shape, kind: str, spin: float) -> None:
        self.body, self.shape, self.kind, self.spin = body, shape, kind, spin


class _Falling:
    """A poured piece flying into the pan: cosmetic, no physics consequences."""

    __slots__ = ("x", "y", "vx", "vy", "angle", "spin", "kind", "floor")

    def __init__(self, piece: _Piece, floor: float) -> None:
        b = piece.body
        self.x, self.y = b.position
        self.vx, self.vy = b.velocity
        self.angle, self.spin = b.angle + piece.spin, b.angular_velocity
        self.kind, self.floor = piece.kind, floor


# ---- the scene ----------------------------------------------------------------------

class PourScene:
    """One pour, fed one cursor sample per fixed step (`feed`).

    phase: waiting (not grabbed) -> held (carried upright; shaking allowed) -> pouring
    (tilted: the one movement) -> returning (turning upright) -> settling (back to the
    rest spot while the last pieces land) -> done, then `outcome()`. A bottle put back
    without ever tilting goes from held straight to settling (outcome.tilted False)."""

    def __init__(self, pieces: Sequence[str], seed: int,
                 layout: PourLayout = PourLayout(), settle: bool = True) -> None:
        for kind in pieces:
            if kind not in KINDS:
                raise ValueError(f"unknown piece kind {kind!r}")
        self.layout = layout
        self.colour = next((k for k in pieces if k != "S"), "S")  # the dispenser's colour
        self.rng = random.Random(seed)
        self._cosmetic = random.Random(seed * 7919 + 17)  # never touches the physics
        self._tremor = [(self.rng.uniform(7.0, 11.0), self.rng.uniform(0, 2 * math.pi))
                        for _ in range(3)]
        self.tilt_sign = 1.0 if layout.pan[0] >= layout.rest[0] else -1.0
        self.time = 0.0
        self.phase = "waiting"
        self.done = False
        self.poured: list[str] = []
        self.foul = False
        self.foul_reason: str | None = None
        self.tilted = False
        self.end_reason: str | None = None  # release, foul, dwell_cap, retreat, put_back
        self.shaken = 0.0  # cursor travel while shaking before the pour, in 1000 units
        self._s = 0.0
        self._pressed = False
        self._cursor: tuple[float, float] | None = None
        self._offset = (0.0, 0.0)
        self._target = (rest_hand(layout), 0.0)
        self._grab_t = 0.0
        self._d_min = math.inf
        self._d_max_back = -math.inf
        self._retreating = False
        self._last_dir: tuple[float, float] | None = None
        self._reversals: list[float] = []
        self._dwell = 0.0
        self._return_rate = MAX_TURN_BACK
        self._hold_pos = rest_hand(layout)
        self._settle_t = 0.0
        self._settle_from = rest_hand(layout)
        self._falling: list[_Falling] = []
        self._in_pan: list[tuple[float, float, float, str]] = []
        self._sleeve: dict[int, bool] = {}  # pieces in the neck sleeve: shooting through?
        self._build(list(pieces))
        self._unsettled = PRESETTLE_STEPS
        if settle:  # else the scene showing it lets the pile settle over a few frames
            self.settle()

    # ---- construction -------------------------------------------------------------

    def _build(self, kinds: list[str]) -> None:
        space = pymunk.Space()
        space.gravity = (0.0, GRAVITY)
        space.iterations = 12
        space.damping = DAMPING
        space.collision_slop = 0.2
        self.space = space
        bottle = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        bottle.position = rest_hand(self.layout)
        path = offset_path(interior_path(), WALL_R)
        walls = [pymunk.Segment(bottle, _grip(a), _grip(b), WALL_R)
                 for a, b in zip(path, path[1:], strict=False)]
        # The lid stands in for the thumb on the opening while the bottle is carried and
        # shaken, and for "nothing falls upwards" once it is nearly upright again.
        self.lid = pymunk.Segment(bottle, _grip((path[0][0], MOUTH_Y)),
                                  _grip((path[-1][0], MOUTH_Y)), WALL_R)
        for shape in [*walls, self.lid]:
            shape.friction = WALL_FRICTION
            shape.elasticity = ELASTICITY
        for neck in (walls[0], walls[-1]):
            neck.friction = NECK_FRICTION
        space.add(bottle, *walls, self.lid)
        self.bottle = bottle
        self._pieces: list[_Piece] = []
        for (x, y), kind in zip(self._pile_spots(len(kinds)), kinds, strict=True):
            self._add_piece(x, y, kind)

    def settle(self, steps: int | None = None) -> bool:
        """Let the pieces settle in the upright bottle before the gesture (PRESETTLE_STEPS
        steps in all): `steps` more of them, or all that are left. Whether they are all
        taken (the same physics whether at once or a few a frame)."""
        n = self._unsettled if steps is None else min(steps, self._unsettled)
        for _ in range(n):
            self._physics(rest_hand(self.layout), 0.0)
        self._unsettled -= n
        return not self._unsettled

    def _pile_spots(self, n: int) -> list[tuple[float, float]]:
        """World spots for n pieces, index 0 on top: rows of four from the bottom up, the
        partial row on top, with seeded jitter."""
        cols = 4
        pitch = 2 * PIECE_R + 1.5
        spots: list[tuple[float, float]] = []
        for j in range(n):  # j = 0 is the bottom-most piece, i.e. the last index
            row, col = divmod(j, cols)
            x = (col - (cols - 1) / 2) * pitch + self.rng.uniform(-1.5, 1.5)
            y = BOTTOM - PIECE_R - 0.5 - row * (pitch - 0.5) + self.rng.uniform(-0.8, 0.0)
            spots.append((x, y))
        spots.reverse()
        return [self.to_world(p) for p in spots]

    def _add_piece(self, x: float, y: float, kind: str) -> None:
        r = PIECE_R + self.rng.uniform(-PIECE_R_JITTER, PIECE_R_JITTER)
        sides = SALT_SIDES if kind == "S" else PIECE_SIDES
        spin = self.rng.uniform(0, 2 * math.pi)
        core = r - PIECE_ROUNDING
        pts = [(core * math.cos(spin + 2 * math.pi * i / sides),
                core * math.sin(spin + 2 * math.pi * i / sides)) for i in range(sides)]
        body = pymunk.Body(1.0, pymunk.moment_for_poly(1.0, pts, radius=PIECE_ROUNDING))
        body.position = (x, y)
        shape = pymunk.Poly(body, pts, radius=PIECE_ROUNDING)
        shape.friction = PIECE_FRICTION
        shape.elasticity = ELASTICITY
        self.space.add(body, shape)
        self._pieces.append(_Piece(body, shape, kind, spin))

    # ---- public read-only state -----------------------------------------------------

    def bottle_pose(self) -> tuple[float, float, float]:
        """The hand's position and the tilt (0 upright, positive towards the pan)."""
        p = self.bottle.position
        return (p.x, p.y, self.bottle.angle * self.tilt_sign)

    def bottle_outline(self) -> list[list[tuple[float, float]]]:
        return [[self.to_world(p) for p in offset_path(interior_path(), WALL_R)]]

    def to_world(self, p: tuple[float, float]) -> tuple[float, float]:
        """Bottle units (origin mid-body, upright y down) to world."""
        q = self.bottle.local_to_world(_grip(p))
        return (q.x, q.y)

    def to_bottle(self, p: tuple[float, float]) -> tuple[float, float]:
        q = self.bottle.world_to_local(p)
        return (q.x, q.y + GRIP_Y)

    def mouth(self) -> tuple[float, float]:
        return self.to_world((0.0, MOUTH_Y))

    def pieces(self) -> list[tuple[float, float, float, str]]:
        return [(p.body.position.x, p.body.position.y, PIECE_R, p.kind) for p in self._pieces]

    def piece_poses(self) -> list[tuple[float, float, float, str]]:
        """(x, y, angle, kind) of the pieces inside, for drawing their true shapes."""
        return [(p.body.position.x, p.body.position.y, p.body.angle + p.spin, p.kind)
                for p in self._pieces]

    def falling(self) -> list[tuple[float, float, str]]:
        return [(f.x, f.y, f.kind) for f in self._falling]

    def falling_poses(self) -> list[tuple[float, float, float, str]]:
        return [(f.x, f.y, f.angle, f.kind) for f in self._falling]

    def in_pan(self) -> list[tuple[float, float, float, str]]:
        """(x, y, angle, kind) of poured pieces that have landed in the pan."""
        return list(self._in_pan)

    def neck_window(self, n: int = 4) -> list[str]:
        """Kinds of the n pieces nearest the mouth: what a player reads through the glass."""
        mx, my = self.mouth()
        near = sorted(self._pieces, key=lambda p: (p.body.position.x - mx) ** 2
                      + (p.body.position.y - my) ** 2)
        return [p.kind for p in near[:n]]

    def tilt_fraction(self) -> float:
        return self._s

    def outcome(self) -> PourOutcome:
        return PourOutcome(tuple(self.poured), tuple(self._remaining_order()),
                           self.foul, self.tilted)

    def _remaining_order(self) -> list[str]:
        # Nearest the neck first, as the pile stands upright.
        def key(piece: _Piece) -> tuple[float, float]:
            x, y = self.to_bottle(piece.body.position)
            return (round(y, 3), abs(x))
        return [p.kind for p in sorted(self._pieces, key=key)]

    # ---- input --------------------------------------------------------------------------

    def feed(self, sample: Sample) -> None:
        """Advance one fixed app step (STEP seconds) with this cursor sample."""
        if self.done:
            return
        self.settle()  # a pile still settling settles first
        x, y = sample.x, sample.y
        prev = self._cursor if self._cursor is not None else (x, y)
        self._cursor = (x, y)
        press_edge = sample.pressed and not self._pressed
        self._pressed = sample.pressed
        getattr(self, "_on_" + self.phase)(x, y, sample.pressed, press_edge, prev)
        pos, angle = self._target
        if self.phase == "pouring":
            angle += self._hand_tremor()
            jx, jy = self._hand_jitter()
            pos = (pos[0] + jx, pos[1] + jy)
        self.lid.sensor = self.phase in ("pouring", "returning") and \
            abs(self.bottle.angle) > LID_ANGLE
        self._physics(pos, angle)
        self._collect()
        self._fly()
        self.time += STEP
        if self.phase == "settling":
            self._check_settled()

    def _hand_tremor(self) -> float:
        wave = sum(math.sin(2 * math.pi * f * self.time + p) for f, p in self._tremor) / 3.0
        return math.radians(HAND_TREMOR) * wave * self.tilt_sign

    def _hand_jitter(self) -> tuple[float, float]:
        (f1, p1), (f2, p2), (f3, p3) = self._tremor
        t = self.time
        return (HAND_JITTER * math.sin(2 * math.pi * f1 * 1.3 * t + p2),
                HAND_JITTER * math.sin(2 * math.pi * f3 * 1.3 * t + p1))

    def _tilt_at(self, x: float, y: float) -> tuple[float, float]:
        lay = self.layout
        d = math.hypot(x - lay.pour_point[0], y - lay.pour_point[1])
        s = min(1.0, max(0.0, (lay.r_tilt - d) / (lay.r_tilt - lay.r_full)))
        return d, s

    def _grab_point(self) -> tuple[float, float]:
        return self.to_world((0.0, 0.0))

    def _on_waiting(self, x, y, pressed, press_edge, prev) -> None:
        gx, gy = self._grab_point()
        if press_edge and math.hypot(x - gx, y - gy) <= self.layout.grab_radius:
            self.phase = "held"
            bx, by = self.bottle.position
            self._offset = (bx - x, by - y)
            self._grab_t = self.time
            self._on_held(x, y, pressed, False, prev)

    def _follow(self, x: float, y: float) -> tuple[float, float]:
        """The hand follows the cursor; the bottle, grabbed anywhere, slides in the hand
        so that the cursor holds it by the neck (where it turns) within GRAB_SLIDE."""
        keep = 1.0 - min_jerk((self.time - self._grab_t) / GRAB_SLIDE)
        return (x + self._offset[0] * keep, y + self._offset[1] * keep)

    def _on_held(self, x, y, pressed, press_edge, prev) -> None:
        if not pressed:
            self.end_reason = "put_back"
            self._begin_settle()
            return
        d, s = self._tilt_at(x, y)
        if s > 0.0:
            self.phase = "pouring"
            self.tilted = True
            self._on_pouring(x, y, pressed, press_edge, prev)
            return
        self.shaken += math.hypot(x - prev[0], y - prev[1]) / 1000.0
        self._target = (self._follow(x, y), 0.0)

    def _on_pouring(self, x, y, pressed, press_edge, prev) -> None:
        if not pressed:
            self._end_movement("release", T_SNAP)
            return
        d, s = self._tilt_at(x, y)
        self._s = s
        reason = self._movement_foul(max(d, self.layout.r_full), x - prev[0], y - prev[1])
        if reason is not None:
            self.foul, self.foul_reason = True, reason
            self._end_movement("foul", T_SNAP)
            return
        self._dwell += STEP if s >= DWELL_S else 0.0
        if self._dwell >= DWELL_CAP:
            self._end_movement("dwell_cap", T_AUTO_RETURN)
            return
        self._target = (self._follow(x, y), math.pi * s * self.tilt_sign)
        if s == 0.0:
            self._end_movement("retreat", T_AUTO_RETURN)

    def _movement_foul(self, d: float, dx: float, dy: float) -> str | None:
        """Once the stroke began, d must fall then rise once, and no jiggling. Inside the
        full-tilt disc d does not count: wobbling there changes nothing."""
        self._d_min = min(self._d_min, d)
        if not self._retreating and d > self._d_min + EPS_APPROACH:
            self._retreating = True
        if self._retreating:
            self._d_max_back = max(self._d_max_back, d)
            if d < self._d_max_back - EPS_APPROACH:
                return "second_approach"
        speed = math.hypot(dx, dy) / STEP
        if speed > SHAKE_SPEED:
            ux, uy = dx / (speed * STEP), dy / (speed * STEP)
            last = self._last_dir
            if last is not None and ux * last[0] + uy * last[1] < -0.5:
                self._reversals = [t for t in self._reversals if self.time - t < SHAKE_WINDOW]
                self._reversals.append(self.time)
                if len(self._reversals) >= 2:
                    return "shake"
            self._last_dir = (ux, uy)
        return None

    def _end_movement(self, reason: str, upright_time: float) -> None:
        self.end_reason = reason
        self.phase = "returning"
        self._return_rate = min(MAX_TURN_BACK, math.pi / upright_time)
        self._hold_pos = tuple(self.bottle.position)
        self._s = 0.0
        self._on_returning()

    def _on_returning(self, *_args) -> None:
        angle = self.bottle.angle
        step = self._return_rate * STEP
        angle = angle - step if angle > step else angle + step if angle < -step else 0.0
        self._target = (self._above_pan(self._hold_pos, angle), angle)
        if angle == 0.0 and abs(self.bottle.angle) < 1e-3:
            self._begin_settle()

    def _above_pan(self, hand: tuple[float, float], angle: float) -> tuple[float, float]:
        """Lift the hand so the bottle, righting itself or gliding home over the pan, does
        not sink into it (it turns about the neck, so its body swings down)."""
        lay = self.layout
        near = min(1.0, max(0.0, (lay.pan_radius + 90 - abs(hand[0] - lay.pan[0])) / 60))
        if near == 0.0:
            return hand
        c, s = math.cos(angle), math.sin(angle)
        w, h = HALF_W + 2 * WALL_R, BOTTOM + 2 * WALL_R - GRIP_Y
        low = max(x * s + h * c for x in (-w, w))  # lowest corner below the hand
        clearance = lay.pan[1] - 28 - 0.2 * lay.pan_radius
        return (hand[0], hand[1] - near * max(0.0, hand[1] + low - clearance))

    def _begin_settle(self) -> None:
        self.phase = "settling"
        self._s = 0.0
        self._settle_t = 0.0
        self._settle_from = tuple(self.bottle.position)
        self._on_settling()

    def _on_settling(self, *_args) -> None:
        u = min_jerk(self._settle_t / RETURN_TIME)
        (ax, ay), (bx, by) = self._settle_from, rest_hand(self.layout)
        self._target = (self._above_pan((ax + (bx - ax) * u, ay + (by - ay) * u), 0.0), 0.0)
        self._settle_t += STEP

    def _check_settled(self) -> None:
        if self._settle_t >= max(RETURN_TIME, SETTLE_MIN) + STEP and not self._falling:
            self.phase = "done"
            self.done = True

    # ---- physics ------------------------------------------------------------------------

    def _physics(self, pos: tuple[float, float], angle: float) -> None:
        """One app step: steer the kinematic bottle by velocity towards the target pose,
        interpolated across the substeps, and step the space."""
        b = self.bottle
        dt = STEP / SUBSTEPS
        x0, y0 = b.position
        a0 = b.angle
        near = self._near_neck()
        for k in range(1, SUBSTEPS + 1):
            u = k / SUBSTEPS
            tx, ty = x0 + (pos[0] - x0) * u, y0 + (pos[1] - y0) * u
            ta = a0 + (angle - a0) * u
            bx, by = b.position
            vx, vy = (tx - bx) / dt, (ty - by) / dt
            speed = math.hypot(vx, vy)
            if speed > MAX_SPEED:
                vx, vy = vx * MAX_SPEED / speed, vy * MAX_SPEED / speed
            w = (ta - b.angle) / dt
            # Tipping over is limited by the wrist; turning back upright may be quicker.
            cap = MAX_TURN_BACK if w * b.angle < 0 else MAX_TURN
            b.velocity = (vx, vy)
            b.angular_velocity = max(-cap, min(cap, w))
            self.space.step(dt)
            for piece in near:
                self._throttle(piece.body)
        b.velocity = (0.0, 0.0)
        b.angular_velocity = 0.0
        self._contain()

    def _locals(self) -> list[tuple[_Piece, float, float]]:
        """Every piece with its position in bottle units (one transform for all)."""
        b = self.bottle
        px, py = b.position
        c, s = math.cos(b.angle), math.sin(b.angle)
        out = []
        for piece in self._pieces:
            x, y = piece.body.position
            dx, dy = x - px, y - py
            out.append((piece, dx * c + dy * s, -dx * s + dy * c + GRIP_Y))
        return out

    def _near_neck(self) -> list[_Piece]:
        """Pieces in or right at the neck this step (they move a few units per step)."""
        edge = MOUTH_Y + THROTTLE_LEN + 2 * PIECE_R
        return [p for p, _, ly in self._locals() if ly < edge]

    def _throttle(self, body: pymunk.Body) -> None:
        """The sleeve: a piece in it moves at most NECK_VMAX relative to the bottle,
        however hard the pile pushes, so pieces leave one by one at a readable pace. One
        that hits the sleeve fast (a quick flip's slug) shoots through."""
        key = id(body)
        if self.to_bottle(body.position)[1] >= MOUTH_Y + THROTTLE_LEN:
            self._sleeve.pop(key, None)
            return
        vb = self.bottle.velocity_at_world_point(body.position)
        v = body.velocity
        rx, ry = v.x - vb.x, v.y - vb.y
        speed = math.hypot(rx, ry)
        if key not in self._sleeve:
            # A lone piece arriving with momentum slips through; behind another piece only
            # a real slam (a quick flip) keeps going.
            self._sleeve[key] = speed > (V_DUMP if self._sleeve else V_SLUG)
        if self._sleeve[key] or speed == 0.0:
            return
        # Rubbing on the sleeve takes NECK_BRAKE g off the speed every substep: a piece
        # creeps out only while the bottle is tipped well over (or the pile pushes it).
        slowed = min(NECK_VMAX, max(0.0, speed - NECK_BRAKE * GRAVITY * STEP / SUBSTEPS))
        if slowed < speed:
            k = slowed / speed
            body.velocity = (vb.x + rx * k, vb.y + ry * k)

    def _contain(self) -> None:
        """Put back any piece that slipped through a wall (never through the mouth)."""
        b = self.bottle
        open_mouth = self.lid.sensor
        for piece, lx, ly in self._locals():
            body = piece.body
            if open_mouth and ly < MOUTH_Y:
                continue
            inside = abs(lx) <= interior_half_width(ly) + WALL_R * 0.5 and \
                MOUTH_Y <= ly <= BOTTOM + WALL_R * 0.5
            if inside:
                continue
            r = PIECE_R
            ly = min(BOTTOM - r, max(MOUTH_Y + WALL_R + r, ly))
            half = max(0.0, interior_half_width(ly) - r)
            lx = min(half, max(-half, lx))
            body.position = self.to_world((lx, ly))
            body.velocity = b.velocity_at_local_point(_grip((lx, ly)))

    def _collect(self) -> None:
        """Pieces whose centre passed the mouth line are poured: they leave the space."""
        if not self.lid.sensor:
            return
        kept = []
        for piece, _, ly in self._locals():
            if ly < MOUTH_Y:
                self.poured.append(piece.kind)
                self.space.remove(piece.body, piece.shape)
                self._sleeve.pop(id(piece.body), None)
                floor = self.layout.pan_floor + \
                    self._cosmetic.uniform(-0.08, 0.08) * self.layout.pan_radius
                self._falling.append(_Falling(piece, floor))
            else:
                kept.append(piece)
        self._pieces = kept

    def _fly(self) -> None:
        """Ballistic flight into the pan; anything aimed outside is nudged in (the rule
        counts every piece that fell out as landing in the pan)."""
        px = self.layout.pan[0]
        reach = self.layout.pan_radius * 0.75
        still = []
        for f in self._falling:
            f.vy += GRAVITY * 0.25 * STEP  # cosmetic: a readable fall, not a blink
            f.vx *= 0.97
            f.x += f.vx * STEP
            f.y += f.vy * STEP
            f.angle += f.spin * STEP
            f.x += (min(px + reach, max(px - reach, f.x)) - f.x) * 0.2
            if f.y >= f.floor:
                x = min(px + reach, max(px - reach, f.x + self._cosmetic.uniform(-24, 24)))
                self._in_pan.append((x, f.floor, f.angle, f.kind))
            else:
                still.append(f)
        self._falling = still


def run_trace(pieces: Sequence[str], seed: int, trace: Iterable[Sample],
              layout: PourLayout = PourLayout(), max_steps: int = 60 * 20) -> PourOutcome:
    """Replay: a fresh scene fed the recorded samples, then the last cursor position
    released until the scene is done."""
    scene = PourScene(pieces, seed, layout)
    replay_into(scene, trace, Sample(*layout.rest, False), max_steps, release=True)
    return scene.outcome()

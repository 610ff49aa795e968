/**
 * A measurement, not a feature: what the argument check of a scalar query
 * would cost if the core's input contract were checked from the quantities
 * the answer depends on instead of value by value (issue 13's "validate after
 * computing"). Today every coordinate and radius must be `0` or have a
 * magnitude in `[2^-200, 2^200]`, and a zero can only be told from a tiny
 * value by a comparison per value (`src/validate.ts`). The derived check
 * measured here keeps the `typeof` per value (strings and BigInts are still
 * refused) and the radii's signs, and replaces the per-value range tests by
 * one range test on the sum of the squares the query forms anyway:
 *
 *   S = |C0|² + |C1|² + r²  (the swept tests),   S = |b − a|² + r²  (overlap)
 *
 * Every input enters `S` (a NaN or an infinity makes it fail), but a value
 * that cancels or vanishes in a difference does not: the contract would have
 * to accept tiny values and huge equal ones, and answer out-of-range `S` on a
 * slow path (rescaled, or refused by name). That path is not written here:
 * these inputs never reach it.
 *
 * The "floor" forms are the least any check can cost while it keeps what
 * issue 13 itself asks: a subnormal value refused (its third hole) needs a
 * test per value (see "The floor the issue itself sets" below); the floor
 * adds that test to the derived check, and drops the `typeof` (which costs
 * nothing here, the compiler folds it). Same objects, loops and harness as
 * `checks.ts` (its tight loops), 21 interleaved rounds in process CPU time.
 *
 * Each form repeats the query's arithmetic and its value tests in full, on
 * purpose: a shared helper would add its bytecode to V8's inlining budget,
 * and whether a form is inlined into its loop is part of what is measured
 * (a `Math.abs` per value already put the swept floors out of it, see below).
 *
 *   pnpm --filter @swept/core bench:checks-derived
 */
import { mulberry32 } from '@swept/oracle';
import { spheresOverlap, sweptCircles, sweptSpheres, type Vec2, type Vec3 } from '../src/index.ts';
import { spheresOverlapAt } from '../src/overlap/sphere-sphere.ts';
import { touchesDuringStep } from '../src/quadratic.ts';
import { medianRatio, medianTime, timeInRounds } from './cpu-rounds.ts';
import * as hand from './hand.ts';

/** The derived range: `S` within it needs no slow path (no overflow, no underflow that matters). */
const S_MAX = 2 ** 900;
const S_MIN = 2 ** -900;

function slowPath(): never {
  throw new Error('the slow path (named checks, rescaling) is not part of this measurement');
}

function sweptCirclesDerived(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  const a0x = a0.x;
  const a0y = a0.y;
  const a1x = a1.x;
  const a1y = a1.y;
  const b0x = b0.x;
  const b0y = b0.y;
  const b1x = b1.x;
  const b1y = b1.y;
  if (
    typeof a0x !== 'number' ||
    typeof a0y !== 'number' ||
    typeof a1x !== 'number' ||
    typeof a1y !== 'number' ||
    typeof b0x !== 'number' ||
    typeof b0y !== 'number' ||
    typeof b1x !== 'number' ||
    typeof b1y !== 'number' ||
    typeof ra !== 'number' ||
    typeof rb !== 'number'
  ) {
    return slowPath();
  }
  const c0x = b0x - a0x;
  const c0y = b0y - a0y;
  const c1x = b1x - a1x;
  const c1y = b1y - a1y;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const r = ra + rb;
  const rr = r * r;
  const c0c0 = c0x * c0x + c0y * c0y;
  const c1c1 = c1x * c1x + c1y * c1y;
  const S = c0c0 + c1c1 + rr;
  if (!(S <= S_MAX && S >= S_MIN) || ra < 0 || rb < 0) return slowPath();
  return touchesDuringStep(dx * dx + dy * dy, c0x * dx + c0y * dy, c0c0 - rr, c1c1 - rr);
}

function sweptSpheresDerived(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  const a0x = a0.x;
  const a0y = a0.y;
  const a0z = a0.z;
  const a1x = a1.x;
  const a1y = a1.y;
  const a1z = a1.z;
  const b0x = b0.x;
  const b0y = b0.y;
  const b0z = b0.z;
  const b1x = b1.x;
  const b1y = b1.y;
  const b1z = b1.z;
  if (
    typeof a0x !== 'number' ||
    typeof a0y !== 'number' ||
    typeof a0z !== 'number' ||
    typeof a1x !== 'number' ||
    typeof a1y !== 'number' ||
    typeof a1z !== 'number' ||
    typeof b0x !== 'number' ||
    typeof b0y !== 'number' ||
    typeof b0z !== 'number' ||
    typeof b1x !== 'number' ||
    typeof b1y !== 'number' ||
    typeof b1z !== 'number' ||
    typeof ra !== 'number' ||
    typeof rb !== 'number'
  ) {
    return slowPath();
  }
  const c0x = b0x - a0x;
  const c0y = b0y - a0y;
  const c0z = b0z - a0z;
  const c1x = b1x - a1x;
  const c1y = b1y - a1y;
  const c1z = b1z - a1z;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const dz = c1z - c0z;
  const r = ra + rb;
  const rr = r * r;
  const c0c0 = c0x * c0x + c0y * c0y + c0z * c0z;
  const c1c1 = c1x * c1x + c1y * c1y + c1z * c1z;
  const S = c0c0 + c1c1 + rr;
  if (!(S <= S_MAX && S >= S_MIN) || ra < 0 || rb < 0) return slowPath();
  return touchesDuringStep(
    dx * dx + dy * dy + dz * dz,
    c0x * dx + c0y * dy + c0z * dz,
    c0c0 - rr,
    c1c1 - rr,
  );
}

function spheresOverlapDerived(a: Vec3, ra: number, b: Vec3, rb: number): boolean {
  const ax = a.x;
  const ay = a.y;
  const az = a.z;
  const bx = b.x;
  const by = b.y;
  const bz = b.z;
  if (
    typeof ax !== 'number' ||
    typeof ay !== 'number' ||
    typeof az !== 'number' ||
    typeof bx !== 'number' ||
    typeof by !== 'number' ||
    typeof bz !== 'number' ||
    typeof ra !== 'number' ||
    typeof rb !== 'number'
  ) {
    return slowPath();
  }
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  const r = ra + rb;
  const dd = dx * dx + dy * dy + dz * dz;
  const rr = r * r;
  const S = dd + rr;
  if (!(S <= S_MAX && S >= S_MIN) || ra < 0 || rb < 0) return slowPath();
  return dd < rr;
}

/** The overlap with only an upper bound on `S` and the radii's signs (no `typeof`, no lower bound): the floor. */
function spheresOverlapLeast(a: Vec3, ra: number, b: Vec3, rb: number): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dz = b.z - a.z;
  const r = ra + rb;
  const dd = dx * dx + dy * dy + dz * dz;
  const rr = r * r;
  if (!(dd + rr <= S_MAX) || ra < 0 || rb < 0) return slowPath();
  return dd < rr;
}

/*
 * The floor the issue itself sets. Its third hole asks that a subnormal value be
 * a `RangeError` in every variant, and every arithmetic operation is monotone, so
 * a zero lies next to the subnormals under any of them: no aggregate tells them
 * apart, and each value needs a test of its own. The cheapest exact one found
 * here is `|v| >= 2^-1022 || v === 0` (0.70× alone; the core's 3D spelling
 * `v === t - (t - v)` moved down to `t = 2^-969` measured 0.62×, and a
 * `Math.min` over the magnitudes 0.18×). "Subnormal only" is that test and
 * nothing else; "floor" adds the least check above.
 */
const NORMAL_MIN = 2 ** -1022;
/** The short spelling's `t` (see above): refuses every subnormal, passes every magnitude `≥ 2^-915`. */
const SUBNORMAL_T = 2 ** -969;

/** The overlap refusing only subnormal values: the cost of the third hole alone. */
function spheresOverlapSubnormalOnly(a: Vec3, ra: number, b: Vec3, rb: number): boolean {
  const ax = a.x;
  const ay = a.y;
  const az = a.z;
  const bx = b.x;
  const by = b.y;
  const bz = b.z;
  if (
    !(
      (Math.abs(ax) >= NORMAL_MIN || ax === 0) &&
      (Math.abs(ay) >= NORMAL_MIN || ay === 0) &&
      (Math.abs(az) >= NORMAL_MIN || az === 0) &&
      (Math.abs(bx) >= NORMAL_MIN || bx === 0) &&
      (Math.abs(by) >= NORMAL_MIN || by === 0) &&
      (Math.abs(bz) >= NORMAL_MIN || bz === 0) &&
      (Math.abs(ra) >= NORMAL_MIN || ra === 0) &&
      (Math.abs(rb) >= NORMAL_MIN || rb === 0)
    )
  ) {
    return slowPath();
  }
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  const r = ra + rb;
  return dx * dx + dy * dy + dz * dz < r * r;
}

/** The least check plus the subnormal test per value: the least the issue's own holes allow. */
function spheresOverlapFloor(a: Vec3, ra: number, b: Vec3, rb: number): boolean {
  const ax = a.x;
  const ay = a.y;
  const az = a.z;
  const bx = b.x;
  const by = b.y;
  const bz = b.z;
  if (
    !(
      (Math.abs(ax) >= NORMAL_MIN || ax === 0) &&
      (Math.abs(ay) >= NORMAL_MIN || ay === 0) &&
      (Math.abs(az) >= NORMAL_MIN || az === 0) &&
      (Math.abs(bx) >= NORMAL_MIN || bx === 0) &&
      (Math.abs(by) >= NORMAL_MIN || by === 0) &&
      (Math.abs(bz) >= NORMAL_MIN || bz === 0) &&
      (ra >= NORMAL_MIN || ra === 0) &&
      (rb >= NORMAL_MIN || rb === 0)
    )
  ) {
    return slowPath();
  }
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  const r = ra + rb;
  const dd = dx * dx + dy * dy + dz * dz;
  const rr = r * r;
  if (!(dd + rr <= S_MAX)) return slowPath();
  return dd < rr;
}

/** `sweptCircles` with the subnormal test per value in the short spelling, and the derived `S` (the floor). */
function sweptCirclesFloor(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  const t = SUBNORMAL_T;
  const a0x = a0.x;
  const a0y = a0.y;
  const a1x = a1.x;
  const a1y = a1.y;
  const b0x = b0.x;
  const b0y = b0.y;
  const b1x = b1.x;
  const b1y = b1.y;
  if (
    !(
      a0x === t - (t - a0x) &&
      a0y === t - (t - a0y) &&
      a1x === t - (t - a1x) &&
      a1y === t - (t - a1y) &&
      b0x === t - (t - b0x) &&
      b0y === t - (t - b0y) &&
      b1x === t - (t - b1x) &&
      b1y === t - (t - b1y) &&
      ra === t - (t - ra) &&
      rb === t - (t - rb)
    )
  ) {
    return slowPath();
  }
  const c0x = b0x - a0x;
  const c0y = b0y - a0y;
  const c1x = b1x - a1x;
  const c1y = b1y - a1y;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const r = ra + rb;
  const rr = r * r;
  const c0c0 = c0x * c0x + c0y * c0y;
  const c1c1 = c1x * c1x + c1y * c1y;
  if (!(c0c0 + c1c1 + rr <= S_MAX) || ra < 0 || rb < 0) return slowPath();
  return touchesDuringStep(dx * dx + dy * dy, c0x * dx + c0y * dy, c0c0 - rr, c1c1 - rr);
}

/**
 * The subnormal test of `sweptSpheres`'s 14 values in the short spelling, and the
 * radii's signs. A function of its own: with it, the query is over V8's 460-byte
 * limit for one inlined function (the same split as the core's `checkSwept3`).
 */
function subnormalFree3(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): void {
  const t = SUBNORMAL_T;
  const a0x = a0.x;
  const a0y = a0.y;
  const a0z = a0.z;
  const a1x = a1.x;
  const a1y = a1.y;
  const a1z = a1.z;
  const b0x = b0.x;
  const b0y = b0.y;
  const b0z = b0.z;
  const b1x = b1.x;
  const b1y = b1.y;
  const b1z = b1.z;
  if (
    !(
      a0x === t - (t - a0x) &&
      a0y === t - (t - a0y) &&
      a0z === t - (t - a0z) &&
      a1x === t - (t - a1x) &&
      a1y === t - (t - a1y) &&
      a1z === t - (t - a1z) &&
      b0x === t - (t - b0x) &&
      b0y === t - (t - b0y) &&
      b0z === t - (t - b0z) &&
      b1x === t - (t - b1x) &&
      b1y === t - (t - b1y) &&
      b1z === t - (t - b1z) &&
      ra === t - (t - ra) &&
      rb === t - (t - rb) &&
      ra >= 0 &&
      rb >= 0
    )
  ) {
    slowPath();
  }
}

/** `sweptSpheres` with the subnormal test per value (above) and the derived `S` (the floor). */
function sweptSpheresFloor(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): boolean {
  subnormalFree3(a0, a1, ra, b0, b1, rb);
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const c1z = b1.z - a1.z;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const dz = c1z - c0z;
  const r = ra + rb;
  const rr = r * r;
  const c0c0 = c0x * c0x + c0y * c0y + c0z * c0z;
  const c1c1 = c1x * c1x + c1y * c1y + c1z * c1z;
  if (!(c0c0 + c1c1 + rr <= S_MAX)) return slowPath();
  return touchesDuringStep(
    dx * dx + dy * dy + dz * dz,
    c0x * dx + c0y * dy + c0z * dz,
    c0c0 - rr,
    c1c1 - rr,
  );
}

// The objects of `checks.ts`, drawn the same way.
const N = 4096;
const random = mulberry32(2024);
const make = () => 200 + random() * 100;
const b0s: Vec3[] = Array.from({ length: N }, () => ({ x: make(), y: make(), z: make() }));
const b1s: Vec3[] = b0s.map((b) => ({
  x: b.x + (random() - 0.5) * 80,
  y: b.y + (random() - 0.5) * 80,
  z: b.z + (random() - 0.5) * 80,
}));
const c0s: Vec2[] = b0s.map((b) => ({ x: b.x, y: b.y }));
const c1s: Vec2[] = b1s.map((b) => ({ x: b.x, y: b.y }));
const rs = Float64Array.from({ length: N }, () => 2 + random() * 4);
const a0 = { x: 240, y: 250 };
const a1 = { x: 262, y: 244 };
const a0z = { ...a0, z: 250 };
const a1z = { ...a1, z: 252 };
const ra = 10;

// Every loop is its own function literal: a loop shared through a parameter would make
// its call site polymorphic (checks.ts says the same).
const tasks: Record<string, () => number> = {
  'sweptCircles checked': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (sweptCircles(a0, a1, ra, c0s[i]!, c1s[i]!, rs[i]!)) n++;
    return n;
  },
  'sweptCircles derived': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (sweptCirclesDerived(a0, a1, ra, c0s[i]!, c1s[i]!, rs[i]!)) n++;
    return n;
  },
  'sweptCircles floor': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (sweptCirclesFloor(a0, a1, ra, c0s[i]!, c1s[i]!, rs[i]!)) n++;
    return n;
  },
  'sweptCircles unchecked': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (hand.sweptObjects(a0, a1, ra, c0s[i]!, c1s[i]!, rs[i]!)) n++;
    return n;
  },
  'sweptSpheres checked': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (sweptSpheres(a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) n++;
    return n;
  },
  'sweptSpheres derived': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      if (sweptSpheresDerived(a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) n++;
    }
    return n;
  },
  'sweptSpheres floor': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      if (sweptSpheresFloor(a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) n++;
    }
    return n;
  },
  'sweptSpheres unchecked': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      if (hand.sweptSpheresObjects(a0z, a1z, ra, b0s[i]!, b1s[i]!, rs[i]!)) n++;
    }
    return n;
  },
  'spheresOverlap checked': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (spheresOverlap(a1z, ra, b1s[i]!, rs[i]!)) n++;
    return n;
  },
  'spheresOverlap derived': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (spheresOverlapDerived(a1z, ra, b1s[i]!, rs[i]!)) n++;
    return n;
  },
  'spheresOverlap least': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (spheresOverlapLeast(a1z, ra, b1s[i]!, rs[i]!)) n++;
    return n;
  },
  'spheresOverlap subnormal only': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (spheresOverlapSubnormalOnly(a1z, ra, b1s[i]!, rs[i]!)) n++;
    return n;
  },
  'spheresOverlap floor': () => {
    let n = 0;
    for (let i = 0; i < N; i++) if (spheresOverlapFloor(a1z, ra, b1s[i]!, rs[i]!)) n++;
    return n;
  },
  'spheresOverlap unchecked': () => {
    let n = 0;
    for (let i = 0; i < N; i++) {
      const b = b1s[i]!;
      if (spheresOverlapAt(a1z.x, a1z.y, a1z.z, ra, b.x, b.y, b.z, rs[i]!)) n++;
    }
    return n;
  },
};

const forms = {
  sweptCircles: ['checked', 'derived', 'floor'],
  sweptSpheres: ['checked', 'derived', 'floor'],
  spheresOverlap: ['checked', 'derived', 'least', 'subnormal only', 'floor'],
} as const;
// Every form must give the same answers before anything is timed.
for (const [query, names] of Object.entries(forms)) {
  const want = tasks[`${query} unchecked`]!();
  for (const name of names) {
    if (tasks[`${query} ${name}`]!() !== want) throw new Error(`${query} ${name}: answers differ`);
  }
}

const rounds = timeInRounds(tasks, { rounds: 21, reps: 100, perCall: N });
console.log(
  `${process.version}, N = ${N}, ${rounds.perRound.length} rounds (after 3 warm-up), sink ${rounds.sink % 7}`,
);
console.log('| query | check | ns/call | speed / unchecked |');
console.log('| --- | --- | ---: | ---: |');
for (const [query, names] of Object.entries(forms)) {
  for (const name of [...names, 'unchecked']) {
    const task = `${query} ${name}`;
    const ratio = medianRatio(rounds, `${query} unchecked`, task);
    console.log(
      `| \`${query}\` | ${name} | ${medianTime(rounds, task).toFixed(1)} | ${ratio.toFixed(2)}× |`,
    );
  }
}

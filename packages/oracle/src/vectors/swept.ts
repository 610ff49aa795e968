/**
 * The swept vectors (`sweptCircles` / `circlesTimeOfImpact` and the 3D pair): exact tangents
 * from Pythagorean triples touching at t = 0, t = 1 and inside, one raw unit either side,
 * equal velocities (P = 0), coincident centres, start overlap, zero radii, huge and tiny
 * coordinates.
 */
import { PYTHAGOREAN_2D, PYTHAGOREAN_3D, type TangentSpec, tangentCase } from '../construct.ts';
import { sweptCaseFromRaw } from '../quadratic.ts';
import { mulberry32 } from '../random.ts';
import { sweptBallsExact } from '../swept/ball-ball.ts';
import { ballsTimeOfImpactBracket, ballsTimeOfImpactFloor } from '../time-of-impact/ball-ball.ts';
import { ballsTimeOfImpactStatus } from '../time-of-impact/status.ts';
import {
  type AnyVec,
  DENOM,
  inRange,
  int,
  type Num,
  RAW_MAX,
  type Random,
  scaleVec,
  toVec,
} from './build.ts';
import type { SweptInput, SweptVector } from './types.ts';

function sweptVector<V extends AnyVec>(
  id: string,
  tags: string[],
  raw: SweptInput<V>,
): SweptVector<V> {
  const c = sweptCaseFromRaw(raw.a0, raw.a1, raw.ra, raw.b0, raw.b1, raw.rb);
  const hit = sweptBallsExact(c);
  return {
    id,
    tags,
    float: {
      a0: scaleVec(raw.a0),
      a1: scaleVec(raw.a1),
      ra: raw.ra / DENOM,
      b0: scaleVec(raw.b0),
      b1: scaleVec(raw.b1),
      rb: raw.rb / DENOM,
    },
    raw,
    expect: {
      swept: hit,
      status: ballsTimeOfImpactStatus(c),
      toiFloor: hit ? Number(ballsTimeOfImpactFloor(c, BigInt(DENOM))) : null,
      toiBracket: hit ? ballsTimeOfImpactBracket(c) : null,
    },
  };
}

function sweptValues(s: SweptInput<AnyVec>): number[] {
  return [
    ...Object.values(s.a0),
    ...Object.values(s.a1),
    s.ra,
    ...Object.values(s.b0),
    ...Object.values(s.b1),
    s.rb,
  ];
}

function crossInt(a: Num, b: Num): Num {
  const [ax = 0, ay = 0, az = 0] = a;
  const [bx = 0, by = 0, bz = 0] = b;
  return [ay * bz - az * by, az * bx - ax * bz, ax * by - ay * bx];
}

const dotInt = (a: Num, b: Num): number => a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);

/** A tangent spec (see `tangentCase`) for one triple, placement and kind, at a random scale. */
function tangentSpec(
  rnd: Random,
  dim: 2 | 3,
  legs: Num,
  place: 't0' | 't1' | 'inside',
  graze: boolean,
): TangentSpec {
  const scales = [1, 3, 97, 4096, 65536, 65536 * 13, 2 ** 20];
  const scale = scales[int(rnd, 0, scales.length - 1)]!;
  const signs = legs.map(() => (rnd() < 0.5 ? -1 : 1));
  const contact = legs.map((l, i) => l * scale * signs[i]!);
  const [tNumerator, tShift] =
    place === 't0' ? [0, 0] : place === 't1' ? [1, 0] : [int(rnd, 1, 15), 4];
  const unit = 2 ** tShift;
  const h = Math.sqrt(dotInt(contact, contact));
  // Relative motion comparable to the contact distance, in multiples of 2^tShift.
  const size = Math.max(1, Math.round((h * (0.5 + 3 * rnd())) / unit));
  let motion: Num;
  do {
    if (graze) {
      const dir =
        dim === 2
          ? [-contact[1]!, contact[0]!]
          : crossInt(contact, [int(rnd, -3, 3), int(rnd, -3, 3), int(rnd, -3, 3)]);
      const len = Math.sqrt(dotInt(dir, dir)) || 1;
      const k = Math.max(1, Math.round(size / len));
      motion = dir.map((d) => d * k * unit);
    } else {
      motion = legs.map(() => int(rnd, -size, size) * unit);
      if (dotInt(contact, motion) > 0) motion = motion.map((m) => -m);
    }
  } while (motion.every((m) => m === 0) || (!graze && dotInt(contact, motion) === 0));
  const spread = 2 ** int(rnd, 0, 26);
  const a0 = legs.map(() => int(rnd, -spread, spread));
  const a1 = legs.map(() => int(rnd, -spread, spread));
  const r = Math.round(h);
  return { contact, tNumerator, tShift, motion, a0, a1, ra: int(rnd, 0, r) };
}

function withRadius<V extends AnyVec>(s: SweptInput<V>, delta: number): SweptInput<V> {
  return s.ra + delta >= 0 ? { ...s, ra: s.ra + delta } : { ...s, rb: s.rb + delta };
}

export function sweptVectors(dim: 2 | 3, seed: number): SweptVector<AnyVec>[] {
  const rnd = mulberry32(seed);
  const out: SweptVector<AnyVec>[] = [];
  const name = `swept${dim}`;
  const push = (tags: string[], raw: SweptInput<AnyVec>) => {
    if (!inRange(sweptValues(raw))) throw new RangeError(`${name}: generated input out of range`);
    out.push(sweptVector(`${name}-${String(out.length + 1).padStart(3, '0')}`, tags, raw));
  };
  const triples =
    dim === 2 ? PYTHAGOREAN_2D.map((t) => t.slice(0, 2)) : PYTHAGOREAN_3D.map((t) => t.slice(0, 3));
  for (const legs of triples) {
    for (const place of ['t0', 't1', 'inside'] as const) {
      for (const graze of [false, true]) {
        let spec: TangentSpec;
        let input: SweptInput<AnyVec>;
        do {
          spec = tangentSpec(rnd, dim, legs, place, graze);
          input = tangentCase(spec).input as SweptInput<AnyVec>;
        } while (!inRange(sweptValues(input)));
        const kind = graze ? 'graze' : 'crossing';
        push(['tangent', kind, place], input);
        // One raw unit of radius either side: a graze flips between hit and miss.
        push(['tangent', kind, place, 'radius-1'], withRadius(input, -1));
        push(['tangent', kind, place, 'radius+1'], withRadius(input, 1));
      }
    }
  }
  const v = (...c: number[]) => toVec(c.slice(0, dim));
  const U = DENOM;
  // Equal velocities (P = 0): far apart, resting contact (a 3-4-5 touch), overlapping.
  push(['P=0', 'miss'], {
    a0: v(0, 0, 0),
    a1: v(7 * U, 1 * U, 2 * U),
    ra: U,
    b0: v(10 * U, 0, 0),
    b1: v(17 * U, 1 * U, 2 * U),
    rb: U,
  });
  push(['P=0', 'resting', 'separating'], {
    a0: v(0, 0, 0),
    a1: v(U, -U, U),
    ra: 2 * U,
    b0: v(3 * U, 4 * U, 0),
    b1: v(4 * U, 3 * U, U),
    rb: 3 * U,
  });
  push(['P=0', 'overlap'], {
    a0: v(0, 0, 0),
    a1: v(5 * U, 5 * U, 5 * U),
    ra: 2 * U,
    b0: v(U, U, 0),
    b1: v(6 * U, 6 * U, 5 * U),
    rb: 2 * U,
  });
  push(['P=0', 'still', 'miss'], {
    a0: v(0, 0, 0),
    a1: v(0, 0, 0),
    ra: U,
    b0: v(3 * U, 0, 0),
    b1: v(3 * U, 0, 0),
    rb: U,
  });
  // Coincident centres at the start, moving apart or together.
  push(['coincident', 'overlap'], {
    a0: v(U, U, U),
    a1: v(0, 0, 0),
    ra: U / 2,
    b0: v(U, U, U),
    b1: v(3 * U, 0, U),
    rb: U / 4,
  });
  push(['coincident', 'radius0', 'separating'], {
    a0: v(U, U, U),
    a1: v(0, 0, 0),
    ra: 0,
    b0: v(U, U, U),
    b1: v(3 * U, 0, U),
    rb: 0,
  });
  // Points (radius 0) passing through each other at t = 1/2, and missing by one raw unit.
  push(['radius0', 'point-hit'], {
    a0: v(-2 * U, -2 * U, -2 * U),
    a1: v(2 * U, 2 * U, 2 * U),
    ra: 0,
    b0: v(0, 0, 0),
    b1: v(0, 0, 0),
    rb: 0,
  });
  push(['radius0', 'point-miss', '+1'], {
    a0: v(-2 * U, -2 * U, -2 * U),
    a1: v(2 * U, 2 * U, 2 * U),
    ra: 0,
    b0: v(1, 0, 0),
    b1: v(1, 0, 0),
    rb: 0,
  });
  // A bullet tunnelling through a thin body in one step (the shoot-em-up article), and stopping one unit short.
  push(['tunnel'], {
    a0: v(-1000 * U, 0, 0),
    a1: v(1000 * U, 0, 0),
    ra: U / 8,
    b0: v(0, 3 * U, 0),
    b1: v(0, 3 * U, 0),
    rb: 3 * U - U / 8,
  });
  push(['touch-at-1', 'end'], {
    a0: v(0, 0, 0),
    a1: v(0, 0, 0),
    ra: U / 2,
    b0: v(3 * U, 0, 0),
    b1: v(2 * U, 0, 0),
    rb: (3 * U) / 2,
  });
  push(['touch-at-1', 'end', 'short+1'], {
    a0: v(0, 0, 0),
    a1: v(0, 0, 0),
    ra: U / 2,
    b0: v(3 * U, 0, 0),
    b1: v(2 * U + 1, 0, 0),
    rb: (3 * U) / 2,
  });
  // Huge: coordinates at the edge of the range; tiny: a few raw units.
  push(['huge'], {
    a0: v(-RAW_MAX, -RAW_MAX, RAW_MAX),
    a1: v(RAW_MAX, RAW_MAX, -RAW_MAX),
    ra: 2 ** 30,
    b0: v(RAW_MAX, -RAW_MAX, 0),
    b1: v(-RAW_MAX, RAW_MAX, 0),
    rb: 2 ** 30,
  });
  push(['huge', 'miss'], {
    a0: v(-RAW_MAX, -RAW_MAX, -RAW_MAX),
    a1: v(-RAW_MAX + U, -RAW_MAX, -RAW_MAX),
    ra: U,
    b0: v(RAW_MAX, RAW_MAX, RAW_MAX),
    b1: v(RAW_MAX - U, RAW_MAX, RAW_MAX),
    rb: U,
  });
  for (let i = 0; i < 6; i++) {
    const r = () => v(int(rnd, -8, 8), int(rnd, -8, 8), int(rnd, -8, 8));
    push(['tiny', 'random'], {
      a0: r(),
      a1: r(),
      ra: int(rnd, 0, 3),
      b0: r(),
      b1: r(),
      rb: int(rnd, 0, 3),
    });
  }
  for (let i = 0; i < 12; i++) {
    const span = 2 ** int(rnd, 16, 26);
    const r = () => v(int(rnd, -span, span), int(rnd, -span, span), int(rnd, -span, span));
    push(['random'], {
      a0: r(),
      a1: r(),
      ra: int(rnd, 0, span / 2),
      b0: r(),
      b1: r(),
      rb: int(rnd, 0, span / 2),
    });
  }
  return out;
}

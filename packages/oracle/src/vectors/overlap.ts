/** The overlap vectors (`circlesOverlap` / `spheresOverlap`): touching, one raw unit either side. */
import { PYTHAGOREAN_2D, PYTHAGOREAN_3D } from '../construct.ts';
import { ballsOverlapExact } from '../overlap/ball-ball.ts';
import { mulberry32 } from '../random.ts';
import { rat } from '../rat.ts';
import { vecFromRaw } from '../vec.ts';
import { type AnyVec, DENOM, inRange, int, type Num, RAW_MAX, scaleVec, toVec } from './build.ts';
import type { OverlapInput, OverlapVector } from './types.ts';

function overlapVector(
  id: string,
  tags: string[],
  dim: 2 | 3,
  raw: OverlapInput<AnyVec>,
): OverlapVector {
  return {
    id,
    tags,
    dim,
    float: { a: scaleVec(raw.a), ra: raw.ra / DENOM, b: scaleVec(raw.b), rb: raw.rb / DENOM },
    raw,
    expect: {
      overlap: ballsOverlapExact(
        vecFromRaw(raw.a),
        rat(raw.ra, DENOM),
        vecFromRaw(raw.b),
        rat(raw.rb, DENOM),
      ),
    },
  };
}

export function overlapVectors(seed: number): OverlapVector[] {
  const rnd = mulberry32(seed);
  const out: OverlapVector[] = [];
  const push = (tags: string[], dim: 2 | 3, a: Num, ra: number, b: Num, rb: number) => {
    if (!inRange([...a, ...b, ra, rb]))
      throw new RangeError('overlap: generated input out of range');
    out.push(
      overlapVector(`overlap-${String(out.length + 1).padStart(3, '0')}`, tags, dim, {
        a: toVec(a),
        ra,
        b: toVec(b),
        rb,
      }),
    );
  };
  for (const dim of [2, 3] as const) {
    const triples = dim === 2 ? PYTHAGOREAN_2D : PYTHAGOREAN_3D;
    for (const triple of triples) {
      const legs = triple.slice(0, dim);
      const h = triple[dim]!;
      const scale = [1, 5, 4096, 65536, 2 ** 20][int(rnd, 0, 4)]!;
      const a = legs.map(() => int(rnd, -(2 ** 24), 2 ** 24));
      const b = a.map((x, i) => x + legs[i]! * scale * (rnd() < 0.5 ? -1 : 1));
      const r = h * scale;
      const ra = int(rnd, 0, r);
      // Exactly touching is not overlapping; one raw unit more radius is.
      push(['tangent'], dim, a, ra, b, r - ra);
      push(['tangent', 'radius+1'], dim, a, ra, b, r - ra + 1);
      push(['tangent', 'radius-1'], dim, a, ra, b, Math.max(0, r - ra - 1));
    }
    const o = [0, 0, 0].slice(0, dim);
    const p = [65536, -65536, 12345].slice(0, dim);
    push(['coincident'], dim, p, 1, p, 0);
    push(['coincident', 'radius0'], dim, p, 0, p, 0);
    push(['radius0', 'apart'], dim, o, 0, [1, 0, 0].slice(0, dim), 0);
    push(
      ['huge'],
      dim,
      o.map(() => -RAW_MAX),
      RAW_MAX,
      o.map(() => RAW_MAX),
      RAW_MAX,
    );
    for (let i = 0; i < 8; i++) {
      const span = 2 ** int(rnd, 2, 24);
      const r = () => o.map(() => int(rnd, -span, span));
      push(['random'], dim, r(), int(rnd, 0, span), r(), int(rnd, 0, span));
    }
  }
  return out;
}

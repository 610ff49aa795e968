/** fast-check generators shared by the oracle's tests. */
import fc from 'fast-check';
import {
  PYTHAGOREAN_2D,
  PYTHAGOREAN_3D,
  type RawSweptInput,
  type TangentSpec,
  tangentCase,
} from '../src/construct.ts';
import { type SweptCase, sweptCaseFromRaw } from '../src/quadratic.ts';

/** Small integer coordinates make touches common and sampling meaningful. */
const coord = fc.integer({ min: -12, max: 12 });
const vec = (dim: 2 | 3) => fc.array(coord, { minLength: dim, maxLength: dim });
const toRaw = (v: number[]) =>
  v.length === 3 ? { x: v[0]!, y: v[1]!, z: v[2]! } : { x: v[0]!, y: v[1]! };

/** Random small cases in 2D or 3D (raw units: integers, so values are k/65536). */
export const smallCase: fc.Arbitrary<{ input: RawSweptInput; c: SweptCase }> = fc
  .constantFrom<2 | 3>(2, 3)
  .chain((dim) =>
    fc.record({
      a0: vec(dim),
      a1: vec(dim),
      ra: fc.integer({ min: 0, max: 6 }),
      b0: vec(dim),
      b1: vec(dim),
      rb: fc.integer({ min: 0, max: 6 }),
    }),
  )
  .map((s) => {
    const input = {
      a0: toRaw(s.a0),
      a1: toRaw(s.a1),
      ra: s.ra,
      b0: toRaw(s.b0),
      b1: toRaw(s.b1),
      rb: s.rb,
    };
    return {
      input,
      c: sweptCaseFromRaw(input.a0, input.a1, input.ra, input.b0, input.b1, input.rb),
    };
  });

function dotArr(a: readonly number[], b: readonly number[]): number {
  return a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);
}

/** Tangent constructions: a first touch at a known dyadic `t*`, crossing or grazing. */
export const tangentSpec: fc.Arbitrary<TangentSpec & { graze: boolean }> = fc
  .record({
    dim: fc.constantFrom<2 | 3>(2, 3),
    tri: fc.nat(5),
    scale: fc.integer({ min: 1, max: 40 }),
    signs: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    tShift: fc.integer({ min: 0, max: 6 }),
    tFrac: fc.double({ min: 0, max: 1, noNaN: true }),
    motion: fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 3, maxLength: 3 }),
    graze: fc.boolean(),
    a0: fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 3, maxLength: 3 }),
    a1: fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 3, maxLength: 3 }),
    raFrac: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((s) => {
    const legs =
      s.dim === 2 ? PYTHAGOREAN_2D[s.tri]!.slice(0, 2) : PYTHAGOREAN_3D[s.tri]!.slice(0, 3);
    const contact = legs.map((l, i) => (s.signs[i] ? -l : l) * s.scale);
    const unit = 2 ** s.tShift;
    let motion = s.motion.slice(0, s.dim).map((m) => m * unit);
    if (s.graze) {
      // Perpendicular to K: the 2D left normal, or K × m in 3D.
      const [kx = 0, ky = 0, kz = 0] = contact;
      const [mx = 0, my = 0, mz = 0] = motion;
      motion =
        s.dim === 2
          ? [-ky * (mx / unit), kx * (mx / unit)].map((v) => v * unit)
          : [ky * mz - kz * my, kz * mx - kx * mz, kx * my - ky * mx];
      motion = motion.map((v) => v * unit);
    } else if (dotArr(contact, motion) > 0) {
      motion = motion.map((v) => -v);
    }
    const r = s.scale * (s.dim === 2 ? PYTHAGOREAN_2D[s.tri]![2] : PYTHAGOREAN_3D[s.tri]![3]);
    return {
      contact,
      tNumerator: Math.floor(s.tFrac * unit),
      tShift: s.tShift,
      motion,
      a0: s.a0.slice(0, s.dim),
      a1: s.a1.slice(0, s.dim),
      ra: Math.floor(s.raFrac * r),
      graze: s.graze && dotArr(contact, motion) === 0,
    };
  })
  .filter((spec) => spec.motion.some((m) => m !== 0));

export function constructed(spec: TangentSpec) {
  const { input, t, r } = tangentCase(spec);
  return {
    input,
    t,
    r,
    c: sweptCaseFromRaw(input.a0, input.a1, input.ra, input.b0, input.b1, input.rb),
  };
}

/**
 * The geometry that comes with a hit, checked loosely (it is derived from `t`
 * by each variant's own rounding): the centres at `t`, the contact point on
 * the line of centres, the unit normal; for point vs segment the contact point
 * on the path and the contract's facing rule for the normal.
 */
import { dot, type RVec, ratToNumber, sign, vsub } from '@swept/oracle';
import type { RayArgs, SweptArgs, Vec } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { fmt, numbersIn } from './util.ts';

function comps(v: Vec): number[] {
  return 'z' in v ? [v.x, v.y, v.z] : [v.x, v.y];
}

/** Allowed absolute error for a derived position: relative to the inputs (float), a few raw steps (fixed). */
function slack(variant: Variant, inputs: unknown, extra: number): number {
  if (variant.units === 'raw') return 4 + extra / 16384;
  const m = Math.max(1e-300, ...numbersIn(inputs).map(Math.abs));
  return 1e-9 * m;
}

function far(a: number[], b: number[], tol: number): boolean {
  return a.some((x, i) => !(Math.abs(x - (b[i] ?? 0)) <= tol));
}

/** Centres at `t`, `point = a + normal·ra`, and the normal along `b − a` (unless the centres nearly coincide). */
export function timeOfImpactGeometry(
  variant: Variant,
  args: SweptArgs,
  got: { t: number; point: Vec; normal: Vec; a: Vec; b: Vec },
): string[] {
  const out: string[] = [];
  const one = variant.units === 'raw' ? 65536 : 1;
  const t = got.t / one;
  const at = (p0: Vec, p1: Vec) => comps(p0).map((x, i) => x + t * ((comps(p1)[i] ?? 0) - x));
  const tol = slack(variant, args, Math.max(args.ra, args.rb));
  if (far(comps(got.a), at(args.a0, args.a1), tol))
    out.push(`a = ${fmt(got.a)} is not A(t) = ${fmt(at(args.a0, args.a1))}`);
  if (far(comps(got.b), at(args.b0, args.b1), tol))
    out.push(`b = ${fmt(got.b)} is not B(t) = ${fmt(at(args.b0, args.b1))}`);
  const n = comps(got.normal).map((x) => x / one);
  const p = comps(got.a).map((x, i) => x + (n[i] ?? 0) * args.ra);
  if (far(comps(got.point), p, tol))
    out.push(`point = ${fmt(got.point)} is not a + normal·ra = ${fmt(p)}`);
  const ab = comps(got.b).map((x, i) => x - (comps(got.a)[i] ?? 0));
  const len = Math.sqrt(ab.reduce((s, x) => s + x * x, 0));
  if (len > 1e3 * tol) {
    const along = ab.reduce((s, x, i) => s + x * (n[i] ?? 0), 0) / len;
    if (!(along > 0.999))
      out.push(`normal ${fmt(got.normal)} does not point from a to b (cos = ${along})`);
  }
  return out;
}

/** `point = P(t)`; the normal is a unit normal of the segment facing the contract's side. */
export function raySegmentGeometry(
  variant: Variant,
  args: RayArgs,
  exact: { p0: RVec; p1: RVec; s0: RVec; s1: RVec; band: number | null },
  got: { t: number; point: Vec; normal: Vec },
): string[] {
  const out: string[] = [];
  const one = variant.units === 'raw' ? 65536 : 1;
  const t = got.t / one;
  const want = comps(args.p0).map((x, i) => x + t * ((comps(args.p1)[i] ?? 0) - x));
  const tol = slack(variant, args, 0);
  if (far(comps(got.point), want, tol))
    out.push(`point = ${fmt(got.point)} is not P(t) = ${fmt(want)}`);
  const e = vsub(exact.s1, exact.s0);
  if (e.every((c) => c.n === 0n)) return out;
  const n = comps(got.normal).map((x) => x / one);
  const ex = ratToNumber(e[0]!);
  const ey = ratToNumber(e[1]!);
  const elen = Math.sqrt(ex * ex + ey * ey);
  const [nx = 0, ny = 0] = n;
  if (!(Math.abs(nx * ex + ny * ey) <= 1e-3 * elen))
    out.push(`normal ${fmt(got.normal)} is not perpendicular to the segment`);
  // Which way it must face: towards p0's side, else against the motion, else the left normal.
  const left: RVec = [{ n: -e[1]!.n, d: e[1]!.d }, e[0]!];
  const side = dot(left, vsub(exact.p0, exact.s0));
  const facing = dot(left, vsub(exact.p1, exact.p0));
  const scale = dot(e, e);
  if (exact.band !== null) {
    // A float variant decides the side in its own arithmetic: near the line either answer is fine.
    const near = (q: { n: bigint; d: bigint }) =>
      Math.abs(ratToNumber(q)) <=
      exact.band! *
        4 *
        (ratToNumber(scale) +
          ratToNumber(dot(vsub(exact.p1, exact.p0), vsub(exact.p1, exact.p0))) +
          ratToNumber(dot(vsub(exact.s0, exact.p0), vsub(exact.s0, exact.p0))));
    if (near(side) || (sign(side) === 0 && near(facing))) return out;
  }
  const s = sign(side) !== 0 ? sign(side) : sign(facing) > 0 ? -1 : 1;
  const dotLeft = -ey * nx + ex * ny;
  if (!(dotLeft * s > 0))
    out.push(
      `normal ${fmt(got.normal)} faces the wrong way (${sign(side) !== 0 ? "p0's side" : 'against the motion'})`,
    );
  return out;
}

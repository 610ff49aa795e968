/**
 * The pair, wall and scene queries of one tree of the repository (its core, fixed and
 * tolerance `exact`), as timed workloads over one seeded scene. Imported once per tree
 * under its own URL (`?tree=…`), so each tree's call sites keep feedback of their own:
 * with one shared copy of these loops, V8 inlines the query into whichever tree warms
 * the site first, and an unchanged query measured 1.47× slower as the second tree.
 */
import { pathToFileURL } from 'node:url';
import { mulberry32 } from '@swept/oracle';

type V2 = { x: number; y: number };
type V3 = V2 & { z: number };

/** A query call's result reduced to a number, so the loop's work cannot be dropped. */
export type Workload = () => number;

const N = 2048;
const Q = 65536;
const random = mulberry32(7);
const int = (s: number) => Math.round(random() * s);
const v2 = (): V2[] => Array.from({ length: N }, () => ({ x: int(200), y: int(200) }));
const v3 = (): V3[] => Array.from({ length: N }, () => ({ x: int(200), y: int(200), z: int(200) }));
const raw2 = (a: V2[]): V2[] => a.map((p) => ({ x: p.x * Q, y: p.y * Q }));
const raw3 = (a: V3[]): V3[] => a.map((p) => ({ x: p.x * Q, y: p.y * Q, z: p.z * Q }));

// Pairs and walls: integer coordinates in a 200-wide field, radii 2…22 (every rounding
// path of the doubles is taken by the differences; fixed takes the same values raw).
const [a0, a1, b0, b1, s0, s1] = [v2(), v2(), v2(), v2(), v2(), v2()];
const [a03, a13, b03, b13, p0, p1, p2] = [v3(), v3(), v3(), v3(), v3(), v3(), v3()];
const radius = Array.from({ length: N }, () => 2 + int(20));
const [fa0, fa1, fb0, fb1, fs0, fs1] = [raw2(a0), raw2(a1), raw2(b0), raw2(b1), raw2(s0), raw2(s1)];
const [fa03, fa13, fp0, fp1, fp2] = [raw3(a03), raw3(a13), raw3(p0), raw3(p1), raw3(p2)];
const fradius = radius.map((r) => r * Q);

// A scene: 10 000 bodies in a 2000-wide field (3D: cube), moving up to 20 a frame.
const M = 10_000;
const field = () => Float64Array.from({ length: M }, () => int(2000));
const moved = (a: Float64Array) => a.map((x) => x + Math.round((random() - 0.5) * 40));
const [x0, y0, z0] = [field(), field(), field()];
const circles = {
  x0,
  y0,
  x1: moved(x0),
  y1: moved(y0),
  r: Float64Array.from({ length: M }, () => 2 + int(4)),
};
const spheres = { ...circles, z0, z1: moved(z0) };
const rawCircles = {
  x0: circles.x0.map((x) => x * Q),
  y0: circles.y0.map((x) => x * Q),
  x1: circles.x1.map((x) => x * Q),
  y1: circles.y1.map((x) => x * Q),
  r: circles.r.map((x) => x * Q),
};

/** A result as a number: `t` of a contact, 1 for a true boolean, 0 for a miss. */
function score(result: unknown): number {
  if (result === null || result === false) return 0;
  if (result === true) return 1;
  if (typeof result === 'number') return result;
  const r = result as { t?: number; x?: number; a?: { x: number } };
  return r.t ?? r.x ?? r.a?.x ?? 0;
}

/** The workloads of the tree at `root` (a checkout with its dependencies installed). */
export async function treeWorkloads(root: string): Promise<Record<string, Workload>> {
  const load = (path: string) => import(pathToFileURL(`${root}/packages/${path}`).href);
  const core = await load('core/src/index.ts');
  const fixed = await load('fixed/src/index.ts');
  const tolerance = await load('tolerance/src/index.ts');
  const exact = tolerance.withPolicy(tolerance.exact);
  const list2 = core.createContactList2(1 << 16);
  const list3 = core.createContactList3(1 << 16);
  const rawList = core.createContactList2(1 << 16);
  const each = (f: (i: number) => unknown): Workload => {
    return () => {
      let sum = 0;
      for (let i = 0; i < N; i++) sum += score(f(i));
      return sum;
    };
  };
  const rb = (i: number) => radius[N - 1 - i]!;
  const frb = (i: number) => fradius[N - 1 - i]!;
  return {
    'core sweptCircles': each((i) =>
      core.sweptCircles(a0[i], a1[i], radius[i], b0[i], b1[i], rb(i)),
    ),
    'core circlesTimeOfImpact': each((i) =>
      core.circlesTimeOfImpact(a0[i], a1[i], radius[i], b0[i], b1[i], rb(i)),
    ),
    'core sweptSpheres': each((i) =>
      core.sweptSpheres(a03[i], a13[i], radius[i], b03[i], b13[i], rb(i)),
    ),
    'core separateCircles': each((i) =>
      core.separateCircles(a0[i], radius[i]! * 10, 1, b0[i], rb(i) * 10, 2),
    ),
    'core circleSegmentTimeOfImpact': each((i) =>
      core.circleSegmentTimeOfImpact(a0[i], a1[i], radius[i], s0[i], s1[i]),
    ),
    'core sphereTriangleTimeOfImpact': each((i) =>
      core.sphereTriangleTimeOfImpact(a03[i], a13[i], radius[i], p0[i], p1[i], p2[i]),
    ),
    'core separateSphereTriangle': each((i) =>
      core.separateSphereTriangle(a03[i], radius[i]! * 10, p0[i], p1[i], p2[i]),
    ),
    'core findCircleContacts, 10 000': () => core.findCircleContacts(circles, list2),
    'core findSphereContacts, 10 000': () => core.findSphereContacts(spheres, list3),
    'fixed sweptCircles': each((i) =>
      fixed.sweptCircles(fa0[i], fa1[i], fradius[i], fb0[i], fb1[i], frb(i)),
    ),
    'fixed circlesTimeOfImpact': each((i) =>
      fixed.circlesTimeOfImpact(fa0[i], fa1[i], fradius[i], fb0[i], fb1[i], frb(i)),
    ),
    'fixed circleSegmentTimeOfImpact': each((i) =>
      fixed.circleSegmentTimeOfImpact(fa0[i], fa1[i], fradius[i], fs0[i], fs1[i]),
    ),
    'fixed sphereTriangleTimeOfImpact': each((i) =>
      fixed.sphereTriangleTimeOfImpact(fa03[i], fa13[i], fradius[i], fp0[i], fp1[i], fp2[i]),
    ),
    'fixed findCircleContacts, 10 000': () => fixed.findCircleContacts(rawCircles, rawList),
    'tolerance exact sweptCircles': each((i) =>
      exact.sweptCircles(a0[i], a1[i], radius[i], b0[i], b1[i], rb(i)),
    ),
    'tolerance exact circleSegmentTimeOfImpact': each((i) =>
      exact.circleSegmentTimeOfImpact(a0[i], a1[i], radius[i], s0[i], s1[i]),
    ),
    'tolerance exact sphereTriangleTimeOfImpact': each((i) =>
      exact.sphereTriangleTimeOfImpact(a03[i], a13[i], radius[i], p0[i], p1[i], p2[i]),
    ),
    'tolerance exact findCircleContacts, 10 000': () => exact.findCircleContacts(circles, list2),
  };
}

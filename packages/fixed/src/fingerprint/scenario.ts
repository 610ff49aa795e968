/**
 * The golden scenario behind {@link fingerprint}: a fixed list of queries
 * from a seeded integer generator plus hand-built edge cases, every result
 * written as one ASCII line in a canonical order. Everything here is integer
 * arithmetic (`Math.imul`, `>>>`, `|`), so the scenario is the same on every
 * engine; any difference in the fingerprint is a difference in the queries.
 */
import {
  type ContactList,
  createContactList2,
  createContactList3,
  type MovingCircles,
  type MovingSpheres,
  type PolylineContact,
  type RaySegmentHit,
  type SegmentContact,
  type Separation,
  type TimeOfImpact,
  type TriangleContact,
  type Vec2,
  type Vec3,
} from '@swept/core';
import { circlesOverlap } from '../overlap/circle-circle.ts';
import { circleSegmentOverlap } from '../overlap/circle-segment.ts';
import { spheresOverlap } from '../overlap/sphere-sphere.ts';
import { sphereTriangleOverlap } from '../overlap/sphere-triangle.ts';
import { raySegment } from '../ray/point-segment.ts';
import { findCircleContacts } from '../scene/circle-circle.ts';
import { findSphereContacts } from '../scene/sphere-sphere.ts';
import { separateCircles } from '../separate/circle-circle.ts';
import { separateCircleSegment } from '../separate/circle-segment.ts';
import { separateSpheres } from '../separate/sphere-sphere.ts';
import { separateSphereTriangle } from '../separate/sphere-triangle.ts';
import { sweptCircles } from '../swept/circle-circle.ts';
import { sweptCircleSegment } from '../swept/circle-segment.ts';
import { sweptSpheres } from '../swept/sphere-sphere.ts';
import { sweptSphereTriangle } from '../swept/sphere-triangle.ts';
import { circlesTimeOfImpact } from '../time-of-impact/circle-circle.ts';
import { circlePolylineTimeOfImpact } from '../time-of-impact/circle-polyline.ts';
import { circleSegmentTimeOfImpact } from '../time-of-impact/circle-segment.ts';
import { spheresTimeOfImpact } from '../time-of-impact/sphere-sphere.ts';
import { sphereTriangleTimeOfImpact } from '../time-of-impact/sphere-triangle.ts';
import { boxes } from './boxes.ts';
import { orRefusal, v2, v3 } from './lines.ts';
import { moves } from './moves.ts';
import { tileMaps } from './tiles.ts';

const MAX = 2147483647;

/** splitmix32 (a 32-bit variant of Steele et al.'s SplitMix): integer-only and seedable. */
function generator(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** The scenario's draws (the benches draw their inputs from them too). */
export interface Draws {
  /** The next 32-bit unsigned integer. */
  next: () => number;
  /** An integer uniform-ish in `[−m, m]` (`m < 2^31`). */
  within: (m: number) => number;
  /** A raw value anywhere in range. */
  any: () => number;
}

/** Integer-valued draws: uniform-ish in `[−m, m]` (`m < 2^31`) or anywhere in range. */
export function draws(seed: number): Draws {
  const next = generator(seed);
  const within = (m: number): number => (next() % (2 * m + 1)) - m;
  const any = (): number => {
    const x = next() | 0;
    return x === -2147483648 ? MAX : x;
  };
  return { next, within, any };
}

const PYTHAGOREAN: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [12, 35, 37],
  [9, 40, 41],
  [28, 45, 53],
];

const PYTHAGOREAN_3D: readonly (readonly [number, number, number, number])[] = [
  [1, 2, 2, 3],
  [2, 3, 6, 7],
  [1, 4, 8, 9],
  [4, 4, 7, 9],
  [2, 6, 9, 11],
];

function toi<V>(hit: TimeOfImpact<V> | null, fmt: (v: V) => string): string {
  if (hit === null) return '-';
  return `${hit.t} ${hit.status} ${fmt(hit.point)} ${fmt(hit.normal)} ${fmt(hit.a)} ${fmt(hit.b)}`;
}

function ray(hit: RaySegmentHit | null): string {
  return hit === null ? '-' : `${hit.t} ${hit.u} ${v2(hit.point)} ${v2(hit.normal)}`;
}

function sep<V>(s: Separation<V>, fmt: (v: V) => string): string {
  return `${fmt(s.a)} ${fmt(s.b)}`;
}

/** One 2D swept case through both the boolean and the time of impact. */
function swept2(out: string[], a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number) {
  const hit = sweptCircles(a0, a1, ra, b0, b1, rb);
  out.push(`c ${hit ? 1 : 0} ${toi(circlesTimeOfImpact(a0, a1, ra, b0, b1, rb), v2)}`);
}

function swept3(out: string[], a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number) {
  const hit = sweptSpheres(a0, a1, ra, b0, b1, rb);
  out.push(`s ${hit ? 1 : 0} ${toi(spheresTimeOfImpact(a0, a1, ra, b0, b1, rb), v3)}`);
}

function segment(hit: SegmentContact | null): string {
  if (hit === null) return '-';
  return `${hit.t} ${hit.u} ${hit.status} ${v2(hit.point)} ${v2(hit.normal)} ${v2(hit.c)}`;
}

function polyline(hit: PolylineContact | null): string {
  return hit === null ? '-' : `${hit.segment} ${segment(hit)}`;
}

function triangle(hit: TriangleContact | null): string {
  if (hit === null) return '-';
  return `${hit.t} ${hit.status} ${v3(hit.point)} ${v3(hit.normal)} ${v3(hit.c)}`;
}

/** One circle–segment case through all four segment queries (the overlap and push-out at `c0`). */
function wall2(out: string[], c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): void {
  const hit = sweptCircleSegment(c0, c1, r, s0, s1) ? 1 : 0;
  out.push(`w ${hit} ${segment(circleSegmentTimeOfImpact(c0, c1, r, s0, s1))}`);
  out.push(
    `W ${circleSegmentOverlap(c0, r, s0, s1) ? 1 : 0} ${orRefusal(() => separateCircleSegment(c0, r, s0, s1), v2)}`,
  );
}

/** One sphere–triangle case through all four triangle queries. */
function wall3(out: string[], c0: Vec3, c1: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): void {
  const hit = sweptSphereTriangle(c0, c1, r, p0, p1, p2) ? 1 : 0;
  out.push(`t ${hit} ${triangle(sphereTriangleTimeOfImpact(c0, c1, r, p0, p1, p2))}`);
  const overlap = sphereTriangleOverlap(c0, r, p0, p1, p2) ? 1 : 0;
  out.push(`T ${overlap} ${orRefusal(() => separateSphereTriangle(c0, r, p0, p1, p2), v3)}`);
}

/** The walls' part of the transcript: random, grazing, parallel, degenerate, anywhere in range. */
function walls(out: string[], d: ReturnType<typeof draws>): void {
  const { next, within, any } = d;
  const p2 = (m: number): Vec2 => ({ x: within(m), y: within(m) });
  const p3 = (m: number): Vec3 => ({ x: within(m), y: within(m), z: within(m) });
  const radius = (m: number): number => next() % (m + 1);
  // Near cases (within ~16 units): the exact double path.
  for (let i = 0; i < 600; i += 1) {
    wall2(out, p2(1 << 20), p2(1 << 20), radius(1 << 18), p2(1 << 20), p2(1 << 20));
  }
  for (let i = 0; i < 150; i += 1) {
    wall3(out, p3(1 << 20), p3(1 << 20), radius(1 << 18), p3(1 << 20), p3(1 << 20), p3(1 << 20));
  }
  // Anywhere in range: the limb pieces.
  for (let i = 0; i < 100; i += 1) {
    const q = (): Vec2 => ({ x: any(), y: any() });
    wall2(out, q(), q(), radius(MAX), q(), q());
  }
  for (let i = 0; i < 30; i += 1) {
    const q = (): Vec3 => ({ x: any(), y: any(), z: any() });
    wall3(out, q(), q(), radius(MAX), q(), q(), q());
  }
  // Exact grazes of a segment's end and of its side (Pythagorean distances), one raw unit either side.
  for (const [p, q, h] of PYTHAGOREAN) {
    for (const s of [1, 7, 4099, 65536]) {
      const m = 1 + (next() % 300000);
      const end = { x: 0, y: 0 };
      const back = { x: -s * q, y: s * p };
      for (const dr of [-1, 0, 1]) {
        // Past the end (0, 0) along (p, q) at distance s·h; the segment runs away from the path.
        const foot = { x: s * q, y: -s * p };
        const c0 = { x: foot.x - m * p, y: foot.y - m * q };
        const c1 = { x: foot.x + m * p, y: foot.y + m * q };
        wall2(out, c0, c1, s * h + dr, end, back);
        // Parallel to a side at distance exactly r, entering over its end.
        const side = { x: s * h * 4, y: 0 };
        wall2(out, { x: -m, y: s * h + dr }, { x: m, y: s * h }, s * h, end, side);
        // Resting on the side: sliding along it, lifting off, pressing in.
        wall2(out, { x: s * h, y: s * h }, { x: s * h + m, y: s * h + dr }, s * h, end, side);
      }
    }
  }
  for (const [p, q, w, h] of PYTHAGOREAN_3D) {
    for (const s of [1, 4099, 65536]) {
      const o = { x: 0, y: 0, z: 0 };
      const a = { x: -s * 8 * h, y: -s, z: 0 };
      const b = { x: -s, y: -s * 8 * h, z: 0 };
      for (const dr of [-1, 0, 1]) {
        // The corner o at distance s·h, passing perpendicular to (p, q, w).
        const c = { x: s * p, y: s * q, z: s * w };
        const u = { x: q, y: -p, z: 0 };
        const m = 1 + (next() % 100000);
        wall3(
          out,
          { x: c.x - m * u.x, y: c.y - m * u.y, z: c.z },
          { x: c.x + m * u.x, y: c.y + m * u.y, z: c.z },
          s * h + dr,
          o,
          a,
          b,
        );
        // Skimming the face at height r.
        wall3(
          out,
          { x: -s * 3, y: -s * 3, z: s * h + dr },
          { x: -s * 2, y: -s * 4, z: s * h },
          s * h,
          o,
          a,
          b,
        );
      }
    }
  }
  // Degenerate walls (points, collinear triangles) and r = 0.
  for (let i = 0; i < 100; i += 1) {
    const s0 = p2(1 << 16);
    wall2(out, p2(1 << 16), p2(1 << 16), radius(1 << 14), s0, s0);
    wall2(out, p2(1 << 16), p2(1 << 16), 0, p2(1 << 16), p2(1 << 16));
    const a = p3(1 << 16);
    const e = p3(1 << 8);
    const on = (k: number): Vec3 => ({ x: a.x + k * e.x, y: a.y + k * e.y, z: a.z + k * e.z });
    wall3(out, p3(1 << 16), p3(1 << 16), radius(1 << 14), a, on(within(4)), on(within(4)));
  }
  // Polylines: a closed box, a zig-zag, a single point.
  for (let i = 0; i < 200; i += 1) {
    const n = 1 + (next() % 6);
    const points: Vec2[] = [];
    for (let k = 0; k < n; k += 1) points.push(p2(1 << 20));
    const closed = (next() & 1) === 1;
    out.push(
      `p ${polyline(circlePolylineTimeOfImpact(p2(1 << 20), p2(1 << 20), radius(1 << 18), points, closed))}`,
    );
  }
}

/** The scenario's transcript, one line per query result. */
export function goldenTranscript(): string[] {
  const out: string[] = [];
  const { next, within, any } = draws(0x5eed1234);
  const p2 = (m: number): Vec2 => ({ x: within(m), y: within(m) });
  const p3 = (m: number): Vec3 => ({ x: within(m), y: within(m), z: within(m) });
  const radius = (m: number): number => next() % (m + 1);

  // Near pairs (within ~16 units, radii up to 4): the exact double path.
  for (let i = 0; i < 1500; i += 1) {
    swept2(
      out,
      p2(1 << 20),
      p2(1 << 20),
      radius(1 << 18),
      p2(1 << 20),
      p2(1 << 20),
      radius(1 << 18),
    );
  }
  for (let i = 0; i < 600; i += 1) {
    swept3(
      out,
      p3(1 << 20),
      p3(1 << 20),
      radius(1 << 18),
      p3(1 << 20),
      p3(1 << 20),
      radius(1 << 18),
    );
  }
  // Anywhere in range: the filter and the limb stage.
  for (let i = 0; i < 600; i += 1) {
    const a0 = { x: any(), y: any() };
    const b0 = { x: any(), y: any() };
    swept2(out, a0, { x: any(), y: any() }, radius(MAX), b0, { x: any(), y: any() }, radius(MAX));
  }
  for (let i = 0; i < 300; i += 1) {
    const q = (): Vec3 => ({ x: any(), y: any(), z: any() });
    swept3(out, q(), q(), radius(MAX), q(), q(), radius(MAX));
  }
  // Exact grazes from Pythagorean triples, and one raw unit either side.
  for (const [p, q, h] of PYTHAGOREAN) {
    for (const s of [1, 7, 4099, 65536]) {
      const foot = { x: s * q, y: -s * p };
      const m = 1 + (next() % 300000);
      const a0 = { x: foot.x - m * p, y: foot.y - m * q };
      const a1 = { x: foot.x + m * p, y: foot.y + m * q };
      const b = { x: 0, y: 0 };
      for (const dr of [-1, 0, 1]) swept2(out, a0, a1, s * h + dr, b, b, 0);
      // Touching at the start, moving towards, away and along the tangent.
      const c = { x: s * p, y: s * q };
      for (const v of [c, { x: -c.x, y: -c.y }, { x: -c.y, y: c.x }]) {
        swept2(out, b, v, s * h, c, c, 0);
      }
    }
  }
  for (const [p, q, w, h] of PYTHAGOREAN_3D) {
    for (const s of [1, 65536, 2000000]) {
      const c = { x: s * p, y: s * q, z: s * w };
      const o = { x: 0, y: 0, z: 0 };
      const far = { x: 3 * c.x, y: 3 * c.y, z: 3 * c.z };
      for (const dr of [-1, 0, 1]) swept3(out, far, o, 0, o, o, s * h + dr);
      swept3(out, o, o, s * h, c, far, 0);
    }
  }
  // Equal velocities (P = 0), coincident centres, range extremes.
  for (let i = 0; i < 100; i += 1) {
    const a0 = p2(1 << 24);
    const b0 = p2(1 << 24);
    const v = p2(1 << 24);
    const move = (x: Vec2) => ({ x: x.x + v.x, y: x.y + v.y });
    swept2(out, a0, move(a0), radius(1 << 23), b0, move(b0), radius(1 << 23));
    const c = p2(1 << 24);
    swept2(out, c, p2(1 << 24), radius(1 << 16), c, p2(1 << 24), radius(1 << 16));
  }
  const corners = [-MAX, 0, MAX];
  for (const x0 of corners) {
    for (const x1 of corners) {
      for (const r of [0, 1, MAX]) {
        swept2(
          out,
          { x: x0, y: -MAX },
          { x: x1, y: MAX },
          r,
          { x: -x0, y: MAX },
          { x: -x1, y: -MAX },
          r,
        );
      }
    }
  }
  // Moving point vs segment: random, crossing through grid points, collinear, degenerate.
  for (let i = 0; i < 800; i += 1) {
    out.push(`r ${ray(raySegment(p2(1 << 20), p2(1 << 20), p2(1 << 20), p2(1 << 20)))}`);
  }
  for (let i = 0; i < 200; i += 1) {
    const m = 8;
    const g = (): Vec2 => ({ x: within(m) * 16384, y: within(m) * 16384 });
    out.push(`r ${ray(raySegment(g(), g(), g(), g()))}`);
    const s0 = g();
    const e = { x: within(3) * 16384, y: within(3) * 16384 };
    const on = (k: number): Vec2 => ({ x: s0.x + k * e.x, y: s0.y + k * e.y });
    out.push(`r ${ray(raySegment(on(within(3)), on(within(3)), s0, on(1)))}`);
  }
  for (let i = 0; i < 100; i += 1) {
    out.push(
      `r ${ray(raySegment({ x: any(), y: any() }, { x: any(), y: any() }, { x: any(), y: any() }, { x: any(), y: any() }))}`,
    );
  }
  // Overlap and separation, finite and immovable masses.
  const masses = [1, 2, 3, 1000, Number.POSITIVE_INFINITY];
  for (let i = 0; i < 600; i += 1) {
    const a = p2(1 << 18);
    const b = p2(1 << 18);
    const ra = radius(1 << 18);
    const rb = radius(1 << 18);
    const ma = masses[next() % 5]!;
    const mb = masses[next() % 4]!;
    out.push(
      `o ${circlesOverlap(a, ra, b, rb) ? 1 : 0} ${sep(separateCircles(a, ra, ma, b, rb, mb), v2)}`,
    );
    const a3 = p3(1 << 18);
    const b3 = p3(1 << 18);
    out.push(
      `O ${spheresOverlap(a3, ra, b3, rb) ? 1 : 0} ${sep(separateSpheres(a3, ra, mb, b3, rb, ma), v3)}`,
    );
  }
  for (let i = 0; i < 100; i += 1) {
    const a = { x: any(), y: any() };
    const b = { x: within(1 << 30), y: within(1 << 30) };
    const r = radius(MAX);
    out.push(
      `o ${circlesOverlap(a, r, b, r) ? 1 : 0} ${sep(separateCircles(a, r, 1, b, r, 1), v2)}`,
    );
  }
  scenes(out, within, radius);
  // Walls (moving circles against segments and polylines, spheres against triangles): appended.
  walls(out, draws(0x3a11c0de));
  // Movers through levels: appended, from their own seed.
  moves(out, draws(0x6f7e5eed));
  // Boxes and cuboids: appended, from their own seed.
  boxes(out, draws(0xb0c5e5ed));
  // Tile maps (boxes and circles moved and cast through them): appended last, from their own seed.
  tileMaps(out, draws(0x711e3a95));
  return out;
}

/** Every contact of a scene, in the list's order. */
function contacts(out: string[], tag: string, list: ContactList): void {
  out.push(`${tag} ${list.count}`);
  for (let k = 0; k < list.count; k += 1) {
    const nz = 'nz' in list ? ` ${list.nz[k]}` : '';
    out.push(
      `${list.i[k]} ${list.j[k]} ${list.t[k]} ${list.status[k]} ${list.nx[k]} ${list.ny[k]}${nz}`,
    );
  }
}

/** Scenes: a crowd, a lattice of exactly touching bodies, bullets against masked enemies, 3D. */
function scenes(out: string[], within: (m: number) => number, radius: (m: number) => number) {
  const arrays = (n: number, fields: readonly string[]) =>
    Object.fromEntries(fields.map((f) => [f, new Float64Array(n)])) as Record<string, Float64Array>;
  const crowd = arrays(300, ['x0', 'y0', 'x1', 'y1', 'r']);
  for (let k = 0; k < 300; k += 1) {
    crowd.x0![k] = within(40 << 16);
    crowd.y0![k] = within(40 << 16);
    crowd.x1![k] = crowd.x0![k]! + within(6 << 16);
    crowd.y1![k] = crowd.y0![k]! + within(6 << 16);
    crowd.r![k] = radius(3 << 16);
  }
  const list2 = createContactList2(16);
  findCircleContacts(crowd as unknown as MovingCircles, list2);
  contacts(out, 'S', list2);
  // 8 × 8 circles of radius 1 on a grid of spacing 2: each touches its neighbours exactly.
  const lattice = arrays(64, ['x0', 'y0', 'x1', 'y1', 'r']);
  for (let k = 0; k < 64; k += 1) {
    lattice.x0![k] = lattice.x1![k] = (k % 8) * 131072;
    lattice.y0![k] = lattice.y1![k] = (k >> 3) * 131072;
    lattice.r![k] = 65536;
  }
  findCircleContacts(lattice as unknown as MovingCircles, list2);
  contacts(out, 'L', list2);
  const category = Uint32Array.from({ length: 300 }, (_, k) => 1 << (k % 3));
  const mask = Uint32Array.from({ length: 40 }, (_, k) => (k % 2 === 0 ? 3 : 4));
  const enemies = arrays(40, ['x0', 'y0', 'x1', 'y1', 'r']);
  for (let k = 0; k < 40; k += 1) {
    enemies.x0![k] = within(40 << 16);
    enemies.y0![k] = within(40 << 16);
    enemies.x1![k] = enemies.x0![k]! + within(1 << 16);
    enemies.y1![k] = enemies.y0![k]! + within(1 << 16);
    enemies.r![k] = radius(6 << 16);
  }
  findCircleContacts(crowd as unknown as MovingCircles, list2, {
    against: enemies as unknown as MovingCircles,
    category,
    againstMask: mask,
  });
  contacts(out, 'A', list2);
  const swarm = arrays(200, ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'r']);
  for (let k = 0; k < 200; k += 1) {
    for (const a of ['x', 'y', 'z']) {
      swarm[`${a}0`]![k] = within(15 << 16);
      swarm[`${a}1`]![k] = swarm[`${a}0`]![k]! + within(4 << 16);
    }
    swarm.r![k] = radius(3 << 16);
  }
  const list3 = createContactList3(16);
  findSphereContacts(swarm as unknown as MovingSpheres, list3);
  contacts(out, 'D', list3);
}

/**
 * The scene benchmark with walls: crowd (b) (10 000 circles in 1000 × 1000)
 * inside a box of 100 segments, every contact, body–body and body–wall, in
 * one `findCircleContacts` call with `options.walls` (the walls as arrays, and
 * as a level made once with `createLevel2`), against the same crowd without
 * walls, against the brute force over the walls (the scene query
 * without walls, then every body against every segment with
 * `circleSegmentTimeOfImpactInto`), and against what a user would write
 * with the polyline batch (`circlePolylineTimeOfImpactBatch` over the box:
 * only each body's earliest wall). Missed wall contacts are counted against
 * each variant's own brute force. Rewrites "Walls in a scene" in
 * BENCHMARKS.md (`--no-write`: print only; `--quick`: fewer rounds).
 *
 *   pnpm --filter @swept/bench bench:scene-walls
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Level2, MovingCircles, StaticSegments, Vec2 } from '@swept/core';
import * as core from '@swept/core';
import * as fixed from '@swept/fixed';
import * as tolerance from '@swept/tolerance';
import { table as markdownTable, writeSection } from '../report.ts';
import { fmt, type TimedRow, time } from './timing.ts';
import { crowd } from './workloads.ts';

const BENCHMARKS = fileURLToPath(new URL('../../../../BENCHMARKS.md', import.meta.url));
const log = (line: string) => process.stderr.write(`${line}\n`);
const ROUNDS = process.argv.includes('--quick') ? 2 : 5;
const ONE = 65536;

/** Segments per side of the box. */
const PIECES = 25;
/** The box's corners: the crowd's field `[0, 1000)²`, so bodies near its edge touch it. */
const LOW = 0;
const HIGH = 1000;

/** The box as a closed polyline of `4·PIECES` points, every value an integer (40 apart). */
function boxPoints(): Vec2[] {
  const corners: Vec2[] = [
    { x: LOW, y: LOW },
    { x: HIGH, y: LOW },
    { x: HIGH, y: HIGH },
    { x: LOW, y: HIGH },
  ];
  const points: Vec2[] = [];
  for (let side = 0; side < 4; side++) {
    const a = corners[side]!;
    const b = corners[(side + 1) % 4]!;
    for (let k = 0; k < PIECES; k++) {
      // Integers: (HIGH − LOW) is a multiple of PIECES.
      points.push({
        x: a.x + (k * (b.x - a.x)) / PIECES,
        y: a.y + (k * (b.y - a.y)) / PIECES,
      });
    }
  }
  return points;
}

/** The box's segments `points[k] → points[k + 1]` (the last back to the first), scaled by `unit`. */
function boxSegments(points: Vec2[], unit: number): StaticSegments {
  const n = points.length;
  const at = (k: number) => points[k % n]!;
  return {
    x0: Float64Array.from(points, (p) => p.x * unit),
    y0: Float64Array.from(points, (p) => p.y * unit),
    x1: Float64Array.from(points, (_, k) => at(k + 1).x * unit),
    y1: Float64Array.from(points, (_, k) => at(k + 1).y * unit),
  };
}

/** The same segments as a level's `segments`: `x0, y0, x1, y1` per wall. */
function levelSegments(w: StaticSegments): Float64Array {
  return Float64Array.from(
    { length: 4 * w.x0.length },
    (_, k) => [w.x0, w.y0, w.x1, w.y1][k % 4]![k >> 2]!,
  );
}

type Api = Pick<typeof core, 'findCircleContacts' | 'createContactList2'>;
type SegmentQuery = typeof core.circleSegmentTimeOfImpact;

interface WallRow extends TimedRow {
  /** The (body, wall) pairs the last frame reported: `i·2^20 + j`. */
  walls(): Set<number>;
  /** Which brute force its misses are counted against (`null`: the reference without walls). */
  truth: 'core' | 'fixed' | 'exact' | null;
}

const key = (i: number, j: number) => i * 1048576 + j;

function wallPairs(list: core.ContactList2): Set<number> {
  const s = new Set<number>();
  for (let k = 0; k < list.count; k++) if (list.wall[k] === 1) s.add(key(list.i[k]!, list.j[k]!));
  return s;
}

function sceneRow(
  name: string,
  api: Api,
  bodies: MovingCircles,
  walls: StaticSegments | Level2 | undefined,
  truth: WallRow['truth'],
): WallRow {
  const list = api.createContactList2();
  const options = walls ? { walls } : {};
  return {
    name,
    frame: () => api.findCircleContacts(bodies, list, options),
    walls: () => wallPairs(list),
    truth,
  };
}

/** Every body against every wall with `query`: the truth, and the brute-force row's wall half. */
function everyWall(bodies: MovingCircles, walls: StaticSegments, query: SegmentQuery): Set<number> {
  const found = new Set<number>();
  const c0 = { x: 0, y: 0 };
  const c1 = { x: 0, y: 0 };
  const s0 = { x: 0, y: 0 };
  const s1 = { x: 0, y: 0 };
  for (let i = 0; i < bodies.x0.length; i++) {
    c0.x = bodies.x0[i]!;
    c0.y = bodies.y0[i]!;
    c1.x = bodies.x1[i]!;
    c1.y = bodies.y1[i]!;
    for (let j = 0; j < walls.x0.length; j++) {
      s0.x = walls.x0[j]!;
      s0.y = walls.y0[j]!;
      s1.x = walls.x1[j]!;
      s1.y = walls.y1[j]!;
      if (query(c0, c1, bodies.r[i]!, s0, s1) !== null) found.add(key(i, j));
    }
  }
  return found;
}

/** The brute force a user could write: the scene without walls, then every body × every segment. */
function bruteRow(bodies: MovingCircles, walls: StaticSegments): WallRow {
  const list = core.createContactList2();
  const out = core.createSegmentContact();
  let found = new Set<number>();
  return {
    name: 'brute force: findCircleContacts, then circleSegmentTimeOfImpactInto on every body × wall',
    frame: () => {
      found = everyWall(bodies, walls, (c0, c1, r, s0, s1) =>
        core.circleSegmentTimeOfImpactInto(out, c0, c1, r, s0, s1) ? out : null,
      );
      return core.findCircleContacts(bodies, list) + found.size;
    },
    walls: () => found,
    truth: 'core',
  };
}

/** The polyline batch after the scene query: each body's earliest wall only (a different answer). */
function polylineRow(bodies: MovingCircles, points: Vec2[]): WallRow {
  const list = core.createContactList2();
  const n = bodies.x0.length;
  const hits = new Uint8Array(n);
  const t = new Float64Array(n);
  const segment = new Uint32Array(n);
  return {
    name: 'findCircleContacts, then circlePolylineTimeOfImpactBatch over the box (earliest wall only)',
    frame: () =>
      core.findCircleContacts(bodies, list) +
      core.circlePolylineTimeOfImpactBatch(bodies, points, true, hits, t, segment),
    walls: () => {
      const s = new Set<number>();
      for (let i = 0; i < n; i++) if (hits[i] === 1) s.add(key(i, segment[i]!));
      return s;
    },
    truth: 'core',
  };
}

const w = crowd(10000, 1000, '(b) crowd');
const points = boxPoints();
const walls = boxSegments(points, 1);
const rawWalls = boxSegments(points, ONE);
const level = core.createLevel2({ segments: levelSegments(walls) });
const rawLevel = fixed.createLevel2({ segments: levelSegments(rawWalls) });
const exact = tolerance.withPolicy(tolerance.exact);
const rows: WallRow[] = [
  sceneRow('@swept/core findCircleContacts, no walls (as (b))', core, w.bodies, undefined, null),
  sceneRow('@swept/core findCircleContacts, 100 walls', core, w.bodies, walls, 'core'),
  sceneRow(
    '@swept/core findCircleContacts, 100 walls, level as walls',
    core,
    w.bodies,
    level,
    'core',
  ),
  sceneRow('@swept/fixed findCircleContacts, 100 walls', fixed, w.raw, rawWalls, 'fixed'),
  sceneRow(
    '@swept/fixed findCircleContacts, 100 walls, level as walls',
    fixed,
    w.raw,
    rawLevel,
    'fixed',
  ),
  sceneRow(
    '@swept/tolerance exact findCircleContacts, 100 walls',
    { findCircleContacts: exact.findCircleContacts, createContactList2: core.createContactList2 },
    w.bodies,
    walls,
    'exact',
  ),
  sceneRow(
    '@swept/tolerance exact findCircleContacts, 100 walls, level as walls',
    { findCircleContacts: exact.findCircleContacts, createContactList2: core.createContactList2 },
    w.bodies,
    level,
    'exact',
  ),
  polylineRow(w.bodies, points),
  bruteRow(w.bodies, walls),
];
const truth = {
  core: everyWall(w.bodies, walls, core.circleSegmentTimeOfImpact),
  fixed: everyWall(w.raw, rawWalls, fixed.circleSegmentTimeOfImpact),
  exact: everyWall(w.bodies, walls, exact.circleSegmentTimeOfImpact),
};
const stats = core.createSceneStats();
core.findCircleContacts(w.bodies, core.createContactList2(), { walls, stats });
const levelStats = core.createSceneStats();
core.findCircleContacts(w.bodies, core.createContactList2(), { walls: level, stats: levelStats });

const loadAtStart = loadavg()[0]!.toFixed(1);
const ms = time(rows, ROUNDS);
const reference = ms[0]!;
const cells = rows.map((row, k) => {
  const got = row.walls();
  let missed = 0;
  if (row.truth !== null) for (const p of truth[row.truth]) if (!got.has(p)) missed++;
  const contacts = row.frame();
  log(
    `${row.name}: ${ms[k]!.toFixed(3)} ms, ${contacts} contacts, ${got.size} with a wall, missed ${missed}`,
  );
  return [
    row.name,
    fmt(ms[k]!),
    (ms[k]! / reference).toFixed(2),
    contacts.toLocaleString('en'),
    got.size.toLocaleString('en'),
    row.truth === null ? '—' : String(missed),
  ];
});
// Rows 1–6: each variant with the walls as arrays, then as a level.
const ratio = (level: number, arrays: number) => (ms[level]! / ms[arrays]!).toFixed(2);
const body = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, load average ${loadAtStart} at the start and ${loadavg()[0]!.toFixed(1)} at the end (2 cores, shared). Crowd (b) inside the box [${LOW}, ${HIGH}]² cut into ${4 * PIECES} segments; the broad phase handed ${stats.wallTested.toLocaleString('en')} of ${stats.wallPairs.toLocaleString('en')} body–wall pairs to the wall query (${levelStats.wallTested.toLocaleString('en')} with the level). Level as walls ÷ the same walls as arrays: core ${ratio(2, 1)}×, fixed ${ratio(4, 3)}×, tolerance \`exact\` ${ratio(6, 5)}×.`,
  markdownTable(
    ['row', 'ms / frame', '× no walls', 'contacts', 'wall contacts', 'missed wall contacts'],
    [false, true, true, true, true, true],
    cells,
  ),
].join('\n\n');
process.stdout.write(`${body}\n`);
if (!process.argv.includes('--no-write')) {
  writeSection(
    BENCHMARKS,
    '### Walls in a scene',
    body,
    '<!-- bench:scene-walls:start -->',
    '<!-- bench:scene-walls:end -->',
  );
  log(`wrote ${BENCHMARKS}`);
}

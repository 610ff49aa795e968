/**
 * @swept/node as a user gets it: `pnpm pack` the tarballs of it, of the
 * variants it re-exports and of @swept/pool (scripts/test/tarballs.ts), lint the published shape with
 * publint and "Are the Types Wrong?", install them into an empty project with
 * npm (offline: everything comes from the tarballs) and run scripts there,
 * under Node and under Bun (the binary of the npm package `bun`, through
 * @swept/engines): the queries, ESM import and `require`, the worker pool,
 * and a worker that dies.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runtimeExecutable } from '@swept/engines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProject, packTarballs } from '../../../scripts/test/tarballs.ts';

const run = promisify(execFile);
const bin = (name: string) =>
  fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const PACKED = ['core', 'fixed', 'tolerance', 'pool', 'node'] as const;
/** The packages whose published shape is linted here: @swept/node and the pool it depends on. */
const LINTED = ['node', 'pool'] as const;
/** The runtimes a user may run @swept/node in: Node, and Bun (JavaScriptCore, its own worker_threads). */
const RUNTIMES = ['node', 'bun'] as const;

let dir = '';
const tarballs: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'swept-node-pack-'));
  const packed = await packTarballs(
    PACKED.map((name) => `packages/${name}`),
    dir,
  );
  for (const name of PACKED) tarballs[name] = packed[`packages/${name}`]!;
  const dependencies = Object.fromEntries(
    PACKED.map((name) => [`@swept/${name}`, tarballs[name]!]),
  );
  await installProject(join(dir, 'app'), dependencies, 'npm');
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the published @swept/node', () => {
  it.each(LINTED)('@swept/%s passes publint (strict)', async (name) => {
    const { stdout } = await run(bin('publint'), ['run', tarballs[name]!, '--strict']);
    expect(stdout).toContain('All good');
  });

  it.each(LINTED)('@swept/%s passes Are the Types Wrong? (ESM-only profile)', async (name) => {
    // Rejects (non-zero exit) on any problem.
    await run(bin('attw'), [tarballs[name]!, '--profile', 'esm-only', '--format', 'table-flipped']);
  });

  it.each(RUNTIMES)(
    'installs from the tarballs and runs a user script under %s (ESM import and CommonJS require)',
    async (runtime) => {
      const app = join(dir, 'app');
      // A bullet (radius 2) flies from (0, 0) to (600, 0) past an enemy (radius 10) at
      // (300, 1): they touch when (300 − 600t)² + 1² = 12², i.e. t = (300 − √143) / 600.
      // The same in Q16.16 through @swept/node/fixed: t is floor(t* · 65536); and under
      // @swept/node/tolerance's exact policy.
      // And the worker pool from the built dist/: worker.js must resolve next to it.
      const query = `async function main() {
  const args = [{ x: 0, y: 0 }, { x: 600, y: 0 }, 2, { x: 300, y: 1 }, { x: 300, y: 1 }, 10];
  const hit = swept.circlesTimeOfImpact(...args);
  const raw = args.map((a) => (typeof a === 'number' ? a * 65536 : { x: a.x * 65536, y: a.y * 65536 }));
  const fixedHit = fixedSubpath.circlesTimeOfImpact(...raw);
  const n = 50000;
  const bodies = swept.sharedMovingCircles(n);
  for (let i = 0; i < n; i++) {
    bodies.x0[i] = (i * 7919) % 1000; bodies.y0[i] = (i * 104729) % 200 - 100;
    bodies.x1[i] = bodies.x0[i] - 5; bodies.y1[i] = bodies.y0[i] + 3; bodies.r[i] = 1 + (i % 4);
  }
  const pool = swept.createBatchPool({ threads: 2, minBodiesPerThread: 1000 });
  const pooledHits = new Uint8Array(new SharedArrayBuffer(n));
  const pooled = await pool.sweptCirclesBatch(args[0], args[1], 2, bodies, pooledHits);
  await pool.close();
  // Scenes: two circles of radius 1 closing a gap of 8 at 10 a frame touch at t = 0.8.
  const pair = { x0: [0, 10], y0: [0, 0], x1: [5, 5], y1: [0, 0], r: [1, 1] };
  const soa = (k) => Object.fromEntries(Object.entries(pair).map(([f, v]) => [f, Float64Array.from(v, (x) => x * k)]));
  const contacts = swept.createContactList2();
  const scene = swept.findCircleContacts(soa(1), contacts);
  const fixedContacts = fixedSubpath.createContactList2();
  fixedSubpath.findCircleContacts(soa(65536), fixedContacts);
  const policyScene = toleranceSubpath.withPolicy(toleranceSubpath.exact).findCircleContacts(soa(1), swept.createContactList2());
  // The same pair through persistent scenes, two frames: the stateless answer each time.
  const persistent = swept.createScene2({ expectedBodies: 2 });
  const keptContacts = swept.createContactList2();
  const kept = [persistent.findContacts(soa(1), keptContacts), persistent.findContacts(soa(1), keptContacts), keptContacts.t[0]];
  const fixedKept = fixedSubpath.createScene2().findContacts(soa(65536), fixedSubpath.createContactList2());
  const policyKept = toleranceSubpath.withPolicy(toleranceSubpath.exact).createScene2().findContacts(soa(1), swept.createContactList2());
  // Walls: a ball (radius 1) dropping from y = 5 to y = −5 onto the floor y = 0 touches
  // it when 5 − 10t = 1, t = 0.4 (raw floor(0.4 · 65536) = 26214).
  const drop = { x0: [0], y0: [5], x1: [0], y1: [-5], r: [1] };
  const floor = { x0: [-10], y0: [0], x1: [10], y1: [0] };
  const scaled = (o, k) => Object.fromEntries(Object.entries(o).map(([f, v]) => [f, Float64Array.from(v, (x) => x * k)]));
  const wallContacts = swept.createContactList2();
  swept.findCircleContacts(scaled(drop, 1), wallContacts, { walls: scaled(floor, 1) });
  const fixedWallContacts = fixedSubpath.createContactList2();
  fixedSubpath.findCircleContacts(scaled(drop, 65536), fixedWallContacts, { walls: scaled(floor, 65536) });
  // Boxes: the same pair as 2×2 boxes (half extents 1) touches when the gap of 8 closes, t = 0.8.
  const boxPair = { x0: [0, 10], y0: [0, 0], x1: [5, 5], y1: [0, 0], hx: [1, 1], hy: [1, 1] };
  const boxContacts = swept.createContactList2();
  const boxes = [swept.findBoxContacts(scaled(boxPair, 1), boxContacts), boxContacts.t[0], boxContacts.nx[0]];
  const fixedBoxContacts = fixedSubpath.createContactList2();
  const fixedBoxes = [fixedSubpath.findBoxContacts(scaled(boxPair, 65536), fixedBoxContacts), fixedBoxContacts.t[0]];
  const policyBoxes = toleranceSubpath.withPolicy(toleranceSubpath.exact).findBoxContacts(scaled(boxPair, 1), swept.createContactList2());
  const singleHits = new Uint8Array(n);
  const single = swept.sweptCirclesBatch(args[0], args[1], 2, bodies, singleHits);
  console.log(JSON.stringify({
    swept: swept.sweptCircles(...args), t: hit.t, status: hit.status, fixedT: fixedHit.t,
    fingerprint: swept.fixed.fingerprint() === swept.fixed.FINGERPRINT,
    exactPolicy: toleranceSubpath.withPolicy(toleranceSubpath.exact).sweptCircles(...args),
    sameModule: swept.fixed.sweptCircles === fixedSubpath.sweptCircles,
    pooled, single, sameHits: pooledHits.every((h, i) => h === singleHits[i]),
    scene, sceneT: contacts.t[0], fixedSceneT: fixedContacts.t[0], policyScene, kept, fixedKept, policyKept,
    wall: [wallContacts.count, wallContacts.wall[0], wallContacts.t[0]],
    fixedWall: [fixedWallContacts.count, fixedWallContacts.wall[0], fixedWallContacts.t[0]],
    boxes, fixedBoxes, policyBoxes,
  }));
}
main();`;
      await writeFile(
        join(app, 'main.mjs'),
        `import * as swept from '@swept/node';\nimport * as fixedSubpath from '@swept/node/fixed';\nimport * as toleranceSubpath from '@swept/node/tolerance';\n${query}\n`,
      );
      await writeFile(
        join(app, 'main.cjs'),
        `const swept = require('@swept/node');\nconst fixedSubpath = require('@swept/node/fixed');\nconst toleranceSubpath = require('@swept/node/tolerance');\n${query}\n`,
      );
      for (const script of ['main.mjs', 'main.cjs']) {
        const { stdout } = await run(runtimeExecutable(runtime), [script], { cwd: app });
        const result = JSON.parse(stdout);
        expect(result.swept).toBe(true);
        expect(result.status).toBe('impact');
        expect(result.t).toBeCloseTo((300 - Math.sqrt(143)) / 600, 12);
        // floor((300 − √143)/600 · 65536): 300·65536 = 19660800, √143 · 65536 ≈ 783693.6.
        expect(result.fixedT).toBe(Math.floor((19660800 - Math.sqrt(143) * 65536) / 600));
        expect(result.fingerprint).toBe(true);
        expect(result.exactPolicy).toBe(true);
        expect(result.sameModule).toBe(true);
        expect(result.single).toBeGreaterThan(0);
        expect(result.pooled).toBe(result.single);
        expect(result.sameHits).toBe(true);
        expect(result.scene).toBe(1);
        expect(result.sceneT).toBe(0.8);
        // floor(0.8 · 65536) = floor(52428.8).
        expect(result.fixedSceneT).toBe(52428);
        expect(result.policyScene).toBe(1);
        expect(result.kept).toEqual([1, 1, 0.8]);
        expect(result.fixedKept).toBe(1);
        expect(result.policyKept).toBe(1);
        expect(result.wall).toEqual([1, 1, 0.4]);
        expect(result.fixedWall).toEqual([1, 1, 26214]);
        // The boxes' normal points from A to B, +x; raw t as the circles' (52428).
        expect(result.boxes).toEqual([1, 0.8, 1]);
        expect(result.fixedBoxes).toEqual([1, 52428]);
        expect(result.policyBoxes).toBe(1);
      }
    },
  );

  it.each(RUNTIMES)(
    'under %s, a worker that dies stops the pool: the pending batch and later ones reject',
    async (runtime) => {
      const app = join(dir, 'app');
      // The user's side of a crash: each worker the pool starts runs its own
      // script behind a wrapper that throws (an uncaught exception kills a
      // worker thread) when sent 'die'. Only the runtime's Worker is wrapped;
      // @swept/node is used through its public API.
      await writeFile(
        join(app, 'mortal-worker.mjs'),
        `import { parentPort, workerData } from 'node:worker_threads';
await import(workerData.target);
parentPort.on('message', (message) => { if (message === 'die') throw new Error('killed by the test'); });
`,
      );
      await writeFile(
        join(app, 'dead-worker.mjs'),
        `import { createRequire, syncBuiltinESMExports } from 'node:module';
const threads = createRequire(import.meta.url)('node:worker_threads');
const started = [];
threads.Worker = class extends threads.Worker {
  constructor(file, options) {
    super(new URL('./mortal-worker.mjs', import.meta.url), { ...options, workerData: { target: String(file) } });
    started.push(this);
  }
};
syncBuiltinESMExports(); // the ESM binding (import { Worker } from 'node:worker_threads') too
const swept = await import('@swept/node');
const n = 50000;
const bodies = swept.sharedMovingCircles(n);
for (let i = 0; i < n; i++) { bodies.x0[i] = i % 1000; bodies.x1[i] = bodies.x0[i] - 5; bodies.r[i] = 1; }
const batch = () => pool.sweptCirclesBatch({ x: 0, y: 0 }, { x: 600, y: 0 }, 2, bodies, new Uint8Array(new SharedArrayBuffer(n)));
const outcome = (promise) => promise.then((hits) => ({ hits }), (error) => ({ error: error.message, cause: error.cause?.message }));
const pool = swept.createBatchPool({ threads: 3, minBodiesPerThread: 1000 });
const before = await outcome(batch());
const died = new Promise((resolve) => started[1].once('error', (error) => resolve(error.message)));
started[1].postMessage('die'); // queued before the next batch's slice: the worker dies first
const pending = outcome(batch());
console.log(JSON.stringify({
  workers: started.length, before, died: await died, pending: await pending, later: await outcome(batch()),
  closed: await pool.close().then(() => true),
}));
`,
      );
      const { stdout } = await run(runtimeExecutable(runtime), ['dead-worker.mjs'], { cwd: app });
      const result = JSON.parse(stdout);
      expect(result.workers).toBe(2); // threads − 1: the calling thread answers a range itself
      // Every body i has x0 = i mod 1000, moving 5 to the left, radius 1, on y = 0: the bullet
      // (radius 2, from 0 to 600 on y = 0) touches every body with x0 − 5 ≤ 603, i.e.
      // x0 ≤ 608 — 609 residues of every 1000, and the first 50 000 bodies hold 50 of each.
      expect(result.before).toEqual({ hits: 609 * 50 });
      expect(result.died).toBe('killed by the test');
      expect(result.pending).toEqual({ error: 'killed by the test' });
      expect(result.later).toEqual({
        error: 'the batch pool stopped: a worker died',
        cause: 'killed by the test',
      });
      expect(result.closed).toBe(true);
    },
  );
});

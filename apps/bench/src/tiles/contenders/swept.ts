/**
 * swept's `moveBoxInto` over a tile map in each variant: the core (doubles),
 * @swept/fixed (raw Q16.16: the map, the bodies and the rule's displacements
 * converted, exactly, as a lockstep game stores them) and @swept/tolerance's
 * `exact` policy. Slide, the floor from the default up (+y). One reused
 * result per row; each row its own loop, so no call site sees two variants.
 */
import * as core from '@swept/core';
import * as fixed from '@swept/fixed';
import { exact, withPolicy } from '@swept/tolerance';
import type { MoverRun, Recorder, TileMover } from '../mover.ts';
import { intent } from '../rule.ts';

const tolerance = withPolicy(exact);

/** The contacts of one move, reported as the judges read them (the centre at the contact is its leg's end). */
function report(record: Recorder, i: number, m: core.MoveResult2, scale: number): void {
  for (const k of m.contacts) {
    const axis = k.normal.x !== 0 ? 0 : 1;
    // The normal faces the body: the body was moving against it.
    const dir = (axis === 0 ? k.normal.x : k.normal.y) > 0 ? -1 : 1;
    const at = m.legs[k.leg] ?? m.c;
    record.contact(i, axis, dir, at.x / scale, at.y / scale);
  }
  record.end(i, m.c.x / scale, m.c.y / scale);
}

export const coreMover: TileMover = {
  name: '@swept/core moveBoxInto',
  start(grid, starts, half): MoverRun {
    const map = core.createTileMap2({ ...grid, tileSize: 1, origin: { x: 0, y: 0 } });
    const n = starts.length / 2;
    const c = Array.from({ length: n }, (_, i) => ({ x: starts[2 * i]!, y: starts[2 * i + 1]! }));
    const vy = new Float64Array(n);
    const floor = new Uint8Array(n);
    const out = core.createMoveResult2();
    const options: core.MoveOptions2 = { response: 'slide' };
    return {
      frame(f, record) {
        for (let i = 0; i < n; i++) {
          const m = core.moveBoxInto(
            map,
            c[i]!,
            half,
            intent(i, f, vy[i]!, floor[i] === 1),
            out,
            options,
          );
          c[i]!.x = m.c.x;
          c[i]!.y = m.c.y;
          vy[i] = m.clipped.y;
          floor[i] = m.onFloor ? 1 : 0;
          if (record !== null) report(record, i, m, 1);
        }
      },
    };
  },
};

export const toleranceMover: TileMover = {
  name: '@swept/tolerance exact moveBoxInto',
  start(grid, starts, half): MoverRun {
    const map = core.createTileMap2({ ...grid, tileSize: 1, origin: { x: 0, y: 0 } });
    const n = starts.length / 2;
    const c = Array.from({ length: n }, (_, i) => ({ x: starts[2 * i]!, y: starts[2 * i + 1]! }));
    const vy = new Float64Array(n);
    const floor = new Uint8Array(n);
    const out = core.createMoveResult2();
    const options: core.MoveOptions2 = { response: 'slide' };
    const move = tolerance.moveBoxInto;
    return {
      frame(f, record) {
        for (let i = 0; i < n; i++) {
          const m = move(map, c[i]!, half, intent(i, f, vy[i]!, floor[i] === 1), out, options);
          c[i]!.x = m.c.x;
          c[i]!.y = m.c.y;
          vy[i] = m.clipped.y;
          floor[i] = m.onFloor ? 1 : 0;
          if (record !== null) report(record, i, m, 1);
        }
      },
    };
  },
};

export const fixedMover: TileMover = {
  name: '@swept/fixed moveBoxInto (Q16.16)',
  start(grid, starts, half): MoverRun {
    const ONE = fixed.toFixed(1);
    const map = fixed.createTileMap2({ ...grid, tileSize: ONE, origin: { x: 0, y: 0 } });
    const n = starts.length / 2;
    const c = Array.from({ length: n }, (_, i) => ({
      x: fixed.toFixed(starts[2 * i]!),
      y: fixed.toFixed(starts[2 * i + 1]!),
    }));
    const h = { x: fixed.toFixed(half.x), y: fixed.toFixed(half.y) };
    const vy = new Float64Array(n);
    const floor = new Uint8Array(n);
    const out = fixed.createMoveResult2();
    const options: core.MoveOptions2 = { response: 'slide' };
    const d = { x: 0, y: 0 };
    return {
      frame(f, record) {
        for (let i = 0; i < n; i++) {
          // The rule in world units (multiples of 2^-5), its displacement raw, exactly.
          const want = intent(i, f, vy[i]! / ONE, floor[i] === 1);
          d.x = want.x * ONE;
          d.y = want.y * ONE;
          const m = fixed.moveBoxInto(map, c[i]!, h, d, out, options);
          c[i]!.x = m.c.x;
          c[i]!.y = m.c.y;
          vy[i] = m.clipped.y;
          floor[i] = m.onFloor ? 1 : 0;
          if (record !== null) report(record, i, m, ONE);
        }
      },
    };
  },
};

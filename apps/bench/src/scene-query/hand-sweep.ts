/**
 * The practical limit of the scene benchmarks: a sort and sweep a game
 * programmer would write by hand for one scene, over plain typed arrays,
 * with none of what the scene query promises beyond the contacts themselves
 * — no argument checks, no outward rounding of the boxes, no filter, no
 * walls, no order of the list. The same strips (columns in 3D) as the scene
 * query's sweep, sized the same way (about two median boxes wide, at most
 * two cells per body), the boxes sorted within each cell by the engine's
 * own typed-array sort on packed keys (low x quantised to 32 bits, then the
 * entry), the sweep along x, and the pair query (`circlesTimeOfImpactInto` /
 * `spheresTimeOfImpactInto`, as in the flatbush row) on every pair whose
 * boxes meet, in the first cell both share. Buffers are kept from frame to
 * frame, as a game would keep them.
 */
import type { MovingCircles, MovingSpheres } from '@swept/core';
import * as core from '@swept/core';
import type { SceneRow } from './rows.ts';
import type { Workload } from './workloads.ts';

type Bodies = MovingCircles | MovingSpheres;
type Vec = { x: number; y: number; z: number };
const key = (i: number, j: number) => i * 1048576 + j;

/** Room in a packed key for an entry's place in its cell (the low bits). */
const PLACE = 2 ** 20;
/** Levels of the quantised low x (the high bits): 2^32 · 2^20 < 2^53, exact in a double. */
const LEVELS = 2 ** 32;

/** The hand-written sort and sweep over a workload's bodies (and `against` set). */
export function handSweepRow(w: Workload<Bodies>): SceneRow {
  const { bodies, against, dim } = w;
  const n = bodies.x0.length;
  const total = n + (against ? against.x0.length : 0);
  const lo = [0, 1, 2].map(() => new Float64Array(total));
  const hi = [0, 1, 2].map(() => new Float64Array(total));
  const qLo = new Float64Array(total);
  const qHi = new Float64Array(total);
  const first = new Int32Array(2 * total);
  const last = new Int32Array(2 * total);
  const sample = new Float64Array(255);
  const found = new Set<number>();
  const p: Vec[] = [0, 1, 2, 3].map(() => ({ x: 0, y: 0, z: 0 }));
  const out2 = core.createTimeOfImpact2();
  const out3 = core.createTimeOfImpact3();
  let start = new Int32Array(2 * total + 2);
  let fill = new Int32Array(2 * total + 2);
  let keys = new Float64Array(4 * total);
  let entryBody = new Int32Array(4 * total);
  let sorted = new Int32Array(4 * total);
  let record = false;

  /** Body `k`'s start and end into `a0`, `a1` (scene index: the bodies, then `against`). */
  const load = (a0: Vec, a1: Vec, k: number): number => {
    const s = (k < n ? bodies : against!) as MovingSpheres;
    const at = k < n ? k : k - n;
    a0.x = s.x0[at]!;
    a0.y = s.y0[at]!;
    a1.x = s.x1[at]!;
    a1.y = s.y1[at]!;
    if (dim === 3) {
      a0.z = s.z0[at]!;
      a1.z = s.z1[at]!;
    }
    return s.r[at]!;
  };

  const boxes = (min: number[], max: number[]): void => {
    let at = 0;
    for (const s of against ? [bodies, against] : [bodies]) {
      const arrays = s as unknown as Record<string, Float64Array>;
      for (let d = 0; d < dim; d++) {
        const a0 = arrays[`${'xyz'[d]}0`]!;
        const a1 = arrays[`${'xyz'[d]}1`]!;
        const l = lo[d]!;
        const h = hi[d]!;
        let mn = min[d]!;
        let mx = max[d]!;
        for (let k = 0; k < s.x0.length; k++) {
          const a = a0[k]!;
          const b = a1[k]!;
          const r = s.r[k]!;
          const x = Math.min(a, b) - r;
          const y = Math.max(a, b) + r;
          l[at + k] = x;
          h[at + k] = y;
          if (x < mn) mn = x;
          if (y > mx) mx = y;
        }
        min[d] = mn;
        max[d] = mx;
      }
      at += s.x0.length;
    }
  };

  const frame = (): number => {
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    boxes(min, max);
    // Cells on y (and z): about two median box sizes wide, at most two per body.
    const cells = [1, 1, 1];
    const scale = [0, 0, 0];
    for (let d = 1; d < dim; d++) {
      for (let s = 0; s < 255; s++) {
        const k = Math.floor((s * total) / 255);
        sample[s] = hi[d]![k]! - lo[d]![k]!;
      }
      const size = 2 * sample.sort()[127]!;
      const extent = max[d]! - min[d]!;
      const most = dim === 2 ? 2 * total : Math.floor(Math.sqrt(2 * total));
      cells[d] = Math.max(1, Math.min(Math.floor(extent / size) || 1, most));
      scale[d] = extent > 0 ? cells[d]! / extent : 0;
    }
    const cell = (d: number, x: number) =>
      Math.min(cells[d]! - 1, Math.max(0, Math.floor((x - min[d]!) * scale[d]!)));
    const xScale = LEVELS / (max[0]! - min[0]! || 1);
    const width = cells[1]!;
    const nCells = width * cells[2]!;
    if (start.length < nCells + 1) {
      start = new Int32Array(2 * nCells + 2);
      fill = new Int32Array(2 * nCells + 2);
    }
    start.fill(0, 0, nCells + 1);
    // Count, place, and sort each cell's entries by packed (low x, place).
    for (let k = 0; k < total; k++) {
      for (let d = 1; d < 3; d++) {
        first[2 * k + d - 1] = d < dim ? cell(d, lo[d]![k]!) : 0;
        last[2 * k + d - 1] = d < dim ? cell(d, hi[d]![k]!) : 0;
      }
      qLo[k] = Math.floor((lo[0]![k]! - min[0]!) * xScale);
      qHi[k] = Math.floor((hi[0]![k]! - min[0]!) * xScale);
      for (let z = first[2 * k + 1]!; z <= last[2 * k + 1]!; z++) {
        for (let y = first[2 * k]!; y <= last[2 * k]!; y++) start[y + width * z]!++;
      }
    }
    let entries = 0;
    for (let c = 0; c < nCells; c++) {
      const count = start[c]!;
      start[c] = entries;
      fill[c] = entries;
      entries += count;
    }
    start[nCells] = entries;
    if (keys.length < entries) {
      keys = new Float64Array(2 * entries);
      entryBody = new Int32Array(2 * entries);
      sorted = new Int32Array(2 * entries);
    }
    for (let k = 0; k < total; k++) {
      for (let z = first[2 * k + 1]!; z <= last[2 * k + 1]!; z++) {
        for (let y = first[2 * k]!; y <= last[2 * k]!; y++) {
          const c = y + width * z;
          const e = fill[c]!++;
          entryBody[e] = k;
          keys[e] = qLo[k]! * PLACE + (e - start[c]!);
        }
      }
    }
    for (let c = 0; c < nCells; c++) {
      const from = start[c]!;
      const to = start[c + 1]!;
      if (to - from > 1) keys.subarray(from, to).sort();
      for (let e = from; e < to; e++) sorted[e] = entryBody[from + (keys[e]! % PLACE)]!;
    }
    // The sweep along x in each cell; a pair only in the first cell both share.
    let count = 0;
    if (record) found.clear();
    for (let c = 0; c < nCells; c++) {
      const cy = c % width;
      const cz = (c - cy) / width;
      const to = start[c + 1]!;
      for (let e = start[c]!; e < to; e++) {
        const a = sorted[e]!;
        const aHi = qHi[a]!;
        for (let f = e + 1; f < to; f++) {
          const b = sorted[f]!;
          if (qLo[b]! > aHi) break;
          if (against && a < n === b < n) continue;
          if (lo[0]![b]! > hi[0]![a]! || lo[0]![a]! > hi[0]![b]!) continue;
          if (lo[1]![b]! > hi[1]![a]! || lo[1]![a]! > hi[1]![b]!) continue;
          if (dim === 3 && (lo[2]![b]! > hi[2]![a]! || lo[2]![a]! > hi[2]![b]!)) continue;
          if (Math.max(first[2 * a]!, first[2 * b]!) !== cy) continue;
          if (Math.max(first[2 * a + 1]!, first[2 * b + 1]!) !== cz) continue;
          // One set: i < j; with `against`, i the body and j the `against` body.
          const i = against ? (a < n ? a : b) : Math.min(a, b);
          const j = against ? (a < n ? b : a) : Math.max(a, b);
          const ri = load(p[0]!, p[1]!, i);
          const rj = load(p[2]!, p[3]!, j);
          const hit =
            dim === 2
              ? core.circlesTimeOfImpactInto(out2, p[0]!, p[1]!, ri, p[2]!, p[3]!, rj)
              : core.spheresTimeOfImpactInto(out3, p[0]!, p[1]!, ri, p[2]!, p[3]!, rj);
          if (hit) {
            count++;
            if (record) found.add(key(i, against ? j - n : j));
          }
        }
      }
    }
    return count;
  };
  return {
    name: `hand-written sort and sweep (strips) + @swept/core ${dim === 2 ? 'circles' : 'spheres'}TimeOfImpactInto`,
    frame,
    pairs: () => {
      record = true;
      frame();
      record = false;
      return found;
    },
    truth: 'core',
  };
}

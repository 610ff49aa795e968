/**
 * voxel-aabb-sweep (a box through a voxel grid, the leading corner's ray
 * walked with a 1e-10 epsilon), used as its README shows for a physics
 * engine: on a collision, zero the blocked axis of what is left and go on —
 * a slide. 2D as one layer of voxels (z from 0 to 0.5, never moving in z).
 * It reports no position at a collision, so the position there is followed
 * here: what was moved (`vec − left`) added, the blocked axis set where the
 * library sets its leading edge (rounded to the voxel boundary).
 */
import sweep from 'voxel-aabb-sweep';
import { solidAt } from '../map.ts';
import type { MoverRun, TileMover } from '../mover.ts';
import { intent } from '../rule.ts';

export const voxelMover: TileMover = {
  name: 'voxel-aabb-sweep (slide)',
  start(grid, starts, half): MoverRun {
    const getVoxel = (x: number, y: number, z: number) => z === 0 && solidAt(grid, x, y);
    const n = starts.length / 2;
    const boxes = Array.from({ length: n }, (_, i) => {
      const x = starts[2 * i]!;
      const y = starts[2 * i + 1]!;
      const base = [x - half.x, y - half.y, 0];
      const max = [x + half.x, y + half.y, 0.5];
      return {
        base,
        max,
        translate(v: number[]) {
          for (let a = 0; a < 3; a++) {
            base[a]! += v[a]!;
            max[a]! += v[a]!;
          }
        },
      };
    });
    const vy = new Float64Array(n);
    const floor = new Uint8Array(n);
    const vector = [0, 0, 0];
    const at = [0, 0];
    const moving = [0, 0];
    return {
      frame(f, record) {
        for (let i = 0; i < n; i++) {
          const box = boxes[i]!;
          const d = intent(i, f, vy[i]!, floor[i] === 1);
          vector[0] = d.x;
          vector[1] = d.y;
          vector[2] = 0;
          at[0] = (box.base[0]! + box.max[0]!) / 2;
          at[1] = (box.base[1]! + box.max[1]!) / 2;
          moving[0] = d.x;
          moving[1] = d.y;
          let onFloor = false;
          let blockedY = false;
          sweep(
            getVoxel,
            box,
            vector,
            (_dist: number, axis: number, dir: number, left: number[]) => {
              if (axis === 1) {
                blockedY = true;
                if (dir < 0) onFloor = true;
              }
              if (record !== null && axis < 2) {
                for (let a = 0; a < 2; a++) at[a]! += moving[a]! - left[a]!;
                const h = axis === 0 ? half.x : half.y;
                at[axis] = dir > 0 ? Math.round(at[axis]! + h) - h : Math.round(at[axis]! - h) + h;
                record.contact(i, axis, dir, at[0]!, at[1]!);
              }
              left[axis] = 0;
              moving[0] = left[0]!;
              moving[1] = left[1]!;
              return false;
            },
          );
          vy[i] = blockedY ? 0 : d.y;
          floor[i] = onFloor ? 1 : 0;
          if (record !== null) {
            record.end(i, (box.base[0]! + box.max[0]!) / 2, (box.base[1]! + box.max[1]!) / 2);
          }
        }
      },
    };
  },
};

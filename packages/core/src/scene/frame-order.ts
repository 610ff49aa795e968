/**
 * The sweep's order kept from one frame to the next (a persistent scene's,
 * `persistent.ts`): frame coherence as in Baraff's and Bullet's incremental
 * sort and sweep. The sweep sorts the scene's boxes by their low key on the
 * swept axis, ties by index (`broad-phase.ts`, `sortByKey`); a stateless call
 * does it with two radix passes from nothing. A persistent scene starts from
 * the order its last frame ended with and repairs it with an insertion sort,
 * which costs one step per pair of bodies that changed places: near-linear
 * when the bodies moved little against each other, quadratic when they moved
 * a lot. So the repair has a budget of {@link MOVES_PER_BODY} moves per body;
 * past it the frame sorts as a stateless call does, and the next frames skip
 * the repair for a while (twice as long after each overrun).
 *
 * The result is the same order either way (by key, then index: a total
 * order), so the candidates, and the contacts, do not depend on the memory.
 *
 * **Bodies added and removed.** The index is the body's id: the last order is
 * carried over for the indices still in the scene (an `against` body keeps its
 * place in `against`, whatever the bodies' count), the indices new this frame
 * are appended, and the repair puts them in place. A game that removes a body
 * by moving the last one into its slot (swap-remove) renames one body: the
 * memory of that one body is lost, not the order of the others.
 */

/**
 * Moves per body the insertion sort may spend before the frame falls back to
 * the radix sort. Measured on moving crowds of 10 000 bodies (BENCHMARKS.md,
 * "Scenes at the limit (issue 24)"): the repair beats the two radix passes
 * only while a body passes about one other per frame along the swept axis;
 * with a budget of 4 or 8 it succeeded where it cost 2–5 % more than the
 * radix sort.
 */
export const MOVES_PER_BODY = 1;

/** Frames to skip the repair after an overrun, at most. */
const MAX_SKIP = 64;

/** A persistent scene's memory of its last sweep. */
export interface FrameOrder {
  /** The last sweep's order (scene indices), its first `count` entries. */
  order: Uint32Array;
  /** Bodies in the last sweep (`0`: nothing remembered). */
  count: number;
  /** The last sweep's split (bodies before it, `against` bodies after). */
  split: number;
  bipartite: boolean;
  /** The axis the last frame swept (`-1`: none). */
  axis: number;
  /** Frames left before the repair is tried again, and the next pause. */
  skip: number;
  pause: number;
}

/** An empty memory with room for `capacity` bodies. */
export function createFrameOrder(capacity: number): FrameOrder {
  return {
    order: new Uint32Array(capacity),
    count: 0,
    split: 0,
    bipartite: false,
    axis: -1,
    skip: 0,
    pause: 1,
  };
}

/** Forgets the last sweep (a frame that did not sweep: its order says nothing). */
export function forgetOrder(memory: FrameOrder): void {
  memory.count = 0;
  memory.axis = -1;
}

/**
 * Fills `out[0 … total)` with the last frame's order carried over to this
 * frame's indices (file comment) and returns `true`, or returns `false` when
 * there is nothing to start from: nothing remembered, another axis, another
 * kind of scene, or a pause after an overrun.
 */
export function seedOrder(
  memory: FrameOrder,
  out: Uint32Array,
  total: number,
  split: number,
  bipartite: boolean,
  axis: number,
): boolean {
  if (memory.count === 0 || memory.axis !== axis || memory.bipartite !== bipartite) return false;
  if (memory.skip > 0) {
    memory.skip--;
    return false;
  }
  const n = carry(memory.order, memory.count, memory.split, out, split, total - split);
  // The bodies and `against` bodies new this frame, after the carried ones.
  const oldOther = memory.count - memory.split;
  let at = n;
  for (let k = memory.split; k < split; k++) out[at++] = k;
  for (let q = oldOther; q < total - split; q++) out[at++] = split + q;
  return true;
}

/** Copies the remembered indices still present, renumbering `against` ones; returns how many. */
function carry(
  last: Uint32Array,
  count: number,
  lastSplit: number,
  out: Uint32Array,
  split: number,
  other: number,
): number {
  let n = 0;
  for (let e = 0; e < count; e++) {
    const k = last[e]!;
    if (k < lastSplit) {
      if (k < split) out[n++] = k;
    } else if (k - lastSplit < other) {
      out[n++] = split + (k - lastSplit);
    }
  }
  return n;
}

/**
 * Insertion sort of `a[0 … n)` by `key`, ties by index, giving up after
 * `budget` moves. Returns `true` when sorted; after `false` `a` is still a
 * permutation, in no useful order.
 */
export function repairOrder(key: Uint32Array, a: Uint32Array, n: number, budget: number): boolean {
  let moves = 0;
  for (let k = 1; k < n; k++) {
    const e = a[k]!;
    const ke = key[e]!;
    let m = k - 1;
    let f = a[m]!;
    let kf = key[f]!;
    if (kf < ke || (kf === ke && f < e)) continue;
    for (;;) {
      a[m + 1] = f;
      moves++;
      if (--m < 0) break;
      f = a[m]!;
      kf = key[f]!;
      if (kf < ke || (kf === ke && f < e)) break;
    }
    a[m + 1] = e;
    if (moves > budget) return false;
  }
  return true;
}

/**
 * Records this frame's sorted order; `repaired` says whether the repair
 * succeeded (`false` after an overrun starts or lengthens a pause, `null` when
 * it was not tried).
 */
export function rememberOrder(
  memory: FrameOrder,
  order: Uint32Array,
  total: number,
  split: number,
  bipartite: boolean,
  axis: number,
  repaired: boolean | null,
): void {
  if (memory.order.length < total)
    memory.order = new Uint32Array(Math.max(total, 2 * memory.order.length));
  memory.order.set(order.subarray(0, total));
  memory.count = total;
  memory.split = split;
  memory.bipartite = bipartite;
  memory.axis = axis;
  if (repaired === true) {
    memory.pause = 1;
  } else if (repaired === false) {
    memory.skip = memory.pause;
    memory.pause = Math.min(2 * memory.pause, MAX_SKIP);
  }
}

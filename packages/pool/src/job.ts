/**
 * One slice of a batch query, as a worker runs it. The pool cuts `[0, count)`
 * into contiguous ranges and hands each worker the same shared arrays plus its
 * range; the worker runs the single-thread @swept/core batch on `subarray`
 * views of that range. Each body is decided by the same core code as in one
 * thread, so the pooled result is the single-thread result, bit for bit.
 */
import {
  circlesTimeOfImpactBatch,
  type MovingCircles,
  type MovingSpheres,
  spheresTimeOfImpactBatch,
  sweptCirclesBatch,
  sweptSpheresBatch,
  type Vec2,
  type Vec3,
} from '@swept/core';

/** The four batch queries a pool can split. */
export type BatchJob =
  | { op: 'sweptCircles'; a0: Vec2; a1: Vec2; ra: number; bodies: MovingCircles; hits: Uint8Array }
  | {
      op: 'circlesTimeOfImpact';
      a0: Vec2;
      a1: Vec2;
      ra: number;
      bodies: MovingCircles;
      hits: Uint8Array;
      t: Float64Array;
    }
  | { op: 'sweptSpheres'; a0: Vec3; a1: Vec3; ra: number; bodies: MovingSpheres; hits: Uint8Array }
  | {
      op: 'spheresTimeOfImpact';
      a0: Vec3;
      a1: Vec3;
      ra: number;
      bodies: MovingSpheres;
      hits: Uint8Array;
      t: Float64Array;
    };

/** A job and the body range `[start, end)` one worker answers. */
export type JobSlice = BatchJob & { start: number; end: number };

/** What a worker sends back: its number of hits, or the error it threw. */
export type SliceReply =
  | { id: number; hits: number }
  | { id: number; error: { name: string; message: string } };

function circlesRange(b: MovingCircles, start: number, end: number): MovingCircles {
  return {
    x0: b.x0.subarray(start, end),
    y0: b.y0.subarray(start, end),
    x1: b.x1.subarray(start, end),
    y1: b.y1.subarray(start, end),
    r: b.r.subarray(start, end),
  };
}

function spheresRange(b: MovingSpheres, start: number, end: number): MovingSpheres {
  return {
    x0: b.x0.subarray(start, end),
    y0: b.y0.subarray(start, end),
    z0: b.z0.subarray(start, end),
    x1: b.x1.subarray(start, end),
    y1: b.y1.subarray(start, end),
    z1: b.z1.subarray(start, end),
    r: b.r.subarray(start, end),
  };
}

/**
 * Runs the single-thread core batch on the whole job with this `count`, so
 * with the core's own argument checks and errors. `count = 0` only checks
 * the query's arguments (`a0`, `a1`, `ra`, that every array is a typed array)
 * and decides no body.
 */
export function runBatch(job: BatchJob, count: number): number {
  switch (job.op) {
    case 'sweptCircles':
      return sweptCirclesBatch(job.a0, job.a1, job.ra, job.bodies, job.hits, count);
    case 'circlesTimeOfImpact':
      return circlesTimeOfImpactBatch(job.a0, job.a1, job.ra, job.bodies, job.hits, job.t, count);
    case 'sweptSpheres':
      return sweptSpheresBatch(job.a0, job.a1, job.ra, job.bodies, job.hits, count);
    case 'spheresTimeOfImpact':
      return spheresTimeOfImpactBatch(job.a0, job.a1, job.ra, job.bodies, job.hits, job.t, count);
  }
}

/** Runs the core batch on bodies `[start, end)` only, through `subarray` views. */
export function runSlice(slice: JobSlice): number {
  const { start, end } = slice;
  const hits = slice.hits.subarray(start, end);
  switch (slice.op) {
    case 'sweptCircles':
    case 'circlesTimeOfImpact': {
      const bodies = circlesRange(slice.bodies, start, end);
      return slice.op === 'sweptCircles'
        ? runBatch({ ...slice, bodies, hits }, end - start)
        : runBatch({ ...slice, bodies, hits, t: slice.t.subarray(start, end) }, end - start);
    }
    case 'sweptSpheres':
    case 'spheresTimeOfImpact': {
      const bodies = spheresRange(slice.bodies, start, end);
      return slice.op === 'sweptSpheres'
        ? runBatch({ ...slice, bodies, hits }, end - start)
        : runBatch({ ...slice, bodies, hits, t: slice.t.subarray(start, end) }, end - start);
    }
  }
}

/** Splits `[0, count)` into at most `parts` contiguous ranges of near-equal size. */
export function splitRange(count: number, parts: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let i = 0; i < parts; i++) {
    const start = Math.floor((count * i) / parts);
    const end = Math.floor((count * (i + 1)) / parts);
    if (end > start) ranges.push([start, end]);
  }
  return ranges;
}

/** A worker's answer to one slice: its hit count, or the error the core threw. */
export function answerSlice(message: JobSlice & { id: number }): SliceReply {
  try {
    return { id: message.id, hits: runSlice(message) };
  } catch (error) {
    const { name, message: text } = error instanceof Error ? error : new Error(String(error));
    return { id: message.id, error: { name, message: text } };
  }
}

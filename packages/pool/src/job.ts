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

/** One of @swept/core's batch queries with its arguments, as the pool passes it on. */
export interface BatchQuery<Op extends string, V, B> {
  /** Which query: `sweptCircles` runs `sweptCirclesBatch`, and so on. */
  op: Op;
  /** The moving body's centre at the start of the frame. */
  a0: V;
  /** The moving body's centre at the end of the frame. */
  a1: V;
  /** The moving body's radius. */
  ra: number;
  /** The bodies it is tested against, one per index (structure of arrays). */
  bodies: B;
  /** Receives 1 for each body touched during the frame, else 0. */
  hits: Uint8Array;
}

/** The extra output of the time-of-impact queries. */
export interface TimeOfImpactOutput {
  /** Receives each hit's time of impact; the entries of misses are left as they were. */
  t: Float64Array;
}

/** The four batch queries a pool can split. */
export type BatchJob =
  | BatchQuery<'sweptCircles', Vec2, MovingCircles>
  | (BatchQuery<'circlesTimeOfImpact', Vec2, MovingCircles> & TimeOfImpactOutput)
  | BatchQuery<'sweptSpheres', Vec3, MovingSpheres>
  | (BatchQuery<'spheresTimeOfImpact', Vec3, MovingSpheres> & TimeOfImpactOutput);

/** The bodies `[start, end)` one worker answers. */
export interface BodyRange {
  /** The first body of the range. */
  start: number;
  /** One past the last body of the range. */
  end: number;
}

/** A job and the body range one worker answers. */
export type JobSlice = BatchJob & BodyRange;

/** Pairs a message with its reply: the pool numbers each slice it posts. */
export interface MessageId {
  /** The slice's number, sent back with its answer. */
  id: number;
}

/** What the pool posts to a worker. */
export type SliceMessage = JobSlice & MessageId;

/** A worker's answer to a slice it could decide. */
export interface SliceHits extends MessageId {
  /** The number of hits in the slice's range. */
  hits: number;
}

/** A worker's answer to a slice on which the core threw. */
export interface SliceError extends MessageId {
  /** The error's name (`RangeError` for bad input) and message. */
  error: Pick<Error, 'name' | 'message'>;
}

/** What a worker sends back: its number of hits, or the error it threw. */
export type SliceReply = SliceHits | SliceError;

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
export function answerSlice(message: SliceMessage): SliceReply {
  try {
    return { id: message.id, hits: runSlice(message) };
  } catch (error) {
    const { name, message: text } = error instanceof Error ? error : new Error(String(error));
    return { id: message.id, error: { name, message: text } };
  }
}

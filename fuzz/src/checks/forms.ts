/**
 * The allocation-free forms agree with the scalar queries they stand for, for
 * circles (spheres) and boxes (cuboids) alike: `…TimeOfImpactInto` fills `out`
 * with exactly the scalar result (and returns whether it hit); the batches set
 * `hits[i]` to the scalar swept answer, write `t[i]` for hits only (exactly
 * the scalar `t`) and return the number of hits. A batch refuses a bad body
 * value the scalar form refuses, naming the element. Each form is checked
 * where the variant has it. The scalar queries themselves are judged against
 * the oracles by their own checks.
 */
import type { BatchArgs, BoxArgs, CaseResult, SweptArgs, Vec } from '../types.ts';
import type { Query, Variant } from '../variants/types.ts';
import { fmt, numbersIn } from './util.ts';

const UNTOUCHED = -7;

function sameNumbers(a: unknown, b: unknown): boolean {
  const x = numbersIn(a);
  const y = numbersIn(b);
  return x.length === y.length && x.every((v, i) => Object.is(v, y[i]));
}

/** One shape's forms: the scalar queries and (where the variant has them) their other forms. */
interface Shape<B> {
  swept: Query;
  toi: Query;
  into?: Query;
  create?: Query;
  sweptBatch?: Query;
  toiBatch?: Query;
  /** The moving body's part of the arguments (`a0, a1, ra` or `a0, a1, ha`). */
  head: unknown[];
  /** Each other body's part of the scalar arguments (`b0, b1, rb` or `b0, b1, hb`). */
  tail: (b: B) => unknown[];
  /** The bodies as the batches' structure-of-arrays columns. */
  columns: Record<string, Float64Array>;
}

const z = (v: Vec) => ('z' in v ? v.z : 0);

/** `x0, y0, x1, y1` (and `z0, z1` in 3D) of the bodies, then the shape's own columns. */
function soa<B extends { b0: Vec; b1: Vec }>(
  bodies: B[],
  dim: 2 | 3,
  own: Record<string, (b: B) => number>,
): Record<string, Float64Array> {
  const fields: Record<string, (b: B) => number> = {
    x0: (b) => b.b0.x,
    y0: (b) => b.b0.y,
    x1: (b) => b.b1.x,
    y1: (b) => b.b1.y,
    ...(dim === 3 ? { z0: (b: B) => z(b.b0), z1: (b: B) => z(b.b1) } : {}),
    ...own,
  };
  return Object.fromEntries(
    Object.entries(fields).map(([k, f]) => [k, Float64Array.from(bodies.map(f))]),
  );
}

/** The queries of each shape and dimension: swept, time of impact, and the other forms. */
const NAMES = {
  circles: {
    2: [
      'sweptCircles',
      'circlesTimeOfImpact',
      'circlesTimeOfImpactInto',
      'sweptCirclesBatch',
      'circlesTimeOfImpactBatch',
    ],
    3: [
      'sweptSpheres',
      'spheresTimeOfImpact',
      'spheresTimeOfImpactInto',
      'sweptSpheresBatch',
      'spheresTimeOfImpactBatch',
    ],
  },
  boxes: {
    2: [
      'sweptBoxes',
      'boxesTimeOfImpact',
      'boxesTimeOfImpactInto',
      'sweptBoxesBatch',
      'boxesTimeOfImpactBatch',
    ],
    3: [
      'sweptCuboids',
      'cuboidsTimeOfImpact',
      'cuboidsTimeOfImpactInto',
      'sweptCuboidsBatch',
      'cuboidsTimeOfImpactBatch',
    ],
  },
} as const;

/** A shape's queries in `variant`: the scalar ones from its api, the others from its forms. */
function queries(variant: Variant, shape: keyof typeof NAMES, dim: 2 | 3) {
  const [swept, toi, into, sweptBatch, toiBatch] = NAMES[shape][dim];
  const f = variant.forms ?? {};
  return {
    swept: variant.api[swept],
    toi: variant.api[toi],
    into: f[into],
    create: dim === 2 ? f.createTimeOfImpact2 : f.createTimeOfImpact3,
    sweptBatch: f[sweptBatch],
    toiBatch: f[toiBatch],
  };
}

export function checkForms(variant: Variant, args: BatchArgs): CaseResult {
  const out: CaseResult = { violations: [] };
  if (!variant.forms) return out;
  const { dim, a, bodies, boxes } = args;
  const circleShape: Shape<SweptArgs> = {
    ...queries(variant, 'circles', dim),
    head: [a.a0, a.a1, a.ra],
    tail: (b) => [b.b0, b.b1, b.rb],
    columns: soa(bodies, dim, { r: (b) => b.rb }),
  };
  const boxShape: Shape<BoxArgs> = {
    ...queries(variant, 'boxes', dim),
    head: [boxes.a.a0, boxes.a.a1, boxes.a.ha],
    tail: (b) => [b.b0, b.b1, b.hb],
    columns: soa(boxes.bodies, dim, {
      hx: (b) => b.hb.x,
      hy: (b) => b.hb.y,
      ...(dim === 3 ? { hz: (b: BoxArgs) => z(b.hb) } : {}),
    }),
  };
  checkShape(circleShape, bodies, '', out);
  checkShape(boxShape, boxes.bodies, 'box ', out);
  return out;
}

function checkShape<B>(s: Shape<B>, bodies: B[], label: string, out: CaseResult): void {
  const report = (message: string) => out.violations.push(`${label}${message}`);
  const scalarHit = bodies.map((b) => s.swept(...s.head, ...s.tail(b)) as boolean);
  const scalarToi = bodies.map(
    (b) => s.toi(...s.head, ...s.tail(b)) as { t: number; status: string } | null,
  );
  // Out-parameter form, reusing one result object across the bodies.
  if (s.into && s.create) {
    const reused = s.create() as { status: string };
    bodies.forEach((b, i) => {
      const hit = s.into!(reused, ...s.head, ...s.tail(b));
      const want = scalarToi[i] ?? null;
      if (hit !== (want !== null))
        report(`Into returned ${hit} for body ${i}, scalar ${fmt(want)}`);
      else if (want !== null && !(reused.status === want.status && sameNumbers(reused, want))) {
        report(`Into filled ${fmt(reused)} for body ${i}, scalar ${fmt(want)}`);
      }
    });
  }
  // Batches over structure-of-arrays.
  const { columns } = s;
  let n = 0;
  if (s.sweptBatch) {
    const hits = new Uint8Array(bodies.length).fill(9);
    n = s.sweptBatch(...s.head, columns, hits) as number;
    const want = scalarHit.filter(Boolean).length;
    if (n !== want) report(`sweptBatch returned ${n}, scalar hits ${want}`);
    scalarHit.forEach((h, i) => {
      if (hits[i] !== (h ? 1 : 0)) report(`sweptBatch hits[${i}] = ${hits[i]}, scalar ${h}`);
    });
  }
  let n2 = 0;
  if (s.toiBatch) {
    const hits = new Uint8Array(bodies.length).fill(9);
    const t = new Float64Array(bodies.length).fill(UNTOUCHED);
    n2 = s.toiBatch(...s.head, columns, hits, t) as number;
    const want = scalarToi.filter((x) => x !== null).length;
    if (n2 !== want) report(`timeOfImpactBatch returned ${n2}, scalar hits ${want}`);
    scalarToi.forEach((h, i) => {
      if (hits[i] !== (h === null ? 0 : 1))
        report(`timeOfImpactBatch hits[${i}] = ${hits[i]}, scalar ${fmt(h)}`);
      const ti = t[i]!;
      if (h === null ? ti !== UNTOUCHED : !Object.is(ti, h.t)) {
        report(
          `timeOfImpactBatch t[${i}] = ${ti}, scalar ${h === null ? 'miss (t untouched)' : h.t}`,
        );
      }
    });
  }
  // A bad body value (one the scalar form refuses: a subnormal, beyond 2^200,
  // NaN) in the last body: both batches must throw a RangeError naming it.
  if (bodies.length === 0) return;
  const i = bodies.length - 1;
  const fields = Object.keys(columns);
  const field = fields[(i + n) % fields.length]!;
  const bad = [2 ** -1074, -(2 ** -1060), 2 ** 201, Number.NaN][(i + n2) % 4]!;
  const spoiled = { ...columns, [field]: Float64Array.from(columns[field]!) };
  spoiled[field]![i] = bad;
  const name = `bodies.${field}[${i}]`;
  const batches: [string, Query | undefined, unknown[]][] = [
    ['sweptBatch', s.sweptBatch, [new Uint8Array(bodies.length)]],
    [
      'timeOfImpactBatch',
      s.toiBatch,
      [new Uint8Array(bodies.length), new Float64Array(bodies.length)],
    ],
  ];
  for (const [batch, call, outputs] of batches) {
    if (!call) continue;
    try {
      call(...s.head, spoiled, ...outputs);
      report(`${batch} accepted ${name} = ${bad} (the scalar form refuses it)`);
    } catch (error) {
      if (!(error instanceof RangeError) || !error.message.startsWith(name)) {
        report(`${batch} with ${name} = ${bad} threw ${String(error)}, not a RangeError naming it`);
      }
    }
  }
}

/**
 * The allocation-free forms agree with the scalar queries they stand for:
 * `…TimeOfImpactInto` fills `out` with exactly the scalar result (and returns
 * whether it hit); the batches set `hits[i]` to the scalar swept answer, write
 * `t[i]` for hits only (exactly the scalar `t`) and return the number of hits.
 * A batch refuses a bad body value the scalar form refuses, naming the element.
 * The scalar queries themselves are judged against the oracles by their own checks.
 */
import type { BatchArgs, CaseResult, Vec } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { fmt, numbersIn } from './util.ts';

const UNTOUCHED = -7;

function sameNumbers(a: unknown, b: unknown): boolean {
  const x = numbersIn(a);
  const y = numbersIn(b);
  return x.length === y.length && x.every((v, i) => Object.is(v, y[i]));
}

function soa(bodies: BatchArgs['bodies'], dim: 2 | 3): Record<string, Float64Array> {
  const col = (f: (b: BatchArgs['bodies'][number]) => number) => Float64Array.from(bodies.map(f));
  const z = (v: Vec) => ('z' in v ? v.z : 0);
  const out: Record<string, Float64Array> = {
    x0: col((b) => b.b0.x),
    y0: col((b) => b.b0.y),
    x1: col((b) => b.b1.x),
    y1: col((b) => b.b1.y),
    r: col((b) => b.rb),
  };
  if (dim === 3) {
    out.z0 = col((b) => z(b.b0));
    out.z1 = col((b) => z(b.b1));
  }
  return out;
}

export function checkForms(variant: Variant, args: BatchArgs): CaseResult {
  const out: CaseResult = { violations: [] };
  const f = variant.forms;
  if (!f) return out;
  const { dim, a, bodies } = args;
  const swept = dim === 2 ? variant.api.sweptCircles : variant.api.sweptSpheres;
  const toi = dim === 2 ? variant.api.circlesTimeOfImpact : variant.api.spheresTimeOfImpact;
  const into = dim === 2 ? f.circlesTimeOfImpactInto : f.spheresTimeOfImpactInto;
  const create = dim === 2 ? f.createTimeOfImpact2 : f.createTimeOfImpact3;
  const sweptBatch = dim === 2 ? f.sweptCirclesBatch : f.sweptSpheresBatch;
  const toiBatch = dim === 2 ? f.circlesTimeOfImpactBatch : f.spheresTimeOfImpactBatch;
  const scalarHit = bodies.map((b) => swept(a.a0, a.a1, a.ra, b.b0, b.b1, b.rb) as boolean);
  const scalarToi = bodies.map((b) => toi(a.a0, a.a1, a.ra, b.b0, b.b1, b.rb));
  // Out-parameter form, reusing one result object across the bodies.
  const reused = create();
  bodies.forEach((b, i) => {
    const hit = into(reused, a.a0, a.a1, a.ra, b.b0, b.b1, b.rb);
    const want = scalarToi[i];
    if (hit !== (want !== null))
      out.violations.push(`Into returned ${hit} for body ${i}, scalar ${fmt(want)}`);
    else if (want !== null && !(reused.status === want.status && sameNumbers(reused, want))) {
      out.violations.push(`Into filled ${fmt(reused)} for body ${i}, scalar ${fmt(want)}`);
    }
  });
  // Batches over structure-of-arrays.
  const columns = soa(bodies, dim);
  const hits = new Uint8Array(bodies.length).fill(9);
  const n = sweptBatch(a.a0, a.a1, a.ra, columns, hits);
  const want = scalarHit.filter(Boolean).length;
  if (n !== want) out.violations.push(`sweptBatch returned ${n}, scalar hits ${want}`);
  scalarHit.forEach((h, i) => {
    if (hits[i] !== (h ? 1 : 0))
      out.violations.push(`sweptBatch hits[${i}] = ${hits[i]}, scalar ${h}`);
  });
  const hits2 = new Uint8Array(bodies.length).fill(9);
  const t = new Float64Array(bodies.length).fill(UNTOUCHED);
  const n2 = toiBatch(a.a0, a.a1, a.ra, columns, hits2, t);
  const want2 = scalarToi.filter((x) => x !== null).length;
  if (n2 !== want2) out.violations.push(`timeOfImpactBatch returned ${n2}, scalar hits ${want2}`);
  scalarToi.forEach((s, i) => {
    if (hits2[i] !== (s === null ? 0 : 1))
      out.violations.push(`timeOfImpactBatch hits[${i}] = ${hits2[i]}, scalar ${fmt(s)}`);
    const ti = t[i]!;
    if (s === null ? ti !== UNTOUCHED : !Object.is(ti, s.t)) {
      out.violations.push(
        `timeOfImpactBatch t[${i}] = ${ti}, scalar ${s === null ? 'miss (t untouched)' : s.t}`,
      );
    }
  });
  // A bad body value (one the scalar form refuses: a subnormal, beyond 2^200,
  // NaN) in the last body: both batches must throw a RangeError naming it.
  if (bodies.length > 0) {
    const i = bodies.length - 1;
    const fields = Object.keys(columns);
    const field = fields[(i + n) % fields.length]!;
    const bad = [2 ** -1074, -(2 ** -1060), 2 ** 201, Number.NaN][(i + n2) % 4]!;
    const spoiled = { ...columns, [field]: Float64Array.from(columns[field]!) };
    spoiled[field]![i] = bad;
    const name = `bodies.${field}[${i}]`;
    const batches: [string, () => unknown][] = [
      ['sweptBatch', () => sweptBatch(a.a0, a.a1, a.ra, spoiled, new Uint8Array(bodies.length))],
      [
        'timeOfImpactBatch',
        () =>
          toiBatch(
            a.a0,
            a.a1,
            a.ra,
            spoiled,
            new Uint8Array(bodies.length),
            new Float64Array(bodies.length),
          ),
      ],
    ];
    for (const [label, call] of batches) {
      try {
        call();
        out.violations.push(`${label} accepted ${name} = ${bad} (the scalar form refuses it)`);
      } catch (error) {
        if (!(error instanceof RangeError) || !error.message.startsWith(name)) {
          out.violations.push(
            `${label} with ${name} = ${bad} threw ${String(error)}, not a RangeError naming it`,
          );
        }
      }
    }
  }
  return out;
}

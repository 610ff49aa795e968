/**
 * What each runtime computes for the cross-runtime determinism test: the
 * fixed-point fingerprint (a SHA-256 of @swept/fixed's own golden scenario),
 * the committed value it must equal, and the answers to the golden
 * conformance vector files, one line per vector. Only answers promised to be
 * exact go in: every field of @swept/fixed (integers), and the booleans,
 * statuses and `t` of @swept/tolerance's `exact` policy. Runtime-neutral:
 * Node imports it directly, Deno runs it from deno-main.ts, Chromium gets it
 * bundled from browser-main.ts.
 */
import {
  circlesOverlap,
  circlesTimeOfImpact,
  FINGERPRINT,
  fingerprint,
  raySegment,
  spheresOverlap,
  spheresTimeOfImpact,
  sweptCircles,
  sweptSpheres,
} from '@swept/fixed';
import { loadVectors } from '@swept/oracle';
import { exact, withPolicy } from '@swept/tolerance';

/** The report one runtime produces; the test requires all three to be equal. */
export interface GoldenReport {
  fingerprint: string;
  committed: string;
  vectors: string[];
}

interface Vec {
  x: number;
  y: number;
  z?: number;
}

const vec = (v: Vec): string => (v.z === undefined ? `${v.x},${v.y}` : `${v.x},${v.y},${v.z}`);
const as3 = (v: Vec) => ({ x: v.x, y: v.y, z: v.z ?? 0 });

function toi(hit: { t: number; status: string; point: Vec; normal: Vec; a: Vec; b: Vec } | null) {
  return hit === null
    ? '-'
    : `${hit.t} ${hit.status} ${vec(hit.point)} ${vec(hit.normal)} ${vec(hit.a)} ${vec(hit.b)}`;
}

/** One line per conformance vector: the fixed answers, then the exact-policy answers. */
function vectorLines(): string[] {
  const policy = withPolicy(exact);
  const lines: string[] = [];
  for (const c of loadVectors('swept2').cases) {
    const { a0, a1, ra, b0, b1, rb } = c.raw;
    const f = c.float;
    const hit = policy.circlesTimeOfImpact(f.a0, f.a1, f.ra, f.b0, f.b1, f.rb);
    lines.push(
      `${c.id} ${sweptCircles(a0, a1, ra, b0, b1, rb)} ${toi(circlesTimeOfImpact(a0, a1, ra, b0, b1, rb))}` +
        ` | ${policy.sweptCircles(f.a0, f.a1, f.ra, f.b0, f.b1, f.rb)} ${hit ? `${hit.t} ${hit.status}` : '-'}`,
    );
  }
  for (const c of loadVectors('swept3').cases) {
    const { a0, a1, ra, b0, b1, rb } = c.raw;
    const f = c.float;
    const hit = policy.spheresTimeOfImpact(f.a0, f.a1, f.ra, f.b0, f.b1, f.rb);
    lines.push(
      `${c.id} ${sweptSpheres(a0, a1, ra, b0, b1, rb)} ${toi(spheresTimeOfImpact(a0, a1, ra, b0, b1, rb))}` +
        ` | ${policy.sweptSpheres(f.a0, f.a1, f.ra, f.b0, f.b1, f.rb)} ${hit ? `${hit.t} ${hit.status}` : '-'}`,
    );
  }
  for (const c of loadVectors('raySegment').cases) {
    const { p0, p1, s0, s1 } = c.raw;
    const f = c.float;
    const hit = raySegment(p0, p1, s0, s1);
    const exactHit = policy.raySegment(f.p0, f.p1, f.s0, f.s1);
    lines.push(
      `${c.id} ${hit ? `${hit.t} ${hit.u} ${vec(hit.point)} ${vec(hit.normal)}` : '-'}` +
        ` | ${exactHit ? exactHit.t : '-'}`,
    );
  }
  for (const c of loadVectors('overlap').cases) {
    const { a, ra, b, rb } = c.raw;
    const f = c.float;
    const answers =
      c.dim === 2
        ? [circlesOverlap(a, ra, b, rb), policy.circlesOverlap(f.a, f.ra, f.b, f.rb)]
        : [
            spheresOverlap(as3(a), ra, as3(b), rb),
            policy.spheresOverlap(as3(f.a), f.ra, as3(f.b), f.rb),
          ];
    lines.push(`${c.id} ${answers[0]} | ${answers[1]}`);
  }
  return lines;
}

export function goldenReport(): GoldenReport {
  return { fingerprint: fingerprint(), committed: FINGERPRINT, vectors: vectorLines() };
}

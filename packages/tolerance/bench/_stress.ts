import fc from 'fast-check';
import { circleSegmentCase, circleSegmentToiExact, surdBracket, circleSegmentOverlapExact, vecFromDoubles as v, ratFromDouble as n } from '@swept/oracle';
import { exact, withPolicy, exactStageStats, resetExactStats } from '../src/index.ts';
import { lastResort } from '../src/wall-case.ts';
import { grazingSegment, segmentArgs } from '../test/arbitraries.ts';
const q = withPolicy(exact);
let bad = 0;
function check([c0, c1, r, s0, s1]: any) {
  const want = circleSegmentToiExact(circleSegmentCase(c0, c1, r, s0, s1));
  const sw = q.sweptCircleSegment(c0, c1, r, s0, s1);
  const hit = q.circleSegmentTimeOfImpact(c0, c1, r, s0, s1);
  const got = hit === null ? null : [hit.t, hit.status];
  const exp = want === null ? null : [surdBracket(want.t)[0], want.status];
  const ov = q.circleSegmentOverlap(c0, r, s0, s1) === circleSegmentOverlapExact(v(c0), n(r), v(s0), v(s1));
  if (sw !== (want !== null) || JSON.stringify(got) !== JSON.stringify(exp) || !ov) {
    bad++; if (bad < 5) console.log('MISMATCH', JSON.stringify([c0, c1, r, s0, s1]), got, exp, sw, ov);
  }
}
for (const [name, arb] of [['args', segmentArgs], ['graze', grazingSegment]] as const) {
  resetExactStats(); lastResort.cases = 0;
  fc.assert(fc.property(arb as any, (a) => { check(a); }), { numRuns: Number(process.argv[2] ?? 3000), seed: 7 });
  console.log(name, exactStageStats(), 'last resort', lastResort.cases);
}
console.log('bad', bad);

import * as core from '@swept/core';
import { mulberry32 } from '@swept/oracle';
import { exact, exactStageStats, resetExactStats, withPolicy } from '../src/index.ts';
import { lastResort } from '../src/wall-case.ts';
const N = 4096;
const rand = mulberry32(2024);
const at = () => 200 + rand() * 100;
const step = (x: number) => x + (rand() - 0.5) * 80;
const c0s = Array.from({ length: N }, () => ({ x: at(), y: at() }));
const c1s = c0s.map((c) => ({ x: step(c.x), y: step(c.y) }));
const radii = Array.from({ length: N }, () => 2 + rand() * 4);
const s0 = { x: 230, y: 180 }, s1 = { x: 270, y: 320 };
const q = withPolicy(exact);
resetExactStats(); lastResort.cases = 0;
let hits = 0;
for (let i = 0; i < N; i++) if (q.circleSegmentTimeOfImpact(c0s[i]!, c1s[i]!, radii[i]!, s0, s1)) hits++;
console.log(exactStageStats(), 'last resort', lastResort.cases, 'hits', hits);
for (let rep = 0; rep < 3; rep++) {
let t0 = performance.now();
for (let k = 0; k < 50; k++) for (let i = 0; i < N; i++) q.circleSegmentTimeOfImpact(c0s[i]!, c1s[i]!, radii[i]!, s0, s1);
console.log('ns/call', ((performance.now() - t0) * 1e6) / (50 * N));
t0 = performance.now();
for (let k = 0; k < 50; k++) for (let i = 0; i < N; i++) q.raySegment(c0s[i]!, c1s[i]!, s0, s1);
console.log('ray ns/call', ((performance.now() - t0) * 1e6) / (50 * N));
t0 = performance.now();
for (let k = 0; k < 50; k++) for (let i = 0; i < N; i++) core.circleSegmentTimeOfImpact(c0s[i]!, c1s[i]!, radii[i]!, s0, s1);
console.log('core ns/call', ((performance.now() - t0) * 1e6) / (50 * N));
}

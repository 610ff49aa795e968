import { circleSegmentOverlapExact, sphereTriangleOverlapExact, ratFromDouble as R } from '@swept/oracle';
const V=(v:any)=>v.z===undefined?[R(v.x),R(v.y)]:[R(v.x),R(v.y),R(v.z)];
import { createLevel2, createLevel3, moveCircle, moveSphere } from './src/index.ts';
let seed = 12345;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const grid = (s: number) => Math.round((rnd() * 2 - 1) * s * 4) / 4;
let inside = 0, moves = 0, legsMax = 0, stuck = 0, legsTotal = 0;
const t0 = performance.now();
for (let trial = 0; trial < 3000; trial++) {
  const n = 1 + Math.floor(rnd() * 8);
  const segs = new Float64Array(4 * n);
  for (let i = 0; i < 4 * n; i++) segs[i] = grid(10);
  const level = createLevel2({ segments: segs });
  const r = 0.25 + Math.floor(rnd() * 8) / 4;
  const c = { x: grid(10), y: grid(10) };
  const d = { x: grid(8), y: grid(8) };
  const m = moveCircle(level, c, r, d);
  moves++;
  legsMax = Math.max(legsMax, m.legs.length);
  legsTotal += m.legs.length;
  // only judge if the start was not inside
  for (const [li, p] of m.legs.entries()) {
    for (let k = 0; k < n; k++) {
      const s0 = { x: segs[4 * k]!, y: segs[4 * k + 1]! };
      const s1 = { x: segs[4 * k + 2]!, y: segs[4 * k + 3]! };
      if (circleSegmentOverlapExact(V(p), R(r), V(s0), V(s1)) && !m.blocked) { inside++; if (inside < 4) console.log('inside', JSON.stringify({ segs: [...segs], c, r, d, li, k, m })); }
    }
  }
}
console.log({ moves, inside, legsMax, avgLegs: legsTotal / moves, ms: performance.now() - t0 });
// 3D
seed = 99; inside = 0; let moves3 = 0;
const t1 = performance.now();
for (let trial = 0; trial < 1500; trial++) {
  const n = 1 + Math.floor(rnd() * 6);
  const tris = new Float64Array(9 * n);
  for (let i = 0; i < 9 * n; i++) tris[i] = grid(10);
  const level = createLevel3({ triangles: tris });
  const r = 0.25 + Math.floor(rnd() * 8) / 4;
  const c = { x: grid(10), y: grid(10), z: grid(10) };
  const d = { x: grid(8), y: grid(8), z: grid(8) };
  const m = moveSphere(level, c, r, d);
  moves3++;
  for (const p of m.legs) for (let k = 0; k < n; k++) {
    const b = 9 * k;
    const P = (j: number) => ({ x: tris[b + 3 * j]!, y: tris[b + 3 * j + 1]!, z: tris[b + 3 * j + 2]! });
    if (sphereTriangleOverlapExact(V(p), R(r), V(P(0)), V(P(1)), V(P(2))) && !m.blocked) inside++;
  }
}
console.log({ moves3, inside, ms: performance.now() - t1 });

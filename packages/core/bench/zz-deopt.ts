import * as m from '../src/index.ts';

const N = 4096;
let s = 99;
const rnd = () => {
  s = (s * 1103515245 + 12345) >>> 0;
  return s / 4294967296;
};
const field = () => Float64Array.from({ length: N }, () => 200 + rnd() * 100);
const x0 = field();
const y0 = field();
const bodies = {
  x0,
  y0,
  x1: x0.map((x) => x + (rnd() - 0.5) * 80),
  y1: y0.map((y) => y + (rnd() - 0.5) * 80),
  r: Float64Array.from({ length: N }, () => 2 + rnd() * 4),
};
const hits = new Uint8Array(N);
const t = new Float64Array(N);
let sink = 0;
for (let i = 0; i < 3000; i++)
  sink += m.circlesTimeOfImpactBatch(
    { x: 250, y: 250 },
    { x: 260, y: 245 },
    10,
    bodies,
    hits,
    t,
    N,
  );
const t0 = performance.now();
for (let i = 0; i < 3000; i++)
  sink += m.circlesTimeOfImpactBatch(
    { x: 250, y: 250 },
    { x: 260, y: 245 },
    10,
    bodies,
    hits,
    t,
    N,
  );
console.log((((performance.now() - t0) * 1e6) / 3000 / N).toFixed(2), 'ns/pair', sink);

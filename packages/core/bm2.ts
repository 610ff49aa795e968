import { createLevel2, createMoveResult2, moveCircleInto } from './src/index.ts';
const tilt = new Float64Array(4 * 100); for (let k = 0; k < 100; k++) tilt.set([-100 + 2 * k, -30 + 0.6 * k, -98 + 2 * k, -30 + 0.6 * (k + 1)], 4 * k);
const level = createLevel2({ segments: tilt });
const out = createMoveResult2();
const n = 1000; const xs = new Float64Array(n), ys = new Float64Array(n);
for (let i = 0; i < n; i++) { xs[i] = -90 + (i % 180); ys[i] = 0.3 * xs[i]! + 2; }
let steps = 0;
for (let f = 0; f < 30; f++) for (let i = 0; i < n; i++) { moveCircleInto(level, { x: xs[i]!, y: ys[i]! }, 1, { x: 0.3, y: -0.5 }, out); xs[i] = out.c.x; ys[i] = out.c.y; }
import { counts } from './src/walls/leg-clearance.ts'; console.log(counts, 30*1000);

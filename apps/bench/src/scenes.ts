/**
 * Bullet-hell frames: one frame's motion of every body, all coordinates on the
 * 2^-16 grid like the pair table. Bullets are fast (2–12 units a frame, many
 * times their own radius), so most of the frame's hits happen between the
 * start and end positions — the case sub-stepping and per-frame overlap
 * tests miss. Every target is tested against every bullet (no broad phase):
 * the figure is the narrow phase's cost per frame.
 */
import { type Circles, createCircles, type PairSet } from './pairs.ts';
import { createRng, type Rng, snap } from './rng.ts';

export interface Scene {
  name: string;
  pairs: PairSet;
}

function move(
  c: Circles,
  i: number,
  rng: Rng,
  x: number,
  y: number,
  speed: number,
  r: number,
): void {
  const heading = rng.range(0, 2 * Math.PI);
  c.x0[i] = snap(x);
  c.y0[i] = snap(y);
  c.x1[i] = snap(x + speed * Math.cos(heading));
  c.y1[i] = snap(y + speed * Math.sin(heading));
  c.r[i] = snap(r);
}

/** Bullets sprayed across the arena from rings of emitters, aimed near the centre. */
function bullets(rng: Rng, n: number): Circles {
  const c = createCircles(n);
  for (let i = 0; i < n; i++) {
    const angle = rng.range(0, 2 * Math.PI);
    const dist = rng.range(2, 30);
    const x = dist * Math.cos(angle);
    const y = dist * Math.sin(angle);
    // Aim at a point near the centre, spread by a few units.
    const tx = rng.range(-4, 4) - x;
    const ty = rng.range(-4, 4) - y;
    const speed = rng.range(2, 12);
    const norm = Math.hypot(tx, ty);
    c.x0[i] = snap(x);
    c.y0[i] = snap(y);
    c.x1[i] = snap(x + (speed * tx) / norm);
    c.y1[i] = snap(y + (speed * ty) / norm);
    c.r[i] = snap(rng.range(0.1, 0.25));
  }
  return c;
}

/** 10 000 bullets against one player near the centre. */
export function playerScene(seed: number): Scene {
  const rng = createRng(seed);
  const player = createCircles(1);
  move(player, 0, rng, rng.range(-1, 1), rng.range(-1, 1), 0.3, 0.5);
  const n = 10_000;
  return {
    name: '10 000 bullets × 1 player',
    pairs: {
      movers: player,
      bodies: bullets(rng, n),
      groups: 1,
      perGroup: n,
      bodyStride: 0,
      count: n,
    },
  };
}

/** 2 000 bullets against 200 enemies scattered over the middle of the arena. */
export function enemiesScene(seed: number): Scene {
  const rng = createRng(seed);
  const e = 200;
  const enemies = createCircles(e);
  for (let i = 0; i < e; i++) {
    move(
      enemies,
      i,
      rng,
      rng.range(-12, 12),
      rng.range(-12, 12),
      rng.range(0, 0.5),
      rng.range(0.4, 1.2),
    );
  }
  const n = 2_000;
  return {
    name: '2 000 bullets × 200 enemies',
    pairs: {
      movers: enemies,
      bodies: bullets(rng, n),
      groups: e,
      perGroup: n,
      bodyStride: 0,
      count: e * n,
    },
  };
}

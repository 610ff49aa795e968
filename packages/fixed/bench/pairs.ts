/**
 * The pair sets of the @swept/fixed benches (`run.ts`, `cpu.ts`, `checks.ts`): each pair
 * drawn as raw Q16.16 integers by the golden scenario's seeded draws, per input class, the
 * same on every run. {@link toFloat} hands a pair to `@swept/core` as the
 * exact doubles `raw / 65536`, so both variants answer the same question.
 */
import { PYTHAGOREAN_2D, type SweptInput } from '@swept/oracle';
import { draws } from '../src/fingerprint/scenario.ts';

/** Pairs per set. */
export const N = 4096;
const MAX = 2147483647;

/** A pair in the argument order of `sweptCircles` (the oracle's `SweptInput`). */
export type Pair<V> = SweptInput<V>;
export type V2 = { x: number; y: number };
export type V3 = { x: number; y: number; z: number };

/**
 * A pair lifted to 3D: every point at the same height z (its `a0.y`), so the
 * relative motion, and with it every contact of the pair, is unchanged.
 */
export function lift3(p: Pair<V2>): Pair<V3> {
  const z = p.a0.y;
  const at = (v: V2): V3 => ({ x: v.x, y: v.y, z });
  return { a0: at(p.a0), a1: at(p.a1), ra: p.ra, b0: at(p.b0), b1: at(p.b1), rb: p.rb };
}
const U = 65536;

/** Integer directions (p, q) with p² + q² = h², so lengths along them stay on the raw grid. */
const TRIPLES = PYTHAGOREAN_2D;

/**
 * The hard cases, built in the relative frame (C0 = b0 − a0, D = C1 − C0,
 * r = ra + rb) and placed at a random `a0` with a random step, magnitudes
 * like a game's (|D| up to ~24 units, r up to ~2.5 units):
 * - `graze`: the closest approach is exactly r at t = i/64 (a Pythagorean
 *   direction keeps the normal offset on the grid);
 * - `graze ± 1`: the same with r one raw unit larger or smaller;
 * - `touch at 0`: |C0| = r exactly, moving in any direction;
 * - `start overlap`: |C0| < r;
 * - `head-on`: along a Pythagorean direction, touching exactly at t = k/16.
 */
type Hard = 'graze' | 'graze ± 1' | 'touch at 0' | 'start overlap' | 'head-on';

function hardPair(kind: Hard, draw: (m: number) => number, scale = 1): Pair<V2> {
  const [p0, q0, h] = TRIPLES[Math.abs(draw(TRIPLES.length - 1))]!;
  const sp = draw(1) < 0 ? -1 : 1;
  const sq = draw(1) < 0 ? -1 : 1;
  const [p, q] = draw(1) < 0 ? [sp * p0, sq * q0] : [sq * q0, sp * p0];
  const m = 1 + Math.abs(draw(Math.floor((2.5 * U) / h)));
  const r = h * m; // |(p, q)·m| = r
  let c0: V2;
  let d: V2;
  let plusMinus = 0;
  if (kind === 'graze' || kind === 'graze ± 1') {
    // D = (p, q)·64·n; C0 = normal·m − (i/64)·D: |C0 + tD| = r at t = i/64.
    const n = 1 + Math.abs(draw(Math.floor((24 * U) / (64 * h))));
    const i = 1 + Math.abs(draw(62));
    const side = draw(1) < 0 ? -1 : 1;
    d = { x: 64 * p * n, y: 64 * q * n };
    c0 = { x: side * -q * m - i * p * n, y: side * p * m - i * q * n };
    if (kind === 'graze ± 1') plusMinus = draw(1) < 0 ? -1 : 1;
  } else if (kind === 'head-on') {
    // C0 = (p, q)·m0, D = −(p, q)·16·s: distance h·(m0 − 16·s·t) = r at t = k/16.
    const k = 1 + Math.abs(draw(15));
    const s = 1 + Math.abs(draw(Math.floor((24 * U) / (16 * h))));
    const m0 = m + k * s;
    c0 = { x: p * m0, y: q * m0 };
    d = { x: -16 * p * s, y: -16 * q * s };
  } else {
    d = { x: draw(24 * U), y: draw(24 * U) };
    c0 = { x: p * m, y: q * m };
    if (kind === 'start overlap') {
      c0 = { x: Math.trunc((c0.x * 9) / 10) + draw(2), y: Math.trunc((c0.y * 9) / 10) + draw(2) };
    }
  }
  // Scaling the relative frame keeps every contact exact; ±1 raw unit stays one unit.
  c0 = { x: c0.x * scale, y: c0.y * scale };
  d = { x: d.x * scale, y: d.y * scale };
  const rr = r * scale + plusMinus;
  const a0 = { x: draw(1000 * U), y: draw(1000 * U) };
  const a1 = { x: a0.x + draw(24 * U), y: a0.y + draw(24 * U) };
  const ra = Math.abs(draw(rr));
  return {
    a0,
    a1,
    ra,
    b0: { x: a0.x + c0.x, y: a0.y + c0.y },
    b1: { x: a1.x + c0.x + d.x, y: a1.y + c0.y + d.y },
    rb: rr - ra,
  };
}

const MIX: ReadonlyArray<readonly [Hard, number]> = [
  ['graze', 25],
  ['graze ± 1', 25],
  ['touch at 0', 15],
  ['start overlap', 15],
  ['head-on', 20],
];

/**
 * `random`: centres and ends anywhere in ±32767 units, radii up to 4096 units;
 * `near`: centres within ±64 units of each other, steps up to ±32 units,
 * radii up to 16 (relative distances below ~256 units, a broadphase's
 * output; about a tenth of them touch);
 * `tangent`: exact contacts only (grazes, touches at t = 0, head-on at k/16);
 * `mix`: the hard mix, {@link MIX};
 * `wide mix`: the hard mix with the relative frame scaled by 512 (distances up to
 * ~12 000 units), where the coefficients are no longer exact doubles: the filter, and
 * on ties the last exact stage (limbs; BigInt before).
 */
export type Kind = 'random' | 'near' | 'tangent' | 'mix' | 'wide mix';

export function pairs(kind: Kind, seed: number): Pair<V2>[] {
  const draw = draws(seed).within;
  const out: Pair<V2>[] = [];
  for (let i = 0; i < N; i += 1) {
    if (kind === 'near') {
      const a0 = { x: draw(1000 * U), y: draw(1000 * U) };
      const b0 = { x: a0.x + draw(64 * U), y: a0.y + draw(64 * U) };
      const step = (p: V2) => ({ x: p.x + draw(32 * U), y: p.y + draw(32 * U) });
      const ra = Math.abs(draw(16 * U));
      out.push({ a0, a1: step(a0), ra, b0, b1: step(b0), rb: Math.abs(draw(16 * U)) });
    } else if (kind === 'random') {
      const p = () => ({ x: draw(MAX), y: draw(MAX) });
      const ra = Math.abs(draw(4096 * U));
      out.push({ a0: p(), a1: p(), ra, b0: p(), b1: p(), rb: Math.abs(draw(4096 * U)) });
    } else if (kind === 'tangent') {
      const exact: Hard[] = ['graze', 'touch at 0', 'head-on'];
      out.push(hardPair(exact[i % 3]!, draw));
    } else {
      const scale = kind === 'wide mix' ? 512 : 1;
      let roll = Math.abs(draw(99));
      let pick: Hard = 'graze';
      for (const [k, share] of MIX) {
        if (roll < share) {
          pick = k;
          break;
        }
        roll -= share;
      }
      out.push(hardPair(pick, draw, scale));
    }
  }
  return out;
}

export const toFloat = (p: Pair<V2>): Pair<V2> => {
  const f = (v: V2) => ({ x: v.x / 65536, y: v.y / 65536 });
  return { a0: f(p.a0), a1: f(p.a1), ra: p.ra / 65536, b0: f(p.b0), b1: f(p.b1), rb: p.rb / 65536 };
};

/** One set per class, each from its own seed. */
export const sets: Record<Kind, Pair<V2>[]> = {
  random: pairs('random', 0x77696465),
  near: pairs('near', 0x6e656172),
  tangent: pairs('tangent', 0x74616e67),
  mix: pairs('mix', 0x6d697821),
  'wide mix': pairs('wide mix', 0x77696478),
};

import { describe, expect, it } from 'vitest';
import { rat, separationVerdict, vecFromDoubles } from '../../src/index.ts';

const floor = [vecFromDoubles({ x: -10, y: 0 }), vecFromDoubles({ x: 10, y: 0 })];
const slack = rat(1, 1 << 20);

describe('separationVerdict', () => {
  it('accepts a push exactly onto the surface and one a hair beyond it', () => {
    const c = vecFromDoubles({ x: 0, y: 0.5 });
    expect(separationVerdict(c, vecFromDoubles({ x: 0, y: 1 }), rat(1), floor, slack).ok).toBe(
      true,
    );
    expect(
      separationVerdict(c, vecFromDoubles({ x: 0, y: 1 + 2 ** -30 }), rat(1), floor, slack).ok,
    ).toBe(true);
  });

  it('rejects the 3e-14 residual, pushing too far, and moving a circle that was clear', () => {
    const c = vecFromDoubles({ x: 0, y: 0.5 });
    expect(
      separationVerdict(c, vecFromDoubles({ x: 0, y: 1 - 3e-14 }), rat(1), floor, slack),
    ).toEqual({
      ok: false,
      reason: 'still overlaps the wall',
    });
    expect(separationVerdict(c, vecFromDoubles({ x: 0, y: 1.001 }), rat(1), floor, slack).ok).toBe(
      false,
    );
    const clear = vecFromDoubles({ x: 0, y: 2 });
    expect(separationVerdict(clear, clear, rat(1), floor, slack).ok).toBe(true);
    expect(
      separationVerdict(clear, vecFromDoubles({ x: 0, y: 2.5 }), rat(1), floor, slack).ok,
    ).toBe(false);
  });
});

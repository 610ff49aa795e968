/** `spheresTimeOfImpact` returns positions the package accepts again (see `circle-circle.test.ts`). */
import { describe, expect, it } from 'vitest';
import { exact, withPolicy } from '../../src/index.ts';

const u = 2 ** -200;

describe('spheresTimeOfImpact near the bottom of the input range', () => {
  it('under exact, flushes a centre at 2^-201 to 0 (the circles case, lifted to z = u)', () => {
    // As in 2D, t* = 1/8 and A(t) = (2^-201, 0, u): x below the range becomes 0; z = u stays.
    const hit = withPolicy(exact).spheresTimeOfImpact(
      { x: 0, y: 0, z: u },
      { x: 4 * u, y: 0, z: u },
      0,
      { x: 1.5 * u, y: 0, z: u },
      { x: 1.5 * u, y: 0, z: u },
      u,
    );
    expect(hit).toMatchObject({
      t: 1 / 8,
      a: { x: 0, y: 0, z: u },
      normal: { x: 1, y: 0, z: 0 },
      point: { x: 0, y: 0, z: u },
    });
    expect(() => withPolicy(exact).spheresOverlap(hit!.a, 0, hit!.b, u)).not.toThrow();
  });
});

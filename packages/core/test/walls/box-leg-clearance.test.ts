/**
 * The exact clearance of a box's leg against an axis-aligned wall (`src/walls/box-leg-clearance.ts`),
 * against the oracle's rational answers: `boxLegClear` is "never overlaps strictly" and
 * `boxLegClearOneWay` is "never lands on it" for a one-way wall (§10), as are
 * `circleLegClearOneWay` for a circle's lowest point and `castLandsOneWay` for a cast's
 * touch (`oneWayLandsExact`, the crossing anywhere ahead). Coordinates on a
 * grid of quarters, so exact touches, corners and grazes come up often.
 */
import {
  boxLegMeetsWallExact,
  boxLegOverlapsWallExact,
  levelExact,
  oneWayAdmits,
  oneWayLandsExact,
  ratFromDouble,
  sub,
  vecFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxLeg,
  boxLegClear,
  boxLegClearOneWay,
  castLandsOneWay,
  circleLegClearOneWay,
} from '../../src/walls/box-leg-clearance.ts';

const q = fc.integer({ min: -16, max: 16 }).map((n) => n / 4);
const h = fc.integer({ min: 0, max: 8 }).map((n) => n / 4);
const X = (x: number, y: number) => vecFromDoubles({ x, y });

/** A wall: horizontal, vertical or a point, from a start and a length along one axis. */
const wall = fc.tuple(
  q,
  q,
  fc.integer({ min: 0, max: 12 }).map((n) => n / 4),
  fc.boolean(),
);

function load(p: number[], w: number[]): void {
  boxLeg.set([...p, ...w]);
}

describe('box-leg clearance against the oracle', () => {
  it('boxLegClear is "never overlaps strictly" (solid walls), at rest too', () => {
    fc.assert(
      fc.property(
        q,
        q,
        q,
        q,
        h,
        h,
        wall,
        fc.boolean(),
        (px, py, qx, qy, hx, hy, [wx, wy, len, across], rest) => {
          const [ex, ey] = rest ? [px, py] : [qx, qy];
          const w = across ? [wx, wy, wx + len, wy] : [wx, wy, wx, wy + len];
          load([px, py, ex, ey, hx, hy], w);
          const wallR = [X(w[0]!, w[1]!), X(w[2]!, w[3]!)];
          expect(boxLegClear()).toBe(
            !boxLegOverlapsWallExact(X(px, py), X(ex, ey), X(hx, hy), wallR),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('boxLegClearOneWay is "never lands on it" (one-way walls: only their top)', () => {
    fc.assert(
      fc.property(q, q, q, q, h, h, wall, (px, py, qx, qy, hx, hy, [wx, wy, len]) => {
        const w = [wx, wy, wx + len, wy];
        load([px, py, qx, qy, hx, hy], w);
        const level = { ...levelExact(w, 2), oneWay: [true] };
        expect(boxLegClearOneWay()).toBe(
          !boxLegMeetsWallExact(level, 0, X(px, py), X(qx, qy), X(hx, hy)),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("circleLegClearOneWay and castLandsOneWay are the oracle's landing of the lowest point and of a box", () => {
    fc.assert(
      fc.property(
        q,
        q,
        q,
        q,
        h,
        h,
        wall,
        fc.boolean(),
        (px, py, qx, qy, hx, r, [wx, wy, len], round) => {
          const w = [wx, wy, wx + len, wy];
          const level = { ...levelExact(w, 2), oneWay: [true] };
          const bottom = sub(ratFromDouble(py), ratFromDouble(r));
          const d = [ratFromDouble(qx - px), ratFromDouble(qy - py)];
          // The caller asks only of a wall the one-way rule admits.
          fc.pre(oneWayAdmits(level, 0, bottom, d[1]!));
          const width = round ? undefined : ratFromDouble(hx);
          const at = ratFromDouble(px);
          load([px, py, qx, qy, round ? 0 : hx, r], w);
          expect(castLandsOneWay(round)).toBe(
            oneWayLandsExact(level, 0, at, bottom, d, false, width),
          );
          if (round) {
            expect(circleLegClearOneWay()).toBe(!oneWayLandsExact(level, 0, at, bottom, d, true));
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});

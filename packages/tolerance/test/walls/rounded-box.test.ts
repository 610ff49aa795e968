/**
 * `walls/rounded-box.ts`: the circle–box case is loaded in the box's frame
 * exactly, also where `c − b` is not a double; the side and status of a
 * still centre by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  ballBoxCase as load,
  type RoundedBoxCase,
  roundedBoxSide,
  roundedBoxStartStatus,
} from '../../src/walls/rounded-box.ts';

const o = { x: 0, y: 0 };

/** The loaded case (these all pass the box filter). */
function circleBoxCase(...args: Parameters<typeof load>): RoundedBoxCase {
  const box = load(...args);
  expect(box).not.toBeNull();
  return box!;
}

describe('ballBoxCase', () => {
  it('forms c − b exactly: 2^53 + 3 against a face at 2^53 + 2 is a touch at r = 1', () => {
    // In doubles c − b = 2^53 + 3 rounds to 2^53 + 4, a gap of 2 > r: the case must not.
    const c = { x: 2 ** 53 + 2, y: 0 };
    const b = { x: -1, y: 0 };
    const box = circleBoxCase(c, c, 1, b, b, { x: 2 ** 53 + 2, y: 1 });
    expect(roundedBoxSide(box)).toBe(0);
    expect(roundedBoxStartStatus(box, 0)).toBe('separating');
    const nearer = circleBoxCase(c, c, 1 + 2 ** -52 * 2, b, b, { x: 2 ** 53 + 2, y: 1 });
    expect(roundedBoxSide(nearer)).toBe(-1);
  });

  it('a point (r = 0) is overlapping only strictly inside; on a face it enters iff it moves in', () => {
    const h = { x: 2, y: 1 };
    expect(roundedBoxSide(circleBoxCase(o, o, 0, o, o, h))).toBe(-1);
    const onFace = { x: 2, y: 0 };
    expect(roundedBoxSide(circleBoxCase(onFace, onFace, 0, o, o, h))).toBe(0);
    const inward = circleBoxCase(onFace, { x: 1, y: 0 }, 0, o, o, h);
    expect(roundedBoxStartStatus(inward, 0)).toBe('impact');
    const along = circleBoxCase(onFace, { x: 2, y: 1 }, 0, o, o, h);
    expect(roundedBoxStartStatus(along, 0)).toBe('separating');
    // A box of zero height is a segment: no interior to enter.
    const flat = circleBoxCase(o, { x: 0, y: -1 }, 0, o, o, { x: 2, y: 0 });
    expect(roundedBoxSide(flat)).toBe(0);
    expect(roundedBoxStartStatus(flat, 0)).toBe('separating');
  });

  it('outside: the start enters iff it moves towards the nearest point (a corner here)', () => {
    const h = { x: 2, y: 1 };
    const c0 = { x: 5, y: 5 }; // |(5, 5) − (2, 1)| = 5
    expect(roundedBoxStartStatus(circleBoxCase(c0, { x: 4, y: 5 }, 5, o, o, h), 0)).toBe('impact');
    expect(roundedBoxStartStatus(circleBoxCase(c0, { x: 9, y: 2 }, 5, o, o, h), 0)).toBe(
      'separating',
    );
  });
});

/**
 * The contact list's life over frames (growth, reuse) and the scene
 * queries' bad-input rule: a RangeError naming array and index, count 0,
 * nothing else written.
 */
import { describe, expect, it } from 'vitest';
import {
  createContactList2,
  createContactList3,
  findCircleContacts,
  findSphereContacts,
  type MovingCircles,
} from '../../src/index.ts';

/** `n` circles of radius 1 on a line, spacing 1: neighbours up to 2 apart touch. */
function line(n: number): MovingCircles {
  const x = Float64Array.from({ length: n }, (_, k) => k);
  return {
    x0: x,
    y0: new Float64Array(n),
    x1: x.slice(),
    y1: new Float64Array(n),
    r: new Float64Array(n).fill(1),
  };
}

describe('contact lists', () => {
  it('grow when a frame needs more, keep their arrays, and never drop a contact', () => {
    const list = createContactList2(0);
    expect(list.capacity).toBe(0);
    // Pairs with |i − j| ≤ 2 touch: 2n − 3 of them.
    expect(findCircleContacts(line(100), list)).toBe(197);
    expect(list.capacity).toBeGreaterThanOrEqual(197);
    const arrays = [list.i, list.j, list.t, list.status, list.nx, list.ny];
    const capacity = list.capacity;
    expect(findCircleContacts(line(10), list)).toBe(17);
    expect([list.i, list.j, list.t, list.status, list.nx, list.ny]).toEqual(arrays);
    expect(list.capacity).toBe(capacity);
    expect([list.i[16], list.j[16]]).toEqual([8, 9]);
    expect(findCircleContacts(line(2000), list)).toBe(3997);
    expect(list.i.length).toBe(list.capacity);
    expect(list.status.length).toBeGreaterThanOrEqual(list.capacity);
  });

  it('refuses a bad capacity', () => {
    expect(() => createContactList2(-1)).toThrow(/^capacity must be an integer/);
    expect(() => createContactList3(1.5)).toThrow(RangeError);
  });
});

describe('scene bad input', () => {
  const filled = () => {
    const list = createContactList2();
    findCircleContacts(line(50), list);
    return list;
  };

  it('names the array and index, leaves count 0, and writes nothing else', () => {
    const cases: [string, (b: MovingCircles) => void, RegExp][] = [
      [
        'NaN',
        (b) => {
          b.x1[17] = Number.NaN;
        },
        /^bodies\.x1\[17\] must be a finite number \(got NaN\)$/,
      ],
      [
        'Infinity',
        (b) => {
          b.y0[3] = Number.POSITIVE_INFINITY;
        },
        /^bodies\.y0\[3\] must be a finite number/,
      ],
      [
        'huge',
        (b) => {
          b.x0[0] = 1e300;
        },
        /^bodies\.x0\[0\] must be 0 or have a magnitude/,
      ],
      [
        'negative radius',
        (b) => {
          b.r[9] = -1;
        },
        /^bodies\.r\[9\] must be >= 0 \(got -1\)$/,
      ],
    ];
    for (const [, spoil, message] of cases) {
      const list = filled();
      const before = { i: list.i.slice(), t: list.t.slice(), status: list.status.slice() };
      const bodies = line(50);
      spoil(bodies);
      const copy = Object.values(bodies).map((a) => a.slice());
      expect(() => findCircleContacts(bodies, list)).toThrow(message);
      expect(list.count).toBe(0);
      expect({ i: list.i, t: list.t, status: list.status }).toEqual(before);
      expect(Object.values(bodies)).toEqual(copy);
    }
  });

  it('names the against set, the options and the list', () => {
    const list = filled();
    const against = line(5);
    against.r[2] = Number.NaN;
    expect(() => findCircleContacts(line(5), list, { against })).toThrow(
      /^options\.against\.r\[2\] must be a finite number/,
    );
    expect(list.count).toBe(0);
    expect(() => findCircleContacts(line(5), list, { count: 6 })).toThrow(
      /^options\.count must be an integer in \[0, 5\]/,
    );
    expect(() => findCircleContacts(line(5), list, { mask: new Uint32Array(4) })).toThrow(
      /^options\.mask\.length must be >= 5 \(got 4\)$/,
    );
    expect(() => findCircleContacts(line(5), list, { againstMask: new Uint32Array(5) })).toThrow(
      /^options\.againstMask needs options\.against$/,
    );
    expect(() =>
      findCircleContacts({ ...line(5), r: [1, 1, 1, 1, 1] as unknown as Float64Array }, list),
    ).toThrow(/^bodies\.r must be a Float64Array/);
    expect(() => findCircleContacts(line(5), {} as never)).toThrow(
      /^contacts must be a contact list from createContactList2/,
    );
    expect(() => findSphereContacts(line(5) as never, createContactList3())).toThrow(
      /^bodies\.z0 must be a Float64Array/,
    );
    expect(() => findCircleContacts(line(5), list, null as never)).toThrow(
      /^options must be an object/,
    );
  });
});

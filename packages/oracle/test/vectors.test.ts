import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../src/index.ts';
import { generateVectors } from '../src/vectors/generate.ts';

const fresh = generateVectors();
const names = [
  'swept2',
  'swept3',
  'raySegment',
  'overlap',
  'circleSegment',
  'sphereTriangle',
  'circlePolyline',
  'circleBox',
  'sphereCuboid',
  'boxes',
] as const;

function numbers(x: unknown): number[] {
  if (typeof x === 'number') return [x];
  if (typeof x === 'object' && x !== null) return Object.values(x).flatMap(numbers);
  return [];
}

describe('conformance vectors', () => {
  it.each(names)(
    '%s.json equals a fresh generation (run `pnpm --filter @swept/oracle vectors`)',
    (name) => {
      const committed = readFileSync(new URL(`../vectors/${name}.json`, import.meta.url), 'utf8');
      expect(JSON.parse(committed)).toEqual(JSON.parse(JSON.stringify(fresh[name])));
    },
  );

  it.each(names)('%s: loadVectors reads the committed file', (name) => {
    const committed = JSON.parse(
      readFileSync(new URL(`../vectors/${name}.json`, import.meta.url), 'utf8'),
    );
    expect(loadVectors(name)).toEqual(committed);
    expect(loadVectors(name).cases.length).toBeGreaterThan(50);
  });

  it.each(names)('%s: inputs are exact both as doubles and as Q16.16 raw values', (name) => {
    const cases = loadVectors(name).cases;
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      const f = numbers(c.float);
      const r = numbers(c.raw);
      expect(f.length).toBeGreaterThan(0);
      expect(r.length).toBe(f.length);
      r.forEach((raw, i) => {
        expect(Number.isSafeInteger(raw) && Math.abs(raw) <= 2 ** 31 - 1).toBe(true);
        expect(f[i]! * 65536).toBe(raw);
      });
    }
  });

  it('covers hits, misses and every status', () => {
    for (const name of ['swept2', 'swept3'] as const) {
      const cases = loadVectors(name).cases;
      const statuses = new Set(cases.map((c) => c.expect.status));
      expect([...statuses].sort()).toEqual(['impact', 'overlap', 'separating', null].sort());
      // Unperturbed tangents touch at a dyadic t*: a double, so its bracket is a single value.
      const tangents = cases.filter((c) => c.tags.length === 3 && c.tags[0] === 'tangent');
      expect(tangents.length).toBeGreaterThan(0);
      for (const c of tangents) {
        expect(c.expect.swept).toBe(true);
        expect(c.expect.toiBracket![0]).toBe(c.expect.toiBracket![1]);
        expect(c.expect.toiFloor).toBe(Math.floor(c.expect.toiBracket![0] * 65536));
      }
    }
    const rays = loadVectors('raySegment').cases;
    expect(rays.some((c) => c.expect === null) && rays.some((c) => c.expect !== null)).toBe(true);
    const overlaps = loadVectors('overlap').cases;
    // Tangents touch without overlapping; a radius one unit larger overlaps.
    const tangents = overlaps.filter((c) => c.tags.join() === 'tangent');
    const grown = overlaps.filter((c) => c.tags.join() === 'tangent,radius+1');
    expect(tangents.length).toBeGreaterThan(0);
    expect(grown.length).toBeGreaterThan(0);
    expect(tangents.filter((c) => c.expect.overlap)).toEqual([]);
    expect(grown.filter((c) => !c.expect.overlap)).toEqual([]);
  });

  it('the wall vectors cover every status, misses, and every rounding edge case', () => {
    for (const name of ['circleSegment', 'sphereTriangle'] as const) {
      const cases = loadVectors(name).cases;
      const statuses = new Set(cases.map((c) => c.expect.status));
      expect([...statuses].sort()).toEqual(['impact', 'overlap', 'separating', null].sort());
      const tags = new Set(cases.flatMap((c) => c.tags));
      for (const tag of ['graze', 'parallel', 'start-on-wall', 'r=0', 'r-1', 'r+1', 'random']) {
        expect(tags.has(tag)).toBe(true);
      }
      // The hand-made drop touches at t* = 2/5: floor and bracket follow from it.
      const drop = cases.find((c) => c.tags.join() === 'face,drop')!;
      expect(drop.expect.t).toBe('2/5');
      expect(drop.expect.tFloor).toBe(Math.floor((2 / 5) * 65536));
      expect(drop.expect.tBracket![0]).toBeLessThan(2 / 5 + 1e-16);
    }
    const segTags = new Set(loadVectors('circleSegment').cases.flatMap((c) => c.tags));
    for (const tag of ['vertex', 'contact-at-end', 'degenerate-segment', 'tunnel'])
      expect(segTags.has(tag)).toBe(true);
    const triTags = new Set(loadVectors('sphereTriangle').cases.flatMap((c) => c.tags));
    for (const tag of ['edge', 'vertex', 'contact-at-corner', 'degenerate-triangle'])
      expect(triTags.has(tag)).toBe(true);
    const tie = loadVectors('circlePolyline').cases.find((c) => c.tags.includes('tie'))!;
    expect(tie.expect.segment).toBe(1);
  });

  it('the box vectors cover both dimensions, every status, misses, and every edge case', () => {
    const cases = loadVectors('boxes').cases;
    for (const dim of [2, 3] as const) {
      const mine = cases.filter((c) => c.dim === dim);
      const statuses = new Set(mine.map((c) => c.expect.status));
      expect([...statuses].sort()).toEqual(['impact', 'overlap', 'separating', null].sort());
      for (const c of mine) expect(Object.keys(c.raw.a0)).toHaveLength(dim);
    }
    const tags = new Set(cases.flatMap((c) => c.tags));
    for (const tag of ['graze', 'tie', 'start-touching', 'miss', 't=1', 'point', 'hb-1', 'hb+1'])
      expect(tags.has(tag)).toBe(true);
    const one = (tags: string) => cases.filter((c) => c.tags.join() === tags);
    // The contract's drop (gap 5 − 2 = 3 closed at speed 10) touches at t* = 3/10, on its top face.
    for (const drop of one('2d,face,drop').concat(one('3d,face,drop'))) {
      expect(drop.expect.t).toBe('3/10');
      expect(drop.expect.tFloor).toBe(Math.floor((3 / 10) * 65536));
      expect(drop.expect.normal!.slice(0, 2)).toEqual([0, -1]);
    }
    // Onto the corner diagonally: every axis starts touching at t* = 1/2, and x wins the tie.
    for (const corner of one('2d,corner,tie').concat(one('3d,corner,tie'))) {
      expect(corner.expect.t).toBe('1/2');
      expect(corner.expect.normal![0]).toBe(1);
    }
    // Sunk 0.25 into the floor: the least penetration is y's.
    for (const sunk of one('2d,start-overlap,sunk').concat(one('3d,start-overlap,sunk')))
      expect([sunk.expect.overlap, sunk.expect.separateAxis]).toEqual([true, 1]);
    // Head on, both moving: a gap of 8 − 2 = 6 closed at speed 16, t* = 3/8 (a double).
    const head = one('2d,both-moving')[0]!;
    expect(head.expect.t).toBe('3/8');
    expect(head.expect.tBracket).toEqual([3 / 8, 3 / 8]);
    // B slides exactly along A's top face (|Δy| = 2 = Hy all the way): x alone starts touching,
    // when −6 + 12t reaches −2, t* = 1/3, from B's side (−x); one raw unit less of B misses.
    const graze = one('2d,face,graze')[0]!;
    expect([graze.expect.status, graze.expect.t, graze.expect.normal]).toEqual([
      'impact',
      '1/3',
      [-1, 0],
    ]);
    expect(one('2d,face,graze,hb-1')[0]!.expect.swept).toBe(false);
    expect(one('2d,face,graze,hb+1')[0]!.expect.swept).toBe(true);
  });
});

import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goldenTranscript } from '../src/fingerprint/scenario.ts';
import { asciiBytes, sha256Hex } from '../src/fingerprint/sha256.ts';
import {
  exactStats,
  FINGERPRINT,
  fingerprint,
  MOVE_BLOCKED,
  MOVE_CEILING,
  MOVE_CONTACT,
  MOVE_FLOOR,
  MOVE_WALL,
  resetExactStats,
} from '../src/index.ts';

describe('SHA-256', () => {
  it('matches the FIPS 180-4 example digests', () => {
    const hash = (s: string) => sha256Hex(asciiBytes(s));
    expect(hash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hash('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(hash('a'.repeat(1000000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('matches node:crypto on every length around the block boundaries', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
    );
    for (let n = 50; n < 140; n += 1) {
      const bytes = new Uint8Array(n).fill(n);
      expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });
});

/** A line of the tile maps' part: `h` moveBox, `j` moveCircle, `g` castBox, `q` castCircle. */
const isTileLine = (l: string) => /^[hjgq] /.test(l);

/** The fingerprint of the version before the tile maps' part was appended (the boxes' version). */
const BEFORE_TILE_MAPS = 'b6be46ab9d58d260915d7fabd5f4b17553128dc2ac29f527790b707baac804b6';

describe('determinism fingerprint', () => {
  it('equals the committed golden value (any change to any query result fails here)', () => {
    expect(FINGERPRINT).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint()).toBe(FINGERPRINT);
  });

  it('is stable across runs and covers every query, status and both exact paths', () => {
    resetExactStats();
    const lines = goldenTranscript();
    const stats = exactStats();
    expect(lines.length).toBeGreaterThan(5000);
    expect(stats.filter).toBeGreaterThan(0);
    expect(stats.fallback).toBeGreaterThan(0);
    const walls = ['w 0', 'w 1', 'W 0', 'W 1', 't 0', 't 1', 'T 0', 'T 1', 'p -', 'p 0', 'p 1'];
    const movers = ['m', 'M', 'n', 'N'];
    for (const tag of [
      'c 0',
      'c 1',
      's 0',
      's 1',
      'r -',
      'r 0',
      'o 0',
      'o 1',
      'O 0',
      'O 1',
      ...walls,
      ...movers,
    ]) {
      expect(
        lines.some((l) => l.startsWith(`${tag} `) || l === tag),
        tag,
      ).toBe(true);
    }
    for (const status of [' impact ', ' overlap ', ' separating ']) {
      expect(
        lines.some((l) => l.includes(status)),
        status,
      ).toBe(true);
    }
    // Every wall status, in 2D and 3D.
    for (const tag of ['w 1', 't 1']) {
      for (const status of [' impact ', ' overlap ', ' separating ']) {
        expect(
          lines.some((l) => l.startsWith(tag) && l.includes(status)),
          `${tag}${status}`,
        ).toBe(true);
      }
    }
    // Pushes out of a wall that would leave the range are refused, and the refusal is recorded.
    for (const tag of [
      'W 1 ! c cannot be separated from the segment',
      'T 1 ! c cannot be separated from the triangle',
    ]) {
      expect(
        lines.some((l) => l.startsWith(tag)),
        tag,
      ).toBe(true);
    }
    expect(goldenTranscript()).toEqual(lines);
  });

  it('covers the movers, appended after the rest: every flag, wedged starts, refusals, batches equal to single moves', () => {
    const all = goldenTranscript();
    const first = all.findIndex((l) => l.startsWith('m '));
    expect(first).toBeGreaterThan(0);
    // The boxes come after the movers (their own test below).
    const lines = all.slice(
      0,
      all.findIndex((l) => l.startsWith('x ')),
    );
    // Appended: no mover line before the first, nothing but movers from it on to the
    // boxes (a batch's bodies are lines of numbers), so adding them moved no earlier line.
    const mover = /^([mMnN] |-?\d+,)/;
    expect(lines.slice(0, first).filter((l) => /^[mMnN] /.test(l))).toEqual([]);
    expect(lines.slice(first).filter((l) => !mover.test(l))).toEqual([]);
    for (const tag of ['m', 'M']) {
      const moves = lines.filter((l) => l.startsWith(`${tag} `) && !l.startsWith(`${tag} !`));
      // `c remaining clipped flags [legs] [contacts]`: floor, wall, ceiling and blocked each seen.
      const flags = moves.map((l) => l.split(' ')[4]!);
      for (let bit = 0; bit < 4; bit++) {
        expect(
          flags.some((f) => f[bit] === '1'),
          `${tag} flag ${bit}`,
        ).toBe(true);
      }
      // A clear move (one leg, no contact), a slide over three contacts, a wedged start
      // (blocked where it began: no leg, its contact at leg 0, t = 0).
      expect(moves.some((l) => / \[[^ \]]+\] \[\]$/.test(l))).toBe(true);
      expect(moves.some((l) => (l.match(/ ; /g) ?? []).length >= 2)).toBe(true);
      expect(moves.some((l) => / [01]{3}1 \[\] \[0 0 /.test(l))).toBe(true);
      expect(lines.some((l) => l.startsWith(`${tag} ! d must keep every point`))).toBe(true);
    }
    for (const tag of ['n', 'N']) {
      expect(lines.some((l) => l.startsWith(`${tag} 1 ! bodies[0]: d must keep`))).toBe(true);
    }
    // Each batch follows the single moves of its bodies with the same options: body by
    // body the same centre and clipped displacement, flags MOVE_FLOOR | MOVE_WALL |
    // MOVE_CEILING | MOVE_BLOCKED | MOVE_CONTACT from the single move's, and the count of
    // bodies with a contact.
    let batches = 0;
    for (let i = first; i < lines.length; i++) {
      const [tag, count, touched] = lines[i]!.split(' ');
      if (tag !== 'n' && tag !== 'N') continue;
      const n = Number(count);
      const singles = lines.slice(i - n, i);
      const bodies = lines.slice(i + 1, i + 1 + n);
      expect(singles.every((l) => l.startsWith(`${tag === 'n' ? 'm' : 'M'} `))).toBe(true);
      if (touched === '!') continue;
      let contacts = 0;
      singles.forEach((single, k) => {
        const [, c, , clipped, bits, ...rest] = single.split(' ');
        const contact = !rest.join(' ').endsWith(' []');
        if (contact) contacts++;
        const flags = [MOVE_FLOOR, MOVE_WALL, MOVE_CEILING, MOVE_BLOCKED].reduce(
          (f, b, j) => f | (bits![j] === '1' ? b : 0),
          contact ? MOVE_CONTACT : 0,
        );
        expect(bodies[k]).toBe(`${c} ${clipped} ${flags}`);
      });
      expect(Number(touched)).toBe(contacts);
      batches++;
    }
    expect(batches).toBeGreaterThan(20);
  });

  it('covers the boxes, appended after the movers: every status, refusals at the edge, batches that count their hits', () => {
    const all = goldenTranscript();
    const first = all.findIndex((l) => l.startsWith('x '));
    expect(first).toBeGreaterThan(all.findIndex((l) => l.startsWith('m ')));
    // The tile maps come after the boxes (their own test below).
    const lines = all.slice(0, all.findIndex(isTileLine));
    // Appended: nothing but box lines from the first on, so no earlier line moved.
    const box = /^(x|X|xb|k|K|kb) /;
    expect(lines.slice(first).filter((l) => !box.test(l))).toEqual([]);
    expect(lines.slice(0, first).filter((l) => box.test(l))).toEqual([]);
    for (const tag of ['x', 'k']) {
      for (const status of ['impact', 'overlap', 'separating']) {
        expect(lines.some((l) => l.startsWith(`${tag} 1 `) && l.split(' ')[3] === status)).toBe(
          true,
        );
      }
      expect(lines.some((l) => l.startsWith(`${tag} 0 -`))).toBe(true);
    }
    for (const tag of ['X', 'K']) {
      expect(lines.some((l) => l.startsWith(`${tag} 0 `))).toBe(true);
      expect(lines.some((l) => l.startsWith(`${tag} 1 `) && !l.includes('!'))).toBe(true);
      expect(lines.some((l) => l.startsWith(`${tag} 1 ! `) && l.includes('(immovable)'))).toBe(
        true,
      );
    }
    // `xb found hits found hits t…`: each batch's count is its hits' ones, and the two
    // batches agree on which bodies hit; a miss leaves its t untouched (-1).
    const batches = lines.filter((l) => l.startsWith('xb ') || l.startsWith('kb '));
    expect(batches.length).toBe(40);
    for (const l of batches) {
      const [, found, hits, found2, hits2, t] = l.split(' ');
      expect(Number(found)).toBe(hits!.split('').filter((h) => h === '1').length);
      expect([found2, hits2]).toEqual([found, hits]);
      t!.split(',').forEach((ti, i) => {
        expect(ti === '-1').toBe(hits![i] === '0');
      });
    }
  });

  it('covers the tile maps, appended last: every earlier line as before, walks, jumps through a one-way platform, landings, corners', () => {
    const lines = goldenTranscript();
    const first = lines.findIndex(isTileLine);
    expect(first).toBeGreaterThan(lines.findIndex((l) => l.startsWith('kb ')));
    // Appended last: nothing but tile lines from the first on, and the lines before them
    // are the previous version's whole transcript (they hash to its fingerprint).
    expect(lines.slice(first).filter((l) => !isTileLine(l))).toEqual([]);
    expect(sha256Hex(asciiBytes(lines.slice(0, first).join('\n')))).toBe(BEFORE_TILE_MAPS);
    const part = lines.slice(first);
    for (const tag of ['h', 'j']) {
      const moves = part.filter((l) => l.startsWith(`${tag} `));
      // `c remaining clipped flags [legs] [contacts]`: a free frame (the jump up through
      // the one-way platform: no contact), a landing on the floor (normal up), a press
      // into the corner (floor and wall, blocked), a wall's contact alone (the pit's side).
      expect(moves.some((l) => / \[[^ \]]+\] \[\]$/.test(l))).toBe(true);
      expect(moves.some((l) => / 1000 \[/.test(l) && l.endsWith(' 0,65536]'))).toBe(true);
      expect(moves.some((l) => / 1101 \[/.test(l) && l.includes(' -65536,0'))).toBe(true);
      expect(moves.some((l) => / 0100 \[/.test(l))).toBe(true);
      // Pressed into the corner frame after frame: the same line again (no jitter).
      expect(moves.some((l, i) => i > 0 && / 1101 \[/.test(l) && moves[i - 1] === l)).toBe(true);
    }
    for (const tag of ['g', 'q']) {
      const casts = part.filter((l) => l.startsWith(`${tag} `));
      expect(casts.length).toBe(120);
      expect(casts.some((l) => l === `${tag} -`)).toBe(true);
      for (const status of ['impact', 'overlap']) {
        expect(casts.some((l) => l.split(' ')[2] === status)).toBe(true);
      }
    }
  });
});

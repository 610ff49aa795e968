import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goldenTranscript } from '../src/fingerprint/scenario.ts';
import { asciiBytes, sha256Hex } from '../src/fingerprint/sha256.ts';
import { exactStats, FINGERPRINT, fingerprint, resetExactStats } from '../src/index.ts';

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
});

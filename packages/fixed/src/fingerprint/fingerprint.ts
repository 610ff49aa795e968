import { goldenTranscript } from './scenario.ts';
import { asciiBytes, sha256Hex } from './sha256.ts';

/**
 * The committed fingerprint of this version's golden scenario. Peers whose
 * `fingerprint()` equals it compute every query bit-identically.
 */
export const FINGERPRINT = '75c5b00120b6d9a072b2294a132d129c9478e3baf2e6528f8a46445141f20a42';

/**
 * Runs the golden scenario (thousands of queries of every kind from a seeded
 * integer generator, with grazes, start contacts, equal velocities,
 * coincident centres and range extremes) and returns the SHA-256 hex digest
 * of its results, one line each, in a fixed order. Compare it with
 * {@link FINGERPRINT}, or between peers at match start. Its decisions are
 * counted in `exactStats()` like any other.
 */
export function fingerprint(): string {
  return sha256Hex(asciiBytes(goldenTranscript().join('\n')));
}

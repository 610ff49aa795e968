import { goldenTranscript } from './scenario.ts';
import { asciiBytes, sha256Hex } from './sha256.ts';

/**
 * The committed fingerprint of this version's golden scenario. Peers whose
 * `fingerprint()` equals it compute every query bit-identically.
 */
export const FINGERPRINT = '7eaab00c15b2df3f79deff559f2ebea72e00df8fd978bd79798a32e6d507c0e6';

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

import { goldenTranscript } from './scenario.ts';
import { asciiBytes, sha256Hex } from './sha256.ts';

/**
 * The committed fingerprint of this version's golden scenario. Peers whose
 * `fingerprint()` equals it compute every query bit-identically.
 */
export const FINGERPRINT = '4e0333779400a6f7c52ca29e1b1e921237e8ad3d12b3fe9d25905ac978000e56';

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

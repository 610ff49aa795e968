/** fingerprint/: the netplay fingerprint (not a query): a golden scenario's transcript (`scenario.ts`) hashed (`sha256.ts`). */
import { goldenTranscript } from './scenario.ts';
import { asciiBytes, sha256Hex } from './sha256.ts';

/**
 * The committed fingerprint of this version's golden scenario. Peers whose
 * `fingerprint()` equals it compute every query bit-identically.
 */
export const FINGERPRINT = '8f4d4e81b126eaccb6a1d86b1b638fe7aaccb222f8b4b170af818adeec24c1dd';

/**
 * Runs the golden scenario (thousands of queries of every kind from a seeded
 * integer generator, with grazes, start contacts, equal velocities,
 * coincident centres and range extremes, moves through seeded levels with
 * every response, and boxes and cuboids through every box query, boxes and circles moved and cast
 * through tile maps) and returns
 * the SHA-256 hex digest of its results, one line each, in a fixed order.
 * Compare it with {@link FINGERPRINT}, or between peers at match start. Its
 * decisions are counted in `exactStats()` like any other.
 */
export function fingerprint(): string {
  return sha256Hex(asciiBytes(goldenTranscript().join('\n')));
}

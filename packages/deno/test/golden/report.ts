/**
 * What each runtime computes for the cross-runtime determinism test: the
 * fixed-point fingerprint (a SHA-256 of @swept/fixed's own golden scenario)
 * and the committed value it must equal. Runtime-neutral: Node imports it directly, Deno runs it from
 * deno-main.ts, Chromium gets it bundled from browser-main.ts.
 */
import { FINGERPRINT, fingerprint } from '@swept/fixed';

/** The report one runtime produces; the test requires all three to be equal. */
export interface GoldenReport {
  fingerprint: string;
  committed: string;
}

export function goldenReport(): GoldenReport {
  return { fingerprint: fingerprint(), committed: FINGERPRINT };
}

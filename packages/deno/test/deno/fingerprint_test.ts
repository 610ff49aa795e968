/**
 * The fixed-point fingerprint under Deno, through @swept/deno's own exports:
 * Deno's V8 must reproduce the value committed with @swept/fixed.
 */
import { strictEqual } from 'node:assert/strict';
import * as fixedSubpath from '../../src/fixed.ts';
import { fixed } from '../../src/mod.ts';

Deno.test('fixed.fingerprint() equals the committed FINGERPRINT under Deno', () => {
  strictEqual(fixed.fingerprint(), fixed.FINGERPRINT);
});

Deno.test('@swept/deno/fixed is the same module as the fixed namespace', () => {
  strictEqual(fixedSubpath.fingerprint, fixed.fingerprint);
  strictEqual(fixedSubpath.sweptCircles, fixed.sweptCircles);
});

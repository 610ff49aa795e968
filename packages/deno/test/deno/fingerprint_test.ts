/**
 * The fixed-point fingerprint under Deno, through @swept/deno's own exports:
 * Deno's V8 must reproduce the value committed with @swept/fixed. And the
 * subpaths are the same modules as the namespaces.
 */
import { strictEqual } from 'node:assert/strict';
import * as fixedSubpath from '../../src/fixed.ts';
import { fixed, tolerance } from '../../src/mod.ts';
import * as toleranceSubpath from '../../src/tolerance.ts';

Deno.test('fixed.fingerprint() equals the committed FINGERPRINT under Deno', () => {
  strictEqual(fixed.fingerprint(), fixed.FINGERPRINT);
});

Deno.test('@swept/deno/fixed and /tolerance are the fixed and tolerance namespaces', () => {
  strictEqual(fixedSubpath.fingerprint, fixed.fingerprint);
  strictEqual(fixedSubpath.sweptCircles, fixed.sweptCircles);
  strictEqual(toleranceSubpath.withPolicy, tolerance.withPolicy);
});

/**
 * `castBox` (contract §10) against the oracle, wall by wall: every wall the filter and the
 * one-way rule admit (on the box's own bottom and `b + d` as the variant adds it) is the
 * degenerate box at rest, answered by the exact box–box contact at the extents the
 * variant's cast answers for (a band policy's grown by its band).
 * - `fixed` and tolerance `exact`: each wall's `t*` rounded as the variant rounds
 *   (`floor(t*·65536)`; the largest double `≤ t*`); the answer is the least rounded `t`,
 *   ties to the smallest wall — `null` iff no wall touches — with that wall's exact
 *   status and normal (from the wall towards the box);
 * - banded (the core, a band policy): the wall's `t` lies between its contacts with the
 *   extents grown and shrunk by the core's box band, no wall surely touches earlier, a
 *   miss only where no wall surely touches; the normal one the band allows; the core's
 *   status the exact one where the band agrees.
 * The shape: `t` in `[0, 1]`, a unit axis normal, an admitted wall, finite numbers.
 */
import {
  boxesNormalWithinBand,
  boxesTimeOfImpactBracket,
  boxesTimeOfImpactFloor,
  cmp,
  rat,
  ratFromDouble,
  ratToNumber,
} from '@swept/oracle';
import type { BoxLevelArgs, CaseResult, Vec } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { normalAxis } from './box-case.ts';
import {
  bandedContact,
  boxMotion,
  buildBoxLevel,
  castExtents,
  exactBoxLevel,
  wallAdmits,
  wallBoxCase,
} from './box-level.ts';
import { moveFilter } from './move.ts';
import { allFinite, declaredBand, fmt } from './util.ts';

/** A box cast's answer (contract §10). */
interface BoxContact {
  t: number;
  status: string;
  normal: Vec;
  point: Vec;
  c: Vec;
  wall: number;
}

export function checkCastBox(variant: Variant, a: BoxLevelArgs): CaseResult {
  const out: CaseResult = { violations: [], judged: true };
  const say = (m: string) => out.violations.push(m);
  const level = buildBoxLevel(variant, a);
  const filter = moveFilter(a.options);
  const rest = a.options === null ? [] : [filter];
  const got = variant.levels!.castBox!(level, a.b, a.hb, a.d, ...rest) as BoxContact | null;
  if (got !== null && (typeof got !== 'object' || typeof got.t !== 'number')) {
    return { violations: [`returned ${fmt(got)}, not a contact or null`] };
  }
  if (got !== null && !allFinite(got)) say(`non-finite number in ${fmt(got)}`);

  const exact = exactBoxLevel(variant, a);
  const m = boxMotion(variant, a);
  const h = castExtents(variant, a);
  const cases = exact.walls.map((wall, k) =>
    wallAdmits(exact, k, filter, m) ? wallBoxCase(wall, m, h) : null,
  );
  const raw = variant.units === 'raw';
  const unit = raw ? 65536 : 1;
  const s = variant.semantics;

  if (s.kind === 'fixed' || s.kind === 'exact') {
    // The least rounded t over the admitted walls, ties to the smallest index.
    let best: { t: number; wall: number } | null = null;
    cases.forEach((c, k) => {
      if (c === null || bandedContact(variant, c).earliest === null) return;
      const t = raw ? Number(boxesTimeOfImpactFloor(c, 65536n)) : boxesTimeOfImpactBracket(c)[0];
      if (best === null || t < best.t) best = { t, wall: k };
    });
    const want = best as { t: number; wall: number } | null;
    if (
      (got === null) !== (want === null) ||
      (got !== null && want !== null && (got.t !== want.t || got.wall !== want.wall))
    ) {
      say(
        `answered ${got === null ? 'miss' : `t = ${got.t} (wall ${got.wall})`}, the least rounded exact t is ${want === null ? 'none (miss)' : `${want.t} (wall ${want.wall})`}`,
      );
      return out;
    }
    if (got === null) return out;
  }
  if (got === null) {
    // A miss: no admitted wall may surely touch.
    const sure = cases.findIndex((c) => c !== null && bandedContact(variant, c).latest !== null);
    if (sure >= 0)
      say(`answered miss, but wall ${sure} touches even with the box band's smaller extents`);
    return out;
  }

  const normal = normalAxis(got.normal, 2, unit);
  const c = Number.isInteger(got.wall) ? cases[got.wall] : undefined;
  if (c === undefined || c === null) {
    say(`wall ${fmt(got.wall)} is not an admitted wall of the ${cases.length}`);
    return out;
  }
  if (!(got.t >= 0 && got.t <= unit) || normal === null) {
    say(`returned ${fmt(got)}: t outside [0, 1] or a normal that is not a unit axis`);
    return out;
  }
  const { earliest, latest } = bandedContact(variant, c);
  if (earliest === null) {
    say(
      `wall ${got.wall} at t = ${got.t}, but it is not touched even with the band's larger extents`,
    );
    return out;
  }
  // castBox's normal faces the box: box–box's (from the box to the wall), negated.
  const direction = -normal.sign;
  const band = declaredBand(variant, 'box');
  if (band === null) {
    if (got.status !== earliest.status)
      say(`status ${got.status}, wall ${got.wall}'s exact status is ${earliest.status}`);
    if (normal.axis !== earliest.axis || direction !== earliest.sign) {
      say(
        `normal ${fmt(got.normal)}, wall ${got.wall}'s exact normal is axis ${earliest.axis}, sign ${-earliest.sign}`,
      );
    }
    return out;
  }
  const t = raw ? rat(got.t, 65536) : ratFromDouble(got.t);
  if (cmp(t, earliest.t) < 0) {
    say(
      `t = ${got.t} (wall ${got.wall}) before the band's earliest touch ${ratToNumber(earliest.t)}`,
    );
  }
  if (latest !== null && cmp(t, latest.t) > 0) {
    say(`t = ${got.t} (wall ${got.wall}) after the band's latest touch ${ratToNumber(latest.t)}`);
  }
  cases.forEach((other, k) => {
    const sure = other === null ? null : bandedContact(variant, other).latest;
    if (sure !== null && cmp(sure.t, t) < 0) {
      say(
        `t = ${got.t} (wall ${got.wall}), but wall ${k} surely touches before, by ${ratToNumber(sure.t)}`,
      );
    }
  });
  if (
    s.kind === 'banded' &&
    latest !== null &&
    latest.status === earliest.status &&
    got.status !== earliest.status
  ) {
    say(`status ${got.status}, exact is ${earliest.status} (outside the box band)`);
  }
  if (!boxesNormalWithinBand(c, band, got.t > 0, normal.axis, direction)) {
    say(`normal ${fmt(got.normal)} is not one the box band allows on wall ${got.wall}`);
  }
  return out;
}

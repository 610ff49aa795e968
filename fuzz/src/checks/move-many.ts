/**
 * The movers' batch forms (`moveCircles`, `moveSpheres`) agree, body by body and bit for
 * bit, with the scalar mover they stand for (`moveCircle`, `moveSphere`, judged against
 * the oracle by its own check): each body's final centre, clipped displacement and flags
 * (`MOVE_FLOOR | MOVE_WALL | MOVE_CEILING | MOVE_BLOCKED | MOVE_CONTACT` from the scalar
 * answer), and the count of bodies with a contact; a bad body (a negative radius) is
 * refused with a `RangeError` naming it (`bodies[i]: …`).
 */
import { MOVE_BLOCKED, MOVE_CEILING, MOVE_CONTACT, MOVE_FLOOR, MOVE_WALL } from '@swept/core';
import { numbersOf } from '../cases/units.ts';
import type { CaseResult, MoveBatchArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { buildLevel } from './cast.ts';
import { callMove, type MoveAnswer } from './move.ts';
import { fmt } from './util.ts';

/** Written into every output slot first: a body the batch skips keeps it. */
const UNTOUCHED = -7;

/** Each flag with what in the scalar answer sets it. */
const FLAGS: readonly (readonly [number, (m: MoveAnswer) => boolean])[] = [
  [MOVE_FLOOR, (m) => m.onFloor],
  [MOVE_WALL, (m) => m.onWall],
  [MOVE_CEILING, (m) => m.onCeiling],
  [MOVE_BLOCKED, (m) => m.blocked],
  [MOVE_CONTACT, (m) => m.contacts.length > 0],
];

const flagsOf = (m: MoveAnswer): number =>
  FLAGS.reduce((flags, [bit, set]) => (set(m) ? flags | bit : flags), 0);

export function checkMoveMany(variant: Variant, a: MoveBatchArgs): CaseResult {
  const out: CaseResult = { violations: [] };
  const level = buildLevel(variant, a);
  const many = a.dim === 2 ? variant.levels!.moveCircles! : variant.levels!.moveSpheres!;
  const bodies = [{ c: a.c, r: a.r, d: a.d }, ...a.more];
  const axes: readonly string[] = a.dim === 2 ? ['x', 'y'] : ['x', 'y', 'z'];
  const column = (f: (b: (typeof bodies)[number]) => number) => Float64Array.from(bodies.map(f));
  const n = bodies.length;
  const soa = {
    bodies: Object.fromEntries([
      ...axes.map((k, j) => [k, column((b) => numbersOf(b.c)[j]!)]),
      ['r', column((b) => b.r)],
    ]),
    displacements: Object.fromEntries(axes.map((k, j) => [k, column((b) => numbersOf(b.d)[j]!)])),
  };
  const clipped = (k: string) => `clipped${k.toUpperCase()}`;
  const into: Record<string, Float64Array | Uint8Array> = Object.fromEntries([
    ...axes.flatMap((k) => [
      [k, new Float64Array(n).fill(UNTOUCHED)],
      [clipped(k), new Float64Array(n).fill(UNTOUCHED)],
    ]),
    ['flags', new Uint8Array(n).fill(0xff)],
  ]);
  const rest = a.options === null ? [] : [a.options];
  const touched = many(level, soa.bodies, soa.displacements, into, ...rest);
  let contacts = 0;
  bodies.forEach((b, i) => {
    const one = callMove(variant, level, a, b.c, b.d, b.r);
    if (one.contacts.length > 0) contacts++;
    const c = numbersOf(one.c);
    const clip = numbersOf(one.clipped);
    axes.forEach((k, j) => {
      if (!Object.is(into[k]![i], c[j])) {
        out.violations.push(
          `body ${i}: out.${k} = ${into[k]![i]}, its own move ends at ${fmt(one.c)}`,
        );
      }
      if (!Object.is(into[clipped(k)]![i], clip[j])) {
        out.violations.push(
          `body ${i}: out.${clipped(k)} = ${into[clipped(k)]![i]}, its own move clips d to ${fmt(one.clipped)}`,
        );
      }
    });
    if (into.flags![i] !== flagsOf(one)) {
      out.violations.push(`body ${i}: flags ${into.flags![i]}, its own move's ${flagsOf(one)}`);
    }
  });
  if (touched !== contacts) {
    out.violations.push(`returned ${touched}, but ${contacts} of the ${n} bodies had a contact`);
  }
  // The last body with a negative radius: refused, named by its index.
  const spoiled = { ...soa.bodies, r: Float64Array.from(soa.bodies.r!) };
  spoiled.r[n - 1] = -1;
  const name = `bodies[${n - 1}]`;
  try {
    many(level, spoiled, soa.displacements, into, ...rest);
    out.violations.push(`accepted ${name} with r = -1`);
  } catch (error) {
    if (!(error instanceof RangeError) || !error.message.startsWith(name)) {
      out.violations.push(`${name} with r = -1 threw ${String(error)}, not a RangeError naming it`);
    }
  }
  return out;
}

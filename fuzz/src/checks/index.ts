/**
 * One entry point per check: the case generator for a variant's units and
 * the judge. Every query call is also checked for not mutating its inputs and
 * not throwing on valid input.
 */
import fc from 'fast-check';
import { badArgs } from '../cases/bad.ts';
import { boxArgs, boxSeparateArgs } from '../cases/boxes.ts';
import { circleBoxArgs } from '../cases/circle-box.ts';
import { levelArgs, rayLevelArgs } from '../cases/levels.ts';
import { moveArgs, moveBatchArgs } from '../cases/moves.ts';
import { overlapArgs } from '../cases/overlap.ts';
import { rayArgs } from '../cases/ray.ts';
import { separateArgs } from '../cases/separate.ts';
import { sweptArgs } from '../cases/swept.ts';
import { boxLevelArgs } from '../cases/tiles.ts';
import { polylineArgs, wallArgs } from '../cases/walls.ts';
import type {
  BadArgs,
  BatchArgs,
  BoxArgs,
  BoxLevelArgs,
  BoxSceneArgs,
  BoxSeparateArgs,
  CaseResult,
  CheckName,
  CircleBoxArgs,
  CircleBoxSceneArgs,
  LevelArgs,
  MoveArgs,
  MoveBatchArgs,
  OverlapArgs,
  RayArgs,
  SceneArgs,
  SeparateArgs,
  SphereCuboidArgs,
  SweptArgs,
  Vec,
  WallArgs,
} from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { checkBadInput } from './badInput.ts';
import { checkCast } from './cast.ts';
import { checkCastBox } from './cast-box.ts';
import { checkClassify } from './classify.ts';
import { checkForms } from './forms.ts';
import { checkMove } from './move.ts';
import { checkMoveBox } from './move-box.ts';
import { checkMoveMany } from './move-many.ts';
import {
  checkBoxesOverlap,
  checkCircleBoxOverlap,
  checkOverlap,
  checkWallOverlap,
} from './overlap.ts';
import { checkRaySegment } from './ray.ts';
import { checkBoxScenes, checkCircleBoxScenes, checkScenes } from './scene.ts';
import {
  checkBoxesSeparation,
  checkCircleBoxSeparation,
  checkSeparation,
  checkWallSeparation,
} from './separate.ts';
import { checkBoxesSwept, checkCircleBoxSwept, checkSwept, checkWallSwept } from './swept.ts';
import {
  checkBoxesTimeOfImpact,
  checkCircleBoxTimeOfImpact,
  checkTimeOfImpact,
  checkWallTimeOfImpact,
} from './time-of-impact.ts';
import { fmt, numbersIn } from './util.ts';

/**
 * A scene from generated pair cases (both bodies of each, so every case's graze,
 * tangency or near miss is in it): up to 40 cases, or 60 to 100 (past the pair loop's
 * limit, for the sweep and, with a skewed split, the index plans); one set or split
 * anywhere or skewed (a few bodies against many, or many against a few); an optional
 * Box2D filter drawn from a few bits.
 */
function sceneOf<C>(pair: fc.Arbitrary<C>): fc.Arbitrary<{
  cases: C[];
  split: number | null;
  filter: { category: number[]; mask: number[] } | null;
}> {
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.array(pair, { minLength: 1, maxLength: 40 }) },
      { weight: 1, arbitrary: fc.array(pair, { minLength: 60, maxLength: 100 }) },
    )
    .chain((cases) => {
      const n = 2 * cases.length;
      const bits = fc.array(fc.integer({ min: 1, max: 7 }), { minLength: n, maxLength: n });
      return fc.record({
        cases: fc.constant(cases),
        split: fc.option(
          fc.oneof(
            fc.integer({ min: 0, max: n }),
            fc.integer({ min: 0, max: n >> 3 }),
            fc.integer({ min: n - (n >> 3), max: n }),
          ),
          { nil: null },
        ),
        filter: fc.option(fc.record({ category: bits, mask: bits }), { nil: null }),
      });
    });
}

/**
 * Circles against boxes (spheres against cuboids) from generated circle–box
 * (sphere–cuboid) cases (each case's circle and box):
 * up to 40 cases or 60 to 100, of which the first `circles` circles meet the first
 * `boxes` boxes — all of both, or a few against all (an eighth or less: the index plans),
 * or any counts — with an optional Box2D filter drawn from a few bits.
 */
function circleBoxSceneOf(
  pair: fc.Arbitrary<CircleBoxArgs<Vec>>,
): fc.Arbitrary<Omit<CircleBoxSceneArgs, 'dim'>> {
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.array(pair, { minLength: 1, maxLength: 40 }) },
      { weight: 1, arbitrary: fc.array(pair, { minLength: 60, maxLength: 100 }) },
    )
    .chain((cases) => {
      const n = cases.length;
      const count = fc.oneof(
        fc.constant(n),
        fc.integer({ min: 0, max: n >> 3 }),
        fc.integer({ min: 0, max: n }),
      );
      const bits = fc.array(fc.integer({ min: 1, max: 7 }), {
        minLength: 2 * n,
        maxLength: 2 * n,
      });
      return fc.record({
        cases: fc.constant(cases),
        circles: count,
        boxes: count,
        filter: fc.option(fc.record({ category: bits, mask: bits }), { nil: null }),
      });
    });
}

interface CheckDef {
  arbitrary(variant: Variant): fc.Arbitrary<unknown>;
  judge(variant: Variant, input: unknown): CaseResult;
}

function def<T>(
  arbitrary: (v: Variant) => fc.Arbitrary<T>,
  judge: (v: Variant, input: T) => CaseResult,
): CheckDef {
  return { arbitrary, judge: judge as (v: Variant, input: unknown) => CaseResult };
}

/** Whether the variant builds tile maps (`createTileMap2`): its 2D casts and movers draw them too. */
const hasTileMaps = (v: Variant): boolean => v.levels?.createTileMap2 !== undefined;

const CHECKS: Record<CheckName, CheckDef | null> = {
  sweptCircles: def(
    (v) => sweptArgs(v.units, 2),
    (v, s: SweptArgs) => checkSwept(v, s, 2),
  ),
  sweptSpheres: def(
    (v) => sweptArgs(v.units, 3),
    (v, s: SweptArgs) => checkSwept(v, s, 3),
  ),
  circlesTimeOfImpact: def(
    (v) => sweptArgs(v.units, 2),
    (v, s: SweptArgs) => checkTimeOfImpact(v, s, 2),
  ),
  spheresTimeOfImpact: def(
    (v) => sweptArgs(v.units, 3),
    (v, s: SweptArgs) => checkTimeOfImpact(v, s, 3),
  ),
  raySegment: def(
    (v) => rayArgs(v.units),
    (v, s: RayArgs) => checkRaySegment(v, s),
  ),
  circlesOverlap: def(
    (v) => overlapArgs(v.units, 2),
    (v, s: OverlapArgs) => checkOverlap(v, s, 2),
  ),
  spheresOverlap: def(
    (v) => overlapArgs(v.units, 3),
    (v, s: OverlapArgs) => checkOverlap(v, s, 3),
  ),
  separateCircles: def(
    (v) => separateArgs(v.units, 2),
    (v, s: SeparateArgs) => checkSeparation(v, s, 2),
  ),
  separateSpheres: def(
    (v) => separateArgs(v.units, 3),
    (v, s: SeparateArgs) => checkSeparation(v, s, 3),
  ),
  sweptCircleSegment: def(
    (v) => wallArgs(v.units, 2),
    (v, s: WallArgs) => checkWallSwept(v, s),
  ),
  circleSegmentTimeOfImpact: def(
    (v) => wallArgs(v.units, 2),
    (v, s: WallArgs) => checkWallTimeOfImpact(v, s),
  ),
  circlePolylineTimeOfImpact: def(
    (v) => polylineArgs(v.units),
    (v, s: WallArgs) => checkWallTimeOfImpact(v, s, true),
  ),
  circleSegmentOverlap: def(
    (v) => wallArgs(v.units, 2),
    (v, s: WallArgs) => checkWallOverlap(v, s),
  ),
  separateCircleSegment: def(
    (v) => wallArgs(v.units, 2),
    (v, s: WallArgs) => checkWallSeparation(v, s),
  ),
  sweptSphereTriangle: def(
    (v) => wallArgs(v.units, 3),
    (v, s: WallArgs) => checkWallSwept(v, s),
  ),
  sphereTriangleTimeOfImpact: def(
    (v) => wallArgs(v.units, 3),
    (v, s: WallArgs) => checkWallTimeOfImpact(v, s),
  ),
  sphereTriangleOverlap: def(
    (v) => wallArgs(v.units, 3),
    (v, s: WallArgs) => checkWallOverlap(v, s),
  ),
  separateSphereTriangle: def(
    (v) => wallArgs(v.units, 3),
    (v, s: WallArgs) => checkWallSeparation(v, s),
  ),
  sweptCircleBox: def(
    (v) => circleBoxArgs(v.units, 2),
    (v, s: CircleBoxArgs) => checkCircleBoxSwept(v, s),
  ),
  circleBoxTimeOfImpact: def(
    (v) => circleBoxArgs(v.units, 2),
    (v, s: CircleBoxArgs) => checkCircleBoxTimeOfImpact(v, s),
  ),
  circleBoxOverlap: def(
    (v) => circleBoxArgs(v.units, 2),
    (v, s: CircleBoxArgs) => checkCircleBoxOverlap(v, s),
  ),
  separateCircleBox: def(
    (v) => circleBoxArgs(v.units, 2),
    (v, s: CircleBoxArgs) => checkCircleBoxSeparation(v, s),
  ),
  sweptSphereCuboid: def(
    (v) => circleBoxArgs(v.units, 3),
    (v, s: SphereCuboidArgs) => checkCircleBoxSwept(v, s),
  ),
  sphereCuboidTimeOfImpact: def(
    (v) => circleBoxArgs(v.units, 3),
    (v, s: SphereCuboidArgs) => checkCircleBoxTimeOfImpact(v, s),
  ),
  sphereCuboidOverlap: def(
    (v) => circleBoxArgs(v.units, 3),
    (v, s: SphereCuboidArgs) => checkCircleBoxOverlap(v, s),
  ),
  separateSphereCuboid: def(
    (v) => circleBoxArgs(v.units, 3),
    (v, s: SphereCuboidArgs) => checkCircleBoxSeparation(v, s),
  ),
  boxesOverlap: def(
    (v) => boxSeparateArgs(v.units, 2),
    (v, s: BoxSeparateArgs) => checkBoxesOverlap(v, s, 2),
  ),
  boxesTimeOfImpact: def(
    (v) => boxArgs(v.units, 2),
    (v, s: BoxArgs) => checkBoxesTimeOfImpact(v, s, 2),
  ),
  cuboidsOverlap: def(
    (v) => boxSeparateArgs(v.units, 3),
    (v, s: BoxSeparateArgs) => checkBoxesOverlap(v, s, 3),
  ),
  cuboidsTimeOfImpact: def(
    (v) => boxArgs(v.units, 3),
    (v, s: BoxArgs) => checkBoxesTimeOfImpact(v, s, 3),
  ),
  separateBoxes: def(
    (v) => boxSeparateArgs(v.units, 2),
    (v, s: BoxSeparateArgs) => checkBoxesSeparation(v, s, 2),
  ),
  separateCuboids: def(
    (v) => boxSeparateArgs(v.units, 3),
    (v, s: BoxSeparateArgs) => checkBoxesSeparation(v, s, 3),
  ),
  sweptBoxes: def(
    (v) => boxArgs(v.units, 2),
    (v, s: BoxArgs) => checkBoxesSwept(v, s, 2),
  ),
  sweptCuboids: def(
    (v) => boxArgs(v.units, 3),
    (v, s: BoxArgs) => checkBoxesSwept(v, s, 3),
  ),
  castCircle: def(
    (v) => levelArgs(v.units, 2, hasTileMaps(v)),
    (v, s: LevelArgs) => checkCast(v, s, 'castCircle'),
  ),
  castSphere: def(
    (v) => levelArgs(v.units, 3, false),
    (v, s: LevelArgs) => checkCast(v, s, 'castSphere'),
  ),
  castRay: def(
    (v) => rayLevelArgs(v.units, hasTileMaps(v)),
    (v, s: LevelArgs) => checkCast(v, s, 'castRay'),
  ),
  moveCircle: def(
    (v) => moveArgs(v.units, 2, hasTileMaps(v)),
    (v, s: MoveArgs) => checkMove(v, s),
  ),
  moveSphere: def(
    (v) => moveArgs(v.units, 3, false),
    (v, s: MoveArgs) => checkMove(v, s),
  ),
  moveCircles: def(
    (v) => moveBatchArgs(v.units, 2, hasTileMaps(v)),
    (v, s: MoveBatchArgs) => checkMoveMany(v, s),
  ),
  moveSpheres: def(
    (v) => moveBatchArgs(v.units, 3, false),
    (v, s: MoveBatchArgs) => checkMoveMany(v, s),
  ),
  castBox: def(
    (v) => boxLevelArgs(v.units),
    (v, s: BoxLevelArgs) => checkCastBox(v, s),
  ),
  moveBox: def(
    (v) => boxLevelArgs(v.units),
    (v, s: BoxLevelArgs) => checkMoveBox(v, s),
  ),
  classify: def(
    (v) => sweptArgs(v.units, 2),
    (v, s: SweptArgs) => checkClassify(v, s, 2),
  ),
  forms: def(
    (v) =>
      fc.constantFrom<2 | 3>(2, 3).chain((dim) =>
        fc.record({
          dim: fc.constant(dim),
          a: sweptArgs(v.units, dim),
          bodies: fc.array(sweptArgs(v.units, dim), { maxLength: 6 }),
          boxes: fc.record({
            a: boxArgs(v.units, dim),
            bodies: fc.array(boxArgs(v.units, dim), { maxLength: 6 }),
          }),
        }),
      ),
    (v, s: BatchArgs) => checkForms(v, s),
  ),
  scenes: def(
    (v) =>
      fc.constantFrom<2 | 3>(2, 3).chain((dim) =>
        sceneOf(sweptArgs(v.units, dim)).chain((scene) =>
          fc.record({
            dim: fc.constant(dim),
            cases: fc.constant(scene.cases),
            split: fc.constant(scene.split),
            filter: fc.constant(scene.filter),
            // Walls in the variant's units: from the same generator (its tangents and
            // scales), or on a case's own scale: body b's path b0 – b1 (3D: and a1).
            walls: fc.array(
              fc.oneof(
                sweptArgs(v.units, dim),
                fc
                  .constantFrom(...scene.cases)
                  .map((c) => ({ ...c, a0: c.b0, b0: c.b1, b1: c.a1 })),
              ),
              { maxLength: 30 },
            ),
          }),
        ),
      ),
    (v, s: SceneArgs) => checkScenes(v, s),
  ),
  boxScenes: def(
    (v) =>
      fc
        .constantFrom<2 | 3>(2, 3)
        .chain((dim) => sceneOf(boxArgs(v.units, dim)).map((scene) => ({ dim, ...scene }))),
    (v, s: BoxSceneArgs) => checkBoxScenes(v, s),
  ),
  circleBoxScenes: def(
    (v) =>
      fc
        .constantFrom<2 | 3>(2, 3)
        .chain((dim) =>
          circleBoxSceneOf(circleBoxArgs(v.units, dim)).map((scene) => ({ dim, ...scene })),
        ),
    (v, s: CircleBoxSceneArgs) => checkCircleBoxScenes(v, s),
  ),
  badInput: def(
    (v) => badArgs(v.units),
    (v, s: BadArgs) => checkBadInput(v, s),
  ),
  vectors: null,
  fingerprint: null,
};

/**
 * The checks whose cases are judged by no oracle: the forms, scenes and the movers'
 * batches against the variant's own scalar queries, bad input by the RangeError rule,
 * the fingerprint against its committed value.
 */
const WITHOUT_ORACLE: readonly CheckName[] = [
  'forms',
  'scenes',
  'boxScenes',
  'circleBoxScenes',
  'moveCircles',
  'moveSpheres',
  'badInput',
  'fingerprint',
];

/** Whether a check's cases reach a verdict against an oracle (exact or sampled). */
export function judgedByOracle(check: CheckName): boolean {
  return !WITHOUT_ORACLE.includes(check);
}

/** The checks that apply to a variant. */
export function checksFor(variant: Variant): CheckName[] {
  const names = Object.keys(CHECKS) as CheckName[];
  return names.filter((c) => {
    if (c === 'classify') return variant.classify !== undefined;
    if (c === 'fingerprint') return variant.fingerprint !== undefined;
    if (c === 'forms') return variant.forms !== undefined;
    if (c === 'scenes') return variant.scenes !== undefined;
    if (c === 'boxScenes') return variant.scenes?.findBoxContacts !== undefined;
    if (c === 'circleBoxScenes') return variant.scenes?.againstBoxes === true;
    if (c === 'castCircle' || c === 'castSphere' || c === 'castRay') {
      return variant.levels !== undefined;
    }
    if (
      c === 'moveCircle' ||
      c === 'moveSphere' ||
      c === 'moveCircles' ||
      c === 'moveSpheres' ||
      c === 'castBox' ||
      c === 'moveBox'
    ) {
      return variant.levels?.[c] !== undefined;
    }
    return true;
  });
}

export function arbitraryFor(variant: Variant, check: CheckName): fc.Arbitrary<unknown> {
  const d = CHECKS[check];
  if (d === null) throw new RangeError(`check ${check} has no generated cases`);
  return d.arbitrary(variant);
}

/** Judges one case; a throw on valid input and a mutated input are violations too. */
export function judge(variant: Variant, check: CheckName, input: unknown): CaseResult {
  if (check === 'vectors') {
    // Input: one vector case with the check it feeds.
    const v = input as { check: CheckName; input: unknown; id: string };
    const r = judge(variant, v.check, v.input);
    return { ...r, violations: r.violations.map((m) => `${v.id} (${v.check}): ${m}`) };
  }
  if (check === 'fingerprint') {
    const { actual, expected } = variant.fingerprint!();
    return {
      violations:
        actual === expected ? [] : [`fingerprint ${actual} differs from the committed ${expected}`],
    };
  }
  const d = CHECKS[check]!;
  const before = numbersIn(input);
  let out: CaseResult;
  try {
    out = d.judge(variant, input);
  } catch (error) {
    return { violations: [`threw on valid input: ${String(error)}`] };
  }
  const after = numbersIn(input);
  if (!before.every((x, i) => Object.is(x, after[i]))) {
    out.violations.push(`mutated its input (now ${fmt(input)})`);
  }
  return out;
}

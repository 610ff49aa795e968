import { raySegment } from '@swept/core';
import { castBoxUnder } from './cast/box-level.ts';
import { castCircleUnder } from './cast/circle-level.ts';
import { castRayUnder } from './cast/point-level.ts';
import { policyBoxCast, policyCast } from './cast/policy-cast.ts';
import { castSphereUnder } from './cast/sphere-level.ts';
import { classifyBand } from './classify/band-policy.ts';
import { classifyCirclesExact } from './classify/circle-circle.ts';
import { classifySpheresExact } from './classify/sphere-sphere.ts';
import { moveBoxIntoUnder, moveBoxUnder } from './move/box-level.ts';
import { moveCircleIntoUnder, moveCircleUnder } from './move/circle-level.ts';
import { moveCirclesUnder } from './move/circles-level.ts';
import { policyBoxMove, policyMove } from './move/policy-move.ts';
import { moveSphereIntoUnder, moveSphereUnder } from './move/sphere-level.ts';
import { moveSpheresUnder } from './move/spheres-level.ts';
import { circleBoxOverlapExact, sphereCuboidOverlapExact } from './overlap/ball-box.ts';
import {
  overlapBallBoxBand,
  overlapBand,
  overlapBoxBand,
  overlapWallBand,
} from './overlap/band-policy.ts';
import { boxesOverlapExact } from './overlap/box-box.ts';
import { circlesOverlapExact } from './overlap/circle-circle.ts';
import { circleSegmentOverlapExact } from './overlap/circle-segment.ts';
import { cuboidsOverlapExact } from './overlap/cuboid-cuboid.ts';
import { spheresOverlapExact } from './overlap/sphere-sphere.ts';
import { sphereTriangleOverlapExact } from './overlap/sphere-triangle.ts';
import {
  boxes,
  circleBoxes,
  circles,
  cuboids,
  segments,
  sphereCuboids,
  spheres,
  triangles,
} from './pairs.ts';
import { type BandPolicy, exact, type Policy } from './policy.ts';
import type { PolicyQueries } from './policy-queries.ts';
import { raySegmentExact } from './ray/point-segment.ts';
import { pairInto, sceneQueries } from './scene/ball-ball.ts';
import { boxSceneQueries } from './scene/box-box.ts';
import { separateCircleBoxExact, separateSphereCuboidExact } from './separate/ball-box.ts';
import {
  separateBallBoxBand,
  separateBand,
  separateBoxBand,
  separateWallBand,
} from './separate/band-policy.ts';
import { separateBoxesExact } from './separate/box-box.ts';
import { separateCirclesExact } from './separate/circle-circle.ts';
import { separateCircleSegmentExact } from './separate/circle-segment.ts';
import { separateCuboidsExact } from './separate/cuboid-cuboid.ts';
import { separateSpheresExact } from './separate/sphere-sphere.ts';
import { separateSphereTriangleExact } from './separate/sphere-triangle.ts';
import { sweptCircleBoxExact, sweptSphereCuboidExact } from './swept/ball-box.ts';
import { sweptBallBoxBand, sweptBand, sweptBoxBand, sweptWallBand } from './swept/band-policy.ts';
import { sweptBoxesExact } from './swept/box-box.ts';
import { sweptCirclesExact } from './swept/circle-circle.ts';
import { sweptCircleSegmentExact } from './swept/circle-segment.ts';
import { sweptCuboidsExact } from './swept/cuboid-cuboid.ts';
import { sweptSpheresExact } from './swept/sphere-sphere.ts';
import { sweptSphereTriangleExact } from './swept/sphere-triangle.ts';
import {
  circleBoxTimeOfImpactExact,
  sphereCuboidTimeOfImpactExact,
} from './time-of-impact/ball-box.ts';
import {
  circlePolylineTimeOfImpactBand,
  timeOfImpactBallBoxBand,
  timeOfImpactBand,
  timeOfImpactBoxBand,
  timeOfImpactWallBand,
} from './time-of-impact/band-policy.ts';
import { boxesTimeOfImpactExact } from './time-of-impact/box-box.ts';
import { boxSegmentExact, boxSegmentUnder } from './time-of-impact/box-segment.ts';
import {
  circlesTimeOfImpactExact,
  circlesTimeOfImpactExactInto,
} from './time-of-impact/circle-circle.ts';
import { circlePolylineTimeOfImpactExact } from './time-of-impact/circle-polyline.ts';
import { circleSegmentTimeOfImpactExact } from './time-of-impact/circle-segment.ts';
import { cuboidsTimeOfImpactExact } from './time-of-impact/cuboid-cuboid.ts';
import {
  spheresTimeOfImpactExact,
  spheresTimeOfImpactExactInto,
} from './time-of-impact/sphere-sphere.ts';
import { sphereTriangleTimeOfImpactExact } from './time-of-impact/sphere-triangle.ts';

const exactCast = policyCast(
  exact,
  circleSegmentTimeOfImpactExact,
  sphereTriangleTimeOfImpactExact,
);

const exactMove = policyMove(exactCast, separateCircleSegmentExact, separateSphereTriangleExact);
const exactBoxCast = policyBoxCast(exact, boxSegmentExact);
const exactBoxMove = policyBoxMove(exactBoxCast);

const exactQueries: PolicyQueries = Object.freeze({
  policy: exact,
  sweptCircles: sweptCirclesExact,
  sweptSpheres: sweptSpheresExact,
  circlesTimeOfImpact: circlesTimeOfImpactExact,
  spheresTimeOfImpact: spheresTimeOfImpactExact,
  raySegment: raySegmentExact,
  circlesOverlap: circlesOverlapExact,
  spheresOverlap: spheresOverlapExact,
  separateCircles: separateCirclesExact,
  separateSpheres: separateSpheresExact,
  sweptBoxes: sweptBoxesExact,
  sweptCuboids: sweptCuboidsExact,
  boxesTimeOfImpact: boxesTimeOfImpactExact,
  cuboidsTimeOfImpact: cuboidsTimeOfImpactExact,
  boxesOverlap: boxesOverlapExact,
  cuboidsOverlap: cuboidsOverlapExact,
  separateBoxes: separateBoxesExact,
  separateCuboids: separateCuboidsExact,
  classifyCircles: classifyCirclesExact,
  classifySpheres: classifySpheresExact,
  ...sceneQueries(
    exact,
    circlesTimeOfImpactExactInto,
    spheresTimeOfImpactExactInto,
    circleSegmentTimeOfImpactExact,
    sphereTriangleTimeOfImpactExact,
    circleBoxTimeOfImpactExact,
    sphereCuboidTimeOfImpactExact,
  ),
  ...boxSceneQueries(exact, boxesTimeOfImpactExact, cuboidsTimeOfImpactExact),
  sweptCircleSegment: sweptCircleSegmentExact,
  circleSegmentTimeOfImpact: circleSegmentTimeOfImpactExact,
  circlePolylineTimeOfImpact: circlePolylineTimeOfImpactExact,
  circleSegmentOverlap: circleSegmentOverlapExact,
  separateCircleSegment: separateCircleSegmentExact,
  sweptCircleBox: sweptCircleBoxExact,
  circleBoxTimeOfImpact: circleBoxTimeOfImpactExact,
  circleBoxOverlap: circleBoxOverlapExact,
  separateCircleBox: separateCircleBoxExact,
  sweptSphereCuboid: sweptSphereCuboidExact,
  sphereCuboidTimeOfImpact: sphereCuboidTimeOfImpactExact,
  sphereCuboidOverlap: sphereCuboidOverlapExact,
  separateSphereCuboid: separateSphereCuboidExact,
  sweptSphereTriangle: sweptSphereTriangleExact,
  sphereTriangleTimeOfImpact: sphereTriangleTimeOfImpactExact,
  sphereTriangleOverlap: sphereTriangleOverlapExact,
  separateSphereTriangle: separateSphereTriangleExact,
  castCircle: castCircleUnder(exactCast),
  castBox: castBoxUnder(exactBoxCast),
  moveBox: moveBoxUnder(exactBoxMove),
  moveBoxInto: moveBoxIntoUnder(exactBoxMove),
  castSphere: castSphereUnder(exactCast),
  castRay: castRayUnder(exactCast),
  moveCircle: moveCircleUnder(exactMove),
  moveCircleInto: moveCircleIntoUnder(exactMove),
  moveSphere: moveSphereUnder(exactMove),
  moveSphereInto: moveSphereIntoUnder(exactMove),
  moveCircles: moveCirclesUnder(exactMove),
  moveSpheres: moveSpheresUnder(exactMove),
});

function bandQueries(p: BandPolicy): PolicyQueries {
  const circlesTimeOfImpact = timeOfImpactBand(p, circles);
  const boxesTimeOfImpact = timeOfImpactBoxBand(p, boxes);
  const cuboidsTimeOfImpact = timeOfImpactBoxBand(p, cuboids);
  const spheresTimeOfImpact = timeOfImpactBand(p, spheres);
  const circleSegmentTimeOfImpact = timeOfImpactWallBand(p, segments);
  const sphereTriangleTimeOfImpact = timeOfImpactWallBand(p, triangles);
  const circleBoxTimeOfImpact = timeOfImpactBallBoxBand(p, circleBoxes);
  const sphereCuboidTimeOfImpact = timeOfImpactBallBoxBand(p, sphereCuboids);
  const cast = policyCast(p, circleSegmentTimeOfImpact, sphereTriangleTimeOfImpact);
  const separateCircleSegment = separateWallBand(p, segments);
  const separateSphereTriangle = separateWallBand(p, triangles);
  const move = policyMove(cast, separateCircleSegment, separateSphereTriangle);
  const boxCast = policyBoxCast(p, boxSegmentUnder(p));
  const boxMove = policyBoxMove(boxCast);
  return Object.freeze({
    policy: p,
    sweptCircles: sweptBand(p, circles),
    sweptSpheres: sweptBand(p, spheres),
    circlesTimeOfImpact,
    spheresTimeOfImpact,
    raySegment,
    circlesOverlap: overlapBand(p, circles),
    spheresOverlap: overlapBand(p, spheres),
    separateCircles: separateBand(p, circles),
    separateSpheres: separateBand(p, spheres),
    sweptBoxes: sweptBoxBand(p, boxes),
    sweptCuboids: sweptBoxBand(p, cuboids),
    boxesTimeOfImpact,
    cuboidsTimeOfImpact,
    boxesOverlap: overlapBoxBand(p, boxes),
    cuboidsOverlap: overlapBoxBand(p, cuboids),
    separateBoxes: separateBoxBand(p, boxes),
    separateCuboids: separateBoxBand(p, cuboids),
    classifyCircles: classifyBand(p, circles),
    classifySpheres: classifyBand(p, spheres),
    ...sceneQueries(
      p,
      pairInto(circlesTimeOfImpact),
      pairInto(spheresTimeOfImpact),
      circleSegmentTimeOfImpact,
      sphereTriangleTimeOfImpact,
      circleBoxTimeOfImpact,
      sphereCuboidTimeOfImpact,
    ),
    ...boxSceneQueries(p, boxesTimeOfImpact, cuboidsTimeOfImpact),
    sweptCircleSegment: sweptWallBand(p, segments),
    circleSegmentTimeOfImpact,
    circlePolylineTimeOfImpact: circlePolylineTimeOfImpactBand(p),
    circleSegmentOverlap: overlapWallBand(p, segments),
    separateCircleSegment,
    sweptCircleBox: sweptBallBoxBand(p, circleBoxes),
    circleBoxTimeOfImpact,
    circleBoxOverlap: overlapBallBoxBand(p, circleBoxes),
    separateCircleBox: separateBallBoxBand(p, circleBoxes),
    sweptSphereCuboid: sweptBallBoxBand(p, sphereCuboids),
    sphereCuboidTimeOfImpact,
    sphereCuboidOverlap: overlapBallBoxBand(p, sphereCuboids),
    separateSphereCuboid: separateBallBoxBand(p, sphereCuboids),
    sweptSphereTriangle: sweptWallBand(p, triangles),
    sphereTriangleTimeOfImpact,
    sphereTriangleOverlap: overlapWallBand(p, triangles),
    separateSphereTriangle,
    castCircle: castCircleUnder(cast),
    castBox: castBoxUnder(boxCast),
    moveBox: moveBoxUnder(boxMove),
    moveBoxInto: moveBoxIntoUnder(boxMove),
    castSphere: castSphereUnder(cast),
    castRay: castRayUnder(cast),
    moveCircle: moveCircleUnder(move),
    moveCircleInto: moveCircleIntoUnder(move),
    moveSphere: moveSphereUnder(move),
    moveSphereInto: moveSphereIntoUnder(move),
    moveCircles: moveCirclesUnder(move),
    moveSpheres: moveSpheresUnder(move),
  });
}

/**
 * The contract's queries bound to `policy`. Under `exact` they are shared,
 * stateless functions; under a band policy, thin wrappers over the core.
 *
 * @example
 * const q = withPolicy(slop(0.005));
 * const pushed = q.separateCircles(a, 0.5, 1, b, 0.5, 1);
 * q.circlesOverlap(pushed.a, 0.5, pushed.b, 0.5); // false, and stays false for 0.005 of drift
 */
export function withPolicy(policy: Policy): PolicyQueries {
  if (typeof policy !== 'object' || policy === null) {
    throw new RangeError(`policy must be a policy object (got ${String(policy)})`);
  }
  if (policy.kind === 'exact') return exactQueries;
  return bandQueries(policy);
}

/**
 * The Mover mode's level: a closed room of 35 walls (y down, as on screen) with a
 * staircase, slopes, corners, a thin wall, and gaps of exactly 2r and of one
 * Q16.16 unit less — two low tunnels and two shafts. Walking right from the
 * start, the character climbs the stairs, runs down the slope and through the
 * 2r tunnel, and stops at the narrower one; a jump onto its roof leads on to the
 * shafts: it drops into the 2r one, and rests on the rim of the narrower one.
 */
import { levelSegments, type NamedWall, wall } from '../level.ts';

/** The character's radius: the tunnels are `2 · MOVER_RADIUS` high, the shafts as wide. */
export const MOVER_RADIUS = 16;

/** How much narrower the narrow gaps are: one raw Q16.16 unit, so every variant reads the same walls. */
export const HAIR = 2 ** -16;

const R2 = 2 * MOVER_RADIUS;
const FLOOR = 560;
/** The shafts' depth: more than r, so a body has to fit to get in, and less than a jump. */
const SHAFT = FLOOR + 36;
/** The staircase: 5 steps, each 8 up and 24 along (a body climbs them by sliding over the corners). */
const STEPS = Array.from({ length: 5 }, (_, k) => {
  const x = 120 + 24 * k;
  const y = FLOOR - 8 * k;
  return [
    wall(`step ${k + 1}, riser`, x, y, x, y - 8),
    wall(`step ${k + 1}, tread`, x, y - 8, x + 24, y - 8),
  ];
}).flat();

/** The walls, one named segment each (its index is the moves' `wall`). */
export const MOVER_WALLS: readonly NamedWall[] = [
  wall('room, left', 20, 20, 20, FLOOR),
  wall('room, top', 20, 20, 940, 20),
  wall('room, right', 940, 20, 940, 456),
  wall('floor, start', 20, FLOOR, 120, FLOOR),
  ...STEPS,
  wall('landing', 240, 520, 300, 520),
  wall('slope, 30°', 300, 520, 370, FLOOR),
  wall('floor, under the tunnels', 370, FLOOR, 690, FLOOR),
  wall('tunnel 2r, roof', 400, FLOOR - R2, 480, FLOOR - R2),
  wall('tunnel 2r − 2⁻¹⁶, roof', 560, FLOOR - R2 + HAIR, 640, FLOOR - R2 + HAIR),
  wall('shaft 2r, left', 690, FLOOR, 690, SHAFT),
  wall('shaft 2r, bottom', 690, SHAFT, 690 + R2, SHAFT),
  wall('shaft 2r, right', 690 + R2, SHAFT, 690 + R2, FLOOR),
  wall('floor, between the shafts', 690 + R2, FLOOR, 760, FLOOR),
  wall('shaft 2r − 2⁻¹⁶, left', 760, FLOOR, 760, SHAFT),
  wall('shaft 2r − 2⁻¹⁶, bottom', 760, SHAFT, 760 + R2 - HAIR, SHAFT),
  wall('shaft 2r − 2⁻¹⁶, right', 760 + R2 - HAIR, SHAFT, 760 + R2 - HAIR, FLOOR),
  wall('floor, right', 760 + R2 - HAIR, FLOOR, 880, FLOOR),
  wall('slope, 60°', 880, FLOOR, 940, 456),
  wall('thin wall', 500, 320, 540, 450),
  wall('V corner, left', 80, 300, 140, 400),
  wall('V corner, right', 140, 400, 200, 300),
  wall('roof, left slope', 700, 260, 800, 200),
  wall('roof, right slope', 800, 200, 900, 260),
  wall('roof, underside', 900, 260, 700, 260),
];

/** The level as `createLevel2` takes it. */
export const MOVER_SEGMENTS: Float64Array = levelSegments(MOVER_WALLS);

/** Where the character (and its naive twin) start: standing on the floor at the left. */
export const MOVER_START = { x: 60, y: FLOOR - MOVER_RADIUS } as const;

/**
 * The committed conformance vectors, as JSON imports: the same module loads
 * them under Node, vitest and Deno (`with { type: 'json' }`).
 */
import boxes from '../../vectors/boxes.json' with { type: 'json' };
import circleBox from '../../vectors/circleBox.json' with { type: 'json' };
import circlePolyline from '../../vectors/circlePolyline.json' with { type: 'json' };
import circleSegment from '../../vectors/circleSegment.json' with { type: 'json' };
import overlap from '../../vectors/overlap.json' with { type: 'json' };
import raySegment from '../../vectors/raySegment.json' with { type: 'json' };
import sphereCuboid from '../../vectors/sphereCuboid.json' with { type: 'json' };
import sphereTriangle from '../../vectors/sphereTriangle.json' with { type: 'json' };
import swept2 from '../../vectors/swept2.json' with { type: 'json' };
import swept3 from '../../vectors/swept3.json' with { type: 'json' };
import type { VectorFiles } from './types.ts';

const files = {
  swept2,
  swept3,
  raySegment,
  overlap,
  circleSegment,
  sphereTriangle,
  circlePolyline,
  circleBox,
  sphereCuboid,
  boxes,
} as unknown as VectorFiles;

/** One vector file by name (`'swept2'`, `'raySegment'`, `'circleSegment'`, …; see `VectorFiles`). */
export function loadVectors<K extends keyof VectorFiles>(name: K): VectorFiles[K] {
  return files[name];
}

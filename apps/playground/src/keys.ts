/**
 * The platformer rule's keys on the page (`modes/platformer.ts`): ← → run and ↑
 * jumps (A, D, W and Space too). The game owns them while its mode is shown.
 */
import { JUMP, LEFT, RIGHT } from './modes/platformer.ts';

const KEYS: Record<string, number> = {
  ArrowLeft: LEFT,
  KeyA: LEFT,
  ArrowRight: RIGHT,
  KeyD: RIGHT,
  ArrowUp: JUMP,
  KeyW: JUMP,
  Space: JUMP,
};

/** The rule's keys as they are held. */
export interface GameKeys {
  /** The bits held now, or pressed since the last call: a tap shorter than a frame still counts once. */
  take(): number;
  /** Stops listening. */
  dispose(): void;
}

/** Listens to the rule's keys on the window; `onPress` hears each bit pressed. */
export function listenGameKeys(onPress: (bit: number) => void = () => {}): GameKeys {
  let held = 0;
  let tapped = 0;
  const onKey = (e: KeyboardEvent): void => {
    const bit = KEYS[e.code];
    if (bit === undefined) return;
    // Not the variant select's nor the page's scroll.
    e.preventDefault();
    held = e.type === 'keydown' ? held | bit : held & ~bit;
    if (e.type === 'keydown') {
      tapped |= bit;
      onPress(bit);
    }
  };
  const onBlur = (): void => {
    held = 0;
    tapped = 0;
  };
  window.addEventListener('keydown', onKey, { capture: true });
  window.addEventListener('keyup', onKey, { capture: true });
  window.addEventListener('blur', onBlur);
  return {
    take() {
      const keys = held | tapped;
      tapped = 0;
      return keys;
    },
    dispose() {
      window.removeEventListener('keydown', onKey, { capture: true });
      window.removeEventListener('keyup', onKey, { capture: true });
      window.removeEventListener('blur', onBlur);
    },
  };
}

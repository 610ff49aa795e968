import type { Stage } from './stage.ts';
import type { Variant } from './variants.ts';

/** What a mode gets from the page. */
export interface ModeHost {
  stage: Stage;
  panel: HTMLElement;
  legend: HTMLElement;
  hint: HTMLElement;
  /** The variant chosen in the header switch. */
  variant(): Variant;
  variants: readonly Variant[];
}

/** A mounted mode: redraws on demand, cleans up when another mode takes over. */
export interface ModeView {
  render(): void;
  unmount(): void;
}

export interface Mode {
  id: string;
  title: string;
  /** Whether the header's variant switch applies (the bullet storm always uses @swept/core). */
  usesVariant: boolean;
  mount(host: ModeHost): ModeView;
}

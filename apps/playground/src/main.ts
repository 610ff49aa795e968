/**
 * The playground page: a header with the mode tabs and the variant switch,
 * the canvas, and a panel of numbers. Each mode owns the canvas and the
 * panel while it is shown.
 */
import './style.css';
import type { Mode, ModeHost, ModeView } from './mode.ts';
import { bulletsMode } from './modes/bullets.ts';
import { castsMode } from './modes/casts.ts';
import { circlesMode } from './modes/circles.ts';
import { moverMode } from './modes/mover.ts';
import { platformerMode } from './modes/platformer-tiles.ts';
import { sceneMode } from './modes/scene.ts';
import { segmentMode } from './modes/segment.ts';
import { separateMode } from './modes/separate.ts';
import { wallsMode } from './modes/walls.ts';
import { Stage } from './stage.ts';
import { html } from './ui.ts';
import { VARIANTS } from './variants.ts';

const MODES: readonly Mode[] = [
  circlesMode,
  segmentMode,
  separateMode,
  wallsMode,
  castsMode,
  moverMode,
  platformerMode,
  bulletsMode,
  sceneMode,
];

function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (node === null) throw new Error(`#${id} missing from index.html`);
  return node as T;
}

const stage = new Stage(byId<HTMLCanvasElement>('stage'));
const select = byId<HTMLSelectElement>('variant');
for (const v of VARIANTS) select.append(new Option(v.label, v.id));

const host: ModeHost = {
  stage,
  panel: byId('panel'),
  legend: byId('legend'),
  hint: byId('hint'),
  variants: VARIANTS,
  variant: () => VARIANTS.find((v) => v.id === select.value) ?? VARIANTS[0]!,
};

let current: ModeView | null = null;
const tabs = byId('modes');

function activate(mode: Mode): void {
  current?.unmount();
  for (const b of tabs.querySelectorAll('button')) {
    b.setAttribute('aria-pressed', String(b.dataset.mode === mode.id));
  }
  select.disabled = !mode.usesVariant;
  select.title = mode.usesVariant ? '' : `${mode.title} always uses @swept/core`;
  current = mode.mount(host);
  current.render();
  history.replaceState(null, '', `#${mode.id}`);
}

for (const mode of MODES) {
  const button = html<HTMLButtonElement>(
    `<button type="button" data-mode="${mode.id}">${mode.title}</button>`,
  );
  button.addEventListener('click', () => activate(mode));
  tabs.append(button);
}

stage.onChange = () => current?.render();
select.addEventListener('change', () => current?.render());
activate(MODES.find((m) => `#${m.id}` === location.hash) ?? MODES[0]!);
document.body.dataset.ready = 'true';

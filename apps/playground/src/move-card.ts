/**
 * The character's card in the game modes (Mover, Platformer): the mover's flags,
 * its centre, what the frame asked and what the walls left of it, its contacts.
 */
import type { MoveContact2, MoveResult2 } from '@swept/core';

const FLAGS = [
  ['on-floor', 'onFloor'],
  ['on-wall', 'onWall'],
  ['on-ceiling', 'onCeiling'],
  ['blocked', 'blocked'],
] as const;

/** The card's markup: `title`, the flags, the centre, `d` and `clipped`, then `rows` (more `<dt>`/`<dd>`), then the contacts. */
export function moveCard(title: string, rows = ''): string {
  const flags = FLAGS.map(
    ([field, name]) => `<span class="flag" data-field="${field}">${name}</span>`,
  );
  return `
  <section class="card">
    <h2>${title}</h2>
    <div class="row flags">${flags.join('')}</div>
    <dl>
      <dt>centre c</dt><dd data-field="c">—</dd>
      <dt>asked d</dt><dd data-field="d">—</dd>
      <dt>clipped</dt><dd data-field="clipped">—</dd>${rows}
    </dl>
    <ol class="contacts" data-field="contacts"></ol>
  </section>`;
}

/** Lights the flags `move` raised (none before the first move); each keeps its value in `data-value`. */
export function showMoveFlags(root: ParentNode, move: MoveResult2 | undefined): void {
  for (const [field, name] of FLAGS) {
    const node = root.querySelector<HTMLElement>(`[data-field="${field}"]`)!;
    const on = move?.[name] ?? false;
    node.classList.toggle('on', on);
    node.dataset.value = String(on);
  }
}

/** Lists the move's contacts (none before the first move), one `<li>` each as `describe` words it. */
export function showContacts(
  root: ParentNode,
  move: MoveResult2 | undefined,
  describe: (contact: MoveContact2) => string,
): void {
  const list = root.querySelector('[data-field="contacts"]')!;
  list.innerHTML = (move?.contacts ?? []).map((k) => `<li>${describe(k)}</li>`).join('');
}

/** Small DOM helpers: the panel is plain HTML, numbers live in `<output data-field>`. */

/** Builds an element from an HTML template string. */
export function html<T extends HTMLElement = HTMLElement>(markup: string): T {
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  const node = template.content.firstElementChild;
  if (!(node instanceof HTMLElement)) throw new Error('html: template has no element');
  return node as T;
}

/**
 * Shows `text` in the element `[data-field=field]` under `root` and keeps the
 * full-precision `value` in its `data-value` (what the e2e test reads).
 */
export function show(root: ParentNode, field: string, text: string, value?: number | string): void {
  const node = root.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (node === null) return;
  node.textContent = text;
  if (value === undefined) delete node.dataset.value;
  else node.dataset.value = String(value);
}

/** Fixed decimals with a real minus sign and no `-0`. */
export function num(x: number, digits: number): string {
  const s = x.toFixed(digits);
  return /^-0\.?0*$/.test(s) ? s.slice(1) : s.replace('-', '−');
}

export function vec(v: { x: number; y: number }, digits = 3): string {
  return `(${num(v.x, digits)}, ${num(v.y, digits)})`;
}

/** A labelled range input; `onInput` receives the new value. */
export function slider(
  label: string,
  field: string,
  min: number,
  max: number,
  step: number,
  value: number,
  onInput: (v: number) => void,
): HTMLElement {
  const row = html(
    `<label class="slider"><span>${label}</span><input type="range" name="${field}" min="${min}" max="${max}" step="${step}" value="${value}"><output data-field="${field}" data-value="${value}">${value}</output></label>`,
  );
  const input = row.querySelector('input')!;
  const out = row.querySelector('output')!;
  input.addEventListener('input', () => {
    const v = Number(input.value);
    out.textContent = String(v);
    out.dataset.value = String(v);
    onInput(v);
  });
  return row;
}

/**
 * `text` with the digits after the first difference from `reference` wrapped
 * in `<span class="diff">`, so rounding differences stand out.
 */
export function diffDigits(text: string, reference: string | null): string {
  if (reference === null) return text;
  let i = 0;
  while (i < text.length && text[i] === reference[i]) i++;
  if (i === text.length && text.length === reference.length) {
    return `<span class="same">${text}</span>`;
  }
  return `${text.slice(0, i)}<span class="diff">${text.slice(i)}</span>`;
}

export function legend(items: ReadonlyArray<readonly [string, string]>): string {
  return items
    .map(([color, text]) => `<span><i style="background:${color}"></i>${text}</span>`)
    .join('');
}

/** An exact gap's nearest double with its exact sign: `+1.2e−3`, `−3.0e−14`, `0 (touching)`. */
export function gapText(gap: number, s: -1 | 0 | 1): string {
  if (s === 0) return '0 (touching)';
  const text = gap.toExponential(2).replaceAll('-', '−');
  return s < 0 ? text : `+${text}`;
}

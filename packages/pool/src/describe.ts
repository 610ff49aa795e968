/** Renders a value for an error message the way @swept/core does (keeps `-0`). */
export function describe(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

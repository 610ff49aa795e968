/**
 * What an engine reports for a cross-engine comparison, and the comparison
 * itself: the first answer that differs, named by engine, case, question and
 * input, so that a failure says where to look without rerunning anything.
 */

/** One input and every answer computed for it. */
export interface ReportCase {
  /** Names the case (e.g. a conformance vector's id). */
  id: string;
  /** The input, as text a person can paste into a reproduction. */
  input: string;
  /** `[question, answer]` pairs, in a fixed order; answers are bit-exact text (see {@link exactText}). */
  answers: Array<[question: string, answer: string]>;
}

/** Everything one engine computed, case by case. */
export interface EngineReport {
  cases: ReportCase[];
}

/** A report and the engine that made it, as named in messages (e.g. `'firefox (SpiderMonkey)'`). */
export interface EngineResult {
  engine: string;
  report: EngineReport;
}

const view = new DataView(new ArrayBuffer(8));

/**
 * A number as text that keeps every bit: safe integers in decimal (one
 * spelling each); any other double, `-0` and `NaN` included, as the 16 hex
 * digits of its IEEE-754 binary64 bits. (`String(x)` would not do: the
 * language fixes the digits of a shortest round-trip form only up to ties,
 * so two engines may spell the same double differently.)
 */
export function exactNumber(x: number): string {
  if (Number.isSafeInteger(x) && !Object.is(x, -0)) return String(x);
  view.setFloat64(0, x);
  const hex = (i: number) => view.getUint32(i).toString(16).padStart(8, '0');
  return `0x${hex(0)}${hex(4)}`;
}

/** Any JSON-like answer (numbers, booleans, strings, `null`, arrays, objects) as bit-exact text. */
export function exactText(value: unknown): string {
  if (typeof value === 'number') return exactNumber(value);
  if (value === null || typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map(exactText).join(',')}]`;
  const fields = Object.entries(value as Record<string, unknown>);
  return `{${fields.map(([key, field]) => `${key}:${exactText(field)}`).join(',')}}`;
}

/**
 * The first place where `other` differs from `reference`, as a message that
 * names the engine, the case, the question, both answers and the input; or
 * `null` when the two reports are identical.
 */
export function firstDifference(reference: EngineResult, other: EngineResult): string | null {
  const { engine: ref } = reference;
  const { engine } = other;
  const expected = reference.report.cases;
  const actual = other.report.cases;
  for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
    const want = expected[i];
    const got = actual[i];
    if (want === undefined) {
      return `${engine} reports ${actual.length} cases where ${ref} reports ${expected.length}: extra case ${got!.id}`;
    }
    if (got === undefined) {
      return `${engine} reports ${actual.length} cases where ${ref} reports ${expected.length}: case ${want.id} is missing`;
    }
    if (got.id !== want.id) {
      return `${engine} reports case ${got.id} where ${ref} reports case ${want.id} (case #${i + 1})`;
    }
    const where = `${engine} differs from ${ref} at case ${want.id}`;
    for (let j = 0; j < Math.max(want.answers.length, got.answers.length); j++) {
      const [question, answer] = want.answers[j] ?? [];
      const [gotQuestion, gotAnswer] = got.answers[j] ?? [];
      if (question === gotQuestion && answer === gotAnswer) continue;
      if (question !== gotQuestion) {
        return `${where}: answer #${j + 1} is to ${gotQuestion ?? 'nothing'} where ${ref} answers ${question ?? 'nothing'}; input: ${want.input}`;
      }
      return `${where}, ${question}: ${ref} answers ${answer}, ${engine} answers ${gotAnswer}; input: ${want.input}`;
    }
  }
  return null;
}

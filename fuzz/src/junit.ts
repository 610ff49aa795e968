/**
 * The report as JUnit XML (`--junit out.xml`), the format CI systems show as
 * tests: one `<testsuite>` per engine, one `<testcase>` per slot (classname
 * the variant, name the check, its cases and oracle verdicts as properties) and
 * per replayed case, each violation a `<failure>` carrying its message and
 * reproduction command.
 */
import type { Report, ReportViolation } from './report.ts';

/** XML 1.0 allows tab, newline and carriage return among the control characters, no other. */
function allowedInXml(c: string): boolean {
  const code = c.codePointAt(0)!;
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function xmlText(text: string): string {
  return [...text]
    .filter(allowedInXml)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

interface TestCase {
  classname: string;
  name: string;
  seconds: number;
  failures: ReportViolation[];
  /** A slot's figures: cases, and cases that reached a verdict against an oracle. */
  properties?: [string, number][];
}

function testCase(c: TestCase): string {
  const open = `    <testcase classname="${xmlText(c.classname)}" name="${xmlText(c.name)}" time="${c.seconds.toFixed(3)}"`;
  const properties = c.properties?.length
    ? [
        '      <properties>',
        ...c.properties.map(
          ([name, value]) => `        <property name="${xmlText(name)}" value="${value}"/>`,
        ),
        '      </properties>',
      ]
    : [];
  if (c.failures.length === 0 && properties.length === 0) return `${open}/>`;
  const failures = c.failures.map(
    (v) =>
      `      <failure message="${xmlText(v.message)}" type="violation">${xmlText(
        `${v.message}\ninput: ${JSON.stringify(v.input)}\nreproduce: ${v.repro}`,
      )}</failure>`,
  );
  return [`${open}>`, ...properties, ...failures, '    </testcase>'].join('\n');
}

export function renderJUnit(report: Report): string {
  const byEngine = (engine: string) => report.violations.filter((v) => v.engine === engine);
  const suites = report.engines.map((engine) => {
    const violations = byEngine(engine);
    const cases: TestCase[] = [
      ...report.slots
        .filter((s) => s.engine === engine)
        .map((s) => ({
          classname: `swept-fuzz.${engine}.${s.variant}`,
          name: s.check,
          seconds: s.seconds,
          properties: [
            ['cases', s.cases],
            ...(s.verdicts === null ? [] : [['verdicts', s.verdicts] as [string, number]]),
          ],
          failures: violations.filter(
            (v) => v.variant === s.variant && v.check === s.check && v.seed !== null,
          ),
        })),
      ...report.cases
        .filter((c) => c.engine === engine)
        .map((c) => ({
          classname: `swept-fuzz.${engine}.${c.variant}`,
          name: `${c.check} ${c.label}`,
          seconds: 0,
          failures: violations.filter(
            (v) => v.message.startsWith(`${c.label}: `) && v.variant === c.variant,
          ),
        })),
    ];
    return { name: `swept-fuzz (${engine})`, cases };
  });
  if (report.crossEngine !== null) {
    suites.push({
      name: 'swept-fuzz (engines)',
      cases: [
        {
          classname: 'swept-fuzz.engines.fixed',
          name: `answers identical in ${report.crossEngine.engines.join(', ')}`,
          seconds: 0,
          failures: report.violations.filter((v) => v.check === 'engines'),
        },
      ],
    });
  }
  // JUnit counts test cases: a slot with three violations is one failure.
  const all = suites.flatMap((s) => s.cases);
  const failed = all.filter((c) => c.failures.length > 0).length;
  const body = suites.map((s) => suite(s.name, s.cases)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="swept-fuzz" tests="${all.length}" failures="${failed}" time="${report.seconds.toFixed(3)}">\n${body}\n</testsuites>\n`;
}

function suite(name: string, cases: TestCase[]): string {
  const failures = cases.filter((c) => c.failures.length > 0).length;
  const seconds = cases.reduce((s, c) => s + c.seconds, 0);
  return [
    `  <testsuite name="${xmlText(name)}" tests="${cases.length}" failures="${failures}" time="${seconds.toFixed(3)}">`,
    ...cases.map(testCase),
    '  </testsuite>',
  ].join('\n');
}

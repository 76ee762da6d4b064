// The three forms of the report: a readable console table (one row per operation and check),
// JUnit XML for CI (a testsuite per group, a testcase per check) and the full JSON.
import { isNotChecked, type CheckResult } from './harness';
import type { ContractReport } from './run';
import { movesMoney } from './spec';

export { isNotChecked };

const LABEL: Record<CheckResult['outcome'], string> = {
  pass: 'pass',
  fail: 'FAIL',
  skip: 'skipped',
};

const cut = (text: string, width: number): string =>
  text.length <= width ? text : `${text.slice(0, width - 1)}…`;

function table(rows: string[][], widths: number[]): string {
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cut(cell, widths[index]!).padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  return rows.map(line).join('\n');
}

export interface Deviation {
  /** The first failure line of this rule. */
  headline: string;
  /** Further lines of the same rule (other list items, other values). */
  more: number;
  /** `[group] operation: check` of every check it failed. */
  checks: string[];
  /** A rule about money: its operation moves money, or it broke in a money journey. */
  money: boolean;
}

/**
 * The rule a failure line states: where (list indexes folded, `data[3].id` is `data[].id`) and
 * what (numbers and quoted values folded), so that only repeats of the same rule share a
 * headline: "the balance went from 10.00 to 8.00" and "…from 12.00 to 10.00" are one rule,
 * "the same key answered another payout" and "the balance went down twice" are two.
 */
export function ruleOf(line: string): string {
  const colon = line.indexOf(': ');
  const where = (colon > 0 ? line.slice(0, colon) : line).replace(/\[\d+\]/g, '[]');
  const what =
    colon > 0
      ? line
          .slice(colon + 2)
          .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
          .replace(/\d+(?:\.\d+)?/g, '#')
      : '';
  return `${where}: ${what}`;
}

const MONEY_JOURNEYS = /^journey:(payments|instructor-wallet)/;

/** Whether a failure line is about an operation that moves money (it starts with its id). */
function namesMoneyCall(line: string): boolean {
  const operationId = /^[A-Za-z]+/.exec(line)?.[0];
  try {
    return operationId !== undefined && movesMoney(operationId) !== null;
  } catch {
    return false; // not an operationId ("realtime: …")
  }
}

/**
 * One rule, one headline: failure lines grouped by `ruleOf`, each with the checks it broke
 * folded under it; money rules first, then the rest in the order they broke.
 */
export function groupFailures(results: CheckResult[]): Deviation[] {
  const groups = new Map<
    string,
    { headline: string; lines: Set<string>; checks: Set<string>; money: boolean }
  >();
  for (const result of results) {
    if (result.outcome !== 'fail') continue;
    for (const line of result.failures) {
      const key = ruleOf(line);
      const group = groups.get(key) ?? {
        headline: line,
        lines: new Set(),
        checks: new Set(),
        money: false,
      };
      group.lines.add(line);
      group.checks.add(`[${result.group}] ${result.operationId}: ${result.check}`);
      group.money ||= namesMoneyCall(line) || MONEY_JOURNEYS.test(result.group);
      groups.set(key, group);
    }
  }
  const deviations = [...groups.values()].map((group) => ({
    headline: group.headline,
    more: group.lines.size - 1,
    checks: [...group.checks],
    money: group.money,
  }));
  return [...deviations.filter((d) => d.money), ...deviations.filter((d) => !d.money)];
}

export interface AreaSummary {
  area: string;
  pass: number;
  fail: number;
  /** Skipped checks: writes or money not allowed, an extension absent, data missing. */
  notChecked: number;
}

/** Journeys gathered into the areas a backend team owns (the first that matches). */
const JOURNEY_AREAS: [RegExp, string][] = [
  [/^(payments|instructor-wallet|ownership)/, 'money and ownership'],
  [/^(realtime|broadcasting)/, 'realtime'],
  [/^quiz/, 'quizzes'],
  [/^(learning|course-review)/, 'learning and reviews'],
  [/^settings/, 'settings'],
];

/** The area of a check: its group; a journey by what it is about (payments-bank: money). */
export function areaOf(group: string): string {
  if (!group.startsWith('journey:')) return group;
  const name = group.slice('journey:'.length);
  const area = JOURNEY_AREAS.find(([pattern]) => pattern.test(name));
  return `journeys: ${area ? area[1] : name.replace(/-(learner|instructor)$/, '')}`;
}

/** Passed / failed / not checked per area, in the order the areas first ran. */
export function summariseAreas(results: CheckResult[]): AreaSummary[] {
  const areas = new Map<string, AreaSummary>();
  for (const result of results) {
    const area = areaOf(result.group);
    const entry = areas.get(area) ?? { area, pass: 0, fail: 0, notChecked: 0 };
    if (result.outcome === 'pass') entry.pass += 1;
    else if (result.outcome === 'fail') entry.fail += 1;
    else entry.notChecked += 1;
    areas.set(area, entry);
  }
  return [...areas.values()];
}

export const EXTENSION_LABEL = {
  offered: 'offered, checked',
  failed: 'offered, FAILED',
  unchecked: 'offered, not checked (no check of it passed)',
  absent: 'not offered by this server',
  'not called': 'not called in this run',
  'not seen': 'not answered in this run (the harness may not have asked for it)',
} as const;

/** The three figures both reports end with. */
export const summaryLine = (report: ContractReport): string => {
  const { total, pass, fail, skip } = report.summary;
  return `${total} checks: ${pass} passed, ${fail} failed, ${skip} not checked`;
};

export const moneyLine = (report: ContractReport): string =>
  report.money.sent
    ? `Money: calls marked x-moves-money were sent (${report.money.sandbox === 'declared' ? 'the bank declared a sandbox with --sandbox-bank' : "the server's bank says it is a sandbox"})`
    : `Money: no call marked x-moves-money was sent (${report.allowWrites ? "the server's bank does not say it is a sandbox; --sandbox-bank declares it" : 'run with --allow-writes against a sandbox bank'})`;

const VERSION_LABEL = {
  later: 'later (sign-in answers user and role; part 3, decision 33)',
  earlier: 'earlier (sign-in answers token and user; the app loads the profile)',
  unknown: 'unknown (no sign-in succeeded)',
} as const;

/**
 * A table both reports show the same way (the console as padded columns, the HTML page as a
 * table). A new table of the report is one more entry of `REPORT_TABLES`.
 */
export interface ReportTable {
  title: string;
  /** A sentence under the title. */
  note?: string;
  columns: string[];
  /** The columns the console shows (default: all); the first is padded to line the rest up. */
  consoleColumns?: number[];
  rows: { cells: string[]; tone?: 'pass' | 'fail' | 'muted' }[];
}

/** The extensions (x-extension): what this server offers of them and whether it held. */
export function extensionsTable(report: ContractReport): ReportTable {
  return {
    title: 'Extensions',
    note: 'x-extension, calls the original backend is not known to have; one this server does not offer fails only with --require-extensions',
    columns: ['operation', 'call', 'this server'],
    consoleColumns: [0, 2],
    rows: report.extensions.map((entry) => ({
      cells: [
        `${entry.operationId}${entry.answer ? ` ${entry.answer}` : ''}`,
        `${entry.method} ${entry.path}`,
        EXTENSION_LABEL[entry.status],
      ],
      tone:
        entry.status === 'failed'
          ? 'fail'
          : entry.status === 'offered'
            ? 'pass'
            : ('muted' as const),
    })),
  };
}

export const CAPABILITY_LABEL = {
  offered: 'offered',
  partly: 'offered in part',
  absent: 'not offered by this server',
  'not seen': 'not seen in this run',
  'not told': 'not told by answers (a rule of what the server accepts)',
} as const;

/**
 * The capabilities the app, the mock and this report share (src/lib/capabilities/registry.ts):
 * which this server offers, by what the run saw, and what the app does without each. Not a
 * failure either way: the app works with less.
 */
export function capabilitiesTable(report: ContractReport): ReportTable {
  return {
    title: 'Capabilities',
    note: 'what this server offers beyond every version of the original backend; the app works without any of them',
    // The id is the second column (shown as code) and the verdict the last (coloured), as in
    // every table of the report.
    columns: ['capability', 'id', 'from', 'the app without it', 'what the run saw', 'this server'],
    consoleColumns: [1, 5, 4],
    rows: report.capabilities.map((entry) => ({
      cells: [
        entry.name,
        entry.id,
        entry.origin === 'later' ? 'later version' : 'extension',
        entry.without,
        entry.evidence,
        CAPABILITY_LABEL[entry.status],
      ],
      tone: entry.status === 'offered' ? 'pass' : ('muted' as const),
    })),
  };
}

/** The tables of the report, in order (each shown when it has rows). */
export const REPORT_TABLES: ((report: ContractReport) => ReportTable)[] = [
  capabilitiesTable,
  extensionsTable,
];

/** What the run left on the server: read back from it where the API can list it. */
export function leftoverLines(report: ContractReport): string[] {
  return report.leftovers.map(
    (entry) =>
      `${entry.operationId}: ${entry.what}${entry.source === 'read back' ? ' (read back from the server)' : ''}`,
  );
}

/** One section of the console report: its lines (none: the section is left out). */
type ConsoleSection = (report: ContractReport) => string[];

const headerSection: ConsoleSection = (report) => [
  `Contract check of ${report.baseUrl} (${report.allowWrites ? 'reads and writes' : 'reads and refused requests only; --allow-writes runs the rest'})`,
  `Backend version: ${VERSION_LABEL[report.backendVersion]}${report.versionEvidence.length > 0 ? ` — ${report.versionEvidence.join('; ')}` : ''}`,
  moneyLine(report),
];

const resultsSection: ConsoleSection = (report) => [
  table(
    [
      ['result', 'group', 'operation', 'check', 'reason'],
      ...report.results.map((result) => [
        LABEL[result.outcome],
        result.group,
        result.operationId,
        result.check,
        result.outcome === 'fail'
          ? (result.failures[0] ?? '')
          : result.outcome === 'skip'
            ? (result.reason ?? '')
            : '',
      ]),
    ],
    [7, 32, 28, 60, 100],
  ),
];

const deviationsSection: ConsoleSection = (report) => {
  const deviations = groupFailures(report.results);
  if (deviations.length === 0) return [];
  return [
    `Deviations (${deviations.length}), each rule once with the checks it broke, money first`,
    '',
    ...deviations.flatMap((deviation) => [
      `✗ ${deviation.headline}`,
      ...(deviation.more > 0
        ? [`    (${deviation.more} more of the same rule at other items or values)`]
        : []),
      ...deviation.checks.map((check) => `    in ${check}`),
    ]),
  ];
};

const notCheckedSection: ConsoleSection = (report) => {
  const notChecked = report.results.filter(
    (result) => result.outcome === 'skip' && isNotChecked(result.reason ?? ''),
  );
  if (notChecked.length === 0) return [];
  return [
    `Not checked for want of data (${notChecked.length}; --strict makes these failures):`,
    ...notChecked.map(
      (result) => `  - not checked: ${result.operationId}: ${result.check} (${result.reason})`,
    ),
  ];
};

const untestedSection: ConsoleSection = (report) => {
  const untested = report.coverage.filter((entry) => !entry.succeeded);
  if (untested.length === 0) return [];
  return [
    `Operations never answered with success in this run (${untested.length}): ${untested.map((entry) => entry.operationId).join(', ')}`,
  ];
};

const leftoversSection: ConsoleSection = (report) =>
  report.leftovers.length === 0
    ? []
    : [
        'Left on the server (the API has no call to remove or undo these):',
        ...leftoverLines(report).map((line) => `  - ${line}`),
      ];

const tablesSection: ConsoleSection = (report) =>
  REPORT_TABLES.map((build) => build(report))
    .filter((built) => built.rows.length > 0)
    .flatMap((built, index) => [
      ...(index > 0 ? [''] : []),
      `${built.title}${built.note ? ` (${built.note})` : ''}:`,
      ...built.rows.map((row) => {
        const [first = '', ...rest] = (
          built.consoleColumns ?? built.columns.map((_, column) => column)
        ).map((column) => row.cells[column] ?? '');
        return `  ${first.padEnd(32)} ${rest.join('  ')}`;
      }),
    ]);

const areasSection: ConsoleSection = (report) => [
  'By area (passed / failed / not checked):',
  ...summariseAreas(report.results).map(
    (area) => `  ${area.area.padEnd(32)} ${area.pass} / ${area.fail} / ${area.notChecked}`,
  ),
];

const summarySection: ConsoleSection = (report) => [
  `${summaryLine(report)} (${(report.durationMs / 1000).toFixed(1)} s)`,
];

/** The console report's sections, in order. */
const CONSOLE_SECTIONS: ConsoleSection[] = [
  headerSection,
  resultsSection,
  deviationsSection,
  notCheckedSection,
  untestedSection,
  leftoversSection,
  tablesSection,
  areasSection,
  summarySection,
];

/** The console report: the table, the deviations grouped, not-checked, left-overs, a summary. */
export function formatConsoleReport(report: ContractReport): string {
  return CONSOLE_SECTIONS.map((section) => section(report))
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
}

/** Characters XML 1.0 cannot carry at all (controls other than tab, newline, return). */
const notXmlChar = (code: number): boolean =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  code === 0xfffe ||
  code === 0xffff;

const XML_ESCAPES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string): string =>
  [...text]
    .filter((char) => !notXmlChar(char.charCodeAt(0)))
    .map((char) => XML_ESCAPES[char] ?? char)
    .join('');

/** JUnit XML: a testsuite per group, a testcase per check (`<operation>: <check>`). */
export function formatJunitReport(report: ContractReport): string {
  const groups = new Map<string, CheckResult[]>();
  for (const result of report.results) {
    const list = groups.get(result.group) ?? [];
    list.push(result);
    groups.set(result.group, list);
  }
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="api contract: ${escapeXml(report.baseUrl)}" tests="${report.summary.total}" failures="${report.summary.fail}" skipped="${report.summary.skip}" errors="0" time="${seconds(report.durationMs)}">`,
  ];
  for (const [group, results] of groups) {
    const failures = results.filter((r) => r.outcome === 'fail').length;
    const skipped = results.filter((r) => r.outcome === 'skip').length;
    const time = results.reduce((sum, r) => sum + r.durationMs, 0);
    lines.push(
      `  <testsuite name="${escapeXml(group)}" tests="${results.length}" failures="${failures}" skipped="${skipped}" errors="0" time="${seconds(time)}" timestamp="${report.startedAt}">`,
    );
    for (const result of results) {
      const open = `    <testcase classname="contract.${escapeXml(group)}.${escapeXml(result.operationId)}" name="${escapeXml(`${result.operationId}: ${result.check}`)}" time="${seconds(result.durationMs)}"`;
      if (result.outcome === 'pass') {
        lines.push(`${open}/>`);
        continue;
      }
      lines.push(`${open}>`);
      if (result.outcome === 'skip') {
        lines.push(`      <skipped message="${escapeXml(result.reason ?? '')}"/>`);
      } else {
        const detail = [...result.failures, ...result.calls.map((call) => `call: ${call}`)].join(
          '\n',
        );
        lines.push(
          `      <failure message="${escapeXml(result.failures[0] ?? 'failed')}" type="ContractViolation">${escapeXml(detail)}</failure>`,
        );
      }
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>', '');
  return lines.join('\n');
}

export const formatJsonReport = (report: ContractReport): string =>
  `${JSON.stringify(report, null, 2)}\n`;

// `--html FILE`: the verdict on one self-contained page a backend team reads in a minute — the
// summary per area (passed / failed / not checked), the failures grouped by operation with the
// request, an excerpt of the answer and the rule broken, the extensions, what was left behind.
// No script, no external style or font: it opens from a CI artefact or an e-mail as it is.
import {
  leftoverLines,
  moneyLine,
  REPORT_TABLES,
  summariseAreas,
  summaryLine,
  type AreaSummary,
  type ReportTable,
} from './report';
import type { CheckResult } from './harness';
import type { ContractReport } from './run';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const esc = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1b1b1b}
h1{font-size:1.5rem;margin-bottom:.25rem}h2{font-size:1.2rem;margin-top:2rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}
th{background:#f3f3f3}.n{text-align:right;font-variant-numeric:tabular-nums}
.fail{color:#a30000;font-weight:600}.pass{color:#0a6b2d}.muted{color:#666}
.verdict{font-size:1.1rem;padding:.6rem .8rem;border-radius:.3rem;display:inline-block}
.verdict.fail{background:#fde8e8}.verdict.pass{background:#e6f4ea}
section.op{border:1px solid #e2b4b4;border-radius:.3rem;padding:.4rem .9rem;margin:.8rem 0}
pre{white-space:pre-wrap;word-break:break-word;background:#f7f7f7;padding:.4rem .6rem;margin:.2rem 0;font-size:13px}
ul.rules li{margin:.15rem 0}
`;

function areaTable(areas: AreaSummary[], report: ContractReport): string {
  const rows = areas.map(
    (area) =>
      `<tr><td>${esc(area.area)}</td><td class="n pass">${area.pass}</td><td class="n${area.fail > 0 ? ' fail' : ''}">${area.fail}</td><td class="n muted">${area.notChecked}</td></tr>`,
  );
  const { pass, fail, skip } = report.summary;
  rows.push(
    `<tr><th>all</th><th class="n">${pass}</th><th class="n">${fail}</th><th class="n">${skip}</th></tr>`,
  );
  return `<table aria-label="Summary by area"><thead><tr><th>area</th><th class="n">passed</th><th class="n">failed</th><th class="n">not checked</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function failedCheck(result: CheckResult): string {
  const rules = result.failures.map((line) => `<li>${esc(line)}</li>`).join('');
  const evidence = (result.evidence ?? [])
    .map(
      (entry) =>
        `<div><div><strong>request</strong> <code>${esc(entry.call)}</code></div>` +
        (entry.sent ? `<pre aria-label="request body">${esc(entry.sent)}</pre>` : '') +
        (entry.answer ? `<div><strong>answer</strong></div><pre>${esc(entry.answer)}</pre>` : '') +
        '</div>',
    )
    .join('');
  // A realtime check: what its sockets received, so "never arrived" can be told from "arrived
  // elsewhere" and "arrived broken" at a glance.
  const frames = result.frames
    ? `<div><strong>frames received</strong> <span class="muted">(${result.frames.length})</span></div>` +
      (result.frames.length > 0
        ? `<pre aria-label="frames received">${esc(result.frames.join('\n'))}</pre>`
        : '<p class="muted">none</p>')
    : '';
  return (
    `<h4>[${esc(result.group)}] ${esc(result.check)}</h4>` +
    `<div><strong>rule broken</strong></div><ul class="rules">${rules}</ul>${evidence}${frames}`
  );
}

function reportTable(table: ReportTable): string {
  const head = table.columns.map((column) => `<th>${esc(column)}</th>`).join('');
  const rows = table.rows
    .map(
      (row) =>
        `<tr>${row.cells
          .map(
            (cell, index) =>
              `<td${index === row.cells.length - 1 && row.tone ? ` class="${row.tone}"` : ''}>${index === 1 ? `<code>${esc(cell)}</code>` : esc(cell)}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  return (
    `<h2>${esc(table.title)}</h2>` +
    (table.note ? `<p class="muted">${esc(table.note)}</p>` : '') +
    `<table aria-label="${esc(table.title)}"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`
  );
}

function failuresByOperation(results: CheckResult[]): string {
  const byOperation = new Map<string, CheckResult[]>();
  for (const result of results.filter((entry) => entry.outcome === 'fail')) {
    const list = byOperation.get(result.operationId) ?? [];
    list.push(result);
    byOperation.set(result.operationId, list);
  }
  if (byOperation.size === 0) return '<p class="pass">No check failed.</p>';
  return [...byOperation.entries()]
    .map(
      ([operationId, list]) =>
        `<section class="op" aria-label="Failures of ${esc(operationId)}"><h3>${esc(operationId)} <span class="muted">(${list.length} failed check${list.length === 1 ? '' : 's'})</span></h3>${list.map(failedCheck).join('')}</section>`,
    )
    .join('');
}

export function formatHtmlReport(report: ContractReport): string {
  const failed = report.summary.fail > 0;
  const tables = REPORT_TABLES.map((build) => build(report))
    .filter((table) => table.rows.length > 0)
    .map(reportTable)
    .join('\n');
  const leftovers = leftoverLines(report)
    .map((line) => `<li>${esc(line)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API contract: ${esc(report.baseUrl)}</title><style>${STYLE}</style></head>
<body>
<h1>API contract check of ${esc(report.baseUrl)}</h1>
<p class="muted">${esc(report.startedAt)}, ${(report.durationMs / 1000).toFixed(1)} s · ${report.allowWrites ? 'reads and writes' : 'reads and refused requests only'} · backend version: ${esc(report.backendVersion)}${report.versionEvidence.length > 0 ? ` (${esc(report.versionEvidence.join('; '))})` : ''}</p>
<p>${esc(moneyLine(report))}</p>
<p class="verdict ${failed ? 'fail' : 'pass'}" role="status">${esc(summaryLine(report))}</p>
<h2>Summary</h2>
${areaTable(summariseAreas(report.results), report)}
<h2>Failures by operation</h2>
${failuresByOperation(report.results)}
${tables}
${leftovers ? `<h2>Left on the server</h2><ul>${leftovers}</ul>` : ''}
</body></html>
`;
}

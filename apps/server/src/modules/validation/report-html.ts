import type { ValidationReport } from './report-model.ts';
import type { TestOutcome } from './test-results.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string | number) => String(text).replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;color:#1b1f24;max-width:1100px;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:2px solid #d0d7de;padding-bottom:.2rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #d0d7de;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f5f7}.passed,.pass{color:#116329;font-weight:600}.failed,.fail{color:#b42318;font-weight:600}
.not-run,.skipped,.warn{color:#9a6700;font-weight:600}ul.tests{margin:0;padding-left:1.1rem}
figure{display:inline-block;margin:.5rem}figure img{width:420px;border:1px solid #d0d7de}figcaption{font-size:.8rem;max-width:420px}
pre{white-space:pre-wrap;background:#f6f8fa;padding:.4rem;margin:.2rem 0}
`;

const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

const badge = (status: string) => `<span class="${esc(status)}">${esc(status.toUpperCase())}</span>`;
const testLine = (test: TestOutcome) => `<li>${badge(test.status)} <em>${esc(test.suite)}</em> · ${esc(test.file)} › ${esc(test.title)}</li>`;

/**
 * The report as one HTML page. Screenshots are linked by `screenshotHref` (paths relative to the HTML file), so the
 * page stays small and the images stay the files the browser tests wrote.
 */
export function renderValidationHtml(report: ValidationReport, screenshotHref: (file: string) => string): string {
  const { summary } = report;
  const installation =
    'checks' in report.installation
      ? table(['Check', 'Result', 'Finding', 'Details'], report.installation.checks.map((c) => [esc(c.name), badge(c.status), esc(c.message), esc(c.details ?? '')])) +
        '<h3>Versions</h3>' +
        table(['Component', 'Version'], report.installation.versions.map((f) => [esc(f.name), esc(f.value)])) +
        '<h3>Configuration</h3>' +
        table(['Setting', 'Value'], report.installation.configuration.map((f) => [esc(f.name), esc(f.value)]))
      : `<p class="not-run">Not run: ${esc(report.installation.notRun)}</p>`;
  const journeys = report.journeys
    .map(
      (j) =>
        `<h3>${badge(j.status)} ${esc(j.title)}</h3><p>${esc(j.file)} · requirements: ${esc(j.requirementIds.join(', ') || 'none named')}</p>` +
        j.screenshots.map((shot) => `<figure><a href="${esc(screenshotHref(shot))}"><img src="${esc(screenshotHref(shot))}" alt="${esc(j.title)}"></a><figcaption>${esc(j.title)}</figcaption></figure>`).join(''),
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(report.title)}</title><style>${STYLE}</style></head><body>
<h1>${esc(report.title)}</h1>
<p>Generated ${esc(report.generatedAt)} (UTC). The SHA-256 of this file is written beside it, in the file of the same name ending <code>.sha256</code>.</p>
<h2>1. Scope</h2><ul>${report.scope.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
<h2>2. Summary</h2>
<p>Conclusion: <strong class="${summary.conclusion === 'failed' ? 'failed' : 'passed'}">${esc(summary.conclusion.toUpperCase())}</strong></p>
${table(['Requirements', 'Passed', 'Failed', 'Not run'], [[`All ${esc(report.matrix.length)} in the catalogue`, esc(summary.requirements.passed), esc(summary.requirements.failed), esc(summary.requirements['not-run'])]])}
${table(['Suite', 'Passed', 'Failed', 'Skipped', 'Note'], report.suites.map((s) => [esc(s.name), esc(s.counts.passed), esc(s.counts.failed), esc(s.counts.skipped), s.notRun ? `<span class="not-run">Not run: ${esc(s.notRun)}</span>` : '']))}
<p>${esc(report.deviations.length)} deviations (section 7).</p>
<h2>3. Environment</h2>${table(['Item', 'Value'], report.environment.map((f) => [esc(f.name), esc(f.value)]))}
<h2>4. Installation qualification</h2>${installation}
<h2>5. Traceability matrix</h2>
${table(['Requirement', 'Risk', 'Result', 'Tests'], report.matrix.map((row) => [`<strong>${esc(row.requirement.id)}</strong> ${esc(row.requirement.source)} ${esc(row.requirement.clause)}: ${esc(row.requirement.title)}<br><small>${esc(row.requirement.text)}</small>`, esc(row.requirement.risk), badge(row.verdict), row.tests.length ? `<ul class="tests">${row.tests.map(testLine).join('')}</ul>` : row.declared.length ? `<em>no test naming it ran in this report; tagged in ${esc(row.declared.join(', '))}</em>` : '<em>no test names it</em>']))}
<h2>6. Journeys: evidence</h2>${journeys || '<p class="not-run">No browser journeys in this report.</p>'}
<h2>7. Deviations</h2>
${report.deviations.length ? table(['Kind', 'Subject', 'Detail'], report.deviations.map((d) => [esc(d.kind), esc(d.subject), `<pre>${esc(d.detail)}</pre>`])) : '<p class="passed">None.</p>'}
</body></html>
`;
}

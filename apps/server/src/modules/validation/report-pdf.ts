import type { InstallationFindings } from '../../platform/db/schema/installation-qualifications.ts';
import { COLOURS, startLayout, statusColour, type Layout } from './pdf-layout.ts';
import type { ValidationReport } from './report-model.ts';

/** The installation qualification section: its checks, versions and configuration (secrets only as set or not). */
export function writeInstallation(layout: Layout, findings: InstallationFindings): void {
  for (const check of findings.checks) {
    layout.line(`${check.status.toUpperCase()}  ${check.name}: ${check.message}`, { bold: true, colour: statusColour(check.status) });
    if (check.details) layout.line(check.details, { indent: 14, colour: COLOURS.muted });
  }
  layout.gap();
  layout.line('Versions', { bold: true });
  for (const fact of findings.versions) layout.line(`${fact.name}: ${fact.value}`, { indent: 14 });
  layout.gap();
  layout.line('Configuration', { bold: true });
  for (const fact of findings.configuration) layout.line(`${fact.name}: ${fact.value}`, { indent: 14 });
}

/** The installation qualification of one live installation as its own PDF (System Administration). */
export async function renderInstallationPdf(run: { findings: InstallationFindings; status: string; runAt: Date; runBy: string }): Promise<Uint8Array> {
  const layout = await startLayout('Attest installation qualification');
  layout.heading('Attest installation qualification (IQ)', 16);
  layout.line(`Run ${run.runAt.toISOString()} (UTC) by ${run.runBy}`);
  layout.line(`Result: ${run.status.toUpperCase()}`, { bold: true, colour: statusColour(run.status) });
  layout.heading('Checks');
  writeInstallation(layout, run.findings);
  return layout.finish(`Attest IQ ${run.runAt.toISOString()}`);
}

/**
 * The validation report as PDF: the same sections as the HTML, each journey with its first screenshot (read by
 * `readImage`, which answers null for one that is missing; the report then says so).
 */
export async function renderValidationPdf(report: ValidationReport, readImage: (file: string) => Promise<Uint8Array | null>): Promise<Uint8Array> {
  const layout = await startLayout(report.title);
  const { summary } = report;
  layout.heading(report.title, 16);
  layout.line(`Generated ${report.generatedAt} (UTC). The report's SHA-256 is written beside it, in the file of the same name ending .sha256.`);

  layout.heading('1. Scope');
  for (const paragraph of report.scope) layout.line(`- ${paragraph}`);

  layout.heading('2. Summary');
  layout.line(`Conclusion: ${summary.conclusion.toUpperCase()}`, { bold: true, size: 11, colour: statusColour(summary.conclusion === 'failed' ? 'failed' : 'passed') });
  layout.line(`Requirements: ${summary.requirements.passed} passed, ${summary.requirements.failed} failed, ${summary.requirements['not-run']} not run (of ${report.matrix.length}).`);
  layout.line(`Tests: ${summary.tests.passed} passed, ${summary.tests.failed} failed, ${summary.tests.skipped} skipped. Deviations: ${report.deviations.length} (section 7).`);
  for (const suite of report.suites) {
    const counts = suite.notRun ? `not run: ${suite.notRun}` : `${suite.counts.passed} passed, ${suite.counts.failed} failed, ${suite.counts.skipped} skipped`;
    layout.line(`${suite.name}: ${counts}`, { indent: 14, colour: suite.notRun || suite.counts.failed ? COLOURS.fail : COLOURS.text });
  }

  layout.heading('3. Environment');
  for (const fact of report.environment) layout.line(`${fact.name}: ${fact.value}`);

  layout.heading('4. Installation qualification');
  if ('checks' in report.installation) writeInstallation(layout, report.installation);
  else layout.line(`Not run: ${report.installation.notRun}`, { colour: COLOURS.warn });

  layout.heading('5. Traceability matrix');
  for (const row of report.matrix) {
    layout.gap(3);
    layout.line(`${row.verdict.toUpperCase()}  ${row.requirement.id}  ${row.requirement.title}  (${row.requirement.source} ${row.requirement.clause}, risk ${row.requirement.risk})`, {
      bold: true,
      colour: statusColour(row.verdict),
    });
    layout.line(row.requirement.text, { indent: 14, size: 8, colour: COLOURS.muted });
    if (row.tests.length === 0) layout.line(row.declared.length ? `No test naming it ran in this report; tagged in ${row.declared.join(', ')}.` : 'No test names this requirement.', { indent: 14, colour: COLOURS.fail });
    for (const test of row.tests) layout.line(`${test.status.toUpperCase()}  [${test.suite}] ${test.file} > ${test.title}`, { indent: 14, size: 8, colour: statusColour(test.status) });
  }

  layout.heading('6. Journeys: evidence');
  if (report.journeys.length === 0) layout.line('No browser journeys in this report.', { colour: COLOURS.warn });
  for (const journey of report.journeys) {
    const [first] = journey.screenshots;
    const png = first ? await readImage(first) : null;
    const figure = png ? await layout.image(png, 260) : null;
    // The journey's title stays on the page of its screenshot.
    layout.keep((figure?.height ?? 12) + 40);
    layout.gap(4);
    layout.line(`${journey.status.toUpperCase()}  ${journey.title}`, { bold: true, colour: statusColour(journey.status) });
    layout.line(`${journey.file} · requirements: ${journey.requirementIds.join(', ') || 'none named'}`, { indent: 14, size: 8, colour: COLOURS.muted });
    if (figure) figure.draw();
    else layout.line(first ? `Screenshot missing: ${first}` : 'No screenshot attached.', { indent: 14, size: 8, colour: COLOURS.warn });
  }

  layout.heading('7. Deviations');
  if (report.deviations.length === 0) layout.line('None.', { colour: COLOURS.pass });
  for (const deviation of report.deviations) {
    layout.line(`${deviation.kind}: ${deviation.subject}`, { bold: true, colour: COLOURS.fail });
    layout.line(deviation.detail, { indent: 14, size: 8 });
  }
  return layout.finish(`Attest validation report ${report.generatedAt}`);
}

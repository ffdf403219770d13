import { buildAuditReport, type AuditReportInput } from './audit-pdf.ts';

/** Runs in a worker thread: laying out thousands of rows takes seconds of CPU that the event loop must not lose. */
export default function run(input: AuditReportInput): Promise<Uint8Array> {
  return buildAuditReport(input);
}

/** Diagnostics: the worker pools check runs this in the pool's thread. */
export { ping } from '../../platform/workers/ping.ts';

import type { AuditEntry } from '@attest/domain';
import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import { buildAuditReport, type AuditReportInput } from './audit-pdf.ts';

/** Up to this many rows the report is laid out inline (~30 ms); beyond, in a worker thread (5,000 rows ≈ 1.6 s). */
const INLINE_MAX_ROWS = 100;

const pool = createWorkerPool<AuditReportInput, Uint8Array>(new URL('./audit-report.worker.ts', import.meta.url), {
  name: 'audit report',
  maxThreads: 1,
  idleTimeoutMs: 60_000,
  taskTimeoutMs: 120_000,
});

/** Reads the rows (already capped by the caller), then builds the PDF without blocking the event loop. */
export async function renderAuditReport(input: Omit<AuditReportInput, 'rows'> & { rows: AsyncIterable<AuditEntry> }): Promise<Uint8Array> {
  const rows: AuditEntry[] = [];
  for await (const row of input.rows) rows.push(row);
  const task = { ...input, rows };
  return rows.length <= INLINE_MAX_ROWS ? buildAuditReport(task) : pool.run(task);
}

export const closeAuditReportPool = (): Promise<void> => pool.close();

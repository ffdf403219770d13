import { AUDIT_CSV_COLUMNS, type AuditEntry } from '@attest/domain';

/** UTF-8 byte order mark: Excel reads the file as UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';

/** A spreadsheet runs a cell starting with one of these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: always quoted, inner quotes doubled; newlines stay inside the quotes (RFC 4180).
 * A formula-looking value gets a leading single quote, so a user-written name or title is shown, never run.
 */
export function csvField(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvLine = (values: readonly (string | null | undefined)[]): string => `${values.map(csvField).join(',')}\r\n`;

export const csvHeader = (): string => CSV_BOM + csvLine(AUDIT_CSV_COLUMNS);

/** Spec 01 §9 columns: Timestamp, Document ID, Document Title, User ID, User Name, Action, Version, Reason, Details. */
export function csvRow(entry: AuditEntry): string {
  return csvLine([
    entry.timestamp,
    entry.entityType === 'document' ? entry.entityId : null,
    entry.document?.title ?? null,
    entry.actor.id,
    entry.actor.name,
    entry.action,
    entry.version,
    entry.reason,
    JSON.stringify({ old: entry.oldValues ?? null, new: entry.newValues ?? null }),
  ]);
}

/** The attachment's name: audit-logs-YYYY-MM-DD (UTC date). */
export const exportFileName = (ext: 'csv' | 'pdf' | 'json', now: Date): string => `audit-logs-${now.toISOString().slice(0, 10)}.${ext}`;

import { readFile } from 'node:fs/promises';
import { AUDIT_TRAIL_EXPORT_FORMAT, AuditTrailExport, SIGNATURE_EVIDENCE_FORMAT, SignatureEvidenceExport } from '@attest/domain';
import { checkAnchors, type ExternalAnchor } from './anchors.ts';
import { checkAuditTrailExport } from './audit-trail-check.ts';
import { fail, type CheckLine } from './check-line.ts';
import { checkSignatureEvidence } from './signature-check.ts';

const problemOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): string =>
  issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`)
    .join('; ');

/** Reads an evidence file, tells which kind it is by its `format`, and runs that kind's checks. */
export async function verifyEvidenceFile(path: string, anchors: readonly ExternalAnchor[] = []): Promise<CheckLine[]> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    return [fail(`${path}: not readable as JSON (${(error as Error).message})`)];
  }
  const format = value && typeof value === 'object' && 'format' in value ? value.format : undefined;
  if (format === AUDIT_TRAIL_EXPORT_FORMAT) {
    const parsed = AuditTrailExport.safeParse(value);
    return parsed.success ? [...checkAuditTrailExport(parsed.data), ...checkAnchors(parsed.data, anchors)] : [fail(`not a well-formed audit-trail export: ${problemOf(parsed.error.issues)}`)];
  }
  if (format === SIGNATURE_EVIDENCE_FORMAT) {
    const parsed = SignatureEvidenceExport.safeParse(value);
    return parsed.success ? checkSignatureEvidence(parsed.data) : [fail(`not a well-formed signature export: ${problemOf(parsed.error.issues)}`)];
  }
  return [fail(`${path}: not an Attest evidence file (expected "format": "${AUDIT_TRAIL_EXPORT_FORMAT}" or "${SIGNATURE_EVIDENCE_FORMAT}")`)];
}

/** The lines as printed, with the overall result last; FAIL anywhere fails the file. */
export function report(path: string, lines: readonly CheckLine[]): { text: string; ok: boolean } {
  const ok = lines.every((line) => line.status !== 'FAIL');
  const body = lines.map((line) => `${line.status.padEnd(4)}  ${line.text}`).join('\n');
  return { text: `${path}\n${body}\nRESULT: ${ok ? 'PASS' : 'FAIL'}\n`, ok };
}

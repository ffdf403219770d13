import type { DiagnosticCheck } from '@attest/domain';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import type { ExternalProgram } from '../../platform/process/run-program.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { clockCheck, databaseCheck, listenNotifyCheck, migrationsCheck } from './database-checks.ts';
import { auditChainCheck, auditKeyPlacementCheck, backupAgeCheck } from './records-checks.ts';
import { runCheck, type CheckDefinition } from './run-check.ts';
import { renditionCheck, smtpCheck, workerPoolCheck } from './service-checks.ts';
import { blobStoreCheck, diskSpaceCheck } from './storage-checks.ts';

export interface DiagnosticsDeps {
  database: Database;
  store: BlobStore;
  config: Config;
  clock: Clock;
  soffice: ExternalProgram;
  mail: MailTransport;
}

/** Every check of Run Diagnostics, in the order the page lists them. */
export function diagnosticChecks(deps: DiagnosticsDeps): CheckDefinition[] {
  const { database, config } = deps;
  return [
    databaseCheck(database),
    migrationsCheck(database),
    auditChainCheck(database.db),
    auditKeyPlacementCheck(config),
    blobStoreCheck(deps.store),
    renditionCheck(deps.soffice, config.rendition.timeoutMs),
    smtpCheck(deps.mail, config.mail?.smtpUrl),
    listenNotifyCheck(database),
    workerPoolCheck(),
    diskSpaceCheck(config.dataDir),
    clockCheck(database, deps.clock),
    backupAgeCheck(database.db, deps.clock),
  ];
}

/** The fields the response carries (a check may report more for its own integration check). */
const present = ({ name, status, message, details, ms, quickFix }: DiagnosticCheck): DiagnosticCheck => ({ name, status, message, details, ms, quickFix });

/** Runs every check at once (each bounded by its own timeout) and records the run and its summary in the audit trail. */
export async function runDiagnostics(deps: DiagnosticsDeps, by: { actor: AuditActor; origin: RequestOrigin }): Promise<{ checks: DiagnosticCheck[] }> {
  const checks = (await Promise.all(diagnosticChecks(deps).map((check) => runCheck(check)))).map(present);
  const named = (status: DiagnosticCheck['status']) => checks.filter((check) => check.status === status).map((check) => check.name);
  await appendAuditEvent(deps.database.db, {
    ...by,
    action: 'Diagnostics Run',
    entityType: 'system',
    newValues: { total: checks.length, passed: named('pass').length, failed: named('fail'), warnings: named('warn') },
  });
  return { checks };
}

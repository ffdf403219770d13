import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { auditKeyInDataDir } from '../audit/audit-secret.ts';
import { verifyAuditTail } from '../audit/audit-verify.ts';
import { latestSucceededBackupAt } from '../backups/backups.repo.ts';
import type { CheckDefinition } from './run-check.ts';

const AUDIT_SAMPLE = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
const BACKUP_WARN_DAYS = 2;
const BACKUP_FAIL_DAYS = 7;

export function auditChainCheck(db: Db): CheckDefinition {
  return {
    name: 'audit-chain',
    quickFix: 'The audit trail does not match its seals: do not change anything; run the full verification in Audit Trail, keep the server log and restore the database from the last backup whose trail verifies.',
    timeoutMs: 10_000,
    run: async () => {
      const tail = await verifyAuditTail(db, AUDIT_SAMPLE);
      if (tail.checked === 0) return { status: 'pass', message: 'The audit trail is empty' };
      const range = `Events ${tail.firstSeq} to ${tail.lastSeq}`;
      if (tail.problem) {
        const what = tail.problem.kind === 'sequence-gap' ? 'is missing' : 'does not match its seal';
        return { status: 'fail', message: `Audit event ${tail.problem.seq} ${what}`, details: `${range}; the full verification in Audit Trail checks the whole trail` };
      }
      return { status: 'pass', message: `The newest ${tail.checked} audit events match their seals`, details: range };
    },
  };
}

/** The audit key must not lie in the data folder: whoever opens it could reseal a rewritten trail. */
export function auditKeyPlacementCheck(config: Config): CheckDefinition {
  return {
    name: 'audit-key',
    quickFix: 'Move the audit key out of DATA_DIR: keep it in SECRETS_DIR, AUDIT_KEY_FILE or AUDIT_KEY (README, "The audit key"), then delete the copy in the data folder.',
    timeoutMs: 5000,
    run: async () => {
      const inside = await auditKeyInDataDir(config);
      if (inside) return { status: 'fail', message: 'An audit key file lies inside the data folder', details: inside };
      const where = config.auditKey ? 'AUDIT_KEY' : config.auditKeyFile ? config.auditKeyFile : `${config.secretsDir}/audit.key`;
      return { status: 'pass', message: 'The audit key is kept outside the data folder', details: where };
    },
  };
}

export function backupAgeCheck(db: Db, clock: Clock): CheckDefinition {
  return {
    name: 'backups',
    quickFix: 'Take a backup now in System Administration → Backups and check the schedule (BACKUP_SCHEDULE); a failed backup shows its reason there.',
    timeoutMs: 5000,
    run: async () => {
      const last = await latestSucceededBackupAt(db);
      if (!last) return { status: 'warn', message: 'No backup has been taken yet' };
      const ageMs = clock.now().getTime() - last.getTime();
      const hours = Math.max(0, Math.round(ageMs / (60 * 60 * 1000)));
      const age = hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
      const details = `Finished ${last.toISOString()}`;
      if (ageMs > BACKUP_FAIL_DAYS * DAY_MS) return { status: 'fail', message: `The last backup is ${age} old`, details };
      if (ageMs > BACKUP_WARN_DAYS * DAY_MS) return { status: 'warn', message: `The last backup is ${age} old`, details };
      return { status: 'pass', message: `The last backup is ${age} old`, details };
    },
  };
}

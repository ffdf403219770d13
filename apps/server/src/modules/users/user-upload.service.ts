import { isRole, uploadRowProblems, type UserUploadResult, type UserUploadRow } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { createUser } from './users.service.ts';
import type { AdminContext } from './user-admin.service.ts';
import { USER_AUDIT_ACTIONS } from './user-audit-actions.ts';
import { mailSetupCode } from './setup-code-mail.ts';

const cell = (value: string | undefined) => (value ?? '').trim();
const orNull = (value: string | undefined) => cell(value) || null;

/** Only an http(s) address is kept as an avatar link. */
function avatarLink(value: string | undefined): string | null {
  const text = cell(value);
  return /^https?:\/\/\S+$/i.test(text) ? text : null;
}

/**
 * Bulk User Upload (spec 02 §7): each row is created in its own transaction, so one bad or duplicate row fails alone
 * and the rest are kept. Every created user gets a one-time setup code, returned once in the results.
 */
export async function uploadUsers(
  db: Db,
  rows: readonly UserUploadRow[],
  context: AdminContext & { setupCodeTtlHours: number; mailEnabled: boolean },
): Promise<{ created: number; failed: number; results: UserUploadResult[] }> {
  const results: UserUploadResult[] = [];
  for (const [index, row] of rows.entries()) {
    const base = { row: index + 1, email: cell(row.email_id).toLowerCase(), name: cell(row.employee_name) };
    const problems = uploadRowProblems(row);
    if (problems.length > 0) {
      results.push({ ...base, ok: false, error: problems.join('; ') });
      continue;
    }
    const role = cell(row.role).toLowerCase() || 'user';
    const status = cell(row.status).toLowerCase() || 'active';
    try {
      const { setupCode } = await db.transaction(async (tx) => {
        const created = await createUser(
          tx,
          {
            name: base.name,
            email: base.email,
            role: isRole(role) ? role : 'user',
            status: status as 'active' | 'inactive' | 'suspended',
            employeeId: orNull(row.employee_id),
            designation: orNull(row.designation),
            department: orNull(row.department),
            phone: orNull(row.phone),
            hireDate: orNull(row.hire_date),
            avatarUrl: avatarLink(row.avatar_url),
          },
          { actor: context.actor, origin: context.origin, setupCodeTtlHours: context.setupCodeTtlHours, now: context.now },
        );
        const expiresAt = new Date(context.now.getTime() + context.setupCodeTtlHours * 3_600_000);
        await mailSetupCode(tx, created.user, { setupCode: created.setupCode, expiresAt, reason: 'created' }, context.mailEnabled);
        return created;
      });
      results.push({ ...base, ok: true, setupCode });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ ...base, ok: false, error: error.message });
    }
  }
  const created = results.filter((r) => r.ok).length;
  await db.transaction((tx) =>
    appendAuditEvent(tx, {
      actor: context.actor,
      origin: context.origin,
      action: USER_AUDIT_ACTIONS.bulkUploaded,
      entityType: 'user',
      newValues: { rows: rows.length, created, failed: rows.length - created },
    }),
  );
  return { created, failed: rows.length - created, results };
}

import { deriveAuditKeys, useAuditKeys } from '../src/modules/audit/audit-keys.ts';

/** The audit secret of every test process (the template is sealed in global setup, the apps in each worker). */
export const TEST_AUDIT_SECRET = Buffer.alloc(32, 7);

export function useTestAuditKeys(): void {
  useAuditKeys(deriveAuditKeys(TEST_AUDIT_SECRET));
}

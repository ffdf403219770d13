import { asc, eq, sql } from 'drizzle-orm';
import { relabelVersions } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { documents, documentVersions } from '../../platform/db/schema/index.ts';
import type { DataStep } from '../../platform/db/data-steps.ts';
import { appendAuditEvent, SYSTEM_ACTOR } from '../audit/audit.repo.ts';

const REASON = 'Version labels brought under the numbering rules (issue 31): SOP releases are whole numbers, drafts N.01 …; a replaced release is Superseded, a draft never released Withdrawn.';

/**
 * FR-VER-1 for data made before the rule (REASON is recorded in the audit trail as written then, tracker number and
 * all): every document's versions relabelled by the domain's rules, one audit event per changed version stating the
 * old and new label and status. The document's own label and the effective and obsolete records follow; a renumbered
 * version keeps its old label in earlier_labels, so its signatures verify.
 */
export const relabelVersionsStep: DataStep = {
  name: '0161-version-labels',
  async run(tx: Db) {
    const docs = await tx.select({ id: documents.id, documentType: documents.documentType, currentVersionId: documents.currentVersionId }).from(documents);
    const released = new Set(rowsOf<{ version_id: string }>(await tx.execute(sql`SELECT DISTINCT version_id FROM effective_records`)).map((r) => r.version_id));
    for (const doc of docs) {
      const versions = await tx.select().from(documentVersions).where(eq(documentVersions.documentId, doc.id)).orderBy(asc(documentVersions.revision));
      const changes = relabelVersions(
        doc.documentType,
        versions.map((v) => ({ id: v.id, label: v.versionLabel, status: v.status, released: released.has(v.id) })),
      );
      for (const change of changes) {
        const renamed = change.new.label !== change.old.label;
        await tx
          .update(documentVersions)
          .set({
            versionLabel: change.new.label,
            status: change.new.status,
            ...(renamed ? { earlierLabels: sql`array_append(${documentVersions.earlierLabels}, ${change.old.label})` } : {}),
          })
          .where(eq(documentVersions.id, change.id));
        if (renamed) {
          await tx.execute(sql`UPDATE effective_records SET version_label = ${change.new.label} WHERE version_id = ${change.id}`);
          await tx.execute(sql`UPDATE obsolete_records SET version_label = ${change.new.label} WHERE version_id = ${change.id}`);
          if (change.id === doc.currentVersionId) await tx.update(documents).set({ versionLabel: change.new.label }).where(eq(documents.id, doc.id));
        }
        await appendAuditEvent(tx, {
          actor: SYSTEM_ACTOR,
          action: 'Version Relabelled',
          entityType: 'document',
          entityId: doc.id,
          oldValues: { versionId: change.id, version: change.old.label, versionStatus: change.old.status },
          newValues: { versionId: change.id, version: change.new.label, versionStatus: change.new.status },
          reason: REASON,
        });
      }
    }
  },
};

export const DATA_STEPS: readonly DataStep[] = [relabelVersionsStep];

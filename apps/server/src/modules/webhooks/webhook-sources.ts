import type { Db } from '../../platform/db/client.ts';
import { documentEvents, type DocumentEvents } from '../documents/document-events.ts';
import { findDocument } from '../documents/documents.repo.ts';
import { releasedTitle } from '../documents/released-view.ts';
import { lifecycleEvents, type LifecycleEvents } from '../workflow/lifecycle-events.ts';
import { publishWebhookEvent } from './webhook-outbox.ts';

/*
 * What each event tells a receiver: only what a reader of the released record may see. A version in work (submitted,
 * approved) is named by its document's number and its label, never by its working title, text or comments; a version
 * in force by its released title and effective date. Never file content.
 */

type StepEvent = LifecycleEvents['submit_for_review'] | LifecycleEvents['approve_document'];

const inWork = (event: StepEvent) => () => Promise.resolve({ documentId: event.doc.id, documentNumber: event.doc.docNumber, versionLabel: event.version.versionLabel, status: event.outcome.status });

async function onSubmitted(tx: Db, event: LifecycleEvents['submit_for_review']): Promise<void> {
  await publishWebhookEvent(tx, 'document.submitted', inWork(event), event.at);
}

/** Approved once the last approver signs (an approval with approvers still pending is not announced). */
async function onApproved(tx: Db, event: LifecycleEvents['approve_document']): Promise<void> {
  if (event.outcome.status !== 'approved') return;
  await publishWebhookEvent(tx, 'document.approved', inWork(event), event.at);
}

/** A version in force: by Make Effective, a scheduled release on its date, or a release after training. */
async function onEffective(tx: Db, event: DocumentEvents['version-effective']): Promise<void> {
  await publishWebhookEvent(
    tx,
    'document.effective',
    async () => {
      const found = await findDocument(tx, event.documentId);
      if (!found) return null;
      const { doc } = found;
      return { documentId: doc.id, documentNumber: doc.docNumber, title: releasedTitle(doc, event.versionId), versionId: event.versionId, versionLabel: event.versionLabel, status: 'effective', effectiveDate: doc.effectiveDate };
    },
    event.at,
  );
}

const WITHDRAWN = { superseded: 'document.superseded', obsolete: 'document.obsolete', archived: 'document.archived' } as const;

async function onWithdrawn(tx: Db, event: DocumentEvents['version-withdrawn']): Promise<void> {
  await publishWebhookEvent(
    tx,
    WITHDRAWN[event.withdrawal],
    async () => {
      const found = await findDocument(tx, event.documentId);
      if (!found) return null;
      return { documentId: event.documentId, documentNumber: found.doc.docNumber, versionId: event.versionId, versionLabel: event.versionLabel, status: event.withdrawal, replacedByVersionLabel: event.replacedBy };
    },
    event.at,
  );
}

/** Webhooks follow the lifecycle (registered where the app is composed, as the other subscribers). */
export function sendWebhooksOnLifecycle(): void {
  lifecycleEvents.on('submit_for_review', onSubmitted);
  lifecycleEvents.on('approve_document', onApproved);
  documentEvents.on('version-effective', onEffective);
  documentEvents.on('version-withdrawn', onWithdrawn);
}

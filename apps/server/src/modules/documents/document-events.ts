import { createEventBus } from '../../platform/events/event-bus.ts';
import type { AuditActor, RequestOrigin } from '../audit/audit.repo.ts';

interface EventBase {
  documentId: string;
  actor: AuditActor;
  origin?: RequestOrigin;
  at: Date;
}

/** What the lifecycle announces about the version in force; training, copies and notices subscribe. */
export interface DocumentEvents {
  /** A version became the one in force; `previousVersionId` is the one it replaced, if any. */
  'version-effective': EventBase & { versionId: string; versionLabel: string; previousVersionId: string | null };
  /** A version stopped being in force: superseded by `replacedBy`, or the document made obsolete or archived. */
  'version-withdrawn': EventBase & {
    versionId: string;
    versionLabel: string;
    replacedBy: string | null;
    withdrawal: 'superseded' | 'obsolete' | 'archived';
  };
}

export const documentEvents = createEventBus<DocumentEvents>();

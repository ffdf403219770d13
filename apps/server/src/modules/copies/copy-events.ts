import { createEventBus } from '../../platform/events/event-bus.ts';

/**
 * What the copies module announces, in the transaction that records it, so integrations follow without copies
 * importing them. Subscribers are registered where the app is composed (http/app.ts).
 */
export interface CopyEvents {
  /** A version stopped being in force: its issued controlled copies were marked to recall. */
  'copies-to-recall': {
    documentId: string;
    versionId: string;
    versionLabel: string;
    withdrawal: 'superseded' | 'obsolete' | 'archived';
    /** The label of the version now in force; null when the document was made obsolete or archived. */
    replacedBy: string | null;
    copyIds: string[];
    at: Date;
  };
}

export const copyEvents = createEventBus<CopyEvents>();

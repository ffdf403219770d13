import type { Priority } from '@attest/domain';
import type { SopContent } from '../platform/docx/sop-docx.ts';

/**
 * Where a demo SOP ends up. 'superseded': effective, then revised, and the revision made effective, so the first
 * version stands superseded in the version history.
 */
export type DemoFate = 'draft' | 'in-review' | 'pending-approval' | 'approved' | 'effective' | 'superseded' | 'obsolete' | 'archived';

/** One document of the demo library: its words, its register metadata and the point of the lifecycle it reaches. */
export interface DemoSop extends SopContent {
  category: string;
  description: string;
  keywords: readonly string[];
  priority: Priority;
  trainingRequired: boolean;
  fate: DemoFate;
  /** Months to the next periodic review once effective (one of REVIEW_PERIOD_MONTHS). */
  reviewMonths?: number;
  /** The revision that supersedes the first version (fate 'superseded'): what it changes in the words. */
  revision?: { changeSummary: string; content: Partial<SopContent> };
  /** Why the document was made obsolete or archived. */
  withdrawal?: string;
}

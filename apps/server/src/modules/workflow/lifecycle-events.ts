import type { SYSTEM_TRANSITIONS } from '@attest/domain';
import { createEventBus } from '../../platform/events/event-bus.ts';
import type { AuditActor, RequestOrigin } from '../audit/audit.repo.ts';
import type { DocumentRow, VersionRow } from '../documents/documents.repo.ts';
import type { ActionOf, ActionOutcome, ActionRequest } from './workflow-context.ts';
import type { WorkflowRow } from './workflow.repo.ts';

/** A step of the lifecycle: an action a person takes, or a release the system makes. */
export type PersonStep = ActionRequest['action'];
export type SystemStep = keyof typeof SYSTEM_TRANSITIONS;
export type LifecycleStep = PersonStep | SystemStep;

/** What every step announces, after its change and audit events are written, in the same transaction. */
interface StepBase {
  /** The document as it was before the step (its status is the step's `from`). */
  doc: DocumentRow;
  version: VersionRow;
  outcome: ActionOutcome;
  actor: AuditActor;
  origin?: RequestOrigin;
  reason: string | null;
  at: Date;
}

/** One typed event per lifecycle step: a person's step carries the request and the workflow it acted in. */
export type LifecycleEvents = { [A in PersonStep]: StepBase & { request: ActionOf<A>; workflow: WorkflowRow | undefined } } & {
  /** A scheduled release on its effective date, naming who scheduled it. */
  release_on_date: StepBase & { scheduled: { by: string; byName: string; effectiveDate: string } };
  /** A version waiting for its training released: its audience trained, or its target date came. */
  release_after_training: StepBase & { trigger: 'training-completed' | 'target-date' };
};

/** What the caller of commitOutcome adds to the step's base: which step, and its own fields. */
export type StepAnnouncement = { [S in LifecycleStep]: { step: S } & Omit<LifecycleEvents[S], keyof StepBase> }[LifecycleStep];

/**
 * The lifecycle's domain events (DESIGN §5.3): notifications and training subscribe where the app is composed
 * (http/app.ts), so the workflow imports none of them. Distinct from documents' 'version-effective' and
 * 'version-withdrawn', which say only that the version in force changed.
 */
export const lifecycleEvents = createEventBus<LifecycleEvents>();

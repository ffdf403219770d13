import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import { workflowHistoryPdf, type WorkflowHistoryInput } from './workflow-history-pdf.ts';

/** Up to this many entries (decisions, comments, signatures) the PDF is laid out inline; beyond, in a worker. */
const INLINE_MAX_ENTRIES = 60;

const pool = createWorkerPool<WorkflowHistoryInput, Uint8Array>(new URL('./workflow-history.worker.ts', import.meta.url), {
  name: 'workflow history',
  maxThreads: 1,
  idleTimeoutMs: 60_000,
  taskTimeoutMs: 120_000,
});

const entriesOf = (input: WorkflowHistoryInput) =>
  input.workflows.reduce((sum, w) => sum + 1 + w.assignments.length + w.comments.length, 0) + input.otherComments.length + input.signatures.length;

export function renderWorkflowHistoryPdf(input: WorkflowHistoryInput): Promise<Uint8Array> {
  return entriesOf(input) <= INLINE_MAX_ENTRIES ? workflowHistoryPdf(input) : pool.run(input);
}

export const closeWorkflowHistoryPool = (): Promise<void> => pool.close();

import { workflowHistoryPdf, type WorkflowHistoryInput } from './workflow-history-pdf.ts';

/** Runs in a worker thread: a long history's layout takes time the event loop must not lose. */
export default function run(input: WorkflowHistoryInput): Promise<Uint8Array> {
  return workflowHistoryPdf(input);
}

/** Diagnostics: the worker pools check runs this in the pool's thread. */
export { ping } from '../../platform/workers/ping.ts';

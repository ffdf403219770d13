import type { TrainingMatrix, TrainingMatrixQuery } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { trainingMatrix } from './training-matrix.repo.ts';

/** Every cell an export carries: what its record counts as rows. */
const cells = (m: TrainingMatrix) => m.totals.assigned + m.totals.completed + m.totals.overdue;

/** Reads the filtered matrix and records its export before anything leaves; the route then streams what it returns. */
export async function recordTrainingMatrixExport(db: Db, context: ActionContext, format: 'csv' | 'pdf', query: TrainingMatrixQuery, today: string): Promise<TrainingMatrix> {
  const matrix = await trainingMatrix(db, query, today);
  await appendAuditEvent(db, { actor: context.actor, origin: context.origin, action: 'Training Matrix Exported', entityType: 'training', newValues: { format, filters: query, rowCount: cells(matrix) } });
  return matrix;
}

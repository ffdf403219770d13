import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { isDisposed } from './disposition.repo.ts';

/** The files of a disposed document were destroyed: its viewer and downloads answer DOCUMENT_DISPOSED (410). */
export async function assertNotDisposed(db: Db, documentId: string): Promise<void> {
  if (await isDisposed(db, documentId)) throw new AppError('DOCUMENT_DISPOSED');
}

/** A disposed document stays archived for good: the workflow's guard on Restore (registered in http/app.ts). */
export const refuseRestoreOfDisposed = (scope: { tx: Db; doc: { id: string } }): Promise<void> => assertNotDisposed(scope.tx, scope.doc.id);

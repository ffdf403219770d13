import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { createDocument } from '@/lib/api/documents/api';
import { toCreateRequest, type BulkRow } from './bulk-rows';

export type BulkResult =
  | { rowId: string; title: string; ok: true; docNumber: string; documentId: string }
  | { rowId: string; title: string; ok: false; message: string };

/**
 * Spec 01 §7: bulk upload creates SOPs one at a time, in order. A failed row does not stop the rest; each row
 * gets its own result.
 */
export function useBulkUpload() {
  const { t } = useTranslation('documentBulk');
  const [results, setResults] = useState<BulkResult[]>([]);
  const [running, setRunning] = useState(false);
  const stopped = useRef(false);

  const run = useCallback(async (rows: readonly BulkRow[]): Promise<BulkResult[]> => {
    stopped.current = false;
    setRunning(true);
    setResults([]);
    const done: BulkResult[] = [];
    let sessionLost = false;
    for (const row of rows) {
      if (stopped.current) break;
      if (sessionLost) {
        done.push({ rowId: row.id, title: row.title, ok: false, message: t('results.sessionEnded') });
        continue;
      }
      let result: BulkResult;
      try {
        const doc = await createDocument(toCreateRequest(row), `bulk-row-${row.id}`);
        result = { rowId: row.id, title: doc.title, ok: true, docNumber: doc.docNumber, documentId: doc.id };
      } catch (error) {
        const message = errorText(error, t('results.unreachable'));
        sessionLost = error instanceof ApiError && error.status === 401;
        result = { rowId: row.id, title: row.title, ok: false, message };
      }
      done.push(result);
      setResults([...done]);
    }
    setResults([...done]);
    setRunning(false);
    return done;
  }, [t]);

  return { run, results, running, stop: () => (stopped.current = true) };
}

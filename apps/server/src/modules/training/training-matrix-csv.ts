import { ROLE_LABELS, type TrainingMatrix } from '@attest/domain';
import { CSV_BOM, csvLine } from '../audit/audit-csv.ts';

export const TRAINING_CSV_COLUMNS = ['Person', 'Department', 'Role', 'Document', 'Title', 'Version', 'Status', 'Due date', 'Completed at'] as const;

/** One line per cell (person and document), with the byte order mark Excel needs; escaping is the audit export's. */
export function trainingMatrixCsv(matrix: TrainingMatrix): string {
  const lines = [CSV_BOM + csvLine(TRAINING_CSV_COLUMNS)];
  for (const person of matrix.people) {
    for (const doc of matrix.documents) {
      const cell = person.cells[doc.id];
      if (!cell) continue;
      lines.push(csvLine([person.name, person.department, ROLE_LABELS[person.role], doc.docNumber, doc.title, doc.versionLabel, cell.status, cell.dueDate, cell.completedAt]));
    }
  }
  return lines.join('');
}

/** training-matrix-YYYY-MM-DD.csv or .pdf (site date). */
export const trainingExportFileName = (today: string, extension: 'csv' | 'pdf'): string => `training-matrix-${today}.${extension}`;

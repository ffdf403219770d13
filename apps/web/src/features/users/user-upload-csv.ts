import Papa from 'papaparse';
import { USER_UPLOAD_COLUMNS, USER_UPLOAD_MAX_ROWS, type UserUploadColumn, type UserUploadResult, type UserUploadRow } from '@attest/domain';

/** Thrown when a file cannot be read as a user CSV. */
export class UserCsvError extends Error {
  override readonly name = 'UserCsvError';
}

export interface ParsedUserCsv {
  rows: UserUploadRow[];
  /** Rows dropped because their first column was empty (spec 02 §5). */
  dropped: number;
}

const COLUMN_KEYS = new Map<string, UserUploadColumn>(USER_UPLOAD_COLUMNS.map((c) => [c, c]));

/**
 * Reads a user CSV (RFC 4180 through papaparse): the first line holds the headers, matched by name in any order;
 * rows whose first column is empty are dropped. Unknown columns are ignored.
 */
export function parseUserCsv(text: string): ParsedUserCsv {
  if (text.includes('\u0000')) throw new UserCsvError('The file is not a text file.');
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: 'greedy' });
  const broken = result.errors.find((error) => error.type === 'Quotes' || error.type === 'Delimiter');
  if (broken) throw new UserCsvError(`Row ${broken.row ?? '?'}: ${broken.message}`);
  const [header, ...data] = result.data;
  if (!header) return { rows: [], dropped: 0 };
  const columns = header.map((cell) => COLUMN_KEYS.get(cell.trim().toLowerCase()));
  if (!columns.includes('email_id')) throw new UserCsvError('The header row has no email_id column.');
  const kept = data.filter((cells) => (cells[0] ?? '').trim() !== '');
  if (kept.length > USER_UPLOAD_MAX_ROWS) throw new UserCsvError(`At most ${USER_UPLOAD_MAX_ROWS} users can be uploaded at once.`);
  const rows = kept.map((cells) => {
    const row: UserUploadRow = {};
    columns.forEach((column, index) => {
      if (column) row[column] = (cells[index] ?? '').trim();
    });
    return row;
  });
  return { rows, dropped: data.length - kept.length };
}

const TEMPLATE_ROWS: string[][] = [
  ['EMP-1001', 'Anna Schmidt', 'anna.schmidt@example.com', 'QA Specialist', 'Quality Assurance', 'author', 'active', '', '+41 61 555 0101', '2023-04-03'],
  ['EMP-1002', 'Rahul Mehta', 'rahul.mehta@example.com', 'QC Analyst', 'Quality Control', 'reviewer', 'active', '', '+41 61 555 0102', '2022-09-12'],
  ['EMP-1003', 'Claire Dubois', 'claire.dubois@example.com', 'Head of Manufacturing', 'Manufacturing', 'approver', 'active', '', '+41 61 555 0103', '2019-01-07'],
  ['EMP-1004', 'Jonas Berg', 'jonas.berg@example.com', 'Production Operator', 'Manufacturing', 'user', '', '', '', '2024-06-17'],
  ['EMP-1005', 'Maria Rossi', 'maria.rossi@example.com', 'Document Control Officer', 'Regulatory Affairs', 'document_coordinator', 'active', '', '+41 61 555 0105', '2021-11-29'],
];

/** user_upload_template_plan_b.csv: the header and five sample rows (spec 02 §9). */
export function userTemplateCsv(): string {
  return Papa.unparse({ fields: [...USER_UPLOAD_COLUMNS], data: TEMPLATE_ROWS }, { newline: '\r\n', quotes: true }) + '\r\n';
}

/**
 * The setup codes of the users just created, for the administrator to hand out (downloadable once).
 * Uploaded names may look like formulas: escaped the OWASP way, as the server's exports do.
 */
export function setupCodesCsv(results: readonly UserUploadResult[]): string {
  const data = results.filter((r) => r.ok && r.setupCode).map((r) => [r.name, r.email, r.setupCode ?? '']);
  const options = { newline: '\r\n', quotes: true, escapeFormulae: true };
  return '\uFEFF' + Papa.unparse({ fields: ['employee_name', 'email_id', 'setup_code'], data }, options) + '\r\n';
}

import Papa from 'papaparse';
import { rowFromRaw, type BulkRow, type RawBulkRow, type ReferenceLists } from './bulk-rows';

/** Spec 01 §5: the column order of the bulk CSV, also its header row. */
export const BULK_COLUMNS = [
  'title',
  'category',
  'description',
  'keywords',
  'confidentiality',
  'documentType',
  'priority',
  'department',
] as const satisfies readonly (keyof RawBulkRow)[];

export const BULK_TEMPLATE_FILE_NAME = 'sop_bulk_upload_template.csv';
/** One sequential upload should stay reviewable in one table. */
export const BULK_MAX_ROWS = 500;

/** Thrown when a file cannot be read as a bulk CSV; the dialog shows 'Error Processing File'. */
export class BulkCsvError extends Error {
  override readonly name = 'BulkCsvError';
}

const headerKey = (cell: string) => cell.trim().toLowerCase().replace(/[\s_-]+/g, '');
const HEADER_KEYS = new Map<string, keyof RawBulkRow>(BULK_COLUMNS.map((column) => [headerKey(column), column]));

/** The first row is a header when it names the title column; its names then decide the column order. */
function headerColumns(first: readonly string[]): (keyof RawBulkRow | undefined)[] | null {
  const columns = first.map((cell) => HEADER_KEYS.get(headerKey(cell)));
  return columns.includes('title') ? columns : null;
}

/**
 * Reads a bulk CSV (RFC 4180 through papaparse: quoted commas and line breaks, doubled quotes, BOM, CRLF;
 * blank lines skipped). The header row is skipped; without one, columns are taken in BULK_COLUMNS order.
 */
export function parseBulkCsv(text: string, lists: ReferenceLists): BulkRow[] {
  if (text.includes('\u0000')) throw new BulkCsvError('The file is not a text file.');
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: ',',
    skipEmptyLines: 'greedy',
  });
  const broken = result.errors.find((error) => error.type === 'Quotes' || error.type === 'Delimiter');
  if (broken) throw new BulkCsvError(`Row ${broken.row ?? '?'}: ${broken.message}`);

  const [first, ...rest] = result.data;
  if (!first) throw new BulkCsvError('The file has no rows.');
  const header = headerColumns(first);
  const columns = header ?? [...BULK_COLUMNS];
  const dataRows = header ? rest : result.data;
  if (dataRows.length === 0) throw new BulkCsvError('The file has no SOP rows.');
  if (dataRows.length > BULK_MAX_ROWS) throw new BulkCsvError(`At most ${BULK_MAX_ROWS} SOPs can be uploaded at once.`);

  return dataRows.map((cells) => {
    const raw: RawBulkRow = {};
    columns.forEach((column, index) => {
      if (column) raw[column] = cells[index] ?? '';
    });
    return rowFromRaw(raw, lists);
  });
}

const TEMPLATE_ROWS: string[][] = [
  [
    'Cleaning and Sanitisation of Production Areas',
    'Manufacturing',
    'Cleaning agents, frequencies and verification for Grade C and D areas, including line clearance',
    'cleaning; sanitisation; GMP',
    'public',
    'SOP',
    'high',
    'Production',
  ],
  [
    'Calibration of Analytical Balances',
    'Laboratory',
    'Daily checks, external calibration and out-of-tolerance handling for "Class I" balances',
    'calibration; balances; QC',
    'confidential',
    'WI',
    'medium',
    'Quality Control',
  ],
  [
    'Handling of Deviations',
    'Quality Management',
    'Recording, classifying, investigating and closing deviations, with CAPA linkage',
    'deviation; CAPA; investigation',
    'restricted',
    'SOP',
    'critical',
    'Quality Assurance',
  ],
];

/** The template (spec 01 §9 file name): header plus realistic rows, quoted where a field needs it. */
export function bulkTemplateCsv(): string {
  return Papa.unparse({ fields: [...BULK_COLUMNS], data: TEMPLATE_ROWS }, { newline: '\r\n' }) + '\r\n';
}

import { COPY_CSV_COLUMNS, type CopyListItem } from '@attest/domain';
import { CSV_BOM, csvLine } from '../audit/audit-csv.ts';

/** The header line, with the byte order mark Excel needs; the escaping (and formula guard) is the audit export's. */
export const copyCsvHeader = (): string => CSV_BOM + csvLine(COPY_CSV_COLUMNS);

/** One copy in COPY_CSV_COLUMNS order; times in ISO 8601 (UTC). */
export const copyCsvRow = (copy: CopyListItem): string =>
  csvLine([
    copy.id,
    copy.document.docNumber,
    copy.document.title,
    copy.versionLabel,
    copy.controlled ? 'Controlled' : 'Uncontrolled',
    String(copy.number),
    copy.status,
    copy.holder,
    copy.location,
    copy.purpose,
    copy.printedBy,
    copy.printedAt,
    copy.statusChangedAt,
    copy.statusReason,
  ]);

/** controlled-copies-YYYY-MM-DD.csv (UTC date). */
export const copyExportFileName = (now: Date): string => `controlled-copies-${now.toISOString().slice(0, 10)}.csv`;

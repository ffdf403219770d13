import type { ErrorCode } from '@attest/domain';
import type { DocxLimits } from './docx-package.ts';

/** What the extraction worker can be asked to do, and what each task returns (shared by both sides). */
export type ExtractionTask =
  | { op: 'text'; filePath: string; extension: string }
  | { op: 'html'; filePath: string }
  | { op: 'inspect-docx'; filePath: string; limits: DocxLimits }
  | { op: 'inspect-doc'; filePath: string }
  | { op: 'inspect-pdf'; filePath: string };

export type PdfInspection = 'ok' | 'protected';

export interface ExtractionResults {
  text: string;
  html: { html: string; messages: string[] };
  'inspect-docx': void;
  'inspect-doc': void;
  'inspect-pdf': PdfInspection;
}

export type ExtractionResult<T extends ExtractionTask> = ExtractionResults[T['op']];

/** What crosses back from the thread: an AppError does not survive the copy, so a refusal travels as its code. */
export type ExtractionOutcome<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; message: string };

/** What the extraction worker can be asked to do, and what each task returns (shared by both sides). */
export type ExtractionTask =
  | { op: 'text'; filePath: string; extension: string }
  | { op: 'html'; filePath: string }
  | { op: 'inspect-pdf'; filePath: string };

export type PdfInspection = 'ok' | 'protected' | 'unreadable';

export interface ExtractionResults {
  text: string;
  html: { html: string; messages: string[] };
  'inspect-pdf': PdfInspection;
}

export type ExtractionResult<T extends ExtractionTask> = ExtractionResults[T['op']];

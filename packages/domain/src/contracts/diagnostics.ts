import { z } from 'zod';

export const DIAGNOSTIC_STATUSES = ['pass', 'fail', 'warn'] as const;
export const DiagnosticStatus = z.enum(DIAGNOSTIC_STATUSES);
export type DiagnosticStatus = z.infer<typeof DiagnosticStatus>;

/** One check of Run Diagnostics (spec 02 §3 "Diagnostic check result", with its timing and the hint for a failure). */
export const DiagnosticCheck = z.object({
  /** Stable identifier of the check (the web app names it in the reader's language). */
  name: z.string(),
  status: DiagnosticStatus,
  message: z.string(),
  details: z.string().optional(),
  /** How long the check took, in milliseconds. */
  ms: z.number().nonnegative(),
  /** What to do when the check does not pass. */
  quickFix: z.string(),
});
export type DiagnosticCheck = z.infer<typeof DiagnosticCheck>;

export const DiagnosticsResponse = z.object({ checks: z.array(DiagnosticCheck) });
export type DiagnosticsResponse = z.infer<typeof DiagnosticsResponse>;

/** Integration check: the sample Word file converted to PDF by LibreOffice. */
export const ConversionCheckResponse = z.object({
  status: DiagnosticStatus,
  message: z.string(),
  details: z.string().optional(),
  /** Pages of the PDF produced; null when nothing was converted. */
  pages: z.number().int().nonnegative().nullable(),
  ms: z.number().nonnegative(),
});
export type ConversionCheckResponse = z.infer<typeof ConversionCheckResponse>;

/** Integration check: a test e-mail queued in the outbox for the signed-in administrator. */
export const TestEmailResponse = z.object({ recipient: z.string() });
export type TestEmailResponse = z.infer<typeof TestEmailResponse>;

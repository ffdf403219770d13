import { buildSopDocx } from '../../platform/docx/sop-docx.ts';

let sample: Promise<Buffer> | undefined;

/** The Word file the integration checks convert: a one-page annex to a change-management SOP, built once. */
export function sampleDocx(): Promise<Buffer> {
  sample ??= buildSopDocx(
    {
      docNumber: 'SOP-QA-DIAG',
      title: 'Change Management — Annex A (diagnostics sample)',
      department: 'Quality Assurance',
      purpose: ['A sample document that Attest converts to PDF to prove the rendition service works.'],
      scope: ['Used by Run Diagnostics and the integration checks only; never stored.'],
      definitions: [['Rendition', 'The PDF made from a Word file for reading and controlled copies.']],
      responsibilities: [['Administrator', 'Runs the diagnostics and acts on their Quick Fixes.']],
      procedure: [{ heading: 'Conversion', steps: ['LibreOffice converts this file to PDF.', 'Attest counts the pages of the PDF.'] }],
      references: ['21 CFR Part 11'],
    },
    { version: '1.0', history: [{ version: '1.0', date: '2026-01-01', description: 'Sample for diagnostics', author: 'Attest' }] },
  );
  return sample;
}

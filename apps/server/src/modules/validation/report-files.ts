import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderValidationHtml } from './report-html.ts';
import type { ValidationReport } from './report-model.ts';
import { renderValidationPdf } from './report-pdf.ts';

export interface WrittenReport {
  html: string;
  pdf: string;
  sha256: { html: string; pdf: string };
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** Writes `file` and beside it `file.sha256` in the format `sha256sum -c` reads; returns the digest. */
async function writeWithDigest(file: string, bytes: Uint8Array | string): Promise<string> {
  await writeFile(file, bytes);
  const digest = sha256(bytes);
  await writeFile(`${file}.sha256`, `${digest}  ${path.basename(file)}\n`);
  return digest;
}

async function readIfThere(file: string): Promise<Uint8Array | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/**
 * Writes the report into `outDir`: the HTML page (its screenshots copied into `screens/` beside it), the PDF, and the
 * SHA-256 of each beside it.
 */
export async function writeValidationReport(report: ValidationReport, outDir: string, baseName = 'validation-report'): Promise<WrittenReport> {
  await mkdir(path.join(outDir, 'screens'), { recursive: true });
  const copies = new Map<string, string>();
  let index = 0;
  for (const shot of report.journeys.flatMap((journey) => journey.screenshots)) {
    const name = `${String(++index).padStart(3, '0')}-${path.basename(shot)}`;
    try {
      await copyFile(shot, path.join(outDir, 'screens', name));
      copies.set(shot, `screens/${name}`);
    } catch {
      // A screenshot that is gone stays linked by its original path; the PDF says it is missing.
    }
  }
  const htmlFile = path.join(outDir, `${baseName}.html`);
  const pdfFile = path.join(outDir, `${baseName}.pdf`);
  const html = renderValidationHtml(report, (shot) => copies.get(shot) ?? shot);
  const pdf = await renderValidationPdf(report, readIfThere);
  return {
    html: htmlFile,
    pdf: pdfFile,
    sha256: { html: await writeWithDigest(htmlFile, html), pdf: await writeWithDigest(pdfFile, pdf) },
  };
}

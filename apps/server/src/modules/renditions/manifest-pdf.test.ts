import { PDFDocument } from 'pdf-lib';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { manifestPdf, type ManifestInput } from './manifest-pdf.ts';

const MM = 72 / 25.4;

async function blank(size: [number, number]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage(size);
  return pdf.save();
}

const input = (pdf: Uint8Array): ManifestInput => ({
  pdf,
  docNumber: 'SOP-QA-0042',
  title: 'Line clearance with a title long enough to need the whole width of the header band on a narrow page',
  versionLabel: '3',
  overlay: null,
  timeZone: 'Europe/Berlin',
  signatures: [{ shortId: '0a1b2c3d', printedName: 'Quentin Approver', meaning: 'Approved', signedAt: '2030-01-01 09:30 (Europe/Berlin)', onBehalfOf: null, verifyUrl: 'https://attest.example/signatures/0a1b2c3d-0000-4000-8000-000000000000' }],
  history: [{ versionLabel: '3', effectiveDate: '2030-01-01', changeSummary: 'Annual update' }],
});

/** Every text run on every page, with where it starts and ends in the page's space (points, y up). */
async function runs(data: Uint8Array) {
  const pdf = await getDocument({ data, verbosity: VerbosityLevel.ERRORS }).promise;
  try {
    const pages = [];
    for (let i = 1; i <= pdf.numPages; i++) {
      const page = await pdf.getPage(i);
      const [, , width, height] = page.view as [number, number, number, number];
      const items = (await page.getTextContent()).items.flatMap((item) => ('str' in item && item.str.trim() ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, size: item.transform[3] as number }] : []));
      pages.push({ width, height, items });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

describe('manifestPdf', () => {
  for (const [name, size] of [['A4', [595.28, 841.89]], ['US Letter', [612, 792]]] as const) {
    it(`keeps the header band and every line of the added pages at least 10 mm inside ${name}`, async () => {
      const pages = await runs(await manifestPdf(input(await blank([...size]))));
      expect(pages.length).toBe(3);
      for (const page of pages) {
        const header = page.items.find((item) => item.str.startsWith('SOP-QA-0042'));
        expect(header).toBeDefined();
        for (const item of page.items) {
          expect(item.x).toBeGreaterThanOrEqual(10 * MM);
          expect(item.x + item.width).toBeLessThanOrEqual(page.width - 10 * MM);
          expect(item.y).toBeGreaterThanOrEqual(10 * MM);
          expect(item.y + item.size).toBeLessThanOrEqual(page.height - 10 * MM);
        }
      }
    });
  }

  it('writes the overlay across every page, record and added pages alike', async () => {
    const pages = await runs(await manifestPdf({ ...input(await blank([595.28, 841.89])), overlay: 'OBSOLETE' }));
    for (const page of pages) expect(page.items.map((item) => item.str)).toContain('OBSOLETE');
  });
});

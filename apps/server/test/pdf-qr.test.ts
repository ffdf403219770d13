import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { qrContent } from '../src/platform/pdf/qr-content.ts';
import { qrCodesOnPage } from './pdf-qr.ts';

describe('reading the QR codes on a rendered page', () => {
  // Stacked as on a signature page. Read as one image, jsQR paired finder patterns of neighbouring codes and
  // read none on most pages: the PostgreSQL stage of CI failed on it.
  it('reads each of several stacked codes, top to bottom, wherever the codes fall on the pixel grid', async () => {
    for (let shift = 0; shift < 4; shift++) {
      const out = await PDFDocument.create();
      const page = out.addPage([595, 842]);
      const urls = [randomUUID(), randomUUID(), randomUUID()].map((id) => `https://attest.example/signatures/${id}`);
      urls.forEach((url, k) => page.node.addContentStream(out.context.register(out.context.flateStream(qrContent(url, 36, 600 - shift * 0.31 - k * 68, 54)))));
      expect(await qrCodesOnPage(await out.save(), 1)).toEqual(urls);
    }
  }, 60_000);
});

import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every QR code on a page, as a phone would read it: the page rendered, each code decoded and blanked in turn. */
export async function qrCodesOnPage(data: Buffer | Uint8Array, pageNumber: number): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: VerbosityLevel.ERRORS }).promise;
  try {
    const page = await pdf.getPage(pageNumber);
    const viewport = page.getViewport({ scale: 3 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    type Render = Parameters<typeof page.render>[0];
    // The server compiles without the DOM library, so pdf.js's canvas parameter types do not resolve here.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unnecessary-type-assertion
    await page.render({ canvas: canvas as unknown as Render['canvas'], canvasContext: context as unknown as Render['canvasContext'], viewport }).promise;
    const found: string[] = [];
    for (;;) {
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(new Uint8ClampedArray(image.data.buffer), canvas.width, canvas.height);
      if (!code) return found;
      found.push(code.data);
      const xs = [code.location.topLeftCorner.x, code.location.bottomRightCorner.x, code.location.topRightCorner.x, code.location.bottomLeftCorner.x];
      const ys = [code.location.topLeftCorner.y, code.location.bottomRightCorner.y, code.location.topRightCorner.y, code.location.bottomLeftCorner.y];
      context.fillStyle = '#fff';
      context.fillRect(Math.min(...xs) - 20, Math.min(...ys) - 20, Math.max(...xs) - Math.min(...xs) + 40, Math.max(...ys) - Math.min(...ys) + 40);
    }
  } finally {
    await pdf.destroy();
  }
}

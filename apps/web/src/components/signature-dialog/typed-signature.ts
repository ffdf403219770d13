/** Spec 02 §5, §9: a drawn signature is made on a 500×200 canvas, a typed one is rendered to a 400×100 image. */
export const DRAWN_SIGNATURE_SIZE = { width: 500, height: 200 } as const;
export const TYPED_SIGNATURE_SIZE = { width: 400, height: 100 } as const;

/** Script faces where the platform has one; an italic fallback elsewhere. */
export const SIGNATURE_FONT_FAMILY =
  '"Segoe Script", "Brush Script MT", "Lucida Handwriting", "Apple Chancery", "URW Chancery L", "Z003", cursive';
const LARGEST_FONT_PX = 48;
const SMALLEST_FONT_PX = 14;
const MARGIN_PX = 16;

/**
 * Draws a name as a signature on a new 400×100 canvas: dark ink on white, centred, the font shrunk until the
 * name fits. Without a 2D context (no canvas support) the canvas is returned blank.
 */
export function renderTypedSignature(name: string, doc: Document = document): HTMLCanvasElement {
  const canvas = doc.createElement('canvas');
  canvas.width = TYPED_SIGNATURE_SIZE.width;
  canvas.height = TYPED_SIGNATURE_SIZE.height;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#0f172a';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  let size = LARGEST_FONT_PX;
  const text = name.trim();
  for (; size > SMALLEST_FONT_PX; size -= 2) {
    context.font = `italic ${size}px ${SIGNATURE_FONT_FAMILY}`;
    if (context.measureText(text).width <= canvas.width - MARGIN_PX * 2) break;
  }
  context.font = `italic ${size}px ${SIGNATURE_FONT_FAMILY}`;
  context.fillText(text, canvas.width / 2, canvas.height / 2, canvas.width - MARGIN_PX * 2);
  return canvas;
}

/** The typed signature as a PNG data URL, or null for a blank name or where the canvas cannot be drawn. */
export function typedSignatureImage(name: string, doc: Document = document): string | null {
  if (!name.trim()) return null;
  const canvas = renderTypedSignature(name, doc);
  if (!canvas.getContext('2d')) return null;
  const image = canvas.toDataURL('image/png');
  return image.startsWith('data:image/png;base64,') ? image : null;
}

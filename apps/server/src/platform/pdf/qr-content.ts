import QRCode from 'qrcode';

/** A number as a content stream writes it: at most four decimals, never an exponent. */
export const num = (value: number) => String(Number(value.toFixed(4)));

/**
 * The QR code of `url` as vector squares filling a `side` square at (x, y), a one-module quiet zone inside it:
 * sharp at any zoom or printer resolution, and no PNG to encode and decode. One path (a rectangle per run of dark
 * modules in a row), so no seams between modules.
 */
export function qrContent(url: string, x: number, y: number, side: number): string {
  const modules = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
  const size = modules.size;
  const cell = side / (size + 2);
  const runs: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (!modules.get(row, column)) continue;
      const start = column;
      while (column + 1 < size && modules.get(row, column + 1)) column++;
      runs.push(`${start} ${size - 1 - row} ${column + 1 - start} 1 re`);
    }
  }
  return `q 0 g ${num(cell)} 0 0 ${num(cell)} ${num(x + cell)} ${num(y + cell)} cm\n${runs.join('\n')}\nf Q`;
}

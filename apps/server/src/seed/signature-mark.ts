import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 240;
const HEIGHT = 64;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The visible mark of a demo signature, as the signing dialog's drawing pad sends it: a PNG data URL of a pen
 * stroke on a transparent background, different for each `seed`. The mark is decoration; what binds is the
 * signature record.
 */
export function signatureMark(seed: number): string {
  // Grey + alpha, two bytes a pixel, each row led by PNG filter byte 0; all transparent to begin with.
  const stride = WIDTH * 2 + 1;
  const pixels = Buffer.alloc(stride * HEIGHT);
  const ink = (x: number, y: number) => {
    for (let dy = 0; dy < 2; dy++) {
      const row = Math.round(y) + dy;
      if (row < 0 || row >= HEIGHT || x < 0 || x >= WIDTH) continue;
      pixels[row * stride + 1 + x * 2] = 0x1f;
      pixels[row * stride + 2 + x * 2] = 0xff;
    }
  };
  let previous: number | undefined;
  for (let x = 12; x < WIDTH - 12; x++) {
    const y = HEIGHT / 2 + 16 * Math.sin(x / (7 + (seed % 3)) + seed) * Math.cos(x / 31) + 4 * Math.sin(x / 3.1);
    // Join each column to the last so the stroke has no gaps where it is steep.
    const from = previous ?? y;
    for (let t = Math.min(from, y); t <= Math.max(from, y); t++) ink(x, t);
    previous = y;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 4, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

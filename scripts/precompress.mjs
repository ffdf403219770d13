// Writes brotli (.br) and gzip (.gz) copies beside each text file of the web build, so the server sends them
// compressed without compressing on every request (@fastify/static preCompressed). Runs after `vite build`;
// usage: node scripts/precompress.mjs [dist folder]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const TEXT = /\.(m?js|css|html|svg|json|txt|map)$/;
// Smaller files gain nothing worth a second request path.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function textFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

export async function precompress(dist = DIST) {
  let raw = 0;
  let compressed = 0;
  for (const file of await textFiles(dist)) {
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gz(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    raw += content.length;
    compressed += br.length;
  }
  return { raw, compressed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { raw, compressed } = await precompress(process.argv[2] ?? DIST);
  console.log(`Pre-compressed the web build: ${(raw / 1024).toFixed(0)} KiB of text, ${(compressed / 1024).toFixed(0)} KiB as brotli`);
}

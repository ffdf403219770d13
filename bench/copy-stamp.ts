// Cost of stamping printed copies (FR-CPY-1): ten stamped copies of a 100-page PDF through Attest's stampCopies
// (in process, the same function the worker runs) and through the worker pool the server uses (renderCopiesPdf),
// beside a plain pdf-lib load + save of the same file: measured side by side, alternating, in one run. The 100-page
// input is built at start from the real PDFs in /work/shared/corpus/pdf (Word, LaTeX, TCPDF, htmldoc producers),
// their pages repeated in turn, each page with its own content stream and the fonts and images shared, as a
// rendition has them. Informational only: the target is printed, the exit code is 0 either way.
// Usage: node --import tsx bench/copy-stamp.ts [rounds] [pages] [copies]
import { PDFDocument } from 'pdf-lib';
import { stampCopies, type CopyStampInput } from '../apps/server/src/modules/copies/copy-stamp.ts';
import { closeCopyStampPool, renderCopiesPdf } from '../apps/server/src/modules/copies/copy-stamp-pool.ts';
import { CORPUS_SOURCES, corpusPdf } from './corpus-pdf.ts';

const rounds = Number(process.argv[2] ?? 5);
const pages = Number(process.argv[3] ?? 100);
const copies = Number(process.argv[4] ?? 10);
const TARGET = 3;

const input = await corpusPdf(pages);
const stampInput: CopyStampInput = {
  pdf: input,
  docNumber: 'SOP-QA-0042',
  title: 'Cleaning and line clearance of the tablet press',
  versionLabel: '3.0',
  notYetEffective: false,
  controlled: true,
  validOn: '2030-01-01',
  printedBy: 'Quentin Author',
  printedAt: '2030-01-01 09:30 Europe/Berlin',
  copies: Array.from({ length: copies }, (_, i) => {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    return { id, number: i + 1, statusUrl: `https://attest.example.org/copies/${id}` };
  }),
};

async function plain(): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const doc = await PDFDocument.load(input, { updateMetadata: false });
  const bytes = (await doc.save()).length;
  return { ms: performance.now() - start, bytes };
}

async function timed(stamp: (task: CopyStampInput) => Promise<Uint8Array>): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const bytes = (await stamp(stampInput)).length;
  return { ms: performance.now() - start, bytes };
}

const variants = { plain, inProcess: () => timed(stampCopies), pool: () => timed(renderCopiesPdf) };
const results = { plain: [] as number[], inProcess: [] as number[], pool: [] as number[] };
const sizes = { plain: 0, inProcess: 0, pool: 0 };
try {
  for (const run of Object.values(variants)) await run(); // warm-up (JIT, the pool's thread start): not counted
  for (let round = 0; round < rounds; round++) {
    // Alternated, so all three see the same machine state.
    for (const [name, run] of Object.entries(variants) as [keyof typeof variants, () => Promise<{ ms: number; bytes: number }>][]) {
      const { ms, bytes } = await run();
      results[name].push(ms);
      sizes[name] = bytes;
    }
  }
} finally {
  await closeCopyStampPool();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const [p, s, w] = [median(results.plain), median(results.inProcess), median(results.pool)];
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(6)} KB`;
const verdict = (ratio: number) => `${ratio.toFixed(2)}x  ${ratio <= TARGET ? 'PASS' : 'OVER'} (target <= ${TARGET}x)`;
console.log(`stamping ${copies} copies of a ${pages}-page PDF (${kb(input.length).trim()}, pages cycled from ${CORPUS_SOURCES.length} corpus files), median of ${rounds} after a warm-up, alternating`);
console.log(`  plain pdf-lib load + save                    ${ms(p)}`);
console.log(`  stampCopies, in process                      ${ms(s)}   stamp/plain ${verdict(s / p)}`);
console.log(`  renderCopiesPdf, worker pool                 ${ms(w)}   pool/plain  ${verdict(w / p)}`);
console.log(`  per copy (in process)                        ${ms(s / copies)}   ${((s / copies) / p).toFixed(2)}x a plain load + save`);
console.log(`size: input ${kb(input.length)}, plain re-save ${kb(sizes.plain)}, stamped ${kb(sizes.inProcess)} = ${(sizes.inProcess / input.length).toFixed(2)}x the input (${(sizes.inProcess / input.length / copies).toFixed(2)}x per copy: the pages' fonts, images and content are written once and shared by every copy)`);
